"""Fuzz targets for Eerie's parsers: the websocket protocol, FFN positions, records,
Whitehall maps and Mansions scenario and content files (``docs/fuzzing.md``).

:mod:`fuzz.targets` holds each target's contract check (shared by the atheris runs of
:mod:`fuzz.run` and the hypothesis tests in ``tests/fuzz``), :mod:`fuzz.seeds` its seed
inputs, made from the packaged content and the test fixtures.
"""
