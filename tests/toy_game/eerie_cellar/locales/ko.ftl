# 촛불 지하실 (테스트용 장난감 게임)의 문구. 시나리오 문구는 시나리오 파일에 언어별로 있다.

ui-game-candle-cellar = 촛불 지하실

cellar-config-players = 인원
cellar-config-scenario = 시나리오
cellar-scenario = { $id ->
   *[candle-cellar] 닫혀 버린 문
 }
cellar-team = 일행
cellar-ending = { $id ->
    [dawn] 새벽에 탈출
   *[dark] 꺼져 버린 양초
 }

cellar-ev-say = { $text }
cellar-ev-objective = 목표: { $text }
cellar-ev-victory = 승리. { $text }
cellar-ev-defeat = 패배. { $text }
cellar-ev-round = { $round }라운드: { $seat }번 자리가 등불을 든다.
cellar-ev-roll = 주사위 눈은 { $n }입니다 ({ $need } 이상 필요).
cellar-ev-whisper = 당신에게만 들리는 속삭임: { $n ->
    [1] 계단 옆 상자.
    [2] 거미줄 아래 상자.
   *[other] 웅웅거리는 상자.
 }

cellar-prompt-roll = 주사위를 굴리세요: { $need } 이상이면 성공
cellar-prompt-whisper = 지하실이 첫 번째 자리에게 속삭인다
cellar-prompt-over = 게임이 끝났습니다
cellar-opt-face = { $n }
cellar-opt-whisper = { $n }번 상자

cellar-board-candle = 양초: { $n ->
    [0] 다 타 버림
   *[other] { $n }칸 남음
 }
cellar-board-key = { $has ->
    [1] 일행이 열쇠를 가지고 있다.
   *[other] 열쇠는 아직 찾지 못했다.
 }
cellar-board-lantern = { $seat }번 자리가 등불을 들고 있다.
cellar-board-whisper = 들은 속삭임: { $n }번 상자.
cellar-help = 선택지 번호(1, 2, 3)를 입력하세요.

# eerie validate: problems of a scenario file
cellar-val-unknown-event = 알 수 없는 이벤트 { $id }
cellar-val-unknown-objective = 알 수 없는 목표 { $id }
cellar-val-unknown-epilogue = 알 수 없는 에필로그 { $id }
cellar-val-choice_without_default = 선택지 가운데 하나는 'when' 없이 늘 고를 수 있어야 합니다
cellar-val-never_runs = 절대 실행되지 않습니다 ({ $why })
cellar-val-event_never_runs = { $id } 이벤트는 절대 일어날 수 없습니다
cellar-val-no_ending = 시나리오에는 도달할 수 있는 승리와 패배가 하나씩은 있어야 합니다
