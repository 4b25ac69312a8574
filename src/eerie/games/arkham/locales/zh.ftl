### Eerie: Arkham Horror's texts (its engine, its content's names and texts, the terminal).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

ah-anomaly-an1-0 = 空气嗡嗡作响，但这里还算平静。稳住心神，收取残存之物。
ah-anomaly-an1-1 = 一道细如发丝的黑光裂缝横贯墙面。念出将它合上的咒语。
ah-anomaly-an1-2 = 裂缝张成一张低语的嘴。用它的语言回答它。
ah-anomaly-an1-3 = 裂隙里露出另一片天空。守住自我，把它推回去。
ah-anomaly-an2-0 = 从裂隙走出的脚印戛然而止。仔细研究它们。
ah-anomaly-an2-1 = 寒气从街面的缝隙中涌出。坚持到画完记号为止。
ah-anomaly-an2-2 = 有东西从另一边把世界之门拉开。把它拉回来。
ah-anomaly-an2-3 = 裂隙在咆哮。现在只有最古老的咒语能让它收窄。
ah-anomaly-an3-0 = 裂隙里一时映出一片宁静的草地，你松了口气。
ah-anomaly-an3-1 = 裂隙边缘闪着光：看出它的纹路，就能把它钉死。
ah-anomaly-an3-2 = 迷失者的声音呼唤着你的名字。不要过去。
ah-anomaly-an3-3 = 大地向裂隙倾斜。完整念完仪式，否则就会被吞没。
ah-archive-lamps-go-out-1 = 镇上的灯一盏接一盏地熄灭。查明原因。
ah-archive-lamps-go-out-2 = 异象：一个地点有3个或一个街区有5个毁灭标记时出现；之后那里的毁灭标记改放到剧本表上。
ah-archive-lamps-go-out-3 = 黑暗正在占上风。剧本表上积满8个毁灭标记，一切就结束了。
ah-archive-lamps-go-out-4 = 找到了重新点亮灯火的办法。
ah-asset-almanac = 农事历书
ah-asset-boat_hook = 船钩
ah-asset-bright_word = 光明之言
ah-asset-crowbar = 撬棍
ah-asset-fishing_net = 渔网
ah-asset-heavy_coat = 厚外套
ah-asset-lantern = 防风提灯
ah-asset-magnifier = 放大镜
ah-asset-old_revolver = 旧左轮手枪
ah-asset-pocket_watch = 银怀表
ah-asset-salt_pouch = 盐袋
ah-asset-stray_dog = 流浪狗
ah-asset-warding_sign = 守护印记
ah-board-away = （不在版图上）
ah-board-codex = 指引 { $n }：{ $text }
ah-board-decks = 事件牌 { $events } 张，剩余头条 { $headlines } 张，神话袋 { $cup } 个
ah-board-holds = 资产：{ $assets }；专注：{ $focus }；交战：{ $engaged }
ah-board-inv = { $seat }. { $who }（{ $space }）：伤害 { $damage }/{ $health }，恐惧 { $horror }/{ $sanity }，{ $money }美元，{ $clues }个线索，{ $remnants }个残留物{ $delayed ->
    [yes] ，被延误
   *[no] {""}
 }
ah-board-monster = { $monster } { $damage }/{ $health }{ $state ->
    [exhausted] （疲惫）
   *[ready] {""}
 }
ah-board-nb = { $nb }：{ $clues }个线索{ $anomaly ->
    [yes] ，异象
   *[no] {""}
 }
ah-board-objective = 目标：{ $text }
ah-board-reserve = 货架：{ $items }
ah-board-round = 第{ $round }轮：{ $phase ->
    [setup] 准备
    [action] 行动阶段
    [monster] 怪物阶段
    [encounter] 遭遇阶段
   *[mythos] 神话阶段
 }
