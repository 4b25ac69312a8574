### Eerie: Arkham Horror's texts (its engine, its content's names and texts, the terminal).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

ah-anomaly-an1-0 = The air hums, but this spot is calm. Steady yourself and take what lingers.
ah-anomaly-an1-1 = A hairline crack of black light runs through the wall. Speak the words that close it.
ah-anomaly-an1-2 = The crack widens into a mouth that whispers. Answer it in its own tongue.
ah-anomaly-an1-3 = Another sky shows through the rift. Hold on to yourself and push it back.
ah-anomaly-an2-0 = Footprints lead out of the rift and stop. Study them.
ah-anomaly-an2-1 = Cold pours from a seam in the street. Bear it long enough to chalk a sign.
ah-anomaly-an2-2 = Something pulls the door of the world open from the other side. Pull back.
ah-anomaly-an2-3 = The rift roars. Only the oldest words can narrow it now.
ah-anomaly-an3-0 = For a moment the rift shows a quiet meadow, and you breathe easier.
ah-anomaly-an3-1 = A glint at the rift's edge: if you spot its pattern you can pin it shut.
ah-anomaly-an3-2 = Voices of the lost call you by name. Do not go to them.
ah-anomaly-an3-3 = The ground tilts towards the rift. Recite the full rite or be swallowed.
ah-archive-lamps-go-out-1 = The town's lamps are failing one by one. Find out why.
ah-archive-lamps-go-out-2 = Anomalies: three doom in a space or five in a neighbourhood open one; doom there then falls on the scenario sheet.
ah-archive-lamps-go-out-3 = The dark is winning. Eight doom on the scenario sheet will end it all.
ah-archive-lamps-go-out-4 = A way to relight the lamps has been found.
ah-asset-almanac = Farmer's Almanac
ah-asset-boat_hook = Boat Hook
ah-asset-bright_word = The Bright Word
ah-asset-crowbar = Crowbar
ah-asset-fishing_net = Fishing Net
ah-asset-heavy_coat = Heavy Coat
ah-asset-lantern = Storm Lantern
ah-asset-magnifier = Magnifying Glass
ah-asset-old_revolver = Old Revolver
ah-asset-pocket_watch = Silver Pocket Watch
ah-asset-salt_pouch = Pouch of Salt
ah-asset-stray_dog = Stray Dog
ah-asset-warding_sign = Warding Sign
ah-board-away = (off the board)
ah-board-codex = Codex { $n }: { $text }
ah-board-decks = Event deck { $events }, headlines left { $headlines }, mythos cup { $cup }
ah-board-holds = assets: { $assets }; focus: { $focus }; engaged: { $engaged }
ah-board-inv = { $seat }. { $who } at { $space }: damage { $damage }/{ $health }, horror { $horror }/{ $sanity }, ${ $money }, { $clues ->
        [one] 1 clue
       *[other] { $clues } clues
    }, { $remnants ->
        [one] 1 remnant
       *[other] { $remnants } remnants
    }{ $delayed ->
    [yes] , delayed
   *[no] {""}
 }
ah-board-monster = { $monster } { $damage }/{ $health }{ $state ->
    [exhausted] {" "}(exhausted)
   *[ready] {""}
 }
ah-board-nb = { $nb }: { $clues ->
        [one] 1 clue
       *[other] { $clues } clues
    }{ $anomaly ->
    [yes] , ANOMALY
   *[no] {""}
 }
ah-board-objective = Objective: { $text }
ah-board-reserve = Reserve: { $items }
ah-board-round = Round { $round }: { $phase ->
    [setup] set-up
    [action] action phase
    [monster] monster phase
    [encounter] encounter phase
   *[mythos] mythos phase
 }
ah-board-sheet = Scenario sheet: { $clues ->
    [one] 1 clue
   *[other] { $clues } clues
 }, { $doom } doom
