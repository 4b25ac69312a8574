### Eerie: this game's texts (its engine, its terminal screen and, under ui-, its web client).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

mom-action-ability = use an ability
mom-action-attack = attack
mom-action-barricade = barricade a door
mom-action-cast = cast a spell
mom-action-clear_barricade = clear a barricade
mom-action-explore = explore
mom-action-extinguish = put out fire
mom-action-fire = set fire
mom-action-interact = interact
mom-action-move = move
mom-action-push = push
mom-action-search = search
mom-action-steal = steal
mom-action-trade = trade
mom-action-use = use an item
mom-ev-action = { $who }: { $what }.
mom-ev-activate = { $what } stirs.
mom-ev-attack = { $who } attacks { $what } with { $with }.
mom-ev-barricade = { $who } blocks the way between { $a } and { $b }.
mom-ev-barricade_broken = { $what } smashes a barricade!
mom-ev-barricade_held = The barricade holds against { $what }.
mom-ev-board_cleared = The whole board is cleared away: tiles, tokens and monsters are gone, and the investigators stand nowhere until they are placed again.
mom-ev-cancelled = The action is cancelled.
mom-ev-cast = { $who } casts { $what }: { $text }
mom-ev-chose = Chosen: { $text }
mom-ev-code_guess = Guess { $code }: { $success } in place, { $clue } misplaced.
mom-ev-condition = { $who } is now { $what }.
mom-ev-condition_lost = { $who } is no longer { $what }.
mom-ev-condition_flipped = { $who } turns over { $what }: { $text }
mom-ev-discard = { $who } discards { $what }.
mom-ev-defeat = Defeat. { $text }
mom-ev-defeated = { $what } is defeated.
mom-ev-down-damage = { $who } takes a face-down damage.
mom-ev-down-horror = { $who } takes a face-down horror.
mom-ev-drop = { $who } drops { $what }.
mom-ev-eliminated = { $who } is eliminated.
mom-ev-evade = { $who } tries to evade { $what }.
mom-ev-feature_off = No more { $what } in { $space }.
mom-ev-feature_on = { $what } in { $space }.
mom-ev-gain = { $who } gains { $what }.
mom-ev-give = { $who } gives { $what } to { $to }.
mom-ev-heal-damage = { $who } discards { $n } damage.
mom-ev-heal-horror = { $who } discards { $n } horror.
mom-ev-horror_check = { $who } faces { $what }.
mom-ev-insane = { $who } goes insane.
mom-ev-insanity_private = { $who }'s insanity card: { $card }. { $text }
mom-ev-lose_action = { $who } loses an action ({ $what }).
mom-ev-monster_attack = { $what } attacks { $who }: { $text }
mom-ev-monster_damage = { $what } takes { $n } damage.
mom-ev-monster_move = { $what } moves to { $space }.
mom-ev-monster_removed = { $what } leaves the board.
mom-ev-move = { $who } moves to { $space }.
mom-ev-mythos = Round { $round }: the mythos phase begins.
mom-ev-mythos_event = { $text }
mom-ev-objective = Objective: { $text }
mom-ev-off_board = { $who } is taken off the board for now.
mom-ev-pick = { $who } picks up { $what }.
mom-ev-placed = { $who } is placed in { $space }.
mom-ev-prevented-both = { $who } wards off { $damage } damage and { $horror } horror.
mom-ev-prevented-damage = { $who } wards off { $damage } damage.
mom-ev-prevented-horror = { $who } wards off { $horror } horror.
mom-ev-prologue = { $text }
mom-ev-push_failed = { $who } fails to push.
mom-ev-pushed = { $who } is pushed into { $space }.
mom-ev-puzzle = { $who } works on: { $title }.
mom-ev-puzzle_closed = { $who } sets the puzzle aside; progress is kept.
mom-ev-puzzle_move = Attempt: { $move }.
mom-ev-puzzle_solved = { $who } solves the puzzle!
mom-ev-roll = Roll: success ×{ $success }, clue ×{ $clue }, blank ×{ $blank }.
mom-ev-round = Round { $round } begins.
mom-ev-say = { $text }
mom-ev-spawn = { $what } appears in { $space }!
mom-ev-spell_redrawn = { $who } returns { $what } to the spell deck and takes another copy of it, its back unseen.
mom-ev-clues = { $who }: clues { SIGNED($n) }.
mom-ev-spend-one = { $who } spends a clue (successes now: { $success }).
mom-ev-spend-many = { $who } spends { $n } clues (successes now: { $success }).
mom-ev-steal_failed = { $who } steals nothing.
mom-ev-stole = { $who } takes { $what } from { $from }.
mom-ev-test = { $who } tests { $skill } with { $dice ->
        [one] 1 die
       *[other] { $dice } dice
    } and needs { $difficulty ->
        [0] no successes
        [one] 1 success
       *[other] { $difficulty } successes
    }.
