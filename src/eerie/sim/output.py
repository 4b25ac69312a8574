"""Simulation results as files: JSON (every game and the summary) and CSV (one row a game).

Neither format records how the games were run (backend, workers, time), so a seed
gives byte-identical files whatever the backend.

JSON
    One run: ``{"spec": ..., "summary": ..., "games": [...]}`` where each game is
    :meth:`GameResult.to_json` (seats and winners 0-based; ``ending``, ``team_winners``,
    ``seat_results`` and ``seat_notes`` as the game's outcome gave them) and the summary
    holds :func:`eerie.sim.report.summarize` (``by_agent`` counts ``seats`` or, when
    winners win together, ``games``; ``means`` have 95% intervals). Several runs (``eerie simulate
    --players 2,3,4``): ``{"runs": [<one run>, ...]}`` in the order given.

CSV
    One row per game of every run, columns :func:`csv_columns`: ``game``, ``seats``,
    ``index`` (0-based within its run), ``seed``, ``agent_1`` … ``agent_N`` (the level
    in each seat), ``score_1`` … ``score_N``, ``winners`` (winning seats, **1-based** like
    the seat columns, separated by spaces; empty if nobody won), ``winner_agents``,
    ``rounds``, ``actions``, ``decisions``, ``ending`` (how the game ended, a key of the
    game's ``outcome_labels``; empty if the game says nothing), ``team_winners`` (the
    keys of the winning teams, separated by spaces), ``result_1`` … ``result_N`` (each
    seat's result, for games that give one) and one ``stat_<name>`` column per game
    statistic. Runs with fewer seats than the widest leave the extra seat columns empty.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from eerie.core.registry import get_game
from eerie.sim.report import Rate, summarize
from eerie.sim.runner import GameResult, SimSpec

Run = tuple[SimSpec, list[GameResult]]
"""A spec with its results (sorted by index)."""


def _rate(r: Rate) -> dict[str, Any]:
    return {"wins": r.wins, "games": r.games, "rate": r.rate, "ci": r.interval}


def _share(r: Rate) -> dict[str, Any]:
    """How often something happened: ``count`` of ``games``, the share and its interval."""
    return {"count": r.wins, "games": r.games, "rate": r.rate, "ci": r.interval}


def run_json(spec: SimSpec, results: list[GameResult]) -> dict[str, Any]:
    """One run as JSON-ready data: spec, summary and every game."""
    summary = summarize(results, get_game(spec.game).teams(spec.config))
    return {
        "spec": {"game": spec.game, "config": spec.config, "agents": list(spec.agents),
                 "games": spec.games, "seed": spec.seed, "rotate": spec.rotate},
        "summary": {
            "teams": {k: _rate(r) for k, r in summary["teams"].items()},
            "by_seat": [{"wins": r.wins, "rate": r.rate, "ci": r.interval}
                        for r in summary["by_seat"]],
            "by_agent": {k: {summary["per"] + "s": r.games, "wins": r.wins, "rate": r.rate,
                             "ci": r.interval} for k, r in summary["by_agent"].items()},
            "no_winner": summary["no_winner"].rate,
            "rounds": summary["rounds"],
            "stats": summary["stats"],
            "means": {k: m.to_json() for k, m in summary["means"].items()},
            "endings": {k: _share(r) for k, r in summary["endings"].items()},
            "seat_results": [{k: _share(r) for k, r in seat.items()}
                             for seat in summary["seat_results"]],
            "notes": summary["notes"],
        },
        "games": [r.to_json() for r in results],
    }


def json_document(runs: Sequence[Run]) -> dict[str, Any]:
    """The JSON file's content: one run as is, several under ``"runs"``."""
    if len(runs) == 1:
        return run_json(*runs[0])
    return {"runs": [run_json(spec, results) for spec, results in runs]}


def write_json(path: Path, runs: Sequence[Run]) -> None:
    """Write :func:`json_document` to ``path``."""
    path.write_text(json.dumps(json_document(runs), indent=1), encoding="utf-8")


def _num(x: float) -> str:
    """A number without a needless ``.0``."""
    return format(x, "g") if isinstance(x, float) else str(x)


def csv_columns(runs: Sequence[Run]) -> list[str]:
    """The CSV header for these runs."""
    seats = max((len(spec.agents) for spec, _ in runs), default=0)
    stats = sorted({k for _, results in runs for r in results for k in r.stats})
    results_seats = max((len(r.seat_results) for _, results in runs for r in results),
                        default=0)
    return (["game", "seats", "index", "seed"]
            + [f"agent_{s + 1}" for s in range(seats)]
            + [f"score_{s + 1}" for s in range(seats)]
            + ["winners", "winner_agents", "rounds", "actions", "decisions", "ending",
               "team_winners"]
            + [f"result_{s + 1}" for s in range(results_seats)]
            + [f"stat_{k}" for k in stats])


def csv_rows(runs: Sequence[Run]) -> list[dict[str, str]]:
    """One dict per game, keyed by :func:`csv_columns`."""
    rows: list[dict[str, str]] = []
    for spec, results in runs:
        for r in results:
            row = {"game": spec.game, "seats": str(len(r.agents)), "index": str(r.index),
                   "seed": str(r.seed),
                   "winners": " ".join(str(w + 1) for w in r.winners),
                   "winner_agents": " ".join(r.agents[w] for w in r.winners),
                   "rounds": str(r.rounds), "actions": str(r.actions),
                   "decisions": str(r.decisions), "ending": r.ending,
                   "team_winners": " ".join(r.team_winners)}
            for s, res in enumerate(r.seat_results):
                row[f"result_{s + 1}"] = res
            for s, agent in enumerate(r.agents):
                row[f"agent_{s + 1}"] = agent
            for s, score in enumerate(r.scores):
                row[f"score_{s + 1}"] = _num(score)
            for k, v in r.stats.items():
                row[f"stat_{k}"] = _num(v)
            rows.append(row)
    return rows


def write_csv(path: Path, runs: Sequence[Run]) -> None:
    """Write every game of ``runs`` to ``path`` as CSV (UTF-8, header first)."""
    with path.open("w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, fieldnames=csv_columns(runs), restval="")
        w.writeheader()
        w.writerows(csv_rows(runs))
