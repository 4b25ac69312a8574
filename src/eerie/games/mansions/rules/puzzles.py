"""Puzzles in play (rules reference 89, 90): the attempt rule and kept progress.

A ``puzzle`` step opens a puzzle for the active investigator. The first time, the puzzle
is generated from a chance outcome (``seed:<n>``, one of :data:`SEEDS`); its JSON stays
in ``state.puzzles`` so progress survives closing, saving and resuming. A session gives
as many attempts as the investigator's value in the puzzle's skill (plus the
``puzzle_attempts`` ability). Clues buy one attempt each (not in darkness): when the
session opens (``clues:0`` .. ``clues:<held>``) and at any point while it is open
(``clues:1`` .. ``clues:<held>`` beside the moves). Every move that is an attempt
(``costs_attempt``: a swap, a drag, a submitted code guess) uses one; building a code
guess symbol by symbol (``sym:<k>``, ``undo``) is free and its partial row is kept in the
puzzle's public state. When the attempts run out, an investigator who can still spend
clues is offered only ``clues:<k>`` and ``close``; otherwise the session ends at once.
It also ends when the investigator closes it or when it is solved (then the ``solved``
steps and the ``puzzle_solved`` triggers run).
"""

from __future__ import annotations

from random import Random
from typing import Any

from eerie.core.decision import CHANCE, Option
from eerie.core.text import Msg, literal
from eerie.games.mansions import schema as sc
from eerie.games.mansions.puzzles import Puzzle, generate_puzzle, puzzle_from_json
from eerie.games.mansions.puzzles import code as code_puzzle
from eerie.games.mansions.puzzles.base import check_difficulty
from eerie.games.mansions.script import (
    Ctx,
    active,
    chance,
    counted,
    dark,
    inv_name,
    key,
    lasting_modifiers,
    pop,
    push,
    push_steps,
    seat_of,
)
from eerie.games.mansions.state import MoMState
from eerie.script.language import Child, Frame, Language, OptionsResult
from eerie.script.shared import fire_triggers, ltext

SEEDS = 64
"""How many different puzzles a puzzle definition can become (a chance step)."""

def from_json(data: dict[str, Any]) -> Puzzle:
    """The puzzle object of a stored puzzle (the package's registry of kinds)."""
    return puzzle_from_json(data)


def generate(kind: str, seed: int, difficulty: str) -> dict[str, Any]:
    """The stored form of the puzzle that chance step ``seed:<seed>`` makes."""
    return dict(generate_puzzle(kind, Random(seed), check_difficulty(difficulty)).to_json())


def public(data: dict[str, Any]) -> dict[str, Any]:
    """What a seat may see of a puzzle (a code's answer stays hidden until solved)."""
    out = dict(data)
    if out.get("kind") == "code":
        hist = out.get("history") or []
        solved = bool(hist) and hist[-1].get("guess") == out.get("answer")
        if not solved:
            out["answer"] = None
    return out


def sample(data: dict[str, Any], rng: Random) -> dict[str, Any]:
    """A full puzzle consistent with its public view (for determinization)."""
    if data.get("kind") != "code" or data.get("answer") is not None:
        return dict(data)
    history = [(tuple(g["guess"]), g["success"], g["clue"]) for g in data["history"]]
    cands = code_puzzle.consistent_candidates(data["length"], data["kinds"], [
        code_puzzle.Guess(g, s, c) for g, s, c in history])
    out = dict(data)
    out["answer"] = list(cands[rng.randrange(len(cands))]) if cands else [1] * data["length"]
    return out


def _definition(st: MoMState, pid: str) -> sc.PuzzleDef:
    return next(p for p in st.scenario.puzzles if p.id == pid)


