"""A tiny game that plugs into Eerie from its own distribution (see ``game``)."""
