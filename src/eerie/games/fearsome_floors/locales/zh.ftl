### Eerie: this game's texts (its engine, its terminal screen and, under ui-, its web client).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

ff-card-10 = 10步
ff-card-5 = 5步
ff-card-7 = 7步
ff-card-8 = 8步
ff-card-p1 = 猎物1个
ff-card-p2 = 猎物2个
ff-card-p3 = 猎物3个
ff-colour-beige = 米色
ff-colour-black = 黑色
ff-colour-blue = 蓝色
ff-colour-green = 绿色
ff-colour-purple = 紫色
ff-colour-red = 红色
ff-colour-yellow = 黄色
ff-element-crystal = 水晶
ff-element-pool_1x4 = 血泊 1×4
ff-element-pool_2x2 = 血泊 2×2
ff-element-rot_back = 旋转石（掉头180°）
ff-element-rot_right = 旋转石（右转90°）
ff-element-stone = 石头
ff-element-tele_A = 传送门A
ff-element-tele_B = 传送门B
ff-ev-choose = 选择移动{ $figure }。
ff-ev-done = { $figure }移动结束。
ff-ev-enter = { $figure }进入城堡。
ff-ev-exit = { $figure }逃出了城堡！
ff-ev-monster-card = 怪物卡：{ $card }。
ff-ev-monster-done = 怪物停在{ $at }，面朝{ $heading }（走了{ $steps }步，{ $eaten ->
        [0] 没有吃掉棋子
       *[other] 吃掉{ $eaten }个棋子
    }）。
ff-ev-monster-eat = 怪物吃掉了{ $figure }（{ $how }）。
ff-ev-monster-look = 怪物在{ $at }环顾四周（看到：{ $seen }）。
ff-ev-monster-push = 怪物把{ $from }上的东西推到{ $to }。
ff-ev-monster-rotate = 旋转石让怪物转向{ $heading }。
ff-ev-monster-slide = 怪物在{ $at }滑过血泊。
ff-ev-monster-step = 怪物走到{ $to }。
ff-ev-monster-stone_gone = 原在 { $from } 的石头离开游戏（{ $how }）。
ff-ev-monster-teleport = 怪物从{ $from }传送到{ $to }，面朝{ $heading }。
ff-ev-monster-tie = 有棋子距离相同，怪物继续朝向{ $heading }。
ff-ev-monster-turn = 怪物转向{ $heading }，朝着{ $towards }。
ff-ev-monster-wrap = 怪物从{ $from }穿墙而出，又从{ $to }回到棋盘。
ff-ev-phase2 = 第二阶段：怪物卡重新洗牌，从现在起被吃掉的棋子将永久出局。
ff-ev-place = { $element }放在了{ $square }。
ff-ev-push = 石头被推动：{ $from } → { $to }。
ff-ev-push_out = { $from } 的石头被推出，离开游戏。
ff-ev-slide = { $figure }滑过血泊，到达{ $to }。
ff-ev-step = { $figure }走到{ $to }。
ff-ev-turn = 第{ $turn }回合：由{ $start }先行。
ff-figure = { $colour }{ $value }（{ $side }）
ff-heading-e = 东方
ff-heading-n = 北方
ff-heading-s = 南方
ff-heading-w = 西方
ff-how-bitten = 被咬
ff-how-corner = 被推进角落
ff-how-off_board = 被推出棋盘
ff-how-teleporter = 在传送器上被压碎
ff-opt-at = 放在{ $square }
ff-opt-enter = 进入城堡
ff-opt-exit = 从出口逃出
ff-opt-stay = 不移动
ff-opt-step-e = 向东走
ff-opt-step-n = 向北走
ff-opt-step-s = 向南走
ff-opt-step-w = 向西走
ff-opt-stop = 停在这里
ff-orient-e = 箭头朝东
ff-orient-h = 横放
ff-orient-n = 箭头朝北
ff-orient-s = 箭头朝南
ff-orient-v = 竖放
ff-orient-w = 箭头朝西
ff-over-nobody = 没有人救出棋子，本局无人获胜。
ff-over-winner = { $colour }获胜！逃出了{ $count }个棋子。
ff-prompt-card = 抽一张怪物卡。
ff-prompt-figure = 选择要移动的棋子。
ff-prompt-over = 游戏结束。
ff-prompt-place = 放置一块地板元素。
ff-prompt-step = 正在移动{ $figure }：还剩{ $left }步。
ff-side-black = 黑面
ff-side-white = 白面
ff-term-glyph-entrance = 入
ff-term-glyph-exit = 出
ff-term-help = 在 Fearsome Floors 中，输入选项前显示的键：棋子用棋盘上显示的数字选择（G4 输入 4），步伐用 n、e、s、w，或 enter、exit、stop；多步可以一次输入，如 "n n e" 或 "n,n,e"。放置地板板块时输入格子名，如 c4。在实体桌面上（--table-dice）输入抽到的怪物卡：5、7、8、10、p1、p2 或 p3。
ff-term-legend-crystal = 水晶（不挡视线）
ff-term-legend-entrance = 入口
ff-term-legend-exit = 出口
ff-term-legend-figure = 棋子：颜色和朝上的数字（小写：黑面朝上）
ff-term-legend-list = > 本回合先手，* 本回合已移动
ff-term-legend-monster = 怪物，面朝箭头方向
ff-term-legend-place = 板块可放在这里（输入格子名，如 c4）
ff-term-legend-pool = 血泊
ff-term-legend-rim = 墙上字母：怪物从相同字母处回来
ff-term-legend-rot_back = 让怪物掉头
ff-term-legend-rot_right = 让怪物右转
ff-term-legend-stone = 石头
ff-term-legend-target = 一步到达的格子（输入该字母）
ff-term-legend-teleporter = 传送门，箭头 = 出口方向
ff-term-where-eaten = 被吃掉
ff-term-where-out = 已逃出
ff-term-where-waiting = 等候中
ff-term-why-card_gone = 牌堆里已经没有“{ $card }”这张卡了。
ff-term-why-choose_first = 请先选择一个棋子，然后再走步。
ff-term-why-corner = { $square } 的{ $heading }是切掉的角落：实心墙。
ff-term-why-edge = { $square } 的{ $heading }是城堡的外墙。
ff-term-why-escaped = { $figure }已经逃出去了。
ff-term-why-exit_only = 棋子只能从出口格 { $square } 离开城堡。
ff-term-why-first_prey = 本局第一张怪物卡不能是猎物卡：把它洗回去重新抽。
ff-term-why-inside = 这个棋子已经在城堡里了。
ff-term-why-monster = 怪物站在 { $to }。
ff-term-why-moved = { $figure }本回合已经移动过了。
ff-term-why-no_figure = 你还能移动的棋子中没有显示 { $n } 的。
ff-term-why-no_steps = 没有剩余步数了。
ff-term-why-outside = 这个棋子还在外面等候：只能进入城堡或留在外面。
ff-term-why-stop_taken = 不能在 { $square } 结束移动：那里站着另一个棋子。
ff-term-why-stuck = { $to } 上的{ $thing }推不动：它后面的格子不空。
ff-term-why-taken_last = { $to } 上有另一个棋子，而这是最后一步：移动必须在空格结束。
ff-term-why-taken_stuck = { $to } 上有另一个棋子，从那里用剩余步数到不了可以停下的空格。
ff-term-why-teleporter = 棋子不能踏上 { $to } 的传送门。
ff-ui-deck = 牌堆：{ $cards }
ff-ui-escaped = 逃出 { $n }
ff-ui-phase = 第{ $phase }阶段 · 怪物移动 { $played }/{ $total }
ff-ui-turn = 第{ $turn }回合