ah-board-space = { $space } (doom { $doom })
ah-board-streets = Streets:
ah-config-players = Investigators
ah-config-scenario = Scenario
ah-enc-ch1-dormitory = The students invite you to a late supper.
ah-enc-ch1-library = The rare books room is open for an hour.
ah-enc-ch1-observatory = The night sky looks wrong through the lens.
ah-enc-ch2-dormitory = A student pays you to deliver a letter.
ah-enc-ch2-library = A tired assistant sells you a photograph of a page.
ah-enc-ch2-observatory = The professor's star charts hide a pattern, if you dare to see it.
ah-enc-ch3-dormitory = A frightened student will talk if you stay calm with her.
ah-enc-ch3-library = A misfiled folder waits to be noticed.
ah-enc-ch3-observatory = The quiet dome lets you rest your mind.
ah-enc-lr1-apothecary = The apothecary offers a tonic for a dollar.
ah-enc-lr1-chapel = You kneel in the cold chapel and try to steady your mind.
ah-enc-lr1-pawnshop = The pawnbroker opens his glass case for you.
ah-enc-lr2-apothecary = You try to mix your own remedy from the labels on the shelves.
ah-enc-lr2-chapel = The organist plays softly; the music eases you.
ah-enc-lr2-pawnshop = You haggle over a watch you found in the street.
ah-enc-lr3-apothecary = The apothecary's back room treatment is costly but thorough.
ah-enc-lr3-chapel = Old hymnals hold notes in a forgotten script.
ah-enc-lr3-pawnshop = Something in the clutter catches your eye, if you can find it again.
ah-enc-me1-cemetery = A voice calls your name from a crypt.
ah-enc-me1-old_mill = The miller pays for help with a stuck wheel.
ah-enc-me1-tavern = A warm drink by the fire costs a dollar.
ah-enc-me2-cemetery = A broken ward circle could be redrawn with the right words.
ah-enc-me2-old_mill = You find a few coins between the floorboards.
ah-enc-me2-tavern = The regulars trade gossip for a round of talk.
ah-enc-me3-cemetery = You read a name on a fresh grave and wish you had not.
ah-enc-me3-old_mill = Flour on the floor shows tracks that are not human.
ah-enc-me3-tavern = The landlady bandages your hands and pours you tea.
ah-enc-oq1-customs_house = You search the manifests for the name you heard.
ah-enc-oq1-fish_market = A fishmonger needs someone to settle a dispute.
ah-enc-oq1-lighthouse = Strange marks are scratched into the lamp room's glass.
ah-enc-oq2-customs_house = A clerk will copy a record for you, for two dollars.
ah-enc-oq2-fish_market = You help haul a net and are paid in coins.
ah-enc-oq2-lighthouse = The keeper tells you what he saw in the water, if you can bear it.
ah-enc-oq3-customs_house = An officer might share a rumour with a friendly ear.
ah-enc-oq3-fish_market = Heavy crates need lifting before the tide turns.
ah-enc-oq3-lighthouse = A collector waits by the lighthouse for relics of the uncanny.
ah-enc-st1-bridge = Something floats under the bridge. Can you make it out?
ah-enc-st1-park = Birdsong in the park calms you.
ah-enc-st1-street = A dropped purse lies in the gutter.
ah-enc-st2-bridge = The river whispers as you cross.
ah-enc-st2-park = A figure on a bench watches you without blinking.
ah-enc-st2-street = A shopkeeper needs a persuasive voice to calm a customer.
ah-enc-st3-bridge = A toll keeper owes you a favour and pays it back.
ah-enc-st3-park = Old stones in the park hum with a faint power.
ah-enc-st3-street = Footprints in the frost lead into an alley.
ah-ending-dawn = A dark dawn
ah-ending-fallen = Every investigator fallen
ah-ending-relit = The lamps relit
ah-ending-swallowed = Swallowed by the dark
ah-ev-anomaly = An anomaly tears open in { $nb }.
ah-ev-anomaly_closed = The anomaly in { $nb } settles and closes.
ah-ev-anomaly_encounter = { $who } faces the anomaly: { $text }
ah-ev-archive = Archive card { $n } enters the codex. { $text }
ah-ev-bought = { $who } buys { $asset }.
ah-ev-cast = { $who } casts { $spell }.
ah-ev-clue = A clue appears in { $nb }.
ah-ev-cup_refilled = The mythos cup is empty: all { $n } used tokens go back into it.
ah-ev-defeat = Defeat. { $text }
ah-ev-defeated = { $who } is defeated.
ah-ev-delayed = { $who } is delayed.
ah-ev-doom = { $n ->
    [one] A doom falls
   *[other] { $n } doom fall
 } on { $space } ({ $total } there).