mom-ev-test_one = { $who } tests { $skill } with { $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }; one success passes.
mom-ev-test_count = { $who } tests { $skill } with { $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }; every success counts.
mom-ev-test_fail = { $who } fails with { $n ->
        [0] no successes
        [one] 1 success
       *[other] { $n } successes
    }.
mom-ev-test_counted = { $who } rolls { $n ->
        [0] no successes
        [one] 1 success
       *[other] { $n } successes
    }.
mom-ev-test_pass = { $who } passes with { $n ->
        [one] 1 success
       *[other] { $n } successes
    }.
mom-ev-tile = A new area is revealed: { $room }.
mom-ev-tile_discarded = The area of { $room } is gone from the board, with everything lying there.
mom-ev-token = Something new appears on the map.
mom-ev-token_removed = A token is removed from the map.
mom-ev-too_late = Too much time has passed since the loss of a companion.
mom-ev-trade_offer = { $who } offers { $what } to { $to }.
mom-ev-trade_refused = { $who } declines to take { $what }.
mom-ev-turn = { $who } begins a turn.
mom-ev-turn_end = { $who } ends the turn.
mom-ev-turned_up-damage = One of { $who }'s face-down damage cards turns face up: { $card } ({ $text })
mom-ev-turned_up-horror = One of { $who }'s face-down horror cards turns face up: { $card } ({ $text })
mom-ev-unbarred = The barricade between { $a } and { $b } is moved aside.
mom-ev-up-damage = { $who } takes damage: { $card } ({ $text })
mom-ev-up-horror = { $who } takes horror: { $card } ({ $text })
mom-ev-victory = Victory. { $text }
mom-ev-wounded = { $who } is wounded.
mom-feature-barricade = barricade
mom-feature-darkness = darkness
mom-feature-fire = fire
mom-feature-secret_passage = secret passage
mom-monster_numbered = { $name } { $n }
mom-opt-ability = Use the ability
mom-opt-ability_on = Use the ability on { $who }
mom-opt-accept = Accept
mom-opt-attack = Attack { $what } with { $with }
mom-opt-barricade = Block the way from { $a } to { $b }
mom-opt-by-drop = { $who } drops { $what }
mom-opt-by-pick = { $who } picks up { $what }
mom-opt-card = { $card }
mom-opt-cast = Cast { $what }
mom-opt-clear_barricade = Clear the barricade between { $a } and { $b }
mom-opt-close = Close the puzzle
mom-opt-clues = { $n ->
        [0] Spend no clues
        [one] Spend 1 clue
       *[other] Spend { $n } clues
    }
mom-opt-code_submit = Try { $code }
mom-opt-code_symbol = Place { $sym }
mom-opt-code_undo = Take back the last symbol
mom-opt-comply = Let it happen
mom-opt-done = Done
mom-opt-drop = Drop { $what }
mom-opt-end_turn = End the turn
mom-opt-evade = Evade { $what }
mom-opt-explore = Explore: { $token }
mom-opt-extinguish = Put out the fire
mom-opt-fire = Set fire to { $space }
mom-opt-give = Give { $what } to { $who }
mom-opt-give_from = { $who } gives { $what } to { $to }
mom-opt-horror = Face { $what }
mom-opt-interact = Interact: { $token }
mom-opt-move = Move to { $space }
mom-opt-mythos = A mythos event
mom-opt-pick = Pick up { $what }
mom-opt-push = Push { $who } into { $space }
mom-opt-puzzle_clues = { $n ->
        [0] Spend no clues
        [one] Spend 1 clue for 1 more attempt
       *[other] Spend { $n } clues for { $n } more attempts
    }
