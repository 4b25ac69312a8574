"""Whitehall Mystery: Jack moves in secret between numbered circles; investigators hunt him."""
