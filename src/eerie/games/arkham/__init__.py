"""Arkham Horror (3rd ed.) on Eerie: the city, the mythos cup, doom and clues
(see ``docs/arkham.md``)."""
