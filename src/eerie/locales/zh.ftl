### Eerie: the core's texts (the kernel's refusals, the terminal).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

cli-bad_choice = “{ $input }”不是可选项。请输入 1 到 { $n } 之间的编号，或选项 id。
cli-bad_command = “{ $input }”不是命令。输入 /h 查看命令列表。
cli-bad_key = 现在不能选“{ $input }”。请输入上面显示的键；要按列表中的位置选择，请输入 #1 到 #{ $n }；也可以输入选项 id。
cli-choose = 请选择（编号或 id，输入 /h 查看帮助）：
cli-choose_keys = 请选择（键、#编号或 id，输入 /h 查看帮助）：
cli-help = 输入选项前面显示的内容：有键时输入键，没有键时输入编号。显示键时，#N 选择列表中第 N 个选项。也可以输入选项的 id。用空格或逗号隔开的多个键会依次执行，遇到第一个无法执行的键就停下；单个字符的键也可以不加空格连着输入。命令：/b 查看棋盘，/o 显示全部选项，/s 保存，/q 保存并退出，/h 帮助。
cli-keys = 请输入以下之一：{ $keys }
cli-pass_device = 请把设备交给{ $seat }，然后按回车键。
cli-path_stopped = 在“{ $input }”处停下：{ $reason }
cli-path_unused = 已经轮到别人，以下输入没有执行：{ $keys }
cli-quit_saved = 游戏已保存到 { $path }。以后可用 --resume 继续。
cli-replay_at = 第 { $n } 步，共 { $total } 步
cli-replay_bad_key = 这里不能用“{ $input }”。回车：下一步，b：上一步，数字：跳到那一步，q：退出。
cli-replay_end = 这是最后一步。b：上一步，数字：跳到那一步，q：退出。
cli-replay_prompt = 回车：下一步，b：上一步，数字：跳转，q：退出 >
cli-round = 第{ $round }轮
cli-save_failed = 错误：无法把游戏保存到 { $path }：{ $reason }
cli-saved = 已保存到 { $path }。
cli-saving_to = 每走一步，游戏都会保存到 { $path }。
cli-table_chance = 请在实体桌面上进行：{ $prompt }然后输入结果。
cli-your_turn = 轮到{ $seat }：{ $prompt }
core-error-game_over = 游戏已经结束。
core-error-illegal_option = 此时不能选择“{ $option }”。
core-error-not_your_turn = 现在还没轮到你（行动者 { $actor }）。
core-seat = 玩家{ $seat }

