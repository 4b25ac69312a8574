"""The ``eerie`` command line."""

from __future__ import annotations

import json
import os
import random
import shlex
import sys
import time
from importlib import resources
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from eerie import __version__
from eerie.ai.agents import agent_names
from eerie.cli.common import data_dir, parse_seats, translator
from eerie.cli.terminal import TerminalSession, board_renderer
from eerie.core.game import Game
from eerie.core.record import Record, RecordError, new_record, replay
from eerie.core.registry import game_ids, get_game
from eerie.core.text import LANGUAGES, Msg
from eerie.server.command import serve

if TYPE_CHECKING:
    from eerie.sim.runner import GameResult, SimSpec

app = typer.Typer(
    help="Eerie: tabletop horror board games with the computer as referee and opponent.",
    no_args_is_help=True,
    add_completion=False,
)
ff_app = typer.Typer(help="Fearsome Floors table companions.", no_args_is_help=True)
app.add_typer(ff_app, name="ff")
app.command("serve")(serve)

LangOpt = Annotated[str, typer.Option("--lang", "-l", help="Language: en, ko or zh.")]


def _fail(message: str) -> None:
    Console(stderr=True).print(f"[red]error:[/red] {message}", highlight=False)
    raise typer.Exit(2)


def _game(game_id: str) -> Game[Any]:
    try:
        return get_game(game_id)
    except KeyError as exc:
        _fail(str(exc.args[0]))
        raise AssertionError from exc


def _options(items: list[str] | None) -> dict[str, Any]:
    """Parse repeated ``--option key=value`` (values as JSON where they parse)."""
    out: dict[str, Any] = {}
    for item in items or []:
        key, eq, raw = item.partition("=")
        if not eq or not key:
            _fail(f"--option {item!r} is not key=value")
        try:
            out[key] = json.loads(raw)
        except json.JSONDecodeError:
            out[key] = raw
    return out


def _scenario_options(scenario: str | None, investigators: str | None) -> dict[str, Any]:
    """``--scenario`` and ``--investigators`` as game options (``--option`` may override)."""
    out: dict[str, Any] = {}
    if scenario is not None:
        out["scenario"] = scenario
    if investigators is not None:
        ids = [i.strip() for i in investigators.split(",") if i.strip()]
        if not ids:
            _fail("--investigators needs at least one investigator id")
        out["investigators"] = ids
    return out


