"""``python -m eerie`` runs the command line."""

from eerie.cli.main import main

main()
