"""What the research adapters (:mod:`eerie.adapters`) need of Whitehall Mystery: the
finite action space, the observation encoder and the OpenSpiel traits (with a repair of
determinized set-up states).

Like every game's ``spaces`` module, it imports the adapters' base types and is imported
only by the adapters (``Game.action_space``, ``Game.encoder``, ``Game.openspiel_traits``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eerie.adapters.encoders import Blocks, Encoder, Vector, frac
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


class WhitehallMysteryEncoder(Encoder):
    """Circle planes (clues, reached scenes, searches, failed arrests and, only when the
    view carries Jack's sheet, his position, his remaining scenes, his paths and a
    carriage's first leg), intersection planes (each investigator, the dog) and the
    public counters (stage, round, track, tiles left, tiles used per track position,
    acting investigator, winner). Seats keep their roles (Jack is seat 0)."""

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
        self.crossing = {i.id: k for k, i in enumerate(m.intersections)}
        self.tiles = TILES
        self.tile_max = {t: max(st.tiles.get(t, 0), 1) for t in TILES}
        b = Blocks()
        b.add("circles", len(self.CIRCLE_PLANES) * self.circles)
        b.add("crossings", 4 * len(self.crossing))
        b.add("seat", 4)
        b.add("stage", len(self.STAGES))
        b.add("counters", 3)  # round, track, scenes chosen
        b.add("tiles", len(TILES))
        b.add("moves", self.TRACK * len(self.MOVE_KINDS))
        b.add("acting", 3)
        b.add("special", len(TILES))
        b.add("winner", 2)
        self.blocks = b

    def _circle(self, out: Vector, plane: str, circle: Any) -> None:
        c = int(circle)
        if 1 <= c <= self.circles:
            idx = self.CIRCLE_PLANES.index(plane) * self.circles + c - 1
            out[self.blocks.start("circles") + idx] = 1.0

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Vector:
        """Encode a Whitehall view; Jack's secrets only if the view holds them."""
        out = self._new()
        b = self.blocks
        for c in view["clues"]:
            self._circle(out, "clue", c)
        for c in view["reached"]:
            self._circle(out, "reached", c)
        for c in view["searched_now"]:
            self._circle(out, "searched_now", c)
        for s in view["sightings"]:
            if s["kind"] in ("nothing", "arrest_failed"):
                self._circle(out, str(s["kind"]), s["circle"])
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
                out[b.start("special") + self.tiles.index(jack["special"])] = 1.0
        n = len(self.crossing)
        base = b.start("crossings")
        for i, at in enumerate(view["police"][:3]):
            if at in self.crossing:
                out[base + i * n + self.crossing[at]] = 1.0
        if view["smoker"] in self.crossing:
            out[base + 3 * n + self.crossing[view["smoker"]]] = 1.0
        if seat is not None and 0 <= seat < 4:
            out[b.start("seat") + seat] = 1.0
        if view["stage"] in self.STAGES:
            out[b.start("stage") + self.STAGES.index(view["stage"])] = 1.0
        k = b.start("counters")
        out[k] = frac(view["round"], 3)
        out[k + 1] = frac(view["track"], self.TRACK)
        out[k + 2] = frac(view["scenes_chosen"], 4)
        for i, tile in enumerate(self.tiles):
            out[b.start("tiles") + i] = frac(view["tiles"].get(tile, 0), self.tile_max[tile])
        for before, tile, _blockers in view["moves"]:
            kind = tile or "move"
            if kind in self.MOVE_KINDS and 0 <= int(before) < self.TRACK:
                out[b.start("moves") + int(before) * len(self.MOVE_KINDS)
                    + self.MOVE_KINDS.index(kind)] = 1.0
        if view["stage"] in ("police_move", "police_act", "searching"):
            acting = int(view["acting"])
            if 0 <= acting < 3:
                out[b.start("acting") + acting] = 1.0
        if view["winner"] == "jack":
            out[b.start("winner")] = 1.0
        elif view["winner"] == "police":
            out[b.start("winner") + 1] = 1.0
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


TRAITS = Traits(stochastic=False, players=(2, 4), max_length=max_length, repair=repair)
"""What OpenSpiel needs to know of Whitehall Mystery."""
