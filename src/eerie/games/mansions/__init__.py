"""Mansions of Madness (second edition): investigators against an app-run scenario."""
