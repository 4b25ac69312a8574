"""What the story windows read from Mansions' events (games/mansions/web/story.js): a text
a monster says (its activation, its answer to an attack, an evade or a horror check)
names the monster in its data (``monster``: its uid), a scenario's text names none, and a
scenario's choice says so in its options' data (``act: "choice"``), so the window can
offer them. Event data are not part of the state (its log keeps the messages only), so
no state hash changes."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from eerie.core.chance import sample
from eerie.core.decision import CHANCE
from eerie.core.events import Event
from eerie.games.mansions.game import GAME
from tests.mansions.fixtures import spawn_at

STARTS = ("mom.horror_check", "mom.evade", "mom.activate", "mom.attack")


def play(config: dict[str, Any], seed: int, steps: int = 500) -> tuple[list[list[Event]], set[str]]:
    """A seeded random game with a monster beside the first investigator: the events of
    each apply, and the acts of the options offered along the way."""
    rng = Random(seed)
    st = GAME.setup(GAME.normalize_config(config))
    spawn_at(st, sorted(st.lib.monsters)[seed % len(st.lib.monsters)], str(st.invs[0].space))
    batches: list[list[Event]] = []
    acts: set[str] = set()
    for _ in range(steps):
        p = GAME.pending(st)
        if not p.actors:
            break
        for o in p.options:
            if o.data and "act" in o.data:
                acts.add(str(o.data["act"]))
            if o.id.startswith("opt:"):
                assert o.data is not None and o.data.get("act") == "choice", o
        if p.actors == (CHANCE,):
            oid = sample(p, rng)
            actor = CHANCE
        else:
            oid = rng.choice(p.options).id
            actor = p.actors[0]
        batches.append(GAME.apply(st, actor, oid))
    return batches, acts


@pytest.mark.parametrize("config", GAME.conformance_configs(), ids=["vigil", "gulls"])
def test_monster_texts_name_their_monster(config: dict[str, Any]) -> None:
    told = 0
    for seed in range(4):
        batches, _ = play(config, seed)
        for events in batches:
            about: str | None = None  # the monster the last encounter event was about
            for e in events:
                if e.kind in STARTS or e.kind == "mom.monster_attack":
                    about = str(e.data["uid"])
                elif e.kind == "mom.say" and "monster" in e.data:
                    assert e.data["monster"] == about, (e, about)
                    told += 1
    assert told > 10  # the monsters did speak


def test_scenario_texts_name_no_monster() -> None:
    _, events = GAME.start(GAME.normalize_config(GAME.conformance_configs()[0]))
    says = [e for e in events if e.kind == "mom.say"]
    assert says and all("monster" not in e.data for e in says)


def test_story_choices_are_marked() -> None:
    seen = set()
    for config in GAME.conformance_configs():
        for seed in range(6):
            seen |= play(config, seed, steps=300)[1]
    assert "choice" in seen
