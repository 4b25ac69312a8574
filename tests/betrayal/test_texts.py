"""Betrayal's texts: every content name and card text in every catalog, every message of
seeded games rendering in every language, the board in the terminal."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from eerie.core.text import LANGUAGES, Msg, Translator, fluent_id, load_catalog, msg
from eerie.games.betrayal.game import GAME
from eerie.games.betrayal.names import families, key, name
from eerie.games.betrayal.render import help_text, render
from eerie.games.betrayal.schema import content
from eerie.testing.playouts import play
from tests.catalogs import package_messages

PACKAGE = "eerie.games.betrayal"


def _msgs(m: Any) -> Iterator[Msg]:
    """A message and every message among its parameters."""
    if isinstance(m, Msg):
        yield m
        for v in m.params.values():
            yield from _msgs(v)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_member_of_every_family_is_in_the_catalog(lang: str) -> None:
    ids = set(package_messages(PACKAGE, lang))
    missing = sorted(key(f, m) for f, members in families().items() for m in members
                     if fluent_id(key(f, m)) not in ids)
    assert missing == []


def test_haunt_texts_are_in_every_language() -> None:
    for haunt in content().haunts.values():
        texts = [haunt.title, haunt.traitor_book, haunt.heroes_book,
                 *(g.text for g in haunt.goals.values()), *(e.text for e in haunt.epilogues),
                 *(c.text for c in haunt.counters)]
        texts += [s.text for e in haunt.events for s in e.steps if s.text]
        for text in texts:
            assert set(text) == set(LANGUAGES) and all(text.values()), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_of_seeded_games_renders(lang: str) -> None:
    tr = Translator(lang, ("eerie", PACKAGE))
    seen: list[Msg] = [f.label for f in GAME.config_schema()]
    haunts = 0
    for seed in range(5):
        done = play(GAME, {"players": 3 + seed % 4}, seed, 3000)
        state = GAME.setup(done.config)
        for actor, option in done.actions:
            p = GAME.pending(state)
            seen += [p.prompt, *(o.label for o in p.options)]
            seen += [e.msg for e in GAME.apply(state, actor, option)]
        for seat in range(GAME.num_seats(state)):
            assert render(GAME.view(state, seat), tr)
        out = GAME.outcome(state)
        assert out is not None
        seen.append(out.reason)
        haunts += bool(state.haunt)
    assert haunts >= 3
    seen += list(GAME.outcome_labels({}).endings.values())
    unique = {json.dumps(x.to_json(), sort_keys=True): x for m in seen for x in _msgs(m)}
    for message in unique.values():
        text, problems = tr.render(message)
        assert not problems and text, (message, problems)
    assert help_text(tr) and tr.has("ui.game.betrayal-at-house-on-the-hill")


def test_the_board_draws_doors_explorers_and_only_the_seat_s_book() -> None:
    tr = Translator("en", ("eerie", PACKAGE))
    state = GAME.setup({"players": 3, "today": "03-14"})
    board = render(GAME.view(state, 0), tr)
    # the entrance hall (doors W, N, E), the foyer above it, the staircase on top
    assert "— Ground floor —" in board and "Entrance Hall" in board
    assert " 1@123 " in board or "1@123" in board
    assert "Might: x 2 2 (3) 3 4 5 5 6" in board   # Dorothea's track, mark on the 3rd
    for seed in range(10):
        done = play(GAME, {"players": 3}, seed, 3000)
        state = GAME.setup(done.config)
        for actor, option in done.actions:
            GAME.apply(state, actor, option)
        if state.haunt:
            break
    assert state.haunt
    haunt = content().haunts[state.haunt]
    for seat in range(3):
        board = render(GAME.view(state, seat), tr)
        mine, theirs = ((haunt.traitor_book, haunt.heroes_book) if seat == state.traitor
                        else (haunt.heroes_book, haunt.traitor_book))
        assert mine["en"] in board and theirs["en"] not in board
    assert haunt.traitor_book["en"] not in render(GAME.view(state, None), tr)


@pytest.mark.parametrize("package", [PACKAGE, "eerie.games.arkham"])
def test_korean_never_writes_both_particles(package: str) -> None:
    """No '을(를)' or '(으)로' fallbacks: a name is followed by a colon or by an
    invariable particle, or stands after a noun that carries the particle."""
    assert re.findall(r"\((?:을|를|이|가|은|는|와|과|으)\)", load_catalog(package, "ko")) == []
    ko = Translator("ko", ("eerie", PACKAGE))
    line = ko(msg("bet.ev.move", who="Pim", room=name("room", "ash_cellar")))
    assert line == "Pim: 재 창고에 들어갑니다."
