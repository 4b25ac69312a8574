### Eerie: this game's texts (its engine, its terminal screen and, under ui-, its web client).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

ff-card-10 = 10 steps
ff-card-5 = 5 steps
ff-card-7 = 7 steps
ff-card-8 = 8 steps
ff-card-p1 = 1 victim
ff-card-p2 = 2 victims
ff-card-p3 = 3 victims
ff-colour-beige = Beige
ff-colour-black = Black
ff-colour-blue = Blue
ff-colour-green = Green
ff-colour-purple = Purple
ff-colour-red = Red
ff-colour-yellow = Yellow
ff-element-crystal = Crystal
ff-element-pool_1x4 = Blood pool 1×4
ff-element-pool_2x2 = Blood pool 2×2
ff-element-rot_back = Rotating stone (about turn)
ff-element-rot_right = Rotating stone (quarter turn right)
ff-element-stone = Stone
ff-element-tele_A = Teleporter A
ff-element-tele_B = Teleporter B
ff-ev-choose = { $figure } is chosen to move.
ff-ev-done = { $figure } ends its move.
ff-ev-enter = { $figure } enters the castle.
ff-ev-exit = { $figure } escapes from the castle!
ff-ev-monster-card = Monster card: { $card }.
ff-ev-monster-done = The monster stops at { $at }, facing { $heading }, after { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } ({ $eaten ->
        [0] nobody eaten
        [one] 1 figure eaten
       *[other] { $eaten } figures eaten
    }).
ff-ev-monster-eat = The monster eats { $figure } ({ $how }).
ff-ev-monster-look = The monster looks around from { $at } (sees: { $seen }).
ff-ev-monster-push = The monster pushes what stood on { $from } to { $to }.
ff-ev-monster-rotate = The rotating stone turns the monster { $heading }.
ff-ev-monster-slide = The monster slides across the blood pool at { $at }.
ff-ev-monster-step = The monster steps to { $to }.
ff-ev-monster-stone_gone = The stone from { $from } leaves the game ({ $how }).
ff-ev-monster-teleport = The monster teleports from { $from } to { $to }, facing { $heading }.
ff-ev-monster-tie = Two figures are equally near; the monster keeps facing { $heading }.
ff-ev-monster-turn = The monster turns { $heading }, towards { $towards }.
ff-ev-monster-wrap = The monster goes through the wall at { $from } and comes back at { $to }.
ff-ev-phase2 = Phase 2: the monster deck is reshuffled; eaten figures are now out for good.
ff-ev-place = { $element } is placed on { $square }.
ff-ev-push = A stone is pushed: { $from } → { $to }.
ff-ev-push_out = A stone is pushed from { $from } out of the game.
ff-ev-slide = { $figure } slides across the blood pool to { $to }.
ff-ev-step = { $figure } moves to { $to }.
ff-ev-turn = Turn { $turn }: { $start } starts.
ff-figure = { $colour } { $value } ({ $side })
ff-heading-e = east
ff-heading-n = north
ff-heading-s = south
ff-heading-w = west
ff-how-bitten = bitten
ff-how-corner = pushed into a corner
ff-how-off_board = pushed off the board
ff-how-teleporter = crushed on a teleporter
ff-opt-at = On { $square }
ff-opt-enter = Enter the castle
ff-opt-exit = Escape through the exit
ff-opt-stay = Don't move
ff-opt-step-e = Step east
ff-opt-step-n = Step north
ff-opt-step-s = Step south
ff-opt-step-w = Step west
ff-opt-stop = Stop here
ff-orient-e = Arrow pointing east
ff-orient-h = Lying across
ff-orient-n = Arrow pointing north
ff-orient-s = Arrow pointing south
ff-orient-v = Standing upright
ff-orient-w = Arrow pointing west
ff-over-nobody = Nobody got a figure out. There is no winner.
ff-over-winner = { $colour } wins! { $count ->
        [one] 1 figure escaped.
       *[other] { $count } figures escaped.
    }
ff-prompt-card = Draw a monster card.
ff-prompt-figure = Choose a figure to move.
ff-prompt-over = The game is over.
ff-prompt-place = Place a floor element.
ff-prompt-step = Moving { $figure }: { $left ->
        [one] 1 step
       *[other] { $left } steps
    } left.
