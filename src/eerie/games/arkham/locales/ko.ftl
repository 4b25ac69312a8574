### Eerie: Arkham Horror's texts (its engine, its content's names and texts, the terminal).
### Message ids are the code's keys with every '.' as '-' (eerie.core.text.fluent_id).
### Every language has the English messages with the same variables (tests/test_locales.py).

ah-anomaly-an1-0 = 공기가 웅웅거리지만 이곳은 잠잠합니다. 마음을 가다듬고 남은 것을 거두세요.
ah-anomaly-an1-1 = 검은 빛이 가는 금처럼 벽을 가로지릅니다. 그것을 닫는 말을 읊으세요.
ah-anomaly-an1-2 = 금이 벌어져 속삭이는 입이 됩니다. 그 언어로 대답하세요.
ah-anomaly-an1-3 = 틈 사이로 다른 하늘이 보입니다. 자신을 붙잡고 그것을 밀어내세요.
ah-anomaly-an2-0 = 틈에서 나온 발자국이 멈춰 있습니다. 살펴보세요.
ah-anomaly-an2-1 = 길의 이음매에서 냉기가 쏟아집니다. 표식을 그릴 때까지 버티세요.
ah-anomaly-an2-2 = 무언가가 반대편에서 세상의 문을 당겨 엽니다. 맞서 당기세요.
ah-anomaly-an2-3 = 틈이 울부짖습니다. 이제는 가장 오래된 말만이 그것을 좁힐 수 있습니다.
ah-anomaly-an3-0 = 잠시 틈 너머로 고요한 풀밭이 보여 숨이 편해집니다.
ah-anomaly-an3-1 = 틈의 가장자리가 번뜩입니다. 무늬를 알아보면 그것을 꿰매어 닫을 수 있습니다.
ah-anomaly-an3-2 = 길 잃은 이들의 목소리가 당신의 이름을 부릅니다. 가지 마세요.
ah-anomaly-an3-3 = 땅이 틈 쪽으로 기웁니다. 의식을 끝까지 읊지 못하면 삼켜집니다.
ah-archive-lamps-go-out-1 = 마을의 등불이 하나씩 꺼져 갑니다. 그 까닭을 밝혀내세요.
ah-archive-lamps-go-out-2 = 이상 현상: 한 칸에 파멸 3개나 한 구역에 파멸 5개가 모이면 열리고, 그 뒤 그곳에 놓일 파멸은 시나리오 시트에 놓입니다.
ah-archive-lamps-go-out-3 = 어둠이 이기고 있습니다. 시나리오 시트에 파멸이 8개 쌓이면 모든 것이 끝납니다.
ah-archive-lamps-go-out-4 = 등불을 다시 밝힐 방법을 찾았습니다.
ah-asset-almanac = 농사 책력
ah-asset-boat_hook = 갈고리 장대
ah-asset-bright_word = 빛의 말
ah-asset-crowbar = 쇠지렛대
ah-asset-fishing_net = 어망
ah-asset-heavy_coat = 두꺼운 외투
ah-asset-lantern = 폭풍 랜턴
ah-asset-magnifier = 돋보기
ah-asset-old_revolver = 낡은 리볼버
ah-asset-pocket_watch = 은 회중시계
ah-asset-salt_pouch = 소금 주머니
ah-asset-stray_dog = 떠돌이 개
ah-asset-warding_sign = 수호의 표식
ah-board-away = (게임판 밖)
ah-board-codex = 지침 { $n }: { $text }
ah-board-decks = 사건 카드 { $events }장, 남은 신문 카드 { $headlines }장, 신화 주머니 { $cup }개
ah-board-holds = 자산: { $assets }; 집중: { $focus }; 교전: { $engaged }
ah-board-inv = { $seat }. { $who } ({ $space }): 피해 { $damage }/{ $health }, 공포 { $horror }/{ $sanity }, { $money }달러, 단서 { $clues }개, 잔존물 { $remnants }개{ $delayed ->
    [yes] , 지체됨
   *[no] {""}
 }
ah-board-monster = { $monster } { $damage }/{ $health }{ $state ->
    [exhausted] {" "}(소진)
   *[ready] {""}
 }
ah-board-nb = { $nb }: 단서 { $clues }개{ $anomaly ->
    [yes] , 이상 현상
   *[no] {""}
 }
ah-board-objective = 목표: { $text }
ah-board-reserve = 진열대: { $items }
ah-board-round = { $round }라운드: { $phase ->
    [setup] 게임 준비
    [action] 행동 단계
    [monster] 괴물 단계
    [encounter] 조우 단계
   *[mythos] 신화 단계
 }