def _check_lang(lang: str) -> None:
    if lang not in LANGUAGES:
        _fail(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")


@app.command()
def version() -> None:
    """Print the version."""
    typer.echo(f"eerie {__version__}")


@app.command()
def games() -> None:
    """List the games Eerie can run."""
    for gid in game_ids():
        g = get_game(gid)
        typer.echo(f"{gid}  (AI levels: {', '.join(agent_names(g))})")


@app.command()
def rules(game_id: Annotated[str, typer.Argument(metavar="GAME")], lang: LangOpt = "en") -> None:
    """Show a game's rules summary."""
    _check_lang(lang)
    game = _game(game_id)
    ref = resources.files(game.locale_package).joinpath("rules", f"{lang}.md")
    if not ref.is_file():
        _fail(f"no rules text for {game_id} in {lang}")
    typer.echo(ref.read_text(encoding="utf-8"))


@app.command()
def play(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="e.g. fearsome-floors")],
    players: Annotated[int | None, typer.Option(help="Number of players.")] = None,
    ai: Annotated[str, typer.Option(
        help="AI seats (1-based), e.g. '2,3,4' or '2:random,3'. Others are people.")] = "",
    level: Annotated[str, typer.Option(help="AI level for seats given without one.")] =
        "heuristic",
    seed: Annotated[int | None, typer.Option(help="Seed for dice, cards and AI.")] = None,
    lang: LangOpt = "en",
    variant: Annotated[str | None, typer.Option(help="Game variant (game-specific).")] = None,
    layout: Annotated[str | None, typer.Option(help="Board layout (game-specific).")] = None,
    scenario: Annotated[str | None, typer.Option(
        help="Scenario id or file (games with scenarios, e.g. Mansions of Madness).")] = None,
    investigators: Annotated[str | None, typer.Option(
        help="Investigator ids, comma-separated (Mansions of Madness).")] = None,
    option: Annotated[list[str] | None, typer.Option(
        "--option", "-o", help="Other game option as key=value (JSON value), repeatable.")]
        = None,
    together: Annotated[list[str] | None, typer.Option(
        help="Seats one person plays together, e.g. '2,3,4' (no pass-the-device screen "
             "between them); repeatable.")] = None,
    table_dice: Annotated[bool, typer.Option(
        "--table-dice", help="Type in dice rolls and card draws from a physical table.")]
        = False,
    save: Annotated[Path | None, typer.Option(help="Record file (saved after every action).")]
        = None,
    resume: Annotated[Path | None, typer.Option(help="Continue the game in this record.")]
        = None,
) -> None:
    """Play a game in the terminal against AI seats or people at one table."""
    _check_lang(lang)
    console = Console()
    game = _game(game_id)
    if resume is not None:
        try:
            record = Record.load(resume)
            if record.game != game.id:
                _fail(f"{resume} is a {record.game} game, not {game.id}")
            _, state = replay(record)
        except RecordError as exc:
            _fail(str(exc))
            return
        meta_seats = {int(k): v for k, v in record.meta.get("ai", {}).items()}
        seats = parse_seats(ai, game.num_seats(state), level) if ai else meta_seats
        save_path = save or resume
        seed = seed if seed is not None else int(record.meta.get("seed", 0)) + len(record.actions)
    else:
        config: dict[str, Any] = {}
        if players is not None:
            config["players"] = players
        if variant is not None:
            config["variant"] = variant
        if layout is not None:
            config["layout"] = layout
        config.update(_scenario_options(scenario, investigators))
        config.update(_options(option))
        try:
            record = new_record(game, config)
            state = game.setup(record.config)
            seats = parse_seats(ai, game.num_seats(state), level)
        except ValueError as exc:
            _fail(str(exc))
            return
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        record.meta = {"seed": seed, "ai": {str(k): v for k, v in seats.items()}}
        stamp = time.strftime("%Y%m%d-%H%M%S")
        save_path = save or data_dir() / "saves" / f"{game.id}-{stamp}-{seed}.json"
    for lvl in seats.values():
        if lvl not in agent_names(game):
            _fail(f"unknown AI level {lvl!r}; choose from {', '.join(agent_names(game))}")
    person: dict[int, int] = {}
    for group in together or []:
        try:
            members = sorted({int(x) - 1 for x in group.split(",") if x.strip()})
        except ValueError:
            _fail(f"--together {group!r} is not a list of seat numbers")
            return
        for seat in members:
            if not 0 <= seat < game.num_seats(state):
                _fail(f"--together: seat {seat + 1} does not exist")
            person[seat] = members[0]
    session = TerminalSession(
        game=game, state=state, record=record, save_path=save_path,
        tr=translator(game, lang), console=console, seats=seats, rng=Random(seed),
        table_dice=table_dice, person=person,
    )
    session.run()


@app.command("replay")
def replay_cmd(
    file: Annotated[Path, typer.Argument(help="A record file.")],
    lang: LangOpt = "en",
    at: Annotated[int | None, typer.Option(help="Show the position after this many actions.")]
        = None,
    auto: Annotated[bool, typer.Option(help="Print the whole game without pausing.")] = False,
) -> None:
    """Step through a finished or unfinished game (Enter: next, b: back, q: quit, N: jump)."""
    _check_lang(lang)
    console = Console()
    try:
        record = Record.load(file)
        game, final = replay(record)
    except RecordError as exc:
        _fail(str(exc))
        return
    tr = translator(game, lang)
    draw = board_renderer(game)
    total = len(record.actions)

    def show(n: int) -> None:
        _, st = replay(record, upto=n)
        if draw is not None:
            console.print(draw(game.view(st, None), tr))
        console.print(tr(Msg("cli.replay_at", {"n": n, "total": total})), highlight=False)

    if at is not None:
        if not 0 <= at <= total:
            _fail(f"--at must be between 0 and {total}")
        show(at)
        return
    if auto or not sys.stdin.isatty():
        state = game.setup(record.config)
        last = -1
        for actor, option in record.actions:
            for e in game.apply(state, actor, option):
                rnd = game.round_number(state)
                if rnd != last:
                    last = rnd
                    console.rule(tr(Msg("cli.round", {"round": rnd})))
                if e.audience is None:
                    console.print(tr(e.msg), highlight=False)
        show(total)
        outcome = game.outcome(final)
        if outcome is not None:
            console.print(tr(outcome.reason), style="bold green", highlight=False)
        return
    n = 0
    while True:
        show(n)
        try:
            raw = console.input(tr(Msg("cli.replay_prompt")) + " ").strip().lower()
        except EOFError:
            return
        if raw == "q":
            return
        if raw == "b":
            n = max(0, n - 1)
        elif raw.isdigit():
            n = min(total, int(raw))
        else:
            n = min(total, n + 1)


