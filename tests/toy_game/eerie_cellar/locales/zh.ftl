# 烛光地窖（测试用的玩具游戏）的文本。剧本文本在剧本文件里，各语言齐全。

ui-game-candle-cellar = 烛光地窖

cellar-config-players = 人数
cellar-config-scenario = 剧本
cellar-scenario = { $id ->
   *[candle-cellar] 砰然关上的门
 }
cellar-team = 队伍
cellar-ending = { $id ->
    [dawn] 黎明时逃出
   *[dark] 蜡烛熄灭
 }

cellar-ev-say = { $text }
cellar-ev-objective = 目标：{ $text }
cellar-ev-victory = 胜利。{ $text }
cellar-ev-defeat = 失败。{ $text }
cellar-ev-round = 第 { $round } 轮：{ $seat } 号座位提起灯笼。
cellar-ev-roll = 骰子掷出 { $n } 点（需要 { $need } 点或以上）。
cellar-ev-whisper = 只有你听见的低语：{ $n ->
    [1] 楼梯边的木箱。
    [2] 蛛网下的木箱。
   *[other] 嗡嗡作响的木箱。
 }

cellar-prompt-roll = 掷一颗骰子：{ $need } 点或以上即成功
cellar-prompt-whisper = 地窖在对第一个座位低语
cellar-prompt-over = 游戏结束
cellar-opt-face = { $n }
cellar-opt-whisper = { $n } 号木箱

cellar-board-candle = 蜡烛：{ $n ->
    [0] 已经燃尽
   *[other] 还剩 { $n } 格
 }
cellar-board-key = { $has ->
    [1] 队伍拿到了钥匙。
   *[other] 钥匙还没找到。
 }
cellar-board-lantern = { $seat } 号座位提着灯笼。
cellar-board-whisper = 你听见的是：{ $n } 号木箱。
cellar-help = 输入选项的编号（1、2、3）。

# eerie validate: problems of a scenario file
cellar-val-unknown-event = 未知的事件 { $id }
cellar-val-unknown-objective = 未知的目标 { $id }
cellar-val-unknown-epilogue = 未知的尾声 { $id }
cellar-val-choice_without_default = 选择中至少要有一个不带 'when' 的选项
cellar-val-never_runs = 永远不会执行（{ $why }）
cellar-val-event_never_runs = 事件 { $id } 永远不会发生
cellar-val-no_ending = 剧本需要一个能达成的胜利和一个能达成的失败
