"""Every refusal the server sends carries its reason as a message, so the web client
says it in the page's language (issue 13: every text comes from the catalogs); the
English ``detail``/``message`` stays for other clients."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from eerie.core.config import _msg_from_json
from eerie.core.text import LANGUAGES, Translator
from tests.server.helpers import create


def _said(reason: dict[str, Any]) -> dict[str, str]:
    message = _msg_from_json(reason)
    return {lang: Translator(lang)(message) for lang in LANGUAGES}


def test_http_errors_carry_a_translated_reason(client: TestClient) -> None:
    r = client.get("/api/tables/nope")
    assert r.status_code == 404
    body = r.json()
    assert body["detail"] == "no such table"
    assert _said(body["reason"]) == {"en": "no such table", "ko": "그런 테이블이 없습니다",
                                     "zh": "没有这张桌子"}
    r = client.post("/api/tables", json={"game": "fearsome-floors", "config": {"players": 9}})
    assert r.status_code == 422
    body = r.json()
    texts = _said(body["reason"])
    assert texts["en"] == body["detail"]
    assert texts["ko"] != texts["en"] and texts["zh"] != texts["en"]
    r = client.post("/api/tables", json={"game": "fearsome-floors", "config": {"players": 2},
                                         "seats": [{"kind": "ai", "level": "genius"},
                                                   {"kind": "human"}]})
    assert r.status_code == 422
    assert _said(r.json()["reason"])["ko"].startswith("0번 좌석: 알 수 없는 AI 수준 'genius'")


def test_websocket_error_frames_carry_a_translated_reason(client: TestClient) -> None:
    data = create(client, "fearsome-floors", config={"players": 2}, seed=3)
    with client.websocket_connect(f"/ws/tables/{data['id']}") as w:
        w.send_json({"type": "hello", "token": data["invites"][0]["token"]})
        while w.receive_json()["type"] != "state":
            pass
        w.send_json({"type": "dance", "id": 7})
        frame = w.receive_json()
        while frame["type"] != "error":
            frame = w.receive_json()
        assert frame["code"] == "bad_message" and frame["id"] == 7
        assert frame["message"] == "unknown message type 'dance'"
        assert _said(frame["reason"])["ko"] == "알 수 없는 메시지 종류: 'dance'"
