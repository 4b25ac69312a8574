"""A Mansions seat is named by the investigator it plays, for every driver (the terminal's
pass screens and prompts, the server's welcome and lobby)."""

from __future__ import annotations

from eerie.cli.common import translator
from eerie.core.registry import get_game

GAME = get_game("mansions-of-madness")


def test_seats_are_named_by_their_investigators() -> None:
    config = GAME.normalize_config({"scenario": "vigil_at_corvin_lodge",
                                    "investigators": ["ambrose_quill", "declan_ashby"]})
    tr = translator(GAME, "ko")
    assert [translator(GAME, "en")(GAME.seat_name(s, config)) for s in (0, 1)] == [
        "Ambrose Quill", "Declan Ashby"]
    assert tr(GAME.seat_name(0, config)) == "앰브로즈 퀼"
    solo = GAME.normalize_config({"scenario": "vigil_at_corvin_lodge", "players": 1})
    assert translator(GAME, "en")(GAME.seat_name(0, solo)).count(" and ") == 1
    assert translator(GAME, "en")(GAME.seat_name(0)) == "Player 1"  # without a config
