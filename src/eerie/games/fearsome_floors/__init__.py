"""Fearsome Floors: escape the castle corridors before the monster eats your figures.

Modules, top to bottom: ``layout`` (the board and its fixed features), ``state``
(everything that changes), ``notation`` (the text format for positions), ``movement``
(figure steps, stone pushes, blood pools), ``monster`` (the monster's walk),
``placement`` (the experienced game's set-up), ``game`` (turn order and the kernel
contract), ``ai`` (heuristic player), ``render`` (terminal drawing), ``native`` (the hot
modules compiled with mypyc, with the pure Python as fallback).
"""

import sys

from eerie.games.fearsome_floors.native import use_fresh_modules

ENGINE_FORM = use_fresh_modules(sys.modules[__name__], __path__)
"""``"compiled"`` if the mypyc-compiled engine modules are in use, else ``"pure"``."""
