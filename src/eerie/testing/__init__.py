"""Tools for testing games against the kernel contract.

* :mod:`eerie.testing.conformance`: the conformance suite every registered game passes
  (``tests/test_conformance.py`` runs it over :func:`eerie.core.registry.game_ids`);
* :mod:`eerie.testing.playouts`: seeded random playouts and the suite's
  :class:`~eerie.testing.playouts.ConformanceCase`;
* :mod:`eerie.testing.frames`: the server check (what each websocket is sent);
* :mod:`eerie.testing.frameworks`: OpenSpiel's and PettingZoo's own tests.

Nothing here is imported by the rest of the package.
"""