mom-opt-random_investigator = { $who }
mom-opt-refuse = Refuse
mom-opt-reroll = { $n ->
        [0] Re-roll no dice
        [one] Re-roll 1 die
       *[other] Re-roll { $n } dice
    }
mom-opt-resist = Resist
mom-opt-roll = success ×{ $success }, clue ×{ $clue }, blank ×{ $blank }
mom-opt-search = Search: { $token }
mom-opt-secret_card = A hidden card
mom-opt-heal_up = Discard { $card } ({ $text })
mom-opt-heal_down = Discard a random face-down card (face down: { $n })
mom-opt-lose = Give up { $what }
mom-opt-prevent = Ward off: damage { $damage }, horror { $horror }
mom-opt-random_thing = { $what }
mom-opt-sight = Look: { $token }
mom-opt-spread = The fire spreads from { $a } to { $b }
mom-opt-steal = Steal from { $who } ({ $skill })
mom-opt-stop = Stay here
mom-opt-take = Take { $what }
mom-opt-turn = { $who } takes a turn
mom-opt-end_phase = End the investigator phase ({ $n ->
        [one] 1 investigator has
       *[other] { $n } investigators have
    } not acted yet)
mom-ev-end_phase = The investigators end their phase. Turns passed without actions: { $n }.
mom-opt-use = Use { $what }
mom-over-defeat = The investigators have failed.
mom-over-victory = The investigation is complete.
mom-prompt-break = { $what } tries to break a barricade.
mom-prompt-choice = Choose.
mom-prompt-consent = { $who } wants to hand { $what } to { $to }. Accept it?
mom-prompt-draw = A card is drawn.
mom-prompt-evade = { $who }: which monster to evade?
mom-prompt-forced_move = { $who } is forced on ({ $n ->
        [one] 1 space
       *[other] { $n } spaces
    } left): pick one of the equally good spaces.
mom-prompt-horror = { $who }: which monster to face?
mom-prompt-mythos = A mythos event happens.
mom-prompt-over = The game is over.
mom-prompt-pushed = { $who } pushes { $target } toward { $space }. Does { $target } go along or resist?
mom-prompt-puzzle = { $n ->
        [one] 1 attempt left.
       *[other] { $n } attempts left.
    }
mom-prompt-puzzle_clues = Attempts: { $n }. Spend clues for more (one attempt per clue)?
mom-prompt-puzzle_out = No attempts left. Spend clues for more, or close the puzzle.
mom-prompt-puzzle_new = The puzzle takes shape.
mom-prompt-random = A random investigator is chosen.
mom-prompt-heal-damage = { $who }: which damage card goes? (still to discard: { $n })
mom-prompt-heal-horror = { $who }: which horror card goes? (still to discard: { $n })
mom-prompt-lose_pick = { $who }: choose the item to give up.
mom-prompt-may_move = { $who } may move { $n ->
        [one] 1 space
       *[other] up to { $n } spaces
    }.
mom-prompt-prevent = { $who }: share the successes out between damage and horror (successes: { $n }).
mom-prompt-random_thing = A random possession is chosen.
mom-prompt-roll = Roll the dice.
mom-prompt-spend = { $who }, successes so far: { $success }. Spend clues to turn clue faces into successes (clue faces: { $clue })?
mom-prompt-spread = Where does the fire spread?
mom-prompt-steal = { $who }: choose what to take ({ $n ->
        [one] 1 more
       *[other] { $n } more
    }).
mom-prompt-trade = Trade freely, then finish.
mom-prompt-turn = { $who }: { $actions ->
        [one] 1 action
       *[other] { $actions } actions
    } and { $moves ->
        [one] 1 space
       *[other] { $moves } spaces
    } of movement left.
