### Eerie: this game's texts (its engine, its terminal screen and, under ui-, its web client).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

wm-ev-arrest = { $who }가 { $circle }번 동그라미에서 잭을 체포했습니다!
wm-ev-arrest_failed = { $who }가 { $circle }번 동그라미에서 체포를 시도했지만 잭은 없었습니다.
wm-ev-clue = { $who }가 { $circle }번 동그라미를 조사해 단서를 찾았습니다!
wm-ev-first_scene = 첫 사건 현장은 { $circle }번 동그라미입니다. 잭은 여기서 출발합니다.
wm-ev-jack_moved = 잭이 이동했습니다 (이동 트랙 { $move }).
wm-ev-jack_moved_private = 내 이동: { $path }
wm-ev-jack_special = 잭이 특수 이동 타일을 썼습니다: { $tile } (이동 트랙 { $move }).
wm-ev-nothing = { $who }가 { $circle }번 동그라미를 조사했지만 아무것도 없습니다.
wm-ev-police_moved = { $who }가 { $at } 교차점으로 이동합니다.
wm-ev-police_placed = { $who }가 { $at } 교차점에 자리를 잡습니다.
wm-ev-round = { $round }라운드 시작: 이동 트랙과 단서를 모두 치웁니다.
wm-ev-scene_chosen = 잭이 사건 현장 하나를 몰래 정했습니다.
wm-ev-scene_reached = 잭이 사건 현장에 도착했습니다: { $circle }번 동그라미.
wm-ev-smoker_moved = 스모커가 { $at } 교차점으로 달려갑니다.
wm-ev-smoker_placed = 개 스모커가 { $at } 교차점에 놓입니다.
wm-investigator-blue = 파란 조사자
wm-investigator-red = 빨간 조사자
wm-investigator-yellow = 노란 조사자
wm-jack = 잭
wm-opt-arrest = { $circle }번에서 체포
wm-opt-circle = { $circle }번 동그라미
wm-opt-intersection = { $at } 교차점
wm-opt-pass = 아무것도 하지 않기
wm-opt-search = { $circle }번 조사
wm-opt-stay = 제자리에 있기
wm-opt-stop = 조사 그만하기
wm-opt-via = { $circle }번을 거쳐서
wm-over-jack = 잭이 마지막 사건 현장에 도착해 안개 속으로 사라졌습니다. 잭의 승리!
wm-over-police-arrest = 잭이 체포되었습니다. 조사자들의 승리!
wm-over-police-cornered = 잭이 포위되어 더 갈 곳이 없습니다. 조사자들의 승리!
wm-over-police-time = 잭이 사건 현장에 닿기 전에 이동을 다 써 버렸습니다. 조사자들의 승리!
wm-prompt-act = { $who }: 조사, 체포, 또는 넘기기를 고르세요.
wm-prompt-jack = 잭의 다음 이동을 고르세요.
wm-prompt-over = 게임이 끝났습니다.
wm-prompt-police_move = { $who }를 교차점 두 칸까지 옮기거나 그대로 두세요.
wm-prompt-police_setup = 비어 있는 노란 교차점에 조사자를 놓으세요.
wm-prompt-scene = { $quadrant }사분면에서 사건 현장을 몰래 고르세요 (1 북서, 2 북동, 3 남서, 4 남동).
wm-prompt-search_more = 흔적이 없습니다. { $who }는 다른 동그라미를 조사하거나 멈출 수 있습니다.
wm-prompt-smoker_move = 스모커를 이웃 교차점으로 옮기거나 그대로 두세요.
wm-prompt-smoker_setup = 개 스모커를 비어 있는 노란 교차점에 놓으세요.
wm-prompt-start = 출발할 사건 현장을 고르세요. 이곳은 모두에게 공개됩니다.
wm-term-help = Whitehall Mystery에서는 선택지 앞에 보이는 키를 입력합니다. 동그라미는 번호(21), 교차점은 이름(i9)으로 입력합니다. 조사자는 s21로 21번 동그라미를 조사하고 a21로 그곳에서 체포합니다. stay, pass, stop과 잭의 carriage(마차), alley(골목길), boat(나룻배)는 단어로 입력합니다. 지도에는 말 주변의 거리가 보이고, 지금 고를 수 있는 곳이 강조됩니다.
wm-term-legend-arrest_failed = 체포 실패
wm-term-legend-black = 검은 동그라미
wm-term-legend-blue = 파란 동그라미 (배가 닿음)
wm-term-legend-clue = 단서
wm-term-legend-dog = 개 스모커
wm-term-legend-intersection = 교차점
wm-term-legend-investigators = 조사자
wm-term-legend-jack = 잭
wm-term-legend-nothing = 조사함, 흔적 없음
wm-term-legend-path = 이번 라운드 잭의 경로
wm-term-legend-plan = 아직 도착하지 않은 사건 현장
wm-term-legend-scene = 도착한 사건 현장
wm-term-legend-target = 고를 수 있음 (그대로 입력)
wm-term-legend-tiles = 이동 트랙 위: 이동, 마차, 골목길, 나룻배
wm-term-legend-water = 강
wm-term-legend-white = 흰 동그라미 (사건 현장)
wm-term-map_head = { $map }: 말 주변 지도 ({ $quadrant })
wm-term-smoker = 개 스모커
wm-term-why-blocked = { $at }번 동그라미에서 { $circle }번 동그라미로 가는 모든 길에 조사자가 있습니다({ $by }).
wm-term-why-carriage_track = 마차는 이동 트랙 두 칸을 쓰는데, 이번 라운드에 남은 칸이 그보다 적습니다.
wm-term-why-jack_circles = 잭은 동그라미 사이를 움직입니다. 21처럼 동그라미 번호를 입력하세요.
wm-term-why-no_circle = 이 지도에는 { $circle }번 동그라미가 없습니다.
wm-term-why-no_intersection = 이 지도에는 { $at } 교차점이 없습니다.
wm-term-why-no_tile = 남은 { $tile } 타일이 없습니다.
wm-term-why-not_adjacent = { $circle }번 동그라미는 { $at }번 동그라미에서 한 번에 갈 수 있는 곳이 아닙니다.
wm-term-why-not_near = { $circle }번 동그라미는 { $at } 옆이 아닙니다. 거기서 닿는 동그라미는 { $near }입니다.
wm-term-why-not_scene = { $circle }번 동그라미는 당신의 사건 현장({ $scenes })이 아닙니다.
wm-term-why-not_white = { $circle }번 동그라미는 흰 동그라미가 아닙니다. 사건 현장은 흰 동그라미여야 합니다.
wm-term-why-not_yellow = { $at }은(는) 노란 출발 교차점이 아닙니다.
wm-term-why-occupied = { $at } 교차점에는 이미 { $who }이(가) 있습니다.
wm-term-why-police_intersections = 조사자는 교차점에 섭니다. i9처럼 교차점 이름을 입력하세요.
wm-term-why-quadrant = { $circle }번 동그라미는 { $in }사분면에 있습니다. 이번 사건 현장은 { $quadrant }사분면에 있어야 합니다.
wm-term-why-say_which = 무엇을 할지 정하세요. s{ $circle }은(는) { $circle }번 조사, a{ $circle }은(는) { $circle }번에서 체포입니다.
wm-term-why-search_only = 흔적을 찾지 못한 조사 뒤에는 계속 조사하거나(s{ $circle }: { $circle }번 조사) 멈출 수만 있습니다.
wm-term-why-searched = { $circle }번 동그라미는 이번 차례에 이미 조사했습니다.
wm-term-why-special_reach = { $tile }(으)로는 여기서 { $circle }번 동그라미에 갈 수 없습니다.
wm-term-why-special_scene = 특수 이동은 아직 도착하지 않은 사건 현장({ $circle }번 동그라미)에서 끝날 수 없습니다.
wm-term-why-stand_still = 잭은 { $circle }번 동그라미에 있으며 다른 동그라미로 움직여야 합니다.
wm-term-why-tile_nowhere = 지금 { $circle }번 동그라미에서는 { $tile } 이동을 할 수 없습니다.
wm-term-why-too_far = { $at }은(는) { $here }에서 두 칸보다 멉니다.
wm-term-why-too_far_dog = 스모커는 한 칸까지만 움직이는데, { $at }은(는) { $here } 바로 옆이 아닙니다.
wm-tile-alley = 골목길
wm-tile-boat = 나룻배
wm-tile-carriage = 마차
wm-ui-clues = 단서: { $circles }
wm-ui-round = { $round }라운드
wm-ui-scenes = 도착한 사건 현장: { $circles }
wm-ui-sheet = 잭의 이동 기록
wm-ui-sheet_at = 잭의 현재 위치: { $circle }번 동그라미
wm-ui-sheet_path = { $round }라운드: { $path }
wm-ui-sheet_scenes = 사건 현장: { $circles }
wm-ui-sighting-arrest_failed = { $move }번째 이동: { $who }, { $circle }번 체포 실패
wm-ui-sighting-clue = { $move }번째 이동: { $who }, { $circle }번에서 단서 발견
wm-ui-sighting-nothing = { $move }번째 이동: { $who }, { $circle }번 조사, 흔적 없음
wm-ui-smoker = 스모커(개): { $at }
wm-ui-tiles = 남은 특수 이동 타일: { $tiles }
wm-ui-track = 이동 트랙