ah-board-sheet = 시나리오 시트: 단서 { $clues }개, 파멸 { $doom }개
ah-board-space = { $space } (파멸 { $doom })
ah-board-streets = 거리:
ah-config-players = 조사자 수
ah-config-scenario = 시나리오
ah-enc-ch1-dormitory = 학생들이 늦은 저녁 식사에 초대합니다.
ah-enc-ch1-library = 희귀본 열람실이 한 시간 동안 열려 있습니다.
ah-enc-ch1-observatory = 렌즈로 본 밤하늘이 어딘가 이상합니다.
ah-enc-ch2-dormitory = 한 학생이 편지 배달을 부탁하며 돈을 줍니다.
ah-enc-ch2-library = 지친 조수가 어느 쪽을 찍은 사진을 팝니다.
ah-enc-ch2-observatory = 교수의 성도에 무늬가 숨어 있습니다. 감히 볼 수 있다면요.
ah-enc-ch3-dormitory = 겁에 질린 학생이 당신이 침착하게 곁에 있으면 이야기할 것입니다.
ah-enc-ch3-library = 잘못 꽂힌 서류철이 누군가 알아봐 주기를 기다립니다.
ah-enc-ch3-observatory = 조용한 둥근 지붕 아래에서 마음을 쉬게 합니다.
ah-enc-lr1-apothecary = 약사가 1달러에 강장제를 권합니다.
ah-enc-lr1-chapel = 차가운 예배당에 무릎 꿇고 마음을 다잡으려 합니다.
ah-enc-lr1-pawnshop = 전당포 주인이 유리 진열장을 열어 줍니다.
ah-enc-lr2-apothecary = 선반의 이름표를 보며 직접 약을 지어 보려 합니다.
ah-enc-lr2-chapel = 오르간 연주자가 조용히 연주하자 마음이 편안해집니다.
ah-enc-lr2-pawnshop = 길에서 주운 시계를 두고 값을 흥정합니다.
ah-enc-lr3-apothecary = 약방 뒷방의 치료는 비싸지만 꼼꼼합니다.
ah-enc-lr3-chapel = 낡은 찬송가집에 잊힌 문자로 쓴 메모가 있습니다.
ah-enc-lr3-pawnshop = 잡동사니 속에서 무언가가 눈에 띕니다. 다시 찾을 수 있다면요.
ah-enc-me1-cemetery = 납골당에서 누군가 당신의 이름을 부릅니다.
ah-enc-me1-old_mill = 방앗간 주인이 멈춘 바퀴를 고치는 일에 돈을 줍니다.
ah-enc-me1-tavern = 난롯가의 따뜻한 술 한 잔은 1달러입니다.
ah-enc-me2-cemetery = 부서진 수호의 원을 알맞은 말로 다시 그릴 수 있을 것 같습니다.
ah-enc-me2-old_mill = 마룻장 사이에서 동전 몇 개를 찾습니다.
ah-enc-me2-tavern = 단골손님들이 이야기를 나누며 소문을 들려줍니다.
ah-enc-me3-cemetery = 새 무덤의 이름을 읽고 나서 읽지 말걸 그랬다고 후회합니다.
ah-enc-me3-old_mill = 바닥의 밀가루에 사람 것이 아닌 발자국이 찍혀 있습니다.
ah-enc-me3-tavern = 여주인이 손에 붕대를 감아 주고 차를 따라 줍니다.
ah-enc-oq1-customs_house = 들었던 이름을 찾아 화물 목록을 뒤집니다.
ah-enc-oq1-fish_market = 생선 장수가 다툼을 중재해 줄 사람을 찾습니다.
ah-enc-oq1-lighthouse = 등불실 유리에 이상한 자국이 긁혀 있습니다.
ah-enc-oq2-customs_house = 서기가 2달러를 받으면 기록을 베껴 주겠다고 합니다.
ah-enc-oq2-fish_market = 그물 끌기를 돕고 동전으로 품삯을 받습니다.
ah-enc-oq2-lighthouse = 등대지기가 물속에서 본 것을 이야기합니다. 견딜 수 있다면요.
ah-enc-oq3-customs_house = 관리가 호의적인 사람에게 소문을 들려줄지도 모릅니다.
ah-enc-oq3-fish_market = 물때가 바뀌기 전에 무거운 상자들을 옮겨야 합니다.
ah-enc-oq3-lighthouse = 등대 옆에서 수집가가 기이한 유물을 기다립니다.
ah-enc-st1-bridge = 다리 아래로 무언가 떠내려갑니다. 알아볼 수 있을까요?
ah-enc-st1-park = 공원의 새소리가 마음을 가라앉힙니다.
ah-enc-st1-street = 하수구에 떨어진 지갑이 있습니다.
ah-enc-st2-bridge = 다리를 건너는 동안 강물이 속삭입니다.
ah-enc-st2-park = 벤치의 형체가 눈도 깜빡이지 않고 당신을 지켜봅니다.
ah-enc-st2-street = 가게 주인이 손님을 달래 줄 말솜씨 좋은 사람을 찾습니다.
ah-enc-st3-bridge = 통행료 징수원이 빚진 은혜를 갚습니다.
ah-enc-st3-park = 공원의 오래된 돌들이 희미한 힘으로 웅웅거립니다.
ah-enc-st3-street = 서리 위의 발자국이 골목으로 이어집니다.
ah-ending-dawn = 어두운 새벽
ah-ending-fallen = 모든 조사자가 쓰러짐
ah-ending-relit = 등불을 다시 밝힘
ah-ending-swallowed = 어둠에 삼켜짐
ah-ev-anomaly = { $nb }에 이상 현상이 열립니다.
ah-ev-anomaly_closed = { $nb }의 이상 현상이 잠잠해지며 닫힙니다.
ah-ev-anomaly_encounter = { $who }: 이상 현상과 맞닥뜨립니다. { $text }
ah-ev-archive = 서고 카드 { $n }번이 지침에 놓입니다. { $text }
ah-ev-bought = { $who }: { $asset } 구입.
ah-ev-cast = { $who }: { $spell } 주문 시전.
ah-ev-clue = { $nb }에 단서가 나타납니다.
ah-ev-cup_refilled = 신화 주머니가 비었습니다. 사용한 토큰 { $n }개를 모두 다시 넣습니다.
ah-ev-defeat = 패배. { $text }
ah-ev-defeated = { $who }: 쓰러짐.
ah-ev-delayed = { $who }: 지체됨.
ah-ev-doom = { $space }에 파멸 { $n }개가 놓입니다 (그곳에 { $total }개).
ah-ev-doom_diverted = { $space }: 이상 현상 속이라 파멸 { $n }개를 대신 시나리오 시트에 놓습니다.
ah-ev-doom_removed = { $space }에서 파멸 { $n }개를 제거합니다.
ah-ev-encounter = { $who }: { $text }
ah-ev-engage = { $monster }: { $who }에게 달려들어 교전합니다.
ah-ev-enters = { $who }: { $space }에 도착.
ah-ev-events_added = 새 이벤트 카드 { $n }장이 이벤트 덱에 섞여 들어갑니다.
ah-ev-evaded = { $who }: { $monster }에게서 벗어남.
ah-ev-event_encounter = { $who }: 사건 카드를 뽑습니다. { $text }
ah-ev-event_reshuffled = 사건 카드 더미가 비어, 버린 사건 카드를 섞어 새 더미를 만듭니다.
ah-ev-extra_action = { $who }: 모든 괴물을 따돌려 행동을 한 번 더 할 수 있습니다.
ah-ev-focus = { $who }: { $skill }에 집중.
ah-ev-gain = { $who }: { $what ->
    [money] { $n }달러
    [clues] 단서 { $n }개
   *[remnants] 잔존물 { $n }개
 } 획득.
