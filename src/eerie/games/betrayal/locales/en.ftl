### Eerie: Betrayal at House on the Hill's texts (its engine and its terminal screen).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

ui-game-betrayal-at-house-on-the-hill = Betrayal at House on the Hill
bet-cfg-players = Players
bet-cfg-explorers = Explorers (one side of different character cards)
bet-cfg-today = Today's date (MM-DD: the next birthday starts)
bet-deck-omen = omen
bet-deck-item = item
bet-deck-event = event
bet-end-traitor = The traitor won
bet-end-heroes = The heroes won
bet-side-N = north
bet-side-E = east
bet-side-S = south
bet-side-W = west
bet-trait-might = Might
bet-trait-speed = Speed
bet-trait-knowledge = Knowledge
bet-trait-sanity = Sanity
bet-ev-aside = { $room } cannot go there and is set aside.
bet-ev-book = { $text }
bet-ev-card = { $who } draws { $card }: { $text }
bet-ev-death = { $who } is dead.
bet-ev-discover = { $who } discovers the { $room }.
bet-ev-fight = { $who } attacks { $target }: { $a } against { $d }.
bet-ev-haunt = The haunt begins: { $title }. { $revealer } revealed it, and { $traitor } is the traitor.
bet-ev-haunt_roll = Haunt roll: { $total } against { $omens ->
    [one] one omen
   *[other] { $omens } omens
 }.
bet-ev-last_omen = The last omen has been drawn: the haunt begins without a roll.
bet-ev-move = { $who } enters the { $room }.
bet-ev-no_card = The { $deck } deck is empty.
bet-ev-objective = { $text }
bet-ev-reshuffle = The set-aside room tiles are shuffled back into the stack.
bet-ev-roll = { $n ->
    [one] One die
   *[other] { $n } dice
 }: a total of { $total }.
bet-ev-round = Round { $round }.
bet-ev-say = { $text }
bet-ev-slide = { $who } slides down the shaft to the basement landing.
bet-ev-start = Everyone shelters in the entrance hall; { $who } goes first.
bet-ev-trait_up = { $who }: { $trait } up { $n } (now { $value }).
bet-ev-trait_down = { $who }: { $trait } down { $n } (now { $value }).
bet-ev-trait_held = { $who }: { $trait } stays at { $value }.
bet-ev-turn = { $who } takes a turn.
bet-ev-use = { $who } uses { $card }.
bet-ev-win-heroes = The heroes win. { $text }
bet-ev-win-traitor = The traitor wins. { $text }
bet-opt-attack = Attack { $who }
bet-opt-end = End the turn
bet-opt-explore = Explore to the { $side }
bet-opt-go = Go { $side } to the { $room }
bet-opt-link-up = Climb the stairs to the { $room }
bet-opt-link-down = Go down the stairs to the { $room }
bet-opt-link-chute = Slide down to the { $room }
bet-opt-link-stair = Take the hidden stair to the { $room }
bet-opt-rot = { $n ->
    [0] As printed
    [one] One quarter turn
   *[other] { $n } quarter turns
 }
bet-opt-split = Might -{ $might }, Speed -{ $speed }
bet-opt-sum = Total { $n }
bet-opt-use = Use { $card }
bet-prompt-card = Draw an { $deck } card
bet-prompt-damage = { $n ->
    [one] One point
   *[other] { $n } points
 } of physical damage: split it between Might and Speed.
bet-prompt-dice = Roll { $n ->
    [one] one die
   *[other] { $n } dice
 }
bet-prompt-fight = { $who } rolls { $trait }: { $n ->
    [one] one die
   *[other] { $n } dice
 }
bet-prompt-haunt_roll = Haunt roll: six dice against { $n ->
    [one] one omen
   *[other] { $n } omens
 }
bet-prompt-over = The game is over.
bet-prompt-rot = Place the { $room }: choose how it turns.
bet-prompt-tile = Draw a room tile
bet-prompt-trait_roll = { $trait } roll: { $n ->
    [one] one die
   *[other] { $n } dice
 }