## The web client's texts of this game (converted from static/i18n/ko.json)

ui-game-whitehall-mystery = 화이트홀 미스터리
wm-ui-arrest_marker = 이번 라운드의 실패한 체포
wm-ui-board = { $map } 지도
wm-ui-circle = { $n }번 동그라미
wm-ui-clue_marker = 단서
wm-ui-kind-black = 검은 동그라미
wm-ui-kind-blue = 파란 동그라미 (강가)
wm-ui-kind-white = 흰 동그라미 (사건 현장 후보)
wm-ui-no_map = “{ $map }” 지도는 서버에 들어 있지 않아 여기서 그릴 수 없습니다.
wm-ui-reveal = 라운드별 잭의 경로
wm-ui-reveal_all = 모든 라운드
wm-ui-reveal_next = 다음 라운드
wm-ui-reveal_prev = 이전 라운드
wm-ui-scene_marker = 도착한 사건 현장
wm-ui-search_marker = 이번 라운드에 조사했지만 없음
wm-ui-start_spot = 노란 출발 교차점
wm-ui-target = 행동할 수 있는 곳

## Converted from src/eerie/games/whitehall_mystery/locales/ko.json

wm-team-investigators = 조사자들
wm-end-arrest = 잭 체포
wm-end-cornered = 잭이 포위됨
wm-end-time = 잭의 이동 소진
wm-end-escaped = 잭이 마지막 사건 현장에 도착

