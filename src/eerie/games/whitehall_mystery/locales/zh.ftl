### Eerie: this game's texts (its engine, its terminal screen and, under ui-, its web client).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

wm-ev-arrest = { $who }在{ $circle }号圆圈逮捕了杰克！
wm-ev-arrest_failed = { $who }在{ $circle }号圆圈实施逮捕，但杰克不在那里。
wm-ev-clue = { $who }搜查{ $circle }号圆圈，发现了线索！
wm-ev-first_scene = 第一个案发现场是{ $circle }号圆圈，杰克从这里出发。
wm-ev-jack_moved = 杰克移动了（移动轨第{ $move }格）。
wm-ev-jack_moved_private = 你的移动：{ $path }
wm-ev-jack_special = 杰克使用了特殊移动板块：{ $tile }（移动轨第{ $move }格）。
wm-ev-nothing = { $who }搜查{ $circle }号圆圈：一无所获。
wm-ev-police_moved = { $who }移动到路口{ $at }。
wm-ev-police_placed = { $who }在路口{ $at }就位。
wm-ev-round = 第{ $round }轮开始：清空移动轨和线索。
wm-ev-scene_chosen = 杰克秘密选定了一个案发现场。
wm-ev-scene_reached = 杰克抵达了一个案发现场：{ $circle }号圆圈。
wm-ev-smoker_moved = 斯莫克跑到路口{ $at }。
wm-ev-smoker_placed = 警犬斯莫克被放在路口{ $at }。
wm-investigator-blue = 蓝色调查员
wm-investigator-red = 红色调查员
wm-investigator-yellow = 黄色调查员
wm-jack = 杰克
wm-opt-arrest = 在{ $circle }号逮捕
wm-opt-circle = { $circle }号圆圈
wm-opt-intersection = 路口{ $at }
wm-opt-pass = 不行动
wm-opt-search = 搜查{ $circle }号
wm-opt-stay = 留在原地
wm-opt-stop = 停止搜查
wm-opt-via = 途经{ $circle }号
wm-over-jack = 杰克抵达最后一个案发现场，消失在雾中。杰克获胜！
wm-over-police-arrest = 杰克落网了。调查员获胜！
wm-over-police-cornered = 杰克被团团围住，无路可走。调查员获胜！
wm-over-police-time = 杰克用完了所有移动，仍未到达案发现场。调查员获胜！
wm-prompt-act = { $who }：搜查、逮捕或放弃行动。
wm-prompt-jack = 选择杰克的下一步。
wm-prompt-over = 游戏结束。
wm-prompt-police_move = 让{ $who }沿街道移动至多两段，或留在原地。
wm-prompt-police_setup = 把你的调查员放在一个空着的黄色路口。
wm-prompt-scene = 在第{ $quadrant }象限秘密选择一个案发现场（1 西北，2 东北，3 西南，4 东南）。
wm-prompt-search_more = 这里没有痕迹。{ $who }可以继续搜查别的圆圈，或者停下。
wm-prompt-smoker_move = 斯莫克可以沿街道移动一段，或留在原地。
wm-prompt-smoker_setup = 把警犬斯莫克放在一个空着的黄色路口。
wm-prompt-start = 选择你出发的案发现场，它会被公开。
wm-term-help = 在 Whitehall Mystery 中，输入选项前显示的键：圆圈用编号（21），路口用编号（i9）；调查员用 s21 搜查 21 号圆圈，用 a21 在那里逮捕；stay、pass、stop 以及杰克的 carriage（马车）、alley（小巷）、boat（渡船）按单词输入。地图显示棋子周围的街道，现在可以选择的地方会被突出显示。
wm-term-legend-arrest_failed = 逮捕落空
wm-term-legend-black = 黑圈
wm-term-legend-blue = 蓝圈（渡船靠岸）
wm-term-legend-clue = 线索
wm-term-legend-dog = 警犬斯莫克
wm-term-legend-intersection = 路口
wm-term-legend-investigators = 调查员
wm-term-legend-jack = 杰克
wm-term-legend-nothing = 已搜查，一无所获
wm-term-legend-path = 杰克本轮的路线
wm-term-legend-plan = 尚未到达的案发现场
wm-term-legend-scene = 已到达的案发现场
wm-term-legend-target = 可以选择（直接输入）
wm-term-legend-tiles = 移动轨上：移动、马车、小巷、渡船
wm-term-legend-water = 河
wm-term-legend-white = 白圈（案发现场）
wm-term-map_head = { $map }：棋子周围的地图（{ $quadrant }）
wm-term-smoker = 警犬斯莫克
wm-term-why-blocked = 从{ $at }号圆圈到{ $circle }号圆圈的每条街都经过一名调查员（在 { $by }）。
wm-term-why-carriage_track = 马车要占用移动轨上的两格，而本轮剩下的格子不够。
wm-term-why-jack_circles = 杰克在圆圈之间移动：请输入圆圈编号，例如 21。
wm-term-why-no_circle = 这张地图上没有{ $circle }号圆圈。
wm-term-why-no_intersection = 这张地图上没有路口{ $at }。
wm-term-why-no_tile = 你已经没有{ $tile }板块了。
wm-term-why-not_adjacent = { $circle }号圆圈不在{ $at }号圆圈一步可达的范围内。
wm-term-why-not_near = { $circle }号圆圈不在{ $at }旁边；从那里能到的圆圈是 { $near }。
wm-term-why-not_scene = { $circle }号圆圈不是你的案发现场（{ $scenes }）。
wm-term-why-not_white = { $circle }号圆圈不是白色圆圈：案发现场必须是白色圆圈。
wm-term-why-not_yellow = { $at }不是黄色的起始路口。
wm-term-why-occupied = { $who }已经站在路口{ $at }了。
wm-term-why-police_intersections = 调查员站在路口上：请输入路口编号，例如 i9。
wm-term-why-quadrant = { $circle }号圆圈位于第{ $in }象限；这个案发现场必须在第{ $quadrant }象限。
wm-term-why-say_which = 请说明要做什么：s{ $circle }搜查{ $circle }号，a{ $circle }在{ $circle }号逮捕。
wm-term-why-search_only = 搜查一无所获后，只能继续搜查（s{ $circle }：搜查{ $circle }号）或停止。
wm-term-why-searched = { $circle }号圆圈本回合已经搜查过了。
wm-term-why-special_reach = 用{ $tile }无法从这里把杰克带到{ $circle }号圆圈。
wm-term-why-special_scene = 特殊移动不能停在你还没到达的案发现场（{ $circle }号圆圈）。
wm-term-why-stand_still = 杰克在{ $circle }号圆圈，必须移动到别的圆圈。
wm-term-why-tile_nowhere = 现在从{ $circle }号圆圈无法使用{ $tile }移动。
wm-term-why-too_far = { $at }离{ $here }超过两段街道。
wm-term-why-too_far_dog = 斯莫克最多走一段街道，而{ $at }不在{ $here }旁边。
wm-tile-alley = 小巷
wm-tile-boat = 渡船
wm-tile-carriage = 马车
wm-ui-clues = 线索：{ $circles }
wm-ui-round = 第{ $round }轮
wm-ui-scenes = 已到达的案发现场：{ $circles }
wm-ui-sheet = 杰克的行踪记录
wm-ui-sheet_at = 杰克现在位于{ $circle }号圆圈。
wm-ui-sheet_path = 第{ $round }轮：{ $path }
wm-ui-sheet_scenes = 案发现场：{ $circles }
wm-ui-sighting-arrest_failed = 第{ $move }步：{ $who }在{ $circle }号逮捕落空
wm-ui-sighting-clue = 第{ $move }步：{ $who }在{ $circle }号发现线索
wm-ui-sighting-nothing = 第{ $move }步：{ $who }搜查{ $circle }号，一无所获
wm-ui-smoker = 斯莫克（警犬）：{ $at }
wm-ui-tiles = 剩余特殊移动板块：{ $tiles }
wm-ui-track = 移动轨

