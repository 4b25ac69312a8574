"""Views carry no scenario internals: script frames show opaque tokens instead of step
paths, event ids and variable names, and determinization maps the tokens back."""

from __future__ import annotations

import json
import re
from pathlib import Path
from random import Random
from typing import Any

import pytest

from eerie.core.decision import CHANCE
from eerie.games.mansions import paths
from eerie.games.mansions.ai import MansionsAgent
from eerie.games.mansions.game import GAME, load
from eerie.games.mansions.state import MoMState
from tests.mansions.fixtures import new, rule

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "src" / "eerie" / "games" / "mansions" / "web" / "renderer.js"
PRESENT = ROOT / "src" / "eerie" / "games" / "mansions" / "present.py"


def _secrets(st: MoMState) -> set[str]:
    """Strings a view must never contain: scenario event ids and mythos event ids."""
    out = {e.id for e in st.scenario.events}
    out |= {m.id for m in st.scenario.mythos}
    # (the small test scenario names some events after their public tokens)
    return out - {t.id for t in st.scenario.tokens}


def _check_view(st: MoMState, seat: int | None) -> dict[str, Any]:
    view = GAME.view(st, seat)
    # (the log holds only messages: their texts may use any word)
    text = json.dumps({k: v for k, v in view.items() if k != "log"}, ensure_ascii=False)
    for sid in _secrets(st):
        assert json.dumps(sid) not in text, (sid, seat)
    for f in view["stack"]:
        for k in paths.OPAQUE_KEYS:
            v = f.get(k)
            if v is None:
                continue
            assert v == paths.HIDDEN or paths.is_token(v), (k, v, f["k"])
        # no step path anywhere in a frame, under any key
        for v in f.values():
            assert not (isinstance(v, list) and v and v[0] in (
                "event", "mythos", "card", "spell", "item", "answer", "mattack", "cond",
                "insanity", "inline", "cback")), f
    return view


def _det_matches(st: MoMState, seed: int) -> bool:
    """determinize(view) has the real state's pending options (for the acting seat, or
    any seat with no private frame for chance steps)."""
    p = GAME.pending(st)
    if p.is_over or st.stack[-1]["k"] == "insanity":
        return False  # (an insanity draw depends on other seats' hidden cards)
    seats = [a for a in p.actors if a != CHANCE] or list(range(GAME.num_seats(st)))
    for seat in seats:
        view = json.loads(json.dumps(GAME.view(st, seat)))
        if any(f.get("path") == paths.HIDDEN for f in view["stack"]):
            continue
        det = GAME.determinize(view, seat, Random(seed))
        got = GAME.pending(det)
        assert got.ids() == p.ids(), (st.stack[-1]["k"], got.ids()[:8], p.ids()[:8])
        assert got.actors == p.actors
        return True
    return False


def _play(st: MoMState, seed: int, steps: int, heuristic: bool) -> tuple[int, int]:
    rng = Random(seed)
    agents = [MansionsAgent() for _ in range(GAME.num_seats(st))]
    frames = checked = 0
    for n in range(steps):
        actors, legal = GAME.legal_actions(st)
        if not actors:
            break
        for seat in [*range(GAME.num_seats(st)), None]:
            view = _check_view(st, seat)
            frames += len(view["stack"])
        if n % 3 == 0 and _det_matches(st, seed + n):
            checked += 1
        actor = actors[0]
        if actor == CHANCE:
            outs = GAME.chance_outcomes(st)
            choice = rng.choices([o for o, _ in outs], [p for _, p in outs])[0]
        elif heuristic:
            choice = agents[actor].choose(GAME, lambda a=actor: GAME.view(st, a), legal,
                                          actor, rng)
        else:
            pool = [o for o in legal if o != "end_phase"] or legal  # keep the games long
            choice = "end_turn" if "end_turn" in legal and rng.random() < 0.15 \
                else rng.choice(pool)
        GAME.apply(st, actor, choice)
    return frames, checked


@rule("RR The app (56; the app keeps the scenario's script to itself)",
      "seeded heuristic games on a packaged scenario; no view holds an event id or a step path, "
      "and determinization restores the open decision exactly")
@pytest.mark.parametrize("seed", [1, 2])
def test_heuristic_games_show_no_paths_and_determinize_back(seed: int) -> None:
    st = GAME.setup({"scenario": "gulls_reach_light"})
    frames, checked = _play(st, seed, 500, heuristic=True)
    assert frames > 500 and checked > 30


@rule("RR The app (56)",
      "the same with random decisions on the small test scenario (five investigators, so trades, "
      "pushes and consent frames come up)")
@pytest.mark.parametrize("seed", [3, 4])
def test_random_games_show_no_paths_and_determinize_back(tiny: str, seed: int) -> None:
    st = new(tiny, ("ann", "bob", "cid", "dee", "eve"))
    frames, checked = _play(st, seed, 400, heuristic=False)
    assert frames > 300 and checked > 50


def test_tokens_are_stable_and_map_back() -> None:
    """The same path gives the same token (per scenario); the table maps every
    enumerated path back, and a different scenario gives different tokens."""
    scenario, lib, _ = load("gulls_reach_light")
    ev = scenario.events[0].id
    tok = paths.token(scenario.id, ("event", ev, 0))
    assert tok == paths.token(scenario.id, ["event", ev, 0])
    assert tok != paths.token("another", ("event", ev, 0))
    assert ev not in tok and paths.is_token(tok)
    tab = paths.table(scenario, lib)
    assert tab[tok] == ("event", ev, 0)
    assert paths.reveal(scenario, lib, tok) == ("event", ev, 0)
    assert all(paths.is_token(k) for k in tab)
    for var in scenario.variables:
        assert tab[paths.token(scenario.id, var)] == var


def test_unknown_token_is_an_error() -> None:
    scenario, lib, _ = load("gulls_reach_light")
    f = {"k": "steps", "path": "~000000000000"}
    with pytest.raises(ValueError):
        paths.unveil_frame(scenario, lib, f)


def test_clients_do_not_read_frame_paths() -> None:
    """The web client and the presenter never rely on a frame's path."""
    js = STATIC.read_text(encoding="utf-8")
    assert not re.search(r"\.path\b|\[['\"]path['\"]\]", js)
    py = PRESENT.read_text(encoding="utf-8")
    assert '"path"' not in py and "['path']" not in py
