"""The view carries the board as screens draw it (``view["board"]``), so that no screen
reads the FFN board field again: the same squares as the FFN of the same view."""

from __future__ import annotations

from random import Random

from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.notation import parse_board
from eerie.games.fearsome_floors.state import EMPTY, OBJECT_KINDS
from tests.fearsome_floors.helpers import ffn, start


def board_from_ffn(text: str) -> dict[str, object]:
    """The board the FFN's board field describes, in the view's form."""
    layout, objects = parse_board(text.split(" ")[0])
    names = layout.names
    return {
        "width": layout.grid.width, "height": layout.grid.height,
        "holes": sorted(names[c] for c in layout.grid.holes),
        "pools": sorted(names[c] for c in layout.pools),
        "teleporters": {names[c]: {"pair": t.pair, "heading": t.arrow}
                        for c, t in layout.teleporters.items()},
        "objects": {names[c]: OBJECT_KINDS[k] for c, k in enumerate(objects) if k != EMPTY},
    }


def test_the_experienced_board_in_the_view() -> None:
    st = start(ffn({"c3": "[A>]", "m8": "[Av]", "e5": "~", "f5": "[~o]", "g6": "*",
                    "h7": "r", "j2": "u", "k4": "o"}))
    board = GAME.view(st, 0)["board"]
    assert board["width"] == 16 and board["height"] == 11
    assert board["holes"] == ["a11", "p1"]
    assert board["pools"] == ["e5", "f5"]
    assert board["teleporters"] == {"c3": {"pair": "A", "heading": 1},
                                    "m8": {"pair": "A", "heading": 2}}
    assert board["objects"] == {"f5": "stone", "g6": "crystal", "h7": "rot_right",
                                "j2": "rot_back", "k4": "stone"}


def test_the_view_board_follows_the_game() -> None:
    """Stones pushed and figures moved: the board field and the FFN say the same."""
    rng = Random(3)
    st = GAME.setup({"players": 3})
    for _ in range(300):
        p = GAME.pending(st)
        if p.is_over:
            break
        view = GAME.view(st, None)
        assert view["board"] == board_from_ffn(view["ffn"])
        GAME.apply(st, p.actors[0], rng.choice(p.options).id)  # chance too: any outcome
