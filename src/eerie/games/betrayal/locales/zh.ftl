### Eerie：《山屋惊魂》的文字（引擎与终端界面）。
### 消息 id 即代码中的键，把“.”换成“-”（eerie.core.text.fluent_id）。
### 每种语言都有与英文相同的消息和变量（tests/test_locales.py）。

ui-game-betrayal-at-house-on-the-hill = 山屋惊魂
bet-cfg-players = 玩家人数
bet-cfg-explorers = 探险者（每张角色卡只选一面，且各不相同）
bet-cfg-today = 今天的日期（MM-DD：生日最近的人先开始）
bet-deck-omen = 预兆
bet-deck-item = 物品
bet-deck-event = 事件
bet-end-traitor = 叛徒获胜
bet-end-heroes = 英雄获胜
bet-side-N = 北
bet-side-E = 东
bet-side-S = 南
bet-side-W = 西
bet-trait-might = 力量
bet-trait-speed = 速度
bet-trait-knowledge = 知识
bet-trait-sanity = 神志
bet-ev-aside = { $room }放不到这里，先放到一旁。
bet-ev-book = { $text }
bet-ev-card = { $who }抽到了{ $card }：{ $text }
bet-ev-death = { $who }死了。
bet-ev-discover = { $who }发现了{ $room }。
bet-ev-fight = { $who }攻击{ $target }：{ $a }对{ $d }。
bet-ev-haunt = 作祟开始：{ $title }。揭露者是{ $revealer }，叛徒是{ $traitor }。
bet-ev-haunt_roll = 作祟检定：掷出{ $total }，已翻开{ $omens }张预兆。
bet-ev-last_omen = 最后一张预兆已经翻开：不用掷骰，作祟直接开始。
bet-ev-move = { $who }进入{ $room }。
bet-ev-no_card = { $deck }牌堆已经空了。
bet-ev-objective = { $text }
bet-ev-reshuffle = 把放在一旁的房间板块洗回牌堆。
bet-ev-roll = 掷{ $n }颗骰子：合计{ $total }。
bet-ev-round = 第{ $round }轮。
bet-ev-say = { $text }
bet-ev-slide = { $who }顺着井道滑到了地下平台。
bet-ev-start = 大家都躲进了入口门厅；{ $who }先行动。
bet-ev-trait_up = { $who }：{ $trait }上升{ $n }级（现在是{ $value }）。
bet-ev-trait_down = { $who }：{ $trait }下降{ $n }级（现在是{ $value }）。
bet-ev-trait_held = { $who }：{ $trait }停在{ $value }。
bet-ev-turn = 轮到{ $who }。
bet-ev-use = { $who }使用了{ $card }。
bet-ev-win-heroes = 英雄获胜。{ $text }
bet-ev-win-traitor = 叛徒获胜。{ $text }
bet-opt-attack = 攻击{ $who }
bet-opt-end = 结束回合
bet-opt-explore = 向{ $side }探索
bet-opt-go = 向{ $side }走进{ $room }
bet-opt-link-up = 上楼梯到{ $room }
bet-opt-link-down = 下楼梯到{ $room }
bet-opt-link-chute = 滑下去到{ $room }
bet-opt-link-stair = 走暗梯到{ $room }
bet-opt-rot = { $n ->
    [0] 按印刷方向
   *[other] 顺时针转{ $n }次
 }
bet-opt-split = 力量-{ $might }，速度-{ $speed }
bet-opt-sum = 合计{ $n }
bet-opt-use = 使用{ $card }
bet-prompt-card = 抽一张{ $deck }牌
bet-prompt-damage = { $n }点肉体伤害：在力量和速度之间分配。
bet-prompt-dice = 掷{ $n }颗骰子
bet-prompt-fight = { $who }进行{ $trait }检定：{ $n }颗骰子
bet-prompt-haunt_roll = 作祟检定：6颗骰子，对比{ $n }张预兆
bet-prompt-over = 游戏结束。
bet-prompt-rot = 放置{ $room }：选择朝向。
bet-prompt-tile = 抽一块房间板块
bet-prompt-trait_roll = { $trait }考验：{ $n }颗骰子
bet-prompt-turn = { $who }在{ $room }。接下来做什么？
bet-ev-secret = 只有你知道：这个数是{ $n }。
bet-opt-value = { $n }
bet-prompt-secret = 只有叛徒知道的秘密数字

