"""FFN's errors carry messages (``ff.ffn.*``): ``str()`` English, ``msg`` rendered in every
language with no English sentence left and no placeholder missing."""

from __future__ import annotations

import re

import pytest

from eerie.core.errors import MessageError
from eerie.core.text import Translator
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.notation import NotationError, parse, write

START = write(GAME.setup({"players": 3}))
SCRIPT = {"ko": re.compile("[\uac00-\ud7a3]"), "zh": re.compile("[\u4e00-\u9fff]")}


def _with(field: str, value: str) -> str:
    return " ".join([*(p for p in START.split() if not p.startswith(field + "=")),
                     f"{field}={value}"])


BROKEN = {
    "too_short": ("nothing", "needs at least a board"),
    "monster_square": (_with("monster", "z99n"), "monster: bad square 'z99'"),
    "monster_off_board": (_with("monster", "a99n"), "monster: square 'a99' is not on the board"),
    "monster_heading": (_with("monster", "c4q"), "monster: unknown heading 'q'"),
    "deck": (_with("deck", "5.9"), "deck: unknown card '9'"),
    "number": (_with("turn", "x"), "turn: expected a number from 1 to 999, got 'x'"),
    "unknown_field": (START + " colour=red", "unknown field: colour"),
    "unknown_fields": (START + " colour=red size=2", "unknown fields: colour, size"),
    "figures": (START.replace("G6", "G9", 1), "the kind is 6, 4, 3 or 2"),
    "no_figures": (" ".join([START.split()[0], "-", *START.split()[2:]]),
                   "this position has no figures"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_notation_errors_render_in_every_language(name: str) -> None:
    text, english = BROKEN[name]
    with pytest.raises(NotationError) as caught:
        parse(text)
    error = caught.value
    assert isinstance(error, MessageError) and isinstance(error, ValueError)
    assert english in str(error)
    packages = ("eerie", GAME.locale_package)
    assert Translator("en", packages)(error.msg) == str(error)
    for lang, script in SCRIPT.items():
        out = Translator(lang, packages)(error.msg)
        assert script.search(out), (lang, out)
        assert english not in out and "{" not in out, (lang, out)


def test_a_very_long_number_is_cut_short_in_the_message() -> None:
    with pytest.raises(NotationError, match="phase: expected a number") as caught:
        parse(_with("phase", "1" * 5000))
    assert len(str(caught.value)) < 120