ah-board-sheet = 剧本表：{ $clues }个线索，{ $doom }个毁灭
ah-board-space = { $space }（毁灭 { $doom }）
ah-board-streets = 街道：
ah-config-players = 调查员人数
ah-config-scenario = 剧本
ah-enc-ch1-dormitory = 学生们邀请你共进夜宵。
ah-enc-ch1-library = 珍本阅览室开放一小时。
ah-enc-ch1-observatory = 透过镜头看，夜空有些不对劲。
ah-enc-ch2-dormitory = 一个学生付钱请你送一封信。
ah-enc-ch2-library = 一名疲惫的助手卖给你一张书页的照片。
ah-enc-ch2-observatory = 教授的星图里藏着一个图案，如果你敢看的话。
ah-enc-ch3-dormitory = 一个受惊的学生会开口，只要你冷静地陪着她。
ah-enc-ch3-library = 一个放错位置的文件夹等着被人发现。
ah-enc-ch3-observatory = 安静的穹顶下，你的心得到了休息。
ah-enc-lr1-apothecary = 药剂师以1美元推销一瓶补药。
ah-enc-lr1-chapel = 你跪在冰冷的小教堂里，努力稳住心神。
ah-enc-lr1-pawnshop = 当铺老板为你打开了玻璃柜。
ah-enc-lr2-apothecary = 你照着架上的标签自己调配药剂。
ah-enc-lr2-chapel = 管风琴师轻声弹奏，乐声让你平静下来。
ah-enc-lr2-pawnshop = 你为街上捡到的一块表讨价还价。
ah-enc-lr3-apothecary = 药铺后屋的治疗价格不菲，却十分周到。
ah-enc-lr3-chapel = 旧赞美诗集里夹着用失传文字写的笔记。
ah-enc-lr3-pawnshop = 杂物堆里有样东西吸引了你，只要你能再找到它。
ah-enc-me1-cemetery = 墓室里有声音在呼唤你的名字。
ah-enc-me1-old_mill = 磨坊主付钱请人帮忙修理卡住的水轮。
ah-enc-me1-tavern = 炉边的一杯热饮要1美元。
ah-enc-me2-cemetery = 用正确的咒语也许能重画破损的守护圈。
ah-enc-me2-old_mill = 你在地板缝里找到几枚硬币。
ah-enc-me2-tavern = 常客们边聊天边交换小道消息。
ah-enc-me3-cemetery = 你读了一座新坟上的名字，随即后悔了。
ah-enc-me3-old_mill = 地上的面粉显出不属于人类的足迹。
ah-enc-me3-tavern = 老板娘为你包扎双手，又给你倒了杯茶。
ah-enc-oq1-customs_house = 你在货单里寻找听到的那个名字。
ah-enc-oq1-fish_market = 鱼贩需要有人调解一场纠纷。
ah-enc-oq1-lighthouse = 灯室的玻璃上刻着奇怪的痕迹。
ah-enc-oq2-customs_house = 一名职员愿意收2美元为你抄一份记录。
ah-enc-oq2-fish_market = 你帮忙拉网，得到几枚硬币作为报酬。
ah-enc-oq2-lighthouse = 灯塔看守讲起他在水中看到的东西，只要你承受得住。
ah-enc-oq3-customs_house = 一位官员也许愿意向友善的人透露传闻。
ah-enc-oq3-fish_market = 涨潮前得把沉重的箱子搬走。
ah-enc-oq3-lighthouse = 一位收藏家在灯塔旁等待诡异的遗物。
ah-enc-st1-bridge = 有东西在桥下漂着。你能看清吗？
ah-enc-st1-park = 公园里的鸟鸣让你平静下来。
ah-enc-st1-street = 阴沟里躺着一只掉落的钱包。
ah-enc-st2-bridge = 过桥时，河水在低语。
ah-enc-st2-park = 长椅上的身影一眨不眨地盯着你。
ah-enc-st2-street = 店主需要一个能说会道的人来安抚顾客。
ah-enc-st3-bridge = 收费员欠你一个人情，这次还给了你。
ah-enc-st3-park = 公园里的古老石头隐隐嗡鸣着微弱的力量。
ah-enc-st3-street = 霜上的脚印通向一条小巷。
ah-ending-dawn = 黑暗的黎明
ah-ending-fallen = 所有调查员倒下
ah-ending-relit = 灯火重燃
ah-ending-swallowed = 被黑暗吞没
ah-ev-anomaly = { $nb }出现了异象。
ah-ev-anomaly_closed = { $nb }的异象平息并消失了。
ah-ev-anomaly_encounter = { $who }直面异象：{ $text }
ah-ev-archive = 档案卡{ $n }号加入指引区。{ $text }
ah-ev-bought = { $who }购买了{ $asset }。
ah-ev-cast = { $who }施放了{ $spell }。
ah-ev-clue = { $nb }出现了一个线索。
ah-ev-cup_refilled = 神话袋空了：把用过的{ $n }个标记全部放回。
ah-ev-defeat = 失败。{ $text }
ah-ev-defeated = { $who }倒下了。
ah-ev-delayed = { $who }被延误了。
ah-ev-doom = { $space }放上{ $n }个毁灭标记（共{ $total }个）。
ah-ev-doom_diverted = { $space }处于异象之中：{ $n }个毁灭标记改放到剧本表上。
ah-ev-doom_removed = 从{ $space }移除{ $n }个毁灭标记。
ah-ev-encounter = { $who }：{ $text }
ah-ev-engage = { $monster }与{ $who }交战。
ah-ev-enters = { $who }来到{ $space }。
ah-ev-events_added = { $n }张新的事件卡被洗入事件牌堆。
ah-ev-evaded = { $who }甩开了{ $monster }。
ah-ev-event_encounter = { $who }抽到一张事件卡：{ $text }
ah-ev-event_reshuffled = 事件牌堆空了：洗混弃牌堆组成新牌堆。
ah-ev-extra_action = { $who }甩开了所有怪物，可以再执行一个行动。
ah-ev-focus = { $who }专注于{ $skill }。
ah-ev-gain = { $who }获得{ $what ->
    [money] { $n }美元
    [clues] { $n }个线索
   *[remnants] { $n }个残留物
 }。