bet-ev-dawn = 过了{ $n }轮，天已破晓，宅子里什么也没有苏醒：这一夜没有胜者。
bet-end-none = 天亮了：无人获胜

bet-ui-floor = —— { $floor } ——
bet-ui-floor-upper = 楼上
bet-ui-floor-ground = 地面层
bet-ui-floor-basement = 地下室
bet-ui-explorer = { $seat }. { $who }（{ $state }）
bet-ui-state-explorer = 探索中
bet-ui-state-hero = 英雄
bet-ui-state-traitor = 叛徒
bet-ui-state-dead = 已死亡
bet-ui-cards = 携带：{ $cards }
bet-ui-status = 第{ $round }轮；已翻开{ $omens }张预兆。
bet-ui-haunt = 作祟：{ $title }
bet-ui-goal = 你的目标：{ $goal }
bet-term-help = 每层楼画成一块块板块：板块边上的缺口就是门，数字对应下方列表里的房间，@ 后面是站在那里的座位号。属性轨上括号里是当前刻度，x 是骷髅。输入选项的按键：n、e、s、w 穿门行走或探索，up、down、chute、stair 走特殊通道，数字使用卡牌，a1～a6 攻击某个座位，x 结束回合。

bet-ui-counter = { $name }：{ $n }

bet-opt-hurt = 造成{ $n }点伤害
bet-opt-steal = 改为夺走{ $card }
bet-opt-take = 捡起{ $card }
bet-prompt-steal = 你对{ $who }造成了{ $n }点：要伤害对方，还是夺走对方身上的东西？
bet-ev-steal = { $who }从{ $target }手中夺走了{ $card }。
bet-ev-take = { $who }捡起了{ $card }。

bet-opt-accept = 承受{ $card }的效果
bet-opt-ignore = 无视{ $card }
bet-prompt-traitor_event = 宅子站在你这边：要承受{ $card }的全部效果（无论好坏），还是无视它？
bet-ev-ignore = { $who }无视了{ $card }。

