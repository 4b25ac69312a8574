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

## The simulation report and summary (eerie simulate), eerie validate's count.
cli-validate-summary = { $path }: 콘텐츠 파일 { $files }개 검사, 그중 { $bad }개에 오류; 다른 .json 파일 { $skipped }개는 건너뜀
sim-agent = AI 수준
sim-all_level = { $setting }, 모두 { $level }
sim-ci = 95% 신뢰구간
sim-console-agents_head = AI
sim-console-by_agent_game = AI 수준별 승률 (게임당)
sim-console-by_agent_seat = AI 수준별 승률 (맡은 자리당)
sim-console-endings = 게임 종료: { $list }
sim-console-games_played = 게임 수
sim-console-mean = { $name } (게임당 평균): { $mean } (95% 신뢰구간 { $low }-{ $high }, 표준편차 { $sd })
sim-console-no_winner = 승자 없는 게임: { $wins } ({ $rate })
sim-console-rate = 승률
sim-console-rotated = (자리 순환)
sim-console-rounds = 게임 길이(라운드)
sim-console-run = { $game }: 게임 { $games }판, 자리 { $seats }개, 시드 { $seed }, AI { $agents }
sim-console-run_players = { $game }: 게임 { $games }판, 플레이어 { $players }명, 자리 { $seats }개, 시드 { $seed }, AI { $agents }
sim-console-seat = { $n }번 자리({ $name }): { $list }
sim-console-seats_played = 맡은 자리 수
sim-console-team = { $team } 팀: { $games }판 중 { $wins }판 승리 ({ $rate }, 95% 신뢰구간 { $low }-{ $high })
sim-console-wins = 승리
sim-games = 게임 수
sim-investigators = 조사자 { $n }명
sim-name = 이름
sim-played_by = 맡은 AI
sim-players = 플레이어 { $n }명
sim-rotating = 순환
sim-rounds = 라운드
sim-scenario_setting = { $scenario }, { $setting }
sim-seat = 자리
sim-seat_n = { $n }번 자리
sim-seats = 자리 { $n }개
sim-win_rate_seat = 자리별 승률
sim-report-agent_seat = AI 수준과 자리
sim-report-agents_list = AI (1번 자리, 2번 자리, …)
sim-report-by_agent_game = AI 수준별 승률 (게임당)
sim-report-by_agent_game_note = AI 수준별 승률 (게임당: 한 팀에서 같은 수준이 맡은 자리들은 한 번의 시행으로 셈)
sim-report-by_agent_seat = AI 수준별 승률 (맡은 자리당)
sim-report-by_seat = 자리별 승률
sim-report-caption = 막대는 승률이고, 오차 막대는 95% 윌슨 점수 구간입니다.
sim-report-caption_shared = 팀 게임이나 협력 게임에서는 승자들이 함께 이깁니다. 이긴 자리는 각각 1승으로 셉니다(팀이 이겨도 한 자리는 질 수 있으니 팀 결과와 자리별 결과를 함께 보세요).
sim-report-caption_tie = 무승부는 승자마다 1승을 똑같이 나누어 셉니다.
sim-report-config = 설정
sim-report-difficulty = 난이도
sim-report-difficulty_note = 실행마다 팀의 AI 수준에 따라 각 팀의 게임당 승률(95% 윌슨 구간; 승리/게임), 라운드로 잰 게임 길이, 게임 통계(게임당 평균, 95% 구간)를 보여 줍니다.
sim-report-drawn = 뽑은 수
sim-report-ending = 종료 방식
sim-report-endings = 게임이 끝난 방식
sim-report-equal_share = 균등 몫
sim-report-equal_share_of = 균등 몫 ({ $run })
sim-report-figures = 그림
sim-report-game_length = 게임 길이
sim-report-games_per_run = 실행당 게임 수
sim-report-games_share = 게임 수 (비율, 95% 신뢰구간)
sim-report-lineup = 배치 (1번 자리 / 2번 자리 / …)
sim-report-lineups = 배치 (자리마다의 AI 수준)
sim-report-mean = 평균
sim-report-means = 게임 길이와 통계 (게임당)
sim-report-measure = 항목
sim-report-no_winner = 승자 없는 게임
sim-report-note_balance = 모든 자리가 같은 AI 수준으로 플레이했으므로 이 승률은 자리 사이의 균형을 보여 줍니다. 균등 몫 { $share }와 비교해 보세요.
sim-report-note_rotate = AI 수준이 자리를 돌아가며 맡으므로 모든 자리가 각 수준을 똑같이 자주 만납니다. 그래서 이 승률에는 수준이 섞여 있어 자리 균형에 대해서는 아무것도 말해 주지 않습니다. 자리 균형은 모든 자리가 같은 수준으로 플레이한 실행에서 알 수 있습니다({ $command }).
sim-report-notes = 기록
sim-report-notes_drawn = { $title } (뽑은 횟수와 가진 사람의 결과)
sim-report-of_games = { $games }판 중 { $wins }판
sim-report-param-agents = AI
sim-report-param-backend = 백엔드
sim-report-param-batch = 배치 크기
sim-report-param-command = 명령
sim-report-param-date = 날짜
sim-report-param-game = 게임
sim-report-param-rotation = 자리 순환
sim-report-param-runs = 실행
sim-report-param-seed = 시드
sim-report-param-time = 시간
sim-report-param-version = eerie 버전
sim-report-parameter = 항목
sim-report-parameters = 실행 조건
sim-report-rotation_keep = 각 수준이 자기 자리를 지킴
sim-report-rotation_rotate = 수준이 자리를 돌아가며 맡음
sim-report-run = 실행
sim-report-run_heading = { $run }: 게임 { $games }판
sim-report-runs_listed = { $n }개 (아래 표 참고)
sim-report-sd = 표준편차
sim-report-seat_balance = 자리 균형: 모든 자리가 같은 AI 수준
sim-report-seat_name = { $n }번 자리: { $name }
sim-report-seat_results = 자리별 결과
sim-report-seat_results_note = 각 자리의 게임이 어떻게 끝났고 왜 그랬는지 (게임 수; 게임 중 비율, 95% 신뢰구간).
sim-report-seat_wins = { $n }번 자리 승리
sim-report-team = 팀
sim-report-team_agent = { $team }: AI 수준
sim-report-team_levels = AI 수준
sim-report-team_note = 팀의 승리는 게임마다 한 번만 셉니다(팀의 자리들은 함께 이기거나 함께 지며, 구간은 게임 수로 셉니다).
sim-report-team_rate = 팀 승률 (95% 신뢰구간; 승리/게임)
sim-report-team_result = 팀 결과
sim-report-team_won = { $team } 승리
sim-report-title = Eerie 시뮬레이션 보고서
sim-report-title_game = Eerie 시뮬레이션: { $game }
sim-report-value = 값
sim-report-win_rate = 승률 (95% 신뢰구간)
sim-report-win_rate_wins = 승률 (95% 신뢰구간; 승리/게임)
sim-report-seats = 자리 수
sim-console-simulating = 시뮬레이션 중
sim-console-speed = { $seconds }초, 초당 { $rate }판 ({ $backend })
sim-console-starting = 시작하는 중
sim-report-time = { $seconds }초 (초당 { $rate }판)

