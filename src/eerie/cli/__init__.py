"""The ``eerie`` command: play, replay, simulate and table companions in the terminal."""