ah-ev-gate_burst = 次元门爆发！{ $space }放上3个毁灭标记，事件弃牌堆洗混后放回牌堆顶。
ah-ev-harm = { $who }受到{ $damage }点伤害和{ $horror }点恐惧。
ah-ev-headline = 头条新闻：{ $text }
ah-ev-heal = { $who }恢复{ $health }点体力和{ $sanity }点理智。
ah-ev-investigator = 调查员 { $seat } 扮演{ $who }。
ah-ev-lead = 调查员 { $seat } 拿取首席调查员标记。
ah-ev-monster_attacks = { $monster }攻击{ $who }。
ah-ev-monster_defeated = { $who }击倒了{ $monster }。
ah-ev-monster_hurt = { $monster }受到{ $n }点伤害。
ah-ev-monster_moves = { $monster }移动到{ $space }。
ah-ev-monster_ready = { $monster }恢复就绪。
ah-ev-move = { $who }移动到{ $space }{ $cost ->
    [0] {""}
   *[other] （支付{ $cost }美元）
 }。
ah-ev-no_headline = 没有剩余的头条新闻：在剧本表上放1个毁灭标记。
ah-ev-no_monster = 怪物牌堆空了：没有怪物出现。
ah-ev-objective = 目标：{ $text }
ah-ev-paid = { $who }支付{ $what ->
    [money] { $n }美元
    [clues] { $n }个线索
   *[remnants] { $n }个残留物
 }。
ah-ev-phase_encounter = 遭遇阶段。
ah-ev-phase_monster = 怪物阶段。
ah-ev-phase_mythos = 神话阶段。
ah-ev-reckoning = 清算：结算场上所有清算效果。
ah-ev-reroll = 重掷的骰子{ $hit ->
    [yes] 成功了
   *[no] 失败了
 }（共{ $hits }个成功）。