## The web client's texts of this game (converted from static/i18n/zh.json)

ui-game-whitehall-mystery = 白厅谜案
wm-ui-arrest_marker = 本轮逮捕失败
wm-ui-board = { $map } 地图
wm-ui-circle = { $n } 号圆圈
wm-ui-clue_marker = 线索
wm-ui-kind-black = 黑色圆圈
wm-ui-kind-blue = 蓝色圆圈（河岸）
wm-ui-kind-white = 白色圆圈（可能的犯罪现场）
wm-ui-no_map = 服务器没有附带地图“{ $map }”，无法在此绘制。
wm-ui-reveal = 杰克每一轮的路线
wm-ui-reveal_all = 所有轮次
wm-ui-reveal_next = 下一轮
wm-ui-reveal_prev = 上一轮
wm-ui-scene_marker = 已到达的犯罪现场
wm-ui-search_marker = 本轮已搜查，无线索
wm-ui-start_spot = 黄色起始路口
wm-ui-target = 可以行动的位置

## Converted from src/eerie/games/whitehall_mystery/locales/zh.json

wm-team-investigators = 调查员
wm-end-arrest = 杰克被捕
wm-end-cornered = 杰克被围困
wm-end-time = 杰克用完移动
wm-end-escaped = 杰克抵达最后一个案发现场

