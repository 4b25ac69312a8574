"""One package per game: rules as code, content as data, per-game AI and renderers."""
