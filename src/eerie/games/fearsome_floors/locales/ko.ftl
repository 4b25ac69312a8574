### Eerie: this game's texts (its engine, its terminal screen and, under ui-, its web client).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

ff-card-10 = 10걸음
ff-card-5 = 5걸음
ff-card-7 = 7걸음
ff-card-8 = 8걸음
ff-card-p1 = 먹잇감 1
ff-card-p2 = 먹잇감 2
ff-card-p3 = 먹잇감 3
ff-colour-beige = 베이지
ff-colour-black = 검정
ff-colour-blue = 파랑
ff-colour-green = 초록
ff-colour-purple = 보라
ff-colour-red = 빨강
ff-colour-yellow = 노랑
ff-element-crystal = 크리스탈
ff-element-pool_1x4 = 피 웅덩이 1×4
ff-element-pool_2x2 = 피 웅덩이 2×2
ff-element-rot_back = 회전 돌(뒤로 180°)
ff-element-rot_right = 회전 돌(오른쪽 90°)
ff-element-stone = 돌
ff-element-tele_A = 텔레포터 A
ff-element-tele_B = 텔레포터 B
ff-ev-choose = { $figure }을 움직입니다.
ff-ev-done = { $figure }의 이동이 끝났습니다.
ff-ev-enter = { $figure }이 성에 들어섭니다.
ff-ev-exit = { $figure }이 성을 빠져나갔습니다!
ff-ev-monster-card = 몬스터 카드: { $card }
ff-ev-monster-done = 몬스터가 { $at } 칸에 멈춰 { $heading }을 봅니다 ({ $steps }걸음, { $eaten ->
        [0] 먹은 말 없음
       *[other] 말 { $eaten }개를 먹음
    }).