mom-prompt-who_next = Who takes the next turn?
mom-puzzle-swap = Swap the pieces in places { $a } and { $b }
mom-puzzle-slide-left = Slide block { $block } left by { $n }
mom-puzzle-slide-right = Slide block { $block } right by { $n }
mom-puzzle-slide-up = Slide block { $block } up by { $n }
mom-puzzle-slide-down = Slide block { $block } down by { $n }
mom-skill-agility = Agility
mom-skill-influence = Influence
mom-skill-lore = Lore
mom-skill-observation = Observation
mom-skill-strength = Strength
mom-skill-will = Will
mom-term-actions = actions left { $n }
mom-term-barricade = barricade
mom-term-cards = face-up cards
mom-term-clues = clues { $n }
mom-term-code_row = Row: { $row }
mom-term-conditions = conditions
mom-term-damage = damage { $n }/{ $max }
mom-term-darkness = darkness
mom-term-done = turn taken
mom-term-door_to = door
mom-term-eliminated = eliminated
mom-term-explore = explore
mom-term-facedown = { $n } face down
mom-term-fire = fire
mom-term-floor = on the floor
mom-term-guess = { $guess }: { $success } in place, { $clue } misplaced
mom-term-here = Here
mom-term-horror = horror { $n }/{ $max }
mom-term-insane = insane
mom-term-insanity = insanity card: { $card }
mom-term-interact = interact
mom-term-investigator = investigator phase
mom-term-investigators = Investigators
mom-term-map = Map
mom-term-monster_line = health { $left }/{ $health } (damage { $damage }) · awareness { $awareness } · horror { $horror } · might { $might }
mom-term-monsters = Monsters
mom-term-moves = moves left { $n }
mom-term-mythos = mythos phase
mom-term-no_board = (no board in this view)
mom-term-no_monsters = no monsters on the board
mom-term-objective = Objective
mom-term-outdoor = outdoors
mom-term-over = game over
mom-term-passage = secret passage
mom-term-person = person
mom-term-possessions = possessions
mom-term-puzzle = Puzzle: { $title } (attempts left: { $n })
mom-term-room = Room
mom-term-round = Round { $round }
mom-term-search = search
mom-term-sight = sight
mom-term-space = Space
mom-term-turn = taking a turn
mom-term-wounded = wounded
mom-term-in_space = in { $space }
mom-term-legend_door = walls (a gap is a door)
mom-term-legend_border = open border between spaces
mom-term-legend_impassable = impassable border
mom-term-legend_floor = something on the floor
mom-term-insanity_of = { $who }'s insanity card: { $card }
mom-term-help = In Mansions of Madness type the key or number shown before an option. Spaces are named like ent.1 (the room and a number), as in the boxes of the map, where letters are investigators, tags like HA1 monsters, [E] [S] [I] [P] [V] tokens (explore, search, interact, person, sight) and % things on the floor.
mom-unarmed = bare hands
mom-seat-together = { $first } and { $second }

## The web client's texts of this game (converted from static/i18n/en.json)

