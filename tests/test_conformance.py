"""The conformance suite (``eerie.testing.conformance``) on every registered game, and
proof that each check catches the defect it is for (games broken on purpose)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from random import Random
from typing import Any

import pytest

from eerie.core.decision import CHANCE, IllegalAction, Pending
from eerie.core.events import Event
from eerie.core.game import Game
from eerie.core.registry import game_ids, get_game
from eerie.core.text import Msg
from eerie.games.mansions.game import Mansions
from eerie.games.mansions.state import MoMState
from eerie.games.whitehall_mystery.game import WhitehallMystery
from eerie.games.whitehall_mystery.state import WMState
from eerie.testing.conformance import (
    CHECKS,
    ConformanceCase,
    check_clones,
    check_decisions,
    check_determinize,
    check_events,
    check_secrets,
    check_views,
)
from eerie.testing.frames import Socket, frame_problems
from eerie.testing.playouts import play, sample_points


@pytest.mark.parametrize("check", list(CHECKS))
@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_conforms(game_id: str, check: str) -> None:
    game = get_game(game_id)
    CHECKS[check](game, ConformanceCase.of(game))


def test_cases_come_from_the_game() -> None:
    ww = get_game("whitehall-mystery")
    case = ConformanceCase.of(ww, playouts=5)
    assert case.configs == tuple(ww.conformance_configs()) and case.playouts == 5
    assert len(set(case.seeds(0) + case.seeds(1))) == 10
    assert sample_points(10, 3) == [0, 5, 10] and sample_points(0, 5) == [0]


def test_a_playout_is_a_function_of_its_seed() -> None:
    game = get_game("fearsome-floors")
    a, b, c = (play(game, {"players": 2}, s, 300) for s in (4, 4, 5))
    assert a.actions == b.actions and a.state_hash == b.state_hash
    assert a.actions != c.actions
    assert len(play(game, {"players": 2}, 4, 10).actions) == 10


# -- every check catches what it is for ------------------------------------------------------

SMALL = ConformanceCase(playouts=1, samples=8, max_actions=200)


class Wrapped(Game[Any]):
    """Fearsome Floors by delegation (its engine may be compiled with mypyc, whose
    classes Python code cannot subclass): mutants override one method."""

    id = "fearsome-floors"
    round_event = "ff.turn"
    inner: Game[Any] = get_game("fearsome-floors")

    def normalize_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        return self.inner.normalize_config(config)

    def setup(self, config: Mapping[str, Any]) -> Any:
        return self.inner.setup(config)

    def num_seats(self, state: Any) -> int:
        return self.inner.num_seats(state)

    def pending(self, state: Any) -> Pending:
        return self.inner.pending(state)

    def _apply(self, state: Any, actor: int, option_id: str) -> list[Event]:
        return self.inner.apply(state, actor, option_id, trusted=True)

    def clone(self, state: Any) -> Any:
        return self.inner.clone(state)

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        return self.inner.view(state, seat)

    def outcome(self, state: Any) -> Any:
        return self.inner.outcome(state)

    def encode(self, state: Any) -> dict[str, Any]:
        return self.inner.encode(state)

    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> Any:
        return self.inner.determinize(view, seat, rng)

    def round_number(self, state: Any) -> int:
        return self.inner.round_number(state)


class UnevenChance(Wrapped):
    """Card probabilities that do not sum to 1."""

    def pending(self, state: Any) -> Pending:
        p = super().pending(state)
        if not p.is_chance:
            return p
        first = replace(p.options[0], prob=(p.options[0].prob or Fraction(0)) / 2)
        return replace(p, options=(first, *p.options[1:]))


class CarelessRefusal(Wrapped):
    """Turns the monster before refusing an action."""

    def apply(self, state: Any, actor: int, option_id: str, *,
              trusted: bool = False) -> list[Event]:
        if not trusted and not self.is_legal(state, actor, option_id):
            state.heading = (state.heading + 1) % 4
            raise IllegalAction(Msg("core.error.illegal_option", {"option": option_id}))
        return super().apply(state, actor, option_id, trusted=trusted)


class SharingClone(Wrapped):
    """A clone sharing the figures' places with its original."""

    def clone(self, state: Any) -> Any:
        out = super().clone(state)
        out.fig_loc = state.fig_loc
        return out


class TupleView(Wrapped):
    """A view that does not survive JSON (a tuple comes back a list)."""

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        out = super().view(state, seat)
        out["escaped"] = tuple(out["escaped"])
        return out


class Peeking(Wrapped):
    """Shows each seat its own number in a game without secrets."""

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        return {**super().view(state, seat), "moving": seat}


class Whispering(Wrapped):
    """Private events in a game without secrets."""

    def _apply(self, state: Any, actor: int, option_id: str) -> list[Event]:
        whisper = [] if actor == CHANCE else [
            Event("ff.whisper", Msg("ff.whisper"), audience=frozenset({actor}))]
        return whisper + super()._apply(state, actor, option_id)


class LeakyWhitehall(WhitehallMystery):
    """Tells every seat which circle Jack is on."""

    def view(self, state: WMState, seat: int | None) -> dict[str, Any]:
        out = super().view(state, seat)
        out["track"] = [state.track, state.jack_at]
        return out


class SilentWhitehall(WhitehallMystery):
    """Says it has secrets but declares none."""

    def resample_secrets(self, state: WMState, seat: int | None, rng: Random) -> WMState:
        return Game.resample_secrets(self, state, seat, rng)


