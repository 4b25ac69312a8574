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

import numpy as np

from eerie.adapters.encoders import Channels, Encoder, Parts, Planes, PlanesEncoder
from eerie.adapters.traits import Traits
from eerie.core.game import Game
from eerie.games.fearsome_floors.planes import KeptPlanes, PlaneTables


def option_ids(game: Game[Any], config: Mapping[str, Any]) -> list[str]:
    """Fearsome Floors: figure choice, single steps, monster cards and (when the floor
    is laid out by the players) element, orientation and anchor square."""
    from eerie.core.grid import HEADING_NAMES
    from eerie.games.fearsome_floors.layout import square_name
    from eerie.games.fearsome_floors.placement import EXPERIENCED_ELEMENTS, ORIENTATIONS
    from eerie.games.fearsome_floors.state import figure_kinds, monster_deck

    st = game.setup(config)
    ids = [f"fig:{k}" for k in figure_kinds(st.players)]
    ids += [*HEADING_NAMES, "enter", "exit", "stop"]
    ids += [f"card:{c}" for c in dict.fromkeys(monster_deck(st.prey3))]
    if lays_out_floor(st, config):
        ids += [f"place:{kind}" for kind, _ in EXPERIENCED_ELEMENTS]
        orients = dict.fromkeys(o for opts in ORIENTATIONS.values() for o in opts)
        ids += [f"orient:{o}" for o in orients]
        grid = st.layout.grid
        ids += [f"at:{square_name(grid, c)}" for c in grid.cells()]
    return ids


def lays_out_floor(st: Any, config: Mapping[str, Any]) -> bool:
    """True if the players lay out the floor in this config (its set-up state ``st``):
    then the placement actions and channels exist."""
    from eerie.games.fearsome_floors.state import PLACE

    return bool(st.stage == PLACE or config.get("layout") == "place")