ui-game-mansions-of-madness = Mansions of Madness
mom-ui-actions_left = actions left: { $n }
mom-ui-attack-bladed = bladed
mom-ui-attack-firearm = firearm
mom-ui-attack-heavy = heavy
mom-ui-attack-spell = spell
mom-ui-attack-unarmed = unarmed
mom-ui-attack_with = Attack with { $with }
mom-ui-barricade = Barricade
mom-ui-board = Map of { $title }
mom-ui-cfg-players = People at the table (one person plays two investigators)
mom-ui-cfg-investigator = Investigator { $n }
mom-ui-cfg-scenario = Scenario
mom-ui-close_puzzle = Close the puzzle
mom-ui-clues = clues: { $n }
mom-ui-code_help = Fill the row one symbol at a time (1 to { $kinds }, symbols may repeat); filling and taking back are free. Trying the full row is one attempt. ● right symbol in the right place, ◆ right symbol elsewhere.
mom-ui-code_row = The guess so far
mom-ui-code_slot = Place { $pos }: { $sym }
mom-ui-code_slot_empty = Place { $pos }: empty
mom-ui-code_symbols = Symbols
mom-ui-common = common item
mom-ui-conditions = Conditions
mom-ui-damage_of = Damage { $n }/{ $max }
mom-ui-darkness = Darkness
mom-ui-darkness_letter = ☾
mom-ui-drop = Drop
mom-ui-eliminated = eliminated
mom-ui-end_turn = End turn
mom-ui-end_phase = End phase
mom-ui-evade = Evade
mom-ui-face_up = Face-up cards
mom-ui-facedown = { $n } face down
mom-ui-fire = Fire
mom-ui-fire_letter = F
mom-ui-floor_at = on the floor at { $space }
mom-ui-give = Give to { $who }
mom-ui-health = health { $left }/{ $health }
mom-ui-horror_check = Horror check
mom-ui-horror_of = Horror { $n }/{ $max }
mom-ui-insane = insane
mom-ui-insanity_of = { $who }'s insanity card
mom-ui-investigators = Investigators
mom-ui-items = Items
mom-ui-legend-door = Door (a gap in the wall)
mom-ui-legend-impassable = Impassable border (dashed)
mom-ui-legend-monster = Monster (its initials; a number when several of a kind are on the board)
mom-ui-legend-pawn = Investigator (letter of the name)
mom-ui-legend-target = A space to move to
mom-ui-legend-wall = Wall
mom-ui-lock_block = Block { $block }: choose it, then where it slides
mom-ui-lock_help = Choose a block, then a highlighted cell to slide it there. Free the orange block X through the gap on the right.
mom-ui-lock_move = Slide { $block } to row, column { $to }
mom-ui-marks = { $success } right, { $clue } elsewhere
mom-ui-monster_stats = awareness { $awareness } · horror { $horror } · might { $might }
mom-ui-monsters = Monsters
mom-ui-move_to = Move to { $space }
mom-ui-moves_left = moves left: { $n }
mom-ui-no_board = This view has no board to draw.
mom-ui-no_items = No items yet.
mom-ui-no_monsters = No monsters on the board.
mom-ui-objective = Objective
mom-ui-on_floor = Possession on the floor
mom-ui-outdoor = outdoors
mom-ui-passage = Secret passage
mom-ui-phase-investigator = investigator phase
mom-ui-phase-mythos = mythos phase
mom-ui-phase-over = the end
mom-ui-pick_up = Pick up
mom-ui-push_to = Push to { $space }
mom-ui-put_symbol = Put { $sym } in the next empty place
mom-ui-puzzle = Puzzle: { $title }
mom-ui-puzzle_who = { $who } works on it (attempts left: { $n })
mom-ui-range-melee = melee
mom-ui-range-ranged = ranged
mom-ui-round = Round { $round }
mom-ui-scenario-gulls_reach_light = The Light at Gull's Reach
mom-ui-scenario-vigil_at_corvin_lodge = The Vigil at Corvin Lodge
mom-ui-slide_cell = Place { $cell }: piece { $piece }
mom-ui-slide_help = Choose a piece, then a piece next to it to swap them; each swap is one attempt.
mom-ui-spell = spell
mom-ui-start_turn = { $who }: take a turn
mom-ui-stop_moving = Stop moving
mom-ui-taking_turn = taking a turn
mom-ui-token-explore = Explore
mom-ui-token-interact = Interact
mom-ui-token-person = Person
mom-ui-token-search = Search
mom-ui-token-sight = Sight
mom-ui-trait-light_source = light source
mom-ui-trait-weapon = weapon
mom-ui-trait-tool = tool
mom-ui-trait-medical = medical
mom-ui-trait-drink = drink
mom-ui-trait-junk = junk
mom-ui-trait-paper = paper
mom-ui-trait-book = book
mom-ui-trait-evidence = evidence
mom-ui-trait-relic = relic
mom-ui-trait-key = key
mom-ui-trait-heirloom = heirloom
mom-ui-trait-fragile = fragile
mom-ui-trait-flying = flying
mom-ui-trait-ethereal = ethereal
mom-ui-trait-humanoid = humanoid
mom-ui-trait-cultist = cultist
mom-ui-trait-scavenger = scavenger
mom-ui-trait-aquatic = aquatic
mom-ui-trait-spirit = spirit
mom-ui-trait-beast = beast
mom-ui-trait-crowd = crowd
mom-ui-trait-caster = caster
mom-ui-trait-swarm = swarm
mom-ui-trait-construct = construct
mom-ui-trait-mire = mire
mom-ui-try_code = Try this code
mom-ui-turn_taken = turn taken
mom-ui-unarmed = bare hands
mom-ui-undo_symbol = Take back
mom-ui-unique = unique item
mom-ui-weapon = weapon: { $kind }, { $range }
mom-ui-wounded = wounded