ff-side-black = black side
ff-side-white = white side
ff-term-glyph-entrance = IN
ff-term-glyph-exit = EX
ff-term-help = In Fearsome Floors type the key shown before an option: a figure by the number it shows (as on the board: G4 is typed 4), a step as n, e, s or w, or enter, exit, stop; several steps at once as "n n e" or "n,n,e". While placing floor elements type a square such as c4. At a real table (--table-dice) type the monster card you drew: 5, 7, 8, 10, p1, p2 or p3.
ff-term-legend-crystal = crystal (see-through)
ff-term-legend-entrance = entrance
ff-term-legend-exit = exit
ff-term-legend-figure = figure: colour and the number on top (lower case: black side up)
ff-term-legend-list = > starts this turn, * moved this turn
ff-term-legend-monster = monster facing the arrow
ff-term-legend-place = the element can go here (type the square, e.g. c4)
ff-term-legend-pool = blood pool
ff-term-legend-rim = wall letters: the monster comes back in at the same letter
ff-term-legend-rot_back = turns the monster about
ff-term-legend-rot_right = turns the monster right
ff-term-legend-stone = stone
ff-term-legend-target = a step's square (type the letter)
ff-term-legend-teleporter = teleporter, arrow = way out
ff-term-where-eaten = eaten
ff-term-where-out = escaped
ff-term-where-waiting = waiting
ff-term-why-card_gone = The deck has no “{ $card }” card left.
ff-term-why-choose_first = Choose a figure first; its steps come after.
ff-term-why-corner = A cut-away corner lies { $heading } of { $square }: solid wall.
ff-term-why-edge = The outer wall of the castle lies { $heading } of { $square }.
ff-term-why-escaped = { $figure } has already escaped.
ff-term-why-exit_only = Figures leave the castle only from the exit square { $square }.
ff-term-why-first_prey = The first monster card of the game is never a prey card: shuffle it back and draw again.
ff-term-why-inside = This figure is already inside the castle.
ff-term-why-monster = The monster stands on { $to }.
ff-term-why-moved = { $figure } has already moved this turn.
ff-term-why-no_figure = None of your figures that can still move shows { $n }.
ff-term-why-no_steps = No steps left.
ff-term-why-outside = The figure is still waiting outside: it can only enter the castle or stay out.
ff-term-why-stop_taken = The move cannot end on { $square }: another figure stands there.
ff-term-why-stuck = { $thing } on { $to } cannot be pushed: the square behind it is not free.
ff-term-why-taken_last = Another figure stands on { $to }, and this is the last step: the move must end on a free square.
ff-term-why-taken_stuck = Another figure stands on { $to }, and from there the steps left lead to no free square to end on.
ff-term-why-teleporter = Figures cannot step onto the teleporter on { $to }.
ff-ui-deck = Deck: { $cards }
ff-ui-escaped = out: { $n }
ff-ui-phase = Phase { $phase } · monster moves { $played }/{ $total }
ff-ui-turn = Turn { $turn }

## The web client's texts of this game (converted from static/i18n/en.json)

ff-ui-board = Castle board, 16 by 11 squares
ff-ui-eaten = eaten
ff-ui-exit = EXIT
ff-ui-in = IN
ff-ui-legend-black = Figure, black side up (its number)
ff-ui-legend-crystal = Crystal (slides, monster sees through it)
ff-ui-legend-monster = Monster (its snout shows where it faces)
ff-ui-legend-pool = Blood pool (slide across)
ff-ui-legend-rot_back = Rotating stone: about turn
ff-ui-legend-rot_right = Rotating stone: quarter turn right
ff-ui-legend-stone = Stone (can be pushed)
ff-ui-legend-target = Square you can move to
ff-ui-legend-tele = Teleporter (arrow: way out)
ff-ui-legend-white = Figure, white side up (its number)
ff-ui-monster = Monster on { $at }, facing { $heading }
ff-ui-out = out
ff-ui-waiting = waiting
ui-game-fearsome-floors = Fearsome Floors

## Converted from src/eerie/games/fearsome_floors/locales/en.json

ff-end-escape = A player brought out all figures but one
ff-end-cleared = No figure left in the house
ff-end-eaten_all = The monster ate every figure
ff-end-time = The second monster deck ran out

## Converted from src/eerie/games/fearsome_floors/locales/en.json

ff-cfg-layout = Board
ff-cfg-layout-basic = Basic board
ff-cfg-layout-experienced = Ready-made experienced board
ff-cfg-layout-place = Players place the elements
ff-cfg-players = Players
ff-cfg-position = Start from a position (FFN)
ff-cfg-prey3 = Three-victim monster card
ff-cfg-start = First seat to play (counted from 0)
ff-cfg-variant = Rules
ff-cfg-variant-basic = Basic
ff-cfg-variant-experienced = Experienced

