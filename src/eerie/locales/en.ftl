### Eerie: the core's texts (the kernel's refusals, the terminal).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

cli-bad_choice = “{ $input }” is not an option. Type a number from 1 to { $n }, or an option id.
cli-bad_command = “{ $input }” is not a command. /h lists the commands.
cli-bad_key = “{ $input }” is not on offer. Type one of the keys shown, #1 to #{ $n } for an option by its place in the list, or an option id.
cli-choose = Your choice (number or id, /h for help):
cli-choose_keys = Your choice (key, #number or id, /h for help):
cli-help = Type what is shown before an option: its key, or its number when no keys are shown. When keys are shown, #N picks the option in place N of the list. An option's id also works. Several keys separated by spaces or commas are made one after the other, stopping at the first that is not possible; keys of one character may also be typed together without spaces. Commands: /b board, /o all options, /s save, /q save and quit, /h help.
cli-keys = Type one of: { $keys }
cli-pass_device = Pass the device to { $seat }, then press Enter.
cli-path_stopped = Stopped at “{ $input }”: { $reason }
cli-path_unused = The turn has passed, so these were not made: { $keys }
cli-quit_saved = Game saved to { $path }. Continue it later with --resume.
cli-replay_at = Move { $n } of { $total }
cli-replay_bad_key = “{ $input }” is not a key here. Enter: next move, b: back, a number: go to that move, q: quit.
cli-replay_end = That was the last move. b: back, a number: go to that move, q: quit.
cli-replay_prompt = Enter: next, b: back, number: jump, q: quit >
cli-round = Round { $round }
cli-save_failed = error: cannot save the game to { $path }: { $reason }
cli-saved = Saved to { $path }.
cli-saving_to = The game is saved to { $path } after every move.
cli-table_chance = At the table: { $prompt } Then enter the result.
cli-your_turn = { $seat }, your turn: { $prompt }
core-error-game_over = The game is already over.
core-error-illegal_option = “{ $option }” is not allowed here.
core-error-not_your_turn = It is not your turn (actor { $actor }).
core-seat = Player { $seat }
