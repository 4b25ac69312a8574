### Eerie: 언덕 위 저택의 배신 — 엔진과 터미널 화면의 문장.
### 메시지 id는 코드의 키에서 '.'을 '-'로 바꾼 것입니다 (eerie.core.text.fluent_id).
### 모든 언어에 영어와 같은 메시지와 변수가 있습니다 (tests/test_locales.py).

ui-game-betrayal-at-house-on-the-hill = 언덕 위 저택의 배신
bet-cfg-players = 인원
bet-cfg-explorers = 탐험가 (서로 다른 캐릭터 카드의 한 면씩)
bet-cfg-today = 오늘 날짜 (MM-DD: 생일이 가장 가까운 사람이 먼저 시작)
bet-deck-omen = 징조
bet-deck-item = 아이템
bet-deck-event = 사건
bet-end-traitor = 배신자의 승리
bet-end-heroes = 영웅들의 승리
bet-side-N = 북쪽
bet-side-E = 동쪽
bet-side-S = 남쪽
bet-side-W = 서쪽
bet-trait-might = 근력
bet-trait-speed = 속도
bet-trait-knowledge = 지식
bet-trait-sanity = 정신력
bet-ev-aside = { $room }: 여기에는 놓을 수 없어 옆으로 치워 둡니다.
bet-ev-book = { $text }
bet-ev-card = { $who }: { $card } 카드를 뽑았습니다. { $text }
bet-ev-death = { $who }: 끝내 목숨을 잃었습니다.
bet-ev-discover = { $who }: 새로운 방을 발견했습니다. 바로 { $room }입니다.
bet-ev-fight = { $who }: { $target }에게 공격을 겁니다. { $a } 대 { $d }.
bet-ev-haunt = 저주가 시작됩니다: { $title }. 진상을 드러낸 사람은 { $revealer }, 배신자는 { $traitor }입니다.
bet-ev-haunt_roll = 저주 굴림: 징조 { $omens }장에 대해 { $total }.
bet-ev-last_omen = 마지막 징조가 나왔습니다. 굴림 없이 저주가 시작됩니다.
bet-ev-move = { $who }: { $room }에 들어갑니다.
bet-ev-no_card = { $deck } 더미가 비었습니다.
bet-ev-objective = { $text }
bet-ev-reshuffle = 치워 둔 방 타일을 섞어 더미에 되돌립니다.
bet-ev-roll = 주사위 { $n }개: 합계 { $total }.
bet-ev-round = { $round }라운드.
bet-ev-say = { $text }
bet-ev-slide = { $who }: 통로를 미끄러져 지하 층계참으로 떨어집니다.
bet-ev-start = 모두 현관 홀로 피신했습니다. 첫 차례는 { $who }입니다.
bet-ev-trait_up = { $who }: { $trait } { $n } 상승 (현재 { $value }).
bet-ev-trait_down = { $who }: { $trait } { $n } 하락 (현재 { $value }).
bet-ev-trait_held = { $who }: { $trait } 수치가 { $value }에 머뭅니다.
bet-ev-turn = { $who }의 차례입니다.
bet-ev-use = { $who }: { $card } 카드를 사용합니다.
bet-ev-win-heroes = 영웅들이 이겼습니다. { $text }
bet-ev-win-traitor = 배신자가 이겼습니다. { $text }
bet-opt-attack = { $who } 공격
bet-opt-end = 차례 마치기
bet-opt-explore = { $side }으로 탐험
bet-opt-go = { $side }의 { $room }에 들어가기
bet-opt-link-up = 계단을 올라 { $room }에 가기
bet-opt-link-down = 계단을 내려가 { $room }에 가기
bet-opt-link-chute = 미끄러져 내려가 { $room }에 가기
bet-opt-link-stair = 숨겨진 계단으로 { $room }에 가기
bet-opt-rot = { $n ->
    [0] 인쇄된 그대로
   *[other] 시계 방향으로 { $n }번 돌리기
 }
bet-opt-split = 근력 -{ $might }, 속도 -{ $speed }
bet-opt-sum = 합계 { $n }
bet-opt-use = { $card } 사용
bet-prompt-card = { $deck } 카드 뽑기
bet-prompt-damage = 신체 피해 { $n }점: 근력과 속도에 나누어 받으세요.
bet-prompt-dice = 주사위 { $n }개 굴리기
bet-prompt-fight = { $who }의 { $trait } 굴림: 주사위 { $n }개
bet-prompt-haunt_roll = 저주 굴림: 징조 { $n }장에 맞서 주사위 6개
bet-prompt-over = 게임이 끝났습니다.
bet-prompt-rot = { $room }: 놓을 방향을 고르세요.
bet-prompt-tile = 방 타일 뽑기
bet-prompt-trait_roll = { $trait } 판정: 주사위 { $n }개
bet-prompt-turn = { $who }: 지금 { $room }에 있습니다. 무엇을 할까요?
bet-ev-secret = 당신만 아는 숫자: { $n }.
bet-opt-value = { $n }
bet-prompt-secret = 배신자만 알게 될 비밀 숫자