ah-ev-doom_diverted = { $space } lies in an anomaly: { $n } doom goes to the scenario sheet instead.
ah-ev-doom_removed = { $n } doom removed from { $space }.
ah-ev-encounter = { $who }: { $text }
ah-ev-engage = { $monster } engages { $who }.
ah-ev-enters = { $who } arrives at { $space }.
ah-ev-events_added = { $n ->
    [one] A new event card is
   *[other] { $n } new event cards are
 } shuffled into the event deck.
ah-ev-evaded = { $who } slips away from { $monster }.
ah-ev-event_encounter = { $who } finds an event card: { $text }
ah-ev-event_reshuffled = The event deck is empty: its discard pile is shuffled into a new deck.
ah-ev-extra_action = { $who } shook off every monster and may take one more action.
ah-ev-focus = { $who } focuses on { $skill }.
ah-ev-gain = { $who } gains { $what ->
    [money] ${ $n }
    [clues] { $n ->
        [one] a clue
       *[other] { $n } clues
    }
   *[remnants] { $n ->
        [one] a remnant
       *[other] { $n } remnants
    }
 }.
ah-ev-gate_burst = Gate burst! Three doom erupt at { $space }, and the event discard pile goes back on top of the deck.
ah-ev-harm = { $who } takes { $damage } damage and { $horror } horror.
ah-ev-headline = Headline: { $text }
ah-ev-heal = { $who } recovers { $health } health and { $sanity } sanity.
ah-ev-investigator = Investigator { $seat } plays { $who }.
ah-ev-lead = Investigator { $seat } holds the lead investigator's token.
ah-ev-monster_attacks = { $monster } attacks { $who }.
ah-ev-monster_defeated = { $who } defeats { $monster }.
ah-ev-monster_hurt = { $monster } takes { $n } damage.
ah-ev-monster_moves = { $monster } moves to { $space }.
ah-ev-monster_ready = { $monster } readies.
ah-ev-move = { $who } moves to { $space }{ $cost ->
    [0] {""}
   *[other] {" "}(paying ${ $cost })
 }.
ah-ev-no_headline = No headline is left: one doom goes to the scenario sheet.
ah-ev-no_monster = The monster deck is empty: no monster appears.
ah-ev-objective = Objective: { $text }
ah-ev-paid = { $who } pays { $what ->
    [money] ${ $n }
    [clues] { $n ->
        [one] a clue
       *[other] { $n } clues
    }
   *[remnants] { $n ->
        [one] a remnant
       *[other] { $n } remnants
    }
 }.
ah-ev-phase_encounter = Encounter phase.
ah-ev-phase_monster = Monster phase.
ah-ev-phase_mythos = Mythos phase.
ah-ev-reckoning = Reckoning: every reckoning effect in play resolves.
ah-ev-reroll = The rerolled die { $hit ->
    [yes] succeeds
   *[no] fails
 } ({ $hits } in all).
ah-ev-reserve = { $asset } goes into the reserve.
ah-ev-roll = { $who } tests { $skill } with { $dice ->
    [one] 1 die
   *[other] { $dice } dice
 }: { $hits ->
    [one] 1 success
   *[other] { $hits } successes
 }.
ah-ev-round = Round { $round } begins: the action phase.
ah-ev-say = { $text }
ah-ev-setup = Setting up { $scenario }.
ah-ev-sheet_clues = { $n ->
        [one] 1 clue
       *[other] { $n } clues
    } researched onto the scenario sheet ({ $total } there).
