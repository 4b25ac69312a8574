"""Every content name and text exists in every language with the English variables,
every message seeded games produce renders in every language, and the terminal board
shows the table."""

from __future__ import annotations

from random import Random

import pytest

from eerie.core.chance import sample
from eerie.core.text import LANGUAGES, Msg, Translator, fluent_id, load_catalog, msg
from eerie.games.arkham.content import SCENARIOS, content, scenario
from eerie.games.arkham.game import GAME
from eerie.games.arkham.names import name
from eerie.games.arkham.render import help_text, render
from tests.catalogs import package_messages, variables

PACKAGES = ("eerie", "eerie.games.arkham")


def _content_keys() -> list[Msg]:
    c = content()
    out = [name("space", s) for s in c.spaces]
    out += [name("nb", nb.id) for nb in c.city.neighbourhoods]
    out += [name("inv", i) for i in c.investigators]
    out += [name("inv", f"{i.id}.ability") for i in c.investigators.values() if i.ability]
    out += [name("mon", m) for m in c.monsters]
    out += [name("asset", a) for a in c.assets]
    out += [name("asset", f"{a.id}.action") for a in c.assets.values() if a.action]
    out += [name("skill", s) for s in ("lore", "influence", "observation", "strength", "will")]
    out += [name("headline", h) for h in c.headlines]
    out += [name("enc", f"{e.id}.{k}") for e in c.encounters.values() for k in e.at]
    out += [name("what", w) for w in ("money", "clues", "remnants")]
    for cond in c.conditions.values():
        out += [name("cond", cond.id), name("cond", f"{cond.id}.front")]
        out += [name("cback", f"{cond.id}.{b.id}") for b in cond.backs]
    for sid in SCENARIOS:
        sc = scenario(sid)
        out += [name("scenario", sid)]
        out += [name("token", t) for t in sc.cup]
        out += [name("event", e.id) for e in sc.event_deck]
        out += [name("archive", f"{sid}.{a.number}") for a in sc.archive]
        out += [name("anomaly", f"{a.id}.{k}") for a in sc.anomaly_deck for k in a.at]
        out += [name("ending", e) for e in [*(x.id for x in sc.epilogues), "fallen"]]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_content_key_is_in_every_catalog(lang: str) -> None:
    found = package_messages("eerie.games.arkham", lang)
    missing = [m.key for m in _content_keys() if fluent_id(m.key) not in found]
    assert missing == []


def test_the_catalogs_have_the_english_messages_and_variables() -> None:
    en = package_messages("eerie.games.arkham", "en")
    for lang in LANGUAGES:
        other = package_messages("eerie.games.arkham", lang)
        assert set(other) == set(en)
        assert {k: variables(v) for k, v in other.items()} == {
            k: variables(v) for k, v in en.items()}


def test_every_message_of_seeded_games_renders() -> None:
    tr = {lang: Translator(lang, PACKAGES) for lang in LANGUAGES}
    seen: list[Msg] = []
    for seed in range(3):
        rng = Random(seed)
        st, events = GAME.start({"players": 1 + seed})
        seen += [e.msg for e in events]
        while not (p := GAME.pending(st)).is_over:
            seen.append(p.prompt)
            seen += [o.label for o in p.options]
            oid = sample(p, rng) if p.is_chance else p.ids()[rng.randrange(len(p.options))]
            seen += [e.msg for e in GAME.apply(st, p.actors[0], oid)]
        outcome = GAME.outcome(st)
        assert outcome is not None
        seen.append(outcome.reason)
        for lang, t in tr.items():
            board = render(GAME.view(st, 0), t)
            assert "ah-" not in board, lang
    problems = {(lang, m.key, tuple(errs)) for m in seen for lang, t in tr.items()
                if (errs := t.render(m)[1])}
    assert problems == set()


def test_the_board_shows_the_table() -> None:
    st = GAME.setup({"players": 2})
    text = render(GAME.view(st, 0), Translator("en", PACKAGES))
    assert "Scenario sheet: 0 clues, 0 doom" in text
    for nb in content().city.neighbourhoods:
        assert Translator("en", PACKAGES)(name("nb", nb.id)) in text
    assert "m-<space>" in help_text(Translator("en", PACKAGES))


def test_english_counts_are_plural_aware() -> None:
    """Numbers pick 'clue' or 'clues' through Fluent selectors, never 'clue(s)'."""
    en = Translator("en", PACKAGES)
    assert en(msg("ah.opt.pay", what="clues", n=1)) == "Pay 1 clue"
    assert en(msg("ah.opt.pay", what="clues", n=3)) == "Pay 3 clues"
    assert en(msg("ah.opt.roll", n=1)) == "Roll 1 die"
    assert en(msg("ah.ev.sheet_clues", n=1, total=4)).startswith("1 clue researched")
    assert "(s)" not in load_catalog("eerie.games.arkham", "en")
