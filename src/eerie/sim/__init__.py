"""Simulation: many seeded games between AI levels, with statistics."""
