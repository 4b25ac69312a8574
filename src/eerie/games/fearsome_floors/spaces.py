"""What the research adapters (:mod:`eerie.adapters`) need of Fearsome Floors: the
finite action space, the observation encoder and the OpenSpiel traits.

Like every game's ``spaces`` module, it imports the adapters' base types
(:mod:`eerie.adapters.encoders`, :mod:`eerie.adapters.traits`) and is imported only by the
adapters, through ``Game.action_space``, ``Game.encoder`` and ``Game.openspiel_traits``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from eerie.adapters.encoders import Blocks, Encoder, Vector, frac
from eerie.adapters.traits import Traits
from eerie.core.game import Game


def option_ids(game: Game[Any], config: Mapping[str, Any]) -> list[str]:
    """Fearsome Floors: figure choice, single steps, monster cards and (when the floor
    is laid out by the players) element, orientation and anchor square."""
    from eerie.core.grid import HEADING_NAMES
    from eerie.games.fearsome_floors.layout import square_name
    from eerie.games.fearsome_floors.placement import EXPERIENCED_ELEMENTS, ORIENTATIONS
    from eerie.games.fearsome_floors.state import PLACE, figure_kinds, monster_deck

    st = game.setup(config)
    ids = [f"fig:{k}" for k in figure_kinds(st.players)]
    ids += [*HEADING_NAMES, "enter", "exit", "stop"]
    ids += [f"card:{c}" for c in dict.fromkeys(monster_deck(st.prey3))]
    if st.stage == PLACE or config.get("layout") == "place":
        ids += [f"place:{kind}" for kind, _ in EXPERIENCED_ELEMENTS]
        orients = dict.fromkeys(o for opts in ORIENTATIONS.values() for o in opts)
        ids += [f"orient:{o}" for o in orients]
        grid = st.layout.grid
        ids += [f"at:{square_name(grid, c)}" for c in grid.cells()]
    return ids


class FearsomeFloorsEncoder(Encoder):
    """Board planes (objects, pools, teleporters, monster, figures by relative seat) and
    the game's counters, all read from the view's FFN and fields.

    Layout: ``board`` is ``planes x cells`` (plane-major, cells ``y * 16 + x``), then
    stage, phase, counters, the seat to move and the start player (relative one-hot),
    the cards left in the deck, escaped counts, one record per figure (by relative seat
    and kind: waiting / on board / out / eaten, white side up, value), the moving
    figure and its steps, and the floor elements still to place.
    """

    STAGES = ("place", "figures", "monster", "over")
    PAIRS = "ABCD"

    def __init__(self, game: Game[Any], config: Mapping[str, Any]) -> None:
        from eerie.games.fearsome_floors.placement import EXPERIENCED_ELEMENTS, ORIENTATIONS
        from eerie.games.fearsome_floors.state import figure_kinds, monster_deck

        st = game.setup(config)
        self.players: int = int(st.players)
        self.kinds = figure_kinds(self.players)
        self.cards = tuple(dict.fromkeys(monster_deck(st.prey3)))
        self.card_max = {c: monster_deck(st.prey3).count(c) for c in self.cards}
        self.width, self.height = st.layout.grid.width, st.layout.grid.height
        self.cells = self.width * self.height
        self.elements = tuple(k for k, _ in EXPERIENCED_ELEMENTS)
        self.element_max = dict(EXPERIENCED_ELEMENTS)
        self.orients = tuple(dict.fromkeys(o for v in ORIENTATIONS.values() for o in v))
        self.planes = (["stone", "crystal", "rot_right", "rot_back", "pool"]
                       + [f"tele_{p}" for p in self.PAIRS]
                       + ["arrow_n", "arrow_e", "arrow_s", "arrow_w",
                          "monster", "monster_n", "monster_e", "monster_s", "monster_w",
                          "fig_value", "fig_white", "fig_moving"]
                       + [f"fig_seat{r}" for r in range(self.players)])
        self.plane = {name: i for i, name in enumerate(self.planes)}
        b = Blocks()
        b.add("board", len(self.planes) * self.cells)
        b.add("stage", len(self.STAGES))
        b.add("counters", 3)  # phase 2, cards played this phase, game turn
        b.add("to_move", self.players)
        b.add("start", self.players)
        b.add("deck", len(self.cards))
        b.add("escaped", self.players)
        b.add("figures", self.players * len(self.kinds) * 6)
        b.add("moving", len(self.kinds) + 2)  # kind, steps left, a figure is moving
        b.add("to_place", len(self.elements))
        b.add("placing", len(self.elements) + len(self.orients))
        self.blocks = b

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Vector:
        """Encode a Fearsome Floors view (everything in it is public).

        The floor comes from the board field of the view's FFN (parsed once per distinct
        board), the placement supply from its ``place=`` / ``placing=`` fields, and
        everything else from the view's own fields."""
        fields = str(view["ffn"]).split()
        layout, objects = _ff_board(fields[0])
        square = _ff_squares(self.width, self.height)
        out = self._new()
        p = self.players
        me = seat if seat is not None else 0

        def rel(s: Any) -> int:
            return (int(s) - me) % p

        cells = self.cells
        board = out[: len(self.planes) * cells].reshape(len(self.planes), cells)
        plane = self.plane
        for c, obj in enumerate(objects):
            if 1 <= obj <= 4:
                board[obj - 1, c] = 1.0
        for c in layout.pools:
            board[plane["pool"], c] = 1.0
        for c, tp in layout.teleporters.items():
            if tp.pair in self.PAIRS:
                board[plane[f"tele_{tp.pair}"], c] = 1.0
            board[plane["arrow_n"] + tp.arrow, c] = 1.0
        monster = view["monster"]
        mcell = square[monster["at"]]
        board[plane["monster"], mcell] = 1.0
        board[plane["monster_n"] + int(monster["heading"]) % 4, mcell] = 1.0

        figures = view["figures"]
        moving = int(view["moving"])
        b = self.blocks
        base = b.start("figures")
        nk = len(self.kinds)
        # the moving figure first: a figure it passes over overwrites value and face
        for f in sorted(range(len(figures)), key=lambda f: f != moving):
            fig = figures[f]
            r, kind, at = rel(fig["owner"]), int(fig["kind"]), str(fig["at"])
            value = int(fig["value"]) / 6.0
            white = 1.0 if fig["white"] else 0.0
            if at in square:
                loc = square[at]
                board[plane["fig_value"], loc] = value
                board[plane["fig_white"], loc] = white
                board[plane["fig_seat0"] + r, loc] = 1.0
                if f == moving:
                    board[plane["fig_moving"], loc] = 1.0
            if kind in self.kinds:
                k = base + (r * nk + self.kinds.index(kind)) * 6
                out[k + {"in": 0, "out": 2, "x": 3}.get(at, 1)] = 1.0
                out[k + 4] = white
                out[k + 5] = value
        if 0 <= moving < len(figures) and int(figures[moving]["kind"]) in self.kinds:
            k = b.start("moving")
            out[k + self.kinds.index(int(figures[moving]["kind"]))] = 1.0
            out[k + nk] = frac(int(view["steps_left"]), 6)
            out[k + nk + 1] = 1.0

        if view["stage"] in self.STAGES:
            out[b.start("stage") + self.STAGES.index(view["stage"])] = 1.0
        k = b.start("counters")
        out[k] = 1.0 if int(view["phase"]) == 2 else 0.0
        out[k + 1] = frac(int(view["played"]), 7)
        out[k + 2] = frac(int(view["turn"]), 14)
        out[b.start("to_move") + rel(view["seat"])] = 1.0
        out[b.start("start") + rel(view["start"])] = 1.0
        deck = view["deck"]
        for i, card in enumerate(self.cards):
            out[b.start("deck") + i] = frac(int(deck.get(card, 0)), self.card_max[card])
        for s, n in enumerate(view["escaped"][:p]):
            out[b.start("escaped") + rel(s)] = frac(int(n), nk)

        extra = dict(f.partition("=")[::2] for f in fields[2:] if "=" in f)
        left: dict[str, int] = {}
        for tok in extra.get("place", "-").split(","):
            element, _, count = tok.partition(":")
            if element in self.element_max and count.isdigit():
                left[element] = int(count)
        for i, element in enumerate(self.elements):
            out[b.start("to_place") + i] = frac(left.get(element, 0),
                                                 self.element_max[element])
        placing, _, orient = extra.get("placing", "").partition(":")
        if placing in self.elements:
            out[b.start("placing") + self.elements.index(placing)] = 1.0
        if orient in self.orients:
            out[b.start("placing") + len(self.elements) + self.orients.index(orient)] = 1.0
        return out