## Content names and card texts
bet-card-bone_flute = 骨笛
bet-card-bone_flute-text = 它吹出一支你几乎记得的曲子。携带期间神志+2。
bet-card-cold_draft = 穿堂冷风
bet-card-cold_draft-text = 某处的门砰地关上，寒气追着你。速度考验：4以上速度+1；0～3速度-1。
bet-card-cold_grip = 冰冷之握
bet-card-cold_grip-text = 看不见的东西攥住你的手臂又松开。掷4颗骰：4以上无事；2～3力量-1；0～1力量、速度各-1。不留下卡牌，但计入预兆数。
bet-card-cracked_mirror = 裂镜
bet-card-cracked_mirror-text = 镜中的你知道你不知道的事。携带期间知识+2，神志-1。
bet-card-door_slams = 接连关上的门
bet-card-door_slams-text = 这一层所有的门同时砰然关上。神志-1。
bet-card-dust_storm = 卡死的门
bet-card-dust_storm-text = 力量考验：4以上你硬是把门撞开，力量+1；0～3无事发生。
bet-card-falling_plaster = 掉落的灰泥
bet-card-falling_plaster-text = 头顶的天花板塌了下来。速度考验：3以上躲开；0～2力量-1。
bet-card-hidden_drawer = 暗抽屉
bet-card-hidden_drawer-text = 一块护墙板咔哒弹开。抽一张物品。
bet-card-hunting_knife = 猎刀
bet-card-hunting_knife-text = 携带期间力量+1。
bet-card-iron_crowbar = 铁撬棍
bet-card-iron_crowbar-text = 撬门好用，干别的更好用。携带期间力量+1。
bet-card-iron_nail = 棺材钉
bet-card-iron_nail-text = 又长又黑，握在手里竟是温的。携带期间力量+2、神志-1。
bet-card-lost_diary = 遗失的日记
bet-card-lost_diary-text = 知识+1。然后进行神志考验：0～2神志-1。
bet-card-moth_locket = 飞蛾吊坠
bet-card-moth_locket-text = 你奔跑时，里面总有东西在扑腾。携带期间速度+1。
bet-card-music_box = 八音盒
bet-card-music_box-text = 每回合可用一次：神志考验。4以上神志+1；0～3知识-1。
bet-card-oil_lamp = 油灯
bet-card-oil_lamp-text = 照亮奔跑的路。携带期间速度+1。
bet-card-pocket_watch = 停走的怀表
bet-card-pocket_watch-text = 每回合可用一次：知识考验。5以上抽一张物品；0～4神志-1。
bet-card-reading_glasses = 老花镜
bet-card-reading_glasses-text = 小字一下子清楚了。携带期间知识+1。
bet-card-rusted_crown = 锈王冠
bet-card-rusted_crown-text = 沉重、冰冷，却莫名让人安心。携带期间力量+1、神志+1。
bet-card-salt_pouch = 盐袋
bet-card-salt_pouch-text = 对付古老东西的古老习惯。携带期间神志+1。
bet-card-scratching = 墙后的抓挠声
bet-card-scratching-text = 神志考验：4以上不予理会；0～3神志-1，但知识+1（你听进去了）。
bet-card-sealed_letter = 封缄的信
bet-card-sealed_letter-text = 收信人是你，字迹也是你的。携带期间知识+2。
bet-card-sleepwalker = 梦游
bet-card-sleepwalker-text = 一眨眼，你已身在别处。移到楼上平台；神志-1。
bet-card-stray_cat = 流浪猫
bet-card-stray_cat-text = 一只瘦削的灰猫认定了你。它陪着你时神志+1、速度+1。
bet-card-tonic_bottle = 苦味补药
bet-card-tonic_bottle-text = 在你的回合使用：力量+1、速度+1，然后弃掉。
bet-card-trapdoor = 活板门
bet-card-trapdoor-text = 脚下的地板突然打开。移到地下平台，再掷1颗骰：0则力量-1。
bet-card-warm_hand = 温暖的手
bet-card-warm_hand-text = 有人温柔地握了握你的手。身边空无一人。神志+1。
bet-card-watching_portrait = 注视的肖像
bet-card-watching_portrait-text = 画中的眼睛一直跟着你。知识考验：5以上知识+1；2～4无事；0～1神志-1。
bet-explorer-arlo = 阿洛·佩恩
bet-explorer-bartholomew = 巴塞洛缪·克雷恩
bet-explorer-dorothea = 多萝西娅·芬奇
bet-explorer-greta = 格蕾塔·莫斯
bet-explorer-haoran = 李浩然
bet-explorer-ivo = 伊沃·布兰特
bet-explorer-kenji = 森健二
bet-explorer-meiling = 孙美玲
bet-explorer-nadia = 娜迪娅·沃尔科娃
bet-explorer-pim = 皮姆·奥克斯
bet-explorer-rosalind = 罗莎琳德·黑尔
bet-explorer-tobias = 托比亚斯·雷恩
bet-room-ash_cellar = 灰烬地窖
bet-room-basement_landing = 地下平台
bet-room-bell_tower_stair = 钟楼阶梯
bet-room-boiler_room = 锅炉房
bet-room-bone_pantry = 骸骨食品间
bet-room-cellar_stairs = 地下阶梯
bet-room-cloakroom = 衣帽间
bet-room-clockmakers_study = 钟表匠书房
bet-room-doll_nursery = 玩偶育婴室
bet-room-drowned_chapel = 水浸礼拜堂
bet-room-dumbwaiter_room = 送餐井道
bet-room-entrance_hall = 入口门厅
bet-room-foyer = 前厅
bet-room-grand_staircase = 大楼梯
bet-room-greenhouse = 温室
bet-room-guest_bedroom = 客房
bet-room-hall_of_portraits = 肖像长廊
bet-room-linen_closet = 布草间
bet-room-long_corridor = 长走廊
bet-room-lumber_room = 杂物间
bet-room-map_room = 地图室
bet-room-moth_parlour = 飞蛾客厅
bet-room-music_room = 音乐室
bet-room-old_well_room = 古井房
bet-room-root_cellar = 根茎窖
bet-room-scullery = 洗涤间
bet-room-servants_hall = 仆役厅
bet-room-sewing_room = 缝纫间
bet-room-smoking_room = 吸烟室
bet-room-taxidermy_den = 标本间
bet-room-trophy_room = 奖杯陈列室
bet-room-upper_landing = 楼上平台
bet-room-widows_walk = 屋顶望台
bet-room-wine_vault = 酒窖

