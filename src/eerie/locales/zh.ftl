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
