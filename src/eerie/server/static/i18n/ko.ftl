### Eerie: the web client's own texts (its shell: lobby, play page, settings); a game's
### texts are in its package's locales/.
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

ui-ai-basic = 기본
ui-ai-easy = 쉬움
ui-ai-hard = 어려움
ui-ai-heuristic = 전략형
ui-ai-normal = 보통
ui-ai-random = 무작위
ui-ai-search = 수읽기
ui-ai-strongest = 최강
ui-board = 보드
ui-cancel = 취소
ui-cfg-extra_alley = 잭의 골목 타일 하나 더 (잭에게 유리)
ui-cfg-layout = 보드
ui-cfg-layout-experienced = 미리 만든 숙련자용 보드
ui-cfg-layout-place = 플레이어가 요소를 배치
ui-cfg-players = 플레이어 수
ui-cfg-prey3 = 세 명을 잡아먹는 몬스터 카드
ui-cfg-smoker = 개 스모커 (조사자에게 유리)
ui-cfg-variant = 규칙
ui-cfg-variant-basic = 기본 게임
ui-cfg-variant-experienced = 숙련자 게임
ui-cfg-wm_players = 함께하는 사람 수
ui-chance = 운 (카드와 주사위)
ui-close = 닫기
ui-conn-connecting = 연결하는 중…
ui-conn-offline = 연결이 끊겨서 지금은 선택을 보낼 수 없습니다. 다시 연결하는 중…
ui-conn-playing = 연결되었습니다.
ui-conn-reconnecting = 연결이 끊겼습니다. 다시 연결하는 중…
ui-conn-watching = 이 테이블을 관전하고 있습니다.
ui-err-no_table = 그런 테이블이 없습니다.
ui-err-origin = 이 페이지는 서버에 연결할 수 없습니다 (출처 거부).
ui-err-rules = 규칙 도움말을 불러오지 못했습니다.
ui-err-stale = 그사이 테이블이 바뀌었습니다. 지금 상황을 보여 드립니다.
ui-err-storage = 서버가 지금 이 선택을 저장하지 못해 아무것도 바뀌지 않았습니다. 잠시 뒤에 다시 해 보세요.
ui-err-token = 이 초대 링크는 이 테이블에 맞지 않습니다.
ui-err-unavailable = 서버가 지금 데이터베이스에 연결할 수 없습니다. 몇 초 뒤에 다시 해 보세요.
ui-key-typed = { $n }번 선택지… (Enter를 누르면 고릅니다)
ui-language = 언어
ui-legend = 범례
ui-loading = 불러오는 중…
ui-lobby-advanced = 고급
ui-lobby-ai = AI ({ $level })
ui-lobby-ai_seconds = AI가 한 수에 생각하는 시간, 초 (가장 강한 수준; 비우면 서버 설정)
ui-lobby-bad_invite = 초대 링크가 아닙니다.
ui-lobby-bad_json = 옵션이 올바른 JSON이 아닙니다.
ui-lobby-config_json = 옵션 (JSON)
ui-lobby-copied = 복사됨
ui-lobby-copy = 복사
ui-lobby-create = 테이블 만들기
ui-lobby-create_failed = 테이블을 만들지 못했습니다: { $reason }
ui-lobby-create_title = 새 테이블
ui-lobby-created = 테이블을 만들었습니다.
ui-lobby-created_title = { $id } 테이블이 준비되었습니다
ui-lobby-creating = 테이블을 만드는 중…
ui-lobby-forget = 지우기
ui-lobby-game = 게임
ui-lobby-human = 사람
ui-lobby-invite_for = { $seats } 초대 링크
ui-lobby-invite_hint = 사람마다 자기 링크를 보내 주세요. 링크가 곧 그 자리의 열쇠이며 지금 한 번만 보여 줍니다 (이 브라우저는 ‘내 테이블’에 기억해 둡니다).
ui-lobby-invite_label = 초대 링크를 붙여 넣으세요 (관전하려면 테이블 ID)
ui-lobby-join = 참가
ui-lobby-join_title = 초대 링크로 참가
ui-lobby-list_failed = 테이블 목록을 불러오지 못했습니다: { $reason }
ui-lobby-mine = 내 테이블
ui-lobby-no_tables = 아직 테이블이 없습니다. 위에서 만들어 보세요.
ui-lobby-person = 사람
ui-lobby-person_hint = 같은 사람에게 맡긴 자리들은 링크 하나와 기기 하나를 함께 씁니다 (핫시트).
ui-lobby-person_n = { $n }번 사람
ui-lobby-plan = 자리 배정
ui-lobby-plan-ai = { $level }: { $seats }
ui-lobby-plan-links = { $n ->
        [0] 초대 링크가 없습니다. 모든 자리를 AI가 맡습니다(관전할 수 있습니다).
        [1] 초대 링크가 하나 만들어집니다.
       *[other] 초대 링크 { $n }개가 만들어집니다.
    }