bet-ev-dawn = { $n }라운드가 지나 날이 밝도록 집 안에서는 아무것도 깨어나지 않았습니다. 승자 없이 밤이 끝납니다.
bet-end-none = 새벽: 승자 없음

bet-ui-floor = — { $floor } —
bet-ui-floor-upper = 위층
bet-ui-floor-ground = 1층
bet-ui-floor-basement = 지하
bet-ui-explorer = { $seat }. { $who } ({ $state })
bet-ui-state-explorer = 탐험 중
bet-ui-state-hero = 영웅
bet-ui-state-traitor = 배신자
bet-ui-state-dead = 사망
bet-ui-cards = 소지품: { $cards }
bet-ui-status = { $round }라운드, 징조 { $omens }장 나옴.
bet-ui-haunt = 저주: { $title }
bet-ui-goal = 당신의 목표: { $goal }
bet-term-help = 각 층은 타일로 그려집니다. 타일 테두리의 빈틈이 문이고, 숫자는 아래 목록의 방 이름이며, @ 뒤는 그 방에 있는 좌석 번호입니다. 능력치 트랙에서 괄호 안이 현재 위치이고 x는 해골입니다. 선택지의 키를 입력하세요: 문으로 이동하거나 탐험할 때는 n, e, s, w, 특별 통로는 up, down, chute, stair, 카드 사용은 숫자, 공격은 a1~a6, 차례를 마칠 때는 x.

bet-ui-counter = { $name }: { $n }

bet-opt-hurt = 피해 { $n }점 주기
bet-opt-steal = 대신 { $card } 빼앗기
bet-opt-take = { $card } 줍기
bet-prompt-steal = { $who }에게 { $n }점을 명중시켰습니다. 피해를 줄까요, 지닌 것을 빼앗을까요?
bet-ev-steal = { $who }: { $target }에게서 { $card } 카드를 빼앗았습니다.
bet-ev-take = { $who }: { $card } 카드를 주웠습니다.

bet-opt-accept = { $card }의 효과 받기
bet-opt-ignore = { $card } 무시하기
bet-prompt-traitor_event = 이 집은 당신 편입니다. { $card }의 효과를 좋든 나쁘든 받을까요, 무시할까요?
bet-ev-ignore = { $who }: { $card } 카드를 무시합니다.

