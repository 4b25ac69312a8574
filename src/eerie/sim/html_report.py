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

from eerie.core.errors import MessageError, english_text
from eerie.core.game import Team
from eerie.core.reasons import import_reason
from eerie.core.registry import get_game
from eerie.core.text import Msg, Translator, msg
from eerie.sim.report import (
    Mean,
    Rate,
    by_agent_seat,
    by_lineup,
    difficulty,
    measure_labels,
    summarize,
    team_levels,
)
from eerie.sim.runner import GameResult, SimSpec

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


class ReportError(MessageError, RuntimeError):
    """The report cannot be made (matplotlib missing); the message says what to do.
    ``str()`` is the English text; :attr:`msg` the same as a core catalog message."""


def require_matplotlib() -> None:
    """Raise :class:`ReportError` with an install hint if matplotlib is not importable."""
    try:
        import matplotlib  # noqa: F401
    except ImportError as exc:
        why = msg("sim.err.no_matplotlib", reason=import_reason(exc))
        raise ReportError(english_text(why), why) from exc


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
    measures: Mapping[str, str] = field(default_factory=dict)
    """What each mean (game length, decisions, the game's statistics) is called, key ->
    label (:func:`eerie.sim.report.measure_labels`)."""
    lang: str = "en"
    """The language of the report's own texts (the labels above are in it already)."""

    @property
    def tr(self) -> Translator:
        """A translator of the core's texts in :attr:`lang`."""
        return Translator(self.lang)

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
            return self.tr(msg("sim.all_level", setting=self.setting, level=self.spec.agents[0]))
        return self.setting

    @property
    def setting(self) -> str:
        """``3 players`` (from the config: players, else investigators) or ``3 seats``,
        after the scenario if the config names one."""
        config = self.spec.config
        players, invs = config.get("players"), config.get("investigators")
        if isinstance(players, int):
            text = self.tr(msg("sim.players", n=players))
        elif isinstance(invs, list | tuple):
            text = self.tr(msg("sim.investigators", n=len(invs)))
        else:
            text = self.tr(msg("sim.seats", n=len(self.spec.agents)))
        scenario = config.get("scenario")
        if isinstance(scenario, str) and scenario:
            text = self.tr(msg("sim.scenario_setting", scenario=Path(scenario).stem,
                               setting=text))
        return text

    def ending_label(self, key: str) -> str:
        """An ending's label (the key itself if the game did not declare it)."""
        return self.endings.get(key, key)

    def measure_label(self, key: str) -> str:
        """A mean's label (the key itself if the game did not declare it)."""
        return self.measures.get(key, key)


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
        notes_title=tr(labels.notes_title) if labels.notes_title is not None else "",
        measures={k: tr(v) for k, v in measure_labels(game).items()},
        lang=lang)


def pct(x: float) -> str:
    """``0.4567`` as ``45.7%``."""
    return f"{100 * x:.1f}%"


def ci_text(rate: Rate) -> str:
    """The 95% interval as ``40.1%–52.3%``."""
    lo, hi = rate.interval
    return f"{pct(lo)}–{pct(hi)}"


def _text(text: str) -> str:
    """``text`` as the content of an HTML element (``<``, ``>``, ``&`` escaped; quotes,
    as in "seat's", stay)."""
    return escape(text, quote=False)


class _Cell(str):
    """A ready-made ``<td>`` element (other table cells are text and get escaped)."""

    __slots__ = ()


def _rate_cell(rate: Rate) -> _Cell:
    if rate.games == 0:
        return _Cell("<td class=num>–</td>")
    return _Cell(f"<td class=num>{pct(rate.rate)} <span class=ci>({ci_text(rate)}; "
                 f"{round(rate.wins, 2):g}/{rate.games})</span></td>")


CJK_FONTS: dict[str, tuple[str, ...]] = {
    "ko": ("Noto Sans CJK KR", "Noto Sans CJK SC"),
    "zh": ("Noto Sans CJK SC", "Noto Sans CJK KR"),
}
"""Fonts measured for Korean and Chinese figure texts after the default (Latin) one,
the language's own first; those installed are used (the SVG keeps text as text, so the
browser draws it with its fonts; these give the layout the right widths)."""