ui-lobby-plan-person = { $person }(초대 링크 따로 받음): { $seats }
ui-lobby-play = 플레이
ui-lobby-refresh = 새로 고침
ui-lobby-seat = 자리
ui-lobby-seats = 자리
ui-lobby-seed = 시드 (테스트와 시연용, 서버가 허용해야 함)
ui-lobby-show_finished = 끝난 테이블도 보기
ui-lobby-tables = 테이블
ui-lobby-title = 로비
ui-lobby-watch = 관전
ui-lobby-who = 플레이하는 쪽
ui-lobby-your_links = 내 링크:
ui-log = 기록
ui-log-lines = { $n }줄
ui-winner = { $count ->
        [0] 승자가 없습니다.
       *[other] 승자: { $names }
    }
ui-pass-ok = 제가 { $seat }입니다: 보기
ui-pass-text = 기기를 { $seat }에게 넘겨 주세요. 다른 사람은 화면을 보면 안 됩니다.
ui-pass-title = 기기를 { $seat }에게 넘기세요
ui-record = 게임 기록
ui-round = { $round }라운드
ui-rules = 규칙
ui-seat = 플레이어 { $seat }
ui-seat-ai = AI · { $level }
ui-seat-free = 사람 · 아직 참가 전
ui-seat-human = 사람
ui-seat-turn = 차례
ui-seat-won = 승리
ui-seat-you = 나
ui-seats = 자리
ui-sending = 보내는 중…
ui-set-anim-fast = 빠르게
ui-set-anim-normal = 보통
ui-set-anim-off = 끄기
ui-set-anim-slow = 느리게
ui-set-animation = 몬스터 애니메이션
ui-set-coords = 좌표 보이기
ui-set-minor = 기록에 자세한 내용까지 보이기
ui-settings = 설정
ui-skip = 본문으로 건너뛰기
ui-skip_decision = 선택으로 건너뛰기
ui-status-broken = 오류
ui-status-finished = 끝남
ui-status-open = 모집 중
ui-status-playing = 진행 중
ui-to_lobby = 로비로 돌아가기
ui-waiting = { $who }을(를) 기다리는 중입니다.
ui-zoom = 확대/축소
ui-zoom_fit = 지도 전체
ui-zoom_in = 확대
ui-zoom_out = 축소
ui-pz-keys = 끌거나 화살표 키로 움직이고, 휠이나 + 와 − 로 확대·축소하며, Home 키로 전체를 봅니다
ui-pz-label = 게임판

# h-tiles
ui-lobby-table_mode = 테이블 모드
ui-table-join = 휴대폰으로 참가하기
ui-table-scan = 휴대폰 카메라로 자기 자리의 코드를 찍으면 그 휴대폰으로 플레이할 수 있습니다.
ui-table-joined = 참가함
ui-table-waiting = 아직 참가 전
ui-table-qr = { $seats } 초대 링크의 QR 코드
ui-table-qr_failed = 코드를 만들지 못했습니다. 링크를 직접 입력하세요.
ui-table-no_invites = 이 링크에는 초대가 들어 있지 않습니다. 테이블을 만든 브라우저의 로비에서 테이블 모드를 여세요.
# h-story
ui-story-continue = 계속
ui-story-later = 화면에서 고르기
ui-set-story = 이야기 창
ui-set-story-full = 전체 글
ui-set-story-short = 짧게: 한 줄만
ui-set-story-off = 끄기: 기록에만