bet-prompt-turn = { $who } is in the { $room }. What now?
bet-ev-secret = Only you know it: the number is { $n }.
bet-opt-value = { $n }
bet-prompt-secret = A secret number for the traitor

bet-ev-dawn = Dawn breaks after { $n } rounds and nothing has woken in the house: the night ends with no winner.
bet-end-none = Dawn: nobody won

bet-ui-floor = — { $floor } —
bet-ui-floor-upper = Upper floor
bet-ui-floor-ground = Ground floor
bet-ui-floor-basement = Basement
bet-ui-explorer = { $seat }. { $who } ({ $state })
bet-ui-state-explorer = exploring
bet-ui-state-hero = hero
bet-ui-state-traitor = traitor
bet-ui-state-dead = dead
bet-ui-cards = Carrying: { $cards }
bet-ui-status = Round { $round }; { $omens ->
    [one] one omen drawn
   *[other] { $omens } omens drawn
 }.
bet-ui-haunt = The haunt: { $title }
bet-ui-goal = Your goal: { $goal }
bet-term-help = Each floor is drawn as tiles: a gap in a tile's edge is a door, the number names the room in the legend below, and @ lists the seats standing there. Trait tracks show the mark in parentheses (x is the skull). Type an option's key: n, e, s, w to walk or explore through a door, up, down, chute or stair for special connections, a number to use a card, a1 to a6 to attack a seat, x to end the turn.

bet-ui-counter = { $name }: { $n }

bet-opt-hurt = Deal the { $n } damage
bet-opt-steal = Take { $card } instead
bet-opt-take = Pick up { $card }
bet-prompt-steal = You hit { $who } for { $n }: hurt them or take something they carry?
bet-ev-steal = { $who } wrests { $card } from { $target }.
bet-ev-take = { $who } picks up { $card }.

bet-opt-accept = Take the effect of { $card }
bet-opt-ignore = Ignore { $card }
bet-prompt-traitor_event = The house is yours: take the effect of { $card }, good and bad, or ignore it?
bet-ev-ignore = { $who } ignores { $card }.

