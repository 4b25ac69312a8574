### Eerie: the web client's own texts (its shell: lobby, play page, settings); a game's
### texts are in its package's locales/.
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

ui-ai-basic = Basic
ui-ai-easy = Easy
ui-ai-hard = Hard
ui-ai-heuristic = Strategic
ui-ai-normal = Normal
ui-ai-random = Random moves
ui-ai-search = Looks ahead
ui-ai-strongest = Strongest
ui-board = Board
ui-cancel = Cancel
ui-cfg-extra_alley = Third alley tile for Jack (helps Jack)
ui-cfg-layout = Board
ui-cfg-layout-experienced = Ready-made experienced board
ui-cfg-layout-place = Players place the elements
ui-cfg-players = Players
ui-cfg-prey3 = Three-victim monster card
ui-cfg-smoker = Smoker the dog (helps the investigators)
ui-cfg-variant = Rules
ui-cfg-variant-basic = Basic
ui-cfg-variant-experienced = Experienced
ui-cfg-wm_players = People at the table
ui-chance = Chance (cards and dice)
ui-close = Close
ui-conn-connecting = Connecting…
ui-conn-offline = The connection is lost, so no choice can be sent right now. Reconnecting…
ui-conn-playing = Connected.
ui-conn-reconnecting = Connection lost. Reconnecting…
ui-conn-watching = Watching this table.
ui-err-no_table = There is no such table.
ui-err-origin = This page may not connect to the server (origin refused).
ui-err-rules = The rules help could not be loaded.
ui-err-stale = The table changed in the meantime; here is the current position.
ui-err-storage = The server could not save this choice just now; nothing changed. Try it again in a moment.
ui-err-token = This invite link is not valid for this table.
ui-err-unavailable = The server cannot reach its database just now. Try again in a few seconds.
ui-key-typed = Option { $n }… (Enter chooses it)
ui-language = Language
ui-legend = Legend
ui-loading = Loading…
ui-lobby-advanced = Advanced
ui-lobby-ai = AI ({ $level })
ui-lobby-ai_seconds = AI thinking time per move, seconds (the strongest levels; empty: the server's)
ui-lobby-bad_invite = That is not an invite link.
ui-lobby-bad_json = The options are not valid JSON.
ui-lobby-config_json = Options (JSON)
ui-lobby-copied = Copied
ui-lobby-copy = Copy
ui-lobby-create = Create table
ui-lobby-create_failed = The table was not created: { $reason }
ui-lobby-create_title = New table
ui-lobby-created = Table created.
ui-lobby-created_title = Table { $id } is ready
ui-lobby-creating = Creating the table…
ui-lobby-forget = Forget
ui-lobby-game = Game
ui-lobby-human = Person
ui-lobby-invite_for = Invite link for { $seats }
ui-lobby-invite_hint = Send each person their own link. The link is their key to the seat: it is shown only now (this browser remembers it under “Your tables”).
ui-lobby-invite_label = Paste an invite link (or a table id to watch)
ui-lobby-join = Join
ui-lobby-join_title = Join with an invite
ui-lobby-list_failed = Could not load the tables: { $reason }
ui-lobby-mine = Your tables
ui-lobby-no_tables = No tables yet. Create one above.
ui-lobby-person = Person
ui-lobby-person_hint = Seats given the same person share one link and one device (hot-seat).
ui-lobby-person_n = Person { $n }
ui-lobby-plan = Who plays
ui-lobby-plan-ai = { $level }: { $seats }
ui-lobby-plan-links = { $n ->
        [0] No invite links: the AI plays every seat (you can watch).
        [one] The table will have one invite link.
       *[other] The table will have { $n } invite links.
    }
ui-lobby-plan-person = { $person }, with an invite link of their own: { $seats }
ui-lobby-play = Play
ui-lobby-refresh = Refresh
ui-lobby-seat = Seat
ui-lobby-seats = Seats
ui-lobby-seed = Seed (tests and demos; the server must allow it)
ui-lobby-show_finished = Show finished tables
ui-lobby-tables = Tables
ui-lobby-title = Lobby
ui-lobby-watch = Watch
ui-lobby-who = Played by
ui-lobby-your_links = Your links:
ui-log = Log
ui-log-lines = { $n ->
    [one] one line
   *[other] { $n } lines
}
ui-winner = { $count ->
        [0] Nobody wins.
        [one] Winner: { $names }
       *[other] Winners: { $names }
    }
ui-pass-ok = I am { $seat }: show
ui-pass-text = Hand the device to { $seat }. Nobody else should look at the screen.
ui-pass-title = Pass the device to { $seat }
ui-record = Game record
ui-round = Round { $round }
ui-rules = Rules
ui-seat = Player { $seat }
ui-seat-ai = AI · { $level }
ui-seat-free = Person · not joined yet
ui-seat-human = Person
ui-seat-turn = to play
ui-seat-won = winner
ui-seat-you = you
ui-seats = Seats
ui-sending = Sending…
ui-set-anim-fast = Fast
ui-set-anim-normal = Normal
ui-set-anim-off = Off
ui-set-anim-slow = Slow
ui-set-animation = Monster animation
ui-set-coords = Show coordinates
ui-set-minor = Show every detail in the log
ui-settings = Settings
ui-skip = Skip to content
ui-skip_decision = Skip to the decision
ui-status-broken = broken
ui-status-finished = finished
ui-status-open = open
ui-status-playing = playing
ui-to_lobby = Back to the lobby
ui-waiting = Waiting for { $who }.
ui-zoom = Zoom
ui-zoom_fit = Whole map
ui-zoom_in = Zoom in
ui-zoom_out = Zoom out
ui-pz-keys = Drag or use the arrow keys to move; the wheel or + and − to zoom; Home shows everything
ui-pz-label = Board

# h-tiles
ui-lobby-table_mode = Table mode
ui-table-join = Join from your phone
ui-table-scan = Scan the code of your seat with your phone's camera to play from it.
ui-table-joined = Joined
ui-table-waiting = Not joined yet
ui-table-qr = QR code of the invite for { $seats }
ui-table-qr_failed = The code could not be made; type the link instead.
ui-table-no_invites = This link carries no invites. Open table mode from the lobby of the browser that made the table.
# h-story
ui-story-continue = Continue
ui-story-later = Decide on the page
ui-set-story = Story windows
ui-set-story-full = The whole text
ui-set-story-short = Short: one line
ui-set-story-off = Off: the log only
