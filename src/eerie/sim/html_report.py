"""A self-contained HTML report of one or several simulation runs.

The page has no outside references: figures are inline SVG made with matplotlib
(``pip install 'eerie[report]'``), text kept as text so numbers can be searched. It
shows the run's parameters; for games with teams a difficulty table (run and AI levels
against each team's win rate, rounds and statistics); win rate by seat with 95% Wilson
intervals (one bar series per run; balance runs, where every seat plays the same level,
in a figure of their own with the equal share); win rate by AI level; the distribution of
game lengths (rounds). Then per run: the team result first, each seat's result with the
game's reasons and notes (such as cards drawn), how the games ended, the win-rate,
AI-level-versus-seat and lineup tables, and the means of the measures with 95% intervals.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from eerie.core.game import Team
from eerie.core.registry import get_game
from eerie.core.text import Translator
from eerie.sim.report import (
    Mean,
    Rate,
    by_agent_seat,
    by_lineup,
    difficulty,
    summarize,
    team_levels,
)
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
    """One run for the report: its spec, results, what each seat is called and what the
    game's outcome keys mean (:func:`run_report` fills these in from the game)."""

    spec: SimSpec
    results: list[GameResult]
    seat_names: list[str]
    teams: tuple[Team, ...] = ()
    team_names: tuple[str, ...] = ()
    endings: Mapping[str, str] = field(default_factory=dict)
    """Every ending the game declares, key -> label, in its order."""
    seat_results: Mapping[str, str] = field(default_factory=dict)
    notes: Mapping[str, str] = field(default_factory=dict)
    notes_title: str = ""

    @property
    def balance(self) -> bool:
        """Every seat played the same AI level: the by-seat rates then measure seat
        balance (the levels cannot favour a seat)."""
        return len(self.spec.agents) > 1 and len(set(self.spec.agents)) == 1

    @property
    def shared(self) -> bool:
        """The game's winners win together (each counts a whole win)."""
        return any(r.shared for r in self.results)

    @property
    def label(self) -> str:
        """:attr:`setting`, then ``all heuristic`` for a balance run."""
        if self.balance:
            return f"{self.setting}, all {self.spec.agents[0]}"
        return self.setting

    @property
    def setting(self) -> str:
        """``3 players`` (from the config: players, else investigators) or ``3 seats``,
        after the scenario if the config names one."""
        config = self.spec.config
        players, invs = config.get("players"), config.get("investigators")
        if isinstance(players, int):
            text = f"{players} players"
        elif isinstance(invs, list | tuple):
            text = f"{len(invs)} investigators"
        else:
            text = f"{len(self.spec.agents)} seats"
        scenario = config.get("scenario")
        if isinstance(scenario, str) and scenario:
            text = f"{Path(scenario).stem}, {text}"
        return text

    def ending_label(self, key: str) -> str:
        """An ending's label (the key itself if the game did not declare it)."""
        return self.endings.get(key, key)


def run_report(spec: SimSpec, results: list[GameResult], lang: str = "en") -> RunReport:
    """A :class:`RunReport` with the names and labels the game gives for ``spec``'s
    (normalised) config, in language ``lang``."""
    game = get_game(spec.game)
    tr = Translator(lang, ("eerie", game.locale_package))
    labels = game.outcome_labels(spec.config)
    teams = game.teams(spec.config)
    return RunReport(
        spec, results, [tr(game.seat_name(i, spec.config)) for i in range(len(spec.agents))],
        teams=tuple(teams), team_names=tuple(tr(t.label) for t in teams),
        endings={k: tr(v) for k, v in labels.endings.items()},
        seat_results={k: tr(v) for k, v in labels.seat_results.items()},
        notes={k: tr(v) for k, v in labels.notes.items()},
        notes_title=tr(labels.notes_title) if labels.notes_title is not None else "")


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