## Content names and card texts
bet-card-bone_flute = 뼈 피리
bet-card-bone_flute-text = 어렴풋이 기억나는 곡조가 흘러나온다. 지니고 있는 동안 정신력 +2.
bet-card-cold_draft = 찬 바람
bet-card-cold_draft-text = 어딘가 문이 쾅 닫히고 냉기가 쫓아온다. 속도 판정: 4 이상 속도 +1, 0~3 속도 -1.
bet-card-cold_grip = 차가운 손아귀
bet-card-cold_grip-text = 보이지 않는 무언가가 팔을 움켜쥐었다 놓는다. 주사위 4개: 4 이상 무사, 2~3 근력 -1, 0~1 근력과 속도 -1. 가져가는 것은 없지만 징조로 셉니다.
bet-card-cracked_mirror = 금 간 거울
bet-card-cracked_mirror-text = 거울 속 당신은 당신이 모르는 것을 안다. 지니고 있는 동안 지식 +2, 정신력 -1.
bet-card-door_slams = 쾅 닫히는 문들
bet-card-door_slams-text = 층의 모든 문이 한꺼번에 쾅 닫힌다. 정신력 -1.
bet-card-dust_storm = 꽉 낀 문
bet-card-dust_storm-text = 근력 판정: 4 이상 억지로 열어 젖히고 근력 +1, 0~3 아무 일 없음.
bet-card-falling_plaster = 떨어지는 회반죽
bet-card-falling_plaster-text = 머리 위 천장이 무너진다. 속도 판정: 3 이상 피함, 0~2 근력 -1.
bet-card-hidden_drawer = 숨겨진 서랍
bet-card-hidden_drawer-text = 벽판이 딸깍 열린다. 아이템을 한 장 뽑습니다.
bet-card-hunting_knife = 사냥칼
bet-card-hunting_knife-text = 지니고 있는 동안 근력 +1.
bet-card-iron_crowbar = 쇠 지렛대
bet-card-iron_crowbar-text = 문 따는 데 좋고, 다른 데엔 더 좋다. 지니고 있는 동안 근력 +1.
bet-card-iron_nail = 관 못
bet-card-iron_nail-text = 길고 검으며 손에 쥐면 따뜻하다. 지니고 있는 동안 근력 +2, 정신력 -1.
bet-card-lost_diary = 잃어버린 일기장
bet-card-lost_diary-text = 지식 +1. 그다음 정신력 판정: 0~2 정신력 -1.
bet-card-moth_locket = 나방 로켓
bet-card-moth_locket-text = 달릴 때마다 안에서 무언가 파닥거린다. 지니고 있는 동안 속도 +1.
bet-card-music_box = 오르골
bet-card-music_box-text = 차례마다 한 번 사용: 정신력 판정. 4 이상 정신력 +1, 0~3 지식 -1.
bet-card-oil_lamp = 석유 램프
bet-card-oil_lamp-text = 달릴 때 길을 밝혀 준다. 지니고 있는 동안 속도 +1.
bet-card-pocket_watch = 멈춘 회중시계
bet-card-pocket_watch-text = 차례마다 한 번 사용: 지식 판정. 5 이상 아이템 한 장, 0~4 정신력 -1.
bet-card-reading_glasses = 돋보기 안경
bet-card-reading_glasses-text = 작은 글씨가 또렷해진다. 지니고 있는 동안 지식 +1.
bet-card-rusted_crown = 녹슨 왕관
bet-card-rusted_crown-text = 무겁고 차갑지만 이상하게 마음이 놓인다. 지니고 있는 동안 근력 +1, 정신력 +1.
bet-card-salt_pouch = 소금 주머니
bet-card-salt_pouch-text = 오래된 것들에 맞서는 오래된 습관. 지니고 있는 동안 정신력 +1.
bet-card-scratching = 벽 뒤의 긁는 소리
bet-card-scratching-text = 정신력 판정: 4 이상 무시함, 0~3 정신력 -1, 대신 지식 +1(귀를 기울였다).
bet-card-sealed_letter = 봉인된 편지
bet-card-sealed_letter-text = 수신인은 당신, 글씨도 당신의 것이다. 지니고 있는 동안 지식 +2.
bet-card-sleepwalker = 몽유병
bet-card-sleepwalker-text = 눈을 깜빡이니 다른 곳이다. 위층 층계참으로 이동하고 정신력 -1.
bet-card-stray_cat = 떠돌이 고양이
bet-card-stray_cat-text = 마른 회색 고양이가 당신을 주인으로 정했다. 곁에 있는 동안 정신력 +1, 속도 +1.
bet-card-tonic_bottle = 쓴 강장제
bet-card-tonic_bottle-text = 자기 차례에 사용: 근력 +1, 속도 +1, 그다음 버립니다.
bet-card-trapdoor = 함정문
bet-card-trapdoor-text = 발밑 바닥이 열린다. 지하 층계참으로 이동한 뒤 주사위 1개: 0이면 근력 -1.
bet-card-warm_hand = 따뜻한 손
bet-card-warm_hand-text = 누군가 다정하게 손을 꼭 잡는다. 아무도 없다. 정신력 +1.
bet-card-watching_portrait = 지켜보는 초상화
bet-card-watching_portrait-text = 그림의 눈이 당신을 따라온다. 지식 판정: 5 이상 지식 +1, 2~4 무사, 0~1 정신력 -1.
bet-explorer-arlo = 아를로 펜
bet-explorer-bartholomew = 바르톨로뮤 크레인
bet-explorer-dorothea = 도로테아 핀치
bet-explorer-greta = 그레타 모스
bet-explorer-haoran = 리하오란
bet-explorer-ivo = 이보 브란트
bet-explorer-kenji = 모리 겐지
bet-explorer-meiling = 쑨메이링
bet-explorer-nadia = 나디아 볼코바
bet-explorer-pim = 핌 오크스
bet-explorer-rosalind = 로절린드 헤일
bet-explorer-tobias = 토비아스 렌
bet-room-ash_cellar = 재 창고
bet-room-basement_landing = 지하 층계참
bet-room-bell_tower_stair = 종탑 계단
bet-room-boiler_room = 보일러실
bet-room-bone_pantry = 뼈 식료품실
bet-room-cellar_stairs = 지하 계단
bet-room-cloakroom = 외투 보관실
bet-room-clockmakers_study = 시계공의 서재
bet-room-doll_nursery = 인형 놀이방
bet-room-drowned_chapel = 물에 잠긴 예배당
bet-room-dumbwaiter_room = 음식 승강기 통로
bet-room-entrance_hall = 현관 홀
bet-room-foyer = 로비
bet-room-grand_staircase = 중앙 계단
bet-room-greenhouse = 온실
bet-room-guest_bedroom = 손님 침실
bet-room-hall_of_portraits = 초상화 복도
bet-room-linen_closet = 리넨 벽장
bet-room-long_corridor = 긴 복도
bet-room-lumber_room = 잡동사니 방
bet-room-map_room = 지도실
bet-room-moth_parlour = 나방 응접실
bet-room-music_room = 음악실
bet-room-old_well_room = 옛 우물방
bet-room-root_cellar = 뿌리 저장실
bet-room-scullery = 설거지방
bet-room-servants_hall = 하인들의 홀
bet-room-sewing_room = 재봉실
bet-room-smoking_room = 흡연실
bet-room-taxidermy_den = 박제실
bet-room-trophy_room = 트로피 진열실
bet-room-upper_landing = 위층 층계참
bet-room-widows_walk = 지붕 위 망루
bet-room-wine_vault = 와인 저장고

