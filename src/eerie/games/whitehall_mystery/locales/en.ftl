### Eerie: this game's texts (its engine, its terminal screen and, under ui-, its web client).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

wm-ev-arrest = { $who } arrests Jack on circle { $circle }!
wm-ev-arrest_failed = { $who } makes an arrest at circle { $circle }, but Jack is not there.
wm-ev-clue = { $who } searches circle { $circle } and finds a clue!
wm-ev-first_scene = The first crime scene is circle { $circle }. Jack sets off from there.
wm-ev-jack_moved = Jack moves (track { $move }).
wm-ev-jack_moved_private = Your move: { $path }.
wm-ev-jack_special = Jack plays a special tile: { $tile } (track { $move }).
wm-ev-nothing = { $who } searches circle { $circle }: nothing.
wm-ev-police_moved = { $who } moves to { $at }.
wm-ev-police_placed = { $who } takes up position at { $at }.
wm-ev-round = Round { $round } begins: the track and the clues are cleared.
wm-ev-scene_chosen = Jack secretly marks a crime scene.
wm-ev-scene_reached = Jack has reached a crime scene: circle { $circle }.
wm-ev-smoker_moved = Smoker trots to { $at }.
wm-ev-smoker_placed = Smoker the dog is placed at { $at }.
wm-investigator-blue = Blue investigator
wm-investigator-red = Red investigator
wm-investigator-yellow = Yellow investigator
wm-jack = Jack
wm-opt-arrest = Arrest at circle { $circle }
wm-opt-circle = Circle { $circle }
wm-opt-intersection = Intersection { $at }
wm-opt-pass = Do nothing
wm-opt-search = Search circle { $circle }
wm-opt-stay = Stay here
wm-opt-stop = Stop searching
wm-opt-via = Via circle { $circle }
wm-over-jack = Jack reaches his last crime scene and vanishes into the fog. Jack wins!
wm-over-police-arrest = Jack is under arrest. The investigators win!
wm-over-police-cornered = Jack is hemmed in with nowhere to go. The investigators win!
wm-over-police-time = Jack ran out of moves before reaching a crime scene. The investigators win!
wm-prompt-act = { $who } may search, arrest or pass.
wm-prompt-jack = Choose Jack's next move.
wm-prompt-over = The game is over.
wm-prompt-police_move = Move { $who } up to two streets, or stay put.
wm-prompt-police_setup = Put your investigator on a free yellow intersection.
wm-prompt-scene = Secretly choose a crime scene in quadrant { $quadrant } (1 NW, 2 NE, 3 SW, 4 SE).
wm-prompt-search_more = No trace there. { $who } may search another circle or stop.
wm-prompt-smoker_move = Smoker may move one street, or stay.
wm-prompt-smoker_setup = Put Smoker the dog on a free yellow intersection.
wm-prompt-start = Choose the crime scene you start from. It will be revealed.
wm-term-help = In Whitehall Mystery type the key shown before an option: a circle by its number (21), an intersection by its id (i9); an investigator searches a circle with s21 and arrests there with a21; stay, pass, stop and Jack's carriage, alley and boat are typed as words. The map shows the streets around the pieces; what you may choose now is highlighted on it.
wm-term-legend-arrest_failed = failed arrest
wm-term-legend-black = black
wm-term-legend-blue = blue (boats land)
wm-term-legend-clue = clue
wm-term-legend-dog = Smoker the dog
wm-term-legend-intersection = intersection
wm-term-legend-investigators = investigators
wm-term-legend-jack = Jack
wm-term-legend-nothing = searched, nothing
wm-term-legend-path = Jack's path this round
wm-term-legend-plan = crime scene still to reach
wm-term-legend-scene = crime scene reached
wm-term-legend-target = you may choose it (type it)
wm-term-legend-tiles = on the track: a move, carriage, alley, boat
wm-term-legend-water = river
wm-term-legend-white = white circle (crime scene)
wm-term-map_head = { $map }: map around the pieces ({ $quadrant })
wm-term-smoker = Smoker the dog
wm-term-why-blocked = Every street from circle { $at } to circle { $circle } passes an investigator (on { $by }).
wm-term-why-carriage_track = A carriage takes two spaces on the track, and fewer are left this round.
wm-term-why-jack_circles = Jack moves between circles: type a circle's number, such as 21.
wm-term-why-no_circle = There is no circle { $circle } on this map.
wm-term-why-no_intersection = There is no intersection { $at } on this map.
wm-term-why-no_tile = You have no { $tile } tile left.
wm-term-why-not_adjacent = Circle { $circle } is not one move from circle { $at }.
wm-term-why-not_near = Circle { $circle } is not next to { $at }; from there you can reach circles { $near }.
wm-term-why-not_scene = Circle { $circle } is not one of your crime scenes ({ $scenes }).
wm-term-why-not_white = Circle { $circle } is not a white circle: crime scenes are white circles.
wm-term-why-not_yellow = { $at } is not a yellow starting intersection.
wm-term-why-occupied = { $who } already stands on { $at }.
wm-term-why-police_intersections = Investigators stand on intersections: type an id such as i9.
wm-term-why-quadrant = Circle { $circle } lies in quadrant { $in }; this crime scene must lie in quadrant { $quadrant }.
wm-term-why-say_which = Say which: s{ $circle } searches circle { $circle }, a{ $circle } makes an arrest there.
wm-term-why-search_only = After a search that found nothing you may only search on (s{ $circle } searches circle { $circle }) or stop.
wm-term-why-searched = Circle { $circle } has already been searched this turn.
wm-term-why-special_reach = The { $tile } cannot take Jack to circle { $circle } from here.
wm-term-why-special_scene = A special move may not end on a crime scene you have yet to reach (circle { $circle }).
wm-term-why-stand_still = Jack is on circle { $circle } and must move to another circle.
wm-term-why-tile_nowhere = No { $tile } move is possible from circle { $circle } now.
wm-term-why-too_far = { $at } is more than two streets from { $here }.
wm-term-why-too_far_dog = Smoker moves one street at most, and { $at } is not next to { $here }.
wm-tile-alley = Alley
wm-tile-boat = Boat
wm-tile-carriage = Carriage
wm-ui-clues = Clues: { $circles }
wm-ui-round = Round { $round }
wm-ui-scenes = Crime scenes reached: { $circles }
wm-ui-sheet = Jack's sheet
wm-ui-sheet_at = Jack is on circle { $circle }.
wm-ui-sheet_path = Round { $round }: { $path }
wm-ui-sheet_scenes = Crime scenes: { $circles }
wm-ui-sighting-arrest_failed = Move { $move }: { $who } tried an arrest at { $circle }, no Jack
wm-ui-sighting-clue = Move { $move }: { $who } found a clue at { $circle }
wm-ui-sighting-nothing = Move { $move }: { $who } searched { $circle }, nothing
wm-ui-smoker = Smoker (dog): { $at }
wm-ui-tiles = Special tiles left: { $tiles }
wm-ui-track = Track