# h-err2
bet-err-explorers_count = { $n } 名玩家需要 { $n } 名探索者，而不是 { $got } 名
bet-err-same_card = 有两名探索者属于同一张角色卡

# statistics of simulation reports
bet-stat-haunts = 开始的作祟次数
bet-stat-deaths = 死亡的探险者人数
bet-stat-omens = 抽到的预兆数
bet-stat-rooms = 放置的房间数

# h-valw
# eerie validate: problems of a haunt file
bet-val-unknown-event = 未知的事件 { $id }
bet-val-unknown-epilogue = 未知的尾声 { $id }
bet-val-unknown-variable = 未知的变量 { $id }
bet-val-unknown-condition = 未知的条件 { $id }
bet-val-unknown-side = 未知的阵营 { $id }（阵营只能是 traitor 或 heroes）
bet-val-unknown-happening = 未知的触发时机 { $id }（触发器只在 round 或 variable 时触发）
bet-val-goal_missing = { $side ->
    [traitor] 缺少叛徒的目标
   *[other] 缺少英雄们的目标
 }
bet-val-never_holds = 永远不会成立（{ $why }）
bet-val-never_runs = 永远不会执行（{ $why }）
bet-val-event_never_runs = 事件 { $id } 永远不会发生
bet-val-secret_without_values = 秘密需要可供抽取的值
bet-val-no_feature = 没有任何房间带有特征 { $feature }
bet-val-unknown-monster = 未知的怪物 { $id }
bet-val-monster_lacks_attack = 怪物用 { $trait } 战斗，却没有这项属性
bet-val-monster_speed = 怪物需要速度（它掷的骰子数）
bet-val-trait_change = 改变属性需要指明属性和数值
bet-cfg-haunt = 作祟剧本（按作祟表，或不论表上如何都指定一个）
bet-cfg-haunt-chart = 按作祟表
bet-ev-act = { $who }：{ $action }。
bet-ev-spawn = { $who }出现在{ $room }。
bet-ev-stun = { $who }陷入昏迷。
bet-ev-recover = { $who }从昏迷中醒来。
bet-ev-monster_speed = { $who }：本回合可走{ $n }个房间。
bet-ev-monster_move = { $who }移动到{ $room }。
bet-opt-split_mental = 神志-{ $sanity }，知识-{ $knowledge }
bet-prompt-damage_mental = { $n }点精神伤害：在神志和知识之间分配。
bet-prompt-monster_speed = { $who }的速度：{ $n }颗骰子
bet-prompt-monster = { $who }在{ $room }。它要去哪里？
bet-ui-monster = { $who }：{ $room }
bet-ui-monster-stunned = { $who }：{ $room }（昏迷）

# h-betrayal: tokens and large monsters
bet-ev-token_laid = { $what }放在{ $room }里。
bet-ev-token_take = { $who }拾起了{ $what }。
bet-ev-token_deliver = { $who }交出了{ $n }个{ $what }。
bet-ev-token_remove = { $who }毁掉了{ $room }里的{ $what }。
bet-ev-token_drop = { $who }把{ $n }个{ $what }掉在了{ $room }里。
bet-ev-wound = { $who }受伤了（还剩{ $n }处伤）。
bet-ev-slain = { $who }被消灭了。
bet-ui-token = { $what }：{ $room } ×{ $n }
bet-ui-carried = { $who }携带{ $what } ×{ $n }
bet-val-unknown-token = 未知的标记 { $id }
bet-val-unknown-card = 未知的卡牌 { $id }
bet-val-unwoundable = 怪物 { $id } 没有伤数：只有有伤数的怪物才能被伤害
