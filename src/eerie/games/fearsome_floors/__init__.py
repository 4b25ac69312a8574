"""Fearsome Floors: escape the castle corridors before the monster eats your figures.

Modules, top to bottom: ``layout`` (the board and its fixed features), ``state``
(everything that changes), ``notation`` (the text format for positions), ``movement``
(figure steps, stone pushes, blood pools), ``monster`` (the monster's walk),
``placement`` (the experienced game's set-up), ``game`` (turn order and the kernel
contract), ``ai`` (heuristic player), ``render`` (terminal drawing).
"""