ah-ev-gate_burst = 차원문 폭발! { $space }에 파멸 3개가 놓이고, 버린 사건 카드를 섞어 사건 카드 더미 위에 올립니다.
ah-ev-harm = { $who }: 피해 { $damage }, 공포 { $horror }.
ah-ev-headline = 신문 기사: { $text }
ah-ev-heal = { $who }: 체력 { $health }, 정신력 { $sanity } 회복.
ah-ev-investigator = 조사자 { $seat }: { $who }
ah-ev-lead = 대표 조사자: 조사자 { $seat }
ah-ev-monster_attacks = { $monster }의 공격: 대상 { $who }.
ah-ev-monster_defeated = { $who }: { $monster } 처치!
ah-ev-monster_hurt = { $monster }: 피해 { $n }.
ah-ev-monster_moves = { $monster }: { $space } 쪽으로 이동.
ah-ev-monster_ready = { $monster }: 다시 준비 상태.
ah-ev-move = { $who }: { $space } 쪽으로 이동{ $cost ->
    [0] {""}
   *[other] {" "}({ $cost }달러 지불)
 }.
ah-ev-no_headline = 남은 신문 카드가 없어 시나리오 시트에 파멸 1개를 놓습니다.
ah-ev-no_monster = 괴물 카드 더미가 비어 괴물이 나타나지 않습니다.
ah-ev-objective = 목표: { $text }
ah-ev-paid = { $who }: { $what ->
    [money] { $n }달러
    [clues] 단서 { $n }개
   *[remnants] 잔존물 { $n }개
 } 지불.
ah-ev-phase_encounter = 조우 단계입니다.
ah-ev-phase_monster = 괴물 단계입니다.
ah-ev-phase_mythos = 신화 단계입니다.
ah-ev-reckoning = 응보: 게임에 있는 모든 응보 효과를 해결합니다.
ah-ev-reroll = 다시 굴린 주사위가 { $hit ->
    [yes] 성공했습니다
   *[no] 실패했습니다
 } (모두 { $hits }개 성공).
