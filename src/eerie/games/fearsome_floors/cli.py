"""``eerie ff``: Fearsome Floors table companions (for a physical game on a table).

Declared in the ``eerie.commands`` entry points of Eerie's pyproject.toml; the command
line imports this module to build its command tree, and the companion itself only when
a command runs. Like every game's plug-in module, it imports the base pieces of the
driver it plugs into (``eerie.cli.common``, ``eerie.cli.group``) and nothing else of it.
"""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console

from eerie.cli.common import LangOpt, check_lang, error_prefix
from eerie.cli.group import EerieGroup


class FFGroup(EerieGroup):
    """``eerie ff``: help texts (``cli.doc.ff.*``) from the core's and this game's
    catalogs."""

    catalogs = ("eerie", __name__.rpartition(".")[0])


app = typer.Typer(cls=FFGroup, help="Fearsome Floors table companions.",
                  no_args_is_help=True)


@app.command("monster")
def monster(
    position: Annotated[str, typer.Argument(help="A position in FFN, or a file holding one.")],
    card: Annotated[str, typer.Argument(help="The card drawn: 5, 7, 8, 10, p1, p2 or p3.")],
    lang: LangOpt = None,
) -> None:
    """Resolve a monster move for a physical table: every look, turn, push and bite."""
    from rich.text import Text

    from eerie.core.text import Translator
    from eerie.games.fearsome_floors.companion import CompanionError, resolve_monster

    lang = check_lang(lang)
    try:
        lines, result = resolve_monster(position, card, lang)
    except CompanionError as exc:
        # one line on stderr, as plain text: positions hold brackets ([~o]), not markup
        tr = Translator(lang, FFGroup.catalogs)
        Console(stderr=True).print(Text.assemble((error_prefix(tr), "red"), tr(exc.msg)),
                                   highlight=False, soft_wrap=True)
        raise typer.Exit(2) from None
    console = Console()
    for line in lines:
        console.print(line, highlight=False)
    console.print(result["board"])
    console.print(result["ffn"], highlight=False, soft_wrap=True)