## Converted from src/eerie/games/whitehall_mystery/locales/ko.json

wm-cfg-jack_extra_alley = 잭의 골목 타일 하나 더 (잭에게 유리)
wm-cfg-map = 지도 (내장 지도 또는 지도 파일)
wm-cfg-map-gaslight = 가스등 런던
wm-cfg-players = 함께하는 사람 수
wm-cfg-smoker = 개 스모커 (조사자에게 유리)

# h-text
## Simulation statistics (Game.stat_labels): the means per game in reports.
wm-stat-clues = 찾은 단서 수
wm-stat-failed_arrests = 체포 실패 횟수

# h-err2
wm-err-map = 지도 { $map }: { $reason }
wm-err-smoker = 흡연자 규칙을 쓰려면 지도에 네 번째 노란 교차로가 있어야 합니다

# map files: problems found by eerie validate and when a map is loaded
wm-map-place-block = { $id }번 블록
wm-map-place-quadrant = { $q }사분면 ({ $q ->
    [1] 북서
    [2] 북동
    [3] 남서
   *[4] 남동
 })
wm-map-node-circle = { $n }번 동그라미
wm-map-node-intersection = { $id } 교차점
wm-map-not_object = 최상위 값은 JSON 객체여야 합니다
wm-map-format = { $expected } 값이어야 합니다 (찾은 값: { $found })
wm-map-version_type = 정수여야 합니다 (찾은 값: { $found })
wm-map-version = { $version } 버전은 지원하지 않습니다 (읽을 수 있는 버전: { $known })
wm-map-name = 비어 있지 않은 문자열이어야 합니다
wm-map-positive = 양수여야 합니다 (찾은 값: { $found })
wm-map-quadrant_lines = 숫자 x와 y를 가진 객체여야 합니다
wm-map-not_list = 없거나 목록이 아닙니다
wm-map-entry_not_object = 객체여야 합니다
wm-map-circle_id = id는 양의 정수여야 합니다 (찾은 값: { $found })
wm-map-duplicate_circle = 두 번 나오는 동그라미 번호: { $id }
wm-map-kind = kind는 { $kinds } 가운데 하나여야 합니다 (찾은 값: { $found })
wm-map-coordinate = { $axis } 좌표는 숫자여야 합니다 (찾은 값: { $found })
wm-map-white_quadrant = 흰 동그라미에는 1-4 가운데 하나의 사분면이 있어야 합니다 (찾은 값: { $found })
wm-map-quadrant_not_white = 사분면은 흰 동그라미에만 붙습니다 ({ $kind } 동그라미의 사분면: { $found })
wm-map-numbering = 동그라미 번호는 1부터 N까지 빠짐없이 이어져야 합니다. 빠진 번호: { $missing }
wm-map-no_circles = 지도에는 동그라미가 있어야 합니다
wm-map-intersection_id = id는 비어 있지 않은 문자열이어야 합니다 (찾은 값: { $found })
wm-map-duplicate_intersection = 두 번 나오는 교차점 id: { $id }
wm-map-yellow = yellow는 true 또는 false여야 합니다 (찾은 값: { $found })
wm-map-no_intersections = 지도에는 교차점이 있어야 합니다
wm-map-no_such_node = 지도에 없는 지점을 가리킵니다: { $node }
wm-map-bad_node = 지점은 동그라미 번호나 교차점 id여야 합니다 (찾은 값: { $found })
wm-map-street_shape = 길은 두 지점으로 된 목록이어야 합니다 (찾은 값: { $found })
wm-map-self_loop = 한 지점에서 같은 지점으로 이어지는 길입니다: { $node }
wm-map-duplicate_street = 이미 있는 길입니다: { $other } ({ $street })
wm-map-block_id = id는 정수여야 합니다 (찾은 값: { $found })
wm-map-duplicate_block = 두 번 나오는 블록 번호: { $id }
wm-map-cycle_short = cycle은 지점이 셋 이상인 목록이어야 합니다
wm-map-in_cycle = cycle: { $text }
wm-map-cycle_twice = cycle이 같은 지점을 두 번 지납니다 (단순한 순환이 아닙니다): { $node }
wm-map-cycle_open = cycle이 길을 따라 닫히지 않습니다: { $a }-{ $b } 사이에 길이 없습니다
wm-map-house_blue = 집 블록의 경계에는 파란 동그라미가 있을 수 없습니다 (찾은 동그라미: { $circles })
wm-map-water_blue = 물 블록의 경계에는 파란 동그라미가 두 개 이상 있어야 합니다 (지금 { $n }개)
wm-map-yellow_count = 노란 교차점이 정확히 { $expected }개 있어야 합니다 (지금 { $n }개)
wm-map-white_count = 흰 동그라미가 { $n }개 있습니다. { $min }-{ $max }개여야 합니다
wm-map-wrong_quadrant = { $q }사분면({ $q ->
    [1] 북서
    [2] 북동
    [3] 남서
   *[4] 남동
 })으로 적혀 있지만 사분면 경계선으로 보면 { $actual ->
    [1] 북서
    [2] 북동
    [3] 남서
   *[4] 남동
 }쪽에 있습니다