ah-ev-sheet_doom = { $n } doom on the scenario sheet ({ $total } there).
ah-ev-spawn = { $monster } appears at { $space }.
ah-ev-spread = Doom spreads: an event card of { $nb } is discarded.
ah-ev-stands_up = { $who } gets back up and has one action.
ah-ev-take_clue = { $who } takes the clue of { $nb }.
ah-ev-test_failed = { $who } fails the test.
ah-ev-test_passed = { $who } passes the test ({ $hits ->
    [one] 1 success
   *[other] { $hits } successes
 }).
ah-ev-token = Mythos token: { $token }.
ah-ev-trade = { $from } hands { $what } to { $to }.
ah-ev-victory = Victory! { $text }
ah-event-ev_ch1 = A book in the library answers questions written in its margins.
ah-event-ev_ch2 = The telescope shows a star that was not there last night.
ah-event-ev_ch3 = A student sleepwalks towards the river. Hold your nerve and follow.
ah-event-ev_lr1 = A jar in the apothecary holds a note in a dead man's hand. Look closely.
ah-event-ev_lr2 = The chapel's candles spell out a word when they gutter. Can you read it?
ah-event-ev_lr3 = The pawnbroker knows who sold him the black lamp, if you can talk it out of him.
ah-event-ev_me1 = Someone is digging in the cemetery at midnight. Watch without fear.
ah-event-ev_me2 = The millstone is jammed on something that should not be there.
ah-event-ev_me3 = The tavern keeper whispers about a stranger's lodging, for the right words.
ah-event-ev_oq1 = A sigil glows under the lighthouse stairs. Its meaning is old.
ah-event-ev_oq2 = A crate at the market thumps from the inside. Pry it open.
ah-event-ev_oq3 = A ledger at the customs house lists cargo that never landed.
ah-headline-h01 = 'STRANGE FOG ON THE RIVER': the mist leaves black frost where it passes.
ah-headline-h02 = 'MILL WAGES PAID EARLY': coins jingle in every pocket.
ah-headline-h03 = 'PROFESSOR MISSING': his last notes turn up somewhere in town.
ah-headline-h04 = 'SLEEPWALKERS SEEN AT NIGHT': the whole town dreams the same dream.
ah-headline-h05 = 'LIVESTOCK FOUND TORN': something hungry prowls the streets.
ah-headline-h06 = 'RIOT AT THE DOCKS': fists fly all over town.
ah-headline-h07 = 'LIBRARY BOOKS REWRITE THEMSELVES': the librarian refuses to comment.
ah-headline-h08 = 'CHOIR CONCERT A SUCCESS': a little calm settles over the town.
ah-headline-h09 = 'REWARD OFFERED': the mayor pays for anyone who talks sense to the council.
ah-headline-h10 = 'GRAVES FOUND OPEN': the sexton swears he locked the gate.
ah-headline-h11 = 'WITNESS COMES FORWARD': sharp eyes may learn something today.
ah-headline-h12 = 'LAMPLIGHTER DISAPPEARS': another street goes dark.
ah-headline-h13 = 'STRANGE SYMBOLS ON WALLS': those who puzzle over them lose hours.
ah-headline-h14 = 'FREE CLINIC OPENS': the nurses patch up anyone who comes.
ah-headline-h15 = 'LIGHTHOUSE KEEPER RAVES': he says the lamp looked back at him.
ah-help = Type an option's key: m-<space> moves, g gathers, f-<skill> focuses, w wards, a-<monster> attacks, e evades, r researches, t trades, x ends the turn; in tests r rolls, k keeps, f1/c reroll.
ah-inv-elias_brandt = Elias Brandt, the veteran
ah-inv-ines_caldera = Inés Caldera, the archivist
ah-inv-marta_voss = Marta Voss, the nurse
ah-inv-ruth_winslow = Ruth Winslow, the medium
ah-inv-samuel_okafor = Samuel Okafor, the reporter
ah-inv-tobias_reed = Tobias Reed, the dockhand
ah-mon-ash_cultist = Ash-Robed Cultist
ah-mon-bell_wraith = Bell Wraith
ah-mon-drowned_hound = Drowned Hound
ah-mon-gutter_thing = Gutter Thing
ah-mon-pale_watcher = Pale Watcher
ah-nb-college_hill = College Hill
ah-nb-lantern_row = Lantern Row
ah-nb-mill_end = Mill End
ah-nb-old_quay = Old Quay
ah-opt-attack = Attack { $monster } (damage { $damage })
ah-opt-buy = Buy { $asset } (${ $cost })
ah-opt-card = { $card }
ah-opt-cast = Cast { $spell } (take { $n } horror)
ah-opt-cast_remnant = Cast { $spell } (spend { $n ->
        [one] 1 remnant
       *[other] { $n } remnants
    })