## The web client's texts of this game (converted from static/i18n/zh.json)

ff-ui-board = 城堡棋盘，16×11 格
ff-ui-eaten = 被吃
ff-ui-exit = 出口
ff-ui-in = 入口
ff-ui-legend-black = 黑面朝上的棋子（数字为步数）
ff-ui-legend-crystal = 水晶（会滑动，怪物能看穿）
ff-ui-legend-monster = 怪物（嘴的方向即朝向）
ff-ui-legend-pool = 血池（滑过去）
ff-ui-legend-rot_back = 旋转石：掉头
ff-ui-legend-rot_right = 旋转石：右转 90 度
ff-ui-legend-stone = 石块（可推动）
ff-ui-legend-target = 可以移动到的格子
ff-ui-legend-tele = 传送门（箭头：出去的方向）
ff-ui-legend-white = 白面朝上的棋子（数字为步数）
ff-ui-monster = 怪物在 { $at }，面朝{ $heading }
ff-ui-out = 逃出
ff-ui-waiting = 等待
ui-game-fearsome-floors = 恐怖地板

## Converted from src/eerie/games/fearsome_floors/locales/zh.json

ff-end-escape = 一名玩家只留下一个棋子，其余全部逃出
ff-end-cleared = 房子里没有剩下的棋子
ff-end-eaten_all = 怪物吃掉了所有棋子
ff-end-time = 第二叠怪物牌用完了

## Converted from src/eerie/games/fearsome_floors/locales/zh.json

ff-cfg-layout = 棋盘
ff-cfg-layout-basic = 基础棋盘
ff-cfg-layout-experienced = 现成的进阶棋盘
ff-cfg-layout-place = 玩家摆放地板元素
ff-cfg-players = 玩家人数
ff-cfg-position = 从此局面开始（FFN）
ff-cfg-prey3 = 吃三人的怪物卡
ff-cfg-start = 先行的座位（从 0 数起）
ff-cfg-variant = 规则
ff-cfg-variant-basic = 基础游戏
ff-cfg-variant-experienced = 进阶游戏

