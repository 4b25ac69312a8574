"""What the research adapters (:mod:`eerie.adapters`) need of Whitehall Mystery: the
finite action space, the observation encoder and the OpenSpiel traits (with a repair of
determinized set-up states).

Like every game's ``spaces`` module, it imports the adapters' base types and is imported
only by the adapters (``Game.action_space``, ``Game.encoder``, ``Game.openspiel_traits``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from eerie.adapters.encoders import Channels, Encoder, Planes, PlanesEncoder
from eerie.adapters.traits import Traits
from eerie.core.game import Game


def option_ids(game: Game[Any], config: Mapping[str, Any]) -> list[str]:
    """Whitehall Mystery: crime scenes, first scene, investigator set-up, Jack's moves
    and tiles, investigator moves, searches and arrests, all read off the map."""
    from eerie.games.whitehall_mystery.state import TILES

    st = game.setup(config)
    m = st.map
    white = [c for q in (1, 2, 3, 4) for c in m.quadrant_circles(q)]
    circles = [c.number for c in m.circles]
    crossings = [i.id for i in m.intersections]
    ids = [f"scene:{c}" for c in white]
    ids += [f"start:{c}" for c in white]
    ids += [f"at:{i}" for i in m.yellow]
    ids += [f"to:{c}" for c in circles] + [f"to:{i}" for i in crossings]
    ids += [f"via:{c}" for c in circles]
    ids += list(TILES)
    ids += [f"search:{c}" for c in circles] + [f"arrest:{c}" for c in circles]
    ids += ["pass", "stop", "stay"]
    return ids


class WhitehallMysteryEncoder(PlanesEncoder):
    """Per-node int8 planes, shape ``(nodes, C)``: the map's circles ``1 .. n`` (node
    ``c - 1``) and then its intersections in map order (:attr:`nodes` names them; the
    streets between them are the map's, ``game.setup(config).map``, and never change).
    Seats keep their roles (Jack is seat 0). The channels (:attr:`channels` names them,
    :meth:`high` gives each one's largest value):

    * the node: ``circle``, ``white`` (a circle Jack may choose as a crime scene),
      ``intersection``, ``yellow`` (an investigators' starting place);
    * on circles: ``clue``, ``reached`` (a crime scene Jack has reached),
      ``searched_now`` (searched in the current action), ``nothing`` and
      ``arrest_failed`` (this round's searches that found nothing and failed arrests),
      and only when the view carries Jack's sheet (Jack, or anyone after the game):
      ``jack_at``, ``jack_target`` (his crime scenes not reached yet), ``jack_path``
      (this round), ``jack_old_path`` (earlier rounds), ``jack_via`` (a carriage's
      first leg);
    * on intersections: ``police_0`` .. ``police_2`` (each investigator), ``dog``;
    * constant (the same on every node): ``seat_0`` .. ``seat_3`` (the observer),
      ``stage_<stage>``, ``round`` (0-3), ``track`` (0-15), ``scenes_chosen`` (0-4),
      ``tiles_<tile>`` (left), ``move_<t>`` for each track position (0 none yet, 1 a
      plain move, 2 carriage, 3 alley, 4 boat), ``acting_<i>`` (the investigator acting),
      ``special_<tile>`` (the tile Jack is playing, Jack only), ``winner_jack``,
      ``winner_police``."""

    STAGES = ("scenes", "start", "police_setup", "smoker_setup", "jack", "jack_special",
              "police_move", "smoker_move", "police_act", "searching", "over")
    CIRCLE_PLANES = ("clue", "reached", "searched_now", "nothing", "arrest_failed",
                     "jack_at", "jack_target", "jack_path", "jack_old_path", "jack_via")
    MOVE_KINDS = ("move", "carriage", "alley", "boat")
    TRACK = 15

    def __init__(self, game: Game[Any], config: Mapping[str, Any]) -> None:
        from eerie.games.whitehall_mystery.state import TILES

        st = game.setup(config)
        m = st.map
        self.circles = len(m.circles)
        self.crossing = {i.id: self.circles + k for k, i in enumerate(m.intersections)}
        self.nodes: tuple[str, ...] = (*(str(c.number) for c in m.circles),
                                       *(i.id for i in m.intersections))
        self.tiles = TILES
        ch = Channels()
        for name in ("circle", "white", "intersection", "yellow", *self.CIRCLE_PLANES,
                     "police_0", "police_1", "police_2", "dog"):
            ch.add(name)
        for name in (*(f"seat_{s}" for s in range(4)), *(f"stage_{s}" for s in self.STAGES)):
            ch.add(name)
        ch.add("round", 3)
        ch.add("track", self.TRACK)
        ch.add("scenes_chosen", 4)
        for tile in TILES:
            ch.add(f"tiles_{tile}", max(st.tiles.get(tile, 0), 1))
        for t in range(self.TRACK):
            ch.add(f"move_{t}", len(self.MOVE_KINDS))
        for name in (*(f"acting_{i}" for i in range(3)), *(f"special_{t}" for t in TILES),
                     "winner_jack", "winner_police"):
            ch.add(name)
        self.channels = ch
        self._shape = (len(self.nodes), ch.size)
        base = np.zeros(self._shape, dtype=np.int8)
        white = {c for q in (1, 2, 3, 4) for c in m.quadrant_circles(q)}
        for c in m.circles:
            base[c.number - 1, ch.index["circle"]] = 1
            base[c.number - 1, ch.index["white"]] = c.number in white
        for i in m.intersections:
            base[self.crossing[i.id], ch.index["intersection"]] = 1
            base[self.crossing[i.id], ch.index["yellow"]] = i.yellow
        self._base = base

    def _circle(self, out: Planes, plane: str, circle: Any) -> None:
        c = int(circle)
        if 1 <= c <= self.circles:
            out[c - 1, self.channels.index[plane]] = 1

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Planes:
        """Encode a Whitehall view; Jack's secrets only if the view holds them."""
        out = self._base.copy()
        ch = self.channels.index
        for c in view["clues"]:
            self._circle(out, "clue", c)
        for c in view["reached"]:
            self._circle(out, "reached", c)
        for c in view["searched_now"]:
            self._circle(out, "searched_now", c)
        for s in view["sightings"]:
            if s["kind"] in ("nothing", "arrest_failed"):
                self._circle(out, str(s["kind"]), s["circle"])
        consts = np.zeros(self.channels.size, dtype=np.int8)
        jack = view.get("jack")
        if jack is not None:
            if jack["paths"]:
                self._circle(out, "jack_at", jack["at"])
                for c in jack["paths"][-1]:
                    self._circle(out, "jack_path", c)
                for path in jack["paths"][:-1]:
                    for c in path:
                        self._circle(out, "jack_old_path", c)
            for c in jack["scenes"]:
                if c not in view["reached"]:
                    self._circle(out, "jack_target", c)
            if jack["special"] == "carriage" and jack["via"]:
                self._circle(out, "jack_via", jack["via"])
            if jack["special"] in self.tiles:
                consts[ch[f"special_{jack['special']}"]] = 1
        for i, at in enumerate(view["police"][:3]):
            if at in self.crossing:
                out[self.crossing[at], ch[f"police_{i}"]] = 1
        if view["smoker"] in self.crossing:
            out[self.crossing[view["smoker"]], ch["dog"]] = 1
        if seat is not None and 0 <= seat < 4:
            consts[ch[f"seat_{seat}"]] = 1
        if view["stage"] in self.STAGES:
            consts[ch[f"stage_{view['stage']}"]] = 1
        consts[ch["round"]] = min(int(view["round"]), 3)
        consts[ch["track"]] = min(int(view["track"]), self.TRACK)
        consts[ch["scenes_chosen"]] = min(int(view["scenes_chosen"]), 4)
        for tile in self.tiles:
            top = self.channels.tops[ch[f"tiles_{tile}"]]
            consts[ch[f"tiles_{tile}"]] = min(int(view["tiles"].get(tile, 0)), top)
        for before, tile, _blockers in view["moves"]:
            kind = tile or "move"
            if kind in self.MOVE_KINDS and 0 <= int(before) < self.TRACK:
                consts[ch[f"move_{int(before)}"]] = 1 + self.MOVE_KINDS.index(kind)
        if view["stage"] in ("police_move", "police_act", "searching"):
            acting = int(view["acting"])
            if 0 <= acting < 3:
                consts[ch[f"acting_{acting}"]] = 1
        if view["winner"] == "jack":
            consts[ch["winner_jack"]] = 1
        elif view["winner"] == "police":
            consts[ch["winner_police"]] = 1
        first = ch["seat_0"]
        out[:, first:] = consts[first:]
        return out


def encoder(game: Game[Any], config: Mapping[str, Any]) -> Encoder:
    """The observation encoder for a (normalised) config."""
    return WhitehallMysteryEncoder(game, config)


def max_length(game: Game[Any], config: Mapping[str, Any]) -> int:
    """Set-up (4 scenes, 3 investigators, the dog, the first scene), then per round at
    most 15 Jack turns of at most 3 Jack decisions (tile, via, target), 3 investigator
    moves, the dog, and 3 actions of at most one search per neighbouring circle plus a
    stop."""
    from eerie.games.whitehall_mystery.state import MOVES_PER_ROUND, ROUNDS

    m = game.setup(config).map
    k = max((len(m.circles_at(i.id)) for i in m.intersections), default=0)
    return 9 + ROUNDS * MOVES_PER_ROUND * (3 + 3 + 1 + 3 * (k + 1))


def repair(state: Any, view: Mapping[str, Any]) -> None:
    """Work around ``WhitehallMystery.determinize`` drawing all four crime scenes while
    Jack is still choosing them (an investigator's view during set-up): keep as many as
    the view says he has chosen, or the state would ask him for a fifth quadrant."""
    if view.get("jack") is None and view["stage"] == "scenes":
        state.scenes = list(state.scenes[: int(view["scenes_chosen"])])


def potential(state: Any, seat: int) -> float:
    """Shaping: for Jack half the share of his three crime scenes after the first that he
    has reached (public markers); for the investigators the same, negated."""
    share = 0.5 * min(1.0, max(0, len(state.reached) - 1) / 3)
    return share if seat == 0 else -share


TRAITS = Traits(stochastic=False, players=(2, 4), max_length=max_length, repair=repair,
                potential=potential)
"""What OpenSpiel needs to know of Whitehall Mystery."""