@lru_cache(maxsize=256)
def _ff_board(text: str) -> tuple[Any, tuple[int, ...]]:
    """The layout and objects of an FFN board field (boards repeat: parse each once)."""
    from eerie.games.fearsome_floors.notation import parse_board

    layout, objects = parse_board(text)
    return layout, tuple(objects)


@lru_cache(maxsize=8)
def _ff_squares(width: int, height: int) -> dict[str, int]:
    """Square name -> cell."""
    from eerie.games.fearsome_floors.layout import COLUMNS

    return {f"{COLUMNS[c % width]}{c // width + 1}": c for c in range(width * height)}


def encoder(game: Game[Any], config: Mapping[str, Any]) -> Encoder:
    """The observation encoder for a (normalised) config."""
    return FearsomeFloorsEncoder(game, config)


def max_length(game: Game[Any], config: Mapping[str, Any]) -> int:
    """Each figure takes at most 7 decisions a game turn (choose, up to 6 steps or 5 and
    stop); at most 14 game turns (one per monster card); laying out the floor takes 3
    decisions per element."""
    from eerie.games.fearsome_floors.placement import EXPERIENCED_ELEMENTS
    from eerie.games.fearsome_floors.state import MOVES_PER_PHASE, PLACE

    st = game.setup(config)
    placing = 3 * sum(n for _, n in EXPERIENCED_ELEMENTS) if st.stage == PLACE else 0
    return placing + 2 * MOVES_PER_PHASE * len(st.fig_owner) * 7


TRAITS = Traits(stochastic=True, players=(2, 7), max_length=max_length)
"""What OpenSpiel needs to know of Fearsome Floors."""