# h-text
## Usage errors of the command line (eerie.cli.usage): one line each, after "error:".
cli-usage-no_command = { $command }에는 “{ $name }” 명령이 없습니다 (명령 목록은 { $command } --help)
cli-usage-no_command_maybe = { $command }에는 “{ $name }” 명령이 없습니다. { $matches }을(를) 말씀하신 건가요? (명령 목록은 { $command } --help)
cli-usage-no_option = { $command }에는 { $option } 옵션이 없습니다 (옵션 목록은 { $command } --help)
cli-usage-no_option_maybe = { $command }에는 { $option } 옵션이 없습니다. { $matches }을(를) 말씀하신 건가요? (옵션 목록은 { $command } --help)
cli-usage-needs_value = { $option } 뒤에 { $n ->
        [1] 값을
       *[other] 값을 { $n }개
    } 적어야 합니다
cli-usage-takes_no_value = { $option }은(는) 값을 받지 않는 플래그입니다
cli-usage-missing_argument = { $command }에는 { $name }을(를) 적어야 합니다 (무엇을 적는지는 { $command } --help)
cli-usage-missing_option = { $command }에는 { $option } 옵션이 필요합니다 (무엇을 적는지는 { $command } --help)
cli-usage-bad_value = { $option }: “{ $value }”은(는) { $kind ->
        [int] 정수가
        [float] 숫자가
        [bool] 예/아니요 값이
       *[other] 받을 수 있는 값이
    } 아닙니다
cli-usage-extra = { $command }은(는) 더 받을 것이 없는데 { $args }이(가) 주어졌습니다 (받는 것은 { $command } --help)
cli-usage-other = { $command }: { $problem } (자세한 내용은 { $command } --help)
## eerie validate's lines about a file (eerie.cli.validation): "format" is the JSON field.
cli-validate-line = { $file }: { $problem }
cli-validate-ok = { $file }: 이상 없음
cli-validate-bad_ladder = 난이도 등급표가 아닙니다: { $reason }
cli-validate-unknown_format = 알 수 없는 콘텐츠 형식 { $format } ({ $n ->
        [one] { $last }
       *[other] { $expected }, { $last } 중 하나
    }여야 합니다)
cli-validate-no_format = 파일에 format 항목이 없습니다 ({ $n ->
        [one] { $last }
       *[other] { $expected }, { $last } 중 하나
    }여야 합니다)
cli-validate-no_content = { $path }: 오류: 이 폴더에는 Eerie 콘텐츠 파일이 없습니다
## The measures every simulation run has (eerie.sim.report.MEASURE_LABELS).
sim-decisions = 결정 횟수
## Help texts of the commands (eerie.cli.group.HELP_KEYS): English = the code's own.
cli-doc-main = Eerie: 컴퓨터가 심판이자 상대가 되어 주는 호러 보드게임.
cli-doc-version = 버전을 출력합니다.
cli-doc-games =
    Eerie로 할 수 있는 게임을 AI 수준과 옵션과 함께 보여 줍니다 (옵션은 play와
    simulate에 --option 이름=값으로 줍니다).
cli-doc-rules = 게임 규칙 요약을 보여 줍니다.
cli-doc-play = 터미널에서 AI 자리나 한자리에 모인 사람들과 게임을 합니다.
cli-doc-play-game_id = 게임 id (eerie games로 목록을 볼 수 있으며, --resume을 쓰면 필요 없습니다).
cli-doc-play-players = 플레이어 수.
cli-doc-play-ai = AI가 맡을 자리(1부터), 예: '2,3,4' 또는 '2:random,3'. 나머지 자리는 사람이 맡습니다.
cli-doc-play-level = 수준을 적지 않은 AI 자리의 난이도(easy 쉬움, normal 보통, hard 어려움, strongest 최강) 또는 AI 수준.
cli-doc-play-seed = 주사위, 카드, AI에 쓰는 시드.
cli-doc-play-lang = 언어: en, ko 또는 zh (기본값: --resume이면 그 게임을 마지막으로 한 언어, 아니면 LC_ALL, LC_MESSAGES, LANG 순으로 정하고, 없으면 en).
cli-doc-play-variant = 게임 변형 (게임마다 다름).
cli-doc-play-layout = 게임판 배치 (게임마다 다름).
cli-doc-play-scenario = 시나리오 id 또는 파일 (시나리오가 있는 게임).
cli-doc-play-together = 한 사람이 함께 맡는 자리, 예: '2,3,4' (그 자리들 사이에는 기기 넘기기 화면이 나오지 않습니다). 여러 번 줄 수 있습니다.
cli-doc-play-table_dice = 실제 테이블에서 굴린 주사위와 뽑은 카드를 직접 입력합니다.
cli-doc-play-save = 행동할 때마다 저장하는 기록 파일 (기본값: $EERIE_HOME/saves 또는 ~/.local/share/eerie/saves에 새 파일, --resume이면 그 파일).
cli-doc-play-resume = 이 기록의 게임을 이어서 합니다. 다시 주지 않으면 AI 자리, --together, --table-dice, 언어는 그 게임에서 쓰던 대로입니다.
cli-doc-play-ai_iterations = 탐색하는 AI 자리(가장 강한 수준)가 결정마다 쓸 탐색 반복 횟수. 시계 대신 이 횟수만큼 생각하므로, --seed와 함께 쓰면 어느 컴퓨터에서나 AI가 똑같이 둡니다.
cli-doc-replay =
    끝났거나 진행 중인 게임을 한 수씩 봅니다: 수마다 메시지, 그다음 게임판.

    Enter: 다음 수, b: 뒤로, 숫자: 그 수로 이동, q: 끝내기.