def _fonts(lang: str) -> list[str]:
    """The default sans-serif font, then the installed :data:`CJK_FONTS` of ``lang``."""
    import matplotlib
    from matplotlib import font_manager

    families = list(matplotlib.rcParams["font.sans-serif"][:1])
    wanted = CJK_FONTS.get(lang, ())
    if wanted:
        installed = {f.name for f in font_manager.fontManager.ttflist}
        families += [name for name in wanted if name in installed]
    return families


def _svg(fig: Figure, lang: str = "en") -> str:
    """A figure as an inline ``<svg>`` element (no XML prologue), its texts measured in
    the fonts of ``lang`` (:func:`_fonts`)."""
    import matplotlib
    from matplotlib.text import Text

    families = _fonts(lang)
    if len(families) > 1:
        for label in fig.findobj(Text):
            label.set_fontfamily(families)
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


def _bars(ax: Axes, tr: Translator, groups: Sequence[str],
          series: Sequence[tuple[str, Sequence[Rate | None]]]) -> None:
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
    ax.set_ylabel(tr(msg("sim.report.win_rate")))
    if len(series) > 1:
        ax.legend(fontsize="small")


def seat_figure(runs: Sequence[RunReport], title: str | None = None) -> str:
    """Win rate by seat, one bar series per run, Wilson intervals as error bars; the
    equal share (1 / seats) as a dashed line for every balance run of a competitive game
    (:attr:`RunReport.balance`). The title defaults to "Win rate by seat" in the runs'
    language."""
    tr = runs[0].tr
    seats = max(len(r.spec.agents) for r in runs)
    names = (runs[0].seat_names if len(runs) == 1
             else [tr(msg("sim.seat_n", n=s + 1)) for s in range(seats)])
    series = []
    for run in runs:
        rates: list[Rate | None] = list(summarize(run.results)["by_seat"])
        series.append((run.label, rates + [None] * (seats - len(rates))))
    fig, ax = _new_figure()
    _bars(ax, tr, names, series)
    lines = [(k, run) for k, run in enumerate(runs) if run.balance and not run.shared]
    for k, run in lines:
        ax.axhline(1 / len(run.spec.agents), color="grey" if len(runs) == 1 else f"C{k}",
                   linestyle="--", linewidth=1,
                   label=tr(msg("sim.report.equal_share")) if len(runs) == 1
                   else tr(msg("sim.report.equal_share_of", run=run.label)))
    if lines:
        ax.legend(fontsize="small")
    ax.set_title(title if title is not None else tr(msg("sim.report.by_seat")))
    return _svg(fig, runs[0].lang)


def agent_figure(runs: Sequence[RunReport]) -> str:
    """Win rate of each AI level (per seat played, or per game when winners win
    together: :func:`eerie.sim.report.agent_rates`), one bar series per run."""
    levels = sorted({a for run in runs for a in run.spec.agents})
    series = []
    for run in runs:
        by_agent: dict[str, Rate] = summarize(run.results, run.teams)["by_agent"]
        series.append((run.label, [by_agent.get(a) for a in levels]))
    fig, ax = _new_figure(width=max(4.0, 1.4 * len(levels) + 2))
    tr = runs[0].tr
    _bars(ax, tr, levels, series)
    ax.set_title(tr(msg("sim.report.by_agent_game" if any(r.shared for r in runs)
                        else "sim.report.by_agent_seat")))
    return _svg(fig, runs[0].lang)


def length_figure(runs: Sequence[RunReport]) -> str:
    """Histogram of game lengths in rounds, one series per run."""
    data = [[r.rounds for r in run.results] for run in runs]
    lo = min(min(d) for d in data)
    hi = max(max(d) for d in data)
    bins = [x - 0.5 for x in range(lo, hi + 2)]
    fig, ax = _new_figure()
    ax.hist(data, bins=bins, label=[run.label for run in runs])
    tr = runs[0].tr
    ax.set_xlabel(tr(msg("sim.rounds")))
    ax.set_ylabel(tr(msg("sim.games")))
    if hi - lo <= 30:
        ax.set_xticks(range(lo, hi + 1))
    if len(runs) > 1:
        ax.legend(fontsize="small")
    ax.set_title(tr(msg("sim.report.game_length")))
    return _svg(fig, runs[0].lang)