## The simulation report and summary (eerie simulate), eerie validate's count.
cli-validate-summary = { $path }：检查了 { $files } 个内容文件，其中 { $bad } 个有错误；跳过了 { $skipped } 个其他 .json 文件
sim-agent = AI 等级
sim-all_level = { $setting }，全部为 { $level }
sim-ci = 95% 置信区间
sim-console-agents_head = AI
sim-console-by_agent_game = 各 AI 等级胜率（按局）
sim-console-by_agent_seat = 各 AI 等级胜率（按所坐座位）
sim-console-endings = 结局：{ $list }
sim-console-games_played = 局数
sim-console-mean = { $name }（每局平均）：{ $mean }（95% 置信区间 { $low }-{ $high }，标准差 { $sd }）
sim-console-no_winner = 无人获胜的对局：{ $wins }（{ $rate }）
sim-console-rate = 胜率
sim-console-rotated = （轮换座位）
sim-console-rounds = 对局长度（轮）
sim-console-run = { $game }：{ $games } 局，{ $seats } 个座位，种子 { $seed }，AI { $agents }
sim-console-run_players = { $game }：{ $games } 局，{ $players } 名玩家，{ $seats } 个座位，种子 { $seed }，AI { $agents }
sim-console-seat = { $n } 号座位（{ $name }）：{ $list }
sim-console-seats_played = 所坐座位数
sim-console-team = { $team }队：{ $games } 局中胜 { $wins } 局（{ $rate }，95% 置信区间 { $low }-{ $high }）
sim-console-wins = 胜局
sim-games = 局数
sim-investigators = { $n } 名调查员
sim-name = 名称
sim-played_by = 操作者
sim-players = { $n } 名玩家
sim-rotating = 轮换
sim-rounds = 轮数
sim-scenario_setting = { $scenario }，{ $setting }
sim-seat = 座位
sim-seat_n = { $n } 号座位
sim-seats = { $n } 个座位
sim-win_rate_seat = 各座位胜率
sim-report-agent_seat = AI 等级与座位
sim-report-agents_list = AI（1 号座位，2 号座位，…）
sim-report-by_agent_game = 各 AI 等级胜率（按局）
sim-report-by_agent_game_note = 各 AI 等级胜率（按局：同一队中同一等级的座位算作一次试验）
sim-report-by_agent_seat = 各 AI 等级胜率（按所坐座位）
sim-report-by_seat = 各座位胜率
sim-report-caption = 柱形表示胜率，误差线为 95% 威尔逊得分区间。
sim-report-caption_shared = 团队或合作游戏的获胜者共同获胜：每个获胜座位各算一整胜（队伍获胜时某个座位仍可能落败：请参看队伍结果和各座位结果）。
sim-report-caption_tie = 平局时，每位获胜者平分一胜。
sim-report-config = 配置
sim-report-difficulty = 难度
sim-report-difficulty_note = 每次运行及各队的 AI 等级，对应各队按局计的胜率（95% 威尔逊区间；胜局/局数）、以轮计的对局长度和游戏统计（每局平均值，95% 区间）。
sim-report-drawn = 抽到次数
sim-report-ending = 结局
sim-report-endings = 对局如何结束
sim-report-equal_share = 均等份额
sim-report-equal_share_of = 均等份额（{ $run }）
sim-report-figures = 图表
sim-report-game_length = 对局长度
sim-report-games_per_run = 每次运行局数
sim-report-games_share = 局数（占比，95% 置信区间）
sim-report-lineup = 阵容（1 号座位 / 2 号座位 / …）
sim-report-lineups = 阵容（各座位的 AI 等级）
sim-report-mean = 平均值
sim-report-means = 对局长度与统计（每局）
sim-report-measure = 指标
sim-report-no_winner = 无人获胜的对局
sim-report-note_balance = 所有座位都使用同一 AI 等级，因此这些胜率衡量的是座位平衡：请与均等份额 { $share } 比较。
sim-report-note_rotate = AI 等级在座位间轮换，每个座位遇到各等级的次数相同：这些胜率混合了各等级，不能说明座位是否平衡。座位平衡要看所有座位使用同一等级的运行（{ $command }）。
sim-report-notes = 记录
sim-report-notes_drawn = { $title }（抽到次数及持有者的结果）
sim-report-of_games = { $games } 局中 { $wins } 局
sim-report-param-agents = AI
sim-report-param-backend = 后端
sim-report-param-batch = 批大小
sim-report-param-command = 命令
sim-report-param-date = 日期
sim-report-param-game = 游戏
sim-report-param-rotation = 座位轮换
sim-report-param-runs = 运行
sim-report-param-seed = 种子
sim-report-param-time = 用时
sim-report-param-version = eerie 版本
sim-report-parameter = 参数
sim-report-parameters = 运行参数
sim-report-rotation_keep = 每个等级固定在自己的座位
sim-report-rotation_rotate = 等级在座位间轮换
sim-report-run = 运行
sim-report-run_heading = { $run }：{ $games } 局
sim-report-runs_listed = { $n } 次（见下表）
sim-report-sd = 标准差
sim-report-seat_balance = 座位平衡：所有座位同一 AI 等级
sim-report-seat_name = { $n } 号座位：{ $name }
sim-report-seat_results = 各座位结果
sim-report-seat_results_note = 每个座位的对局结果及原因（局数；占对局的比例，95% 置信区间）。
sim-report-seat_wins = { $n } 号座位胜局
sim-report-team = 队伍
sim-report-team_agent = { $team }：AI 等级
sim-report-team_levels = AI 等级
sim-report-team_note = 每队的胜利每局只算一次（同队座位同胜同负；区间按局数计）。
sim-report-team_rate = 队伍胜率（95% 置信区间；胜局/局数）
sim-report-team_result = 队伍结果
sim-report-team_won = { $team }获胜
sim-report-title = Eerie 模拟报告
sim-report-title_game = Eerie 模拟：{ $game }
sim-report-value = 值
sim-report-win_rate = 胜率（95% 置信区间）
sim-report-win_rate_wins = 胜率（95% 置信区间；胜局/局数）
sim-report-seats = 座位数
sim-console-simulating = 正在模拟
sim-console-speed = { $seconds } 秒，每秒 { $rate } 局（{ $backend }）
sim-console-starting = 正在启动
sim-report-time = { $seconds } 秒（每秒 { $rate } 局）

# h-text
## Usage errors of the command line (eerie.cli.usage): one line each, after "error:".
cli-usage-no_command = { $command } 没有“{ $name }”这个命令（{ $command } --help 列出所有命令）
cli-usage-no_command_maybe = { $command } 没有“{ $name }”这个命令；您是想输入 { $matches } 吗？（{ $command } --help 列出所有命令）
cli-usage-no_option = { $command } 没有 { $option } 选项（{ $command } --help 列出所有选项）
cli-usage-no_option_maybe = { $command } 没有 { $option } 选项；您是想输入 { $matches } 吗？（{ $command } --help 列出所有选项）
cli-usage-needs_value = { $option } 后面需要跟{ $n ->
        [1] 一个值
       *[other] { $n } 个值
    }
cli-usage-takes_no_value = { $option } 是开关选项，不接受值
cli-usage-missing_argument = { $command } 需要给出 { $name }（{ $command } --help 说明要给什么）
cli-usage-missing_option = { $command } 需要 { $option } 选项（{ $command } --help 说明要给什么）
cli-usage-bad_value = { $option }：“{ $value }”不是{ $kind ->
        [int] 整数
        [float] 数字
        [bool] 是/否值
       *[other] 可接受的值
    }