## Converted from src/eerie/games/whitehall_mystery/locales/zh.json

wm-cfg-jack_extra_alley = 杰克多一张小巷板块（有利于杰克）
wm-cfg-map = 地图（内置地图或地图文件）
wm-cfg-map-gaslight = 煤气灯下的伦敦
wm-cfg-players = 在座人数
wm-cfg-smoker = 猎犬烟斗（有利于调查员）

# h-text
## Simulation statistics (Game.stat_labels): the means per game in reports.
wm-stat-clues = 找到的线索数
wm-stat-failed_arrests = 逮捕落空次数

# h-err2
wm-err-map = 地图 { $map }：{ $reason }
wm-err-smoker = 吸烟者规则需要地图上有第四个黄色路口

# map files: problems found by eerie validate and when a map is loaded
wm-map-place-block = { $id }号街区
wm-map-place-quadrant = 第{ $q }象限（{ $q ->
    [1] 西北
    [2] 东北
    [3] 西南
   *[4] 东南
 }）
wm-map-node-circle = { $n }号圆圈
wm-map-node-intersection = 路口{ $id }
wm-map-not_object = 最外层必须是一个 JSON 对象
wm-map-format = 必须是 { $expected }，实际是 { $found }
wm-map-version_type = 必须是整数，实际是 { $found }
wm-map-version = 不支持版本 { $version }（本程序只能读取版本 { $known }）
wm-map-name = 必须是非空字符串
wm-map-positive = 必须是正数，实际是 { $found }
wm-map-quadrant_lines = 必须是带有数字 x 和 y 的对象
wm-map-not_list = 缺失，或者不是列表
wm-map-entry_not_object = 必须是一个对象
wm-map-circle_id = id 必须是正整数，实际是 { $found }
wm-map-duplicate_circle = 圆圈编号 { $id } 重复
wm-map-kind = kind 必须是 { $kinds } 之一，实际是 { $found }
wm-map-coordinate = { $axis } 坐标必须是数字，实际是 { $found }
wm-map-white_quadrant = 白圈需要一个 1-4 的象限，实际是 { $found }
wm-map-quadrant_not_white = 只有白圈才有象限（{ $kind } 圆圈的象限是 { $found }）
wm-map-numbering = 圆圈必须从 1 到 N 连续编号；缺少 { $missing }
wm-map-no_circles = 地图上必须有圆圈
wm-map-intersection_id = id 必须是非空字符串，实际是 { $found }
wm-map-duplicate_intersection = 路口 id { $id } 重复
wm-map-yellow = yellow 必须是 true 或 false，实际是 { $found }
wm-map-no_intersections = 地图上必须有路口
wm-map-no_such_node = 指向了不存在的节点：{ $node }
wm-map-bad_node = 节点必须是圆圈编号或路口 id，实际是 { $found }
wm-map-street_shape = 一条街道必须是由两个节点组成的列表，实际是 { $found }
wm-map-self_loop = 街道的两端是同一个节点：{ $node }
wm-map-duplicate_street = 与 { $other } 重复（{ $street }）
wm-map-block_id = id 必须是整数，实际是 { $found }
wm-map-duplicate_block = 街区编号 { $id } 重复
wm-map-cycle_short = cycle 必须是至少含三个节点的列表
wm-map-in_cycle = cycle：{ $text }
wm-map-cycle_twice = cycle 两次经过{ $node }（不是简单环）
wm-map-cycle_open = cycle 没有沿着街道闭合：{ $a } 和 { $b } 之间没有街道
wm-map-house_blue = 房屋街区的边界上不能有蓝圈（发现了 { $circles }）
wm-map-water_blue = 水域街区的边界上至少需要两个蓝圈，现在只有 { $n } 个
wm-map-yellow_count = 黄色路口必须正好 { $expected } 个，现在有 { $n } 个
wm-map-white_count = 有 { $n } 个白圈；需要 { $min }-{ $max } 个
wm-map-wrong_quadrant = 标为第{ $q }象限（{ $q ->
    [1] 西北
    [2] 东北
    [3] 西南
   *[4] 东南
 }），但按象限分界线它位于{ $actual ->
    [1] 西北
    [2] 东北
    [3] 西南
   *[4] 东南
 }