# h-text
## Simulation statistics (Game.stat_labels): the means per game in reports.
ff-stat-eaten = 被怪物吃掉的棋子数
ff-stat-escaped = 逃出的棋子数
## Help of `eerie ff` (eerie.cli.group.HELP_KEYS): the English is the code's own.
cli-doc-ff = 在真实桌面上玩恐怖地板时的辅助工具。
cli-doc-ff-monster = 为真实桌面结算一次怪物移动：每一次张望、转身、推动和撕咬都列出来。
cli-doc-ff-monster-position = 用 FFN 写的局面，或存有局面的文件。
cli-doc-ff-monster-card = 抽到的牌：5、7、8、10、p1、p2 或 p3。
## Errors of `eerie ff monster` (companion.CompanionError), after "error:".
ff-err-unknown_card = 未知的牌“{ $card }”；请用 { $cards } 中的一张
ff-err-card_gone = { $why }（deck={ $deck }）
ff-err-position = 局面：{ $reason }
ff-err-over = 局面：游戏已经结束（next=over），怪物不再移动
ff-err-placing = 局面：地板元素还在摆放中（next=place）；游戏开始后怪物才会移动
ff-err-deck_empty = 局面：牌堆已空（deck=-），没有牌可抽
ff-err-no_position = { $file } 里没有局面
ff-err-folder = { $path } 是文件夹，不是存有局面的文件
ff-err-no_file = 没有文件“{ $path }”，这段文字也不是局面（一个局面至少要有棋盘和棋子两个字段）
## What is wrong with an FFN position (notation.NotationError); field names are FFN's own.
ff-ffn-in_field = { $field }：{ $reason }
ff-ffn-bad_square = “{ $square }”不是格子的名字（用 a-{ $last } 列和 1-{ $rows } 行，例如 c4）
ff-ffn-off_board = 格子“{ $square }”不在棋盘上
ff-ffn-heading = 未知的朝向“{ $heading }”（用 n、e、s 或 w）
ff-ffn-bracket = board 第 { $row } 行：“[”没有对应的“]”
ff-ffn-rows = board：应有 { $rows } 行并用“/”隔开，实际为 { $got } 行
ff-ffn-row_width = board 第 { $row } 行：应有 { $width } 格，实际为 { $got } 格
ff-ffn-not_corner = board：{ $square } 不能切掉
ff-ffn-corner = board 第 { $row } 行第 { $column } 列：这个角已被切掉，必须是“#”
ff-ffn-unknown_square = board：{ $square } 处的“{ $token }”是未知的格子
ff-ffn-unknown_colour = { $field }：未知的颜色“{ $colour }”（用 { $colours } 之一）
ff-ffn-too_short = 一个局面至少要有棋盘和棋子两个字段
ff-ffn-twice = 字段“{ $field }”出现了两次
ff-ffn-unknown_fields = { $n } 个未知的字段：{ $fields }
ff-ffn-figure_form = figures：“{ $token }”不符合 G6w@c4 的格式
ff-ffn-figure_kind = figures：“{ $token }”：棋子种类是 6、4、3 或 2
ff-ffn-figure_face = figures：“{ $token }”：朝上的一面是 w 或 b
ff-ffn-figure_square = figures：“{ $token }”：{ $reason }
ff-ffn-figure_twice = figures：{ $figure } 列出了两次
ff-ffn-players = figures：一局有 2 到 7 名玩家（颜色按 G R B Y E P K 的顺序）；这个局面里有 { $given } 的棋子
ff-ffn-players_none = figures：一局有 2 到 7 名玩家（颜色按 G R B Y E P K 的顺序）；这个局面里没有棋子
ff-ffn-missing = figures：这个局面里有 { $given } 的棋子，但颜色按 G R B Y E P K 的顺序入局，所以 { $players } 人局需要 { $needed }：有 { $n } 种颜色没有棋子：{ $missing }
ff-ffn-figure_set = figures：{ $colour } 的棋子是 { $have }，但在 { $players } 人局里每种颜色都有 { $want }
ff-ffn-monster_pool = monster：怪物不能站在血泊上
ff-ffn-moving_form = moving：应写成 G4:3:1 这样（棋子、剩余步数、已走步数）
ff-ffn-moving_none = moving：没有棋子 { $figure }
ff-ffn-two_on = figures：{ $square } 上站着两枚棋子
ff-ffn-on_stone = figures：棋子不能站在 { $square } 的石块上
ff-ffn-on_teleporter = figures：棋子不能站在 { $square } 的传送门上
ff-ffn-with_monster = figures：棋子不能和怪物同在 { $square }
ff-ffn-deck_card = deck：未知的牌“{ $card }”
ff-ffn-number = { $field }：应为 { $low } 到 { $high } 之间的数，实际是“{ $value }”
ff-ffn-not_playing = start/next：这个颜色没有参加游戏
ff-ffn-pair = board：传送门对 { $pair } 有 { $n } 块板（需要 2 块）
ff-ffn-escapes = escapes：{ $colour } 有 { $n } 枚棋子已逃出
ff-ffn-place_form = place：“{ $token }”不符合 stone:3 的格式