ff-ev-monster-eat = 몬스터가 { $figure }을(를) 먹어 치웁니다 ({ $how }).
ff-ev-monster-look = 몬스터가 { $at } 칸에서 주위를 살핍니다 (보인 말: { $seen }).
ff-ev-monster-push = 몬스터가 { $from } 칸에 있던 것을 { $to } 칸으로 밀어냅니다.
ff-ev-monster-rotate = 회전 돌 때문에 몬스터가 { $heading }으로 돌아섭니다.
ff-ev-monster-slide = 몬스터가 { $at } 칸의 피 웅덩이 위를 미끄러집니다.
ff-ev-monster-step = 몬스터가 { $to } 칸으로 한 걸음 나아갑니다.
ff-ev-monster-stone_gone = { $from }에 있던 돌이 사라집니다 ({ $how }).
ff-ev-monster-teleport = 몬스터가 { $from } 칸에서 { $to } 칸으로 순간이동해 { $heading }을 봅니다.
ff-ev-monster-tie = 가까운 말이 여럿이라 몬스터는 계속 { $heading }을 향합니다.
ff-ev-monster-turn = 몬스터가 { $towards } 쪽, { $heading }(으)로 몸을 돌립니다.
ff-ev-monster-wrap = 몬스터가 { $from } 칸에서 벽을 뚫고 나가 { $to } 칸으로 다시 나타납니다.
ff-ev-phase2 = 2단계 시작: 몬스터 카드를 다시 섞습니다. 이제 먹힌 말은 돌아오지 못합니다.
ff-ev-place = { $element }: { $square } 칸에 놓였습니다.
ff-ev-push = 돌이 밀립니다: { $from } → { $to }
ff-ev-push_out = { $from }의 돌이 밀려나 게임에서 빠집니다.
ff-ev-slide = { $figure }이 피 웅덩이를 미끄러져 { $to } 칸에 닿습니다.
ff-ev-step = { $figure }이 { $to } 칸으로 갑니다.
ff-ev-turn = { $turn }번째 턴: { $start } 플레이어부터 시작합니다.
ff-figure = { $colour } { $value }({ $side })
ff-heading-e = 동쪽
ff-heading-n = 북쪽
ff-heading-s = 남쪽
ff-heading-w = 서쪽
ff-how-bitten = 물림
ff-how-corner = 구석 칸으로 밀림
ff-how-off_board = 판 밖으로 밀림
ff-how-teleporter = 텔레포터에 짓눌림
ff-opt-at = { $square } 칸에
ff-opt-enter = 성 안으로 들어가기
ff-opt-exit = 출구로 탈출하기
ff-opt-stay = 움직이지 않기
ff-opt-step-e = 동쪽으로 한 칸
ff-opt-step-n = 북쪽으로 한 칸
ff-opt-step-s = 남쪽으로 한 칸
ff-opt-step-w = 서쪽으로 한 칸
ff-opt-stop = 여기서 멈추기
ff-orient-e = 화살표 동쪽
ff-orient-h = 가로로 놓기
ff-orient-n = 화살표 북쪽
ff-orient-s = 화살표 남쪽
ff-orient-v = 세로로 놓기
ff-orient-w = 화살표 서쪽
ff-over-nobody = 아무도 말을 탈출시키지 못해 승자가 없습니다.
ff-over-winner = { $colour } 플레이어 승리! 말 { $count }개가 탈출했습니다.
ff-prompt-card = 몬스터 카드를 뽑으세요.
ff-prompt-figure = 움직일 말을 고르세요.
ff-prompt-over = 게임이 끝났습니다.
ff-prompt-place = 바닥 타일을 놓으세요.
ff-prompt-step = { $figure } 이동 중: { $left }걸음 남음
ff-side-black = 검은 면
ff-side-white = 흰 면
ff-term-glyph-entrance = 입
ff-term-glyph-exit = 출
ff-term-help = Fearsome Floors에서는 선택지 앞에 보이는 키를 입력합니다. 말은 보드에 보이는 숫자로 고르고(G4는 4), 걸음은 n, e, s, w 또는 enter, exit, stop입니다. 여러 걸음은 "n n e"나 "n,n,e"처럼 한 번에 입력할 수 있습니다. 바닥 타일을 놓을 때는 c4 같은 칸 이름을 입력합니다. 실제 테이블에서(--table-dice) 뽑은 몬스터 카드는 5, 7, 8, 10, p1, p2, p3 중 하나로 입력합니다.
ff-term-legend-crystal = 크리스탈 (시야를 막지 않음)
ff-term-legend-entrance = 입구
ff-term-legend-exit = 출구
ff-term-legend-figure = 말: 색과 윗면의 숫자 (소문자: 검은 면이 위)
ff-term-legend-list = > 이번 턴 시작, * 이번 턴에 움직임
ff-term-legend-monster = 화살표 쪽을 보는 몬스터
ff-term-legend-place = 타일을 놓을 수 있는 칸 (칸 이름 입력, 예: c4)
ff-term-legend-pool = 피 웅덩이
ff-term-legend-rim = 벽 글자: 몬스터는 같은 글자에서 다시 들어옴
ff-term-legend-rot_back = 몬스터를 뒤로 돌림
ff-term-legend-rot_right = 몬스터를 오른쪽으로 돌림
ff-term-legend-stone = 돌
ff-term-legend-target = 한 걸음이 닿는 칸 (그 글자를 입력)
ff-term-legend-teleporter = 텔레포터, 화살표 = 나가는 방향
ff-term-where-eaten = 먹힘
ff-term-where-out = 탈출함
ff-term-where-waiting = 대기
ff-term-why-card_gone = 덱에 남은 “{ $card }” 카드가 없습니다.
ff-term-why-choose_first = 먼저 말을 고르세요. 걸음은 그다음입니다.
ff-term-why-corner = { $square } 칸의 { $heading }은 잘려 나간 모서리로, 막힌 벽입니다.
ff-term-why-edge = { $square } 칸의 { $heading }은 성의 바깥 벽입니다.
ff-term-why-escaped = { $figure }은(는) 이미 탈출했습니다.
ff-term-why-exit_only = 말은 출구 칸 { $square }에서만 성을 나갈 수 있습니다.
ff-term-why-first_prey = 게임의 첫 몬스터 카드는 먹잇감 카드일 수 없습니다. 다시 섞어 넣고 새로 뽑으세요.
ff-term-why-inside = 이 말은 이미 성 안에 있습니다.
ff-term-why-monster = { $to } 칸에 몬스터가 있습니다.
ff-term-why-moved = { $figure }은(는) 이번 턴에 이미 움직였습니다.
ff-term-why-no_figure = 아직 움직일 수 있는 말 중에 { $n }이(가) 보이는 말이 없습니다.
ff-term-why-no_steps = 남은 걸음이 없습니다.
ff-term-why-outside = 이 말은 아직 밖에서 기다리는 중입니다. 성에 들어가거나 밖에 머무를 수만 있습니다.
ff-term-why-stop_taken = { $square } 칸에서는 이동을 끝낼 수 없습니다. 다른 말이 서 있습니다.
ff-term-why-stuck = { $to } 칸의 { $thing }은(는) 밀 수 없습니다. 그 뒤 칸이 비어 있지 않습니다.
ff-term-why-taken_last = { $to } 칸에 다른 말이 있고 이번이 마지막 걸음입니다. 이동은 빈 칸에서 끝나야 합니다.
ff-term-why-taken_stuck = { $to } 칸에 다른 말이 있고, 거기서 남은 걸음으로는 멈출 빈 칸에 닿을 수 없습니다.
ff-term-why-teleporter = 말은 { $to } 칸의 텔레포터에 올라설 수 없습니다.
ff-ui-deck = 남은 카드: { $cards }
ff-ui-escaped = 탈출 { $n }
ff-ui-phase = { $phase }단계 · 몬스터 이동 { $played }/{ $total }
ff-ui-turn = { $turn }번째 턴

