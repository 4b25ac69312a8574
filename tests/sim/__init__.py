"""Simulation at scale: backends, output files, the HTML report."""
