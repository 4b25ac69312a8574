"""Small helpers for writing Fearsome Floors positions (FFN) and playing them.

Positions are written sparsely: ``board({"f3": "o", "g5": "~"})`` gives the 11-row board
field with everything else bare floor, and :func:`ffn` joins a board, a figure list and
the other FFN fields into one position string. The game is always driven through the
kernel contract (``setup``, ``pending``, ``apply``).

Figure values: a test that needs "a figure showing 5 that may still move" asks
:func:`mover` for it instead of hard-coding kind and face, so the tests keep their meaning
whichever face the engine shows first.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import cache
from random import Random
from typing import Any

from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.core.events import Event
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.layout import default_grid, parse_square, square_name
from eerie.games.fearsome_floors.notation import parse
from eerie.games.fearsome_floors.state import (
    COLOUR_LETTERS,
    ESCAPED,
    REMOVED,
    WAITING,
    FFState,
    figure_kinds,
)

GRID = default_grid()


def board(marks: dict[str, str] | None = None) -> str:
    """The FFN board field: bare floor, cut corners, and ``marks`` (square -> token)."""
    marks = {k.lower(): v for k, v in (marks or {}).items()}
    rows = []
    for y in range(GRID.height):
        row = []
        for x in range(GRID.width):
            cell = GRID.cell(x, y)
            if cell in GRID.holes:
                row.append("#")
            else:
                row.append(marks.pop(square_name(GRID, cell), "."))
        rows.append("".join(row))
    assert not marks, f"marks off the board: {marks}"
    return "/".join(rows)


def figures(*tokens: str, players: int = 2, rest: str = "x", face: str = "b") -> str:
    """The FFN figure field: ``tokens`` like ``G4w@c3``, every other figure of the
    ``players`` seats at ``rest`` (``x``: out of the game, so it plays no part)."""
    given = {t.split("@")[0][:2] for t in tokens}
    out = list(tokens)
    for seat in range(players):
        for kind in figure_kinds(players):
            key = f"{COLOUR_LETTERS[seat]}{kind}"
            if key not in given:
                out.append(f"{key}{face}@{rest}")
    return ",".join(out)


def ffn(marks: dict[str, str] | None = None, figs: str = "", **fields: Any) -> str:
    """A whole position. ``fields`` are FFN fields (``monster="p11n"``, ``turn=2`` ...);
    ``prey3=True`` adds the flag."""
    parts = [board(marks), figs or figures()]
    for key, value in fields.items():
        if key == "prey3":
            if value:
                parts.append("prey3")
            continue
        parts.append(f"{key}={value}")
    return " ".join(parts)


def start(position: str) -> FFState:
    """A state for the position (through ``setup``, as a driver would do it)."""
    return GAME.setup({"position": position})


def sq(name: str) -> int:
    """The cell of a square name."""
    return parse_square(GRID, name)


def name(cell: int) -> str:
    """The square name of a cell."""
    return square_name(GRID, cell)


def ids(st: FFState) -> list[str]:
    """The option ids offered now."""
    return GAME.pending(st).ids()


def actor(st: FFState) -> int:
    """The one seat (or chance) that acts now."""
    actors = GAME.pending(st).actors
    assert len(actors) == 1, actors
    return actors[0]


def play(st: FFState, *moves: str) -> list[Event]:
    """Apply option ids in order, each by whoever acts at that moment."""
    events: list[Event] = []
    for m in moves:
        events += GAME.apply(st, actor(st), m)
    return events


def draw(st: FFState, card: str) -> list[Event]:
    """Draw the monster card ``card`` (a chance outcome) and let the monster walk."""
    return GAME.apply(st, CHANCE, f"card:{card}")


def trace(events: list[Event]) -> list[tuple[str, dict[str, Any]]]:
    """The monster's walk from a list of events: (kind, data) without the prefix."""
    pre = "ff.monster."
    return [(e.kind[len(pre):], e.data) for e in events if e.kind.startswith(pre)]


def fig(st: FFState, label: str) -> int:
    """The index of a figure given as ``"G4"`` (colour letter and kind)."""
    return st.figure_index(COLOUR_LETTERS.index(label[0]), int(label[1:]))


def where(st: FFState, label: str) -> str:
    """Where a figure is: a square name, ``in``, ``out`` or ``x``."""
    loc = st.fig_loc[fig(st, label)]
    return {WAITING: "in", ESCAPED: "out", REMOVED: "x"}.get(loc) or name(loc)


def shows(st: FFState, label: str) -> int:
    """The number a figure shows now."""
    return st.value(fig(st, label))


def object_at(st: FFState, square: str) -> int:
    """The movable object on a square (0 for none)."""
    return st.objects[sq(square)]


def looks(tr: list[tuple[str, dict[str, Any]]]) -> list[str]:
    """The squares the monster looked from, in order."""
    return [d["at"] for k, d in tr if k == "look"]


def eaten(st: FFState, tr: list[tuple[str, dict[str, Any]]]) -> list[str]:
    """Labels (``"G4"``) of the figures eaten in a walk, in order."""
    return [f"{COLOUR_LETTERS[st.fig_owner[d['figure']]]}{st.fig_kind[d['figure']]}"
            for k, d in tr if k == "eat"]