def seat_figure(runs: Sequence[RunReport], title: str = "Win rate by seat") -> str:
    """Win rate by seat, one bar series per run, Wilson intervals as error bars; the
    equal share (1 / seats) as a dashed line for every balance run of a competitive game
    (:attr:`RunReport.balance`)."""
    seats = max(len(r.spec.agents) for r in runs)
    names = runs[0].seat_names if len(runs) == 1 else [f"seat {s + 1}" for s in range(seats)]
    series = []
    for run in runs:
        rates: list[Rate | None] = list(summarize(run.results)["by_seat"])
        series.append((run.label, rates + [None] * (seats - len(rates))))
    fig, ax = _new_figure()
    _bars(ax, names, series)
    lines = [(k, run) for k, run in enumerate(runs) if run.balance and not run.shared]
    for k, run in lines:
        ax.axhline(1 / len(run.spec.agents), color="grey" if len(runs) == 1 else f"C{k}",
                   linestyle="--", linewidth=1,
                   label="equal share" if len(runs) == 1 else f"equal share ({run.label})")
    if lines:
        ax.legend(fontsize="small")
    ax.set_title(title)
    return _svg(fig)


def agent_figure(runs: Sequence[RunReport]) -> str:
    """Win rate of each AI level (per seat played, or per game when winners win
    together: :func:`eerie.sim.report.agent_rates`), one bar series per run."""
    levels = sorted({a for run in runs for a in run.spec.agents})
    series = []
    for run in runs:
        by_agent: dict[str, Rate] = summarize(run.results, run.teams)["by_agent"]
        series.append((run.label, [by_agent.get(a) for a in levels]))
    fig, ax = _new_figure(width=max(4.0, 1.4 * len(levels) + 2))
    _bars(ax, levels, series)
    ax.set_title("Win rate by AI level (per game)" if any(r.shared for r in runs)
                 else "Win rate by AI level (per seat played)")
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


def _count_cell(count: float, games: int) -> _Cell:
    """``12 (40.0%; 30.1%–50.6%)``: how often something happened, over games."""
    rate = Rate(count, games)
    return _Cell(f"<td class=num>{count:g} <span class=ci>({pct(rate.rate)}; "
                 f"{ci_text(rate)})</span></td>")


def _mean_cells(m: Mean) -> list[str]:
    return [f"{m.mean:.2f}", _Cell(f"<td class=num>{m.low:.2f}–{m.high:.2f}</td>"),
            f"{m.sd:.2f}"]


def _team_section(run: RunReport, s: Mapping[str, Any]) -> list[str]:
    """The team result, first: each team's win rate over games, and its AI levels."""
    if not run.teams:
        return []
    rows = []
    for team, name in zip(run.teams, run.team_names, strict=True):
        levels = sorted({team_levels(r.agents, team) for r in run.results})
        rows.append([name, ", ".join(levels), _rate_cell(s["teams"][team.key])])
    return ["<h3 id=team-result>Team result</h3>",
            "<p>Each team's wins count once per game (its seats win or lose together; "
            "the interval counts games).</p>",
            _table(["team", "AI levels", "team win rate (95% CI; wins/games)"], rows)]


def _seat_result_section(run: RunReport, s: Mapping[str, Any]) -> list[str]:
    """Per seat, how often it had each result the game gives (and why)."""
    if not s["seat_results"]:
        return []
    keys = list(run.seat_results) + sorted(
        {k for seat in s["seat_results"] for k in seat} - set(run.seat_results))
    keys = [k for k in keys if any(k in seat for seat in s["seat_results"])]
    rows = []
    for i, seat in enumerate(s["seat_results"]):
        rows.append([str(i + 1), run.seat_names[i]]
                    + [_count_cell(seat[k].wins, seat[k].games) if k in seat
                       else _Cell("<td class=num>0</td>") for k in keys])
    parts = ["<h3 id=seat-results>Result of each seat</h3>",
             "<p>What each seat's game came to, and why (games; share of games, 95% "
             "CI).</p>",
             _table(["seat", "name"] + [run.seat_results.get(k, k) for k in keys], rows)]
    if s["notes"]:
        rows = []
        for note, counts in s["notes"].items():
            rows.append([run.notes.get(note, note), str(counts[""])]
                        + [str(counts.get(k, 0)) for k in keys])
        title = run.notes_title or "Notes"
        parts += [f"<h3 id=seat-notes>{escape(title)} (drawn, with the holder's result)</h3>",
                  _table([title.lower(), "drawn"] + [run.seat_results.get(k, k) for k in keys],
                         rows)]
    return parts


def _ending_section(run: RunReport, s: Mapping[str, Any]) -> list[str]:
    """How the games ended, in the order the game declares its endings."""
    if not s["endings"]:
        return []
    keys = [k for k in run.endings if k in s["endings"]]
    keys += [k for k in s["endings"] if k not in keys]
    rows = [[run.ending_label(k), _count_cell(s["endings"][k].wins, s["games"])]
            for k in keys]
    return ["<h3 id=endings>How games ended</h3>",
            _table(["ending", "games (share, 95% CI)"], rows)]