# h-err2
bet-err-explorers_count = 플레이어 { $n }명에게는 탐험가 { $n }명이 필요합니다. 주어진 탐험가: { $got }명
bet-err-same_card = 두 탐험가가 같은 캐릭터 카드에 속합니다

# statistics of simulation reports
bet-stat-haunts = 시작된 저주 수
bet-stat-deaths = 죽은 탐험가 수
bet-stat-omens = 뽑은 징조 수
bet-stat-rooms = 놓은 방 수

# h-valw
# eerie validate: problems of a haunt file
bet-val-unknown-event = 알 수 없는 이벤트 { $id }
bet-val-unknown-epilogue = 알 수 없는 에필로그 { $id }
bet-val-unknown-variable = 알 수 없는 변수 { $id }
bet-val-unknown-condition = 알 수 없는 조건 { $id }
bet-val-unknown-side = 알 수 없는 편 { $id } (편은 traitor 또는 heroes입니다)
bet-val-unknown-happening = 알 수 없는 발동 시점 { $id } (트리거는 round 또는 variable에 발동합니다)
bet-val-goal_missing = { $side ->
    [traitor] 배신자의 목표가 없습니다
   *[other] 영웅들의 목표가 없습니다
 }
bet-val-never_holds = 절대 성립할 수 없습니다 ({ $why })
bet-val-never_runs = 절대 실행되지 않습니다 ({ $why })
bet-val-event_never_runs = { $id } 이벤트는 절대 일어날 수 없습니다
bet-val-secret_without_values = 비밀에는 뽑을 값이 있어야 합니다
bet-val-no_feature = { $feature } 특징을 가진 방이 하나도 없습니다
bet-val-unknown-monster = 알 수 없는 괴물 { $id }
bet-val-monster_lacks_attack = 괴물의 공격 능력치 { $trait }: 이 괴물에게 없는 능력치입니다
bet-val-monster_speed = 괴물에게는 속도(굴릴 주사위 수)가 있어야 합니다
bet-val-trait_change = 능력치를 바꾸려면 능력치와 바꿀 양이 있어야 합니다
bet-cfg-haunt = 저주(표대로, 또는 표와 상관없이 하나를 정함)
bet-cfg-haunt-chart = 저주 표대로
bet-ev-act = { $who }: { $action }.
bet-ev-spawn = 나타남: { $who } ({ $room })
bet-ev-stun = 기절: { $who }
bet-ev-recover = 기절에서 깨어남: { $who }
bet-ev-monster_speed = { $who }: 이번 차례에 방 { $n }개.
bet-ev-monster_move = { $who }: { $room } 방으로 이동
bet-opt-split_mental = 정신력 -{ $sanity }, 지식 -{ $knowledge }
bet-prompt-damage_mental = 정신 피해 { $n }점: 정신력과 지식에 나누어 받으세요.
bet-prompt-monster_speed = { $who }의 속도: 주사위 { $n }개
bet-prompt-monster = { $who }: 지금 { $room } 방에 있습니다. 어디로 갈까요?
bet-ui-monster = { $who }: { $room }
bet-ui-monster-stunned = { $who }: { $room } (기절)

# h-betrayal: tokens and large monsters
bet-ev-token_laid = { $room } 방에 { $what } 놓임
bet-ev-token_take = { $who }: { $what } 집어 듦
bet-ev-token_deliver = { $who }: { $what } { $n }개 전달
bet-ev-token_remove = { $who }: { $room } 방의 { $what } 없앰
bet-ev-token_drop = { $who }: { $room } 방에 { $what } { $n }개 떨어뜨림
bet-ev-wound = 상처 입음: { $who } (남은 상처 { $n })
bet-ev-slain = 쓰러짐: { $who }
bet-ui-token = { $what }: { $room } ×{ $n }
bet-ui-carried = { $who }: { $what } ×{ $n } 지님
bet-val-unknown-token = 알 수 없는 표식 { $id }
bet-val-unknown-card = 알 수 없는 카드 { $id }
bet-val-unwoundable = 괴물 { $id }에게는 상처 수치가 없습니다. 상처 수치가 있는 괴물만 상처를 입힐 수 있습니다