class FearsomeFloorsEncoder(PlanesEncoder):
    """The board as ``(11, 16, C)`` int8 planes (rows, columns, channels; square ``A1``
    is ``[0, 0]``, ``B1`` is ``[0, 1]``) and a features vector of ``F`` int8 values (what
    is the same on every square), seats relative to the observer (who is seat 0).
    :attr:`channels` and :attr:`features` name them in order; :meth:`high` and
    :meth:`feature_high` give each one's largest value:

    * channels (on squares): ``square`` (1 on the 174 squares of the board), ``stone``,
      ``crystal``, ``rot_right``, ``rot_back``, ``pool``, ``tele_A`` .. ``tele_D`` (its
      pair) and ``arrow_n`` .. ``arrow_w`` (its arrow), ``monster`` and ``monster_n`` ..
      ``monster_w`` (its heading), ``moving`` (the figure moving now), and
      ``fig_r<r>_k<k>`` where the relative seat ``r``'s figure ``k`` (by its black-side
      number) stands;
    * features: ``stage_place`` .. ``stage_over``, ``phase2``, ``played`` (cards this
      phase, 0-7), ``turn`` (1-14), ``to_move_r<r>`` and ``start_r<r>`` (one-hot
      relative seats), ``deck_<card>`` (copies left), ``steps_left`` (0-6), per figure
      ``waiting_r<r>_k<k>``, ``out_r<r>_k<k>`` (brought out) and ``white_r<r>_k<k>``
      (white side up), and, only in a config where the players lay out the floor,
      ``left_<element>`` (still to place), ``placing_<element>`` and ``orient_<o>``.

    (Spaces version 0 broadcast the features over every square as planes after the
    channels, ``(11, 16, C + F)``.) A figure neither on the board, waiting nor out has
    been eaten. Fearsome Floors has no secrets, so the planes are read from the state
    (:meth:`encode_state_parts`); a view is encoded through the state its FFN
    describes. :meth:`encode` and :meth:`encode_state` give the planes alone."""

    STAGES = ("place", "figures", "monster", "over")
    PAIRS = "ABCD"
    TURNS = 14

    def __init__(self, game: Game[Any], config: Mapping[str, Any]) -> None:
        from eerie.core.grid import HEADING_NAMES
        from eerie.games.fearsome_floors.placement import EXPERIENCED_ELEMENTS, ORIENTATIONS
        from eerie.games.fearsome_floors.state import figure_kinds, monster_deck

        st = game.setup(config)
        self.players: int = int(st.players)
        self.kinds = figure_kinds(self.players)
        deck = monster_deck(st.prey3)
        self.cards = tuple(dict.fromkeys(deck))
        self.width, self.height = st.layout.grid.width, st.layout.grid.height
        self.cells = self.width * self.height
        self.elements = tuple(k for k, _ in EXPERIENCED_ELEMENTS)
        self.orients = tuple(dict.fromkeys(o for v in ORIENTATIONS.values() for o in v))
        p, heads = range(self.players), HEADING_NAMES
        figs = [f"r{r}_k{k}" for r in p for k in self.kinds]
        ch = Channels()
        for name in ("square", "stone", "crystal", "rot_right", "rot_back", "pool",
                     *(f"tele_{x}" for x in self.PAIRS), *(f"arrow_{h}" for h in heads),
                     "monster", *(f"monster_{h}" for h in heads), "moving",
                     *(f"fig_{f}" for f in figs)):
            ch.add(name)
        ft = Channels()
        for name in (*(f"stage_{s}" for s in self.STAGES), "phase2"):
            ft.add(name)
        ft.add("played", 7)
        ft.add("turn", self.TURNS)
        for name in (*(f"to_move_r{r}" for r in p), *(f"start_r{r}" for r in p)):
            ft.add(name)
        for card in self.cards:
            ft.add(f"deck_{card}", deck.count(card))
        ft.add("steps_left", 6)
        for name in (*(f"waiting_{f}" for f in figs), *(f"out_{f}" for f in figs),
                     *(f"white_{f}" for f in figs)):
            ft.add(name)
        if lays_out_floor(st, config):
            for element, count in EXPERIENCED_ELEMENTS:
                ft.add(f"left_{element}", count)
            for name in (*(f"placing_{e}" for e in self.elements),
                         *(f"orient_{o}" for o in self.orients)):
                ft.add(name)
        self.channels = ch
        self.features = ft
        self._board: tuple[Any, list[int], Planes] | None = None
        self._shape = (self.height, self.width, ch.size)
        self._kept = [KeptPlanes(self._tables(st, me), me) for me in p]
        """Each observer's last planes (:mod:`eerie.games.fearsome_floors.planes`)."""

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Planes:
        """The planes of a view (:meth:`encode_parts` gives the features too)."""
        return self.encode_parts(view, seat)[0]

    def encode_parts(self, view: Mapping[str, Any], seat: int | None) -> Parts:
        """Encode a view: the planes and features of the state its FFN describes (the
        view holds the whole position)."""
        return self.encode_state_parts(None, _ff_parse(str(view["ffn"])), seat)

    def _board_planes(self, layout: Any, objects: list[int]) -> Planes:
        """Where the squares, objects, pools, teleporters and arrows of a floor are 1 in
        the flattened planes, as an index array (the last one is kept: they change only
        when a stone is pushed or the floor is laid out)."""
        last = self._board
        if last is not None and last[0] is layout and last[1] == objects:
            return last[2]
        ch = self.channels.index
        base = np.zeros((self.cells, self.channels.size), dtype=np.int8)
        for c in layout.grid.cells():
            base[c, ch["square"]] = 1
        for c, obj in enumerate(objects):
            if 1 <= obj <= 4:
                base[c, obj] = 1  # channels 1-4 are the object codes 1-4
        for c in layout.pools:
            base[c, ch["pool"]] = 1
        for c, tp in layout.teleporters.items():
            if tp.pair in self.PAIRS:
                base[c, ch[f"tele_{tp.pair}"]] = 1
            base[c, ch["arrow_n"] + tp.arrow % 4] = 1
        board = np.flatnonzero(base)
        self._board = (layout, list(objects), board)
        return board

    def _tables(self, st: Any, me: int) -> PlaneTables:
        """Where ``me``'s values go (``planes.PlaneTables``): the channel and feature
        indices, each figure's board channel and ``waiting``, ``out`` and ``white``
        features as ``me`` sees it."""
        ch, p = self.channels.index, self.players
        assert self.features is not None
        ft = self.features.index
        names = [f"r{(owner - me) % p}_k{kind}"
                 for owner, kind in zip(st.fig_owner, st.fig_kind, strict=True)]
        figures = [(ch[f"fig_{f}"], ft[f"waiting_{f}"], ft[f"out_{f}"], ft[f"white_{f}"])
                   for f in names]
        slow = [i for name, i in ft.items()
                if name != "steps_left"
                and not name.startswith(("waiting_", "out_", "white_"))]
        return PlaneTables(self.channels.size, self.cells, self._shape, dict(ch),
                           dict(ft), figures, slow, p, self.TURNS, self._board_planes)

    def encode_state(self, game: Any, state: Any, seat: int | None) -> Planes:
        """The planes of a state (:meth:`encode_state_parts` gives the features too)."""
        return self.encode_state_parts(game, state, seat)[0]

    def encode_state_parts(self, game: Any, state: Any, seat: int | None) -> Parts:
        """The planes and features of a state (everything in Fearsome Floors is public),
        fresh arrays.

        Built for speed (the PettingZoo environment encodes one per decision): the
        planes and features last returned to each observer are kept with the values
        they show (``planes.KeptPlanes``, compiled with the engine), and only what
        changed since is written again (a figure, the monster or a stone moved, the
        steps left, the features of a new phase or turn); a new floor builds them anew.
        Whatever order states come in, the arrays are the state's (tested)."""
        kept = self._kept[0 if seat is None else seat]
        parts: Parts = kept.encode(state)
        return parts


@lru_cache(maxsize=256)
def _ff_parse(text: str) -> Any:
    """The state an FFN describes (views repeat: parse each once; never mutated)."""
    from eerie.games.fearsome_floors.notation import parse

    return parse(text)


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


def potential(state: Any, seat: int) -> float:
    """Shaping: half the share of the figures a seat needs out to win that it has out."""
    from eerie.games.fearsome_floors.state import escapes_to_win

    return float(0.5 * min(1.0, state.escaped_count(seat) / escapes_to_win(state.players)))


TRAITS = Traits(stochastic=True, players=(2, 7), max_length=max_length,
                chance_prefixes=("card",), potential=potential, version=1)
"""What OpenSpiel needs to know of Fearsome Floors. Spaces version 1: the values that
are the same on every square are a features vector of their own (version 0 broadcast
them over the planes)."""