ah-ev-reserve = 진열대에 새 물품: { $asset }
ah-ev-roll = { $who }: 주사위 { $dice }개로 { $skill } 테스트, { $hits }개 성공.
ah-ev-round = { $round }라운드가 시작됩니다. 행동 단계입니다.
ah-ev-say = { $text }
ah-ev-setup = { $scenario } 시나리오를 준비합니다.
ah-ev-sheet_clues = 시나리오 시트에 단서 { $n }개를 연구해 올립니다 (모두 { $total }개).
ah-ev-sheet_doom = 시나리오 시트에 파멸 { $n }개가 놓입니다 (모두 { $total }개).
ah-ev-spawn = 괴물 출현: { $space }에 { $monster }
ah-ev-spread = 파멸이 확산됩니다: { $nb }의 사건 카드를 버립니다.
ah-ev-stands_up = { $who }: 몸을 일으킵니다. 이번 차례에는 행동을 한 번만 합니다.
ah-ev-take_clue = { $who }: { $nb }의 단서 획득.
ah-ev-test_failed = { $who }: 테스트 실패.
ah-ev-test_passed = { $who }: 테스트 통과 (성공 { $hits }개).
ah-ev-token = 신화 토큰: { $token }.
ah-ev-trade = 교환: { $from } → { $to }, { $what }
ah-ev-victory = 승리! { $text }
ah-event-ev_ch1 = 도서관의 한 책은 여백에 쓴 질문에 답을 합니다.
ah-event-ev_ch2 = 망원경에 어젯밤에는 없던 별이 보입니다.
ah-event-ev_ch3 = 한 학생이 잠든 채 강 쪽으로 걸어갑니다. 마음을 굳게 먹고 따라가세요.
ah-event-ev_lr1 = 약방의 병 속에 죽은 사람의 필체로 쓴 쪽지가 있습니다. 자세히 살펴보세요.
ah-event-ev_lr2 = 예배당의 촛불이 흔들릴 때 어떤 단어가 보입니다. 읽어 낼 수 있을까요?
ah-event-ev_lr3 = 전당포 주인은 검은 등잔을 판 사람을 알고 있습니다. 말로 알아내 보세요.
ah-event-ev_me1 = 한밤중 묘지에서 누군가 땅을 팝니다. 두려움 없이 지켜보세요.
ah-event-ev_me2 = 맷돌이 있어서는 안 될 무언가에 걸려 멈췄습니다.
ah-event-ev_me3 = 주점 주인은 알맞은 말을 들으면 낯선 손님의 거처를 속삭여 줄 것입니다.
ah-event-ev_oq1 = 등대 계단 아래에서 인장이 빛납니다. 오래된 의미를 지닌 것입니다.
ah-event-ev_oq2 = 시장의 나무 상자가 안에서 쿵쿵 울립니다. 억지로 열어 보세요.
ah-event-ev_oq3 = 세관 장부에 한 번도 내려진 적 없는 화물이 적혀 있습니다.
ah-headline-h01 = '강 위의 이상한 안개': 안개가 지나간 자리에 검은 서리가 남습니다.
ah-headline-h02 = '방앗간 품삯 조기 지급': 모두의 주머니에서 동전 소리가 납니다.
ah-headline-h03 = '교수 실종': 그의 마지막 메모가 마을 어딘가에서 발견됩니다.
ah-headline-h04 = '밤에 몽유병자 목격': 온 마을이 같은 꿈을 꿉니다.
ah-headline-h05 = '찢긴 가축 발견': 굶주린 무언가가 거리를 어슬렁거립니다.
ah-headline-h06 = '부두에서 폭동': 마을 곳곳에서 주먹다짐이 벌어집니다.
ah-headline-h07 = '도서관 책들이 스스로 다시 쓰여': 사서는 말을 아낍니다.
ah-headline-h08 = '합창 공연 대성공': 마을에 작은 평온이 찾아옵니다.
ah-headline-h09 = '현상금 공고': 시장은 의회를 설득하는 사람에게 돈을 줍니다.
ah-headline-h10 = '열린 무덤 발견': 묘지기는 문을 잠갔다고 맹세합니다.
ah-headline-h11 = '목격자 나타나': 눈썰미가 좋다면 오늘 무언가를 알아낼 수 있습니다.
ah-headline-h12 = '점등원 실종': 또 한 거리가 어둠에 잠깁니다.
ah-headline-h13 = '벽에 이상한 기호': 그것을 들여다본 사람은 몇 시간을 잃어버립니다.
ah-headline-h14 = '무료 진료소 개원': 간호사들이 찾아오는 사람을 모두 치료해 줍니다.
ah-headline-h15 = '등대지기의 헛소리': 그는 등불이 자신을 마주 보았다고 말합니다.
ah-help = 선택지의 키를 입력하세요: m-<칸> 이동, g 자원 모으기, f-<능력> 집중, w 방비, a-<괴물> 공격, e 회피, r 연구, t 교환, x 차례 마치기. 테스트에서는 r 굴리기, k 확정, f1/c 다시 굴리기.
ah-inv-elias_brandt = 퇴역 군인 엘리아스 브란트
ah-inv-ines_caldera = 기록 보관인 이네스 칼데라
ah-inv-marta_voss = 간호사 마르타 보스
ah-inv-ruth_winslow = 영매 루스 윈슬로
ah-inv-samuel_okafor = 기자 새뮤얼 오카포
ah-inv-tobias_reed = 부두 일꾼 토비아스 리드
ah-mon-ash_cultist = 잿빛 옷의 사교도
ah-mon-bell_wraith = 종의 망령
ah-mon-drowned_hound = 익사한 사냥개
ah-mon-gutter_thing = 하수구의 것
ah-mon-pale_watcher = 창백한 감시자
ah-nb-college_hill = 학원 언덕
ah-nb-lantern_row = 등불 골목
ah-nb-mill_end = 방앗간 끝
ah-nb-old_quay = 옛 부두
ah-opt-attack = { $monster } 공격 (피해 { $damage })
ah-opt-buy = { $asset } 구매 ({ $cost }달러)
ah-opt-card = { $card }
ah-opt-cast = { $spell } 시전 (공포 { $n } 받기)
ah-opt-cast_remnant = { $spell } 시전 (잔존물 { $n }개 소비)
ah-opt-decline = 거절
ah-opt-die_hit = 성공 (5 또는 6)
ah-opt-die_miss = 실패 (1~4)
ah-opt-end_turn = 차례 마치기
ah-opt-evade = 회피
ah-opt-focus = 집중: { $skill }
ah-opt-gather = 자원 모으기 (1달러)
ah-opt-give = { $who }에게 { $what } 주기
ah-opt-give_asset = { $who }에게 { $asset } 주기
ah-opt-hits = 성공 { $n }개
ah-opt-keep = 결과 확정 (성공 { $n }개)
ah-opt-move = 이동: { $space }{ $cost ->
    [0] {""}
   *[other] {" "}({ $cost }달러)
 }