# -- figures that show a given number -------------------------------------------------------

@cache
def _face_values() -> dict[tuple[int, str], int]:
    probe = parse(ffn(figs=figures("G6w@in", "G4w@in", "G3w@in", "G2w@in", "R6b@in",
                                   "R4b@in", "R3b@in", "R2b@in")))
    return {(probe.fig_kind[i], "w" if probe.fig_white[i] else "b"): probe.value(i)
            for i in range(len(probe.fig_kind))}


@dataclass(frozen=True)
class Mover:
    """A figure that shows ``steps`` and may still move in game turn ``turn``."""

    colour: str
    kind: int
    face: str
    turn: int

    def at(self, square: str) -> str:
        """Its FFN token standing on ``square`` (or ``in``)."""
        return f"{self.colour}{self.kind}{self.face}@{square}"

    @property
    def label(self) -> str:
        """Colour and kind, as :func:`fig` takes it."""
        return f"{self.colour}{self.kind}"

    @property
    def choose(self) -> str:
        """The option id that picks it to move."""
        return f"fig:{self.kind}"

    @property
    def moved(self) -> str:
        """The face letter of figures that have already moved this turn."""
        return "b" if self.face == "w" else "w"


def mover(colour: str, steps: int, kinds: tuple[int, ...] = (6, 4, 3, 2)) -> Mover:
    """A figure of ``colour`` showing ``steps`` that may still move; its turn number is
    chosen (2 or 3, never the special first turn) so that its face is the unmoved one."""
    for (kind, face), value in sorted(_face_values().items()):
        if value == steps and kind in kinds:
            return Mover(colour, kind, face, 3 if face == "w" else 2)
    raise ValueError(f"no figure shows {steps}")


# -- ready-made situations --------------------------------------------------------------------

def chosen(marks: dict[str, str] | None, *tokens: str, steps: int, at: str,
           monster: str = "p11n") -> tuple[FFState, Mover]:
    """Green's figure showing ``steps`` stands on ``at`` (``in``: waiting) and has just
    been picked to move; ``tokens`` are the other figures placed."""
    m = mover("G", steps)
    st = start(ffn(marks, figures(m.at(at), *tokens), monster=monster, turn=m.turn,
                   next="G", start="G", played=1))
    play(st, m.choose)
    return st, m


def walk_from(marks: dict[str, str] | None, *tokens: str, monster: str, card: str,
              phase: int = 1, players: int = 2,
              **fields: Any) -> tuple[FFState, list[tuple[str, dict[str, Any]]]]:
    """Draw ``card`` in a position with the monster on ``monster`` (square and heading,
    ``h9n``); return the state after the walk and the walk's trace."""
    fields.setdefault("played", 1)
    st = start(ffn(marks, figures(*tokens, players=players), monster=monster, deck=card,
                   next="monster", phase=phase, turn=2, start="G", **fields))
    tr = trace(draw(st, card))
    return st, tr


PINNED = [
    ({"players": 4}, 1, "3032ced4987de9fa65406cda819658657c5086c12d1c4e77e65edb9798b18166",
     "737ee7a8a8b02520d40e08ef3455f60f6de58ab178097ef609629a4349120632"),
    ({"players": 4}, 2, "517db92e7cd170cf51cd1c58c3e161fe7784e9a022df9b6f48134d50fe07e1a9",
     "151762ad2ba9b8edace253a3a9e09758948deef8e0860014fc04ee9705f61b45"),
    ({"players": 7, "prey3": True}, 3,
     "bead9d0bb2686f0cb5fdf4c3a351ab198e650e8d98bfade4e595f3430c3026bd",
     "ba0469020e8e719d7c9e0a24e4825bdb2a13ec7b5f8dc921be96bcfab2151673"),
    ({"players": 3, "variant": "experienced", "layout": "experienced"}, 4,
     "812ef9bd07d7cd384f71ca0949d67ac38446dea2695ca1aff23d92887971eb3e",
     "45acdb5bf3c1b9b63db66a00fdeb71e8f6d4dd1998a6191b0b45f06c05e6a6e6"),
    ({"players": 4, "variant": "experienced", "layout": "place"}, 5,
     "3aede193c86086ed17e437c5290d522cac9625f2c40b44f298873f277a63ea60",
     "5d96d4b7e279d382ab1b99f4ce588d489298ac49259ce8fd268f18a2d2d45f96"),
]


def play_random(config: dict[str, Any], seed: int, trusted: bool) -> tuple[str, str]:
    """A random game as in benchmarks/ff_speed.py: final state hash, digest of the
    chosen ids and legal lists."""
    rng = Random(seed)
    h = hashlib.sha256()
    st = GAME.setup(config)
    while True:
        actors, legal = GAME.legal_actions(st)
        if not actors:
            break
        if actors[0] == CHANCE:
            choice = sample_outcome(GAME.chance_outcomes(st), rng)
        else:
            choice = legal[rng.randrange(len(legal))]
        GAME.apply(st, actors[0], choice, trusted=trusted)
        h.update(json.dumps([choice, legal], sort_keys=True).encode())
    return GAME.state_hash(st), h.hexdigest()