## Content names and card texts
bet-card-bone_flute = Bone Flute
bet-card-bone_flute-text = It plays a tune you almost remember. Sanity +2 while you carry it.
bet-card-cold_draft = Cold Draft
bet-card-cold_draft-text = A door bangs somewhere and the cold chases you. Speed roll: 4+ Speed +1; 0-3 Speed -1.
bet-card-cold_grip = Cold Grip
bet-card-cold_grip-text = Something unseen seizes your arm and lets go. Roll 4 dice: 4+ nothing; 2-3 Might -1; 0-1 Might -1 and Speed -1. You keep nothing, but it counts as an omen.
bet-card-cracked_mirror = Cracked Mirror
bet-card-cracked_mirror-text = Your reflection knows things you do not. Knowledge +2, Sanity -1 while you carry it.
bet-card-door_slams = Slamming Doors
bet-card-door_slams-text = Every door on the floor slams at once. Sanity -1.
bet-card-dust_storm = Jammed Door
bet-card-dust_storm-text = Might roll: 4+ you force it and feel stronger, Might +1; 0-3 nothing happens.
bet-card-falling_plaster = Falling Plaster
bet-card-falling_plaster-text = The ceiling gives way above you. Speed roll: 3+ you dodge; 0-2 Might -1.
bet-card-hidden_drawer = Hidden Drawer
bet-card-hidden_drawer-text = A panel clicks open. Draw an item.
bet-card-hunting_knife = Hunting Knife
bet-card-hunting_knife-text = Might +1 while you carry it.
bet-card-iron_crowbar = Iron Crowbar
bet-card-iron_crowbar-text = Good for doors, better for other things. Might +1 while you carry it.
bet-card-iron_nail = Coffin Nail
bet-card-iron_nail-text = Long, black and warm to the touch. Might +2, Sanity -1 while you carry it.
bet-card-lost_diary = A Lost Diary
bet-card-lost_diary-text = Knowledge +1. Then a Sanity roll: 0-2 Sanity -1.
bet-card-moth_locket = Moth Locket
bet-card-moth_locket-text = Something flutters inside it when you run. Speed +1 while you carry it.
bet-card-music_box = Music Box
bet-card-music_box-text = Use once per turn: a Sanity roll. 4+ Sanity +1; 0-3 Knowledge -1.
bet-card-oil_lamp = Oil Lamp
bet-card-oil_lamp-text = Light to run by. Speed +1 while you carry it.
bet-card-pocket_watch = Stopped Watch
bet-card-pocket_watch-text = Use once per turn: a Knowledge roll. 5+ draw an item; 0-4 Sanity -1.
bet-card-reading_glasses = Reading Glasses
bet-card-reading_glasses-text = Small print becomes plain. Knowledge +1 while you carry them.
bet-card-rusted_crown = Rusted Crown
bet-card-rusted_crown-text = Heavy, cold, and strangely comforting. Might +1 and Sanity +1 while you carry it.
bet-card-salt_pouch = Pouch of Salt
bet-card-salt_pouch-text = An old habit against old things. Sanity +1 while you carry it.
bet-card-scratching = Scratching Behind the Wall
bet-card-scratching-text = Sanity roll: 4+ you ignore it; 0-3 Sanity -1 but Knowledge +1 (you listened).
bet-card-sealed_letter = Sealed Letter
bet-card-sealed_letter-text = It is addressed to you, in your own handwriting. Knowledge +2 while you carry it.
bet-card-sleepwalker = Sleepwalker
bet-card-sleepwalker-text = You blink and you are somewhere else. Move to the Upper Landing; Sanity -1.
bet-card-stray_cat = Stray Cat
bet-card-stray_cat-text = A thin grey cat decides you are its person. Sanity +1 and Speed +1 while it stays.
bet-card-tonic_bottle = Bitter Tonic
bet-card-tonic_bottle-text = Use on your turn: Might +1 and Speed +1, then discard it.
bet-card-trapdoor = Trapdoor
bet-card-trapdoor-text = The floor opens under you. Move to the Basement Landing, then roll 1 die: 0 Might -1.
bet-card-warm_hand = A Warm Hand
bet-card-warm_hand-text = Someone squeezes your hand, kindly. Nobody is there. Sanity +1.
bet-card-watching_portrait = The Portrait Watches
bet-card-watching_portrait-text = Its eyes follow you. Knowledge roll: 5+ Knowledge +1; 2-4 nothing; 0-1 Sanity -1.
bet-explorer-arlo = Arlo Penn
bet-explorer-bartholomew = Bartholomew Crane
bet-explorer-dorothea = Dorothea Finch
bet-explorer-greta = Greta Moss
bet-explorer-haoran = Li Haoran
bet-explorer-ivo = Ivo Brandt
bet-explorer-kenji = Mori Kenji
bet-explorer-meiling = Sun Meiling
bet-explorer-nadia = Nadia Volkova
bet-explorer-pim = Pim Oakes
bet-explorer-rosalind = Rosalind Hale
bet-explorer-tobias = Tobias Wren
bet-room-ash_cellar = Ash Cellar
bet-room-basement_landing = Basement Landing
bet-room-bell_tower_stair = Bell Tower Stair
bet-room-boiler_room = Boiler Room
bet-room-bone_pantry = Bone Pantry
bet-room-cellar_stairs = Cellar Stairs
bet-room-cloakroom = Cloakroom
bet-room-clockmakers_study = Clockmaker's Study
bet-room-doll_nursery = Doll Nursery
bet-room-drowned_chapel = Drowned Chapel
bet-room-dumbwaiter_room = Dumbwaiter Shaft
bet-room-entrance_hall = Entrance Hall
bet-room-foyer = Foyer
bet-room-grand_staircase = Grand Staircase
bet-room-greenhouse = Greenhouse
bet-room-guest_bedroom = Guest Bedroom
bet-room-hall_of_portraits = Hall of Portraits
bet-room-linen_closet = Linen Closet
bet-room-long_corridor = Long Corridor
bet-room-lumber_room = Lumber Room
bet-room-map_room = Map Room
bet-room-moth_parlour = Moth Parlour
bet-room-music_room = Music Room
bet-room-old_well_room = Old Well Room
bet-room-root_cellar = Root Cellar
bet-room-scullery = Scullery
bet-room-servants_hall = Servants' Hall
bet-room-sewing_room = Sewing Room
bet-room-smoking_room = Smoking Room
bet-room-taxidermy_den = Taxidermy Den
bet-room-trophy_room = Trophy Room
bet-room-upper_landing = Upper Landing
bet-room-widows_walk = Widow's Walk
bet-room-wine_vault = Wine Vault

