"""The Candle Cellar: a toy co-operative scripted game built on ``eerie.core`` and
``eerie.script`` alone (the running example of ``docs/adding-a-game.md``)."""
