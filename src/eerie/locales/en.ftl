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

## The simulation report and summary (eerie simulate), eerie validate's count.
cli-validate-summary = { $path }: { $files ->
        [one] 1 content file
       *[other] { $files } content files
    } checked, { $bad } with errors; { $skipped ->
        [one] 1 other .json file
       *[other] { $skipped } other .json files
    } skipped
sim-agent = AI level
sim-all_level = { $setting }, all { $level }
sim-ci = 95% CI
sim-console-agents_head = agent
sim-console-by_agent_game = win rate by agent (per game)
sim-console-by_agent_seat = win rate by agent (per seat played)
sim-console-endings = endings: { $list }
sim-console-games_played = games played
sim-console-mean = { $name } per game: { $mean } (95% CI { $low }-{ $high }, sd { $sd })
sim-console-no_winner = games without a winner: { $wins } ({ $rate })
sim-console-rate = rate
sim-console-rotated = (rotated)
sim-console-rounds = game length (rounds)
sim-console-run = { $game }: { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $seats ->
        [one] 1 seat
       *[other] { $seats } seats
    }, seed { $seed }, agents { $agents }
sim-console-run_players = { $game }: { $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }, { $seats ->
        [one] 1 seat
       *[other] { $seats } seats
    }, seed { $seed }, agents { $agents }
sim-console-seat = seat { $n } ({ $name }): { $list }
sim-console-seats_played = seats played
sim-console-team = team { $team }: won { $wins } of { $games ->
        [one] 1 game
       *[other] { $games } games
    } ({ $rate }, 95% CI { $low }-{ $high })
sim-console-wins = wins
sim-games = games
sim-investigators = { $n ->
        [one] 1 investigator
       *[other] { $n } investigators
    }
sim-name = name
sim-played_by = played by
sim-players = { $n ->
        [one] 1 player
       *[other] { $n } players
    }
sim-rotating = rotating
sim-rounds = rounds
sim-scenario_setting = { $scenario }, { $setting }
sim-seat = seat
sim-seat_n = seat { $n }
sim-seats = { $n ->
        [one] 1 seat
       *[other] { $n } seats
    }
