"""Eerie: tabletop horror board games with the computer as referee, game master and opponent."""

__version__ = "0.1.0"