wm-map-disconnected = { $graph }의 나머지 부분과 이어져 있지 않습니다 (떨어진 부분: 지점 { $n }개, 가장 큰 부분: 지점 { $main }개)
wm-map-graph-streets = 길 그래프
wm-map-graph-police = 조사자 그래프 (길로 이어진 교차점들)
wm-map-graph-jack = 잭의 보통 이동 그래프
wm-map-no_intersection = 어느 교차점에도 닿지 않아 조사자가 이곳을 조사하거나 이곳에서 체포할 수 없습니다
wm-map-no_jack_move = 잭이 이곳에서 보통 이동으로 갈 곳이 없습니다
wm-map-no_boat = 나룻배로 갈 곳이 없는 파란 동그라미입니다 (맞닿은 물 블록에 다른 파란 동그라미가 있어야 합니다)
wm-map-no_alley = 다른 동그라미가 없는 집 블록 위에 있어 골목길 이동으로 갈 곳이 없습니다
wm-map-same_point = 그림에서 같은 자리에 놓인 지점이 있습니다: { $node }
wm-map-crossing = 그림에서 다른 길과 교차합니다: { $street } × { $other } ({ $at })
wm-map-inside_block = 블록 안쪽에 지점이 있습니다: { $node } (블록은 길 그래프의 면이어야 합니다)
wm-map-through_block = 블록을 가로지르는 길이 있습니다: { $street }
wm-map-order = 동그라미는 1부터 N까지 차례대로 번호가 매겨져야 합니다. { $position }번째 자리에 { $n }번이 있습니다
wm-map-duplicate_intersections = 두 교차점의 id가 같습니다
wm-map-street_unknown_node = 없는 지점을 잇는 길입니다: { $a }-{ $b }
wm-map-malformed = 지도 데이터가 잘못되었습니다: { $reason }
wm-map-no_bundled = 내장 지도에 없는 이름입니다: { $map } (내장 지도: { $bundled })
wm-map-unreadable = { $path } 파일을 읽을 수 없습니다: { $reason }
wm-map-invalid = { $map }: 올바른 화이트홀 미스터리 지도가 아닙니다: { $first }{ $more ->
    [0] {""}
   *[other] {" "}(문제 { $more }개 더 있음)
 }
wm-map-unplayable = { $map }: 이 지도로는 게임을 할 수 없습니다: { $first }{ $more ->
    [0] {""}
   *[other] {" "}(문제 { $more }개 더 있음)
 }
