"""Simulation backends (local), CSV/JSON output, the HTML report and bad input."""

from __future__ import annotations

import csv
import json
import re
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.core.registry import get_game
from eerie.sim.backends import (
    BackendError,
    LocalBackend,
    RayBackend,
    make_backend,
    make_batches,
    run_all,
)
from eerie.sim.output import csv_columns
from eerie.sim.report import by_agent_seat, by_lineup, summarize
from eerie.sim.runner import GameResult, SimSpec, run
from eerie.sim.stats import wilson_interval

runner = CliRunner()

# Whitehall: heuristic Jack against basic investigators is quick (~20 games/s) and has
# winners; two player counts exercise combined runs.
WM = ["simulate", "whitehall-mystery", "--games", "6", "--players", "2,3", "--seed", "7",
      "--agents", "heuristic,basic"]
FF = {"players": 3, "variant": "basic", "layout": "basic", "prey3": False, "start": 0}


def invoke(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.output


def result(index: int, agents: list[str], winners: list[int], rounds: int = 5) -> GameResult:
    return GameResult(index=index, seed=index, agents=agents, winners=winners,
                      scores=[0.0] * len(agents), actions=0, decisions=0, rounds=rounds)


# --- statistics ----------------------------------------------------------------------

@pytest.mark.parametrize("wins, n, lo, hi", [
    # Newcombe (1998), Statistics in Medicine 17:857, table I, method 3 (Wilson score).
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
    # Symmetric case, worked by hand: centre 0.5, half-width 0.2634.
    (5, 10, 0.2366, 0.7634),
    # All wins: lower bound n / (n + z^2).
    (1000, 1000, 0.9962, 1.0),
])
def test_wilson_interval_matches_published_values(wins: int, n: int, lo: float,
                                                  hi: float) -> None:
    got = wilson_interval(wins, n)
    assert got == (pytest.approx(lo, abs=5e-5), pytest.approx(hi, abs=5e-5))


def test_wilson_interval_of_no_games_is_everything() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_lineup_and_agent_seat_tables_share_ties() -> None:
    results = [result(0, ["a", "b"], [0]), result(1, ["b", "a"], [0, 1]),
               result(2, ["a", "b"], [])]
    lineups = by_lineup(results)
    assert list(lineups) == [("a", "b"), ("b", "a")]
    assert [(r.wins, r.games) for r in lineups[("a", "b")]] == [(1.0, 2), (0.0, 2)]
    assert [(r.wins, r.games) for r in lineups[("b", "a")]] == [(0.5, 1), (0.5, 1)]
    seats = by_agent_seat(results)
    assert [(r.wins, r.games) for r in seats["a"]] == [(1.0, 2), (0.5, 1)]
    assert [(r.wins, r.games) for r in seats["b"]] == [(0.5, 1), (0.0, 2)]


# --- backends --------------------------------------------------------------------------

def test_batches_cover_every_game_once() -> None:
    a = SimSpec("fearsome-floors", FF, ("random",) * 3, 7, 1)
    b = SimSpec("fearsome-floors", FF, ("random",) * 3, 3, 2)
    batches = make_batches([a, b, a], 3)
    assert [(x.run, x.indices) for x in batches] == [
        (0, (0, 1, 2)), (0, (3, 4, 5)), (0, (6,)), (1, (0, 1, 2)),
        (2, (0, 1, 2)), (2, (3, 4, 5)), (2, (6,))]
    with pytest.raises(ValueError):
        make_batches([a], 0)


def test_run_all_is_the_same_in_process_and_on_two_processes() -> None:
    specs = [SimSpec("fearsome-floors", FF, ("random",) * 3, 5, 3),
             SimSpec("fearsome-floors", dict(FF, players=2), ("random",) * 2, 4, 3)]
    done: list[int] = []
    with LocalBackend(1) as one:
        serial = run_all(specs, one, batch=2)
    with LocalBackend(2) as two:
        parallel = run_all(specs, two, batch=1, progress=done.append)
    assert serial == parallel
    assert sum(done) == 9 and len(done) == 9
    assert [[r.index for r in rs] for rs in parallel] == [[0, 1, 2, 3, 4], [0, 1, 2, 3]]
    # The plain runner gives the same games as the first run.
    assert run(specs[0], workers=2, batch=3) == serial[0]


def test_make_backend_checks_its_arguments() -> None:
    assert isinstance(make_backend("local", 2), LocalBackend)
    assert isinstance(make_backend("ray", 2, "auto"), RayBackend)  # nothing starts yet
    with pytest.raises(BackendError, match="unknown backend 'dask'; choose one of local, ray"):
        make_backend("dask")
    with pytest.raises(BackendError, match="only for the ray backend"):
        make_backend("local", 1, "auto")
    with pytest.raises(BackendError, match="at least 1"):
        make_backend("local", 0)


# --- command line: files -----------------------------------------------------------

def test_same_files_for_one_and_two_workers(tmp_path: Path) -> None:
    files = []
    for workers in ("1", "2"):
        j, c = tmp_path / f"{workers}.json", tmp_path / f"{workers}.csv"
        code, out = invoke(*WM, "--workers", workers, "--batch", "4", "--json", str(j),
                           "--csv", str(c))
        assert code == 0, out
        files.append((j.read_bytes(), c.read_bytes()))
    assert files[0] == files[1]
    data = json.loads(files[0][0])
    assert [r["spec"]["config"]["players"] for r in data["runs"]] == [2, 3]
    assert all(len(r["games"]) == 6 for r in data["runs"])


def test_csv_has_one_row_per_game_with_documented_columns(tmp_path: Path) -> None:
    j, c = tmp_path / "s.json", tmp_path / "s.csv"
    code, out = invoke(*WM, "--json", str(j), "--csv", str(c))
    assert code == 0, out
    with c.open(encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        rows = list(reader)
        header = reader.fieldnames
    assert header == [
        "game", "seats", "index", "seed", "agent_1", "agent_2", "agent_3", "agent_4",
        "score_1", "score_2", "score_3", "score_4", "winners", "winner_agents", "rounds",
        "actions", "decisions", "ending", "team_winners", "stat_clues",
        "stat_failed arrests"]
    games = [g for r in json.loads(j.read_text())["runs"] for g in r["games"]]
    assert len(rows) == len(games) == 12
    for row, g in zip(rows, games, strict=True):
        assert row["game"] == "whitehall-mystery" and row["seats"] == "4"
        assert int(row["index"]) == g["index"] and int(row["seed"]) == g["seed"]
        assert [row[f"agent_{s + 1}"] for s in range(4)] == g["agents"]
        assert [float(row[f"score_{s + 1}"]) for s in range(4)] == g["scores"]
        assert row["winners"] == " ".join(str(w + 1) for w in g["winners"])  # 1-based
        assert row["winner_agents"] == " ".join(g["agents"][w] for w in g["winners"])
        assert int(row["rounds"]) == g["rounds"] and int(row["decisions"]) == g["decisions"]
        assert float(row["stat_clues"]) == g["stats"]["clues"]
        assert row["ending"] == g["ending"] in {"arrest", "cornered", "time", "escaped"}
        assert row["team_winners"] == " ".join(g["team_winners"])
        assert g["team_winners"] == (["jack"] if g["winners"] == [0] else ["investigators"])
    assert rows[0]["agent_1"] == "heuristic" and rows[0]["agent_2"] == "basic"
    assert rows[0]["seed"] == str(7 * 1_000_003)


def test_csv_columns_of_runs_with_different_seat_counts() -> None:
    two = SimSpec("fearsome-floors", FF, ("random",) * 2, 1, 1)
    three = SimSpec("fearsome-floors", FF, ("random",) * 3, 1, 1)
    r2 = result(0, ["random"] * 2, [])
    r2.stats = {"eaten": 3.0}
    cols = csv_columns([(two, [r2]), (three, [result(0, ["random"] * 3, [1])])])
    assert cols[4:10] == ["agent_1", "agent_2", "agent_3", "score_1", "score_2", "score_3"]
    assert cols[-1] == "stat_eaten"


def test_html_report_holds_figures_numbers_and_parameters(tmp_path: Path) -> None:
    j, h = tmp_path / "s.json", tmp_path / "r.html"
    code, out = invoke(*WM, "--json", str(j), "--report", str(h))
    assert code == 0, out
    html = h.read_text(encoding="utf-8")
    data = json.loads(j.read_text())
    # Three inline SVG figures and nothing fetched from elsewhere.
    assert len(re.findall(r"<svg\b", html)) == 3
    assert "data:image" not in html and "<script" not in html and "<link" not in html
    assert not re.search(r"""(src|href)=["']https?:""", html)
    for title in ("Win rate by seat", "Win rate by AI level", "Game length"):
        assert title in html
    # Legends name both player counts; the tables hold every seat's rate and interval.
    assert "2 players" in html and "3 players" in html
    for one in data["runs"]:
        for seat in one["summary"]["by_seat"]:
            lo, hi = seat["ci"]
            assert f"{100 * seat['rate']:.1f}% <span class=ci>({100 * lo:.1f}%–{100 * hi:.1f}%"\
                in html
    # Jack (heuristic) against basic investigators, per lineup and per level and seat.
    assert "heuristic / basic / basic / basic" in html
    assert "seat 1: Jack" in html
    # The run's parameters.
    for text in ("Parameters", "whitehall-mystery", "local, in-process", "heuristic, basic, "
                 "basic, basic", "players=3", "each level keeps its seat", "games per run"):
        assert text in html, text
    assert re.search(r"<td>seed</td><td>7</td>", html)


# --- command line: bad input --------------------------------------------------------

@pytest.mark.parametrize("args, message", [
    (["--backend", "dask"], "unknown backend 'dask'; choose one of local, ray"),
    (["--address", "auto"], "only for the ray backend"),
    (["--json", "/no/such/folder/s.json"], "--json /no/such/folder/s.json: the folder"),
    (["--csv", "/no/such/folder/s.csv"], "does not exist"),
    (["--report", "/no/such/folder/r.html"], "--report"),
    (["--csv", "/"], "is a folder"),
    (["--json", f"{__file__}/s.json"], "is not a folder"),
    (["--players", "2,x"], "--players: “x” is not a number"),
    (["--players", "2,2"], "given twice"),
    (["--players", "9"], "players must be"),
    (["--batch", "0"], "--batch"),
    (["--workers", "0"], "--workers"),
])
def test_bad_input_gives_clear_error(args: list[str], message: str) -> None:
    code, out = invoke("simulate", "whitehall-mystery", "--games", "1", *args)
    assert code == 2, out
    assert message in " ".join(out.split()), out  # rich may wrap long lines


def test_file_that_cannot_be_written_after_the_run_gives_clear_error() -> None:
    # /proc takes no new files, even for root (who passes the check made beforehand).
    code, out = invoke("simulate", "whitehall-mystery", "--games", "1", "--csv",
                       "/proc/eerie-sim.csv")
    assert code == 2, out
    text = " ".join(out.split())
    assert "cannot write /proc/eerie-sim.csv" in text or "not writable" in text


def test_missing_matplotlib_is_reported_before_simulating(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # makes the import fail
    code, out = invoke("simulate", "whitehall-mystery", "--games", "1", "--report",
                       str(tmp_path / "r.html"))
    assert code == 2
    assert "pip install 'eerie[report]'" in " ".join(out.split())
    assert not (tmp_path / "r.html").exists()


def test_missing_ray_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    code, out = invoke("simulate", "whitehall-mystery", "--games", "1", "--backend", "ray")
    assert code == 2
    assert "pip install 'eerie[cluster]'" in " ".join(out.split())


@pytest.mark.parametrize("n", [1, 3, 7, 10, 49, 1000])
def test_wilson_interval_holds_the_rate_exactly_at_the_ends(n: int) -> None:
    assert wilson_interval(0, n)[0] == 0.0
    assert wilson_interval(n, n)[1] == 1.0
    for k in range(0, n + 1, max(1, n // 7)):
        lo, hi = wilson_interval(k, n)
        assert lo <= k / n <= hi


def test_team_wins_count_whole_for_every_winner() -> None:
    """A co-operative or team victory (``Game.shared_wins``) is a win for each winner;
    several winners of a competitive game are a tie and share one win."""
    coop = [GameResult(index=i, seed=i, agents=["h", "h"], winners=w, scores=[0.0, 0.0],
                       actions=0, decisions=0, rounds=5, shared=True)
            for i, w in enumerate([[0, 1], [0, 1], []])]
    s = summarize(coop)
    assert [r.wins for r in s["by_seat"]] == [2.0, 2.0]
    # Per level, the seats of one team are one trial per game: 2 wins in 3 games.
    assert s["by_agent"]["h"].wins == 2.0 and s["by_agent"]["h"].games == 3
    assert s["per"] == "game"
    assert [r.wins for r in by_lineup(coop)[("h", "h")]] == [2.0, 2.0]
    tie = [result(0, ["a", "b"], [0, 1])]
    assert [r.wins for r in summarize(tie)["by_seat"]] == [0.5, 0.5]
    assert get_game("mansions-of-madness").shared_wins
    assert get_game("whitehall-mystery").shared_wins
    assert not get_game("fearsome-floors").shared_wins