class PromptingWhitehall(WhitehallMystery):
    """Jack's prompt names the number of his options (which depends on where he is)."""

    def pending(self, state: WMState) -> Pending:
        p = super().pending(state)
        if p.actors == (0,) and state.paths:
            return replace(p, prompt=Msg("wm.prompt.jack", {"n": len(p.options)}))
        return p


class ForgetfulWhitehall(WhitehallMystery):
    """Forgets the investigators' places when it determinizes."""

    def determinize(self, view: Any, seat: int | None, rng: Random) -> WMState:
        st = super().determinize(view, seat, rng)
        st.police = list(reversed(st.police))
        return st


class LoudWhitehall(WhitehallMystery):
    """Sends Jack's private moves to a seat that does not exist."""

    def _apply(self, state: WMState, actor: int, option_id: str) -> list[Event]:
        return [replace(e, audience=frozenset({0, 9})) if e.audience else e
                for e in super()._apply(state, actor, option_id)]


class TellingMansions(Mansions):
    """Shows the hidden scenario variables beside the objective."""

    def view(self, state: MoMState, seat: int | None, *, board: bool = True
             ) -> dict[str, Any]:
        out = super().view(state, seat, board=board)
        out["objective"] = [out["objective"], sorted(state.variables.items())]
        return out


@pytest.mark.parametrize(("broken", "check", "config", "message"), [
    (UnevenChance(), check_decisions, {"players": 2}, "sum to"),
    (CarelessRefusal(), check_decisions, {"players": 2}, "but changed the state"),
    (SharingClone(), check_clones, {"players": 2}, "changed"),
    (TupleView(), check_views, {"players": 2}, "read back equal"),
    (Peeking(), check_views, {"players": 2}, "otherwise than a spectator"),
    (Whispering(), check_events, {"players": 2}, "has_secrets is False"),
    (LeakyWhitehall(), check_secrets, {}, r"view shows .*\['track'\]"),
    (SilentWhitehall(), check_secrets, {}, "never redrew"),
    (PromptingWhitehall(), check_secrets, {}, "decision shown to seat"),
    (ForgetfulWhitehall(), check_determinize, {}, r"\['police'\] differ"),
    (LoudWhitehall(), check_events, {}, "not a non-empty frozenset of seats"),
    (TellingMansions(), check_secrets, {}, r"\['objective'\]"),
], ids=lambda v: type(v).__name__ if isinstance(v, Game) else None)
def test_each_check_catches_its_defect(broken: Game[Any], check: Any, config: dict[str, Any],
                                       message: str) -> None:
    with pytest.raises(AssertionError, match=message):
        check(broken, replace(SMALL, configs=(config,)))


def test_the_frames_check_catches_a_leak_and_a_foreign_view() -> None:
    """A spectator sent Jack's private move, or a view of Jack's seat, is caught."""
    game = get_game("whitehall-mystery")
    cfg = game.normalize_config({})
    done = play(game, cfg, 3, 12)
    state, opening = game.start_logged(cfg)
    log = list(opening)
    for actor, option in done.actions:
        log += game.apply_logged(state, actor, option)
    private = next(e for e in log if e.event.audience)
    public = [e for e in log if e.event.audience is None]
    events = [{"n": k + 1, **e.event.to_json(), "round": e.round}
              for k, e in enumerate(public)]
    view = {"seat": None, "view": game.view(state, None)}
    pending = {"actors": list(game.pending(state).actors), "prompt": {}}
    honest = [{"type": "events", "events": events},
              {"type": "state", "views": [view], "pending": pending}]
    assert frame_problems(game, cfg, done.actions, [Socket((), None, honest)]) == []
    leaked = [{**private.event.to_json(), "round": private.round, "n": len(events) + 1}]
    for frames, found in [
            ([*honest, {"type": "events", "events": leaked}], "not its to see"),
            ([honest[0], {"type": "state", "views": [{"seat": None, "view": game.view(
                state, 0)}], "pending": pending}], "no view the game gave"),
            ([honest[0], {"type": "state", "views": [view],
                          "pending": {**pending, "options": []}}], "options of a decision")]:
        problems = frame_problems(game, cfg, done.actions, [Socket((), None, frames)])
        assert any(found in p for p in problems), problems

    # deltas are checked as the states they make, and for what they carry on the way
    honest_state = {**honest[1], "version": 0, "outcome": None}
    jack = game.view(state, 0)
    for patch, found in [
            ([{"op": "replace", "path": "/views/0/view", "value": jack}],
             "no view the game gave"),
            ([{"op": "replace", "path": "/views/0/view", "value": jack},
              {"op": "replace", "path": "/views/0/view", "value": view["view"]}],
             "carries a value that its state does not hold"),
            ([{"op": "remove", "path": "/views/9"}], "does not apply")]:
        delta = {"type": "delta", "from": 0, "version": 1, "patch": patch}
        frames = [honest[0], honest_state, delta]
        problems = frame_problems(game, cfg, done.actions, [Socket((), None, frames)])
        assert any(found in p for p in problems), (found, problems)
    fitting = {"type": "delta", "from": 0, "version": 1, "patch": []}
    assert frame_problems(game, cfg, done.actions,
                          [Socket((), None, [honest[0], honest_state, fitting])]) == []
    stray = {**fitting, "from": 5}
    problems = frame_problems(game, cfg, done.actions,
                              [Socket((), None, [honest[0], honest_state, stray])])
    assert any("holding version 0" in p for p in problems), problems