cli-usage-extra = { $command } 不再接受其他参数，却收到了：{ $args }（{ $command } --help 说明它接受什么）
cli-usage-other = { $command }：{ $problem }（{ $command } --help 有更多说明）
## eerie validate's lines about a file (eerie.cli.validation): "format" is the JSON field.
cli-validate-line = { $file }：{ $problem }
cli-validate-ok = { $file }：没有问题
cli-validate-bad_ladder = 不是难度评级表：{ $reason }
cli-validate-unknown_format = 未知的内容格式 { $format }（应为 { $n ->
        [one] { $last }
       *[other] { $expected } 或 { $last } 之一
    }）
cli-validate-no_format = 文件没有 format 字段（应为 { $n ->
        [one] { $last }
       *[other] { $expected } 或 { $last } 之一
    }）
cli-validate-no_content = { $path }：错误：此文件夹中没有 Eerie 内容文件
## The measures every simulation run has (eerie.sim.report.MEASURE_LABELS).
sim-decisions = 决策次数
## Help texts of the commands (eerie.cli.group.HELP_KEYS): English = the code's own.
cli-doc-main = Eerie：由电脑担任裁判和对手的恐怖桌游。
cli-doc-version = 显示版本。
cli-doc-games =
    列出 Eerie 能运行的游戏及其 AI 等级和选项（选项以 --option 名称=值 的形式
    传给 play 和 simulate）。
cli-doc-rules = 显示游戏的规则摘要。
cli-doc-play = 在终端里与 AI 座位或同桌的人一起玩游戏。
cli-doc-play-game_id = 游戏 id（eerie games 会列出；使用 --resume 时不需要）。
cli-doc-play-players = 玩家人数。
cli-doc-play-ai = 由 AI 坐的座位（从 1 开始），例如 '2,3,4' 或 '2:random,3'。其余座位由人来坐。
cli-doc-play-level = 未注明等级的 AI 座位所用的难度（easy 简单、normal 普通、hard 困难、strongest 最强）或 AI 等级。
cli-doc-play-seed = 骰子、卡牌和 AI 所用的种子。
cli-doc-play-lang = 语言：en、ko 或 zh（默认：使用 --resume 时为该局最后使用的语言；否则依次取 LC_ALL、LC_MESSAGES、LANG，都没有则为 en）。
cli-doc-play-variant = 游戏变体（因游戏而异）。
cli-doc-play-layout = 棋盘布局（因游戏而异）。
cli-doc-play-scenario = 剧本 id 或文件（有剧本的游戏）。
cli-doc-play-together = 由同一个人一起操作的座位，例如 '2,3,4'（这些座位之间不显示“交出设备”画面）；可重复给出。
cli-doc-play-table_dice = 手动输入实体桌面上掷出的骰子和抽到的卡牌。
cli-doc-play-save = 每次行动后都会保存的记录文件（默认：在 $EERIE_HOME/saves 或 ~/.local/share/eerie/saves 中新建一个文件；使用 --resume 时为该文件）。
cli-doc-play-resume = 继续这份记录中的游戏；若不重新给出，AI 座位、--together、--table-dice 和语言都沿用该局的设置。
cli-doc-play-ai_iterations = 进行搜索的 AI 座位（最强等级）每次决策的搜索迭代次数，代替计时：配合 --seed，AI 在任何机器上都走出相同的棋。
cli-doc-replay =
    逐步查看一局已结束或未结束的游戏：每一步的消息，然后是棋盘。

    回车：下一步，b：后退，数字：跳到那一步，q：退出。
cli-doc-simulate = 让各 AI 等级对战，模拟许多局设定了种子的游戏，并报告胜率。
cli-doc-simulate-games_ = 游戏局数（每种玩家人数各这么多）。
cli-doc-simulate-players = 玩家人数；用逗号隔开给出多个（2,3,4）时，以相同种子各运行一次，并排报告。
cli-doc-simulate-seed = 整个运行的种子。
cli-doc-simulate-agents = 每个座位的 AI 等级，用逗号隔开；少于座位数时重复最后一个。在所有座位角色相同的游戏中，各等级每局轮换座位。
cli-doc-simulate-workers = 使用的进程数（local：1 表示在本进程中运行；ray：没有 --address 时启动的本地 Ray 所用的 CPU 数）。
cli-doc-simulate-backend = 游戏在哪里运行：local（本机上的进程）或 ray（pip install 'eerie\[cluster]'）。
cli-doc-simulate-address = 要使用的 Ray 集群（例如 auto 或 ray://head:10001）；需要 --backend ray。不给时会启动并在结束后关闭一个本地 Ray。
cli-doc-simulate-batch = 每个任务发给工作进程的游戏局数。
cli-doc-simulate-scenario = 剧本 id 或文件（有剧本的游戏）；用逗号隔开给出多个时，各运行一次（每种玩家人数都运行）。
cli-doc-simulate-output = 同时把每局的结果和汇总以 JSON 写到这里。
cli-doc-simulate-csv_path = 同时以每局一行的 CSV 写到这里。
cli-doc-simulate-report = 同时把带图表的 HTML 报告写到这里（需要 matplotlib：pip install 'eerie\[report]'）。
cli-doc-simulate-no_rotate = 各等级固定在自己的座位上，不轮换。
cli-doc-simulate-balance = 另外针对每种玩家人数和给出的每个 AI 等级，运行一次所有座位都用该等级的模拟：其各座位胜率反映座位平衡（在合作游戏中还反映该等级下的难度）。只给出一个等级时，本身就是这样的运行。
cli-doc-validate =
    检查内容文件，并报告每个问题及其位置。

    只要有文件出错，退出状态就是 1；警告会列出，但不算失败。
    给出文件夹时会在其中查找内容文件，最后显示检查了多少个。
