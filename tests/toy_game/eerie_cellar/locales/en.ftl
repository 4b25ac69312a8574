# The Candle Cellar (a toy game of the tests): its own texts. Scenario texts are in the
# scenario files, in every language.

ui-game-candle-cellar = The Candle Cellar

cellar-config-players = People
cellar-config-scenario = Scenario
cellar-scenario = { $id ->
   *[candle-cellar] The slammed door
 }
cellar-team = The party
cellar-ending = { $id ->
    [dawn] Out by dawn
   *[dark] The candle died
 }

cellar-ev-say = { $text }
cellar-ev-objective = Objective: { $text }
cellar-ev-victory = Victory. { $text }
cellar-ev-defeat = Defeat. { $text }
cellar-ev-round = Round { $round }: seat { $seat } takes the lantern.
cellar-ev-roll = The die shows { $n } ({ $need } or more needed).
cellar-ev-whisper = A whisper only you hear: { $n ->
    [1] the crate by the stairs.
    [2] the crate under the cobwebs.
   *[other] the crate that hums.
 }

cellar-prompt-roll = Roll a die: { $need } or more to succeed
cellar-prompt-whisper = The cellar whispers to the first seat
cellar-prompt-over = The game is over
cellar-opt-face = { $n }
cellar-opt-whisper = Crate { $n }

cellar-board-candle = Candle: { $n ->
    [0] burnt out
    [one] one notch left
   *[other] { $n } notches left
 }
cellar-board-key = { $has ->
    [1] The party holds the key.
   *[other] The key is still lost.
 }
cellar-board-lantern = Seat { $seat } bears the lantern.
cellar-board-whisper = You heard: crate { $n }.
cellar-help = Type the number of an option (1, 2, 3).

# eerie validate: problems of a scenario file
cellar-val-unknown-event = unknown event { $id }
cellar-val-unknown-objective = unknown objective { $id }
cellar-val-unknown-epilogue = unknown epilogue { $id }
cellar-val-choice_without_default = a choice needs an option without 'when'
cellar-val-never_runs = never runs ({ $why })
cellar-val-event_never_runs = event { $id } can never run
cellar-val-no_ending = the scenario needs a reachable victory and a reachable defeat
