"""Explore tokens that reveal nothing stay on the board (docs/mansions.md, script
semantics; rules reference 83 and 84: the token is used up by exploring a room)."""

from __future__ import annotations

from eerie.core.registry import get_game
from tests.mansions.fixtures import rule


@rule("RR 84",
      "exploring reveals a room and uses the token up; a door the event leaves locked (no tile "
      "placed) keeps its token for a later try")
def test_a_locked_door_keeps_its_explore_token_and_opens_later() -> None:
    g = get_game("mansions-of-madness")
    st = g.setup({"scenario": "vigil_at_corvin_lodge"})

    def do(option: str) -> None:
        g.apply(st, g.pending(st).actors[0], option)

    do("turn:ambrose_quill")
    do("move:ent.1")
    do("explore:tok.gallery_door")
    do("stop")
    assert "tok.gallery_door" not in st.tokens and "lodge_gallery" in st.tiles
    st.monsters.clear()
    inv = st.inv("ambrose_quill")
    inv.space, inv.actions = "gal.2", 1
    do("explore:tok.cellar_door")  # no brass key yet: the chain holds
    assert "tok.cellar_door" in st.tokens and "lodge_cellar" not in st.tiles
    inv.items.append(("brass_key", False))
    inv.actions = 1
    do("explore:tok.cellar_door")
    assert "lodge_cellar" in st.tiles and "tok.cellar_door" not in st.tokens
