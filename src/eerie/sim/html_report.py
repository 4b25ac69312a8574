"""A self-contained HTML report of one or several simulation runs.

The page has no outside references: figures are inline SVG made with matplotlib
(``pip install 'eerie[report]'``), text kept as text so numbers can be searched. It
shows the run's parameters, win rate by seat with 95% Wilson intervals (one bar series
per player count), win rate by AI level, the distribution of game lengths (rounds), the
AI-level-versus-seat and lineup tables, and the mean game statistics.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from eerie.sim.report import Rate, by_agent_seat, by_lineup, summarize
from eerie.sim.runner import GameResult, SimSpec

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


class ReportError(RuntimeError):
    """The report cannot be made (matplotlib missing); the message says what to do."""


def require_matplotlib() -> None:
    """Raise :class:`ReportError` with an install hint if matplotlib is not importable."""
    try:
        import matplotlib  # noqa: F401
    except ImportError as exc:
        raise ReportError(
            f"the HTML report needs matplotlib, which cannot be imported ({exc}); install "
            "it with pip install 'eerie[report]'") from exc


@dataclass(frozen=True, slots=True)
class RunReport:
    """One run for the report: its spec, results and what each seat is called."""

    spec: SimSpec
    results: list[GameResult]
    seat_names: list[str]

    @property
    def label(self) -> str:
        """``3 players`` (from the config) or ``3 seats``."""
        players = self.spec.config.get("players")
        if isinstance(players, int):
            return f"{players} players"
        return f"{len(self.spec.agents)} seats"


def pct(x: float) -> str:
    """``0.4567`` as ``45.7%``."""
    return f"{100 * x:.1f}%"


def ci_text(rate: Rate) -> str:
    """The 95% interval as ``40.1%–52.3%``."""
    lo, hi = rate.interval
    return f"{pct(lo)}–{pct(hi)}"


class _Cell(str):
    """A ready-made ``<td>`` element (other table cells are text and get escaped)."""

    __slots__ = ()


def _rate_cell(rate: Rate) -> _Cell:
    if rate.games == 0:
        return _Cell("<td class=num>–</td>")
    return _Cell(f"<td class=num>{pct(rate.rate)} <span class=ci>({ci_text(rate)}; "
                 f"{round(rate.wins, 2):g}/{rate.games})</span></td>")


def _svg(fig: Figure) -> str:
    """A figure as an inline ``<svg>`` element (no XML prologue)."""
    import matplotlib

    buf = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "eerie"}):
        fig.savefig(buf, format="svg", bbox_inches="tight", metadata={"Date": None})
    text = buf.getvalue()
    start = text.find("<svg")
    return text[start:] if start >= 0 else text


def _new_figure(width: float = 7.0, height: float = 3.6) -> tuple[Figure, Axes]:
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height))
    ax = fig.add_subplot()
    ax.grid(axis="y", alpha=0.3)
    ax.set_axisbelow(True)
    return fig, ax


def _bars(ax: Axes, groups: Sequence[str], series: Sequence[tuple[str, Sequence[Rate | None]]],
          ) -> None:
    """Grouped bars of rates with Wilson error bars; ``None`` leaves a gap."""
    width = 0.8 / max(1, len(series))
    for k, (label, rates) in enumerate(series):
        xs, ys, lo, hi = [], [], [], []
        for g, r in enumerate(rates):
            if r is None or r.games == 0:
                continue
            a, b = r.interval
            xs.append(g - 0.4 + width * (k + 0.5))
            ys.append(r.rate)
            lo.append(max(0.0, r.rate - a))
            hi.append(max(0.0, b - r.rate))
        ax.bar(xs, ys, width * 0.9, yerr=[lo, hi], capsize=3, label=label,
               error_kw={"elinewidth": 1})
    ax.set_xticks(range(len(groups)), list(groups))
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("win rate (95% CI)")
    if len(series) > 1:
        ax.legend(fontsize="small")


def seat_figure(runs: Sequence[RunReport]) -> str:
    """Win rate by seat, one bar series per run, Wilson intervals as error bars."""
    seats = max(len(r.spec.agents) for r in runs)
    names = runs[0].seat_names if len(runs) == 1 else [f"seat {s + 1}" for s in range(seats)]
    series = []
    for run in runs:
        rates: list[Rate | None] = list(summarize(run.results)["by_seat"])
        series.append((run.label, rates + [None] * (seats - len(rates))))
    fig, ax = _new_figure()
    _bars(ax, names, series)
    if len(runs) == 1 and runs[0].spec.rotate:
        ax.axhline(1 / len(runs[0].spec.agents), color="grey", linestyle="--", linewidth=1,
                   label="equal share")
        ax.legend(fontsize="small")
    ax.set_title("Win rate by seat")
    return _svg(fig)


def agent_figure(runs: Sequence[RunReport]) -> str:
    """Win rate of each AI level (per seat played), one bar series per run."""
    levels = sorted({a for run in runs for a in run.spec.agents})
    series = []
    for run in runs:
        by_agent: dict[str, Rate] = summarize(run.results)["by_agent"]
        series.append((run.label, [by_agent.get(a) for a in levels]))
    fig, ax = _new_figure(width=max(4.0, 1.4 * len(levels) + 2))
    _bars(ax, levels, series)
    ax.set_title("Win rate by AI level (per seat played)")
    return _svg(fig)


def length_figure(runs: Sequence[RunReport]) -> str:
    """Histogram of game lengths in rounds, one series per run."""
    data = [[r.rounds for r in run.results] for run in runs]
    lo = min(min(d) for d in data)
    hi = max(max(d) for d in data)
    bins = [x - 0.5 for x in range(lo, hi + 2)]
    fig, ax = _new_figure()
    ax.hist(data, bins=bins, label=[run.label for run in runs])
    ax.set_xlabel("rounds")
    ax.set_ylabel("games")
    if hi - lo <= 30:
        ax.set_xticks(range(lo, hi + 1))
    if len(runs) > 1:
        ax.legend(fontsize="small")
    ax.set_title("Game length")
    return _svg(fig)


def _table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """An HTML table; cells in ``rows`` are :class:`_Cell` elements or plain text."""
    out = ["<div class=wide>", "<table>", "<tr>"]
    out += [f"<th>{escape(h)}</th>" for h in head]
    out.append("</tr>")
    for row in rows:
        out.append("<tr>" + "".join(c if isinstance(c, _Cell) else f"<td>{escape(c)}</td>"
                                    for c in row) + "</tr>")
    out.append("</table></div>")
    return "\n".join(out)


def _run_section(run: RunReport) -> str:
    """The tables of one run."""
    s = summarize(run.results)
    spec = run.spec
    parts = [f"<h2>{escape(run.label)}: {spec.games} games</h2>"]
    parts.append("<h3>Win rate by seat</h3>")
    rows = []
    for i, r in enumerate(s["by_seat"]):
        who = "rotating" if spec.rotate else spec.agents[i]
        rows.append([str(i + 1), run.seat_names[i], who, _rate_cell(r)])
    parts.append(_table(["seat", "name", "played by", "win rate (95% CI; wins/games)"], rows))
    parts.append("<h3>Win rate by AI level (per seat played)</h3>")
    rows = [[a, str(r.games), _rate_cell(r)] for a, r in s["by_agent"].items()]
    parts.append(_table(["AI level", "seats played", "win rate (95% CI)"], rows))
    parts.append("<h3>AI level against seat</h3>")
    seats = len(spec.agents)
    rows = [[a] + [_rate_cell(r) for r in rates] for a, rates in by_agent_seat(run.results).items()]
    parts.append(_table(["AI level"] + [f"seat {i + 1}: {run.seat_names[i]}"
                                        for i in range(seats)], rows))
    parts.append("<h3>Lineups (AI level in each seat)</h3>")
    rows = []
    for lineup, rates in by_lineup(run.results).items():
        games = rates[0].games if rates else 0
        rows.append([" / ".join(lineup), str(games)]
                    + [_rate_cell(r) for r in rates])
    parts.append(_table(["lineup (seat 1 / seat 2 / …)", "games"]
                        + [f"seat {i + 1} wins" for i in range(seats)], rows))
    parts.append("<h3>Game length and statistics (per game)</h3>")
    rows = [["rounds", *_mean_sd(s["rounds"])], ["decisions", *_mean_sd(s["decisions"])]]
    rows += [[k, *_mean_sd(v)] for k, v in s["stats"].items()]
    rows.append(["games without a winner", pct(s["no_winner"].rate),
                 f"{s['no_winner'].wins:g} of {spec.games}"])
    parts.append(_table(["measure", "mean", "sd"], rows))
    return "\n".join(parts)


def _mean_sd(ms: tuple[float, float]) -> list[str]:
    return [f"{ms[0]:.2f}", f"{ms[1]:.2f}"]


_CSS = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 62em;
       padding: 0 1em; color: #222; }
.wide { overflow-x: auto; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; }
th { background: #f3f3f3; }
td.num { text-align: right; white-space: nowrap; }
.ci { color: #666; font-size: 0.85em; }
figure { margin: 1em 0; }
figure svg { max-width: 100%; height: auto; }
"""