## Converted from src/eerie/games/mansions/locales/en.json

mom-team-investigators = Investigators
mom-end-objective = Objective completed
mom-end-time_limit = Time limit reached
mom-end-eliminated = Investigators eliminated
mom-end-defeat = Other defeat of the scenario
mom-result-won = Won with the team
mom-result-won_alone = Won alone (own insanity goal)
mom-result-own_goal = Lost by own insanity goal
mom-result-lost = Lost with the team
mom-result-eliminated = Eliminated
mom-notes-insanity = Insanity cards

## Converted from src/eerie/games/mansions/locales/en.json

mom-cfg-scenario = Scenario
mom-cfg-players = People at the table (one person plays two investigators)
mom-cfg-investigators = Investigators
mom-cfg-seats = Seat of each investigator (numbered from 0)

# h-text
## Simulation statistics (Game.stat_labels): the means per game in reports.
mom-stat-monsters_defeated = monsters defeated
mom-stat-investigators_eliminated = investigators eliminated
mom-stat-investigators_won = investigators' victories
# h-story
mom-ui-story-prologue = Prologue
mom-ui-story-mythos = Mythos event
mom-ui-story-objective = A new objective
mom-ui-story-victory = Epilogue: victory
mom-ui-story-defeat = Epilogue: defeat
mom-ui-story-puzzle = { $who } takes up the puzzle.
mom-ui-story-monster_attack = { $what } attacks { $who }
mom-ui-story-horror_check = { $who } faces { $what }
mom-ui-story-evade = { $who } tries to slip past { $what }
mom-ui-story-attack = { $who } attacks { $what }
mom-ui-story-monster = { $what }
mom-ui-story-roll = The dice
mom-ui-story-cards = Cards drawn
mom-ui-story-back-damage = Damage card, face down
mom-ui-story-back-horror = Horror card, face down
mom-ui-die-success = success
mom-ui-die-clue = clue
mom-ui-die-blank = blank
mom-ui-sheet_cards = Damage and horror cards

# h-err2
mom-err-no_scenario = no scenario given and none is packaged
mom-err-scenario = scenario { $scenario }: { $reason }
mom-err-no_investigators = investigators: the scenario's content has none
mom-err-investigators_count = { $n ->
        [one] one player needs one investigator
       *[other] { $n } players need { $n } investigators
    }, not { $got }
mom-err-unknown_investigators = unknown investigator(s): { $names } (choose among { $known })
mom-err-seats_all = seats must give every investigator a seat
mom-err-seats_gaps = seats must be numbered 0, 1, 2 ... without gaps
mom-err-solo = a one-person game needs two investigators
mom-err-scenario_size = this scenario is for { $low }-{ $high } investigators

# h-valm: eerie validate for Mansions scenario and content files (validate.py, library.py, vocabulary.py)
mom-validate-in_file = { $file }: { $problem }
mom-validate-kind-tile = tile
mom-validate-kind-room = room
mom-validate-kind-space = space
mom-validate-kind-token = token
mom-validate-kind-event = event
mom-validate-kind-objective = objective
mom-validate-kind-puzzle = puzzle
mom-validate-kind-epilogue = epilogue
mom-validate-kind-trigger = trigger
mom-validate-kind-mythos_event = mythos event
mom-validate-kind-investigator = investigator
mom-validate-kind-monster = monster
mom-validate-kind-monster_kind = monster kind
mom-validate-kind-item = item
mom-validate-kind-spell = spell
mom-validate-kind-item_or_spell = item or spell
mom-validate-kind-condition = condition
mom-validate-kind-damage_card = damage card
mom-validate-kind-horror_card = horror card
mom-validate-kind-insanity_card = insanity card
mom-validate-owner-id = { $kind } '{ $id }'
mom-validate-owner-index = { $kind } { $index }
mom-validate-owner-list = { $list } { $index }
mom-validate-owner-file = the file
mom-validate-unknown = unknown { $what } '{ $id }'
mom-validate-duplicate = duplicate { $kind } id '{ $id }' (first at { $first })
mom-validate-duplicate_in = duplicate { $kind } id '{ $id }' (also at { $file }: { $first })
mom-validate-duplicate_sibling = duplicate { $kind } id '{ $id }' (also in { $file })
mom-validate-not_object = the top level must be a JSON object
mom-validate-too_deep = nested too deeply to check
mom-validate-format = must be '{ $expected }', found { $found }
mom-validate-version_type = must be an integer, found { $found }
mom-validate-version = version { $version } is not supported (this reader knows version { $known })
mom-validate-unknown_format = unknown format { $format } (expected '{ $scenario }' or '{ $content }')
mom-validate-set_not_found = content set '{ $set }' not found (no { $set }.json or { $set }-*.json)
mom-validate-no_scenario = no such scenario '{ $ref }' (packaged: { $n ->
    [0] none
   *[other] { $known }
  })
