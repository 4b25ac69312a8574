"""Tests of the web platform (eerie.server)."""