def open_puzzle(ctx: Ctx, iid: str, step: sc.Puzzle, path: tuple[Any, ...]) -> None:
    st = ctx.st
    d = _definition(st, step.id)
    ctx.emit("mom.puzzle", "mom.ev.puzzle", {"who": inv_name(st, iid), "title": ltext(d.title)},
             {"investigator": iid, "puzzle": step.id})
    card = st.lib.investigators[iid]
    attempts = getattr(card.skills, d.skill)
    if card.ability.kind == "puzzle_attempts":
        attempts += card.ability.amount
    attempts += sum(m.dice for m in lasting_modifiers(st.lib, st.inv(iid))
                    if m.only == "puzzle" and m.skill in (None, d.skill))
    push(st, "puzzle", inv=iid, id=step.id, path=path,
         stage="seed" if step.id not in st.puzzles else "spend", left=attempts)


def _can_spend(st: MoMState, iid: str) -> bool:
    """Whether the investigator may spend clues on the puzzle now (has some, not in
    darkness)."""
    inv = st.inv(iid)
    return inv.clues > 0 and not dark(st, inv.space)


def _puzzle_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    inv = st.inv(f["inv"])
    if inv.eliminated:
        pop(st, f)
        return False
    if f["stage"] == "spend":
        if _can_spend(st, inv.id):
            return True
        f["stage"] = "play"
    if f["stage"] == "play":
        p = from_json(st.puzzles[f["id"]])
        if p.is_solved:
            pop(st, f)
            _solved(ctx, f)
            return False
        if f["left"] <= 0 and not _can_spend(st, inv.id):
            pop(st, f)
            ctx.emit("mom.puzzle", "mom.ev.puzzle_closed", {"who": inv_name(st, inv.id)},
                     {"puzzle": f["id"]})
            return False
    return True


def _solved(ctx: Ctx, f: Frame) -> None:
    st = ctx.st
    ctx.emit("mom.puzzle", "mom.ev.puzzle_solved", {"who": inv_name(st, f["inv"])},
             {"puzzle": f["id"]})
    fire_triggers(ctx, "puzzle_solved", f["inv"], puzzle=f["id"])
    push_steps(st, (*f["path"], "solved"), f["inv"])


def _puzzle_options(st: MoMState, f: Frame) -> OptionsResult:
    if f["stage"] == "seed":
        return (CHANCE,), chance({str(n): 1 for n in range(SEEDS)}, "mom.opt.secret_card",
                                 None, "seed"), Msg("mom.prompt.puzzle_new")
    inv = st.inv(f["inv"])
    if f["stage"] == "spend":
        return seat_of(st, inv.id), [
            Option(f"clues:{k}", counted("mom.opt.puzzle_clues", k), data={"key": str(k)})
            for k in range(inv.clues + 1)], Msg("mom.prompt.puzzle_clues", {"n": f["left"]})
    p = from_json(st.puzzles[f["id"]])
    opts = [Option(m, _move_label(p, m), data=_move_data(p, m))
            for m in p.legal_moves()] if f["left"] > 0 else []
    if _can_spend(st, inv.id):
        opts += [Option(f"clues:{k}", counted("mom.opt.puzzle_clues", k))
                 for k in range(1, inv.clues + 1)]
    opts.append(Option("close", Msg("mom.opt.close"), data={"act": "close"}))
    prompt = Msg("mom.prompt.puzzle", {"n": f["left"]}) if f["left"] > 0 \
        else Msg("mom.prompt.puzzle_out")
    return seat_of(st, inv.id), opts, prompt


def _move_label(p: Any, move: str) -> Msg:
    """What a puzzle move does, in words: code moves say what they put in the row, a
    slide swap names its two places (counted from 1, as the puzzle window shows them),
    a lock drag names the block, the way and how far."""
    if p.kind == "code":
        if move == "undo":
            return Msg("mom.opt.code_undo")
        if move == "submit":
            return Msg("mom.opt.code_submit", {"code": p.show(p.row)})
        if move.startswith("sym:"):
            return Msg("mom.opt.code_symbol", {"sym": p.label(int(move[4:]))})
    if p.kind == "slide":
        a, b = p.parse_move(move)
        return Msg("mom.puzzle.swap", {"a": a + 1, "b": b + 1})
    if p.kind == "lock":
        block, distance = p.parse_move(move)
        horizontal = next(b.horizontal for b in p.blocks if b.id == block)
        way = ("right" if horizontal else "down") if distance > 0 else (
            "left" if horizontal else "up")
        return Msg(key("mom.puzzle.slide", way), {"block": block, "n": abs(distance)})
    return literal({"en": move})  # pragma: no cover - every kind is named above