mom-validate-content_unloadable = cannot load the content sets { $sets } (content references are not checked): { $first }{ $more ->
    [0] {""}
    [one] {" "}(and 1 more problem)
   *[other] {" "}(and { $more } more problems)
  }
mom-validate-unknown_trait = { $who }: unknown trait '{ $word }' (no rule reads it; { $carrier } traits: { $known })
mom-validate-asks_unknown_trait = { $who } asks for an item with the unknown trait '{ $word }' (item traits: { $known })
mom-validate-engine_word_unused = no item carries the trait '{ $word }', so { $lost }
mom-validate-lost-light_source = darkness is never lifted and nobody can set a fire
mom-validate-asked_word_uncarried = a script asks for an item with the trait '{ $word }', but no item carries it
mom-validate-missing_translation = missing translation: { $langs } (every text needs en and ko; zh is optional)
mom-validate-unknown_language = unknown language '{ $lang }' (use en, ko, zh)
mom-validate-empty_text = empty text
mom-validate-forced_move_target = a forced_move needs exactly one of space and monster
mom-validate-forced_move_kind = kind only narrows monster: nearest
mom-validate-forced_move_this = no monster is in question in a scenario event; use nearest
mom-validate-content_space = content cards cannot name a space
mom-validate-content_spawn_space = content cards cannot name a space; use near: active
mom-validate-content_spawn_near = a spawn needs near: active
mom-validate-condition_one_sided = condition '{ $id }' is one-sided (no copies): there is nothing to flip
mom-validate-item_and_trait = name an item or a trait, not both
mom-validate-cost_needs_item = a cost needs an item or a trait
mom-validate-has_needs_item = a 'has' check needs an item or a trait
mom-validate-never_holds-trigger = this condition can never hold ({ $why }): the trigger never fires
mom-validate-never_holds-time_limit = this condition can never hold ({ $why }): the time limit never runs its event
mom-validate-never_holds-mythos = this condition can never hold ({ $why }): the mythos event is never drawn
mom-validate-never_holds-then = this condition can never hold ({ $why }): 'then' never runs
mom-validate-never_holds-option = this condition can never hold ({ $why }): the option is never offered
mom-validate-always_holds_else = this condition always holds: 'else' never runs
mom-validate-never_spawned = no spawn step, start monster or content card brings a monster of kind '{ $kind }': the trigger never fires
mom-validate-clear_board_stranded = clear_board takes the investigators off the board, and no later step of this script places them again (move_investigator with who: off_board)
mom-validate-remove_monster_target = a remove_monster step in a scenario needs a kind or a space (no monster is in question in a scenario event)
mom-validate-harm_empty = a harm step needs some damage or horror
mom-validate-spawn_target = a spawn needs a space or near: active
mom-validate-spawn_both = a spawn takes a space or near: active, not both
mom-validate-epilogue_kind = epilogue '{ $id }' is a { $kind ->
    [victory] victory
   *[defeat] defeat
  } epilogue, not a { $end ->
    [victory] victory
   *[defeat] defeat
  } one