ah-ev-reserve = { $asset }放入货架。
ah-ev-roll = { $who }用{ $dice }颗骰子检定{ $skill }：{ $hits }颗成功。
ah-ev-round = 第{ $round }轮开始：行动阶段。
ah-ev-say = { $text }
ah-ev-setup = 准备剧本：{ $scenario }。
ah-ev-sheet_clues = { $n }个线索研究到剧本表上（共{ $total }个）。
ah-ev-sheet_doom = 剧本表上放了{ $n }个毁灭标记（共{ $total }个）。
ah-ev-spawn = { $monster }出现在{ $space }。
ah-ev-spread = 毁灭蔓延：弃掉一张{ $nb }的事件卡。
ah-ev-stands_up = { $who }重新站起，本回合只能行动一次。
ah-ev-take_clue = { $who }拿到了{ $nb }的线索。
ah-ev-test_failed = { $who }检定失败。
ah-ev-test_passed = { $who }通过了检定（{ $hits }个成功）。
ah-ev-token = 神话标记：{ $token }。
ah-ev-trade = { $from }把{ $what }交给{ $to }。
ah-ev-victory = 胜利！{ $text }
ah-event-ev_ch1 = 图书馆里有本书会回答写在页边的问题。
ah-event-ev_ch2 = 望远镜里出现了一颗昨晚还不存在的星星。
ah-event-ev_ch3 = 一个学生梦游着走向河边。稳住心神跟上去。
ah-event-ev_lr1 = 药铺的罐子里有一张死者笔迹的纸条。仔细看看。
ah-event-ev_lr2 = 小教堂的烛火摇曳时拼出一个词。你能读出来吗？
ah-event-ev_lr3 = 当铺老板知道是谁卖给他那盏黑灯，看你能否套出话来。
ah-event-ev_me1 = 午夜有人在墓地里挖掘。无所畏惧地看下去。
ah-event-ev_me2 = 磨盘卡在了某个不该在那里的东西上。
ah-event-ev_me3 = 只要话说得对，酒馆老板就会低声告诉你那个陌生人的住处。
ah-event-ev_oq1 = 灯塔楼梯下有个印记在发光，它的含义十分古老。
ah-event-ev_oq2 = 市场上的一只木箱从里面咚咚作响。把它撬开。
ah-event-ev_oq3 = 海关的账簿上记着从未卸下的货物。
ah-headline-h01 = 《河上怪雾》：雾气经过之处留下黑色的霜。
ah-headline-h02 = 《磨坊提前发薪》：每个人口袋里都叮当作响。
ah-headline-h03 = 《教授失踪》：他最后的笔记出现在镇上某处。
ah-headline-h04 = 《夜间惊现梦游者》：全镇的人做着同一个梦。
ah-headline-h05 = 《牲畜被撕碎》：有饥饿的东西在街上游荡。
ah-headline-h06 = 《码头骚乱》：全镇到处都在打架。
ah-headline-h07 = 《图书馆的书自行改写》：馆员拒绝置评。
ah-headline-h08 = 《合唱音乐会大获成功》：小镇恢复了些许平静。
ah-headline-h09 = 《悬赏公告》：市长重金酬谢能说服议会的人。
ah-headline-h10 = 《墓穴被打开》：守墓人发誓他锁了大门。
ah-headline-h11 = 《目击者现身》：眼尖的人今天或许能有所发现。
ah-headline-h12 = 《点灯人失踪》：又一条街陷入黑暗。
ah-headline-h13 = 《墙上的怪异符号》：琢磨它们的人会失去好几个小时。
ah-headline-h14 = 《免费诊所开张》：护士们为每个来访者包扎伤口。
ah-headline-h15 = 《灯塔看守胡言乱语》：他说灯火回头看了他一眼。
ah-help = 输入选项的键：m-<地点> 移动，g 收集资源，f-<能力> 专注，w 防护，a-<怪物> 攻击，e 躲避，r 研究，t 交换，x 结束回合；检定中 r 掷骰，k 保留，f1/c 重掷。
ah-inv-elias_brandt = 退伍军人伊莱亚斯·勃兰特
ah-inv-ines_caldera = 档案员伊内斯·卡尔德拉
ah-inv-marta_voss = 护士玛尔塔·沃斯
ah-inv-ruth_winslow = 灵媒露丝·温斯洛
ah-inv-samuel_okafor = 记者塞缪尔·奥卡福
ah-inv-tobias_reed = 码头工人托拜厄斯·里德
ah-mon-ash_cultist = 灰袍邪教徒
ah-mon-bell_wraith = 钟之怨灵
ah-mon-drowned_hound = 溺死猎犬
ah-mon-gutter_thing = 阴沟怪
ah-mon-pale_watcher = 苍白守望者
ah-nb-college_hill = 学院山
ah-nb-lantern_row = 灯笼巷
ah-nb-mill_end = 磨坊尽头
ah-nb-old_quay = 旧码头
ah-opt-attack = 攻击{ $monster }（伤害 { $damage }）
ah-opt-buy = 购买{ $asset }（{ $cost }美元）
ah-opt-card = { $card }
ah-opt-cast = 施放{ $spell }（承受{ $n }点恐惧）
ah-opt-cast_remnant = 施放{ $spell }（消耗{ $n }个残留物）
ah-opt-decline = 拒绝
ah-opt-die_hit = 成功（5或6）
ah-opt-die_miss = 失败（1至4）
ah-opt-end_turn = 结束回合
ah-opt-evade = 躲避
ah-opt-focus = 专注：{ $skill }
ah-opt-gather = 收集资源（1美元）
ah-opt-give = 把{ $what }给{ $who }
ah-opt-give_asset = 把{ $asset }给{ $who }
ah-opt-hits = { $n }个成功
ah-opt-keep = 保留结果（{ $n }个成功）
ah-opt-move = 移动到{ $space }{ $cost ->
    [0] {""}
   *[other] （{ $cost }美元）
 }