## The web client's texts of this game (converted from static/i18n/ko.json)

ff-ui-board = 성 보드, 16×11칸
ff-ui-eaten = 먹힘
ff-ui-exit = 출구
ff-ui-in = 입구
ff-ui-legend-black = 검은 면이 위인 말 (숫자만큼 이동)
ff-ui-legend-crystal = 수정 (미끄러지고, 몬스터가 꿰뚫어 봄)
ff-ui-legend-monster = 몬스터 (주둥이가 바라보는 방향)
ff-ui-legend-pool = 피 웅덩이 (건너 미끄러짐)
ff-ui-legend-rot_back = 회전석: 뒤로 돌기
ff-ui-legend-rot_right = 회전석: 오른쪽으로 90도
ff-ui-legend-stone = 돌 (밀 수 있음)
ff-ui-legend-target = 이동할 수 있는 칸
ff-ui-legend-tele = 순간이동 타일 (화살표: 나가는 방향)
ff-ui-legend-white = 흰 면이 위인 말 (숫자만큼 이동)
ff-ui-monster = 몬스터: { $at }, { $heading } 방향
ff-ui-out = 탈출
ff-ui-waiting = 대기
ui-game-fearsome-floors = 피어섬 플로어

## Converted from src/eerie/games/fearsome_floors/locales/ko.json

ff-end-escape = 한 플레이어가 말 하나만 남기고 모두 탈출시킴
ff-end-cleared = 집 안에 남은 말이 없음
ff-end-eaten_all = 괴물이 모든 말을 잡아먹음
ff-end-time = 두 번째 괴물 카드 더미가 바닥남

## Converted from src/eerie/games/fearsome_floors/locales/ko.json

ff-cfg-layout = 보드
ff-cfg-layout-basic = 기본 보드
ff-cfg-layout-experienced = 미리 만든 숙련자용 보드
ff-cfg-layout-place = 플레이어가 요소를 배치
ff-cfg-players = 플레이어 수
ff-cfg-position = 이 상황에서 시작 (FFN)
ff-cfg-prey3 = 세 명을 잡아먹는 몬스터 카드
ff-cfg-start = 먼저 하는 자리 (0부터 셈)
ff-cfg-variant = 규칙
ff-cfg-variant-basic = 기본 게임
ff-cfg-variant-experienced = 숙련자 게임