def _move_data(p: Any, move: str) -> dict[str, Any]:
    """What a puzzle move is, for screens (which never read the move's id): ``act``
    ``symbol`` (code: put ``symbol``, 1 to the puzzle's kinds, in the row; its typed
    ``key`` is the symbol as shown, so that a row of one-character symbols can be typed
    at once), ``undo``, ``submit``; ``swap`` (slide: the two ``cells``, counted from 0,
    smaller first); ``shift`` (lock: ``block`` moved by ``distance`` cells, negative
    towards the left or the top)."""
    if p.kind == "code":
        if move.startswith("sym:"):
            k = int(move[4:])
            return {"act": "symbol", "symbol": k, "key": p.label(k)}
        return {"act": "undo" if move == "undo" else "submit"}
    if p.kind == "slide":
        return {"act": "swap", "cells": list(p.parse_move(move))}
    block, distance = p.parse_move(move)
    return {"act": "shift", "block": block, "distance": distance}


def _puzzle_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    if f["stage"] == "seed":
        d = _definition(st, f["id"])
        st.puzzles[f["id"]] = generate(d.kind, int(oid.partition(":")[2]), d.difficulty)
        f["stage"] = "spend"
        return
    if f["stage"] == "spend":
        k = int(oid.partition(":")[2])
        inv = st.inv(f["inv"])
        inv.clues -= k
        f["left"] += k
        f["stage"] = "play"
        return
    if oid.startswith("clues:"):  # more attempts while the puzzle is open
        k = int(oid.partition(":")[2])
        st.inv(f["inv"]).clues -= k
        f["left"] += k
        return
    if oid == "close":
        pop(st, f)
        ctx.emit("mom.puzzle", "mom.ev.puzzle_closed", {"who": inv_name(st, f["inv"])},
                 {"puzzle": f["id"]})
        return
    before = from_json(st.puzzles[f["id"]])
    p = before.apply(oid)
    st.puzzles[f["id"]] = dict(p.to_json())
    if not before.costs_attempt(oid):
        return  # building a code row is free and makes no event
    f["left"] -= 1
    if isinstance(p, code_puzzle.CodePuzzle):
        g = p.last
        assert g is not None  # a submitted guess is on record
        ctx.emit("mom.puzzle_move", "mom.ev.code_guess",
                 {"code": p.show(g.symbols), "success": g.success, "clue": g.clue},
                 {"puzzle": f["id"], "move": oid, "guess": list(g.symbols)})
        return
    ctx.emit("mom.puzzle_move", "mom.ev.puzzle_move", {"move": _move_label(before, oid)},
             {"puzzle": f["id"], "move": oid})


def _puzzle_step(ctx: Ctx, f: Frame, s: sc.Puzzle, path: tuple[Any, ...]) -> None:
    iid = active(ctx.st, f)
    if iid is not None:
        open_puzzle(ctx, iid, s, path)


PUZZLE_CHILDREN = (Child("solved", "solved", optional=True),)
"""A puzzle step's ``solved`` steps (they run only if the puzzle is solved)."""


def register(lang: Language) -> None:
    """Declare the ``puzzle`` step and frame on the Mansions language."""
    lang.add_step("puzzle", _puzzle_step, PUZZLE_CHILDREN)
    lang.add_frame("puzzle", _puzzle_run, _puzzle_options, _puzzle_decide)