ah-opt-next = 다음 차례: { $who }
ah-opt-pay = { $what ->
    [money] { $n }달러
    [clues] 단서 { $n }개
   *[remnants] 잔존물 { $n }개
 } 내기
ah-opt-reroll_clue = 단서 1개를 써서 실패한 주사위 다시 굴리기
ah-opt-reroll_focus = { $skill } 집중 토큰을 써서 실패한 주사위 다시 굴리기
ah-opt-research = 연구
ah-opt-roll = 주사위 { $n }개 굴리기
ah-opt-skip = 사지 않기
ah-opt-take = { $who }에게서 { $what } 받기
ah-opt-take_asset = { $who }에게서 { $asset } 받기
ah-opt-trade = 교환
ah-opt-trade_done = 교환 마치기
ah-opt-ward = 방비
ah-prompt-action = { $who }: 행동을 고르세요 ({ $left }번 남음).
ah-prompt-buy = 진열대에서 물품을 사겠습니까? (가진 돈 { $money }달러)
ah-prompt-cast = { $skill } 테스트: 먼저 주문을 걸거나 바로 굴리세요.
ah-prompt-choose = { $skill } 테스트: 성공 { $hits }개, 실패한 주사위 { $misses }개.
ah-prompt-draw = { $deck ->
    [event] 사건 카드 더미
    [nb] 구역 카드 더미
    [street] 거리 카드 더미
    [monster] 괴물 카드 더미
    [headline] 신문 카드 더미
    [ally] 조력자 카드 더미
    [spell] 마법 카드 더미
   *[item] 물품 카드 더미
 }에서 카드를 뽑습니다.
ah-prompt-investigator = 조사자를 고르세요.
ah-prompt-mythos = { $who }: 신화 토큰을 뽑습니다.
ah-prompt-next = 다음 차례는 누가 진행할까요?
ah-prompt-over = 게임이 끝났습니다.
ah-prompt-pay = { $what ->
    [money] { $n }달러를
    [clues] 단서 { $n }개를
   *[remnants] 잔존물 { $n }개를
 } 내겠습니까?
ah-prompt-reroll = 주사위 1개를 다시 굴립니다.
ah-prompt-roll = { $skill } 테스트로 주사위 { $n }개를 굴립니다.
ah-prompt-trade = 같은 칸에 있는 조사자와 교환하세요.
ah-scenario-lamps-go-out = 등불이 꺼지는 밤
ah-seat = 조사자 { $seat }
ah-skill-influence = 영향력
ah-skill-lore = 지식
ah-skill-observation = 관찰력
ah-skill-strength = 힘
ah-skill-will = 의지
ah-space-apothecary = 그리브스 약방
ah-space-cemetery = 늪지 묘지
ah-space-chapel = 성 아이브스 예배당
ah-space-customs_house = 세관
ah-space-dormitory = 기숙사
ah-space-fish_market = 어시장
ah-space-library = 홀리스 도서관
ah-space-lighthouse = 옛 등대
ah-space-market_cross = 장터 네거리
ah-space-north_lane = 북쪽 길
ah-space-observatory = 천문대
ah-space-old_mill = 낡은 방앗간
ah-space-pawnshop = 놋쇠 열쇠 전당포
ah-space-river_bridge = 강 다리
ah-space-south_lane = 남쪽 길
ah-space-tavern = 굽은 등불 주점
ah-space-willow_park = 버드나무 공원
ah-team = 조사자 팀
ah-token-blank = 빈 토큰: 잠깐의 휴식
ah-token-gate_burst = 차원문 폭발
ah-token-headline = 신문 기사
ah-token-reckoning = 응보
ah-token-spawn_clue = 단서 출현
ah-token-spawn_monster = 괴물 출현
ah-token-spread_doom = 파멸 확산
ah-what-clues = 단서 1개
ah-what-money = 1달러
ah-what-remnants = 잔존물 1개
ui-game-arkham-horror = 아컴 호러

# statistics of simulation reports
ah-stat-defeated = 쓰러진 조사자 수
ah-stat-spawned = 나타난 괴물 수
ah-stat-sheet_clues = 시나리오 시트의 단서 수
ah-stat-sheet_doom = 시나리오 시트의 파멸 수