def _seat_note(run: RunReport) -> str:
    """What the by-seat table says about balance, and what does."""
    if run.balance and not run.shared:
        return ("<p class=balance-note>Every seat played the same AI level, so these "
                "rates measure seat balance: compare them with the equal share of "
                f"{pct(1 / len(run.spec.agents))}.</p>")
    if run.spec.rotate and len(set(run.spec.agents)) > 1:
        return ("<p class=balance-note>The AI levels rotate over the seats, so every seat "
                "meets each level equally often: these rates mix the levels and say "
                "nothing about seat balance. Seat balance comes from runs in which every "
                "seat plays the same level (<code>eerie simulate --balance</code>).</p>")
    return ""


def _run_section(run: RunReport) -> str:
    """The tables of one run: the team's result first, then the seats' results, the
    endings, the win rates and the measures."""
    s = summarize(run.results, run.teams)
    spec = run.spec
    parts = [f"<h2>{escape(run.label)}: {spec.games} games</h2>"]
    parts += _team_section(run, s)
    parts += _seat_result_section(run, s)
    parts += _ending_section(run, s)
    parts.append("<h3>Win rate by seat</h3>")
    parts.append(_seat_note(run))
    rows = []
    for i, r in enumerate(s["by_seat"]):
        who = "rotating" if spec.rotate and len(set(spec.agents)) > 1 else spec.agents[i]
        rows.append([str(i + 1), run.seat_names[i], who, _rate_cell(r)])
    parts.append(_table(["seat", "name", "played by", "win rate (95% CI; wins/games)"], rows))
    per_game = s["per"] == "game"
    parts.append("<h3>Win rate by AI level ("
                 + ("per game: a level's seats in one team are one trial" if per_game
                    else "per seat played") + ")</h3>")
    rows = [[a, str(r.games), _rate_cell(r)] for a, r in s["by_agent"].items()]
    parts.append(_table(["AI level", "games played" if per_game else "seats played",
                         "win rate (95% CI)"], rows))
    parts.append("<h3>AI level against seat</h3>")
    seats = len(spec.agents)
    rows = [[a] + [_rate_cell(r) for r in rates] for a, rates in by_agent_seat(run.results).items()]
    parts.append(_table(["AI level"] + [f"seat {i + 1}: {run.seat_names[i]}"
                                        for i in range(seats)], rows))
    parts.append("<h3>Lineups (AI level in each seat)</h3>")
    rows = []
    for lineup, rates in by_lineup(run.results).items():
        games = rates[0].games if rates else 0
        rows.append([_Cell(f"<td class=lineup>{escape(' / '.join(lineup))}</td>"), str(games)]
                    + [_rate_cell(r) for r in rates])
    parts.append(_table(["lineup (seat 1 / seat 2 / …)", "games"]
                        + [f"seat {i + 1} wins" for i in range(seats)], rows))
    parts.append("<h3>Game length and statistics (per game)</h3>")
    rows = [[k, *_mean_cells(m)] for k, m in s["means"].items()]
    rows.append(["games without a winner", pct(s["no_winner"].rate),
                 f"{s['no_winner'].wins:g} of {spec.games}", ""])
    parts.append(_table(["measure", "mean", "95% CI", "sd"], rows))
    return "\n".join(parts)


def difficulty_section(runs: Sequence[RunReport]) -> str:
    """For games with teams: every run (scenario, number of players) and AI levels of
    the teams against each team's win rate, the rounds and the game statistics (such
    as eliminations), with 95% intervals. Empty for games without teams."""
    runs = [r for r in runs if r.teams]
    if not runs:
        return ""
    names = runs[0].team_names
    stats = sorted({k for run in runs for r in run.results for k in r.stats})
    head = (["run", "seats"] + [f"{n}: AI level" for n in names] + ["games"]
            + [f"{n} won" for n in names] + ["rounds"] + stats)
    keyed = []
    for run in runs:
        scenario = str(run.spec.config.get("scenario") or "")
        for row in difficulty(run.results, run.teams):
            keyed.append(((scenario, len(run.spec.agents), run.setting, row.levels),
                          [run.setting, str(len(run.spec.agents)), *row.levels, str(row.games),
                           *[_rate_cell(t) for t in row.teams], _mean_cell(row.rounds)]
                          + [_mean_cell(row.stats[k]) if k in row.stats else "–"
                             for k in stats]))
    rows = [row for _, row in sorted(keyed, key=lambda kr: kr[0])]
    return "\n".join(["<h2 id=difficulty>Difficulty</h2>",
                      "<p>Each run and the AI levels of the teams against each team's "
                      "win rate over games (95% Wilson interval; wins/games), the game "
                      "length in rounds and the game's statistics (means per game, 95% "
                      "interval).</p>",
                      _table(head, rows)])