def _table(tr: Translator, head: Sequence[Msg | str], rows: Sequence[Sequence[str]]) -> str:
    """An HTML table; its head translated by ``tr``, cells in ``rows`` are :class:`_Cell`
    elements or plain text."""
    out = ["<div class=wide>", "<table>", "<tr>"]
    out += [f"<th>{_text(tr(h))}</th>" for h in head]
    out.append("</tr>")
    for row in rows:
        out.append("<tr>" + "".join(c if isinstance(c, _Cell) else f"<td>{_text(c)}</td>"
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
    tr = run.tr
    rows = []
    for team, name in zip(run.teams, run.team_names, strict=True):
        levels = sorted({team_levels(r.agents, team) for r in run.results})
        rows.append([name, ", ".join(levels), _rate_cell(s["teams"][team.key])])
    return [f"<h3 id=team-result>{_text(tr(msg('sim.report.team_result')))}</h3>",
            f"<p>{_text(tr(msg('sim.report.team_note')))}</p>",
            _table(tr, [msg("sim.report.team"), msg("sim.report.team_levels"),
                        msg("sim.report.team_rate")], rows)]


def _seat_result_section(run: RunReport, s: Mapping[str, Any]) -> list[str]:
    """Per seat, how often it had each result the game gives (and why)."""
    if not s["seat_results"]:
        return []
    tr = run.tr
    keys = list(run.seat_results) + sorted(
        {k for seat in s["seat_results"] for k in seat} - set(run.seat_results))
    keys = [k for k in keys if any(k in seat for seat in s["seat_results"])]
    rows = []
    for i, seat in enumerate(s["seat_results"]):
        rows.append([str(i + 1), run.seat_names[i]]
                    + [_count_cell(seat[k].wins, seat[k].games) if k in seat
                       else _Cell("<td class=num>0</td>") for k in keys])
    results = [run.seat_results.get(k, k) for k in keys]
    parts = [f"<h3 id=seat-results>{_text(tr(msg('sim.report.seat_results')))}</h3>",
             f"<p>{_text(tr(msg('sim.report.seat_results_note')))}</p>",
             _table(tr, [msg("sim.seat"), msg("sim.name"), *results], rows)]
    if s["notes"]:
        rows = []
        for note, counts in s["notes"].items():
            rows.append([run.notes.get(note, note), str(counts[""])]
                        + [str(counts.get(k, 0)) for k in keys])
        title = run.notes_title or tr(msg("sim.report.notes"))
        heading = tr(msg("sim.report.notes_drawn", title=title))
        parts += [f"<h3 id=seat-notes>{_text(heading)}</h3>",
                  _table(tr, [title.lower(), msg("sim.report.drawn"), *results], rows)]
    return parts


def _ending_section(run: RunReport, s: Mapping[str, Any]) -> list[str]:
    """How the games ended, in the order the game declares its endings."""
    if not s["endings"]:
        return []
    keys = [k for k in run.endings if k in s["endings"]]
    keys += [k for k in s["endings"] if k not in keys]
    rows = [[run.ending_label(k), _count_cell(s["endings"][k].wins, s["games"])]
            for k in keys]
    tr = run.tr
    return [f"<h3 id=endings>{_text(tr(msg('sim.report.endings')))}</h3>",
            _table(tr, [msg("sim.report.ending"), msg("sim.report.games_share")], rows)]


BALANCE_COMMAND = "eerie simulate --balance"
"""The command the rotation note points to (set as code in the note)."""


def _seat_note(run: RunReport) -> str:
    """What the by-seat table says about balance, and what does."""
    if run.balance and not run.shared:
        text = run.tr(msg("sim.report.note_balance", share=pct(1 / len(run.spec.agents))))
        return f"<p class=balance-note>{_text(text)}</p>"
    if run.spec.rotate and len(set(run.spec.agents)) > 1:
        text = _text(run.tr(msg("sim.report.note_rotate", command=BALANCE_COMMAND)))
        code = _text(BALANCE_COMMAND)
        return f"<p class=balance-note>{text.replace(code, f'<code>{code}</code>')}</p>"
    return ""


def _h3(tr: Translator, key: str) -> str:
    """A run section's heading, the text of message ``key``."""
    return f"<h3>{_text(tr(msg(key)))}</h3>"


def _run_section(run: RunReport) -> str:
    """The tables of one run: the team's result first, then the seats' results, the
    endings, the win rates and the measures."""
    s = summarize(run.results, run.teams)
    spec = run.spec
    tr = run.tr
    heading = tr(msg("sim.report.run_heading", run=run.label, games=spec.games))
    parts = [f"<h2>{_text(heading)}</h2>"]
    parts += _team_section(run, s)
    parts += _seat_result_section(run, s)
    parts += _ending_section(run, s)
    parts.append(_h3(tr, "sim.report.by_seat"))
    parts.append(_seat_note(run))
    rows = []
    rotating = tr(msg("sim.rotating"))
    for i, r in enumerate(s["by_seat"]):
        who = rotating if spec.rotate and len(set(spec.agents)) > 1 else spec.agents[i]
        rows.append([str(i + 1), run.seat_names[i], who, _rate_cell(r)])
    parts.append(_table(tr, [msg("sim.seat"), msg("sim.name"), msg("sim.played_by"),
                             msg("sim.report.win_rate_wins")], rows))
    per_game = s["per"] == "game"
    parts.append(_h3(tr, "sim.report.by_agent_game_note" if per_game
                     else "sim.report.by_agent_seat"))
    rows = [[a, str(r.games), _rate_cell(r)] for a, r in s["by_agent"].items()]
    parts.append(_table(tr, [msg("sim.agent"), msg("sim.console.games_played" if per_game
                                                  else "sim.console.seats_played"),
                             msg("sim.report.win_rate")], rows))
    parts.append(_h3(tr, "sim.report.agent_seat"))
    seats = len(spec.agents)
    rows = [[a] + [_rate_cell(r) for r in rates] for a, rates in by_agent_seat(run.results).items()]
    parts.append(_table(tr, [msg("sim.agent")]
                        + [msg("sim.report.seat_name", n=i + 1, name=run.seat_names[i])
                           for i in range(seats)], rows))
    parts.append(_h3(tr, "sim.report.lineups"))
    rows = []
    for lineup, rates in by_lineup(run.results).items():
        games = rates[0].games if rates else 0
        rows.append([_Cell(f"<td class=lineup>{_text(' / '.join(lineup))}</td>"), str(games)]
                    + [_rate_cell(r) for r in rates])
    parts.append(_table(tr, [msg("sim.report.lineup"), msg("sim.games")]
                        + [msg("sim.report.seat_wins", n=i + 1) for i in range(seats)], rows))
    parts.append(_h3(tr, "sim.report.means"))
    rows = [[run.measure_label(k), *_mean_cells(m)] for k, m in s["means"].items()]
    rows.append([tr(msg("sim.report.no_winner")), pct(s["no_winner"].rate),
                 tr(msg("sim.report.of_games", wins=round(s["no_winner"].wins, 2),
                        games=spec.games)), ""])
    parts.append(_table(tr, [msg("sim.report.measure"), msg("sim.report.mean"), msg("sim.ci"),
                             msg("sim.report.sd")], rows))
    return "\n".join(parts)


def difficulty_section(runs: Sequence[RunReport]) -> str:
    """For games with teams: every run (scenario, number of players) and AI levels of
    the teams against each team's win rate, the rounds and the game statistics (such
    as eliminations), with 95% intervals. Empty for games without teams."""
    runs = [r for r in runs if r.teams]
    if not runs:
        return ""
    tr = runs[0].tr
    names = runs[0].team_names
    stats = sorted({k for run in runs for r in run.results for k in r.stats})
    head = ([msg("sim.report.run"), msg("sim.report.seats")]
            + [msg("sim.report.team_agent", team=n) for n in names] + [msg("sim.games")]
            + [msg("sim.report.team_won", team=n) for n in names] + [msg("sim.rounds")]
            + [runs[0].measure_label(k) for k in stats])
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
    return "\n".join([f"<h2 id=difficulty>{_text(tr(msg('sim.report.difficulty')))}</h2>",
                      f"<p>{_text(tr(msg('sim.report.difficulty_note')))}</p>",
                      _table(tr, head, rows)])


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
    tr = runs[0].tr
    more = ("sim.report.caption_shared" if any(r.shared for r in runs)
            else "sim.report.caption_tie")
    return f"<p>{_text(tr(msg('sim.report.caption')))} {_text(tr(msg(more)))}</p>"


def _config_text(config: Mapping[str, Any]) -> str:
    """A config as ``key=value, ...``, sorted by key."""
    return ", ".join(f"{k}={v}" for k, v in sorted(config.items()))


def render_html(runs: Sequence[RunReport], params: Mapping[str, Any],
                title: str | None = None) -> str:
    """The whole report as an HTML document in the runs' language (:attr:`RunReport.lang`
    of the first, also the page's ``lang``); ``params`` (how the run was made: command,
    backend, time; their names already in that language) are added to the parameters
    taken from the specs. The title defaults to "Eerie simulation report"."""
    if not runs:
        raise ValueError("a report needs at least one run")
    require_matplotlib()
    spec = runs[0].spec
    tr = runs[0].tr
    title = title if title is not None else tr(msg("sim.report.title"))
    head: dict[str, Any] = {
        tr(msg("sim.report.param.game")): spec.game,
        tr(msg("sim.report.param.runs")): (
            runs[0].label if len(runs) == 1
            else tr(msg("sim.report.runs_listed", n=len(runs)))),
        tr(msg("sim.report.games_per_run")): ", ".join(
            str(n) for n in dict.fromkeys(r.spec.games for r in runs)),
        tr(msg("sim.report.param.seed")): str(spec.seed),
        tr(msg("sim.report.param.rotation")): tr(msg(
            "sim.report.rotation_rotate" if spec.rotate else "sim.report.rotation_keep")),
    }
    head.update(params)
    if len(runs) == 1:
        head[tr(msg("sim.report.param.agents"))] = ", ".join(spec.agents)
        head[tr(msg("sim.report.config"))] = _config_text(spec.config)
    mixed = [r for r in runs if not r.balance]
    balanced = [r for r in runs if r.balance]
    body = [f"<h1>{_text(title)}</h1>",
            f"<h2>{_text(tr(msg('sim.report.parameters')))}</h2>",
            _table(tr, [msg("sim.report.parameter"), msg("sim.report.value")],
                   [[str(k), str(v)] for k, v in head.items()]),
            "" if len(runs) == 1 else _table(
                tr, [msg("sim.report.run"), msg("sim.games"), msg("sim.report.agents_list"),
                     msg("sim.report.config")],
                [[r.label, str(r.spec.games), ", ".join(r.spec.agents),
                  _config_text(r.spec.config)] for r in runs]),
            difficulty_section(runs),
            f"<h2>{_text(tr(msg('sim.report.figures')))}</h2>", _caption(runs)]
    if mixed:
        body.append(f"<figure id=fig-seat>{seat_figure(mixed)}</figure>")
        if any(r.spec.rotate and len(set(r.spec.agents)) > 1 for r in mixed):
            body.append(_seat_note(next(r for r in mixed if r.spec.rotate
                                        and len(set(r.spec.agents)) > 1)))
    if balanced:
        body.append("<figure id=fig-balance>"
                    + seat_figure(balanced, tr(msg("sim.report.seat_balance")))
                    + "</figure>")
    body += [f"<figure id=fig-agent>{agent_figure(runs)}</figure>",
             f"<figure id=fig-length>{length_figure(runs)}</figure>"]
    body += [_run_section(r) for r in runs]
    return (f"<!DOCTYPE html>\n<html lang={runs[0].lang}>\n<head>\n<meta charset=utf-8>\n"
            f"<title>{_text(title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
            + "\n".join(b for b in body if b) + "\n</body>\n</html>\n")


def write_html(path: Path, runs: Sequence[RunReport], params: Mapping[str, Any],
               title: str | None = None) -> None:
    """Write :func:`render_html` to ``path``."""
    path.write_text(render_html(runs, params, title), encoding="utf-8")
