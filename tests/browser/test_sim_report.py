"""The simulation report in a real browser: at 1100 px its tables are not clipped and a
lineup stays on one line (issue 12)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eerie.core.registry import get_game
from eerie.sim.html_report import render_html, run_report
from eerie.sim.runner import GameResult, SimSpec, seating


def _report(tmp_path: Path) -> Path:
    """A four-player report with every rotation of heuristic against three random
    players (made-up results: no games are played)."""
    config = get_game("fearsome-floors").normalize_config({"players": 4})
    spec = SimSpec("fearsome-floors", config, ("heuristic", "random", "random", "random"),
                   8, 1)
    results = [GameResult(index=i, seed=i, agents=seating(spec, i), winners=[i % 4],
                          scores=[0.0] * 4, actions=0, decisions=400, rounds=9 + i % 3,
                          stats={"eaten": 20.0 + i}, ending="escape") for i in range(8)]
    path = tmp_path / "report.html"
    path.write_text(render_html([run_report(spec, results)], {"command": "test"}),
                    encoding="utf-8")
    return path


def test_tables_fit_1100_px_and_lineups_keep_one_line(new_context: Any,
                                                       tmp_path: Path) -> None:
    page = new_context(width=1100, height=900).new_page()
    page.goto(_report(tmp_path).as_uri())
    clipped = page.evaluate("""() => [...document.querySelectorAll('.wide')]
        .filter(d => d.scrollWidth > d.clientWidth + 1).length""")
    assert clipped == 0
    assert page.evaluate("document.documentElement.scrollWidth") <= 1100
    heights = page.evaluate("""() => [...document.querySelectorAll('td.lineup')].map(td => {
        const r = document.createRange(); r.selectNodeContents(td);
        return [r.getClientRects().length, td.textContent]; })""")
    assert len(heights) == 4
    for lines, text in heights:
        assert lines == 1, text  # one box of text: not one word per line
