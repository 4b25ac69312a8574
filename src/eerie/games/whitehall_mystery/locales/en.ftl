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

# map files: problems found by eerie validate and when a map is loaded
wm-map-place-block = block { $id }
wm-map-place-quadrant = quadrant { $q } ({ $q ->
    [1] NW
    [2] NE
    [3] SW
   *[4] SE
 })
wm-map-node-circle = circle { $n }
wm-map-node-intersection = intersection { $id }
wm-map-not_object = the top level must be a JSON object
wm-map-format = must be { $expected }, found { $found }
wm-map-version_type = must be an integer, found { $found }
wm-map-version = version { $version } is not supported (this reader knows version { $known })
wm-map-name = must be a non-empty string
wm-map-positive = must be a positive number, found { $found }
wm-map-quadrant_lines = must be an object with numbers x and y
wm-map-not_list = missing, or not a list
wm-map-entry_not_object = must be an object
wm-map-circle_id = id must be a positive integer, found { $found }
wm-map-duplicate_circle = duplicate circle id { $id }
wm-map-kind = kind must be one of { $kinds }, found { $found }
wm-map-coordinate = { $axis } must be a number, found { $found }
wm-map-white_quadrant = a white circle needs a quadrant 1-4, found { $found }
wm-map-quadrant_not_white = only white circles have a quadrant ({ $kind } circle has { $found })
wm-map-numbering = circles must be numbered 1..N without gaps; missing { $missing }
wm-map-no_circles = a map needs circles
wm-map-intersection_id = id must be a non-empty string, found { $found }
wm-map-duplicate_intersection = duplicate intersection id { $id }
wm-map-yellow = yellow must be true or false, found { $found }
wm-map-no_intersections = a map needs intersections
wm-map-no_such_node = names no existing node: { $node }
wm-map-bad_node = a node must be a circle number or an intersection id, found { $found }
wm-map-street_shape = a street must be a list of two nodes, found { $found }
wm-map-self_loop = self-loop on { $node }
wm-map-duplicate_street = duplicate of { $other } ({ $street })
wm-map-block_id = id must be an integer, found { $found }
wm-map-duplicate_block = duplicate block id { $id }
wm-map-cycle_short = cycle must be a list of at least three nodes
wm-map-in_cycle = cycle { $text }
wm-map-cycle_twice = cycle passes { $node } twice (not a simple cycle)
wm-map-cycle_open = cycle is not closed along streets: no street joins { $a } and { $b }
wm-map-house_blue = a house block may not have blue circles on its boundary (found { $circles })
wm-map-water_blue = a water block needs at least two blue circles on its boundary, found { $n }
wm-map-yellow_count = needs exactly { $expected } yellow { $expected ->
    [one] intersection
   *[other] intersections
 }, found { $n }
wm-map-white_count = has { $n } white { $n ->
    [one] circle
   *[other] circles
 }; needs { $min }-{ $max }
wm-map-wrong_quadrant = says quadrant { $q } ({ $q ->
    [1] NW
    [2] NE
    [3] SW
   *[4] SE
 }) but lies in { $actual ->
    [1] NW
    [2] NE
    [3] SW
   *[4] SE
 } of the quadrant lines
wm-map-disconnected = not connected to the rest of the { $graph } (a part of { $n ->
    [one] one node
   *[other] { $n } nodes
 }, the main part has { $main })
wm-map-graph-streets = street graph
wm-map-graph-police = investigators' graph (intersections joined by streets)
wm-map-graph-jack = graph of Jack's ordinary moves
wm-map-no_intersection = touches no intersection, so no investigator could search it or arrest there
wm-map-no_jack_move = Jack has no ordinary move from it
wm-map-no_boat = blue circle with no boat target (it needs another blue circle on a water block it borders)
wm-map-no_alley = on a house block with no other circle: an alley move from it goes nowhere
wm-map-same_point = drawn at the same point as { $node }
wm-map-crossing = street { $street } crosses street { $other } ({ $at }) in the drawing
wm-map-inside_block = { $node } lies inside it (a block must be a face of the street graph)
wm-map-through_block = street { $street } runs through it
wm-map-order = circles must be numbered 1..N in order; found { $n } at position { $position }
wm-map-duplicate_intersections = two intersections share an id
wm-map-street_unknown_node = street { $a }-{ $b } names an unknown node
wm-map-malformed = malformed map data: { $reason }
wm-map-no_bundled = no bundled map named { $map } (bundled: { $bundled })
wm-map-unreadable = cannot read { $path }: { $reason }
wm-map-invalid = { $map } is not a valid Whitehall map: { $first }{ $more ->
    [0] {""}
    [one] {" "}(and one more problem)
   *[other] {" "}(and { $more } more problems)
 }
wm-map-unplayable = { $map } is not a playable Whitehall map: { $first }{ $more ->
    [0] {""}
    [one] {" "}(and one more problem)
   *[other] {" "}(and { $more } more problems)
 }
