"""What each seat may see, determinization, clones and the registry."""

from __future__ import annotations

import json
from random import Random

from eerie.core.registry import get_game
from eerie.games.mansions.game import GAME
from eerie.games.mansions.script import Ctx, push, run
from tests.mansions.fixtures import do, ids, new, rule, start_turn


def _insane(st: object, who: str, card: str) -> None:
    s = st
    push(s, "targets", kind="horror", n=4, facedown=True, resist=None,  # type: ignore[arg-type]
         todo=(who,), purpose="plain")
    run(Ctx(s))  # type: ignore[arg-type]
    do(s, f"card:{card}")  # type: ignore[arg-type]


def test_registered() -> None:
    assert get_game("mansions-of-madness") is GAME


@rule("RR 41 and 57", "an insanity card's back is for its holder only")
def test_insanity_card_only_for_its_holder(tiny: str) -> None:
    st = new(tiny)
    _insane(st, "ann", "loner")
    mine = GAME.view(st, 0)
    theirs = GAME.view(st, 1)
    watcher = GAME.view(st, None)
    assert mine["invs"][0]["insanity"] == "loner"
    assert theirs["invs"][0]["insanity"] is None and watcher["invs"][0]["insanity"] is None
    assert theirs["invs"][0]["insane"] is True
    assert "loner" in theirs["insanity_pool"]          # unknown to them: still possible
    assert "loner" not in json.dumps(theirs["log"])
    assert any("insanity_private" in json.dumps(e) for e in mine["log"])


@rule("RR 27 and 49", "the objective is shown; the scenario's workings are not")
def test_view_hides_variables_but_shows_the_objective(tiny: str) -> None:
    st = new(tiny)
    v = GAME.view(st, 0)
    assert "variables" not in v and v["objective"] == "find"
    assert "variables" in GAME.encode(st)


def test_determinize_rebuilds_a_playable_state(tiny: str) -> None:
    """Search agents rebuild states from views: the same decisions are open, hidden
    cards are drawn from what the seat cannot rule out."""
    st = new(tiny)
    _insane(st, "ann", "greed")
    start_turn(st, "bob")
    view = GAME.view(st, 1)
    det = GAME.determinize(view, 1, Random(3))
    assert GAME.pending(det).ids() == GAME.pending(st).ids()
    assert det.inv("ann").insanity in ("greed", "loner")
    do(det, ids(det)[0])
    mine = GAME.determinize(GAME.view(st, 0), 0, Random(1))
    assert mine.inv("ann").insanity == "greed"


def test_outcome_and_seats(tiny: str) -> None:
    st = new(tiny, ("ann", "bob", "cid"))
    assert GAME.num_seats(st) == 3 and GAME.outcome(st) is None
    solo = GAME.setup({"scenario": tiny, "investigators": ["ann", "bob"], "players": 1})
    assert GAME.num_seats(solo) == 1
    assert GAME.pending(solo).actors == (0,)


@rule("RR 41", "an insanity card is its holder's secret")
def test_frames_started_by_a_secret_card_stay_secret(tmp_path: object) -> None:
    """A test the card asks for (and the steps after it) must not reach other seats, in frames or in
    the log, even when the test is the card's last step (its own steps frame is gone by then)."""
    from pathlib import Path

    from eerie.games.mansions import paths
    from eerie.games.mansions.game import load
    from eerie.games.mansions.script import push_steps
    from tests.mansions.fixtures import is_chance, roll, variant

    def secret_test(ct: dict[str, object]) -> None:
        cards = ct["insanity"]
        assert isinstance(cards, list)
        cards[0]["steps"] = [{"do": "test", "skill": "will",
                              "pass": [{"do": "say", "text": {"en": "SECRET PASS"}}],
                              "fail": [{"do": "say", "text": {"en": "SECRET FAIL"}}]}]

    path = variant(Path(str(tmp_path)) / "s", content_change=secret_test)
    st = new(path)
    _insane(st, "ann", "loner")
    ann = st.inv("ann")
    push_steps(st, ("insanity", "loner"), "ann", aud=(ann.seat,))
    run(Ctx(st))
    table = paths.table(st.scenario, st.lib)
    theirs = GAME.view(st, 1)
    for f in theirs["stack"]:
        token = f.get("path")
        assert token == ["hidden"] or table.get(token, ("",))[0] != "insanity", f
    while is_chance(st):
        roll(st, s=3)
    while GAME.pending(st).actors and GAME.pending(st).actors[0] == ann.seat and \
            any(o.id.startswith("clues:") for o in GAME.pending(st).options):
        do(st, "clues:0")
    theirs = GAME.view(st, 1)
    assert "SECRET" not in json.dumps(theirs["log"])
    assert "SECRET PASS" in json.dumps(GAME.view(st, ann.seat)["log"])
    load.cache_clear()


def test_a_secret_cards_clues_show_only_as_a_count(tiny: str, tmp_path: object) -> None:
    """An insanity card that gives clues: everyone sees the holder's clue count grow, as
    everyone sees clue tokens taken at a real table (docs/mansions.md, "What a public
    clue count tells"), but nobody else gets the card, the message of the gain or the
    script that made it."""
    from pathlib import Path

    from eerie.games.mansions.game import load
    from tests.mansions.fixtures import variant

    def seer(ct: dict[str, object]) -> None:
        cards = ct["insanity"]
        assert isinstance(cards, list)
        cards[0]["name"] = {"en": "Seer of Seams"}
        cards[0]["steps"] = [{"do": "clues", "amount": 2}]

    st = new(variant(Path(str(tmp_path)) / "s", content_change=seer))
    before = st.inv("ann").clues
    _insane(st, "ann", "loner")
    assert st.inv("ann").clues == before + 2
    for seat in (1, None):
        view = GAME.view(st, seat)
        ann = next(i for i in view["invs"] if i["id"] == "ann")
        assert ann["clues"] == before + 2 and ann["insanity"] is None
        board_ann = next(i for i in view["board"]["investigators"] if i["id"] == "ann")
        assert board_ann["clues"] == before + 2
        text = json.dumps({k: v for k, v in view.items() if k != "insanity_pool"})
        assert "Seer of Seams" not in text and "loner" not in text
        assert "mom.ev.clues" not in json.dumps(view["log"])  # the gain's message is hers
    assert "mom.ev.clues" in json.dumps(GAME.view(st, 0)["log"])
    load.cache_clear()