sim-win_rate_seat = win rate by seat
sim-report-agent_seat = AI level against seat
sim-report-agents_list = agents (seat 1, seat 2, …)
sim-report-by_agent_game = Win rate by AI level (per game)
sim-report-by_agent_game_note = Win rate by AI level (per game: a level's seats in one team are one trial)
sim-report-by_agent_seat = Win rate by AI level (per seat played)
sim-report-by_seat = Win rate by seat
sim-report-caption = Bars are win rates; error bars are 95% Wilson score intervals.
sim-report-caption_shared = The winners of a team or co-operative game win together: each winning seat counts a whole win (a seat can lose while its team wins: see the team result and each seat's result).
sim-report-caption_tie = A tie counts as an equal part of one win for each winner.
sim-report-config = config
sim-report-difficulty = Difficulty
sim-report-difficulty_note = Each run and the AI levels of the teams against each team's win rate over games (95% Wilson interval; wins/games), the game length in rounds and the game's statistics (means per game, 95% interval).
sim-report-drawn = drawn
sim-report-ending = ending
sim-report-endings = How games ended
sim-report-equal_share = equal share
sim-report-equal_share_of = equal share ({ $run })
sim-report-figures = Figures
sim-report-game_length = Game length
sim-report-games_per_run = games per run
sim-report-games_share = games (share, 95% CI)
sim-report-lineup = lineup (seat 1 / seat 2 / …)
sim-report-lineups = Lineups (AI level in each seat)
sim-report-mean = mean
sim-report-means = Game length and statistics (per game)
sim-report-measure = measure
sim-report-no_winner = games without a winner
sim-report-note_balance = Every seat played the same AI level, so these rates measure seat balance: compare them with the equal share of { $share }.
sim-report-note_rotate = The AI levels rotate over the seats, so every seat meets each level equally often: these rates mix the levels and say nothing about seat balance. Seat balance comes from runs in which every seat plays the same level ({ $command }).
sim-report-notes = Notes
sim-report-notes_drawn = { $title } (drawn, with the holder's result)
sim-report-of_games = { $wins } of { $games }
sim-report-param-agents = agents
sim-report-param-backend = backend
sim-report-param-batch = batch
sim-report-param-command = command
sim-report-param-date = date
sim-report-param-game = game
sim-report-param-rotation = rotation
sim-report-param-runs = runs
sim-report-param-seed = seed
sim-report-param-time = time
sim-report-param-version = eerie version
sim-report-parameter = parameter
sim-report-parameters = Parameters
sim-report-rotation_keep = each level keeps its seat
sim-report-rotation_rotate = levels rotate over the seats
sim-report-run = run
sim-report-run_heading = { $run }: { $games ->
        [one] 1 game
       *[other] { $games } games
    }
sim-report-runs_listed = { $n } (listed in the table below)
sim-report-sd = sd
sim-report-seat_balance = Seat balance: every seat the same AI level
sim-report-seat_name = seat { $n }: { $name }
sim-report-seat_results = Result of each seat
sim-report-seat_results_note = What each seat's game came to, and why (games; share of games, 95% CI).
sim-report-seat_wins = seat { $n } wins
sim-report-team = team
sim-report-team_agent = { $team }: AI level
sim-report-team_levels = AI levels
sim-report-team_note = Each team's wins count once per game (its seats win or lose together; the interval counts games).
sim-report-team_rate = team win rate (95% CI; wins/games)
sim-report-team_result = Team result
sim-report-team_won = { $team } won
sim-report-title = Eerie simulation report
sim-report-title_game = Eerie simulation: { $game }
sim-report-value = value
sim-report-win_rate = win rate (95% CI)
sim-report-win_rate_wins = win rate (95% CI; wins/games)
sim-report-seats = seats
sim-console-simulating = simulating
sim-console-speed = { $seconds } s, { $rate } games/s ({ $backend })
sim-console-starting = starting
sim-report-time = { $seconds } s ({ $rate } games/s)

# h-text
## Usage errors of the command line (eerie.cli.usage): one line each, after "error:".
cli-usage-no_command = { $command } has no command “{ $name }” ({ $command } --help lists its commands)
cli-usage-no_command_maybe = { $command } has no command “{ $name }”; did you mean { $matches }? ({ $command } --help lists its commands)
cli-usage-no_option = { $command } has no option { $option } ({ $command } --help lists its options)
cli-usage-no_option_maybe = { $command } has no option { $option }; did you mean { $matches }? ({ $command } --help lists its options)
cli-usage-needs_value = { $option } needs { $n ->
        [one] a value
       *[other] { $n } values
    } after it
cli-usage-takes_no_value = { $option } is a flag and takes no value
cli-usage-missing_argument = { $command } needs { $name } ({ $command } --help says what to give)
cli-usage-missing_option = { $command } needs the option { $option } ({ $command } --help says what to give)
cli-usage-bad_value = { $option }: “{ $value }” is not { $kind ->
        [int] a whole number
        [float] a number
        [bool] yes or no
       *[other] a value it accepts
    }
cli-usage-extra = { $command } takes nothing more, but was given: { $args } ({ $command } --help says what it takes)
cli-usage-other = { $command }: { $problem } ({ $command } --help says more)
## eerie validate's lines about a file (eerie.cli.validation): "format" is the JSON field.
cli-validate-line = { $file }: { $problem }
cli-validate-ok = { $file }: ok
cli-validate-bad_ladder = not a difficulty ladder: { $reason }
cli-validate-unknown_format = unknown content format { $format } (expected { $n ->
        [one] { $last }
       *[other] { $expected } or { $last }
    })
cli-validate-no_format = the file has no format field (expected { $n ->
        [one] { $last }
       *[other] { $expected } or { $last }
    })
cli-validate-no_content = { $path }: error: no Eerie content files in this folder
## The measures every simulation run has (eerie.sim.report.MEASURE_LABELS).
sim-decisions = decisions made
## Help texts of the commands (eerie.cli.group.HELP_KEYS): English = the code's own.
cli-doc-main = Eerie: tabletop horror board games with the computer as referee and opponent.
cli-doc-version = Print the version.
cli-doc-games =
    List the games Eerie can run, with their AI levels and options (give options to
    play and simulate as --option name=value).
cli-doc-rules = Show a game's rules summary.
cli-doc-play = Play a game in the terminal against AI seats or people at one table.
cli-doc-play-game_id = A game id (eerie games lists them; not needed with --resume).
cli-doc-play-players = Number of players.
cli-doc-play-ai = AI seats (1-based), e.g. '2,3,4' or '2:random,3'. Others are people.
cli-doc-play-level = Difficulty (easy, normal, hard, strongest) or AI level for seats given without one.
cli-doc-play-seed = Seed for dice, cards and AI.
cli-doc-play-lang = Language: en, ko or zh (default: with --resume, the language the game was last played in; else from LC_ALL, LC_MESSAGES or LANG, else en).
cli-doc-play-variant = Game variant (game-specific).
cli-doc-play-layout = Board layout (game-specific).
cli-doc-play-scenario = Scenario id or file (games with scenarios).
cli-doc-play-together = Seats one person plays together, e.g. '2,3,4' (no pass-the-device screen between them); repeatable.
cli-doc-play-table_dice = Type in dice rolls and card draws from a physical table.
cli-doc-play-save = Record file, saved after every action (default: a new file in $EERIE_HOME/saves or ~/.local/share/eerie/saves; with --resume, that file).
cli-doc-play-resume = Continue the game in this record, with the AI seats, --together, --table-dice and language it was played with unless given again.
cli-doc-play-ai_iterations = Search iterations per decision of AI seats that search (the strongest levels), instead of their clock: with --seed the AI then plays the same on any machine.
cli-doc-replay =
    Step through a finished or unfinished game: each move's messages, then the board.

    Enter: next move, b: back, a number: go to that move, q: quit.
cli-doc-simulate = Simulate many seeded games between AI levels and report win rates.
cli-doc-simulate-games_ = How many games (per player count).
cli-doc-simulate-players = Number of players; several, comma-separated (2,3,4), make one run each with the same seed, reported side by side.
cli-doc-simulate-seed = Seed of the whole run.
cli-doc-simulate-agents = AI level per seat, comma-separated; fewer than the seats repeats the last. In games where all seats play the same role the levels rotate over the seats from game to game.
cli-doc-simulate-workers = Processes to use (local: 1 plays in this process; ray: CPUs of the local Ray started when there is no --address).
cli-doc-simulate-backend = Where games run: local (processes on this machine) or ray (pip install 'eerie\[cluster]').
cli-doc-simulate-address = Ray cluster to use (such as auto or ray://head:10001); needs --backend ray. Without it a local Ray is started and stopped.
cli-doc-simulate-batch = Games per task sent to a worker.
cli-doc-simulate-scenario = Scenario id or file (games with scenarios); several, comma-separated, make one run each (with every player count).
cli-doc-simulate-output = Also write every game's result and the summary as JSON here.
cli-doc-simulate-csv_path = Also write one CSV row per game here.
cli-doc-simulate-report = Also write an HTML report with figures here (needs matplotlib: pip install 'eerie\[report]').
cli-doc-simulate-no_rotate = Keep each level in its seat instead of rotating.
cli-doc-simulate-balance = Also play, per player count and per AI level given, a run in which every seat plays that level: its win rate by seat shows seat balance (and, in co-operative games, the difficulty for that level). A run with one level given is such a run already.
cli-doc-validate =
    Check content files and report every problem with its place.

    Exit status 1 if any file has an error; warnings are listed but do not fail.
    A folder is searched for content files; how many were checked is printed at the end.
cli-doc-validate-paths = Files to check (the games' content files such as maps and scenarios, and records), or folders: every .json file in them and their sub-folders whose format field names an Eerie format.
cli-doc-serve = Run the web platform: lobby API, websockets and the database.
cli-doc-opt-investigators = Investigator ids, comma-separated (games with investigators).
cli-doc-opt-option = Game option as name=value, repeatable (eerie games lists each game's options).
cli-doc-opt-help = Show this message and exit.
cli-doc-opt-lang = Language: en, ko or zh (default: from LC_ALL, LC_MESSAGES or LANG, else en).
# h-err
## Errors of the command line's commands (eerie.cli.common.fail): one line each, after "error:".
cli-err-problem = { $text }
cli-err-unknown_lang = unknown language “{ $lang }”; choose one of { $choices }
cli-err-unknown_game = unknown game “{ $game }”; { $n ->
        [0] no games are installed (after updating Eerie's sources, install it again: pip install -e .)
       *[other] known games: { $games }
    }
cli-err-ai_not_seat = --ai: “{ $value }” is not a seat number (like 2 or 2:random)
cli-err-ai_twice = --ai: seat { $seat } given twice
cli-err-no_seat = { $option }: seat { $seat } does not exist (seats are 1 to { $seats })
cli-err-option_not_pair = --option “{ $item }” is not name=value
cli-err-option = --option { $problem }
cli-err-investigators_empty = --investigators needs at least one investigator id
cli-err-no_rules = no rules text for { $game } in { $lang }
cli-err-resume_other_game = { $file } is a { $found } game, not { $game }
cli-err-resume_fixed = { $options }: cannot be changed with --resume (the record holds the game's settings)
cli-err-record_meta = the record's meta field “{ $field }” is not what eerie play writes: { $value }
cli-err-together_not_seats = --together “{ $value }” is not a list of seat numbers
cli-err-which_game = which game? Give a GAME (eerie games lists them) or --resume FILE
cli-err-cannot_save_in = cannot save games in { $folder }: { $reason } (set EERIE_HOME to a folder you may write to, or give --save FILE)
cli-err-cannot_save = { $option } { $file }: cannot write the record there: { $reason }
cli-err-between = { $option } must be between { $low } and { $high }
cli-err-at_least = { $option } must be at least { $low }
cli-err-players_not_number = --players: “{ $value }” is not a number of players (like 4 or 2,3,4)
cli-err-players_twice = --players: { $n } given twice
cli-err-out_is_folder = { $option } { $file }: is a folder, not a file
cli-err-out_no_folder = { $option } { $file }: the folder { $folder } { $why ->
        [not_folder] is not a folder
       *[missing] does not exist
    }
cli-err-out_not_writable = { $option } { $file }: not writable
cli-err-scenario_empty = --scenario needs a scenario id or file
cli-err-agents_empty = --agents needs at least one AI level
cli-err-unknown_level = unknown AI level “{ $level }”; choose from { $levels }
cli-err-too_many_agents = { $n ->
        [one] one agent given
       *[other] { $n } agents given
    } for { $seats ->
        [one] one seat
       *[other] { $seats } seats
    }
cli-err-balance_roles = --balance needs a game whose seats all play the same role
cli-err-cannot_write = cannot write { $file }: { $reason }
## Problems with game options (eerie.core.config.ConfigError); $value is JSON.
config-err-bad = { $name } must be { $allowed }, not { $value }
config-allowed-int_range = a whole number from { $low } to { $high }
config-allowed-int_min = a whole number of at least { $low }
config-allowed-int_max = a whole number of at most { $high }
config-allowed-int = a whole number
config-allowed-choice = one of { $names }{ $file ->
        [yes] {" "}or a file path
       *[no] {""}
    }
config-allowed-bool = true or false
config-allowed-text = a text
config-allowed-text_pattern = a text matching { $pattern }
config-allowed-list = a list of at least { $low } ids
config-allowed-list_range = a list of at least { $low } and at most { $high } ids
config-allowed-mapping = an object of ids to whole numbers from 0
config-err-twice = { $name }: { $ids } listed twice
config-err-unknown_ids = { $name }: unknown { $ids } (choose among { $choices })
config-err-not_whole = { $name }: “{ $text }” is not a whole number
config-err-not_bool = { $name }: “{ $text }” is not true or false
config-err-not_json = { $name }: “{ $text }” is not JSON (line { $line }, column { $column })
config-err-unknown_options = unknown { $n ->
        [one] option
       *[other] options
    }: { $names } ({ $count ->
        [0] the game has no options
       *[other] options: { $options }
    })
config-err-only_when = { $name } applies only when { $when }, so it cannot be { $value } here
config-when-values = { $field } is { $n ->
        [1] { $values }
       *[other] one of { $values }
    }
config-when-min = { $field } is at least { $low }
## Help texts of replay and serve (eerie.cli.group.HELP_KEYS): English = the code's own.
cli-doc-replay-file = A record file.
cli-doc-replay-at = Show the position after this many actions.
cli-doc-replay-auto = Print the whole game without pausing.
cli-doc-replay-seat = See the game as this seat (1-based): its board and the messages it may see (default: a spectator's).
cli-doc-serve-host = Address to listen on.
cli-doc-serve-port = Port to listen on (1 to 65535).
cli-doc-serve-db = Database as a SQLAlchemy URL (default: a SQLite file in the data folder).
cli-doc-serve-data_dir = Data folder (default: $EERIE_HOME or ~/.local/share/eerie).
cli-doc-serve-allow_origin = A browser origin allowed besides the server's own, e.g. http://localhost:5173; repeatable.
cli-doc-serve-allow_host = A host name the server answers to (the Host header), e.g. games.example.org or *.example.org; repeatable. Default: on a loopback address only 127.0.0.1, localhost and ::1; otherwise any.
cli-doc-serve-ai_budget = Seconds an AI seat may think per decision (the search stops by then; a worker that has not answered --ai-grace seconds later is replaced and a random legal option is played).
cli-doc-serve-ai_iterations = Iterations of the search level per decision instead of a clock (a seeded table then makes the same decisions anywhere).
cli-doc-serve-ai_grace = Seconds past --ai-budget before a thinking AI worker is cut off.
cli-doc-serve-ai_workers = AI worker processes (default: the cores less one, at least 1); 0 thinks in a thread of the server, sharing its interpreter.
cli-doc-serve-creates_per_minute = Tables one client address may create per minute, after a burst of --creates-burst.
cli-doc-serve-creates_burst = Tables one client address may create at once.
cli-doc-serve-max_tables_per_address = Unfinished tables one client address may have.
cli-doc-serve-max_live_tables = Unfinished tables this server keeps at most (more are refused with 503 until some finish or expire).
cli-doc-serve-expire_unjoined = Hours a table waits for its first person to join before it expires.
cli-doc-serve-expire_idle = Hours a table may go without an action or a join before it expires.
cli-doc-serve-allow_client_seed = Accept seeds from clients (tests and demos only: a known seed makes dice predictable).
cli-doc-serve-redis = Redis URL (redis://127.0.0.1:6379/0) shared by several workers on one PostgreSQL database (scale-out).
cli-doc-serve-workers = Worker processes to start on consecutive ports from --port (more than one needs --redis and a PostgreSQL --db).
cli-doc-serve-worker_id = This worker's name in leases (default: host name and process id).
cli-doc-serve-lease_seconds = Seconds a worker's lease on a table lasts without renewal (how soon another worker adopts the tables of a dead one).
cli-doc-serve-poll_seconds = Seconds between a worker's checks of the database for actions other workers stored (repairs lost Redis messages).
cli-doc-serve-log_level = debug, info, warning or error.
cli-err-save_is_folder = is a folder, not a file
cli-err-save_under_file = { $file } is a file, not a folder

# h-err2
cli-err-serve-log_level = --log-level { $value }: choose one of { $choices }
cli-err-serve-port = --port { $port }: a port is a number from 1 to 65535
cli-err-serve-ai_budget = --ai-budget { $value }: AI seats need some time to think (more than 0 s)
cli-err-serve-ai_iterations = --ai-iterations { $value }: a search needs at least 1 iteration
cli-err-serve-ai_grace = --ai-grace and --ai-workers: 0 or more
cli-err-serve-creates = --creates-per-minute, --creates-burst and --max-tables-per-address: each person needs to create at least one table (more than 0, at least 1, at least 1)
cli-err-serve-max_live_tables = --max-live-tables { $value }: the server must be able to keep at least one table
cli-err-serve-expire = --expire-unjoined and --expire-idle: a table needs some time (more than 0 hours)
cli-err-serve-workers = --workers { $workers }: at least 1, and the ports from --port on must fit below 65536
cli-err-serve-lease = --lease-seconds and --poll-seconds: more than 0 s
cli-err-serve-workers_redis = --workers { $workers }: several workers share their tables through Redis; give --redis redis://HOST:PORT/0 (and a PostgreSQL --db)
cli-err-serve-redis_postgres = --redis: workers sharing tables need a PostgreSQL database (--db postgresql+psycopg://...); SQLite serves one process only
cli-err-serve-redis_url = --redis { $url } is not a Redis URL (such as redis://127.0.0.1:6379/0)
cli-err-serve-redis_import = --redis: the redis package cannot be imported ({ $reason })
cli-err-serve-redis_unreachable = cannot reach Redis at { $url }: { $reason }
cli-err-serve-origin = --allow-origin { $origin }: an origin is scheme://host[:port], such as http://localhost:5173
cli-err-serve-db_kind = --db: unknown kind of database { $kind } (such as sqlite or postgresql+psycopg)
cli-err-serve-db_url = --db { $url } is not a database URL (such as sqlite:///games.db or postgresql+psycopg://user:password@host/eerie)
cli-err-serve-db_driver = --db { $url }: its driver cannot be imported ({ $reason })
cli-err-serve-db_folder = { $where }: cannot create the folder { $folder } for the database: { $reason }
cli-err-serve-db_open = cannot open the database { $url }: { $reason }
record-err-not_object = a record is a JSON object
record-err-format = not an Eerie record (format is { $found })
record-err-version = unsupported record version { $found }
record-err-missing = record field { $field } is missing
record-err-field_kind = record field { $field } must be { $kind ->
    [string] a string
    [list] a list
   *[object] an object
}
record-err-action_shape = action { $n } is not [actor, option]: { $action }
record-err-cannot_read = cannot read { $file }: { $reason }
record-err-not_text = { $file } is not a text (UTF-8) file
record-err-json = { $where }: invalid JSON: { $reason }
record-err-json_deep = { $where }: invalid JSON: nested too deeply
record-err-unknown_game = unknown game { $game }; known games: { $known }
record-err-bad_config = bad config: { $problem }
record-err-illegal = action { $n } ({ $actor }, { $option }) is not legal: { $reason }
record-err-hash = state hash mismatch after replay: { $got } != { $want }
sim-err-no_ray = the ray backend needs Ray, which cannot be imported ({ $reason }); install it with pip install 'eerie[cluster]'
sim-err-ray_cluster = the Ray cluster at { $address }
sim-err-ray_local = a local Ray
sim-err-ray_start = could not start { $where }: { $reason }
sim-err-task = a Ray task failed: { $reason }
sim-err-task_module = a Ray task failed: { $reason } (is eerie installed on every node of the cluster?)
sim-err-backend = unknown backend { $name }; choose one of { $choices }
sim-err-workers = workers must be at least 1
sim-err-address = an address is only for the ray backend (--backend ray)
sim-err-no_matplotlib = the HTML report needs matplotlib, which cannot be imported ({ $reason }); install it with pip install 'eerie[report]'

## Problems of content files (eerie.core.problems): "place" is where in the file, "text" what is wrong.
problem-error = { $place }: { $text }
problem-warning = { $place }: warning: { $text }
problem-whole = { $text }
problem-whole-warning = warning: { $text }
problem-place-top = (top)
problem-place-line = line { $line }, column { $column }
problem-read-is_folder = is a folder (give the folder itself to check the files in it)
problem-read-unreadable = cannot read the file: { $reason }
problem-read-not_text = cannot read the file: it is not text (UTF-8)
problem-read-bad_json = invalid JSON: { $reason }
problem-read-bad_number = invalid JSON: { $reason }
problem-read-too_deep = invalid JSON: nested too deeply
problem-pydantic-found = { $text } (found { $value })
problem-pydantic-missing = required field is missing
problem-pydantic-extra_forbidden = unknown field (not part of the format; a typo?)
problem-pydantic-string_type = must be a text
problem-pydantic-string_unicode = must be a valid text
problem-pydantic-int_type = must be a whole number
problem-pydantic-int_parsing = must be a whole number
problem-pydantic-int_from_float = must be a whole number, without a fraction
problem-pydantic-float_type = must be a number
problem-pydantic-float_parsing = must be a number
problem-pydantic-finite_number = must be a finite number
problem-pydantic-bool_type = must be true or false
problem-pydantic-bool_parsing = must be true or false
problem-pydantic-list_type = must be a list
problem-pydantic-tuple_type = must be a list
problem-pydantic-set_type = must be a list without repeats
problem-pydantic-frozen_set_type = must be a list without repeats
problem-pydantic-dict_type = must be an object
problem-pydantic-model_type = must be an object
problem-pydantic-model_attributes_type = must be an object
problem-pydantic-none_required = must be null
problem-pydantic-json_invalid = invalid JSON
problem-pydantic-json_type = must be JSON text
problem-pydantic-recursion_loop = refers to itself
problem-pydantic-value_error = { $reason }
problem-pydantic-assertion_error = { $reason }
problem-pydantic-literal_error = must be { $expected }
problem-pydantic-enum = must be { $expected }
problem-pydantic-greater_than = must be greater than { $gt }
problem-pydantic-greater_than_equal = must be at least { $ge }
problem-pydantic-less_than = must be less than { $lt }
problem-pydantic-less_than_equal = must be at most { $le }
problem-pydantic-multiple_of = must be a multiple of { $multiple_of }
problem-pydantic-too_short = needs at least { $min_length } { $min_length ->
    [one] entry
   *[other] entries
  } (has { $actual_length })
problem-pydantic-too_long = has at most { $max_length } { $max_length ->
    [one] entry
   *[other] entries
  } (has { $actual_length })
problem-pydantic-string_too_short = needs at least { $min_length } { $min_length ->
    [one] character
   *[other] characters
  }
problem-pydantic-string_too_long = has at most { $max_length } { $max_length ->
    [one] character
   *[other] characters
  }
problem-pydantic-string_pattern_mismatch = must match the pattern { $pattern }
problem-pydantic-union_tag_invalid = unknown '{ $discriminator }' value { $tag } (expected one of { $expected_tags })
problem-pydantic-union_tag_not_found = needs a '{ $discriminator }' field
problem-pydantic-other = { $reason }

## The server's answers to refused requests and messages (eerie.server): codes in the protocol, texts here.
server-err-not_whole = '{ $field }' must be a whole number
server-err-id_type = 'id' must be a string or a number
server-err-id_long = 'id' is longer than { $n } characters
server-err-one_object = a message is one JSON object
server-err-negative = '{ $field }' must not be negative
server-err-full_bool = 'full' must be true or false
server-err-hello_token = hello needs a seat token, or "spectate": true
server-err-option_id = 'option' must be an option id
server-err-unknown_type = unknown message type { $kind }
server-err-json_text = messages are JSON text
server-err-too_big = messages are limited to { $n } bytes
server-err-hello_first = say hello with a token (or spectate) first
server-err-hello_must = the first message must be hello
server-err-no_table = no such table
server-err-no_game = no such game
server-err-no_file = no such file
server-err-no_map = no such map
server-err-no_rules = no rules text
server-err-languages = languages: { $languages }
server-err-no_seeds = this server does not accept seeds
server-err-token_throttle = too many wrong tokens from this address: wait a minute
server-err-bad_token = this token holds no seat at this table
server-err-secret_record = this game has secrets: its record is shown once it is over
server-err-unavailable = the database cannot be reached just now; try again in a few seconds
server-err-too_many_messages = too many messages: slow down and reconnect
server-err-already_hello = already said hello
server-err-rate_limited = too many tables created from this address: try again in { $seconds } s
server-err-too_many_tables = this address has { $n } unfinished tables already: finish some, or wait until they expire
server-err-full = this server has too many unfinished tables
server-err-not_your_seat = seat { $seat } is not yours to play
server-err-broken = this table could not be restored; it is closed
server-err-stale = the table moved on: you saw version { $saw }, it is now { $now }
server-err-ai_seat = seat { $seat } is played by the computer
server-err-secret_draw = this draw is another seat's secret
server-err-chance_not_yours = chance is not yours to play
server-err-expired = nobody played at this table for too long; it is closed (its record can be downloaded)
server-err-internal = the game could not perform this action
server-err-quicker = the table moved on (another player was quicker)
server-err-storage = the action could not be saved; try again
server-err-file_paths = { $where }: file paths are not accepted by the server
server-err-seat_count = { $game } with this config has { $n } seats, not { $given }
server-err-ai_budget_one = ai_budget: give either seconds or iterations
server-err-ai_budget_seconds = ai_budget: { $seconds } seconds is more than this server allows (at most { $most })
server-err-ai_budget_iterations = ai_budget: { $iterations } iterations is out of range (1 to { $most })
server-err-ai_level = seat { $seat }: unknown AI level { $level }; choose from { $levels }
server-err-person_level = seat { $seat }: a person's seat has no AI level
server-err-seat_kind = seat { $seat }: kind must be 'human' or 'ai'
server-err-empty_hand = a hand needs at least one seat
server-err-hand_not_person = hands: seat { $seat } is not a person's seat
server-err-hand_twice = hands: seat { $seat } is in two hands
server-err-dice_seat = dice_seat must be a person's seat
server-err-unknown_game = unknown game { $game }
# h-clitext: reasons from outside Eerie (eerie.core.reasons), by error number or parser message
core-reason-os-not_found = there is no such file or folder
core-reason-os-access = permission denied
core-reason-os-not_permitted = the system does not allow this operation
core-reason-os-is_folder = it is a folder, not a file
core-reason-os-not_folder = a part of the path is a file, not a folder
core-reason-os-exists = it exists already
core-reason-os-not_empty = the folder is not empty
core-reason-os-no_space = the disk is full
core-reason-os-read_only = the file system is read-only
core-reason-os-loop = the path's symbolic links go round in a loop
core-reason-os-name_too_long = the name is too long
core-reason-os-too_many_open = too many files are open at once
core-reason-os-refused = the connection was refused (nothing is listening there)
core-reason-os-reset = the other side broke off the connection
core-reason-os-broken_pipe = the other side has closed the connection
core-reason-os-address_in_use = the address is in use (another program is listening on that port)
core-reason-os-address_not_here = this computer has no such address
core-reason-os-timed_out = no answer came in time
core-reason-os-unknown_host = the host name cannot be found
core-reason-os-other = system error { $code }: “{ $text }”
core-reason-json-expecting_value = a value was expected (a number, a text in double quotes, true, false, null, a list or an object)
core-reason-json-expecting_comma = a comma or a closing bracket was expected
core-reason-json-expecting_colon = a colon (:) was expected after the name
core-reason-json-expecting_name = a name in double quotes was expected
core-reason-json-unterminated_string = a text in double quotes starts here but never ends
core-reason-json-control_character = a text in double quotes holds a control character (such as a line break or a tab)
core-reason-json-bad_unicode_escape = a \u escape needs four hexadecimal digits
core-reason-json-bad_escape = an unknown escape after a backslash
core-reason-json-extra_data = more follows after the end of the JSON value
core-reason-json-bom = the text begins with a byte order mark (save it as UTF-8 without one)
core-reason-json-trailing_comma = a comma stands right before a closing bracket
core-reason-json-number_too_long = a number has too many digits
core-reason-json-other = “{ $text }”
core-reason-import-missing = the module { $module } is not installed
core-reason-import-other = the module fails to load: “{ $text }”
core-reason-other = “{ $text }”
# h-clitext: Typer's own words in --help and its error boxes (eerie.cli.typer_text)
cli-err-prefix = error:
cli-typer-usage = Usage:
cli-typer-arguments = Arguments
cli-typer-options = Options
cli-typer-commands = Commands
cli-typer-default = [default: { $value }]
cli-typer-env_var = [env var: { $value }]
cli-typer-required = [required]
cli-typer-deprecated = (deprecated)
cli-typer-error = Error
cli-typer-try_help = Try { $command } for help.
cli-typer-aborted = Aborted.
cli-games-line = { $game }  (AI levels: { $levels })
cli-games-ladder = difficulties, rated by { $games } simulated games (Elo scale, 95% interval, { $against }): { $ratings }
cli-games-ladder_levels = against each other
cli-games-ladder_scenario = against the game itself
cli-games-no_ladder = difficulties: { $names } (not yet rated)
cli-serve-listening = eerie serve: http://{ $host }:{ $port }/  database: { $database }
cli-serve-listening_redis = eerie serve: http://{ $host }:{ $port }/  database: { $database }  redis: on
cli-serve-workers = eerie serve: { $n } workers on http://{ $host }:{ $first }-{ $last }/
cli-serve-worker_stopped = eerie serve: the worker on port { $port } stopped ({ $code }); starting it again
# h-valm: the reasons of eerie.script.analysis (shared by every scripted game's validator)
script-values-exact = only ever takes { $n ->
    [one] the value
   *[other] the values
  } { $values }
script-values-low = never goes below { $low }
script-values-high = never goes above { $high }
script-values-any = can take any value
script-never-var = variable '{ $var }' { $values }
script-never-and = { $first }; { $rest }
script-never-contradiction = its parts contradict each other
script-unknown-step = unknown step '{ $word }'
script-unknown-check = unknown condition '{ $word }'

## What a config field accepts, in short (eerie games; eerie.core.config.Field.summary).
config-summary-range = { $low } to { $high }
config-summary-whole = a whole number
config-summary-choice_when = { $value } (when { $when })
config-summary-file = a file
config-summary-ids = ids, comma-separated: { $names }
config-summary-text = text
config-summary-pattern = text matching { $pattern }
config-summary-json = JSON object, e.g. {"{"}"id": 0{"}"}
config-summary-default = default { $value }
config-summary-when = when { $when }
config-summary-join = { $parts }
