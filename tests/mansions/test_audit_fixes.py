"""Rules fixed after an audit: darkness is lifted by light or fire next to it, but not
through a wall (the engine's adjacency ruling for effects on adjacent spaces)."""

from __future__ import annotations

from eerie.games.mansions.script import dark
from eerie.games.mansions.state import Floor
from tests.mansions.fixtures import at, new, rule


@rule("RR Darkness and Wall",
      "light or fire in the space or an adjacent one cancels the darkness token, and an effect "
      "on adjacent spaces does not reach across a wall unless it says so")
def test_light_and_fire_behind_a_wall_do_not_lift_darkness(tiny: str) -> None:
    """Spaces: h2 and s2 share a wall; h1 and h2 a border; h1 and s1 a door."""
    st = new(tiny)
    st.darkness.append("h2")
    at(st, "ann", "h3")
    at(st, "bob", "s2")                        # bob carries a lamp, behind the wall
    assert dark(st, "h2")
    st.fire.append("s2")                       # a fire behind the wall: still dark
    assert dark(st, "h2")
    st.floor.append(Floor("s2", "item", "lamp"))
    assert dark(st, "h2")
    at(st, "bob", "h1")                        # across a border: the light reaches
    assert not dark(st, "h2")
    # through a door it reaches too (a door is no wall)
    st = new(tiny)
    st.darkness.append("s1")
    at(st, "ann", "h3")
    at(st, "bob", "h3")
    assert dark(st, "s1")
    st.fire.append("h1")
    assert not dark(st, "s1")
    # and in the dark space itself, of course
    st = new(tiny)
    st.darkness.append("s2")
    at(st, "ann", "h3")
    at(st, "bob", "s2")
    assert not dark(st, "s2")