cli-doc-validate-paths = 要检查的文件（游戏的内容文件，例如地图和剧本，以及记录），或文件夹：其中及其子文件夹里 format 字段指明 Eerie 格式的所有 .json 文件。
cli-doc-serve = 运行网页平台：大厅 API、websocket 和数据库。
cli-doc-opt-investigators = 调查员 id，用逗号隔开（有调查员的游戏）。
cli-doc-opt-option = 游戏选项，格式为 名称=值，可重复给出（eerie games 列出各游戏的选项）。
cli-doc-opt-help = 显示此帮助并退出。
cli-doc-opt-lang = 语言：en、ko 或 zh（默认：依次取 LC_ALL、LC_MESSAGES、LANG，都没有则为 en）。
# h-err
## Errors of the command line's commands (eerie.cli.common.fail): one line each, after "error:".
cli-err-problem = { $text }
cli-err-unknown_lang = 未知的语言“{ $lang }”；请从 { $choices } 中选择
cli-err-unknown_game = 未知的游戏“{ $game }”；{ $n ->
        [0] 没有安装任何游戏（更新 Eerie 源码后请重新安装：pip install -e .）
       *[other] 已有的游戏：{ $games }
    }
cli-err-ai_not_seat = --ai：“{ $value }”不是座位号（例如 2 或 2:random）
cli-err-ai_twice = --ai：{ $seat } 号座位给了两次
cli-err-no_seat = { $option }：没有 { $seat } 号座位（座位为 1 到 { $seats } 号）
cli-err-option_not_pair = --option “{ $item }”不是 名称=值 的形式
cli-err-option = --option { $problem }
cli-err-investigators_empty = --investigators 至少需要一个调查员 id
cli-err-no_rules = 没有 { $game } 的 { $lang } 规则说明
cli-err-resume_other_game = { $file } 是一局 { $found } 游戏，不是 { $game }
cli-err-resume_fixed = { $options }：使用 --resume 时不能更改（游戏设置保存在记录文件里）
cli-err-record_meta = 记录的 meta 字段“{ $field }”不是 eerie play 写入的内容：{ $value }
cli-err-together_not_seats = --together “{ $value }”不是座位号列表
cli-err-which_game = 玩哪个游戏？请给出 GAME（eerie games 会列出）或 --resume FILE
cli-err-cannot_save_in = 无法在 { $folder } 中保存游戏：{ $reason }（请把 EERIE_HOME 设为可写的文件夹，或给出 --save FILE）
cli-err-cannot_save = { $option } { $file }：无法在那里写入记录：{ $reason }
cli-err-between = { $option } 必须在 { $low } 到 { $high } 之间
cli-err-at_least = { $option } 至少为 { $low }
cli-err-players_not_number = --players：“{ $value }”不是玩家人数（例如 4 或 2,3,4）
cli-err-players_twice = --players：{ $n } 人给了两次
cli-err-out_is_folder = { $option } { $file }：这是文件夹，不是文件
cli-err-out_no_folder = { $option } { $file }：{ $why ->
        [not_folder] { $folder } 不是文件夹
       *[missing] 文件夹 { $folder } 不存在
    }
cli-err-out_not_writable = { $option } { $file }：无法写入
cli-err-scenario_empty = --scenario 需要一个剧本 id 或文件
cli-err-agents_empty = --agents 至少需要一个 AI 等级
cli-err-unknown_level = 未知的 AI 等级“{ $level }”；请从 { $levels } 中选择
cli-err-too_many_agents = 只有 { $seats } 个座位，却给了 { $n } 个 AI
cli-err-balance_roles = --balance 只能用于所有座位扮演同一角色的游戏
cli-err-cannot_write = 无法写入 { $file }：{ $reason }
## Problems with game options (eerie.core.config.ConfigError); $value is JSON.
config-err-bad = { $name } 必须是{ $allowed }，而不是 { $value }
config-allowed-int_range = 介于 { $low } 到 { $high } 之间的整数
config-allowed-int_min = 不小于 { $low } 的整数
config-allowed-int_max = 不大于 { $high } 的整数
config-allowed-int = 整数
config-allowed-choice = 以下之一：{ $names }{ $file ->
        [yes] 或文件路径
       *[no] {""}
    }
config-allowed-bool = true 或 false
config-allowed-text = 文本
config-allowed-text_pattern = 符合 { $pattern } 的文本
config-allowed-list = 至少含 { $low } 个 id 的列表
config-allowed-list_range = 含 { $low } 到 { $high } 个 id 的列表
config-allowed-mapping = 把 id 对应到不小于 0 的整数的对象
config-err-twice = { $name }：{ $ids } 出现了两次
config-err-unknown_ids = { $name }：未知的 { $ids }（请从 { $choices } 中选择）
config-err-not_whole = { $name }：“{ $text }”不是整数
config-err-not_bool = { $name }：“{ $text }”不是 true 或 false
config-err-not_json = { $name }：“{ $text }”不是有效的 JSON（第 { $line } 行第 { $column } 列）
config-err-unknown_options = { $n } 个未知的选项：{ $names }（{ $count ->
        [0] 这个游戏没有选项
       *[other] 选项：{ $options }
    }）