ah-opt-decline = Decline
ah-opt-die_hit = Success (5 or 6)
ah-opt-die_miss = Failure (1 to 4)
ah-opt-end_turn = End the turn
ah-opt-evade = Evade
ah-opt-focus = Focus: { $skill }
ah-opt-gather = Gather resources ($1)
ah-opt-give = Give { $what } to { $who }
ah-opt-give_asset = Give { $asset } to { $who }
ah-opt-hits = { $n ->
    [one] 1 success
   *[other] { $n } successes
 }
ah-opt-keep = Keep the result ({ $n ->
    [one] 1 success
   *[other] { $n } successes
 })
ah-opt-move = Move to { $space }{ $cost ->
    [0] {""}
   *[other] {" "}(${ $cost })
 }
ah-opt-next = { $who } acts next
ah-opt-pay = Pay { $what ->
    [money] ${ $n }
    [clues] { $n ->
            [one] 1 clue
           *[other] { $n } clues
        }
   *[remnants] { $n ->
            [one] 1 remnant
           *[other] { $n } remnants
        }
 }
ah-opt-reroll_clue = Spend a clue to reroll a failed die
ah-opt-reroll_focus = Spend the { $skill } focus to reroll a failed die
ah-opt-research = Research
ah-opt-roll = Roll { $n ->
    [one] 1 die
   *[other] { $n } dice
 }
ah-opt-skip = Buy nothing
ah-opt-take = Take { $what } from { $who }
ah-opt-take_asset = Take { $asset } from { $who }
ah-opt-trade = Trade
ah-opt-trade_done = Done trading
ah-opt-ward = Ward
ah-prompt-action = { $who }: choose an action ({ $left } left).
ah-prompt-buy = Buy an item from the reserve? (you have ${ $money })
ah-prompt-cast = A { $skill } test: cast a spell first, or roll.
ah-prompt-choose = { $skill } test: { $hits ->
    [one] 1 success
   *[other] { $hits } successes
 }, { $misses ->
    [one] 1 failed die
   *[other] { $misses } failed dice
 }.
ah-prompt-draw = Draw from the { $deck ->
    [event] event deck
    [nb] neighbourhood deck
    [street] street deck
    [monster] monster deck
    [headline] headline deck
    [ally] ally deck
    [spell] spell deck
   *[item] item deck
 }.
ah-prompt-investigator = Choose your investigator.
ah-prompt-mythos = { $who } draws a mythos token.
ah-prompt-next = Who takes the next turn?
ah-prompt-over = The game is over.
ah-prompt-pay = Pay { $what ->
    [money] ${ $n }
    [clues] { $n ->
            [one] 1 clue
           *[other] { $n } clues
        }
   *[remnants] { $n ->
            [one] 1 remnant
           *[other] { $n } remnants
        }
 }?
ah-prompt-reroll = Reroll one die.
ah-prompt-roll = Roll { $n ->
    [one] 1 die
   *[other] { $n } dice
 } for { $skill }.