def _player_counts(players: str | None) -> list[int | None]:
    """``--players 2,3,4`` as [2, 3, 4]; [None] (the game's default) when not given."""
    if players is None or not players.strip():
        return [None]
    counts: list[int | None] = []
    for part in players.split(","):
        part = part.strip()
        if not part.isdigit():
            _fail(f"--players: {part!r} is not a number of players (like 4 or 2,3,4)")
        if int(part) in counts:
            _fail(f"--players: {part} given twice")
        counts.append(int(part))
    return counts


def _check_writable(path: Path | None, flag: str) -> None:
    """Fail before simulating if ``path`` cannot be written."""
    if path is None:
        return
    shown = escape(str(path))
    if path.is_dir():
        _fail(f"{flag} {shown}: is a folder, not a file")
    parent = path.parent
    if not parent.is_dir():
        what = "is not a folder" if parent.exists() else "does not exist"
        _fail(f"{flag} {shown}: the folder {escape(str(parent))} {what}")
    if not os.access(parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        _fail(f"{flag} {shown}: not writable")


def _print_run(out: Console, game: Game[Any], spec: SimSpec, results: list[GameResult]) -> None:
    """The console summary of one run."""
    from eerie.sim.report import summarize

    summary = summarize(results)
    levels, rotate, seats = list(spec.agents), spec.rotate, len(spec.agents)
    count = spec.config.get("players")
    who = f"{count} players, " if isinstance(count, int) and count != seats else ""
    out.print(f"{game.id}: {spec.games} games, {who}{seats} seats, seed {spec.seed}, "
              f"agents {','.join(levels)}" + (" (rotated)" if rotate else ""),
              highlight=False)
    t = Table(title="win rate by seat")
    t.add_column("seat")
    t.add_column("played by")
    t.add_column("wins", justify="right")
    t.add_column("rate", justify="right")
    t.add_column("95% CI", justify="right")
    tr = translator(game, "en")
    for i, r in enumerate(summary["by_seat"]):
        lo, hi = r.interval
        who = tr(game.seat_name(i)) + ": " + ("rotating" if rotate else levels[i])
        t.add_row(str(i + 1), who, f"{r.wins:g}", f"{r.rate:.3f}", f"{lo:.3f}-{hi:.3f}")
    out.print(t)
    t = Table(title="win rate by agent (per seat played)")
    t.add_column("agent")
    t.add_column("seats played", justify="right")
    t.add_column("wins", justify="right")
    t.add_column("rate", justify="right")
    t.add_column("95% CI", justify="right")
    for name, r in summary["by_agent"].items():
        lo, hi = r.interval
        t.add_row(name, str(r.games), f"{r.wins:g}", f"{r.rate:.3f}", f"{lo:.3f}-{hi:.3f}")
    out.print(t)
    nw = summary["no_winner"]
    out.print(f"games without a winner: {nw.wins:g} ({nw.rate:.3f})", highlight=False)
    m, sd = summary["rounds"]
    out.print(f"game length: {m:.2f} rounds (sd {sd:.2f})", highlight=False)
    m, sd = summary["decisions"]
    out.print(f"decisions per game: {m:.1f} (sd {sd:.1f})", highlight=False)
    for key, (m, sd) in summary["stats"].items():
        out.print(f"{key} per game: {m:.2f} (sd {sd:.2f})", highlight=False)


@app.command()
def simulate(
    game_id: Annotated[str, typer.Argument(metavar="GAME")],
    games_: Annotated[int, typer.Option("--games", "-n", help="How many games (per player "
                                        "count).")] = 100,
    players: Annotated[str | None, typer.Option(
        help="Number of players; several, comma-separated (2,3,4), make one run each with "
             "the same seed, reported side by side.")] = None,
    seed: Annotated[int, typer.Option(help="Seed of the whole run.")] = 1,
    agents: Annotated[str, typer.Option(
        help="AI level per seat, comma-separated; fewer than the seats repeats the last. In "
             "games where all seats play the same role the levels rotate over the seats from "
             "game to game.")] = "heuristic,random",
    workers: Annotated[int, typer.Option(
        help="Processes to use (local: 1 plays in this process; ray: CPUs of the local Ray "
             "started when there is no --address).")] = 1,
    backend: Annotated[str, typer.Option(
        help="Where games run: local (processes on this machine) or ray (pip install "
             "'eerie\\[cluster]').")] = "local",
    address: Annotated[str | None, typer.Option(
        help="Ray cluster to use (such as auto or ray://head:10001); needs --backend ray. "
             "Without it a local Ray is started and stopped.")] = None,
    batch: Annotated[int, typer.Option(help="Games per task sent to a worker.")] = 8,
    scenario: Annotated[str | None, typer.Option(
        help="Scenario id or file (games with scenarios, e.g. Mansions of Madness).")] = None,
    investigators: Annotated[str | None, typer.Option(
        help="Investigator ids, comma-separated (Mansions of Madness).")] = None,
    option: Annotated[list[str] | None, typer.Option(
        "--option", "-o", help="Game option as key=value (JSON value), repeatable.")] = None,
    output: Annotated[Path | None, typer.Option(
        "--json", help="Also write every game's result and the summary as JSON here.")] = None,
    csv_path: Annotated[Path | None, typer.Option(
        "--csv", help="Also write one CSV row per game here.")] = None,
    report: Annotated[Path | None, typer.Option(
        "--report", help="Also write an HTML report with figures here (needs matplotlib: "
                         "pip install 'eerie\\[report]').")] = None,
    no_rotate: Annotated[bool, typer.Option(
        "--no-rotate", help="Keep each level in its seat instead of rotating.")] = False,
) -> None:
    """Simulate many seeded games between AI levels and report win rates."""
    from eerie.sim.backends import BackendError, import_ray, make_backend, run_all
    from eerie.sim.runner import SimSpec

    game = _game(game_id)
    base: dict[str, Any] = _scenario_options(scenario, investigators)
    base.update(_options(option))
    levels = [a.strip() for a in agents.split(",") if a.strip()]
    if not levels:
        _fail("--agents needs at least one AI level")
    for lvl in levels:
        if lvl not in agent_names(game):
            _fail(f"unknown AI level {lvl!r}; choose from {', '.join(agent_names(game))}")
    if games_ < 1:
        _fail("--games must be at least 1")
    if workers < 1:
        _fail("--workers must be at least 1")
    if batch < 1:
        _fail("--batch must be at least 1")
    rotate = game.symmetric_seats and not no_rotate
    specs: list[SimSpec] = []
    for count in _player_counts(players):
        config = dict(base)
        if count is not None:
            config["players"] = count
        try:
            config = game.normalize_config(config)
            seats = game.num_seats(game.setup(config))
        except ValueError as exc:
            _fail(str(exc))
            return
        if len(levels) > seats:
            _fail(f"{len(levels)} agents given for {seats} seats")
        lineup = levels + [levels[-1]] * (seats - len(levels))
        specs.append(SimSpec(game.id, config, tuple(lineup), games_, seed, rotate=rotate))
    for path, flag in ((output, "--json"), (csv_path, "--csv"), (report, "--report")):
        _check_writable(path, flag)
    try:
        runner = make_backend(backend, workers, address)
        if backend == "ray":
            import_ray()
        if report is not None:
            from eerie.sim.html_report import ReportError, require_matplotlib

            try:
                require_matplotlib()
            except ReportError as exc:
                _fail(escape(str(exc)))
    except BackendError as exc:
        _fail(escape(str(exc)))
        return
    console = Console(stderr=True)
    total = games_ * len(specs)
    started = time.perf_counter()
    try:
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeRemainingColumn(), console=console, transient=True) as bar:
            task = bar.add_task("starting" if backend == "ray" else "simulating", total=total)

            def advance(k: int) -> None:
                bar.update(task, advance=k, description="simulating")

            with runner:
                results = run_all(specs, runner, batch, advance)
    except BackendError as exc:
        _fail(escape(str(exc)))
        return
    elapsed = time.perf_counter() - started
    out = Console()
    for spec, res in zip(specs, results, strict=True):
        _print_run(out, game, spec, res)
    console.print(f"{elapsed:.1f} s, {total / elapsed:.1f} games/s ({runner.describe()})",
                  highlight=False)
    runs = list(zip(specs, results, strict=True))
    try:
        if output is not None:
            from eerie.sim.output import write_json

            write_json(output, runs)
        if csv_path is not None:
            from eerie.sim.output import write_csv

            write_csv(csv_path, runs)
        if report is not None:
            from eerie.sim.html_report import RunReport, write_html

            tr = translator(game, "en")
            reports = [RunReport(spec, res, [tr(game.seat_name(i))
                                             for i in range(len(spec.agents))])
                       for spec, res in runs]
            params: dict[str, str] = {}
            if sys.argv[1:2] == ["simulate"]:
                params["command"] = shlex.join(["eerie", *sys.argv[1:]])
            params |= {
                "backend": runner.describe(),
                "batch": str(batch),
                "time": f"{elapsed:.1f} s ({total / elapsed:.1f} games/s)",
                "eerie version": __version__,
                "date": time.strftime("%Y-%m-%d %H:%M %Z"),
            }
            write_html(report, reports, params, title=f"Eerie simulation: {game.id}")
    except OSError as exc:
        _fail(escape(f"cannot write {exc.filename}: {exc.strerror}"))