def render_html(runs: Sequence[RunReport], params: Mapping[str, Any],
                title: str = "Eerie simulation report") -> str:
    """The whole report as an HTML document; ``params`` (how the run was made: command,
    backend, time) are added to the parameters taken from the specs."""
    if not runs:
        raise ValueError("a report needs at least one run")
    require_matplotlib()
    spec = runs[0].spec
    head: dict[str, Any] = {
        "game": spec.game,
        "player counts": ", ".join(r.label for r in runs),
        "games per run": ", ".join(str(r.spec.games) for r in runs),
        "seed": str(spec.seed),
        "rotation": ("levels rotate over the seats" if spec.rotate
                     else "each level keeps its seat"),
    }
    for r in runs:
        head[f"agents ({r.label})"] = ", ".join(r.spec.agents)
        head[f"config ({r.label})"] = ", ".join(
            f"{k}={v}" for k, v in sorted(r.spec.config.items()))
    head.update(params)
    body = [f"<h1>{escape(title)}</h1>", "<h2>Parameters</h2>",
            _table(["parameter", "value"], [[str(k), str(v)] for k, v in head.items()]),
            "<h2>Figures</h2>",
            "<p>Bars are win rates; error bars are 95% Wilson score intervals. A shared win "
            "counts as a fraction for each winner.</p>",
            f"<figure id=fig-seat>{seat_figure(runs)}</figure>",
            f"<figure id=fig-agent>{agent_figure(runs)}</figure>",
            f"<figure id=fig-length>{length_figure(runs)}</figure>"]
    body += [_run_section(r) for r in runs]
    return ("<!DOCTYPE html>\n<html lang=en>\n<head>\n<meta charset=utf-8>\n"
            f"<title>{escape(title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
            + "\n".join(body) + "\n</body>\n</html>\n")


def write_html(path: Path, runs: Sequence[RunReport], params: Mapping[str, Any],
               title: str = "Eerie simulation report") -> None:
    """Write :func:`render_html` to ``path``."""
    path.write_text(render_html(runs, params, title), encoding="utf-8")