def _mean_cell(m: Mean) -> _Cell:
    return _Cell(f"<td class=num>{m.mean:.2f} <span class=ci>({m.low:.2f}–{m.high:.2f})"
                 "</span></td>")


_CSS = """
body { font-family: system-ui, sans-serif; margin: 2em 1em; color: #222; }
h1, h2, h3, p, figure { max-width: 62em; }
.wide { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; font-size: 0.92em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.5em; text-align: left; }
th { background: #f3f3f3; }
td.lineup { white-space: nowrap; }
td.num { text-align: right; }
.ci { color: #666; font-size: 0.85em; white-space: nowrap; }
.balance-note { background: #fff8e0; padding: 0.4em 0.6em; }
figure { margin: 1em 0; }
figure svg { max-width: 100%; height: auto; }
"""


def _caption(runs: Sequence[RunReport]) -> str:
    """How the figures count wins, for this game."""
    text = "Bars are win rates; error bars are 95% Wilson score intervals. "
    if any(r.shared for r in runs):
        text += ("The winners of a team or co-operative game win together: each winning "
                 "seat counts a whole win (a seat can lose while its team wins: see the "
                 "team result and each seat's result).")
    else:
        text += "A tie counts as an equal part of one win for each winner."
    return f"<p>{text}</p>"


def _config_text(config: Mapping[str, Any]) -> str:
    """A config as ``key=value, ...``, sorted by key."""
    return ", ".join(f"{k}={v}" for k, v in sorted(config.items()))


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
        "runs": (runs[0].label if len(runs) == 1
                 else f"{len(runs)} (listed in the table below)"),
        "games per run": ", ".join(str(n) for n in dict.fromkeys(r.spec.games for r in runs)),
        "seed": str(spec.seed),
        "rotation": ("levels rotate over the seats" if spec.rotate
                     else "each level keeps its seat"),
    }
    head.update(params)
    if len(runs) == 1:
        head["agents"] = ", ".join(spec.agents)
        head["config"] = _config_text(spec.config)
    mixed = [r for r in runs if not r.balance]
    balanced = [r for r in runs if r.balance]
    body = [f"<h1>{escape(title)}</h1>", "<h2>Parameters</h2>",
            _table(["parameter", "value"], [[str(k), str(v)] for k, v in head.items()]),
            "" if len(runs) == 1 else _table(
                ["run", "games", "agents (seat 1, seat 2, …)", "config"],
                [[r.label, str(r.spec.games), ", ".join(r.spec.agents),
                  _config_text(r.spec.config)] for r in runs]),
            difficulty_section(runs),
            "<h2>Figures</h2>", _caption(runs)]
    if mixed:
        body.append(f"<figure id=fig-seat>{seat_figure(mixed)}</figure>")
        if any(r.spec.rotate and len(set(r.spec.agents)) > 1 for r in mixed):
            body.append(_seat_note(next(r for r in mixed if r.spec.rotate
                                        and len(set(r.spec.agents)) > 1)))
    if balanced:
        body.append("<figure id=fig-balance>"
                    + seat_figure(balanced, "Seat balance: every seat the same AI level")
                    + "</figure>")
    body += [f"<figure id=fig-agent>{agent_figure(runs)}</figure>",
             f"<figure id=fig-length>{length_figure(runs)}</figure>"]
    body += [_run_section(r) for r in runs]
    return ("<!DOCTYPE html>\n<html lang=en>\n<head>\n<meta charset=utf-8>\n"
            f"<title>{escape(title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
            + "\n".join(b for b in body if b) + "\n</body>\n</html>\n")


def write_html(path: Path, runs: Sequence[RunReport], params: Mapping[str, Any],
               title: str = "Eerie simulation report") -> None:
    """Write :func:`render_html` to ``path``."""
    path.write_text(render_html(runs, params, title), encoding="utf-8")