ah-opt-next = 下一位：{ $who }
ah-opt-pay = 支付{ $what ->
    [money] { $n }美元
    [clues] { $n }个线索
   *[remnants] { $n }个残留物
 }
ah-opt-reroll_clue = 花费1个线索重掷一颗失败的骰子
ah-opt-reroll_focus = 花费{ $skill }专注标记重掷一颗失败的骰子
ah-opt-research = 研究
ah-opt-roll = 掷{ $n }颗骰子
ah-opt-skip = 不购买
ah-opt-take = 从{ $who }拿{ $what }
ah-opt-take_asset = 从{ $who }拿{ $asset }
ah-opt-trade = 交换
ah-opt-trade_done = 结束交换
ah-opt-ward = 防护
ah-prompt-action = { $who }：选择一个行动（剩余{ $left }次）。
ah-prompt-buy = 从货架购买物品吗？（持有{ $money }美元）
ah-prompt-cast = { $skill }检定：先施放法术，或者直接掷骰。
ah-prompt-choose = { $skill }检定：{ $hits }个成功，{ $misses }颗失败。
ah-prompt-draw = 从{ $deck ->
    [event] 事件牌堆
    [nb] 街区牌堆
    [street] 街道牌堆
    [monster] 怪物牌堆
    [headline] 头条牌堆
    [ally] 盟友牌堆
    [spell] 法术牌堆
   *[item] 物品牌堆
 }抽一张牌。
ah-prompt-investigator = 选择你的调查员。
ah-prompt-mythos = { $who }抽取一个神话标记。
ah-prompt-next = 下一回合由谁进行？
ah-prompt-over = 游戏结束。
ah-prompt-pay = 支付{ $what ->
    [money] { $n }美元
    [clues] { $n }个线索
   *[remnants] { $n }个残留物
 }吗？
ah-prompt-reroll = 重掷一颗骰子。
ah-prompt-roll = 为{ $skill }检定掷{ $n }颗骰子。
ah-prompt-trade = 与同一地点的调查员交换。
ah-scenario-lamps-go-out = 灯火熄灭之夜
ah-seat = 调查员 { $seat }
ah-skill-influence = 影响力
ah-skill-lore = 学识
ah-skill-observation = 观察力
ah-skill-strength = 力量
ah-skill-will = 意志
ah-space-apothecary = 格里夫斯药铺
ah-space-cemetery = 沼泽墓地
ah-space-chapel = 圣艾夫斯小教堂
ah-space-customs_house = 海关楼
ah-space-dormitory = 宿舍
ah-space-fish_market = 鱼市
ah-space-library = 霍利斯图书馆
ah-space-lighthouse = 旧灯塔
ah-space-market_cross = 集市十字口
ah-space-north_lane = 北巷
ah-space-observatory = 天文台
ah-space-old_mill = 老磨坊
ah-space-pawnshop = 黄铜钥匙当铺
ah-space-river_bridge = 河桥
ah-space-south_lane = 南巷
ah-space-tavern = 歪灯酒馆
ah-space-willow_park = 柳树公园
ah-team = 调查员们
ah-token-blank = 空白：片刻喘息
ah-token-gate_burst = 次元门爆发
ah-token-headline = 头条新闻
ah-token-reckoning = 清算
ah-token-spawn_clue = 线索出现
ah-token-spawn_monster = 怪物出现
ah-token-spread_doom = 毁灭蔓延
ah-what-clues = 1个线索
ah-what-money = 1美元
ah-what-remnants = 1个残留物
ui-game-arkham-horror = 诡镇惊魂