config-err-only_when = { $name } 仅在 { $when } 时适用，所以这里不能是 { $value }
config-when-values = { $field } { $n ->
        [1] 为 { $values }
       *[other] 为 { $values } 之一
    }
config-when-min = { $field } 不小于 { $low }
## Help texts of replay and serve (eerie.cli.group.HELP_KEYS): English = the code's own.
cli-doc-replay-file = 一个记录文件。
cli-doc-replay-at = 显示进行了这么多步行动之后的局面。
cli-doc-replay-auto = 不暂停，打印整局游戏。
cli-doc-replay-seat = 以这个座位（从 1 数起）的视角观看：它的棋盘和它能看到的消息（默认：旁观者视角）。
cli-doc-serve-host = 监听的地址。
cli-doc-serve-port = 监听的端口（1 到 65535）。
cli-doc-serve-db = 以 SQLAlchemy URL 表示的数据库（默认：数据文件夹中的 SQLite 文件）。
cli-doc-serve-data_dir = 数据文件夹（默认：$EERIE_HOME 或 ~/.local/share/eerie）。
cli-doc-serve-allow_origin = 除服务器自身以外允许的浏览器来源，例如 http://localhost:5173；可重复。
cli-doc-serve-allow_host = 服务器应答的主机名（Host 头），例如 games.example.org 或 *.example.org；可重复。默认：在回环地址上只接受 127.0.0.1、localhost 和 ::1；否则全部接受。
cli-doc-serve-ai_budget = AI 座位每次决策可思考的秒数（搜索会在此之前停止；超过后再过 --ai-grace 秒仍未回答的工作进程会被替换，并随机走一个合法选项）。
cli-doc-serve-ai_iterations = search 等级每次决策的迭代次数，代替计时（这样设了种子的牌桌在任何地方都会做出相同的决策）。
cli-doc-serve-ai_grace = 在 --ai-budget 之后再等多少秒才切断仍在思考的 AI 工作进程。
cli-doc-serve-ai_workers = AI 工作进程数（默认：核心数减一，至少 1 个）；0 表示在服务器的一个线程里思考，共用服务器的解释器。
cli-doc-serve-creates_per_minute = 一个客户端地址在一次性创建 --creates-burst 张之后，每分钟可创建的牌桌数。
cli-doc-serve-creates_burst = 一个客户端地址一次可创建的牌桌数。
cli-doc-serve-max_tables_per_address = 一个客户端地址可拥有的未结束牌桌数。
cli-doc-serve-max_live_tables = 本服务器最多保留的未结束牌桌数（超出时以 503 拒绝，直到有牌桌结束或过期）。
cli-doc-serve-expire_unjoined = 牌桌等待第一个人加入的小时数，超过即失效。
cli-doc-serve-expire_idle = 牌桌没有任何行动或加入的小时数，超过即失效。
cli-doc-serve-allow_client_seed = 接受客户端发来的种子（仅用于测试和演示：知道种子就能预测骰子）。
cli-doc-serve-redis = 共用一个 PostgreSQL 数据库的多个工作进程所共享的 Redis URL（redis://127.0.0.1:6379/0，用于横向扩展）。
cli-doc-serve-workers = 从 --port 起在连续端口上启动的工作进程数（多于一个时需要 --redis 和 PostgreSQL 的 --db）。
cli-doc-serve-worker_id = 这个工作进程在租约中的名字（默认：主机名和进程 id）。
cli-doc-serve-lease_seconds = 工作进程对一张牌桌的租约在不续期时持续的秒数（决定其他工作进程多快接管已停止进程的牌桌）。
cli-doc-serve-poll_seconds = 工作进程检查数据库中其他工作进程所存行动的间隔秒数（补上丢失的 Redis 消息）。
cli-doc-serve-log_level = debug、info、warning 或 error。
cli-err-save_is_folder = 这是文件夹，不是文件
cli-err-save_under_file = { $file } 是文件，不是文件夹