# h-valw
# eerie validate: problems of a scenario or content file
ah-val-unknown-space = 알 수 없는 칸 { $id }
ah-val-unknown-monster = 알 수 없는 괴물 { $id }
ah-val-unknown-neighbourhood = 알 수 없는 구역 { $id }
ah-val-not_reserve_event = 이벤트 카드 { $id }: 이 시나리오의 예비 이벤트 카드가 아닙니다
ah-val-reserve_never_added = 예비 이벤트 카드 { $id }: 이벤트 덱에 섞여 들어가는 단계가 없습니다
ah-val-unknown-event = 알 수 없는 이벤트 { $id }
ah-val-unknown-objective = 알 수 없는 목표 { $id }
ah-val-unknown-epilogue = 알 수 없는 에필로그 { $id }
ah-val-unknown-asset = 알 수 없는 자산 { $id }
ah-val-unknown-archive_card = 없는 서고 카드 { $n }번
ah-val-unknown-monster_or_space = 알 수 없는 괴물 { $monster } 또는 칸 { $space }
ah-val-unknown_deck = 이런 id의 구역이 없습니다 (조우 카드 더미의 이름은 구역 id이거나 streets입니다)
ah-val-encounter_texts = 장소 { $n }곳마다 글이 있어야 합니다: { $keys }
ah-val-event_never_runs = { $id } 이벤트는 절대 일어날 수 없습니다
ah-val-no_ending = 시나리오에는 도달할 수 있는 승리와 패배가 하나씩은 있어야 합니다
ah-val-not_object = 파일에는 JSON 객체가 있어야 합니다
# double-sided conditions (backs secret until flipped)
ah-cond-pact = 속삭인 계약
ah-cond-pact-front = 기억나지 않는 무언가를 약속했습니다. 응보 때마다 의지 테스트를 하고, 실패하면 이 카드를 뒤집습니다.
ah-cback-pact-kept = 계약 상대는 끝내 빚을 받으러 오지 않습니다. 마음이 놓여 정신력 1을 회복합니다.
ah-cback-pact-blood = 대가는 피로 치러집니다. 피해 2를 받습니다.
ah-cback-pact-doom = 당신의 약속이 어둠에 문을 열어 주었습니다. 시나리오 시트에 파멸 1개를 놓습니다.
ah-cback-pact-price = 이자까지 붙은 청구서가 날아옵니다. 2달러를 잃고 공포 1을 받습니다.
ah-enc-st4-street = 문간의 낯선 사람이 당신에게 필요한 이름을 알고 있습니다. 기억하지 못할 약속을 대가로 그 이름을 알려 달라고 설득할 수 있습니까?
ah-enc-st4-bridge = 다리 밑에서 어떤 목소리가 무언가에 동의하라고 속삭입니다. 거절할 의지가 있습니까?
ah-enc-st4-park = 정원사가 말없이 당신 손의 상처를 감아 줍니다.
ah-headline-h16 = '라디오 설교자': 청취자들은 그가 자신들에게 무언가를 약속하게 했다고 맹세합니다.
ah-opt-face_down = 뒷면을 모르는 카드 1장
ah-prompt-condition = { $what } 카드를 뒷면을 보지 않고 1장 뽑습니다
ah-ev-condition = { $who }: { $what } 획득 (뒷면은 아무도 모릅니다).
ah-ev-condition_flipped = { $who }: { $what } 카드를 뒤집습니다. { $text }
ah-board-condition = { $what }: { $front } 뒷면: { $back }
ah-board-face_down = 아직 덮여 있음
# h-arkham: allies, spells, investigator abilities, more conditions
ah-inv-noor_haddad = 측량사 누르 하다드
ah-inv-noor_haddad-ability = 숙련된 눈: 관찰력 테스트마다 한 번, 실패한 주사위 1개를 대가 없이 다시 굴립니다.
ah-inv-august_pike = 거리의 설교자 오거스트 파이크
ah-inv-august_pike-ability = 교회 의자처럼 단단함: 괴물의 공격마다 그가 받는 피해가 1 줄어듭니다.
ah-asset-ferryman_cole = 뱃사공 콜
ah-asset-dock_medic = 부두 의무병 헤스터 램
ah-asset-night_watchman = 야경꾼 이바라
ah-asset-curators_nephew = 관장의 조카
ah-asset-iron_psalm = 강철 시편
ah-asset-ember_litany = 잉걸불 연도
ah-asset-veil_of_hours = 시간의 장막
ah-asset-quiet_geometry = 고요한 기하학
ah-enc-lr4-apothecary = 부두에서 일하는 의무병이 여기서 커피를 마시고 있습니다. 2달러면 그녀의 시간과 충성을 살 수 있습니다.
ah-enc-lr4-pawnshop = 전당포 주인이 2달러를 빌려주며 검은 장부에 당신의 이름을 적습니다.
ah-enc-lr4-chapel = 거꾸로 부르는 찬송가가 텅 빈 예배당을 채웁니다. 신경이 버틴다면 그것을 익히십시오.
ah-enc-me4-old_mill = 야경꾼이 쓰러진 들보 밑에 깔려 있습니다. 들보를 들어 올리면 그는 당신을 따를 것입니다.
ah-enc-me4-cemetery = 묘비명은 위장한 주문입니다. 바르게 읽지 못하면 밀물이 당신을 기억합니다.
ah-enc-me4-tavern = 낯선 사람이 3달러를 내주고는 자기 장부에 서명만 해 달라고 합니다.
ah-enc-oq4-fish_market = 늙은 뱃사공의 조카가 일을 찾고 있습니다. 그를 설득해 동료로 삼으십시오.
ah-enc-oq4-customs_house = 서기가 압수한 서류를 팝니다. 그중 한 장은 효력 있는 인장으로 가득합니다.
ah-enc-oq4-lighthouse = 등실의 유리에 바다가 마을 위로 차오르는 모습이 비칩니다. 그것이 당신에게 표식을 남기기 전에 눈을 돌리십시오.
ah-enc-st5-street = 랜턴을 든 소년이 길을 안내하겠다고 합니다. 당신이 미치지 않았다고 설득할 수 있다면 말입니다.
ah-enc-st5-bridge = 젖은 발자국이 강에서 기어 올라와 당신의 발자국을 따라옵니다.
ah-enc-st5-park = 길 위의 분필 그림이 베껴 쓸 수 있는 주술을 이루고 있습니다.
ah-headline-h17 = '거리까지 차오른 만조': 물이 닿은 모든 문에 줄이 남았습니다.
ah-headline-h18 = '누구에게나 쉬운 대출': 새 대부업자가 돈이 궁한 사람에게 묻지도 않고 돈을 내줍니다.
ah-cond-tide_mark = 밀물의 표식
ah-cond-tide_mark-front = 피부에 소금 얼룩이 둥글게 남았고, 바다는 계속 그것을 찾고 있습니다. 응보 때마다 관찰력 테스트를 하고, 실패하면 이 카드를 뒤집습니다.
ah-cback-tide_mark-ebb = 썰물과 함께 표식이 흐려집니다. 체력 1을 회복합니다.
ah-cback-tide_mark-undertow = 역류가 당신을 자갈길 위로 끌고 갑니다. 직접적 피해 2를 받습니다.
ah-cback-tide_mark-flood = 당신이 선 자리의 바닥에서 바닷물이 솟구칩니다. 당신의 칸에 파멸 1개를 놓습니다.
ah-cback-tide_mark-caller = 깊은 곳의 무언가가 표식에 응답합니다. 괴물 하나가 출현합니다.
ah-cond-ledger = 서명한 장부
ah-cond-ledger-front = 아무도 본 적 없는 대부업자에게 빚을 졌습니다. 응보 때마다 1달러를 내거나 이 카드를 뒤집습니다.
ah-cback-ledger-forgiven = 당신의 이름이 적힌 장이 찢겨 나갔습니다. 2달러를 얻습니다.
ah-cback-ledger-collector = 수금원이 꿈속으로 찾아옵니다. 직접적 공포 2를 받습니다.
ah-cback-ledger-interest = 이자는 멍과 악몽으로 치러집니다. 피해 1과 공포 1을 받습니다.
ah-cback-ledger-lien = 대부업자가 당신의 기록과 시간을 차압합니다. 단서 1개를 잃고 지체됩니다.
ah-opt-reroll_free = 능력을 써서 실패한 주사위 다시 굴리기
ah-opt-assign_self = 피해 { $damage }, 공포 { $horror }를 직접 받기
ah-opt-assign = { $asset }에 할당 (피해 { $damage }, 공포 { $horror }; 나머지는 직접 받기)
ah-prompt-assign = { $who }: 피해 { $damage }, 공포 { $horror }. 직접 받거나 카드 1장에 할당하시겠습니까?
ah-ev-assigned = { $asset }: { $who } 대신 피해 { $damage }, 공포 { $horror }를 받습니다.
ah-ev-discarded = { $who }: { $asset } 버림.
ah-ev-gained_asset = { $who }: { $asset } 획득.
ah-opt-cast_mixed = { $spell } 시전 (잔존물 { $n }개 소비, 공포 { $horror } 받기)
ah-board-hurt = { $asset }: 피해 { $damage }/{ $health }, 공포 { $horror }/{ $sanity }
ah-board-ability = 능력: { $text }
ah-val-horror_not_spell = 공포 비용은 마법에만 있습니다
ah-val-cost_not_item = 가격은 물품에만 있습니다 (조력자와 마법은 구입하지 않습니다)
ah-val-unknown-condition = 알 수 없는 상태 { $id }
ah-asset-dock_medic-action = 행동: 그녀가 상처를 씻고 꿰매 줍니다. 체력 2를 회복합니다.
ah-opt-use = { $asset } 사용 (카드의 행동)
ah-ev-use = { $who }: { $asset } 사용. { $text }
ah-val-spell_action = 마법에는 카드의 행동을 둘 수 없습니다 (공포 비용은 주사위를 위해 시전할 때만 치릅니다)