## The web client's texts of this game (converted from static/i18n/en.json)

ui-game-whitehall-mystery = Whitehall Mystery
wm-ui-arrest_marker = Failed arrest this round
wm-ui-board = Map of { $map }
wm-ui-circle = Circle { $n }
wm-ui-clue_marker = Clue
wm-ui-kind-black = black circle
wm-ui-kind-blue = blue circle (river bank)
wm-ui-kind-white = white circle (possible crime scene)
wm-ui-no_map = The map “{ $map }” is not bundled with the server, so it cannot be drawn here.
wm-ui-reveal = Jack's path, round by round
wm-ui-reveal_all = Every round
wm-ui-reveal_next = Next round
wm-ui-reveal_prev = Previous round
wm-ui-scene_marker = Crime scene reached
wm-ui-search_marker = Searched this round, nothing
wm-ui-start_spot = yellow starting intersection
wm-ui-target = Where you can act

## Converted from src/eerie/games/whitehall_mystery/locales/en.json

wm-team-investigators = Investigators
wm-end-arrest = Jack arrested
wm-end-cornered = Jack cornered
wm-end-time = Jack out of moves
wm-end-escaped = Jack reached his last crime scene

## Converted from src/eerie/games/whitehall_mystery/locales/en.json

wm-cfg-jack_extra_alley = Third alley tile for Jack (helps Jack)
wm-cfg-map = Map (a bundled map or a map file)
wm-cfg-map-gaslight = Gaslight London
wm-cfg-players = People at the table
wm-cfg-smoker = Smoker the dog (helps the investigators)

# h-text
## Simulation statistics (Game.stat_labels): the means per game in reports.
wm-stat-clues = clues found
wm-stat-failed_arrests = failed arrests

# h-err2
wm-err-map = map { $map }: { $reason }
wm-err-smoker = the smoker needs a fourth yellow intersection on the map
