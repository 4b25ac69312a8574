"""Action spaces: every id a game offers is in its space, in a stable numbering."""

from __future__ import annotations

from typing import Any

import pytest

from eerie.adapters.action_spaces import ActionSpace, ActionSpaceError, action_space, supported
from eerie.core.registry import game_ids, get_game
from tests.adapters.helpers import playout


def test_every_registered_game_has_an_action_space() -> None:
    assert [g for g in game_ids() if not supported(g)] == []


@pytest.mark.parametrize(("game_id", "config", "seeds"), [
    ("fearsome-floors", {"players": 2}, range(4)),
    ("fearsome-floors", {"players": 6, "prey3": True}, range(1)),
    ("fearsome-floors", {"players": 3, "variant": "experienced"}, range(1)),
    ("whitehall-mystery", {}, range(6)),
    ("whitehall-mystery", {"smoker": True, "jack_extra_alley": True}, range(6)),
    ("mansions-of-madness", {"scenario": "vigil_at_corvin_lodge"}, range(3)),
    ("mansions-of-madness", {"scenario": "gulls_reach_light"}, range(2)),  # lock, code, slide
    ("mansions-of-madness", {"scenario": "vigil_at_corvin_lodge", "players": 1}, range(1)),
])
def test_every_offered_id_is_in_the_space(game_id: str, config: dict[str, Any],
                                         seeds: range) -> None:
    space = action_space(game_id, config)
    game = get_game(game_id)
    for seed in seeds:
        for state, (actors, ids) in playout(game_id, config, seed):
            for oid in ids:
                assert space.decode(space.encode(oid)) == oid
            if actors == (-1,):
                for oid, _ in game.chance_outcomes(state):
                    space.encode(oid)


def test_space_is_stable_and_config_dependent() -> None:
    basic = action_space("fearsome-floors", {"players": 2})
    assert basic == action_space("fearsome-floors", {"players": 2, "variant": "basic"})
    assert basic.ids[:4] == ("fig:6", "fig:4", "fig:3", "fig:2")
    assert "card:p3" not in basic.index
    assert not any(i.startswith("place:") for i in basic.ids)
    big = action_space("fearsome-floors", {"players": 6, "prey3": True})
    assert "card:p3" in big.index and "card:5" not in big.index and "fig:4" not in big.index
    placing = action_space("fearsome-floors", {"players": 2, "variant": "experienced"})
    assert "place:tele_A" in placing.index and "orient:v" in placing.index
    assert "at:a1" in placing.index and "at:p1" not in placing.index  # p1 is cut away
    wh = action_space("whitehall-mystery", {})
    assert {"carriage", "alley", "boat", "pass", "stop", "stay"} <= set(wh.ids)
    assert "to:57" in wh.index and "search:57" in wh.index and "via:57" in wh.index


def test_mansions_space_follows_the_scenario() -> None:
    vigil = action_space("mansions-of-madness", {"scenario": "vigil_at_corvin_lodge"})
    assert {"seed:0", "seed:63", "roll:s0c0b0", "roll:s12c0b0", "end_turn"} <= set(vigil.ids)
    assert "seed:64" not in vigil.index and "roll:s13c0b0" not in vigil.index
    assert "attack:m40:unarmed" in vigil.index and "attack:m41:unarmed" not in vigil.index
    assert not any(i.startswith("guess:") for i in vigil.ids)  # no id per possible guess
    assert not any(i.startswith("swap:") for i in vigil.ids)
    assert "turn:ambrose_quill" in vigil.index and "move:ver.1" in vigil.index
    gulls = action_space("mansions-of-madness", {"scenario": "gulls_reach_light"})
    assert "swap:7:8" in gulls.index and "swap:8:9" not in gulls.index  # normal slide 3x3
    assert "move:X:+4" in gulls.index and "move:X:+5" not in gulls.index  # lock 6x6
    assert not any(i.startswith("guess:") for i in gulls.ids)  # the chest: a normal code
    assert {"sym:1", "sym:6", "undo", "submit"} <= set(gulls.ids) and "sym:7" not in gulls.index


def test_mansions_code_puzzles_are_small_decisions(tmp_path: Any) -> None:
    """A code guess is built one symbol at a time, so a code puzzle adds ``sym:1 ..
    sym:<kinds>``, ``undo`` and ``submit`` to the space, whatever its difficulty (the
    old space listed every possible guess: 6 ** 5 = 7,776 ids on "hard")."""
    import json
    from pathlib import Path

    import eerie.games.mansions
    from eerie.games.mansions.puzzles.code import CODE_LEVELS

    scenarios = Path(eerie.games.mansions.__file__).parent / "scenarios"
    data = json.loads((scenarios / "gulls_reach_light.json").read_text())
    base = len(action_space("mansions-of-madness", {"scenario": str(
        _with_puzzles(tmp_path / "none.json", data, []))}))
    for difficulty in ("easy", "normal", "hard"):
        path = _with_puzzles(tmp_path / f"{difficulty}.json", data,
                             [{"kind": "code", "difficulty": difficulty}])
        space = action_space("mansions-of-madness", {"scenario": str(path)})
        kinds = CODE_LEVELS[difficulty].kinds
        code_ids = {f"sym:{k}" for k in range(1, kinds + 1)} | {"undo", "submit"}
        assert code_ids <= set(space.ids) and f"sym:{kinds + 1}" not in space.index
        assert len(space) == base + len(code_ids)


def _with_puzzles(path: Any, data: dict[str, Any], changes: list[dict[str, str]]) -> Any:
    """A copy of a scenario whose puzzles are changed to the given kinds/difficulties
    (the puzzles not changed become easy slides)."""
    import copy
    import json

    sc = copy.deepcopy(data)
    for pz, change in zip(sc["puzzles"], changes, strict=False):
        pz.update(change)
    for pz in sc["puzzles"][len(changes):]:
        pz.update({"kind": "slide", "difficulty": "easy"})
    path.write_text(json.dumps(sc))
    return path


def test_mansions_puzzle_moves_are_in_the_space() -> None:
    """Every puzzle a scenario's definitions can become (a few seeds of each) offers
    only moves in the space."""
    from eerie.games.mansions.game import load
    from eerie.games.mansions.rules.puzzles import from_json, generate

    for scenario in ("vigil_at_corvin_lodge", "gulls_reach_light"):
        space = action_space("mansions-of-madness", {"scenario": scenario})
        for pz in load(scenario)[0].puzzles:
            for seed in range(3):
                for move in from_json(generate(pz.kind, seed, pz.difficulty)).legal_moves():
                    space.encode(move)


def test_missing_id_fails_clearly() -> None:
    space = ActionSpace.of("some-game", ["a", "b"])
    with pytest.raises(ActionSpaceError, match=r"some-game.*'c'.*not in the adapter"):
        space.encode("c")
    with pytest.raises(ActionSpaceError, match="outside the action space"):
        space.decode(2)
    with pytest.raises(ActionSpaceError, match="duplicate"):
        ActionSpace.of("some-game", ["a", "a"])
    with pytest.raises(ActionSpaceError, match="no action space"):
        from eerie.adapters.action_spaces import _space

        _space("no-such-game", "{}")
