"""The generic ``search`` AI level on Mansions of Madness: a bounded budget (heuristic
rollouts, capped and scored), anchored to the heuristic investigator, deterministic for
a seed. See :mod:`eerie.games.mansions.search`."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from eerie.ai.agents import agent_names, make_agent
from eerie.ai.mcts import SearchAgent
from eerie.ai.search_presets import search_config
from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.core.events import Event
from eerie.games.mansions import search as mom_search
from eerie.games.mansions.ai import MansionsAgent
from eerie.games.mansions.game import GAME, Mansions
from eerie.games.mansions.present import public_board
from eerie.games.mansions.state import MoMState

SCENARIO = "vigil_at_corvin_lodge"


class CountingGame(Mansions):
    """Mansions, counting every ``apply`` (the search's unit of work)."""

    def __init__(self) -> None:
        super().__init__()
        self.applied = 0

    def apply(self, state: MoMState, actor: int, option_id: str, *,
              trusted: bool = False) -> list[Event]:
        self.applied += 1
        return super().apply(state, actor, option_id, trusted=trusted)


def _position(decisions: int, seed: int = 3) -> MoMState:
    """Corvin Lodge after ``decisions`` heuristic decisions, at a real choice."""
    st = GAME.setup({"scenario": SCENARIO})
    rng = Random(seed)
    agents: dict[int, MansionsAgent] = {}
    made = 0
    while True:
        actors, legal = GAME.legal_actions(st)
        assert actors, "the game ended too soon"
        actor = actors[0]
        if actor == CHANCE:
            GAME.apply(st, actor, sample_outcome(GAME.chance_outcomes(st), rng))
            continue
        if made >= decisions and len(legal) > 2:
            return st
        agent = agents.setdefault(actor, MansionsAgent())
        choice = agent.choose(GAME, lambda s=st, a=actor: GAME.view(s, a), legal, actor, rng)
        GAME.apply(st, actor, choice)
        made += 1


def _search_once(game: Mansions, st: MoMState, seed: int) -> tuple[str, SearchAgent]:
    actors, legal = game.legal_actions(st)
    agent = make_agent(game, "search")
    assert isinstance(agent, SearchAgent)
    seat = actors[0]
    choice = agent.choose(game, lambda: game.view(st, seat), legal, seat, Random(seed))
    return choice, agent


def test_search_is_not_offered_because_it_plays_worse() -> None:
    """The generic search level was measured weaker than the heuristic on Corvin Lodge
    (see eerie.games.mansions.search): the CLI, the server and the lobby do not offer
    it; it can still be made by name."""
    assert GAME.offers_search is False
    assert agent_names(GAME) == ["random", "heuristic"]
    assert isinstance(make_agent(GAME, "search"), SearchAgent)


def test_the_search_level_uses_the_mansions_settings() -> None:
    """The preset: heuristic rollouts capped at ROLLOUT_DEPTH and scored by the
    evaluation, an iteration budget, the heuristic as the anchor and for the delegated
    decisions."""
    cfg = search_config(GAME)
    assert cfg.iterations == mom_search.ITERATIONS and cfg.seconds is None
    assert isinstance(cfg.rollout, mom_search.MansionsRollout)
    assert cfg.rollout_depth == mom_search.ROLLOUT_DEPTH
    assert cfg.evaluate is mom_search.evaluation
    assert cfg.opponents == "policy"
    assert cfg.helper is MansionsAgent and cfg.anchor_margin == mom_search.ANCHOR_MARGIN
    assert cfg.delegate is mom_search.delegated


def test_puzzles_tests_and_consent_are_left_to_the_heuristic() -> None:
    """Decisions whose worth rollouts cannot tell apart are the heuristic's."""
    for kind in ("puzzle", "test", "consent"):
        assert mom_search.delegated({"stack": [{"k": "round"}, {"k": kind}]}, ["a", "b"])
    for kind in ("turn", "choice", "round", "may_move", "evade"):
        assert not mom_search.delegated({"stack": [{"k": kind}]}, ["a", "b"])
    assert not mom_search.delegated({"stack": []}, ["a"])


def test_rollout_views_leave_out_the_drawing_data() -> None:
    """The heuristic never reads the board drawing, so rollouts ask for views without
    it; everything else in the view is the same."""
    st = _position(5)
    full = GAME.view(st, 0)
    light = GAME.view(st, 0, board=False)
    assert "board" in full and "board" not in light
    full.pop("board")
    assert full == light


def test_a_search_decision_has_a_bounded_amount_of_work() -> None:
    """One decision: at most ITERATIONS iterations, each at most ROLLOUT_DEPTH rollout
    actions plus the tree's few; the random-rollout default played ~180 actions per
    iteration over 200 iterations (about 36,000 applies)."""
    game = CountingGame()
    st = _position(12)
    legal = game.legal_actions(st)[1]
    choice, agent = _search_once(game, st, 7)
    assert choice in legal
    assert agent.last is not None and agent.last.iterations == mom_search.ITERATIONS
    assert 0 < game.applied <= mom_search.ITERATIONS * (mom_search.ROLLOUT_DEPTH + 30)


def test_search_is_deterministic_and_anchored_to_the_heuristic() -> None:
    """The same seed gives the same choice and statistics; the move played is the
    heuristic's unless another was visited more and scored clearly better."""
    st = _position(20, seed=5)
    first, a1 = _search_once(GAME, st, 11)
    again, a2 = _search_once(GAME, st, 11)
    assert first == again
    assert a1.last is not None and a2.last is not None
    assert a1.last.stats() == a2.last.stats()
    actors, legal = GAME.legal_actions(st)
    seat = actors[0]
    # the helper's proposal is drawn from the same seed stream as in SearchAgent.choose
    srng = Random(Random(11).getrandbits(64))
    proposal = MansionsAgent().choose(GAME, lambda: GAME.view(st, seat), legal, seat,
                                      Random(srng.getrandbits(64)))
    if first != proposal:
        stats = a1.last.stats()
        assert proposal in stats and first in stats
        assert stats[first][0] > stats[proposal][0]
        assert stats[first][1] > stats[proposal][1] + mom_search.ANCHOR_MARGIN


def test_the_evaluation_prefers_unhurt_investigators() -> None:
    """Capped rollouts: 0.5 for a fresh team, less for harm, far less for an
    elimination; one value per seat."""
    st = GAME.setup({"scenario": SCENARIO})
    fresh = mom_search.evaluation(GAME, st)
    assert fresh == [0.5, 0.5]
    hurt = st.clone()
    hurt.invs[0].damage_down = 2
    values = mom_search.evaluation(GAME, hurt)
    assert values[0] < 0.5 and values[1] == 0.5
    gone = st.clone()
    gone.invs[0].eliminated = True
    assert mom_search.evaluation(GAME, gone)[0] < values[0]


@pytest.mark.parametrize("decisions", [0, 15])
def test_cached_board_lines_are_fresh_copies(decisions: int) -> None:
    """Views ask for the board's lines all the time (heuristic rollouts): they are cached
    by the placed tiles and token doors, and each view gets its own copy."""
    st = _position(decisions)
    first: dict[str, Any] = public_board(st)
    first["segments"][0]["seg"][0] = 999.0
    first["edges"].clear()
    second = public_board(st)
    assert second["segments"][0]["seg"][0] != 999.0 and second["edges"]
    from eerie.games.mansions import present

    present._LINES_CACHE.clear()
    assert public_board(st) == second