# statistics of simulation reports
ah-stat-defeated = 倒下的调查员人数
ah-stat-spawned = 出现的怪物数
ah-stat-sheet_clues = 剧本卡上的线索数
ah-stat-sheet_doom = 剧本卡上的毁灭数

# h-valw
# eerie validate: problems of a scenario or content file
ah-val-unknown-space = 未知的地点 { $id }
ah-val-unknown-monster = 未知的怪物 { $id }
ah-val-unknown-neighbourhood = 未知的街区 { $id }
ah-val-not_reserve_event = { $id } 不是本剧本的预备事件卡
ah-val-reserve_never_added = 预备事件卡 { $id } 从未被洗入事件牌堆
ah-val-unknown-event = 未知的事件 { $id }
ah-val-unknown-objective = 未知的目标 { $id }
ah-val-unknown-epilogue = 未知的尾声 { $id }
ah-val-unknown-asset = 未知的资产 { $id }
ah-val-unknown-archive_card = 没有{ $n }号档案卡
ah-val-unknown-monster_or_space = 未知的怪物 { $monster } 或地点 { $space }
ah-val-unknown_deck = 没有这个 id 的街区（遭遇牌堆以街区 id 或 streets 命名）
ah-val-encounter_texts = { $n }个地点都需要各自的文字：{ $keys }
ah-val-event_never_runs = 事件 { $id } 永远不会发生
ah-val-no_ending = 剧本需要一个能达成的胜利和一个能达成的失败
ah-val-not_object = 文件必须是一个 JSON 对象
# double-sided conditions (backs secret until flipped)
ah-cond-pact = 低语之约
ah-cond-pact-front = 你许下了一个自己记不起来的承诺。每次清算时进行意志检定；失败则翻开这张牌。
ah-cback-pact-kept = 对方始终没有来讨债。你松了一口气：恢复1点理智。
ah-cback-pact-blood = 代价以鲜血支付：受到2点伤害。
ah-cback-pact-doom = 你的承诺为黑暗打开了一扇门：在剧本表上放1个毁灭标记。
ah-cback-pact-price = 连本带利的账单来了：失去2美元并受到1点恐惧。
ah-enc-st4-street = 门口的陌生人知道你需要的一个名字。你能说服他用它换一个你不会记得的承诺吗？
ah-enc-st4-bridge = 桥下有个声音要你答应一件事。你有拒绝它的意志吗？
ah-enc-st4-park = 一位园丁一言不发地替你包扎手上的伤口。
ah-headline-h16 = 《电台里的布道者》：听众们发誓他让他们许下了什么承诺。
ah-opt-face_down = 一张背面朝下的牌
ah-prompt-condition = 不看背面，抽一张{ $what }牌
ah-ev-condition = { $who }获得了{ $what }（背面朝下，无人知晓）。
ah-ev-condition_flipped = { $who }翻开了{ $what }：{ $text }
ah-board-condition = { $what }：{ $front } 背面：{ $back }
ah-board-face_down = 尚未翻开
# h-arkham: allies, spells, investigator abilities, more conditions
ah-inv-noor_haddad = 测量员努尔·哈达德
ah-inv-noor_haddad-ability = 老练的眼睛：每次观察力检定中一次，免费重掷一颗失败的骰子。
ah-inv-august_pike = 街头传道人奥古斯特·派克
ah-inv-august_pike-ability = 硬如教堂长椅：每次怪物攻击对他造成的伤害减少1点。
ah-asset-ferryman_cole = 摆渡人科尔
ah-asset-dock_medic = 码头医护海丝特·兰姆
ah-asset-night_watchman = 守夜人伊瓦拉
ah-asset-curators_nephew = 馆长的侄子
ah-asset-iron_psalm = 钢铁诗篇
ah-asset-ember_litany = 余烬祷文
ah-asset-veil_of_hours = 时辰之幕
ah-asset-quiet_geometry = 静谧几何
ah-enc-lr4-apothecary = 一位码头医护正在这里喝咖啡。两美元就能换来她的时间和忠诚。
ah-enc-lr4-pawnshop = 当铺老板借给你两美元，并把你的名字写进一本黑色账簿。
ah-enc-lr4-chapel = 倒着唱的圣歌回荡在空荡荡的礼拜堂里。如果你的神经撑得住，就学会它。
ah-enc-me4-old_mill = 一名守夜人被倒下的横梁压住了。抬起横梁，他就听你差遣。
ah-enc-me4-cemetery = 这段墓志铭是伪装的咒语。读对了它，否则潮水会记住你。
ah-enc-me4-tavern = 一个陌生人给了你三美元，只要求你在他的账簿上签名。
ah-enc-oq4-fish_market = 老摆渡人的侄子在找活干。说服他加入你。
ah-enc-oq4-customs_house = 一名职员在出售没收的文件；其中一张写满了生效的符印。
ah-enc-oq4-lighthouse = 灯室的玻璃上映出海水淹没小镇的景象。在它给你留下印记之前移开视线。
ah-enc-st5-street = 一个提灯的少年愿意为你带路，前提是你能让他相信你没有疯。
ah-enc-st5-bridge = 湿漉漉的脚印从河里爬上来，跟着你的脚印走。
ah-enc-st5-park = 小路上的粉笔图案构成了一段你可以抄下来的法术。
ah-headline-h17 = 《大潮漫上街道》：水碰过的每一扇门上都留下了一道水线。
ah-headline-h18 = 《人人都能轻松借款》：一位新放贷人向缺钱的人放款，什么都不问。
ah-cond-tide_mark = 潮痕
ah-cond-tide_mark-front = 你的皮肤上留下一圈盐渍，大海一直在寻找它。每次清算时进行观察力检定；若失败，翻开这张牌。
ah-cback-tide_mark-ebb = 印记随退潮淡去：恢复1点生命。
ah-cback-tide_mark-undertow = 一股暗流把你拖过石子路：受到2点直接伤害。
ah-cback-tide_mark-flood = 海水从你脚下的地面涌出：在你所在的地点放1个毁灭标记。
ah-cback-tide_mark-caller = 深处的某物回应了这个印记：一个怪物出现。
ah-cond-ledger = 签过名的账簿
ah-cond-ledger-front = 你欠了一位谁也没见过的放贷人。每次清算时支付1美元，否则翻开这张牌。
ah-cback-ledger-forgiven = 写着你名字的那一页被撕掉了：获得2美元。
ah-cback-ledger-collector = 收债人在梦里拜访你：受到2点直接恐惧。
ah-cback-ledger-interest = 利息用淤青和噩梦来偿还：受到1点伤害和1点恐惧。
ah-cback-ledger-lien = 放贷人扣押了你的笔记和时间：失去1个线索并陷入延误。
ah-opt-reroll_free = 使用你的能力重掷一颗失败的骰子
ah-opt-assign_self = 自己承受{ $damage }点伤害和{ $horror }点恐惧
ah-opt-assign = 分配给{ $asset }（{ $damage }点伤害，{ $horror }点恐惧；其余由你承受）
ah-prompt-assign = { $who }受到{ $damage }点伤害和{ $horror }点恐惧：自己承受还是分配给一张牌？
ah-ev-assigned = { $asset }替{ $who }承受了{ $damage }点伤害和{ $horror }点恐惧。
ah-ev-discarded = { $who }弃掉了{ $asset }。
ah-ev-gained_asset = { $who }获得了{ $asset }。
ah-opt-cast_mixed = 施放{ $spell }（消耗{ $n }个残留物并承受{ $horror }点恐惧）
ah-board-hurt = { $asset }：伤害{ $damage }/{ $health }，恐惧{ $horror }/{ $sanity }
ah-board-ability = 能力：{ $text }
ah-val-horror_not_spell = 只有法术才有恐惧代价
ah-val-cost_not_item = 只有物品才有价格（盟友和法术不能购买）
ah-val-unknown-condition = 未知的状态{ $id }
ah-asset-dock_medic-action = 行动：她为你清洗并缝合伤口；恢复2点生命。
ah-opt-use = 使用{ $asset }（它的行动）
ah-ev-use = { $who }使用了{ $asset }。{ $text }
ah-val-spell_action = 法术不能有卡牌行动（恐惧代价只在为骰子施放时支付）