@app.command()
def validate(
    paths: Annotated[list[Path], typer.Argument(
        help="Files to check: Whitehall maps, Mansions scenarios and content, records.")],
) -> None:
    """Check content files and report every problem with its place (exit 1 if any error;
    warnings are listed but do not fail)."""
    from eerie.cli.validation import validate_path

    errors = 0
    for path in paths:
        issues = validate_path(path)
        if not issues:
            typer.echo(f"{path}: ok")
        for issue in issues:
            typer.echo(f"{path}: {issue}")
        errors += sum(1 for issue in issues if not issue.startswith("warning:"))
    if errors:
        raise typer.Exit(1)


@ff_app.command("monster")
def ff_monster(
    position: Annotated[str, typer.Argument(help="A position in FFN, or a file holding one.")],
    card: Annotated[str, typer.Argument(help="The card drawn: 5, 7, 8, 10, p1, p2 or p3.")],
    lang: LangOpt = "en",
) -> None:
    """Resolve a monster move for a physical table: every look, turn, push and bite."""
    from rich.text import Text

    from eerie.games.fearsome_floors.companion import resolve_monster

    _check_lang(lang)
    try:
        lines, result = resolve_monster(position, card, lang)
    except ValueError as exc:
        # one line on stderr, as plain text: positions hold brackets ([~o]), not markup
        Console(stderr=True).print(Text.assemble(("error:", "red"), " ", str(exc)),
                                   highlight=False, soft_wrap=True)
        raise typer.Exit(2) from None
    console = Console()
    for line in lines:
        console.print(line, highlight=False)
    console.print(result["board"])
    console.print(result["ffn"], highlight=False, soft_wrap=True)


def main() -> None:
    """Entry point for ``python -m eerie``."""
    app()


if __name__ == "__main__":
    main()