cli-doc-simulate = AI 수준끼리 시드를 정한 게임을 여러 판 시뮬레이션하고 승률을 보고합니다.
cli-doc-simulate-games_ = 게임 수 (플레이어 수마다).
cli-doc-simulate-players = 플레이어 수. 쉼표로 여러 개(2,3,4)를 주면 같은 시드로 하나씩 실행해 나란히 보고합니다.
cli-doc-simulate-seed = 실행 전체의 시드.
cli-doc-simulate-agents = 자리별 AI 수준, 쉼표로 구분. 자리보다 적으면 마지막 수준을 되풀이합니다. 모든 자리가 같은 역할인 게임에서는 게임마다 수준이 자리를 돌아갑니다.
cli-doc-simulate-workers = 사용할 프로세스 수 (local: 1이면 이 프로세스에서 실행, ray: --address가 없을 때 띄우는 로컬 Ray의 CPU 수).
cli-doc-simulate-backend = 게임을 실행할 곳: local(이 컴퓨터의 프로세스) 또는 ray(pip install 'eerie\[cluster]').
cli-doc-simulate-address = 사용할 Ray 클러스터 (예: auto 또는 ray://head:10001). --backend ray가 필요합니다. 없으면 로컬 Ray를 띄웠다가 끝냅니다.
cli-doc-simulate-batch = 작업 하나로 워커에 보내는 게임 수.
cli-doc-simulate-scenario = 시나리오 id 또는 파일 (시나리오가 있는 게임). 쉼표로 여러 개를 주면 (플레이어 수마다) 하나씩 실행합니다.
cli-doc-simulate-output = 모든 게임의 결과와 요약을 이 JSON 파일에도 씁니다.
cli-doc-simulate-csv_path = 게임마다 한 줄씩 이 CSV 파일에도 씁니다.
cli-doc-simulate-report = 그림이 든 HTML 보고서를 이 파일에도 씁니다 (matplotlib 필요: pip install 'eerie\[report]').
cli-doc-simulate-no_rotate = 수준을 돌리지 않고 각 수준이 제자리를 지킵니다.
cli-doc-simulate-balance = 플레이어 수와 주어진 AI 수준마다 모든 자리가 그 수준인 실행도 합니다. 그 자리별 승률로 자리 간 균형을 (협력 게임에서는 그 수준에서의 난이도도) 알 수 있습니다. 수준을 하나만 주면 이미 그런 실행입니다.
cli-doc-validate =
    콘텐츠 파일을 검사하고 모든 문제를 그 위치와 함께 알려 줍니다.

    오류가 있는 파일이 하나라도 있으면 종료 상태는 1이며, 경고는 보여 주기만 하고 실패로 치지 않습니다.
    폴더를 주면 그 안의 콘텐츠 파일을 찾아 검사하고, 마지막에 몇 개를 검사했는지 출력합니다.
cli-doc-validate-paths = 검사할 파일(지도, 시나리오 같은 게임 콘텐츠 파일과 기록) 또는 폴더: 폴더와 그 하위 폴더에서 format 필드가 Eerie 형식을 가리키는 모든 .json 파일.
cli-doc-serve = 웹 플랫폼(로비 API, 웹소켓, 데이터베이스)을 실행합니다.
cli-doc-opt-investigators = 조사자 id, 쉼표로 구분 (조사자가 있는 게임).
cli-doc-opt-option = 게임 옵션, 이름=값 형식, 여러 번 줄 수 있습니다 (게임별 옵션은 eerie games에서 볼 수 있습니다).
cli-doc-opt-help = 이 도움말을 보여 주고 끝냅니다.
cli-doc-opt-lang = 언어: en, ko 또는 zh (기본값: LC_ALL, LC_MESSAGES, LANG 순으로 정하고, 없으면 en).
# h-err
## Errors of the command line's commands (eerie.cli.common.fail): one line each, after "error:".
cli-err-problem = { $text }
cli-err-unknown_lang = 알 수 없는 언어 “{ $lang }”입니다. { $choices } 중에서 고르세요
cli-err-unknown_game = 알 수 없는 게임 “{ $game }”입니다. { $n ->
        [0] 설치된 게임이 없습니다 (Eerie 소스를 업데이트했다면 다시 설치하세요: pip install -e .)
       *[other] 있는 게임: { $games }
    }
cli-err-ai_not_seat = --ai: “{ $value }”은(는) 자리 번호가 아닙니다 (예: 2 또는 2:random)
cli-err-ai_twice = --ai: { $seat }번 자리가 두 번 주어졌습니다
cli-err-no_seat = { $option }: { $seat }번 자리는 없습니다 (자리는 1번부터 { $seats }번까지)
cli-err-option_not_pair = --option “{ $item }”이(가) 이름=값 형식이 아닙니다
cli-err-option = --option { $problem }
cli-err-investigators_empty = --investigators에는 조사자 id를 하나 이상 적어야 합니다
cli-err-no_rules = { $game }의 { $lang } 규칙 설명이 없습니다
cli-err-resume_other_game = { $file }은(는) { $game }이(가) 아니라 { $found } 게임입니다
cli-err-resume_fixed = { $options }: --resume과 함께 바꿀 수 없습니다 (게임 설정은 기록 파일에 들어 있습니다)
cli-err-record_meta = 기록의 meta 항목 “{ $field }”이(가) eerie play가 쓰는 값이 아닙니다: { $value }
cli-err-together_not_seats = --together “{ $value }”은(는) 자리 번호 목록이 아닙니다
cli-err-which_game = 어떤 게임인가요? GAME(목록은 eerie games)이나 --resume FILE을 적으세요
cli-err-cannot_save_in = { $folder }에 게임을 저장할 수 없습니다: { $reason } (쓸 수 있는 폴더를 EERIE_HOME으로 지정하거나 --save FILE을 적으세요)
cli-err-cannot_save = { $option } { $file }: 그곳에 기록을 쓸 수 없습니다: { $reason }
cli-err-between = { $option }은(는) { $low }에서 { $high } 사이여야 합니다
cli-err-at_least = { $option }은(는) { $low } 이상이어야 합니다
cli-err-players_not_number = --players: “{ $value }”은(는) 인원수가 아닙니다 (예: 4 또는 2,3,4)
cli-err-players_twice = --players: { $n }명이 두 번 주어졌습니다
cli-err-out_is_folder = { $option } { $file }: 파일이 아니라 폴더입니다
cli-err-out_no_folder = { $option } { $file }: { $why ->
        [not_folder] { $folder }은(는) 폴더가 아닙니다
       *[missing] { $folder } 폴더가 없습니다
    }
cli-err-out_not_writable = { $option } { $file }: 쓸 수 없습니다
cli-err-scenario_empty = --scenario에는 시나리오 id나 파일을 적어야 합니다
cli-err-agents_empty = --agents에는 AI 수준을 하나 이상 적어야 합니다
cli-err-unknown_level = 알 수 없는 AI 수준 “{ $level }”입니다. { $levels } 중에서 고르세요
cli-err-too_many_agents = 자리는 { $seats }개인데 AI를 { $n }개 주었습니다
cli-err-balance_roles = --balance는 모든 자리가 같은 역할을 하는 게임에서만 쓸 수 있습니다
cli-err-cannot_write = { $file }에 쓸 수 없습니다: { $reason }
## Problems with game options (eerie.core.config.ConfigError); $value is JSON.
config-err-bad = { $name }은(는) { $allowed }여야 합니다. 주어진 값: { $value }
config-allowed-int_range = { $low }에서 { $high } 사이의 정수
config-allowed-int_min = { $low } 이상의 정수
config-allowed-int_max = { $high } 이하의 정수
config-allowed-int = 정수
config-allowed-choice = { $names } 중 하나{ $file ->
        [yes] {" "}또는 파일 경로
       *[no] {""}
    }
config-allowed-bool = true 또는 false
config-allowed-text = 텍스트
config-allowed-text_pattern = { $pattern }에 맞는 텍스트
config-allowed-list = id { $low }개 이상의 목록
config-allowed-list_range = id { $low }개 이상 { $high }개 이하의 목록
config-allowed-mapping = id마다 0 이상의 정수를 적은 객체
config-err-twice = { $name }: { $ids }이(가) 두 번 나옵니다
config-err-unknown_ids = { $name }: 알 수 없는 { $ids } ({ $choices } 중에서 고르세요)
config-err-not_whole = { $name }: “{ $text }”은(는) 정수가 아닙니다
config-err-not_bool = { $name }: “{ $text }”은(는) true나 false가 아닙니다
config-err-not_json = { $name }: “{ $text }”은(는) 올바른 JSON이 아닙니다 ({ $line }번째 줄 { $column }번째 글자)
config-err-unknown_options = 알 수 없는 옵션 { $n }개: { $names } ({ $count ->
        [0] 이 게임에는 옵션이 없습니다
       *[other] 옵션: { $options }
    })
config-err-only_when = { $name }은(는) { $when } 때에만 쓰이므로 여기서는 { $value }일 수 없습니다
config-when-values = { $field }이(가) { $n ->
        [1] { $values }일
       *[other] { $values } 중 하나일
    }
config-when-min = { $field }이(가) { $low } 이상일
## Help texts of replay and serve (eerie.cli.group.HELP_KEYS): English = the code's own.
cli-doc-replay-file = 기록 파일.
cli-doc-replay-at = 이만큼의 행동을 한 뒤의 상황을 보여 줍니다.
cli-doc-replay-auto = 멈추지 않고 게임 전체를 출력합니다.
cli-doc-replay-seat = 이 자리(1부터 셈)의 눈으로 게임을 봅니다: 그 자리의 보드와 그 자리가 볼 수 있는 메시지 (기본값: 관전자 시점).
cli-doc-serve-host = 접속을 기다릴 주소.
cli-doc-serve-port = 접속을 기다릴 포트 (1~65535).
cli-doc-serve-db = SQLAlchemy URL 형식의 데이터베이스 (기본값: 데이터 폴더의 SQLite 파일).
cli-doc-serve-data_dir = 데이터 폴더 (기본값: $EERIE_HOME 또는 ~/.local/share/eerie).
cli-doc-serve-allow_origin = 서버 자신 외에 허용할 브라우저 출처 (예: http://localhost:5173). 여러 번 쓸 수 있습니다.
cli-doc-serve-allow_host = 서버가 응답할 호스트 이름 (Host 헤더, 예: games.example.org 또는 *.example.org). 여러 번 쓸 수 있습니다. 기본값: 루프백 주소에서는 127.0.0.1, localhost, ::1만, 그 밖에는 모두.
cli-doc-serve-ai_budget = AI 자리가 결정 하나에 생각할 수 있는 초 (탐색은 그 안에 멈춥니다. 그 뒤 --ai-grace초가 지나도 답하지 않는 작업자는 교체되고 무작위로 고른 합법적인 선택지가 플레이됩니다).
cli-doc-serve-ai_iterations = 시간 대신 결정 하나당 search 수준이 탐색할 반복 횟수 (그러면 시드를 준 테이블은 어디서든 같은 결정을 내립니다).
cli-doc-serve-ai_grace = 생각 중인 AI 작업자를 끊기 전에 --ai-budget 뒤로 더 기다릴 초.
cli-doc-serve-ai_workers = AI 작업자 프로세스 수 (기본값: 코어 수보다 하나 적게, 최소 1개). 0이면 서버의 스레드에서 서버 인터프리터를 함께 쓰며 생각합니다.
cli-doc-serve-creates_per_minute = 클라이언트 주소 하나가 --creates-burst만큼 몰아서 만든 뒤 1분에 만들 수 있는 테이블 수.
cli-doc-serve-creates_burst = 클라이언트 주소 하나가 한꺼번에 만들 수 있는 테이블 수.
cli-doc-serve-max_tables_per_address = 클라이언트 주소 하나가 가질 수 있는 끝나지 않은 테이블 수.
cli-doc-serve-max_live_tables = 이 서버가 유지하는 끝나지 않은 테이블의 최대 수 (넘으면 일부가 끝나거나 만료될 때까지 503으로 거절합니다).
cli-doc-serve-expire_unjoined = 테이블이 첫 사람의 참가를 기다리다가 만료되기까지의 시간(시간 단위).
cli-doc-serve-expire_idle = 테이블에 행동도 참가도 없이 지나 만료되기까지의 시간(시간 단위).
cli-doc-serve-allow_client_seed = 클라이언트가 보낸 시드를 받아들입니다 (테스트와 시연 전용: 시드를 알면 주사위를 예측할 수 있습니다).
cli-doc-serve-redis = 여러 작업자가 PostgreSQL 데이터베이스 하나를 함께 쓸 때(수평 확장) 공유하는 Redis URL. 예: redis://127.0.0.1:6379/0
cli-doc-serve-workers = --port부터 이어지는 포트에서 시작할 작업자 프로세스 수 (둘 이상이면 --redis와 PostgreSQL --db가 필요합니다).
cli-doc-serve-worker_id = 임대에 쓰이는 이 작업자의 이름 (기본값: 호스트 이름과 프로세스 id).
cli-doc-serve-lease_seconds = 작업자가 테이블에 건 임대가 갱신 없이 유지되는 초 (멈춘 작업자의 테이블을 다른 작업자가 얼마나 빨리 넘겨받는지).
cli-doc-serve-poll_seconds = 다른 작업자가 저장한 행동이 있는지 작업자가 데이터베이스를 확인하는 간격(초) (잃어버린 Redis 메시지를 메웁니다).
cli-doc-serve-log_level = debug, info, warning, error 중 하나.
cli-err-save_is_folder = 파일이 아니라 폴더입니다
cli-err-save_under_file = { $file }은(는) 폴더가 아니라 파일입니다

# h-err2
cli-err-serve-log_level = --log-level { $value }: 다음 중 하나를 고르세요: { $choices }
cli-err-serve-port = --port { $port }: 포트는 1에서 65535 사이의 숫자입니다
cli-err-serve-ai_budget = --ai-budget { $value }: AI 좌석에는 생각할 시간이 필요합니다(0초보다 커야 함)
cli-err-serve-ai_iterations = --ai-iterations { $value }: 탐색은 최소 1회 반복해야 합니다
cli-err-serve-ai_grace = --ai-grace와 --ai-workers: 0 이상이어야 합니다
cli-err-serve-creates = --creates-per-minute, --creates-burst, --max-tables-per-address: 한 사람이 테이블을 적어도 하나는 만들 수 있어야 합니다(각각 0보다 크게, 1 이상, 1 이상)
cli-err-serve-max_live_tables = --max-live-tables { $value }: 서버는 테이블을 적어도 하나는 유지할 수 있어야 합니다
cli-err-serve-expire = --expire-unjoined와 --expire-idle: 테이블에는 어느 정도 시간이 필요합니다(0시간보다 커야 함)
cli-err-serve-workers = --workers { $workers }: 1 이상이어야 하고, --port부터 이어지는 포트가 65536 미만이어야 합니다
cli-err-serve-lease = --lease-seconds와 --poll-seconds: 0초보다 커야 합니다
cli-err-serve-workers_redis = --workers { $workers }: 여러 워커는 Redis로 테이블을 공유합니다. --redis redis://HOST:PORT/0 (그리고 PostgreSQL --db)를 지정하세요
cli-err-serve-redis_postgres = --redis: 테이블을 공유하는 워커에는 PostgreSQL 데이터베이스(--db postgresql+psycopg://...)가 필요합니다. SQLite는 프로세스 하나만 지원합니다
cli-err-serve-redis_url = --redis { $url }: Redis URL이 아닙니다(예: redis://127.0.0.1:6379/0)
cli-err-serve-redis_import = --redis: redis 패키지를 불러올 수 없습니다({ $reason })
cli-err-serve-redis_unreachable = { $url }의 Redis에 연결할 수 없습니다: { $reason }
cli-err-serve-origin = --allow-origin { $origin }: 출처는 scheme://host[:port] 형식입니다(예: http://localhost:5173)
cli-err-serve-db_kind = --db: 알 수 없는 데이터베이스 종류 { $kind }(예: sqlite, postgresql+psycopg)
cli-err-serve-db_url = --db { $url }: 데이터베이스 URL이 아닙니다(예: sqlite:///games.db, postgresql+psycopg://user:password@host/eerie)
cli-err-serve-db_driver = --db { $url }: 드라이버를 불러올 수 없습니다({ $reason })
cli-err-serve-db_folder = { $where }: 데이터베이스 폴더 { $folder }을(를) 만들 수 없습니다: { $reason }
cli-err-serve-db_open = 데이터베이스 { $url }을(를) 열 수 없습니다: { $reason }
record-err-not_object = 기록은 JSON 객체여야 합니다
record-err-format = Eerie 기록이 아닙니다(format 값: { $found })
record-err-version = 지원하지 않는 기록 버전입니다: { $found }
record-err-missing = 기록에 { $field } 필드가 없습니다
record-err-field_kind = 기록의 { $field } 필드는 { $kind ->
    [string] 문자열이어야
    [list] 목록이어야
   *[object] 객체여야
} 합니다
record-err-action_shape = { $n }번째 동작이 [actor, option] 형식이 아닙니다: { $action }
record-err-cannot_read = { $file }을(를) 읽을 수 없습니다: { $reason }
record-err-not_text = { $file }은(는) 텍스트(UTF-8) 파일이 아닙니다
record-err-json = { $where }: 올바르지 않은 JSON입니다: { $reason }
record-err-json_deep = { $where }: 올바르지 않은 JSON입니다: 너무 깊이 중첩되어 있습니다
record-err-unknown_game = 알 수 없는 게임 { $game }. 알려진 게임: { $known }
record-err-bad_config = 잘못된 설정: { $problem }
record-err-illegal = { $n }번째 동작({ $actor }, { $option })은(는) 규칙에 맞지 않습니다: { $reason }
record-err-hash = 다시 재생한 뒤의 상태 해시가 다릅니다: { $got } != { $want }
sim-err-no_ray = ray 백엔드에는 Ray가 필요한데 불러올 수 없습니다({ $reason }). pip install 'eerie[cluster]'로 설치하세요
sim-err-ray_cluster = { $address }의 Ray 클러스터
sim-err-ray_local = 로컬 Ray
sim-err-ray_start = { $where }을(를) 시작할 수 없습니다: { $reason }
sim-err-task = Ray 작업이 실패했습니다: { $reason }
sim-err-task_module = Ray 작업이 실패했습니다: { $reason } (클러스터의 모든 노드에 eerie가 설치되어 있나요?)
sim-err-backend = 알 수 없는 백엔드 { $name }. 다음 중 하나를 고르세요: { $choices }
sim-err-workers = 워커 수는 1 이상이어야 합니다
sim-err-address = 주소는 ray 백엔드(--backend ray)에서만 쓸 수 있습니다
sim-err-no_matplotlib = HTML 보고서에는 matplotlib이 필요한데 불러올 수 없습니다({ $reason }). pip install 'eerie[report]'로 설치하세요

## Problems of content files (eerie.core.problems): "place" is where in the file, "text" what is wrong.
problem-error = { $place }: { $text }
problem-warning = { $place }: 경고: { $text }
problem-whole = { $text }
problem-whole-warning = 경고: { $text }
problem-place-top = (최상위)
problem-place-line = { $line }번째 줄 { $column }번째 글자
problem-read-is_folder = 폴더입니다 (안의 파일을 검사하려면 폴더 자체를 지정하세요)
problem-read-unreadable = 파일을 읽을 수 없습니다: { $reason }
problem-read-not_text = 파일을 읽을 수 없습니다: 텍스트(UTF-8) 파일이 아닙니다
problem-read-bad_json = 올바른 JSON이 아닙니다: { $reason }
problem-read-bad_number = 올바른 JSON이 아닙니다: { $reason }
problem-read-too_deep = 올바른 JSON이 아닙니다: 중첩이 너무 깊습니다
problem-pydantic-found = { $text } (실제 값 { $value })
problem-pydantic-missing = 필수 항목이 없습니다
problem-pydantic-extra_forbidden = 알 수 없는 항목입니다 (형식에 없는 항목: 오타인가요?)
problem-pydantic-string_type = 텍스트여야 합니다
problem-pydantic-string_unicode = 올바른 텍스트여야 합니다
problem-pydantic-int_type = 정수여야 합니다
problem-pydantic-int_parsing = 정수여야 합니다
problem-pydantic-int_from_float = 소수점 없는 정수여야 합니다
problem-pydantic-float_type = 수여야 합니다
problem-pydantic-float_parsing = 수여야 합니다
problem-pydantic-finite_number = 유한한 수여야 합니다
problem-pydantic-bool_type = true 또는 false여야 합니다
problem-pydantic-bool_parsing = true 또는 false여야 합니다
problem-pydantic-list_type = 목록이어야 합니다
problem-pydantic-tuple_type = 목록이어야 합니다
problem-pydantic-set_type = 중복 없는 목록이어야 합니다
problem-pydantic-frozen_set_type = 중복 없는 목록이어야 합니다
problem-pydantic-dict_type = 객체여야 합니다
problem-pydantic-model_type = 객체여야 합니다
problem-pydantic-model_attributes_type = 객체여야 합니다
problem-pydantic-none_required = null이어야 합니다
problem-pydantic-json_invalid = 올바른 JSON이 아닙니다
problem-pydantic-json_type = JSON 텍스트여야 합니다
problem-pydantic-recursion_loop = 자기 자신을 가리킵니다
problem-pydantic-value_error = { $reason }
problem-pydantic-assertion_error = { $reason }
problem-pydantic-literal_error = { $expected } 중 하나여야 합니다
problem-pydantic-enum = { $expected } 중 하나여야 합니다
problem-pydantic-greater_than = { $gt }보다 커야 합니다
problem-pydantic-greater_than_equal = { $ge } 이상이어야 합니다
problem-pydantic-less_than = { $lt }보다 작아야 합니다
problem-pydantic-less_than_equal = { $le } 이하여야 합니다
problem-pydantic-multiple_of = { $multiple_of }의 배수여야 합니다
problem-pydantic-too_short = 항목이 { $min_length }개 이상 있어야 합니다 (현재 { $actual_length }개)
problem-pydantic-too_long = 항목은 최대 { $max_length }개입니다 (현재 { $actual_length }개)
problem-pydantic-string_too_short = { $min_length }글자 이상이어야 합니다
problem-pydantic-string_too_long = 최대 { $max_length }글자입니다
problem-pydantic-string_pattern_mismatch = { $pattern } 패턴과 맞아야 합니다
problem-pydantic-union_tag_invalid = 알 수 없는 '{ $discriminator }' 값 { $tag } ({ $expected_tags } 중 하나여야 합니다)
problem-pydantic-union_tag_not_found = '{ $discriminator }' 항목이 있어야 합니다
problem-pydantic-other = { $reason }

## The server's answers to refused requests and messages (eerie.server): codes in the protocol, texts here.
server-err-not_whole = '{ $field }'은(는) 정수여야 합니다
server-err-id_type = 'id'는 문자열이나 숫자여야 합니다
server-err-id_long = 'id'가 { $n }자보다 깁니다
server-err-one_object = 메시지는 JSON 객체 하나여야 합니다
server-err-negative = '{ $field }'은(는) 음수일 수 없습니다
server-err-full_bool = 'full'은 true 또는 false여야 합니다
server-err-hello_token = hello에는 좌석 토큰이나 "spectate": true가 있어야 합니다
server-err-option_id = 'option'은 선택지 id여야 합니다
server-err-unknown_type = 알 수 없는 메시지 종류: { $kind }
server-err-json_text = 메시지는 JSON 텍스트여야 합니다
server-err-too_big = 메시지는 최대 { $n }바이트입니다
server-err-hello_first = 먼저 토큰과 함께 hello를 보내세요 (또는 관전하세요)
server-err-hello_must = 첫 메시지는 hello여야 합니다
server-err-no_table = 그런 테이블이 없습니다
server-err-no_game = 그런 게임이 없습니다
server-err-no_file = 그런 파일이 없습니다
server-err-no_map = 그런 지도가 없습니다
server-err-no_rules = 규칙 설명이 없습니다
server-err-languages = 지원 언어: { $languages }
server-err-no_seeds = 이 서버는 시드를 받지 않습니다
server-err-token_throttle = 이 주소에서 잘못된 토큰이 너무 많습니다. 1분 뒤에 다시 하세요
server-err-bad_token = 이 토큰으로 앉을 수 있는 좌석이 이 테이블에 없습니다
server-err-secret_record = 비밀이 있는 게임이라 기록은 게임이 끝난 뒤에 공개됩니다
server-err-unavailable = 지금은 데이터베이스에 연결할 수 없습니다. 몇 초 뒤에 다시 해 보세요
server-err-too_many_messages = 메시지가 너무 많습니다. 천천히 보내고 다시 연결하세요
server-err-already_hello = 이미 hello를 보냈습니다
server-err-rate_limited = 이 주소에서 테이블을 너무 많이 만들었습니다. { $seconds }초 뒤에 다시 하세요
server-err-too_many_tables = 이 주소에는 끝나지 않은 테이블이 이미 { $n }개 있습니다. 몇 개를 끝내거나 만료될 때까지 기다리세요
server-err-full = 이 서버에 끝나지 않은 테이블이 너무 많습니다
server-err-not_your_seat = { $seat }번 좌석은 당신이 둘 차례가 아닙니다
server-err-broken = 이 테이블은 복원할 수 없어 닫혔습니다
server-err-stale = 테이블이 이미 진행되었습니다: 본 버전은 { $saw }, 지금은 { $now }입니다
server-err-ai_seat = { $seat }번 좌석은 컴퓨터가 둡니다
server-err-secret_draw = 이 뽑기는 다른 좌석의 비밀입니다
server-err-chance_not_yours = 우연 단계는 당신이 정할 수 없습니다
server-err-expired = 오랫동안 아무도 두지 않아 테이블이 닫혔습니다 (기록은 내려받을 수 있습니다)
server-err-internal = 게임이 이 행동을 처리하지 못했습니다
server-err-quicker = 테이블이 이미 진행되었습니다 (다른 플레이어가 먼저 두었습니다)
server-err-storage = 행동을 저장하지 못했습니다. 다시 해 보세요
server-err-file_paths = { $where }: 서버는 파일 경로를 받지 않습니다
server-err-seat_count = 이 설정의 { $game }은(는) 좌석이 { $n }개입니다 ({ $given }개가 아님)
server-err-ai_budget_one = ai_budget: seconds와 iterations 중 하나만 주세요
server-err-ai_budget_seconds = ai_budget: { $seconds }초는 이 서버가 허용하는 시간보다 깁니다 (최대 { $most }초)
server-err-ai_budget_iterations = ai_budget: 반복 { $iterations }회는 범위를 벗어납니다 (1~{ $most })
server-err-ai_level = { $seat }번 좌석: 알 수 없는 AI 수준 { $level }. 다음 중에서 고르세요: { $levels }
server-err-person_level = { $seat }번 좌석: 사람의 좌석에는 AI 수준이 없습니다
server-err-seat_kind = { $seat }번 좌석: 종류는 'human'이나 'ai'여야 합니다
server-err-empty_hand = 한 사람은 좌석이 하나 이상 있어야 합니다
server-err-hand_not_person = hands: { $seat }번 좌석은 사람의 좌석이 아닙니다
server-err-hand_twice = hands: { $seat }번 좌석이 두 사람에게 들어 있습니다
server-err-dice_seat = dice_seat은 사람의 좌석이어야 합니다
server-err-unknown_game = 알 수 없는 게임 { $game }
# h-clitext: reasons from outside Eerie (eerie.core.reasons), by error number or parser message
core-reason-os-not_found = 그런 파일이나 폴더가 없습니다
core-reason-os-access = 권한이 없습니다
core-reason-os-not_permitted = 시스템이 이 작업을 허용하지 않습니다
core-reason-os-is_folder = 파일이 아니라 폴더입니다
core-reason-os-not_folder = 경로 중간에 폴더가 아닌 파일이 있습니다
core-reason-os-exists = 이미 있습니다
core-reason-os-not_empty = 폴더가 비어 있지 않습니다
core-reason-os-no_space = 디스크가 가득 찼습니다
core-reason-os-read_only = 읽기 전용 파일 시스템입니다
core-reason-os-loop = 경로의 심볼릭 링크가 돌고 도는 고리를 이룹니다
core-reason-os-name_too_long = 이름이 너무 깁니다
core-reason-os-too_many_open = 한꺼번에 열린 파일이 너무 많습니다
core-reason-os-refused = 연결이 거부되었습니다 (그곳에서 기다리는 프로그램이 없습니다)
core-reason-os-reset = 상대편이 연결을 끊었습니다
core-reason-os-broken_pipe = 상대편이 이미 연결을 닫았습니다
core-reason-os-address_in_use = 주소가 이미 쓰이고 있습니다 (다른 프로그램이 그 포트를 쓰고 있습니다)
core-reason-os-address_not_here = 이 컴퓨터에는 그런 주소가 없습니다
core-reason-os-timed_out = 제때 응답이 오지 않았습니다
core-reason-os-unknown_host = 호스트 이름을 찾을 수 없습니다
core-reason-os-other = 시스템 오류 { $code }: “{ $text }”
core-reason-json-expecting_value = 값이 와야 합니다 (숫자, 큰따옴표로 감싼 문자열, true, false, null, 목록 또는 객체)
core-reason-json-expecting_comma = 쉼표나 닫는 괄호가 와야 합니다
core-reason-json-expecting_colon = 이름 뒤에 쌍점(:)이 와야 합니다
core-reason-json-expecting_name = 큰따옴표로 감싼 이름이 와야 합니다
core-reason-json-unterminated_string = 큰따옴표로 시작한 문자열이 끝나지 않습니다
core-reason-json-control_character = 큰따옴표 안의 문자열에 제어 문자(줄바꿈, 탭 등)가 있습니다
core-reason-json-bad_unicode_escape = \u 이스케이프에는 16진수 네 자리가 필요합니다
core-reason-json-bad_escape = 역슬래시 뒤의 이스케이프를 알 수 없습니다
core-reason-json-extra_data = JSON 값이 끝난 뒤에도 내용이 더 있습니다
core-reason-json-bom = 텍스트가 바이트 순서 표시(BOM)로 시작합니다 (BOM 없는 UTF-8로 저장하세요)
core-reason-json-trailing_comma = 닫는 괄호 바로 앞에 쉼표가 있습니다
core-reason-json-number_too_long = 숫자의 자릿수가 너무 많습니다
core-reason-json-other = “{ $text }”
core-reason-import-missing = { $module } 모듈이 설치되어 있지 않습니다
core-reason-import-other = 모듈을 불러오다 실패했습니다: “{ $text }”
core-reason-other = “{ $text }”
# h-clitext: Typer's own words in --help and its error boxes (eerie.cli.typer_text)
cli-err-prefix = 오류:
cli-typer-usage = 사용법:
cli-typer-arguments = 인수
cli-typer-options = 옵션
cli-typer-commands = 명령
cli-typer-default = [기본값: { $value }]
cli-typer-env_var = [환경 변수: { $value }]
cli-typer-required = [필수]
cli-typer-deprecated = (더 이상 쓰지 않음)
cli-typer-error = 오류
cli-typer-try_help = 도움말은 { $command }로 볼 수 있습니다.
cli-typer-aborted = 중단했습니다.
cli-games-line = { $game }  (AI 수준: { $levels })
cli-games-ladder = 난이도, 모의 게임 { $games }판으로 매긴 등급(Elo 척도, 95% 구간, { $against }): { $ratings }
cli-games-ladder_levels = 서로 겨룬 결과
cli-games-ladder_scenario = 게임 자체를 상대로 한 결과
cli-games-no_ladder = 난이도: { $names } (아직 등급 없음)
cli-serve-listening = eerie serve: http://{ $host }:{ $port }/  데이터베이스: { $database }
cli-serve-listening_redis = eerie serve: http://{ $host }:{ $port }/  데이터베이스: { $database }  redis: 사용
cli-serve-workers = eerie serve: 워커 { $n }개, http://{ $host }:{ $first }-{ $last }/
cli-serve-worker_stopped = eerie serve: 포트 { $port }의 워커가 멈췄습니다({ $code }). 다시 시작합니다
# h-valm: the reasons of eerie.script.analysis (shared by every scripted game's validator)
script-values-exact = { $n ->
    [1] 값이 늘 { $values }입니다
   *[other] 값이 { $values } 중 하나뿐입니다
  }
script-values-low = 값이 { $low }보다 작아지지 않습니다
script-values-high = 값이 { $high }보다 커지지 않습니다
script-values-any = 어떤 값이든 될 수 있습니다
script-never-var = 변수 '{ $var }'의 { $values }
script-never-and = { $first }; { $rest }
script-never-contradiction = 조건의 부분들이 서로 모순됩니다
script-unknown-step = 알 수 없는 단계 '{ $word }'
script-unknown-check = 알 수 없는 조건 '{ $word }'

## What a config field accepts, in short (eerie games; eerie.core.config.Field.summary).
config-summary-range = { $low }~{ $high }
config-summary-whole = 정수
config-summary-choice_when = { $value } ({ $when } 때)
config-summary-file = 파일
config-summary-ids = id를 쉼표로 구분: { $names }
config-summary-text = 텍스트
config-summary-pattern = { $pattern } 형식의 텍스트
config-summary-json = JSON 객체, 예: {"{"}"id": 0{"}"}
config-summary-default = 기본값 { $value }
config-summary-when = { $when } 때
config-summary-join = { $parts }
