"""Table mode's routes (``eerie.server.table_mode``): the shared screen's page and the QR
codes of invite links, made with segno from a text sent in the body."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import segno
from starlette.testclient import TestClient

from eerie.server.app import create_app
from eerie.server.settings import ServerSettings
from eerie.server.table_mode import MAX_TEXT, qr_modules


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(ServerSettings(db_url="", data_dir=tmp_path))) as c:
        yield c


def dark(rows: list[str]) -> set[tuple[int, int]]:
    return {(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == "1"}


def test_a_code_is_segnos_code_of_the_text() -> None:
    text = "http://192.168.1.20:8000/play/Ab3_x#token=QWERTY-uiop_1234567890abcdefghijklmnopqrs"
    code = qr_modules(text)
    want = segno.make(text, error="m", micro=False)
    assert code["size"] == want.symbol_size(border=0)[0] == len(code["rows"])
    assert all(len(r) == code["size"] and set(r) <= {"0", "1"} for r in code["rows"])
    assert dark(code["rows"]) == {(x, y) for y, row in enumerate(want.matrix_iter(border=0))
                                  for x, d in enumerate(row) if d}
    # the finder pattern in its corner: a dark ring round a light one round a dark square
    assert code["rows"][0][:7] == "1111111" and code["rows"][1][:7] == "1000001"
    assert qr_modules(text + "x") != code


def test_the_qr_route_takes_the_text_in_its_body_only(client: TestClient) -> None:
    r = client.post("/api/qr", json={"text": "http://example.test/play/t#token=abc"})
    assert r.status_code == 200
    assert r.json() == qr_modules("http://example.test/play/t#token=abc")
    for body in ({"text": ""}, {"text": "x" * (MAX_TEXT + 1)}, {}, {"text": 5}):
        assert client.post("/api/qr", json=body).status_code == 422, body
    assert client.get("/api/qr?text=abc").status_code == 405


def test_the_shared_screen_is_the_play_page_in_table_mode(client: TestClient) -> None:
    r = client.get("/table/Tab_1")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    page = r.text
    assert '<body class="play table-mode" data-table="Tab_1">' in page
    assert 'src="/static/js/table-mode.js"' in page and 'id="qr-list"' in page
    for part in ('id="board"', 'id="log"', 'id="seats"', 'id="decision"'):
        assert part in page, part  # the play page's own parts, which play.js fills
    escaped = client.get("/table/%3Cb%3E").text
    assert "<b>" not in escaped and "&lt;b&gt;" in escaped
    js = client.get("/static/js/table-mode.js")
    assert js.status_code == 200 and "import '../play.js';" in js.text
