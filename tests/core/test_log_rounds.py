"""The message log: set-up events reach every driver, and one kernel rule places every
event in the round it happened in (``Game.apply_logged``, ``place_in_rounds``)."""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import Any

import pytest
from typer.testing import CliRunner

from eerie.ai.agents import make_agent
from eerie.cli.common import translator
from eerie.cli.main import app
from eerie.core.chance import sample
from eerie.core.decision import CHANCE
from eerie.core.events import Event, Logged, place_in_rounds
from eerie.core.record import Record, new_record, replay_log
from eerie.core.registry import game_ids, get_game
from eerie.core.text import Msg

MANSIONS = {"scenario": "vigil_at_corvin_lodge",
            "investigators": ["ambrose_quill", "declan_ashby"]}
CONFIGS: dict[str, dict[str, Any]] = {
    "fearsome-floors": {"players": 3},
    "whitehall-mystery": {},
    "mansions-of-madness": MANSIONS,
}


def _ev(kind: str, **data: Any) -> Event:
    return Event(kind, Msg("x"), data)


def test_a_round_event_opens_its_round_and_what_came_before_stays_behind() -> None:
    events = [_ev("roll"), _ev("monster"), _ev("round", round=5), _ev("say")]
    placed = place_in_rounds(events, 4, "round")
    assert [e.round for e in placed] == [4, 4, 5, 5]
    assert [e.event for e in placed] == events
    assert [e.round for e in place_in_rounds(events, 4, "")] == [4, 4, 4, 4]


def _playout(game_id: str, seed: int, actions: int) -> list[tuple[int, int, list[Logged]]]:
    """(round before, round after, logged events) of each action of a random game."""
    game = get_game(game_id)
    rng = Random(seed)
    state, _ = game.start_logged(CONFIGS[game_id])
    agent = make_agent(game, "heuristic")  # random Jack seldom reaches a crime scene
    out = []
    for _ in range(actions):
        p = game.pending(state)
        if p.is_over:
            break
        actor = p.actors[0]
        if actor == CHANCE:
            choice = sample(p, rng)
        else:
            choice = agent.choose(game, lambda a=actor: game.view(state, a), p.ids(),
                                  actor, rng)
        before = game.round_number(state)
        logged = game.apply_logged(state, actor, choice)
        out.append((before, game.round_number(state), logged))
    return out


@pytest.mark.parametrize("game_id", sorted(CONFIGS))
def test_every_game_places_events_by_the_kernel_rule(game_id: str) -> None:
    """Rounds change only at the game's round event, which carries the new number; the
    events of a decision that closes a round stay in the round it closed."""
    assert game_id in game_ids()
    game = get_game(game_id)
    assert game.round_event, "a game with rounds declares the event that opens one"
    crossed = 0
    for seed in (1, 2):
        for before, after, logged in _playout(game_id, seed, 400):
            current = before
            for entry in logged:
                if entry.event.kind == game.round_event:
                    assert entry.event.data["round"] == current + 1
                    current = entry.event.data["round"]
                    crossed += 1
                assert entry.round == current
            assert current == after  # the state's round agrees with the log's
    assert crossed >= 2, "the playouts crossed rounds"


def test_mansions_prologue_is_a_set_up_event_in_the_record_log() -> None:
    game = get_game("mansions-of-madness")
    state, opening = game.start_logged(MANSIONS)
    assert opening[0].event.msg.key == "mom.ev.prologue"
    assert opening[0].event.audience is None
    assert all(e.round == game.round_number(state) for e in opening)
    record = new_record(game, MANSIONS)
    _, _, log = replay_log(record)
    assert [e.event for e in log[0]] == [e.event for e in opening]
    # setup() is start() without the events: the same state
    assert game.state_hash(game.setup(MANSIONS)) == game.state_hash(state)


def _prologue_text() -> str:
    game = get_game("mansions-of-madness")
    _, opening = game.start(MANSIONS)
    text = translator(game, "en")(opening[0].msg)
    assert len(text) > 40, "the prologue says something"
    return " ".join(text.split()[:6])


def test_terminal_and_replay_show_the_prologue(tmp_path: Path) -> None:
    runner = CliRunner()
    save = tmp_path / "m.json"
    first_words = _prologue_text()
    result = runner.invoke(app, ["play", "mansions-of-madness", "--scenario",
                                 MANSIONS["scenario"], "--players", "1", "--save", str(save)],
                           input="/quit\n")
    assert result.exit_code == 0, result.output
    assert first_words in " ".join(result.output.split())
    result = runner.invoke(app, ["replay", str(save), "--auto"])
    assert result.exit_code == 0, result.output
    assert first_words in " ".join(result.output.split())


def test_terminal_round_header_comes_with_the_round_event(tmp_path: Path) -> None:
    """Fearsome Floors: the monster's move that ends turn 1 is printed under turn 1; the
    header of turn 2 comes right before "turn 2 begins"."""
    runner = CliRunner()
    save = tmp_path / "ff.json"
    result = runner.invoke(app, ["play", "fearsome-floors", "--players", "2", "--ai",
                                 "1,2:random", "--seed", "3", "--save", str(save)])
    assert result.exit_code == 0, result.output
    lines = [ln.strip() for ln in result.output.splitlines() if ln.strip()]
    header = next(i for i, ln in enumerate(lines) if "Turn 2" in ln or "Round 2" in ln)
    game = get_game("fearsome-floors")
    _, _, log = replay_log(Record.load(save))
    first_turn_event = next(e for entries in log for e in entries
                            if e.event.kind == game.round_event)
    assert first_turn_event.round == 2
    # the header is followed by the round event's own line, not by a monster step
    tr = translator(game, "en")
    assert lines[header + 1] == tr(first_turn_event.event.msg)
