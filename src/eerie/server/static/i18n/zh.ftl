### Eerie: the web client's own texts (its shell: lobby, play page, settings); a game's
### texts are in its package's locales/.
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

ui-ai-basic = 基础
ui-ai-easy = 简单
ui-ai-hard = 困难
ui-ai-heuristic = 策略型
ui-ai-normal = 普通
ui-ai-random = 随机
ui-ai-search = 推演
ui-ai-strongest = 最强
ui-board = 棋盘
ui-cancel = 取消
ui-cfg-extra_alley = 杰克多一张小巷板块（有利于杰克）
ui-cfg-layout = 棋盘
ui-cfg-layout-experienced = 现成的进阶棋盘
ui-cfg-layout-place = 玩家摆放地板元素
ui-cfg-players = 玩家人数
ui-cfg-prey3 = 吃三人的怪物卡
ui-cfg-smoker = 猎犬烟斗（有利于调查员）
ui-cfg-variant = 规则
ui-cfg-variant-basic = 基础游戏
ui-cfg-variant-experienced = 进阶游戏
ui-cfg-wm_players = 在座人数
ui-chance = 随机（卡牌与骰子）
ui-close = 关闭
ui-conn-connecting = 正在连接…
ui-conn-offline = 连接已断开，暂时无法发送选择。正在重新连接…
ui-conn-playing = 已连接。
ui-conn-reconnecting = 连接中断，正在重新连接…
ui-conn-watching = 正在观战这张桌子。
ui-err-no_table = 没有这张桌子。
ui-err-origin = 此页面不能连接服务器（来源被拒绝）。
ui-err-rules = 无法载入规则帮助。
ui-err-stale = 桌面已经变化，这是当前局面。
ui-err-storage = 服务器暂时无法保存这个选择，局面没有任何变化。请稍后再试一次。
ui-err-token = 这个邀请链接对这张桌子无效。
ui-err-unavailable = 服务器暂时连不上数据库。请过几秒钟再试。
ui-key-typed = 第 { $n } 个选项…（按 Enter 选择）
ui-language = 语言
ui-legend = 图例
ui-loading = 载入中…
ui-lobby-advanced = 高级
ui-lobby-ai = AI（{ $level }）
ui-lobby-ai_seconds = AI 每步思考时间（秒，用于最强等级；留空则用服务器设置）
ui-lobby-bad_invite = 这不是邀请链接。
ui-lobby-bad_json = 选项不是有效的 JSON。
ui-lobby-config_json = 选项（JSON）
ui-lobby-copied = 已复制
ui-lobby-copy = 复制
ui-lobby-create = 创建桌子
ui-lobby-create_failed = 没能创建桌子：{ $reason }
ui-lobby-create_title = 新桌子
ui-lobby-created = 桌子已创建。
ui-lobby-created_title = 桌子 { $id } 已就绪
ui-lobby-creating = 正在创建桌子…
ui-lobby-forget = 忘记
ui-lobby-game = 游戏
ui-lobby-human = 真人
ui-lobby-invite_for = { $seats } 的邀请链接
ui-lobby-invite_hint = 把各自的链接发给每个人。链接就是座位的钥匙，只在此时显示一次（本浏览器会在“我的桌子”中记住）。
ui-lobby-invite_label = 粘贴邀请链接（或输入桌号观战）
ui-lobby-join = 加入
ui-lobby-join_title = 用邀请加入
ui-lobby-list_failed = 无法载入桌子列表：{ $reason }
ui-lobby-mine = 我的桌子
ui-lobby-no_tables = 还没有桌子。请在上面创建。
ui-lobby-person = 玩家
ui-lobby-person_hint = 分给同一个人的座位共用一个链接和一台设备（轮流使用）。
ui-lobby-person_n = 第 { $n } 人
ui-lobby-plan = 座位安排
ui-lobby-plan-ai = { $level }：{ $seats }
ui-lobby-plan-links = { $n ->
        [0] 没有邀请链接：所有座位都由 AI 控制（可以观战）。
        [1] 这张桌子将有一个邀请链接。
       *[other] 这张桌子将有{ $n }个邀请链接。
    }
ui-lobby-plan-person = { $person }（单独的邀请链接）：{ $seats }
ui-lobby-play = 开始
ui-lobby-refresh = 刷新
ui-lobby-seat = 座位
ui-lobby-seats = 座位
ui-lobby-seed = 随机种子（测试与演示用，需服务器允许）
ui-lobby-show_finished = 显示已结束的桌子
ui-lobby-tables = 桌子
ui-lobby-title = 大厅
ui-lobby-watch = 观战
ui-lobby-who = 由谁来玩
ui-lobby-your_links = 我的链接：
ui-log = 记录
ui-log-lines = { $n } 条
ui-winner = { $count ->
        [0] 无人获胜。
       *[other] 获胜者：{ $names }
    }
ui-pass-ok = 我是{ $seat }：显示
ui-pass-text = 请把设备交给{ $seat }。其他人不要看屏幕。
ui-pass-title = 请把设备交给{ $seat }
ui-record = 对局记录
ui-round = 第 { $round } 轮
ui-rules = 规则
ui-seat = 玩家 { $seat }
ui-seat-ai = AI · { $level }
ui-seat-free = 真人 · 尚未加入
ui-seat-human = 真人
ui-seat-turn = 行动中
ui-seat-won = 获胜
ui-seat-you = 你
ui-seats = 座位
ui-sending = 发送中…
ui-set-anim-fast = 快
ui-set-anim-normal = 正常
ui-set-anim-off = 关闭
ui-set-anim-slow = 慢
ui-set-animation = 怪物动画
ui-set-coords = 显示坐标
ui-set-minor = 在记录中显示所有细节
ui-settings = 设置
ui-skip = 跳到正文
ui-skip_decision = 跳到当前选择
ui-status-broken = 损坏
ui-status-finished = 已结束
ui-status-open = 等待加入
ui-status-playing = 进行中
ui-to_lobby = 返回大厅
ui-waiting = 等待{ $who }。
ui-zoom = 缩放
ui-zoom_fit = 整张地图
ui-zoom_in = 放大
ui-zoom_out = 缩小
ui-pz-keys = 拖动或用方向键移动，用滚轮或 + 和 − 缩放，按 Home 键查看全部
ui-pz-label = 棋盘

# h-tiles
ui-lobby-table_mode = 桌面模式
ui-table-join = 用手机加入
ui-table-scan = 用手机相机扫描自己座位的二维码，就能用手机来玩。
ui-table-joined = 已加入
ui-table-waiting = 尚未加入
ui-table-qr = { $seats } 的邀请链接二维码
ui-table-qr_failed = 无法生成二维码，请直接输入链接。
ui-table-no_invites = 这个链接里没有邀请。请在创建这张桌子的浏览器的大厅里打开桌面模式。
# h-story
ui-story-continue = 继续
ui-story-later = 在页面上选择
ui-set-story = 剧情窗口
ui-set-story-full = 完整文字
ui-set-story-short = 简短：只显示一行
ui-set-story-off = 关闭：只记入日志