ah-prompt-trade = Trade with the investigators in your space.
ah-scenario-lamps-go-out = The Lamps Go Out
ah-seat = Investigator { $seat }
ah-skill-influence = influence
ah-skill-lore = lore
ah-skill-observation = observation
ah-skill-strength = strength
ah-skill-will = will
ah-space-apothecary = Greaves Apothecary
ah-space-cemetery = Marsh Cemetery
ah-space-chapel = Chapel of St. Ives
ah-space-customs_house = Customs House
ah-space-dormitory = Dormitory
ah-space-fish_market = Fish Market
ah-space-library = Hollis Library
ah-space-lighthouse = Old Lighthouse
ah-space-market_cross = Market Cross
ah-space-north_lane = North Lane
ah-space-observatory = Observatory
ah-space-old_mill = Old Mill
ah-space-pawnshop = Brass Key Pawnshop
ah-space-river_bridge = River Bridge
ah-space-south_lane = South Lane
ah-space-tavern = The Crooked Lamp
ah-space-willow_park = Willow Park
ah-team = The investigators
ah-token-blank = blank: a moment's rest
ah-token-gate_burst = gate burst
ah-token-headline = read a headline
ah-token-reckoning = reckoning
ah-token-spawn_clue = spawn a clue
ah-token-spawn_monster = spawn a monster
ah-token-spread_doom = spread doom
ah-what-clues = a clue
ah-what-money = $1
ah-what-remnants = a remnant
ui-game-arkham-horror = Arkham Horror

# statistics of simulation reports
ah-stat-defeated = investigators defeated
ah-stat-spawned = monsters spawned
ah-stat-sheet_clues = clues on the scenario sheet
ah-stat-sheet_doom = doom on the scenario sheet