# The Choir Below (second scenario)
ah-scenario-choir-below = 地下的合唱
ah-archive-choir-below-1 = 镇上各处熟睡的人哼着没人教过的圣歌。声音似乎来自学院山。
ah-archive-choir-below-2 = 异象：一个地点有3个毁灭标记或一个街区有5个时开启；此后那里的毁灭标记改放到剧本表上。
ah-archive-choir-below-3 = 回声与歌者：真正的威胁在旧码头之下。已研究的线索作废，新的事件卡加入牌堆。此后每次清算，每位调查员都要进行意志检定以抵抗歌声（失败：1点恐惧）。
ah-archive-choir-below-4 = 梦游者：剧本表上的9个毁灭标记引来了一个守望者。
ah-archive-choir-below-5 = 真正歌词的大半：歌者把它的守钟者派到了鱼市。
ah-ending-chorus = 合唱淹没了一切
ah-ending-drowned_out = 被圣歌吞没
ah-ending-grey_tide = 灰色潮水
ah-ending-silenced = 歌者沉默了
ah-event-cb_ch1 = 图书馆的一本赞美诗集里有一段铅笔写的诗句，从未被任何印刷厂印过。破译它。
ah-event-cb_ch2 = 从天文台的圆顶可以看到哪些窗户在熟睡者歌唱时发亮。把它们标在地图上。
ah-event-cb_ch3 = 一个学生在睡梦中唱歌，用不属于她的声音回答问题。保持镇定，开口问吧。
ah-event-cb_lr1 = 小教堂的管风琴每到整点就自己奏响一个和弦。坐下来听完它。
ah-event-cb_lr2 = 药铺的安眠药全都卖给了同一个买主。翻翻账本吧。
ah-event-cb_lr3 = 当铺老板收了一个会奏那首圣歌的八音盒。说服他讲出是谁拿来的。
ah-event-cb_me1 = 墓地里一座新坟，凑近时会发出哼声。读一读墓碑上刻的祷文。
ah-event-cb_me2 = 酒馆的常客争论是谁先开始哼唱的。请大家喝一轮，把事情理清楚。
ah-event-cb_me3 = 磨坊的水车随着歌声逆流转动。用力让它停下来。
ah-event-cb_oq1 = 灯塔墙上结着盐的字母把那首圣歌倒着拼了出来。弄清它们的含义。
ah-event-cb_oq2 = 鱼市拉上来的一张网里全是教堂的钟。把它们拖上岸。
ah-event-cb_oq3 = 海关存着一份潮汐表，其中一个夜晚用红笔标了出来。查明原因。
ah-event-cb_dq1 = 灯塔的楼梯一直通进会唱歌的水里。涉水而下时要保持清醒。
ah-event-cb_dq2 = 市场地窖里漂着一本泡水的赞美诗集，墨迹未干。在它读懂你之前先读懂它。
ah-event-cb_dq3 = 海关码头下的气泡按着歌的节拍往上冒。数清它们，找到源头。
ah-event-cb_dq4 = 码头下的一扇地窖门从里面闩上了。把它砸开。
ah-anomaly-cb_an1-0 = 这里的裂隙一片寂静，寂静中你注意到有东西被留下了。
ah-anomaly-cb_an1-1 = 裂隙里漏出一个拖长的音符。别跟着哼。
ah-anomaly-cb_an1-2 = 裂隙自己和着自己唱起了和声。用对抗的咒文回应它。
ah-anomaly-cb_an1-3 = 整个合唱团涌了出来。在声音的洪流中站稳。
ah-anomaly-cb_an2-0 = 安静的裂隙飘出暖风，缓解了你的疼痛。
ah-anomaly-cb_an2-1 = 一只溺水者的手抓住了裂隙边缘。把它推回去。
ah-anomaly-cb_an2-2 = 冰冷的水涨到膝盖，把你往下拽。别让它把你带走。
ah-anomaly-cb_an2-3 = 裂隙已成漩涡。只有完整的仪式才能封住它。
ah-anomaly-cb_an3-0 = 乐谱从裂隙中飘出。你能看懂这些五线谱吗？
ah-anomaly-cb_an3-1 = 裂隙随着心跳闪烁。抓住两次心跳之间的空隙。
ah-anomaly-cb_an3-2 = 你认识的人在另一边唱着歌呼唤你。念出打断呼唤的话语。
ah-anomaly-cb_an3-3 = 歌者的脸从下方贴上了裂隙。迎上它的目光，得知它的名字。
