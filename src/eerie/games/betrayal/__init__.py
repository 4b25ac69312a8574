"""Betrayal at House on the Hill: the house, the explorers, the haunt roll and the
haunts in eerie.script (docs/betrayal.md)."""
