"""Mansions of Madness at the terminal: hot-seat play, private insanity cards behind the
pass-the-device screen, saves after every decision, resume (mid-puzzle too), replay and
the rules help."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from eerie.cli.common import translator
from eerie.cli.main import app
from eerie.core.decision import CHANCE
from eerie.core.record import Record, new_record, replay
from eerie.core.registry import get_game
from eerie.games.mansions.ai import puzzle_move
from eerie.games.mansions.state import MoMState

runner = CliRunner()
GAME = get_game("mansions-of-madness")
SCENARIO = "vigil_at_corvin_lodge"
INVESTIGATORS = ["ambrose_quill", "declan_ashby"]
CONFIG = {"scenario": SCENARIO, "investigators": INVESTIGATORS}
PLAY = ["play", "mansions-of-madness"]

# the road to the circle of salt (a code puzzle), as in the scripted victory
TO_THE_CIRCLE = [
    "turn:ambrose_quill", "move:ent.1", "explore:tok.study_door", "move:stu.2", "end_turn",
    "turn:declan_ashby", "move:ent.1", "explore:tok.gallery_door", "move:gal.1", "end_turn",
    "turn:ambrose_quill", "move:stu.1", "search:tok.desk", "end_turn",
    "turn:declan_ashby", "attack:m1:revolver", "end_turn",
    "turn:ambrose_quill", "explore:tok.aviary_door", "move:avi.1", "move:avi.2", "end_turn",
    "turn:declan_ashby", "move:gal.2", "end_turn",
    "turn:ambrose_quill", "search:tok.heron", "move:avi.1", "move:stu.1", "end_turn",
    "turn:declan_ashby", "end_turn",
    "turn:ambrose_quill", "move:stu.2", "move:ent.1", "move:gal.1", "move:gal.2", "end_turn",
    "turn:declan_ashby", "end_turn",
    "turn:declan_ashby", "attack:m3:revolver", "attack:m2:revolver", "end_turn",
    "turn:ambrose_quill", "explore:tok.cellar_door", "move:cel.1", "move:cel.2", "end_turn",
    "turn:declan_ashby", "move:cel.1", "attack:m5:revolver", "end_turn",
    "turn:ambrose_quill", "interact:tok.doctor", "end_turn",
    "turn:declan_ashby", "move:cel.2", "attack:m6:revolver", "end_turn",
    "turn:ambrose_quill", "move:cel.3", "interact:tok.circle", "opt:0",
]


def invoke(args: list[str], keys: list[str] | None = None) -> str:
    """Run the CLI with ``keys`` typed one per line (end of input saves and quits)."""
    text = "".join(f"{k}\n" for k in keys) if keys is not None else None
    result = runner.invoke(app, args, input=text)
    assert result.exit_code == 0, result.output
    return result.output


def successes(option: str) -> int:
    return int(option[len("roll:s"):].split("c")[0])


def drive(until: Callable[[MoMState], bool], script: list[str], dice: str = "best"
          ) -> tuple[MoMState, list[tuple[int, str]]]:
    """Play from the start with the engine's API until ``until`` holds: scripted
    decisions in order, fixed chance outcomes (``dice`` best or worst, the first card,
    event and puzzle seed), the first option (or ending the turn) for anything else."""
    st = GAME.setup(CONFIG)
    todo = list(script)
    actions: list[tuple[int, str]] = []
    while not until(st):
        p = GAME.pending(st)
        assert p.actors, "the game ended too early"
        ids = p.ids()
        top = st.stack[-1]
        if p.actors == (CHANCE,):
            if ids[0].startswith("roll:"):
                choice = (max if dice == "best" else min)(ids, key=successes)
            else:
                choice = "seed:0" if "seed:0" in ids else ids[0]
        elif top["k"] == "test":
            choice = "clues:0"
        elif top["k"] in ("evade", "horror_phase", "fire_spread", "trading") or not todo:
            choice = "end_turn" if "end_turn" in ids else ("done" if "done" in ids else ids[0])
        else:
            choice = todo.pop(0)
        assert choice in ids, f"{choice!r} not among {ids}"
        GAME.apply(st, p.actors[0], choice)
        actions.append((p.actors[0], choice))
    return st, actions


def write_record(path: Path, actions: list[tuple[int, str]], seed: int = 7) -> Record:
    """A save file as ``eerie play`` writes it (config, actions, state hash, seed)."""
    record = new_record(GAME, dict(CONFIG))
    record.actions = list(actions)
    _, st = replay(record)
    record.state_hash = GAME.state_hash(st)
    record.meta = {"seed": seed, "ai": {}}
    record.save(path)
    return record


def puzzle_open(st: MoMState) -> bool:
    return bool(st.stack) and st.stack[-1]["k"] == "puzzle" and st.stack[-1]["stage"] == "play"


def loaded(path: Path) -> tuple[Record, Any]:
    record = Record.load(path)
    _, st = replay(record)  # checks the saved state hash too
    return record, st


# -- the rules help ---------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["# Mansions of Madness", "Evading", "Puzzles", "Wounded, insane, eliminated"]),
    ("ko", ["# 광기의 저택", "## 회피", "## 퍼즐", "정신 이상", "어둠", "장애물"]),
    ("zh", ["# 疯狂诡宅", "## 躲避", "## 谜题", "疯狂", "黑暗", "路障"]),
])
def test_rules_help_in_each_language(lang: str, words: list[str]) -> None:
    out = invoke(["rules", "mansions-of-madness", "--lang", lang])
    assert len(out.splitlines()) > 100
    for word in words:
        assert word in out, word


# -- hot-seat play, save and resume ------------------------------------------------------------


def test_hot_seat_play_saves_every_decision_and_resumes(tmp_path: Path) -> None:
    save = tmp_path / "vigil.json"
    keys = ["turn:ambrose_quill", "move:ent.1", "move:ent.2", "end_turn",
            "turn:declan_ashby", "/quit"]
    out = invoke([*PLAY, "--scenario", SCENARIO, "--investigators", ",".join(INVESTIGATORS),
                  "--seed", "3", "--save", str(save)], keys)
    # no pass-the-device screen: the two players may see the same things so far
    assert "Pass the device" not in out
    assert "Ambrose Quill moves to ent.2" in out
    record, st = loaded(save)
    assert record.config["investigators"] == INVESTIGATORS
    assert record.actions == [(0, "turn:ambrose_quill"), (0, "move:ent.1"), (0, "move:ent.2"),
                              (0, "end_turn"), (1, "turn:declan_ashby")]
    assert st.inv("ambrose_quill").space == "ent.2"
    assert st.inv("declan_ashby").actions == 2
    saved_hash = record.state_hash

    # resume and leave at once: the same game, the same hash
    out = invoke([*PLAY, "--resume", str(save)], ["/quit"])
    assert "Declan Ashby: 2 actions and" in out
    again, st2 = loaded(save)
    assert again.actions == record.actions
    assert again.state_hash == saved_hash == GAME.state_hash(st2)

    # resume and go on: the save grows by the new decision
    invoke([*PLAY, "--resume", str(save)], ["move:ent.1", "/save", "/quit"])
    later, st3 = loaded(save)
    assert later.actions[-1] == (1, "move:ent.1")
    assert st3.inv("declan_ashby").space == "ent.1"


def test_scenario_as_a_game_option_and_a_one_person_table(tmp_path: Path) -> None:
    save = tmp_path / "solo.json"
    # --option works as well as --scenario; one person plays both investigators, so no
    # pass-the-device screen between them
    out = invoke([*PLAY, "--option", f"scenario={SCENARIO}", "--players", "1", "--seed", "2",
                  "--save", str(save)],
                 ["turn:ambrose_quill", "end_turn", "turn:declan_ashby", "/quit"])
    assert "Pass the device" not in out
    record, st = loaded(save)
    assert record.config["seats"] == {"ambrose_quill": 0, "declan_ashby": 0}
    assert st.inv("ambrose_quill").done and not st.inv("declan_ashby").done


def test_ai_seat_plays_its_investigator(tmp_path: Path) -> None:
    save = tmp_path / "ai.json"
    out = invoke([*PLAY, "--scenario", SCENARIO, "--ai", "2:random", "--seed", "5",
                  "--save", str(save)], ["turn:ambrose_quill", "end_turn", "/quit"])
    assert "Declan Ashby begins a turn" in out
    record, st = loaded(save)
    assert record.meta["ai"] == {"1": "random"}
    assert st.round >= 2  # the AI took its turn and the mythos phase ran
    assert any(actor == 1 for actor, _ in record.actions)
    # the AI seat stays an AI seat after resuming
    invoke([*PLAY, "--resume", str(save)], ["turn:ambrose_quill", "end_turn", "/quit"])
    later, _ = loaded(save)
    assert later.actions[:len(record.actions)] == record.actions
    assert any(actor == 1 for actor, _ in later.actions[len(record.actions):])


def test_unknown_scenario_is_an_error_not_a_crash(tmp_path: Path) -> None:
    result = runner.invoke(app, [*PLAY, "--scenario", "no_such_place", "--save",
                                 str(tmp_path / "x.json")])
    assert result.exit_code == 2
    assert "no_such_place" in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


# -- private insanity in hot-seat play ---------------------------------------------------------


def test_insanity_card_reaches_only_its_holders_screens(tmp_path: Path) -> None:
    """Nobody moves, the dice always fail: Ambrose goes insane in round 5. The save is
    taken just before his insanity card is drawn; the terminal draws it on resuming."""
    st, actions = drive(lambda s: bool(s.stack) and s.stack[-1]["k"] == "insanity", [],
                        dice="worst")
    assert st.stack[-1]["inv"] == "ambrose_quill"
    save = tmp_path / "insane.json"
    write_record(save, actions)
    out = invoke([*PLAY, "--resume", str(save)], ["#1"] * 40)  # the first option, keyed or not
    _, final = loaded(save)
    card_id = final.inv("ambrose_quill").insanity
    assert card_id is not None
    name = final.lib.insanity[card_id].name["en"].lower()
    screens = out.lower().split("pass the device to ")
    mine = [s for s in screens if s.startswith("ambrose quill")]  # seats named by who
    theirs = [s for s in screens if s.startswith("declan ashby")]  # they play
    assert mine and theirs, out
    assert any(name in s for s in mine)
    for s in theirs:
        assert name not in s
        assert "your insanity" not in s


# -- saves in the middle of a puzzle ---------------------------------------------------------------


def test_resume_in_the_middle_of_a_puzzle(tmp_path: Path) -> None:
    st, actions = drive(puzzle_open, TO_THE_CIRCLE)
    top = st.stack[-1]
    assert top["id"] == "pz.circle"
    # one guess made with the engine (built symbol by symbol, then submitted) and the
    # first symbol of the next one, then the save
    for oid in ("sym:1", "sym:2", "sym:3", "submit", "sym:2"):
        p = GAME.pending(st)
        GAME.apply(st, p.actors[0], oid)
        actions.append((p.actors[0], oid))
    assert puzzle_open(st)
    assert st.puzzles["pz.circle"]["row"] == [2]
    left = st.stack[-1]["left"]
    save = tmp_path / "puzzle.json"
    record = write_record(save, actions)
    assert record.state_hash == GAME.state_hash(st)

    # resuming shows the open puzzle and the guess so far; quitting keeps the state
    out = invoke([*PLAY, "--resume", str(save)], ["/quit"])
    assert f"attempts left: {left}" in out
    assert "Row: 2 _ _" in out
    again, st2 = loaded(save)
    assert again.state_hash == record.state_hash
    assert again.actions == record.actions
    assert st2.puzzles == st.puzzles

    # the next guess is finished at the terminal (the row resumed half built); every
    # symbol is saved at once
    invoke([*PLAY, "--resume", str(save)], ["sym:2", "sym:2", "submit", "/quit"])
    later, st3 = loaded(save)
    assert later.actions[-3:] == [(0, "sym:2"), (0, "sym:2"), (0, "submit")]
    assert puzzle_open(st3) and st3.stack[-1]["left"] == left - 1
    assert st3.puzzles["pz.circle"]["history"][:1] == st.puzzles["pz.circle"]["history"]
    assert st3.puzzles["pz.circle"]["history"][1]["guess"] == [2, 2, 2]
    assert st3.puzzles["pz.circle"]["row"] == []

    # and the packaged solver's next guess for the position is built after resuming
    from eerie.games.mansions.rules.puzzles import from_json, public

    data, keys = dict(st3.puzzles["pz.circle"]), []
    while not keys or keys[-1] != "submit":
        move = puzzle_move(public(data))
        assert move is not None
        keys.append(move)
        data = dict(from_json(data).apply(move).to_json())
    invoke([*PLAY, "--resume", str(save)], [*keys, "/quit"])
    _, st4 = loaded(save)
    assert len(st4.puzzles["pz.circle"]["history"]) == 3


# -- replay ---------------------------------------------------------------------------------------


def test_whole_game_between_ai_seats_replays(tmp_path: Path) -> None:
    save = tmp_path / "auto.json"
    invoke([*PLAY, "--scenario", SCENARIO, "--ai", "1:random,2:random", "--seed", "11",
            "--save", str(save)])
    record, st = loaded(save)
    outcome = GAME.outcome(st)
    assert outcome is not None
    assert st.result in ("victory", "defeat")
    out = invoke(["replay", str(save), "--auto"])
    assert "Round 1" in out
    assert re.search(rf"Move {len(record.actions)} of {len(record.actions)}", out)
    assert translator(GAME, "en")(outcome.reason) in out
    out = invoke(["replay", str(save), "--at", "4", "--lang", "ko"])
    assert "조사자" in out