mom-validate-set_value_or_add = a set step needs exactly one of value and add
mom-validate-start_space_tile = space '{ $space }' is on tile '{ $tile }', which is not a start tile
mom-validate-start_token_tile = token '{ $token }' is in space '{ $space }', which is not on a start tile
mom-validate-start_monster_space = a monster at the start needs a space
mom-validate-start_monster_tile = space '{ $space }' is not on a start tile
mom-validate-trigger_needs = a trigger on '{ $on }' needs '{ $field }'
mom-validate-trigger_extra = '{ $field }' means nothing for a trigger on '{ $on }'
mom-validate-rounds_increase = round { $round } does not come after the previous time limit's round { $last } (rounds must increase)
mom-validate-edge_self = an edge joins space '{ $space }' to itself
mom-validate-edge_twice = the edge '{ $a }'-'{ $b }' is given twice (first at { $first })
mom-validate-edge_across_tiles = space '{ $space }' is on tile '{ $tile }', not '{ $edge_tile }': edges between tiles belong in links
mom-validate-link_same_tile = a link joins spaces of one tile ('{ $tile }'); put it in that tile's edges
mom-validate-not_finite = position and size must be finite numbers
mom-validate-not_positive = width and height must be positive
mom-validate-overlap = space '{ $space }' overlaps space '{ $other }' ({ $place }) on tile '{ $tile }'
mom-validate-start_room_unreached = room '{ $room }' on a start tile cannot be reached from the start space '{ $start }' (by borders and doors)
mom-validate-tile_not_placed = tile '{ $tile }' is neither a start tile nor placed by any place_tile step
mom-validate-tile_never_placed = tile '{ $tile }' can never be placed: only events that never fire place it
mom-validate-token_off_door = the token's space '{ $space }' is not one of its door's spaces '{ $a }', '{ $b }'
mom-validate-door_not_door = there is { $found ->
    [border] a border
    [impassable] an impassable border
    [wall] a wall
   *[none] no edge
  } between '{ $a }' and '{ $b }', not a door
mom-validate-explore_own_tile = the explore token's door leads to space '{ $space }' on its own tile '{ $tile }', which is already placed
mom-validate-explore_start_tile = the explore token's door leads to tile '{ $tile }', which is placed at the start
mom-validate-explore_never_places = exploring this door never places tile '{ $tile }', where the door leads
mom-validate-room_not_connected = the spaces of room '{ $room }' are not connected: { $cut } cannot be reached from '{ $first }' (spaces of a room touch on the drawing or are joined by border edges)
mom-validate-puzzle_never_opened = puzzle '{ $id }' is never opened (no puzzle step)
mom-validate-token_never_placed = token '{ $id }' is never placed (not in start.tokens and no place_token step)
mom-validate-event_never_fires-unreferenced = event '{ $id }' can never fire: no token, trigger, time limit, mythos event or event step refers to it
mom-validate-event_never_fires-dead = event '{ $id }' can never fire: only tokens that are never placed, puzzles that are never opened, triggers that never fire or events that never fire refer to it
mom-validate-no_victory-branch = no victory is reachable: this victory step is in a branch whose condition can never hold
mom-validate-no_victory-dead_event = no victory is reachable: this victory step is in an event that never fires
mom-validate-no_victory-none = no victory is reachable: no trigger, token, time limit or mythos event leads to a victory step
mom-validate-no_defeat = no defeat step is reachable (the investigators can only lose by elimination)
mom-validate-var_never_set = variable '{ $var }' is read but never set and not declared in variables
mom-validate-var_read_before_set = variable '{ $var }' may be read here before any step sets it (an undeclared variable starts at 0; declare it in variables if that is meant)
mom-validate-scenario_step = step '{ $step }' belongs to scenarios; content cards cannot use it
mom-validate-scenario_check = check '{ $check }' belongs to scenarios; content cards cannot use it
mom-validate-skill_range = skill values are 2 to 5, found { $value }
mom-validate-bonus_die_skill = a bonus_die ability needs a skill
mom-validate-missing_answer = no answer for the attack { $n ->
    [one] kind
   *[other] kinds
  }: { $kinds }
mom-validate-bad_attack = attack { $attack } does not exist (the monster has { $n ->
    [0] no attacks
    [one] attack 0 only
   *[other] attacks 0 to { $last }
  })
mom-validate-duplicate_copy = duplicate copy id '{ $id }'
mom-validate-one_copy = a double-sided condition needs at least two different copies (with one, its back is no secret)
mom-validate-lose_first_discards = condition '{ $id }' costs the first action of the next turn, but its end_of_turn discards it: one gained during the holder's own turn is gone before it costs anything (lose_first_action discards it when it takes the action)