# h-err2
cli-err-serve-log_level = --log-level { $value }：请从以下选项中选择一个：{ $choices }
cli-err-serve-port = --port { $port }：端口是 1 到 65535 之间的数字
cli-err-serve-ai_budget = --ai-budget { $value }：AI 座位需要一些思考时间（须大于 0 秒）
cli-err-serve-ai_iterations = --ai-iterations { $value }：搜索至少需要迭代 1 次
cli-err-serve-ai_grace = --ai-grace 和 --ai-workers：须为 0 或更大
cli-err-serve-creates = --creates-per-minute、--creates-burst 和 --max-tables-per-address：每个人至少要能创建一张桌子（分别须大于 0、至少为 1、至少为 1）
cli-err-serve-max_live_tables = --max-live-tables { $value }：服务器至少要能保留一张牌桌
cli-err-serve-expire = --expire-unjoined 和 --expire-idle：桌子需要一些时间（须大于 0 小时）
cli-err-serve-workers = --workers { $workers }：至少为 1，且从 --port 起的各个端口须小于 65536
cli-err-serve-lease = --lease-seconds 和 --poll-seconds：须大于 0 秒
cli-err-serve-workers_redis = --workers { $workers }：多个工作进程通过 Redis 共享桌子；请指定 --redis redis://HOST:PORT/0（以及 PostgreSQL 的 --db）
cli-err-serve-redis_postgres = --redis：共享桌子的工作进程需要 PostgreSQL 数据库（--db postgresql+psycopg://...）；SQLite 只能服务一个进程
cli-err-serve-redis_url = --redis { $url }：不是 Redis URL（例如 redis://127.0.0.1:6379/0）
cli-err-serve-redis_import = --redis：无法导入 redis 包（{ $reason }）
cli-err-serve-redis_unreachable = 无法连接 { $url } 上的 Redis：{ $reason }
cli-err-serve-origin = --allow-origin { $origin }：来源的格式为 scheme://host[:port]，例如 http://localhost:5173
cli-err-serve-db_kind = --db：未知的数据库类型 { $kind }（例如 sqlite 或 postgresql+psycopg）
cli-err-serve-db_url = --db { $url }：不是数据库 URL（例如 sqlite:///games.db 或 postgresql+psycopg://user:password@host/eerie）
cli-err-serve-db_driver = --db { $url }：无法导入其驱动（{ $reason }）
cli-err-serve-db_folder = { $where }：无法为数据库创建文件夹 { $folder }：{ $reason }
cli-err-serve-db_open = 无法打开数据库 { $url }：{ $reason }
record-err-not_object = 记录必须是一个 JSON 对象
record-err-format = 这不是 Eerie 记录（format 为 { $found }）
record-err-version = 不支持的记录版本 { $found }
record-err-missing = 记录缺少字段 { $field }
record-err-field_kind = 记录字段 { $field } 必须是{ $kind ->
    [string] 字符串
    [list] 列表
   *[object] 对象
}
record-err-action_shape = 第 { $n } 个动作不是 [actor, option] 形式：{ $action }
record-err-cannot_read = 无法读取 { $file }：{ $reason }
record-err-not_text = { $file } 不是文本（UTF-8）文件
record-err-json = { $where }：JSON 无效：{ $reason }
record-err-json_deep = { $where }：JSON 无效：嵌套过深
record-err-unknown_game = 未知的游戏 { $game }；已知的游戏：{ $known }
record-err-bad_config = 配置有误：{ $problem }
record-err-illegal = 第 { $n } 个动作（{ $actor }，{ $option }）不合规则：{ $reason }
record-err-hash = 重放后的状态哈希不一致：{ $got } != { $want }
sim-err-no_ray = ray 后端需要 Ray，但无法导入（{ $reason }）；请用 pip install 'eerie[cluster]' 安装
sim-err-ray_cluster = 位于 { $address } 的 Ray 集群
sim-err-ray_local = 本地 Ray
sim-err-ray_start = 无法启动{ $where }：{ $reason }
sim-err-task = 一个 Ray 任务失败了：{ $reason }
sim-err-task_module = 一个 Ray 任务失败了：{ $reason }（集群的每个节点上都安装了 eerie 吗？）
sim-err-backend = 未知的后端 { $name }；请从以下选择一个：{ $choices }
sim-err-workers = 工作进程数至少为 1
sim-err-address = 地址只用于 ray 后端（--backend ray）
sim-err-no_matplotlib = HTML 报告需要 matplotlib，但无法导入（{ $reason }）；请用 pip install 'eerie[report]' 安装

## Problems of content files (eerie.core.problems): "place" is where in the file, "text" what is wrong.
problem-error = { $place }：{ $text }
problem-warning = { $place }：警告：{ $text }
problem-whole = { $text }
problem-whole-warning = 警告：{ $text }
problem-place-top = （顶层）
problem-place-line = 第 { $line } 行第 { $column } 列
problem-read-is_folder = 这是一个文件夹（要检查其中的文件，请直接给出该文件夹）
problem-read-unreadable = 无法读取文件：{ $reason }
problem-read-not_text = 无法读取文件：不是文本（UTF-8）文件
problem-read-bad_json = JSON 无效：{ $reason }
problem-read-bad_number = JSON 无效：{ $reason }
problem-read-too_deep = JSON 无效：嵌套过深
problem-pydantic-found = { $text }（实际为 { $value }）
problem-pydantic-missing = 缺少必填字段
problem-pydantic-extra_forbidden = 未知字段（不属于该格式，是否拼错了？）
problem-pydantic-string_type = 必须是文本
problem-pydantic-string_unicode = 必须是有效的文本
problem-pydantic-int_type = 必须是整数
problem-pydantic-int_parsing = 必须是整数
problem-pydantic-int_from_float = 必须是不带小数的整数
problem-pydantic-float_type = 必须是数字
problem-pydantic-float_parsing = 必须是数字
problem-pydantic-finite_number = 必须是有限的数字
problem-pydantic-bool_type = 必须是 true 或 false
problem-pydantic-bool_parsing = 必须是 true 或 false
problem-pydantic-list_type = 必须是列表
problem-pydantic-tuple_type = 必须是列表
problem-pydantic-set_type = 必须是没有重复项的列表
problem-pydantic-frozen_set_type = 必须是没有重复项的列表
problem-pydantic-dict_type = 必须是对象
problem-pydantic-model_type = 必须是对象
problem-pydantic-model_attributes_type = 必须是对象
problem-pydantic-none_required = 必须是 null
problem-pydantic-json_invalid = JSON 无效
problem-pydantic-json_type = 必须是 JSON 文本
problem-pydantic-recursion_loop = 引用了自身
problem-pydantic-value_error = { $reason }
problem-pydantic-assertion_error = { $reason }
problem-pydantic-literal_error = 必须是 { $expected } 之一
problem-pydantic-enum = 必须是 { $expected } 之一
problem-pydantic-greater_than = 必须大于 { $gt }
problem-pydantic-greater_than_equal = 必须至少为 { $ge }
problem-pydantic-less_than = 必须小于 { $lt }
problem-pydantic-less_than_equal = 最多为 { $le }
problem-pydantic-multiple_of = 必须是 { $multiple_of } 的倍数
problem-pydantic-too_short = 至少需要 { $min_length } 项（现有 { $actual_length } 项）
problem-pydantic-too_long = 最多 { $max_length } 项（现有 { $actual_length } 项）
problem-pydantic-string_too_short = 至少需要 { $min_length } 个字符
problem-pydantic-string_too_long = 最多 { $max_length } 个字符
problem-pydantic-string_pattern_mismatch = 必须符合模式 { $pattern }
problem-pydantic-union_tag_invalid = 未知的“{ $discriminator }”值 { $tag }（应为 { $expected_tags } 之一）
problem-pydantic-union_tag_not_found = 需要“{ $discriminator }”字段
problem-pydantic-other = { $reason }

