### Eerie: the core's texts (the kernel's refusals, the terminal).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

cli-bad_choice = “{ $input }”은(는) 선택지가 아닙니다. 1부터 { $n }까지의 번호나 선택지 id를 입력하세요.
cli-bad_command = “{ $input }”은(는) 명령어가 아닙니다. /h를 입력하면 명령어 목록이 나옵니다.
cli-bad_key = “{ $input }”은(는) 지금 고를 수 없습니다. 표시된 키를 입력하거나, 목록의 순서로 고르려면 #1부터 #{ $n }까지, 또는 선택지 id를 입력하세요.
cli-choose = 선택 (번호 또는 id, 도움말은 /h):
cli-choose_keys = 선택 (키, #번호 또는 id, 도움말은 /h):
cli-help = 선택지 앞에 표시된 것을 입력하세요. 키가 있으면 키를, 키가 없으면 번호를 입력합니다. 키가 표시될 때 #N은 목록의 N번째 선택지를 고릅니다. 선택지 id도 입력할 수 있습니다. 키 여러 개를 공백이나 쉼표로 구분해 입력하면 차례대로 실행하며, 할 수 없는 키가 나오면 거기서 멈춥니다. 한 글자짜리 키는 띄어 쓰지 않고 붙여서 입력해도 됩니다. 명령어: /b 보드 보기, /o 선택지 전체 보기, /s 저장, /q 저장 후 종료, /h 도움말.
cli-keys = 다음 중 하나를 입력하세요: { $keys }
cli-pass_device = 기기를 { $seat }에게 넘긴 뒤 Enter를 누르세요.
cli-path_stopped = “{ $input }”에서 멈췄습니다: { $reason }
cli-path_unused = 차례가 넘어가서 다음 입력은 실행하지 않았습니다: { $keys }
cli-quit_saved = 게임을 { $path }에 저장했습니다. 나중에 --resume으로 이어서 할 수 있습니다.
cli-replay_at = { $total }수 중 { $n }수째
cli-replay_bad_key = “{ $input }”은(는) 여기서 쓸 수 없는 키입니다. Enter: 다음 수, b: 이전, 숫자: 그 수로 이동, q: 끝내기.
cli-replay_end = 마지막 수입니다. b: 이전, 숫자: 그 수로 이동, q: 끝내기.
cli-replay_prompt = Enter: 다음, b: 이전, 숫자: 이동, q: 끝내기 >
cli-round = { $round }라운드
cli-save_failed = 오류: 게임을 { $path }에 저장할 수 없습니다: { $reason }
cli-saved = { $path }에 저장했습니다.
cli-saving_to = 매 수마다 게임이 { $path }에 저장됩니다.
cli-table_chance = 실제 테이블에서 진행하세요: { $prompt } 그다음 결과를 입력하세요.
cli-your_turn = { $seat } 차례: { $prompt }
core-error-game_over = 게임이 이미 끝났습니다.
core-error-illegal_option = “{ $option }”: 지금 고를 수 없는 선택지입니다.
core-error-not_your_turn = 지금은 차례가 아닙니다 (행동 주체 { $actor }).
core-seat = 플레이어 { $seat }