# h-err2
bet-err-explorers_count = { $n } players need { $n } explorers, not { $got }
bet-err-same_card = two explorers of the same character card

# statistics of simulation reports
bet-stat-haunts = haunts begun
bet-stat-deaths = explorers who died
bet-stat-omens = omens drawn
bet-stat-rooms = rooms placed

# h-valw
# eerie validate: problems of a haunt file
bet-val-unknown-event = unknown event { $id }
bet-val-unknown-epilogue = unknown epilogue { $id }
bet-val-unknown-variable = unknown variable { $id }
bet-val-unknown-condition = unknown condition { $id }
bet-val-unknown-side = unknown side { $id } (a side is traitor or heroes)
bet-val-unknown-happening = unknown happening { $id } (a trigger fires on round or variable)
bet-val-goal_missing = { $side ->
    [traitor] the traitor's goal is missing
   *[other] the heroes' goal is missing
 }
bet-val-never_holds = can never hold ({ $why })
bet-val-never_runs = never runs ({ $why })
bet-val-event_never_runs = event { $id } can never run
bet-val-secret_without_values = a secret needs values to draw from
bet-val-no_feature = no room has the feature { $feature }
bet-val-unknown-monster = unknown monster { $id }
bet-val-monster_lacks_attack = the monster fights with { $trait } but lacks it
bet-val-monster_speed = a monster needs a speed (its dice)
bet-val-trait_change = a trait change needs a trait and an amount
bet-cfg-haunt = The haunt (the chart's, or one forced whatever the chart says)
bet-cfg-haunt-chart = As the chart says
bet-ev-act = { $who }: { $action }.
bet-ev-spawn = { $who } appears in the { $room }.
bet-ev-stun = { $who } is stunned.
bet-ev-recover = { $who } is no longer stunned.
bet-ev-monster_speed = { $who }: { $n ->
    [one] one room
   *[other] { $n } rooms
 } this turn.
bet-ev-monster_move = { $who } moves to the { $room }.
bet-opt-split_mental = Sanity -{ $sanity }, Knowledge -{ $knowledge }
bet-prompt-damage_mental = { $n ->
    [one] One point
   *[other] { $n } points
 } of mental damage: split it between Sanity and Knowledge.
bet-prompt-monster_speed = Speed of the { $who }: { $n ->
    [one] one die
   *[other] { $n } dice
 }
bet-prompt-monster = { $who } is in the { $room }. Where does it go?
bet-ui-monster = { $who }: { $room }
bet-ui-monster-stunned = { $who }: { $room } (stunned)

# h-betrayal: tokens and large monsters
bet-ev-token_laid = { $what } lies in the { $room }.
bet-ev-token_take = { $who } picks up { $what }.
bet-ev-token_deliver = { $who } delivers { $n ->
    [one] one { $what }
   *[other] { $n } × { $what }
 }.
bet-ev-token_remove = { $who } destroys { $what } in the { $room }.
bet-ev-token_drop = { $who } drops { $n ->
    [one] one { $what }
   *[other] { $n } × { $what }
 } in the { $room }.
bet-ev-wound = { $who } is wounded ({ $n ->
    [one] one wound left
   *[other] { $n } wounds left
 }).
bet-ev-slain = { $who } is slain.
bet-ui-token = { $what }: { $room } ×{ $n }
bet-ui-carried = { $who } carries { $what } ×{ $n }
bet-val-unknown-token = unknown token { $id }
bet-val-unknown-card = unknown card { $id }
bet-val-unwoundable = the monster { $id } has no wounds: only a kind with wounds can be wounded
bet-val-unread_field = the field { $field } means nothing to { $word }: nothing would read it
