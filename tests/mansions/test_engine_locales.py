"""The engine's interface messages exist in English, Korean and Chinese and render."""

from __future__ import annotations

import re
from pathlib import Path
from random import Random

import pytest

from eerie.core.chance import sample
from eerie.core.decision import IllegalAction
from eerie.core.text import LANGUAGES, Msg, Translator
from eerie.games.mansions.game import GAME
from eerie.games.mansions.script import FAMILIES
from tests.catalogs import has_key, package_messages
from tests.mansions.fixtures import new

SRC = Path(__file__).resolve().parents[2] / "src" / "eerie" / "games" / "mansions"
ENGINE = [SRC / "script.py", SRC / "game.py", *sorted((SRC / "rules").glob("*.py"))]
PACKAGE = "eerie.games.mansions"


def _engine_keys() -> set[str]:
    found: set[str] = set()
    for path in ENGINE:
        text = path.read_text("utf-8")
        found |= set(re.findall(r'Msg\(\s*"(mom\.[a-z_.]+)"', text))
        found |= set(re.findall(r'emit\(\s*"mom\.[a-z_]+",\s*"(mom\.[a-z_.]+)"', text))
        found |= set(re.findall(r'"(mom\.(?:opt|prompt|ev)\.[a-z_.]+)"', text))
    for family, members in FAMILIES.items():
        found.discard(family)
        found |= {f"{family}.{m}" for m in members}
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_engine_key_is_in_every_catalog(lang: str) -> None:
    catalog = package_messages(PACKAGE, lang)
    missing = sorted(k for k in _engine_keys() if not has_key(catalog, k))
    assert missing == []
    assert all(k.startswith(("mom-", "mom-ui-", "ui-game-")) for k in catalog)


def _walk(m: Msg, out: list[Msg]) -> None:
    out.append(m)
    for v in m.params.values():
        if isinstance(v, Msg):
            _walk(v, out)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_played_messages_render(tiny: str, lang: str) -> None:
    tr = Translator(lang, ("eerie", PACKAGE))
    msgs: list[Msg] = []
    for seed in range(3):
        rng = Random(seed)
        st = new(tiny, ("ann", "bob", "cid"))
        for _ in range(400):
            p = GAME.pending(st)
            if p.is_over:
                break
            _walk(p.prompt, msgs)
            for o in p.options:
                _walk(o.label, msgs)
            oid = sample(p, rng) if p.is_chance else rng.choice(p.ids())
            actor = st.inv(oid[5:]).seat if oid.startswith("turn:") else p.actors[0]
            for ev in GAME.apply(st, actor, oid):
                _walk(ev.msg, msgs)
        try:
            GAME.apply(st, 0, "no-such-option")
        except IllegalAction as exc:
            _walk(exc.reason, msgs)
    catalog = package_messages(PACKAGE, lang)
    for m in msgs:
        if m.key.startswith("mom."):
            assert has_key(catalog, m.key), m.key
        text, problems = tr.render(m)
        assert problems == [], (m.key, problems)
        assert "{" not in text and not text.startswith("mom."), (m.key, text)