# h-valw
# eerie validate: problems of a scenario or content file
ah-val-unknown-space = unknown space { $id }
ah-val-unknown-monster = unknown monster { $id }
ah-val-unknown-neighbourhood = unknown neighbourhood { $id }
ah-val-not_reserve_event = { $id } is not a reserve event card of this scenario
ah-val-reserve_never_added = reserve event card { $id } is never shuffled into the event deck
ah-val-unknown-event = unknown event { $id }
ah-val-unknown-objective = unknown objective { $id }
ah-val-unknown-epilogue = unknown epilogue { $id }
ah-val-unknown-asset = unknown asset { $id }
ah-val-unknown-archive_card = unknown archive card { $n }
ah-val-unknown-monster_or_space = unknown monster { $monster } or space { $space }
ah-val-unknown_deck = no neighbourhood has this id (encounter decks are named after neighbourhoods, or streets)
ah-val-encounter_texts = needs a text for each of the { $n } places: { $keys }
ah-val-event_never_runs = event { $id } can never run
ah-val-no_ending = the scenario needs a reachable victory and a reachable defeat
ah-val-not_object = the file must hold a JSON object
# double-sided conditions (backs secret until flipped)
ah-cond-pact = Whispered Pact
ah-cond-pact-front = You promised something you do not remember. At each reckoning, test will; if you fail, turn this card over.
ah-cback-pact-kept = The other party never comes to collect. Your mind eases: recover 1 sanity.
ah-cback-pact-blood = Payment is taken in blood: take 2 damage.
ah-cback-pact-doom = Your promise opened a door for the dark: 1 doom on the scenario sheet.
ah-cback-pact-price = The bill arrives with interest: lose $2 and take 1 horror.
ah-enc-st4-street = A stranger in a doorway knows a name you need. Can you talk them into selling it, for a promise you will not remember?
ah-enc-st4-bridge = A voice under the bridge asks you to agree to something. Do you have the will to refuse?
ah-enc-st4-park = A gardener binds a cut on your hand without a word.
ah-headline-h16 = 'PREACHER ON THE RADIO': listeners swear he made them promise something.
ah-opt-face_down = A face-down card
ah-prompt-condition = Draw a { $what } card without looking at its back
ah-ev-condition = { $who } gains { $what } (its back face down: nobody knows it).
ah-ev-condition_flipped = { $who } turns { $what } over: { $text }
ah-board-condition = { $what }: { $front } Back: { $back }
ah-board-face_down = face down
# h-arkham: allies, spells, investigator abilities, more conditions
ah-inv-noor_haddad = Noor Haddad, the surveyor
ah-inv-noor_haddad-ability = Trained eye: once in each observation test, reroll one failed die for free.
ah-inv-august_pike = August Pike, the street preacher
ah-inv-august_pike-ability = Hard as a pew: each monster attack deals 1 less damage to him.
ah-asset-ferryman_cole = Cole the Ferryman
ah-asset-dock_medic = Hester Lamb, Dock Medic
ah-asset-night_watchman = Watchman Ibarra
ah-asset-curators_nephew = The Curator's Nephew
ah-asset-iron_psalm = Iron Psalm
ah-asset-ember_litany = Ember Litany
ah-asset-veil_of_hours = Veil of Hours
ah-asset-quiet_geometry = Quiet Geometry
ah-enc-lr4-apothecary = A medic from the docks drinks her coffee here. Two dollars buys her time and her loyalty.
ah-enc-lr4-pawnshop = The pawnbroker lends you two dollars and writes your name in a black book.
ah-enc-lr4-chapel = A hymn sung backwards fills the empty nave. Learn it, if your nerves hold.
ah-enc-me4-old_mill = A watchman is pinned under a fallen beam. Lift it and he is yours to command.
ah-enc-me4-cemetery = An epitaph is a spell in disguise. Read it right or the tide remembers you.
ah-enc-me4-tavern = A stranger stands you three dollars and asks only that you sign his ledger.
ah-enc-oq4-fish_market = An old ferryman's nephew wants work. Talk him into joining you.
ah-enc-oq4-customs_house = A clerk sells confiscated papers; one of them is covered in working sigils.
ah-enc-oq4-lighthouse = The lamp-room glass shows the sea rising over the town. Look away before it marks you.
ah-enc-st5-street = A lad with a lantern offers to guide you, if you can convince him you are not mad.
ah-enc-st5-bridge = Wet footprints climb out of the river and follow yours.
ah-enc-st5-park = Chalk figures on the path form a working you could copy down.
ah-headline-h17 = 'HIGH TIDE IN THE STREETS': the water leaves a line on every door it touches.
ah-headline-h18 = 'EASY CREDIT FOR ALL': a new lender pays anyone short of money, no questions asked.
ah-cond-tide_mark = Tide-Mark
ah-cond-tide_mark-front = A ring of salt stains your skin and the sea keeps looking for it. At each reckoning, test observation; if you fail, turn this card over.
ah-cback-tide_mark-ebb = The mark fades with the ebb: recover 1 health.
ah-cback-tide_mark-undertow = An undertow drags you across the cobbles: take 2 direct damage.
ah-cback-tide_mark-flood = Sea water pours up through the floor where you stand: 1 doom on your space.
ah-cback-tide_mark-caller = Something in the deep answers the mark: a monster appears.
ah-cond-ledger = Signed Ledger
ah-cond-ledger-front = You owe a lender nobody has ever seen. At each reckoning, pay $1 or turn this card over.
ah-cback-ledger-forgiven = The page with your name is torn out: gain $2.
ah-cback-ledger-collector = The collector visits you in a dream: take 2 direct horror.
ah-cback-ledger-interest = The interest is paid in bruises and bad nights: take 1 damage and 1 horror.
ah-cback-ledger-lien = The lender claims your notes and your time: lose a clue and become delayed.
ah-opt-reroll_free = Use your ability to reroll a failed die
ah-opt-assign_self = Take { $damage } damage and { $horror } horror yourself
ah-opt-assign = Assign to { $asset } ({ $damage } damage, { $horror } horror; you take the rest)
ah-prompt-assign = { $who } takes { $damage } damage and { $horror } horror: take it or assign it to one card?
ah-ev-assigned = { $asset } takes { $damage } damage and { $horror } horror for { $who }.
ah-ev-discarded = { $who } discards { $asset }.
ah-ev-gained_asset = { $who } gains { $asset }.
ah-opt-cast_mixed = Cast { $spell } (spend { $n ->
        [one] 1 remnant
       *[other] { $n } remnants
    } and take { $horror } horror)
ah-board-hurt = { $asset }: damage { $damage }/{ $health }, horror { $horror }/{ $sanity }
ah-board-ability = ability: { $text }
ah-val-horror_not_spell = only a spell has a horror cost
ah-val-cost_not_item = only an item has a price (allies and spells are never bought)
ah-val-unknown-condition = unknown condition { $id }
ah-asset-dock_medic-action = Action: she cleans and stitches your wounds; recover 2 health.
ah-opt-use = Use { $asset } (its action)
ah-ev-use = { $who } uses { $asset }. { $text }
ah-val-spell_action = a spell cannot have a component action (its horror is paid only when it is cast for dice)