wm-map-disconnected = 与{ $graph }的其余部分不相连（这一部分有 { $n } 个节点，主体部分有 { $main } 个）
wm-map-graph-streets = 街道图
wm-map-graph-police = 调查员图（由街道相连的路口）
wm-map-graph-jack = 杰克普通移动的图
wm-map-no_intersection = 不与任何路口相接，调查员无法在这里搜查或逮捕
wm-map-no_jack_move = 杰克从这里无法进行普通移动
wm-map-no_boat = 这个蓝圈没有渡船目的地（它相邻的水域街区上需要另一个蓝圈）
wm-map-no_alley = 位于没有其他圆圈的房屋街区上：从这里走小巷哪儿也去不了
wm-map-same_point = 在图上与{ $node }画在同一个位置
wm-map-crossing = 在图上街道 { $street } 与街道 { $other }（{ $at }）相交
wm-map-inside_block = { $node }位于街区内部（街区必须是街道图的一个面）
wm-map-through_block = 街道 { $street } 穿过了这个街区
wm-map-order = 圆圈必须按 1 到 N 的顺序编号；第 { $position } 个位置上是 { $n }
wm-map-duplicate_intersections = 有两个路口的 id 相同
wm-map-street_unknown_node = 街道 { $a }-{ $b } 指向了不存在的节点
wm-map-malformed = 地图数据有误：{ $reason }
wm-map-no_bundled = 没有名为 { $map } 的内置地图（内置地图：{ $bundled }）
wm-map-unreadable = 无法读取 { $path }：{ $reason }
wm-map-invalid = { $map } 不是有效的白厅谜案地图：{ $first }{ $more ->
    [0] {""}
   *[other] （另有 { $more } 个问题）
 }
wm-map-unplayable = { $map } 无法用来进行游戏：{ $first }{ $more ->
    [0] {""}
   *[other] （另有 { $more } 个问题）
 }