# h-text
## Simulation statistics (Game.stat_labels): the means per game in reports.
ff-stat-eaten = 몬스터에게 먹힌 말 수
ff-stat-escaped = 탈출한 말 수
## Help of `eerie ff` (eerie.cli.group.HELP_KEYS): the English is the code's own.
cli-doc-ff = 피어섬 플로어를 실제 테이블에서 할 때 곁에 두는 도우미입니다.
cli-doc-ff-monster = 실제 테이블에서 몬스터의 이동을 처리합니다: 바라보기, 돌기, 밀기, 잡아먹기를 하나하나 보여 줍니다.
cli-doc-ff-monster-position = FFN으로 적은 포지션, 또는 포지션이 든 파일.
cli-doc-ff-monster-card = 뽑은 카드: 5, 7, 8, 10, p1, p2, p3 중 하나.
## Errors of `eerie ff monster` (companion.CompanionError), after "error:".
ff-err-unknown_card = 알 수 없는 카드 '{ $card }'입니다. { $cards } 중 하나를 쓰세요
ff-err-card_gone = { $why } (deck={ $deck })
ff-err-position = 포지션: { $reason }
ff-err-over = 포지션: 게임이 이미 끝났으므로(next=over) 몬스터는 더 움직이지 않습니다
ff-err-placing = 포지션: 아직 바닥 요소를 놓는 중입니다(next=place). 몬스터는 게임이 시작된 뒤에 움직입니다
ff-err-deck_empty = 포지션: 덱이 비어 있어서(deck=-) 뽑을 카드가 없습니다
ff-err-no_position = { $file } 파일에 포지션이 없습니다
ff-err-folder = { $path }은(는) 폴더입니다. 포지션이 든 파일을 주세요
ff-err-no_file = '{ $path }' 파일이 없고, 이 텍스트는 포지션도 아닙니다(포지션에는 적어도 게임판 필드와 말 필드가 있어야 합니다)
## What is wrong with an FFN position (notation.NotationError); field names are FFN's own.
ff-ffn-in_field = { $field }: { $reason }
ff-ffn-bad_square = '{ $square }'은(는) 칸 이름이 아닙니다(a-{ $last } 열과 1-{ $rows } 행으로 적으세요. 예: c4)
ff-ffn-off_board = '{ $square }' 칸은 게임판 위에 없습니다
ff-ffn-heading = 알 수 없는 방향 '{ $heading }'입니다(n, e, s, w 중 하나)
ff-ffn-bracket = board { $row }행: '['를 닫는 ']'가 없습니다
ff-ffn-rows = board: '/'로 나눈 { $rows }개 행이 있어야 하는데 { $got }개입니다
ff-ffn-row_width = board { $row }행: 칸이 { $width }개여야 하는데 { $got }개입니다
ff-ffn-not_corner = board: { $square } 칸은 잘라 낼 수 없습니다
ff-ffn-corner = board { $row }행 { $column }열: 잘려 나간 모서리이므로 '#'이어야 합니다
ff-ffn-unknown_square = board: { $square } 칸의 '{ $token }'은(는) 알 수 없는 칸입니다
ff-ffn-unknown_colour = { $field }: 알 수 없는 색 '{ $colour }'입니다({ $colours } 중 하나)
ff-ffn-too_short = 포지션에는 적어도 게임판 필드와 말 필드가 있어야 합니다
ff-ffn-twice = '{ $field }' 필드가 두 번 나옵니다
ff-ffn-unknown_fields = 알 수 없는 필드 { $n }개: { $fields }
ff-ffn-figure_form = figures: '{ $token }'은(는) G6w@c4 같은 형식이 아닙니다
ff-ffn-figure_kind = figures: '{ $token }': 말의 종류는 6, 4, 3, 2 중 하나입니다
ff-ffn-figure_face = figures: '{ $token }': 윗면은 w 또는 b입니다
ff-ffn-figure_square = figures: '{ $token }': { $reason }
ff-ffn-figure_twice = figures: { $figure } 말이 두 번 나옵니다
ff-ffn-players = figures: 게임은 2~7명이 합니다(색은 G R B Y E P K 순서). 이 포지션에는 { $given } 색의 말이 있습니다
ff-ffn-players_none = figures: 게임은 2~7명이 합니다(색은 G R B Y E P K 순서). 이 포지션에는 말이 하나도 없습니다
ff-ffn-missing = figures: 이 포지션에는 { $given } 색의 말이 있지만, 색은 G R B Y E P K 순서로 참가하므로 { $players }인용 게임에는 { $needed } 색이 필요합니다. 말이 없는 색이 { $n }가지입니다: { $missing }
ff-ffn-figure_set = figures: { $colour } 색의 말은 { $have }이지만, { $players }인용 게임에서는 색마다 { $want } 말을 가집니다
ff-ffn-monster_pool = monster: 몬스터는 핏물 웅덩이 위에 설 수 없습니다
ff-ffn-moving_form = moving: G4:3:1 같은 형식이어야 합니다(말, 남은 걸음, 간 걸음)
ff-ffn-moving_none = moving: { $figure } 말이 없습니다
ff-ffn-two_on = figures: { $square } 칸에 말 두 개가 서 있습니다
ff-ffn-on_stone = figures: 말은 { $square } 칸의 돌 위에 설 수 없습니다
ff-ffn-on_teleporter = figures: 말은 { $square } 칸의 텔레포터 위에 설 수 없습니다
ff-ffn-with_monster = figures: 말은 몬스터와 같은 { $square } 칸에 있을 수 없습니다
ff-ffn-deck_card = deck: 알 수 없는 카드 '{ $card }'입니다
ff-ffn-number = { $field }: { $low }부터 { $high }까지의 수여야 하는데 '{ $value }'입니다
ff-ffn-not_playing = start/next: 그 색은 이 게임에 참가하지 않습니다
ff-ffn-pair = board: 텔레포터 쌍 { $pair }의 타일이 { $n }장입니다(2장이어야 합니다)
ff-ffn-escapes = escapes: { $colour } 색의 탈출한 말은 { $n }개입니다
ff-ffn-place_form = place: '{ $token }'은(는) stone:3 같은 형식이 아닙니다