## The server's answers to refused requests and messages (eerie.server): codes in the protocol, texts here.
server-err-not_whole = “{ $field }”必须是整数
server-err-id_type = “id”必须是字符串或数字
server-err-id_long = “id”超过 { $n } 个字符
server-err-one_object = 一条消息必须是一个 JSON 对象
server-err-negative = “{ $field }”不能为负数
server-err-full_bool = “full”必须是 true 或 false
server-err-hello_token = hello 需要座位令牌，或 "spectate": true
server-err-option_id = “option”必须是选项 id
server-err-unknown_type = 未知的消息类型 { $kind }
server-err-json_text = 消息必须是 JSON 文本
server-err-too_big = 消息最多 { $n } 字节
server-err-hello_first = 请先带上令牌发送 hello（或旁观）
server-err-hello_must = 第一条消息必须是 hello
server-err-no_table = 没有这张桌子
server-err-no_game = 没有这个游戏
server-err-no_file = 没有这个文件
server-err-no_map = 没有这张地图
server-err-no_rules = 没有规则说明
server-err-languages = 支持的语言：{ $languages }
server-err-no_seeds = 此服务器不接受种子
server-err-token_throttle = 此地址的错误令牌太多：请等一分钟
server-err-bad_token = 此令牌在这张桌子上没有座位
server-err-secret_record = 这个游戏有秘密：记录在游戏结束后才公开
server-err-unavailable = 暂时无法连接数据库，请过几秒再试
server-err-too_many_messages = 消息太多：请放慢速度并重新连接
server-err-already_hello = 已经发送过 hello
server-err-rate_limited = 此地址创建的桌子太多：请 { $seconds } 秒后再试
server-err-too_many_tables = 此地址已有 { $n } 张未结束的桌子：请先结束一些，或等它们过期
server-err-full = 此服务器未结束的桌子太多
server-err-not_your_seat = { $seat } 号座位不归你操作
server-err-broken = 这张桌子无法恢复，已关闭
server-err-stale = 桌上局面已推进：你看到的是第 { $saw } 版，现在是第 { $now } 版
server-err-ai_seat = { $seat } 号座位由电脑操作
server-err-secret_draw = 这次抽取是其他座位的秘密
server-err-chance_not_yours = 随机步骤不由你决定
server-err-expired = 这张桌子太久没人行动，已关闭（记录可以下载）
server-err-internal = 游戏无法执行这个行动
server-err-quicker = 桌上局面已推进（另一位玩家更快）
server-err-storage = 行动未能保存，请重试
server-err-file_paths = { $where }：服务器不接受文件路径
server-err-seat_count = 此设置下的 { $game } 有 { $n } 个座位，而不是 { $given } 个
server-err-ai_budget_one = ai_budget：seconds 与 iterations 只能给出其一
server-err-ai_budget_seconds = ai_budget：{ $seconds } 秒超过了本服务器允许的时间（最多 { $most } 秒）
server-err-ai_budget_iterations = ai_budget：{ $iterations } 次迭代超出范围（1 到 { $most }）
server-err-ai_level = { $seat } 号座位：未知的 AI 等级 { $level }；可选：{ $levels }
server-err-person_level = { $seat } 号座位：玩家座位没有 AI 等级
server-err-seat_kind = { $seat } 号座位：kind 必须是 'human' 或 'ai'
server-err-empty_hand = 每位玩家至少要有一个座位
server-err-hand_not_person = hands：{ $seat } 号座位不是玩家座位
server-err-hand_twice = hands：{ $seat } 号座位出现在两位玩家中
server-err-dice_seat = dice_seat 必须是玩家座位
server-err-unknown_game = 未知的游戏 { $game }
# h-clitext: reasons from outside Eerie (eerie.core.reasons), by error number or parser message
core-reason-os-not_found = 没有这个文件或文件夹
core-reason-os-access = 权限不足
core-reason-os-not_permitted = 系统不允许此操作
core-reason-os-is_folder = 这是一个文件夹，不是文件
core-reason-os-not_folder = 路径中有一部分是文件，而不是文件夹
core-reason-os-exists = 已经存在
core-reason-os-not_empty = 文件夹不是空的
core-reason-os-no_space = 磁盘已满
core-reason-os-read_only = 文件系统是只读的
core-reason-os-loop = 路径中的符号链接构成了循环
core-reason-os-name_too_long = 名称太长
core-reason-os-too_many_open = 同时打开的文件太多
core-reason-os-refused = 连接被拒绝（那里没有程序在监听）
core-reason-os-reset = 对方中断了连接
core-reason-os-broken_pipe = 对方已经关闭了连接
core-reason-os-address_in_use = 地址已被占用（另一个程序正在监听该端口）
core-reason-os-address_not_here = 这台计算机没有这个地址
core-reason-os-timed_out = 没有及时得到回应
core-reason-os-unknown_host = 找不到这个主机名
core-reason-os-other = 系统错误 { $code }：“{ $text }”
core-reason-json-expecting_value = 这里应当有一个值（数字、双引号括起的文本、true、false、null、列表或对象）
core-reason-json-expecting_comma = 这里应当有逗号或右括号
core-reason-json-expecting_colon = 名称后面应当有冒号（:）
core-reason-json-expecting_name = 这里应当有一个用双引号括起的名称
core-reason-json-unterminated_string = 一段双引号文本从这里开始，却没有结束
core-reason-json-control_character = 双引号文本中有控制字符（如换行符或制表符）
core-reason-json-bad_unicode_escape = \u 转义需要四位十六进制数字
core-reason-json-bad_escape = 反斜杠后面是无法识别的转义
core-reason-json-extra_data = JSON 值结束后还有多余的内容
core-reason-json-bom = 文本以字节顺序标记（BOM）开头（请存为不带 BOM 的 UTF-8）
core-reason-json-trailing_comma = 右括号前面紧挨着一个逗号
core-reason-json-number_too_long = 数字的位数太多
core-reason-json-other = “{ $text }”
core-reason-import-missing = 没有安装 { $module } 模块
core-reason-import-other = 模块加载失败：“{ $text }”
core-reason-other = “{ $text }”
# h-clitext: Typer's own words in --help and its error boxes (eerie.cli.typer_text)
cli-err-prefix = 错误：
cli-typer-usage = 用法:
cli-typer-arguments = 参数
cli-typer-options = 选项
cli-typer-commands = 命令
cli-typer-default = [默认: { $value }]
cli-typer-env_var = [环境变量: { $value }]
cli-typer-required = [必填]
cli-typer-deprecated = (已弃用)
cli-typer-error = 错误
cli-typer-try_help = 运行 { $command } 查看帮助。
cli-typer-aborted = 已中止。
cli-games-line = { $game }（AI 等级：{ $levels }）
cli-games-ladder = 难度，按 { $games } 局模拟对局评定（Elo 分制，95% 区间，{ $against }）：{ $ratings }
cli-games-ladder_levels = 相互对战
cli-games-ladder_scenario = 对抗游戏本身
cli-games-no_ladder = 难度：{ $names }（尚未评级）
cli-serve-listening = eerie serve: http://{ $host }:{ $port }/  数据库：{ $database }
cli-serve-listening_redis = eerie serve: http://{ $host }:{ $port }/  数据库：{ $database }  redis：已启用
cli-serve-workers = eerie serve: { $n } 个工作进程，http://{ $host }:{ $first }-{ $last }/
cli-serve-worker_stopped = eerie serve: 端口 { $port } 上的工作进程已停止（{ $code }），正在重新启动
# h-valm: the reasons of eerie.script.analysis (shared by every scripted game's validator)
script-values-exact = { $n ->
    [1] 始终为 { $values }
   *[other] 只会取 { $values } 这几个值
  }
script-values-low = 从不低于 { $low }
script-values-high = 从不高于 { $high }
script-values-any = 可以取任意值
script-never-var = 变量“{ $var }”{ $values }
script-never-and = { $first }；{ $rest }
script-never-contradiction = 其各部分相互矛盾
script-unknown-step = 未知步骤“{ $word }”
script-unknown-check = 未知条件“{ $word }”

## What a config field accepts, in short (eerie games; eerie.core.config.Field.summary).
config-summary-range = { $low } 至 { $high }
config-summary-whole = 整数
config-summary-choice_when = { $value }（当 { $when }）
config-summary-file = 文件
config-summary-ids = 以逗号分隔的 id：{ $names }
config-summary-text = 文本
config-summary-pattern = 符合 { $pattern } 的文本
config-summary-json = JSON 对象，例如 {"{"}"id": 0{"}"}
config-summary-default = 默认 { $value }
config-summary-when = 当 { $when }
config-summary-join = { $parts }