# h-text
## Simulation statistics (Game.stat_labels): the means per game in reports.
ff-stat-eaten = figures eaten
ff-stat-escaped = figures escaped
## Help of `eerie ff` (eerie.cli.group.HELP_KEYS): the English is the code's own.
cli-doc-ff = Fearsome Floors table companions.
cli-doc-ff-monster = Resolve a monster move for a physical table: every look, turn, push and bite.
cli-doc-ff-monster-position = A position in FFN, or a file holding one.
cli-doc-ff-monster-card = The card drawn: 5, 7, 8, 10, p1, p2 or p3.
## Errors of `eerie ff monster` (companion.CompanionError), after "error:".
ff-err-unknown_card = unknown card '{ $card }'; use one of { $cards }
ff-err-card_gone = { $why } (deck={ $deck })
ff-err-position = position: { $reason }
ff-err-over = position: the game is over (next=over), so the monster does not move any more
ff-err-placing = position: the floor elements are still being placed (next=place); the monster moves once the game has begun
ff-err-deck_empty = position: the deck is empty (deck=-), so no card can be drawn
ff-err-no_position = { $file } holds no position
ff-err-folder = { $path } is a folder, not a file with a position
ff-err-no_file = there is no file '{ $path }', and the text is not a position either (a position has at least a board and a figures field)
## What is wrong with an FFN position (notation.NotationError); field names are FFN's own.
ff-ffn-in_field = { $field }: { $reason }
ff-ffn-bad_square = bad square '{ $square }' (use a column a-{ $last } and a row 1-{ $rows }, e.g. c4)
ff-ffn-off_board = square '{ $square }' is not on the board
ff-ffn-heading = unknown heading '{ $heading }' (use n, e, s or w)
ff-ffn-bracket = board row { $row }: '[' without ']'
ff-ffn-rows = board: expected { $rows } rows separated by '/', got { $got }
ff-ffn-row_width = board row { $row }: expected { $width } squares, got { $got }
ff-ffn-not_corner = board: { $square } cannot be cut away
ff-ffn-corner = board row { $row }, column { $column }: this corner is cut away and must be '#'
ff-ffn-unknown_square = board: unknown square '{ $token }' at { $square }
ff-ffn-unknown_colour = { $field }: unknown colour '{ $colour }' (use one of { $colours })
ff-ffn-too_short = a position needs at least a board and a figures field
ff-ffn-twice = field '{ $field }' given twice
ff-ffn-unknown_fields = { $n ->
    [one] unknown field: { $fields }
   *[other] unknown fields: { $fields }
}
ff-ffn-figure_form = figures: '{ $token }' is not like G6w@c4
ff-ffn-figure_kind = figures: '{ $token }': the kind is 6, 4, 3 or 2
ff-ffn-figure_face = figures: '{ $token }': the face is w or b
ff-ffn-figure_square = figures: '{ $token }': { $reason }
ff-ffn-figure_twice = figures: { $figure } listed twice
ff-ffn-players = figures: a game has 2 to 7 players (colours G R B Y E P K in order); this position has figures of { $given }
ff-ffn-players_none = figures: a game has 2 to 7 players (colours G R B Y E P K in order); this position has no figures
ff-ffn-missing = figures: this position has figures of { $given }, but colours play in the order G R B Y E P K, so a { $players }-player game needs { $needed }: { $missing } { $n ->
    [one] has
   *[other] have
} no figures
ff-ffn-figure_set = figures: { $colour } has figures { $have }, but each colour has { $want } in a { $players }-player game
ff-ffn-monster_pool = monster: it cannot stand on a blood pool
ff-ffn-moving_form = moving: expected like G4:3:1 (figure, steps left, steps taken)
ff-ffn-moving_none = moving: no figure { $figure }
ff-ffn-two_on = figures: two figures stand on { $square }
ff-ffn-on_stone = figures: a figure cannot stand on the stone at { $square }
ff-ffn-on_teleporter = figures: a figure cannot stand on the teleporter at { $square }
ff-ffn-with_monster = figures: a figure cannot share { $square } with the monster
ff-ffn-deck_card = deck: unknown card '{ $card }'
ff-ffn-number = { $field }: expected a number from { $low } to { $high }, got '{ $value }'
ff-ffn-not_playing = start/next: that colour is not playing
ff-ffn-pair = board: teleporter pair { $pair } has { $n ->
    [one] one tile
   *[other] { $n } tiles
} (needs 2)
ff-ffn-escapes = escapes: { $colour } has { $n ->
    [one] one figure
   *[other] { $n } figures
} out
ff-ffn-place_form = place: '{ $token }' is not like stone:3
