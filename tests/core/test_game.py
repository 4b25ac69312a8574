"""The kernel contract on a toy game: validation in ``apply``, the fast paths agree with
``pending``, ``play_out`` depends only on the seed, events reach only their audience."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from random import Random
from typing import Any

import pytest

from eerie.core.agent import play_out
from eerie.core.decision import CHANCE, IllegalAction, Option, Pending, chance_options
from eerie.core.deck import Deck
from eerie.core.dice import ZERO_TO_TWO_DIE, decode_roll, encode_roll, total
from eerie.core.events import Event, visible
from eerie.core.game import Game, Outcome
from eerie.core.text import Msg, msg


@dataclass
class RaceState:
    scores: list[int] = field(default_factory=lambda: [0, 0])
    seat: int = 0
    rolling: bool = False
    stopped: list[bool] = field(default_factory=lambda: [False, False])


class Race(Game[RaceState]):
    """Two seats take turns: "roll" (chance rolls one Betrayal die and adds it) or "stop".
    First to 4 wins; if both stop, the higher score wins."""

    id = "toy-race"

    def normalize_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        if config.get("players", 2) != 2:
            raise ValueError("the race is for 2 players")
        return {"players": 2}

    def setup(self, config: Mapping[str, Any]) -> RaceState:
        self.normalize_config(config)
        return RaceState()

    def num_seats(self, state: RaceState) -> int:
        return 2

    def _over(self, st: RaceState) -> bool:
        return max(st.scores) >= 4 or all(st.stopped)

    def pending(self, state: RaceState) -> Pending:
        if self._over(state):
            return Pending((), (), msg("over"))
        if state.rolling:
            opts = tuple(
                Option(encode_roll(r), msg("roll"), p)
                for r, p in ZERO_TO_TWO_DIE.roll_distribution(1).items()
            )
            return Pending((CHANCE,), opts, msg("rolling"))
        return Pending((state.seat,), (Option("roll", msg("roll")), Option("stop", msg("stop"))),
                       msg("your.turn"))

    def _apply(self, state: RaceState, actor: int, option_id: str) -> list[Event]:
        if actor == CHANCE:
            state.scores[state.seat] += total(decode_roll(option_id))
            state.rolling = False
            state.seat = 1 - state.seat
            return [Event("rolled", msg("rolled", roll=option_id))]
        if option_id == "roll":
            state.rolling = True
            return [Event("secret", msg("psst"), audience=frozenset({actor}))]
        state.stopped[actor] = True
        state.seat = 1 - state.seat
        return [Event("stopped", msg("stopped", seat=actor))]

    def clone(self, state: RaceState) -> RaceState:
        return replace(state, scores=list(state.scores), stopped=list(state.stopped))

    def view(self, state: RaceState, seat: int | None) -> dict[str, Any]:
        return self.encode(state)

    def outcome(self, state: RaceState) -> Outcome | None:
        if not self._over(state):
            return None
        a, b = state.scores
        winners = (0,) if a > b else (1,) if b > a else (0, 1)
        return Outcome(winners, (float(a), float(b)), msg("done"))

    def encode(self, state: RaceState) -> dict[str, Any]:
        return {"scores": state.scores, "seat": state.seat, "rolling": state.rolling,
                "stopped": state.stopped}

    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> RaceState:
        return RaceState(list(view["scores"]), view["seat"], view["rolling"],
                         list(view["stopped"]))


GAME = Race()


class FirstAgent:
    name = "first"

    def __init__(self, waste: int = 0) -> None:
        self.waste = waste

    def choose(self, game: Game[Any], observe: Callable[[], dict[str, Any]],
               legal: Sequence[str], seat: int, rng: Random) -> str:
        for _ in range(self.waste):
            rng.random()  # randomness that does not change the choice
        return legal[0]


class RandomAgent:
    name = "random"

    def choose(self, game: Game[Any], observe: Callable[[], dict[str, Any]],
               legal: Sequence[str], seat: int, rng: Random) -> str:
        return legal[rng.randrange(len(legal))]


def test_apply_validates() -> None:
    st = GAME.setup({})
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(st, 1, "roll")
    assert exc.value.reason == Msg("core.error.not_your_turn", {"actor": 1})
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(st, 0, "fly")
    assert exc.value.reason == Msg("core.error.illegal_option", {"option": "fly"})
    with pytest.raises(IllegalAction):
        GAME.apply(st, CHANCE, "roll:2")  # chance may not act yet
    assert GAME.state_hash(st) == GAME.state_hash(GAME.setup({}))  # nothing changed
    GAME.apply(st, 0, "roll")
    assert GAME.is_chance(st)
    with pytest.raises(IllegalAction):
        GAME.apply(st, CHANCE, "roll:3")  # not a face of the die
    GAME.apply(st, CHANCE, "roll:2")
    GAME.apply(st, 1, "stop")
    GAME.apply(st, 0, "roll")
    GAME.apply(st, CHANCE, "roll:2")
    assert GAME.pending(st).is_over
    with pytest.raises(IllegalAction) as exc:
        GAME.apply(st, 0, "roll")
    assert exc.value.reason.key == "core.error.game_over"
    assert GAME.outcome(st) == Outcome((0,), (4.0, 0.0), msg("done"))


def test_fast_paths_agree_with_pending() -> None:
    st = GAME.setup({})
    rng = Random(3)
    while not (p := GAME.pending(st)).is_over:
        actors, legal = GAME.legal_actions(st)
        assert actors == p.actors and legal == p.ids()
        if p.is_chance:
            outcomes = GAME.chance_outcomes(st)
            assert outcomes == [(o.id, float(o.prob or 0)) for o in p.options]
            assert abs(sum(q for _, q in outcomes) - 1) < 1e-12
        for oid in legal:
            assert GAME.is_legal(st, actors[0], oid)
        GAME.apply(st, actors[0], legal[rng.randrange(len(legal))])


def test_clone_is_independent_and_hash_is_stable() -> None:
    st = GAME.setup({})
    copy = GAME.clone(st)
    GAME.apply(copy, 0, "roll")
    GAME.apply(copy, CHANCE, "roll:1")
    assert st.scores == [0, 0] and copy.scores == [1, 0]
    assert GAME.state_hash(st) != GAME.state_hash(copy)
    assert GAME.state_hash(GAME.clone(copy)) == GAME.state_hash(copy)
    assert len(GAME.state_hash(st)) == 64
    assert GAME.determinize(GAME.view(copy, 0), 0, Random(0)) == copy


def test_play_out_depends_only_on_the_seed() -> None:
    first = play_out(GAME, GAME.setup({}), [RandomAgent(), RandomAgent()], Random(8))
    again = play_out(GAME, GAME.setup({}), [RandomAgent(), RandomAgent()], Random(8))
    assert first.actions == again.actions and first.outcome == again.outcome
    assert first.decisions == sum(1 for a, _ in first.actions if a != CHANCE)
    # one agent's use of its RNG does not change the dice or the other seat's choices
    plain = play_out(GAME, GAME.setup({}), [FirstAgent(), RandomAgent()], Random(4))
    wasteful = play_out(GAME, GAME.setup({}), [FirstAgent(waste=7), RandomAgent()], Random(4))
    assert plain.actions == wasteful.actions
    seeds = {tuple(play_out(GAME, GAME.setup({}), [RandomAgent(), RandomAgent()],
                            Random(s)).actions) for s in range(20)}
    assert len(seeds) > 5


def test_play_out_events_and_limits() -> None:
    seen: list[Event] = []
    result = play_out(GAME, GAME.setup({}), [FirstAgent(), FirstAgent()], Random(1),
                      on_events=seen.extend)
    assert len(seen) == len(result.actions)
    secrets = [e for e in seen if e.kind == "secret"]
    assert secrets and all(e.audience is not None for e in secrets)
    assert visible(seen, None) == [e for e in seen if e.kind != "secret"]
    assert all(e in visible(seen, 0) for e in secrets if e.audience == frozenset({0}))
    with pytest.raises(RuntimeError, match="did not end within 3 actions"):
        play_out(GAME, GAME.setup({}), [FirstAgent(), FirstAgent()], Random(1), max_actions=3)


def test_event_visibility_and_json() -> None:
    public = Event("moved", msg("m", to=msg("square", n=3)), {"to": 3})
    private = Event("card", msg("c"), {"card": "x"}, audience=frozenset({1}))
    assert public.visible_to(None) and public.visible_to(0)
    assert private.visible_to(1)
    assert not private.visible_to(0) and not private.visible_to(None)
    assert visible([public, private], 0) == [public]
    assert visible([public, private], 1) == [public, private]
    assert public.to_json() == {
        "kind": "moved",
        "msg": {"key": "m", "params": {"to": {"key": "square", "params": {"n": 3}}}},
        "data": {"to": 3},
    }
    assert "audience" not in private.to_json()


def test_chance_options_fit_a_toy_deck_draw() -> None:
    deck = Deck.of(["a", "a", "b"])
    weights = {c: int(p * 3) for c, p in deck.top_probabilities().items()}
    opts = chance_options(weights, "card")
    assert {o.id: o.prob for o in opts} == deck.top_probabilities()
