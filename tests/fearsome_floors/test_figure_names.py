"""One name per figure: the buttons, the log and the terminal name a figure by its colour,
the number on top and the side showing, as its token on the board does."""

from __future__ import annotations

from random import Random

from eerie.cli.common import translator
from eerie.core.chance import sample
from eerie.core.registry import get_game
from eerie.games.fearsome_floors.state import FFState


def test_figure_options_name_the_number_on_top_and_the_side() -> None:
    game = get_game("fearsome-floors")
    tr = translator(game, "en")
    st: FFState = game.setup({"players": 2})
    rng = Random(4)
    seen_black = seen_white = False
    for _ in range(300):
        p = game.pending(st)
        if p.is_over:
            break
        for o in p.options:
            if not o.id.startswith("fig:"):
                continue
            kind = int(o.id.split(":")[1])
            f = next(f for f in range(len(st.fig_kind))
                     if st.fig_kind[f] == kind and st.fig_owner[f] == p.actors[0])
            value = st.value(f)
            text = tr(o.label)
            white = value == 7 - kind
            seen_white |= white
            seen_black |= not white
            assert text.startswith(f"Green {value} (") or text.startswith(f"Red {value} ("), text
            assert text.endswith("(white side)" if white else "(black side)"), text
        choice = sample(p, rng) if p.is_chance else p.options[rng.randrange(len(p.options))].id
        game.apply(st, p.actors[0], choice)
    assert seen_white and seen_black
