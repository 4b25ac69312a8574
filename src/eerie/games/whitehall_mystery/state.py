"""Everything in a Whitehall Mystery game that changes.

Jack's secrets (his four crime scenes, his paths, where he is now) live in the state like
everything else; ``view(state, seat)`` is the only way out, and it hides them from every
seat but Jack's until the game is over.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from eerie.games.whitehall_mystery.map import WhitehallMap

JACK = 0
"""Jack's seat."""
INVESTIGATORS = (1, 2, 3)
"""The investigators' seats, in their fixed order of play: yellow, blue, red."""
INVESTIGATOR_NAMES = ("yellow", "blue", "red")

MOVES_PER_ROUND = 15
"""Jack's moves on the track in one round."""
ROUNDS = 3
"""Rounds in a game: Jack starts on one crime scene and must reach the other three."""
TILES = ("carriage", "alley", "boat")

# stages
SCENES = "scenes"        # Jack chooses his four crime scenes, one per quadrant
START = "start"          # Jack chooses which of them he starts on
POLICE_SETUP = "police_setup"  # investigators choose distinct yellow intersections
SMOKER_SETUP = "smoker_setup"  # (optional rule) the dog's intersection
JACK_MOVE = "jack"       # Jack's move (ordinary, or choosing a special tile)
JACK_SPECIAL = "jack_special"  # Jack completes a special move (via / target)
POLICE_MOVE = "police_move"
SMOKER_MOVE = "smoker_move"
POLICE_ACT = "police_act"
SEARCHING = "searching"  # an investigator goes on searching after finding nothing
OVER = "over"


@dataclass(slots=True)
class Sighting:
    """A public result of an investigator's action."""

    move: int
    """Jack's track position when it happened (moves made this round)."""
    investigator: int
    kind: str
    """``"clue"``, ``"nothing"`` (a search that found nothing) or ``"arrest_failed"``."""
    circle: int


@dataclass(slots=True)
class WMState:
    """A Whitehall Mystery position."""

    map: WhitehallMap
    config: dict[str, object]
    stage: str = SCENES
    # Jack's secrets
    scenes: list[int] = field(default_factory=list)
    """The four crime scenes Jack chose, in quadrant order (secret until reached)."""
    paths: list[list[int]] = field(default_factory=list)
    """Jack's path per round, starting with the round's crime scene (secret)."""
    special: str = ""
    """The special tile Jack is using, while he completes the move (secret until done)."""
    special_via: int = 0
    """For a carriage: the circle of the first leg (secret)."""
    # public
    reached: list[int] = field(default_factory=list)
    """Crime scenes Jack has reached, starting with the first (public markers)."""
    round: int = 1
    track: int = 0
    """Moves Jack has made this round (a carriage counts 2)."""
    tiles: dict[str, int] = field(default_factory=dict)
    """Special tiles Jack still has."""
    used: list[tuple[int, str]] = field(default_factory=list)
    """Special tiles used this round: (track position after the move, tile)."""
    clues: list[int] = field(default_factory=list)
    """Circles with a clue marker this round."""
    sightings: list[Sighting] = field(default_factory=list)
    """This round's search and arrest results."""
    police: list[str] = field(default_factory=list)
    """The investigators' intersections (yellow, blue, red)."""
    smoker: str = ""
    """The dog's intersection (optional rule), or empty."""
    moves_log: list[tuple[int, str, tuple[str, ...]]] = field(default_factory=list)
    """For each Jack move this round: the track position before it, the special tile it
    used ("" for an ordinary move) and the intersections that blocked ordinary moves then.
    All public: everyone saw the tile and where the investigators stood."""
    acting: int = 0
    """Index (0-2) of the investigator moving or acting."""
    searched_now: list[int] = field(default_factory=list)
    """Circles the acting investigator has searched in this action."""
    winner: str = ""
    """``"jack"`` or ``"police"`` once the game is over."""
    reason: str = ""
    history: list[list[Sighting]] = field(default_factory=list)
    """Earlier rounds' sightings (for the end-of-game reveal and replays)."""

    def clone(self) -> WMState:
        """An independent copy (the map is immutable and shared)."""
        return WMState(
            self.map, self.config, self.stage, list(self.scenes),
            [list(p) for p in self.paths], self.special, self.special_via, list(self.reached),
            self.round, self.track, dict(self.tiles), list(self.used), list(self.clues),
            list(self.sightings), list(self.police), self.smoker, list(self.moves_log),
            self.acting, list(self.searched_now), self.winner, self.reason,
            [list(h) for h in self.history],
        )

    @property
    def jack_at(self) -> int:
        """Jack's circle (secret)."""
        return self.paths[-1][-1] if self.paths else 0

    @property
    def targets(self) -> list[int]:
        """Crime scenes Jack has still to reach (secret)."""
        return [s for s in self.scenes if s not in self.reached]

    def blockers(self) -> frozenset[str]:
        """Intersections Jack's ordinary moves may not pass."""
        occ = set(self.police)
        if self.smoker:
            occ.add(self.smoker)
        return frozenset(occ)