# The Choir Below (second scenario)
ah-scenario-choir-below = The Choir Below
ah-archive-choir-below-1 = Sleepers all over town hum a hymn nobody taught them. The sound seems to come from College Hill.
ah-archive-choir-below-2 = Anomalies: three doom in a space or five in a neighbourhood open one; doom there then falls on the scenario sheet.
ah-archive-choir-below-3 = The echo and its singer: the real threat lies under the Old Quay. The researched clues are lost and new event cards join the deck. From now on each reckoning makes every investigator test will against the song (a failure: 1 horror).
ah-archive-choir-below-4 = The sleepwalkers: nine doom on the scenario sheet draws out a watcher.
ah-archive-choir-below-5 = Most of the true verse: the singer sends its bell-keeper to the fish market.
ah-ending-chorus = The chorus swelled
ah-ending-drowned_out = Drowned out by the hymn
ah-ending-grey_tide = The grey tide
ah-ending-silenced = The singer silenced
ah-event-cb_ch1 = A hymnal in the library has a verse pencilled in that no press ever printed. Decipher it.
ah-event-cb_ch2 = From the observatory dome you can see which windows glow while their sleepers sing. Map them.
ah-event-cb_ch3 = A student sings in her sleep and answers questions in a voice not her own. Stay calm and ask.
ah-event-cb_lr1 = The chapel organ plays one chord by itself at every hour. Sit through it and listen.
ah-event-cb_lr2 = The apothecary's sleeping draughts have all been sold to one buyer. Look through the ledger.
ah-event-cb_lr3 = The pawnbroker took in a music box that plays the hymn. Talk him into saying who brought it.
ah-event-cb_me1 = A fresh grave in the cemetery hums when you lean close. Read the rites carved on its stone.
ah-event-cb_me2 = The tavern's regulars argue about who started the humming. Buy a round and get the story straight.
ah-event-cb_me3 = The mill wheel turns against the current in time with the song. Force it to a stop.
ah-event-cb_oq1 = Salt-crusted letters on the lighthouse wall spell the hymn backwards. Work out their meaning.
ah-event-cb_oq2 = A net hauled up at the fish market is full of church bells. Drag them ashore.
ah-event-cb_oq3 = The customs house keeps tide tables with one night marked in red. Find out why.
ah-event-cb_dq1 = The lighthouse stairs lead down into water that sings. Keep your head as you wade in.
ah-event-cb_dq2 = A drowned hymnal floats in the market's cellar, its ink still wet. Read it before it reads you.
ah-event-cb_dq3 = Bubbles rise under the customs pier in the rhythm of the song. Count them and find the source.
ah-event-cb_dq4 = A cellar door under the quay is barred from the inside. Break it open.
ah-anomaly-cb_an1-0 = The rift is silent here, and in the silence you notice something left behind.
ah-anomaly-cb_an1-1 = A single held note leaks from the rift. Refuse to hum along.
ah-anomaly-cb_an1-2 = The rift sings in harmony with itself. Answer with a counter-chant.
ah-anomaly-cb_an1-3 = The whole choir pours through. Stand firm in the flood of voices.
ah-anomaly-cb_an2-0 = Warm air drifts from the quiet rift and eases your aches.
ah-anomaly-cb_an2-1 = A drowned hand grips the rift's edge. Push it back down.
ah-anomaly-cb_an2-2 = Cold water rises to your knees and pulls. Do not let it take you.
ah-anomaly-cb_an2-3 = The rift is a whirlpool now. Only the full rite can close it.
ah-anomaly-cb_an3-0 = Sheet music flutters out of the rift. Can you make sense of the staves?
ah-anomaly-cb_an3-1 = The rift flickers in time with a heartbeat. Catch the gap between beats.
ah-anomaly-cb_an3-2 = Someone you know calls from the far side, singing. Speak the words that break the call.
ah-anomaly-cb_an3-3 = The singer's face presses against the rift from below. Meet its gaze and learn its name.