# The Choir Below (second scenario)
ah-scenario-choir-below = 아래의 합창
ah-archive-choir-below-1 = 마을 곳곳에서 잠든 사람들이 아무도 가르친 적 없는 찬송을 흥얼거립니다. 소리는 학원 언덕에서 나는 듯합니다.
ah-archive-choir-below-2 = 이상 현상: 한 칸에 파멸 3개, 또는 한 구역에 파멸 5개가 모이면 열립니다. 그 뒤로 그곳에 놓일 파멸은 시나리오 시트에 놓입니다.
ah-archive-choir-below-3 = 메아리와 그 가수: 진짜 위협은 옛 부두 아래에 있습니다. 연구한 단서는 사라지고 새 이벤트 카드가 덱에 들어갑니다. 이제부터 응보마다 모든 조사자가 노래에 맞서 의지 테스트를 합니다(실패: 공포 1).
ah-archive-choir-below-4 = 몽유병자들: 시나리오 시트의 파멸 9개가 감시자를 불러냅니다.
ah-archive-choir-below-5 = 진짜 노랫말의 대부분: 가수가 종지기를 어시장으로 보냅니다.
ah-ending-chorus = 부풀어 오른 합창
ah-ending-drowned_out = 찬송에 삼켜지다
ah-ending-grey_tide = 잿빛 밀물
ah-ending-silenced = 잠재운 가수
ah-event-cb_ch1 = 도서관의 찬송가집에 어떤 인쇄소도 찍은 적 없는 구절이 연필로 적혀 있습니다. 해독해 보세요.
ah-event-cb_ch2 = 천문대 돔에서는 잠든 이들이 노래할 때 어느 창문이 빛나는지 보입니다. 지도에 옮겨 보세요.
ah-event-cb_ch3 = 한 학생이 잠결에 노래하며 자기 목소리가 아닌 목소리로 질문에 답합니다. 침착하게 물어보세요.
ah-event-cb_lr1 = 예배당 오르간이 매시 정각마다 저절로 화음 하나를 울립니다. 끝까지 앉아서 들어 보세요.
ah-event-cb_lr2 = 약재상의 수면제가 모두 한 사람에게 팔렸습니다. 장부를 살펴보세요.
ah-event-cb_lr3 = 전당포 주인이 찬송을 연주하는 오르골을 받아 두었습니다. 누가 가져왔는지 말하게 해 보세요.
ah-event-cb_me1 = 묘지의 새 무덤에 귀를 가까이 대면 흥얼거림이 들립니다. 묘비에 새겨진 의식문을 읽어 보세요.
ah-event-cb_me2 = 선술집 단골들이 누가 먼저 흥얼거리기 시작했는지 다툽니다. 한 잔씩 돌리고 이야기를 정리해 보세요.
ah-event-cb_me3 = 물레방아가 노래에 맞춰 물살을 거슬러 돕니다. 힘으로 멈춰 세우세요.
ah-event-cb_oq1 = 등대 벽에 소금이 엉겨 붙은 글자들이 찬송을 거꾸로 적고 있습니다. 뜻을 풀어 보세요.
ah-event-cb_oq2 = 어시장에서 끌어올린 그물에 교회 종이 가득합니다. 뭍으로 끌어내세요.
ah-event-cb_oq3 = 세관에는 하룻밤만 빨갛게 표시된 조석표가 있습니다. 그 이유를 알아내세요.
ah-event-cb_dq1 = 등대 계단이 노래하는 물속으로 이어집니다. 걸어 들어가는 동안 정신을 붙드세요.
ah-event-cb_dq2 = 시장 지하실에 잠긴 찬송가집이 떠다니고, 잉크는 아직 마르지 않았습니다. 그것이 당신을 읽기 전에 먼저 읽으세요.
ah-event-cb_dq3 = 세관 부두 아래에서 노래의 박자에 맞춰 거품이 올라옵니다. 세어 보고 근원을 찾으세요.
ah-event-cb_dq4 = 부두 아래의 지하실 문이 안쪽에서 빗장이 걸려 있습니다. 부수고 여세요.
ah-anomaly-cb_an1-0 = 이곳의 균열은 조용하고, 그 고요 속에서 남겨진 무언가가 눈에 띕니다.
ah-anomaly-cb_an1-1 = 균열에서 길게 끄는 음 하나가 새어 나옵니다. 따라 흥얼거리지 마세요.
ah-anomaly-cb_an1-2 = 균열이 스스로 화음을 이루며 노래합니다. 맞서는 주문으로 응답하세요.
ah-anomaly-cb_an1-3 = 합창 전체가 쏟아져 나옵니다. 목소리의 홍수 속에서 버티세요.
ah-anomaly-cb_an2-0 = 조용한 균열에서 따뜻한 공기가 흘러나와 아픔을 덜어 줍니다.
ah-anomaly-cb_an2-1 = 물에 잠긴 손이 균열의 가장자리를 움켜쥡니다. 다시 밀어 넣으세요.
ah-anomaly-cb_an2-2 = 차가운 물이 무릎까지 차올라 잡아당깁니다. 끌려가지 마세요.
ah-anomaly-cb_an2-3 = 균열은 이제 소용돌이입니다. 완전한 의식만이 닫을 수 있습니다.
ah-anomaly-cb_an3-0 = 균열에서 악보가 팔랑이며 나옵니다. 오선의 뜻을 알아볼 수 있나요?
ah-anomaly-cb_an3-1 = 균열이 심장 박동에 맞춰 깜박입니다. 박동 사이의 틈을 잡으세요.
ah-anomaly-cb_an3-2 = 아는 사람이 저편에서 노래하며 부릅니다. 그 부름을 끊는 말을 외우세요.
ah-anomaly-cb_an3-3 = 가수의 얼굴이 아래에서 균열에 맞닿습니다. 그 눈을 마주하고 이름을 알아내세요.
