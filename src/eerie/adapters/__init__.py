"""Research adapters: our games as OpenSpiel games and PettingZoo environments.

Install the optional dependencies with ``pip install eerie[research]``. The modules are
imported on demand (``eerie.adapters.openspiel``, ``eerie.adapters.pettingzoo``); the
shared pieces are :mod:`eerie.adapters.action_spaces` (integer actions) and
:mod:`eerie.adapters.encoders` (numeric observations). See ``docs/adapters.md``.
"""
