"""The ``eerie`` command line."""

from __future__ import annotations

import json
import os
import random
import shlex
import sys
import time
from collections.abc import Iterable
from importlib import resources
from importlib.metadata import entry_points
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from eerie import __version__
from eerie.ai.agents import Budget, level_names
from eerie.cli.common import (
    RUNTIME,
    LangOpt,
    check_lang,
    data_dir,
    fail,
    parse_seats,
    problem,
    translator,
)
from eerie.cli.group import EerieGroup
from eerie.cli.terminal import SaveError, TerminalSession
from eerie.core import rules_help
from eerie.core.difficulty import DIFFICULTIES
from eerie.core.events import Logged
from eerie.core.game import Game
from eerie.core.reasons import os_reason
from eerie.core.record import Record, RecordError, new_record, replay
from eerie.core.registry import game_ids, get_game
from eerie.core.text import LANGUAGES, Msg, msg
from eerie.server.command import serve

if TYPE_CHECKING:
    from eerie.sim.runner import GameResult, SimSpec

app = typer.Typer(
    cls=EerieGroup,
    help="Eerie: tabletop horror board games with the computer as referee and opponent.",
    no_args_is_help=True,
    add_completion=False,
)
app.command("serve")(serve)


@app.callback()
def _main(lang: LangOpt = None) -> None:
    """The options of ``eerie`` itself, before the command: ``eerie --lang ko replay
    FILE`` prints the command's texts in Korean (as its own ``--lang`` would)."""
    if lang is not None:
        check_lang(lang)

COMMANDS_GROUP = "eerie.commands"
"""Entry-point group of command groups that games bring (``name = "module:typer_app"``):
each becomes ``eerie <name> ...``, such as a game's table companions."""

for _point in sorted(entry_points(group=COMMANDS_GROUP), key=lambda p: p.name):
    app.add_typer(_point.load(), name=_point.name)



def _game(game_id: str) -> Game[Any]:
    try:
        return get_game(game_id)
    except KeyError:
        fail(msg("cli.err.unknown_game", game=game_id, n=len(game_ids()),
                 games=", ".join(game_ids())))


def _options(game: Game[Any], items: list[str] | None) -> dict[str, Any]:
    """Repeated ``--option name=value`` (or ``--set``), each value read as its field of
    the game's config schema reads text (``players=3``, ``prey3=yes``,
    ``investigators=a,b``); a name the schema does not declare takes a JSON value where
    one parses, else the text (the game then says whether it knows the option)."""
    schema = game.config_schema()
    out: dict[str, Any] = {}
    for item in items or []:
        key, eq, raw = item.partition("=")
        key = key.strip()
        if not eq or not key:
            fail(msg("cli.err.option_not_pair", item=item))
        if key in schema.names():
            try:
                out[key] = schema[key].parse(raw)
            except ValueError as exc:
                fail(msg("cli.err.option", problem=problem(exc)), game=game)
            continue
        try:
            out[key] = json.loads(raw)
        except json.JSONDecodeError:
            out[key] = raw
    return out


def option_lines(game: Game[Any], lang: str = "en") -> list[str]:
    """The game's config options, one line each: name, what it accepts, its label."""
    tr = translator(game, lang)
    return [f"{f.name} ({f.summary(tr)}): {tr(f.label)}" for f in game.config_schema()]


def _scenario_options(scenario: str | None, investigators: str | None) -> dict[str, Any]:
    """``--scenario`` and ``--investigators`` as game options (``--option`` may override)."""
    out: dict[str, Any] = {}
    if scenario is not None:
        out["scenario"] = scenario
    if investigators is not None:
        ids = [i.strip() for i in investigators.split(",") if i.strip()]
        if not ids:
            fail(msg("cli.err.investigators_empty"))
        out["investigators"] = ids
    return out


@app.command()
def version() -> None:
    """Print the version."""
    typer.echo(f"eerie {__version__}")


@app.command()
def games(lang: LangOpt = None) -> None:
    """List the games Eerie can run, with their AI levels and options (give options to
    play and simulate as --option name=value)."""
    lang = check_lang(lang)
    tr = translator(None, lang)
    for gid in game_ids():
        g = get_game(gid)
        typer.echo(tr(msg("cli.games.line", game=gid, levels=", ".join(level_names(g)))))
        typer.echo(f"    {tr(ladder_line(g))}")
        for line in option_lines(g, lang):
            typer.echo(f"    {line}")


@app.command()
def rules(game_id: Annotated[str, typer.Argument(metavar="GAME")], lang: LangOpt = None
          ) -> None:
    """Show a game's rules summary."""
    lang = check_lang(lang)
    game = _game(game_id)
    ref = resources.files(game.locale_package).joinpath("rules", f"{lang}.md")
    if not ref.is_file():
        fail(msg("cli.err.no_rules", game=game_id, lang=lang))
    typer.echo(rules_help.for_terminal(ref.read_text(encoding="utf-8")))


def _load_game(resume: Path, game_id: str | None) -> tuple[Game[Any], Record, Any]:
    """The game, the record in ``resume`` and the state it reaches (a usage error if it
    cannot be read or is a game other than ``game_id``, when given)."""
    try:
        record = Record.load(resume)
        if game_id is not None and record.game != game_id:
            fail(msg("cli.err.resume_other_game", file=str(resume), found=record.game,
                     game=game_id))
        game, state = replay(record)
    except RecordError as exc:
        fail(problem(exc))
    return game, record, state


def ladder_line(game: Game[Any]) -> Msg:
    """What ``eerie games`` says of a game's difficulties: their measured ratings
    (``Game.ladder``), or their names if they are not rated yet."""
    ladder = game.ladder()
    if ladder is None:
        return msg("cli.games.no_ladder", names=", ".join(DIFFICULTIES))
    against = msg("cli.games.ladder_levels" if ladder.against == "levels"
                  else "cli.games.ladder_scenario")
    ratings = ", ".join(f"{name} {ladder.ratings[name].show()}" for name in DIFFICULTIES
                        if name in ladder.ratings)
    return msg("cli.games.ladder", games=ladder.games, against=against, ratings=ratings)


def _check_levels(game: Game[Any], levels: Iterable[str]) -> None:
    """A usage error for the first of ``levels`` that is neither a difficulty nor one of
    the game's AI levels."""
    known = level_names(game)
    for level in levels:
        if level not in known:
            fail(msg("cli.err.unknown_level", level=level, levels=", ".join(known)))


def _together(groups: list[str], seats: int) -> tuple[dict[int, int], list[list[int]]]:
    """``--together 2,3,4`` as {seat: the person playing it} and the groups (1-based)."""
    person: dict[int, int] = {}
    out: list[list[int]] = []
    for group in groups:
        try:
            members = sorted({int(x) - 1 for x in group.split(",") if x.strip()})
        except ValueError:
            fail(msg("cli.err.together_not_seats", value=group))
        for seat in members:
            if not 0 <= seat < seats:
                fail(msg("cli.err.no_seat", option="--together", seat=seat + 1, seats=seats))
            person[seat] = members[0]
        out.append([m + 1 for m in members])
    return person, out


def _meta_lang(meta: dict[str, Any]) -> str | None:
    """The language a record was last played in (None if it does not say)."""
    lang = meta.get("lang")
    return lang if isinstance(lang, str) and lang in LANGUAGES else None


def _meta_field(meta: dict[str, Any], key: str, default: Any, ok: Any) -> Any:
    """``meta[key]`` if ``ok(value)`` holds, ``default`` if absent; a usage error if the
    record holds something else there."""
    if key not in meta:
        return default
    value = meta[key]
    if not ok(value):
        fail(msg("cli.err.record_meta", field=key, value=repr(value)))
    return value


def _is_seats(value: Any) -> bool:
    return isinstance(value, dict) and all(
        isinstance(k, str) and k.isdigit() and isinstance(v, str) for k, v in value.items())


def _is_groups(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(g, list) and all(isinstance(x, int) for x in g) for g in value)


@app.command()
def play(
    game_id: Annotated[str | None, typer.Argument(
        metavar="GAME",
        help="A game id (eerie games lists them; not needed with --resume).")] = None,
    players: Annotated[int | None, typer.Option(help="Number of players.")] = None,
    ai: Annotated[str, typer.Option(
        help="AI seats (1-based), e.g. '2,3,4' or '2:random,3'. Others are people.")] = "",
    level: Annotated[str, typer.Option(
        help="Difficulty (easy, normal, hard, strongest) or AI level for seats given "
             "without one.")] = "normal",
    seed: Annotated[int | None, typer.Option(help="Seed for dice, cards and AI.")] = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", "-l", help="Language: en, ko or zh (default: with --resume, the language the "
                             "game was last played in; else from LC_ALL, LC_MESSAGES or LANG, "
                             "else en).")] = None,
    variant: Annotated[str | None, typer.Option(help="Game variant (game-specific).")] = None,
    layout: Annotated[str | None, typer.Option(help="Board layout (game-specific).")] = None,
    scenario: Annotated[str | None, typer.Option(
        help="Scenario id or file (games with scenarios).")] = None,
    investigators: Annotated[str | None, typer.Option(
        help="Investigator ids, comma-separated (games with investigators).")] = None,
    option: Annotated[list[str] | None, typer.Option(
        "--option", "-o", "--set", help="Game option as name=value, repeatable (eerie games "
                                        "lists each game's options).")] = None,
    together: Annotated[list[str] | None, typer.Option(
        help="Seats one person plays together, e.g. '2,3,4' (no pass-the-device screen "
             "between them); repeatable.")] = None,
    table_dice: Annotated[bool | None, typer.Option(
        "--table-dice/--no-table-dice",
        help="Type in dice rolls and card draws from a physical table.")] = None,
    save: Annotated[Path | None, typer.Option(
        help="Record file, saved after every action (default: a new file in "
             "$EERIE_HOME/saves or ~/.local/share/eerie/saves; with --resume, that file).")]
        = None,
    resume: Annotated[Path | None, typer.Option(
        help="Continue the game in this record, with the AI seats, --together, "
             "--table-dice and language it was played with unless given again.")] = None,
    ai_iterations: Annotated[int | None, typer.Option(
        help="Search iterations per decision of AI seats that search (the strongest "
             "levels), instead of their clock: with --seed the AI then plays the same "
             "on any machine.")] = None,
) -> None:
    """Play a game in the terminal against AI seats or people at one table."""
    if lang is not None:
        check_lang(lang)
    if ai_iterations is not None and ai_iterations < 1:
        fail(msg("cli.err.serve.ai_iterations", value=str(ai_iterations)))
    if game_id is not None:
        _game(game_id)
    opening: list[Logged] = []  # set-up events: shown for a new game, not on resume
    if resume is not None:
        given = [flag for flag, value in (
            ("--players", players), ("--variant", variant), ("--layout", layout),
            ("--scenario", scenario), ("--investigators", investigators), ("--option", option),
        ) if value]
        if given:
            fail(msg("cli.err.resume_fixed", n=len(given), options=", ".join(given)))
        game, record, state = _load_game(resume, game_id)
        meta = record.meta
        try:
            seats = (parse_seats(ai, game.num_seats(state), level) if ai else
                     {int(k): v for k, v in _meta_field(meta, "ai", {}, _is_seats).items()})
        except ValueError as exc:
            fail(problem(exc), game=game)
        save_path = save or resume
        if seed is None:
            start = _meta_field(meta, "seed", 0, lambda v: type(v) is int)
            seed = start + len(record.actions)
        lang = lang or _meta_lang(meta) or check_lang(None)
        if table_dice is None:
            table_dice = _meta_field(meta, "table_dice", False, lambda v: type(v) is bool)
        if not together:
            together = [",".join(map(str, g))
                        for g in _meta_field(meta, "together", [], _is_groups)]
    else:
        if game_id is None:
            fail(msg("cli.err.which_game"))
        game = _game(game_id)
        config: dict[str, Any] = {}
        if players is not None:
            config["players"] = players
        if variant is not None:
            config["variant"] = variant
        if layout is not None:
            config["layout"] = layout
        config.update(_scenario_options(scenario, investigators))
        config.update(_options(game, option))
        try:
            record = new_record(game, config)
            state, opening = game.start_logged(record.config)
            seats = parse_seats(ai, game.num_seats(state), level)
        except ValueError as exc:
            fail(problem(exc), game=game)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        record.meta = {"seed": seed}
        stamp = time.strftime("%Y%m%d-%H%M%S")
        save_path = save or data_dir() / "saves" / f"{game.id}-{stamp}-{seed}.json"
        lang = lang or check_lang(None)
    _check_levels(game, seats.values())
    person, groups = _together(together or [], game.num_seats(state))
    if ai_iterations is None and resume is not None:
        ai_iterations = _meta_field(record.meta, "ai_iterations", None,
                                    lambda v: type(v) is int and v >= 1)
    record.meta.update({"ai": {str(k): v for k, v in seats.items()}, "lang": lang,
                        "table_dice": bool(table_dice), "together": groups})
    if ai_iterations is not None:
        record.meta["ai_iterations"] = ai_iterations
    session = TerminalSession(
        game=game, state=state, record=record, save_path=save_path,
        tr=translator(game, lang), console=Console(), seats=seats, rng=Random(seed),
        table_dice=bool(table_dice), person=person, opening=opening,
        budget=None if ai_iterations is None else Budget(iterations=ai_iterations),
    )
    try:
        session.save()
    except SaveError as exc:
        if save is None and resume is None:
            fail(msg("cli.err.cannot_save_in", folder=str(exc.path.parent),
                     reason=exc.why), RUNTIME)
        fail(msg("cli.err.cannot_save", option="--save" if save is not None else "--resume",
                 file=str(exc.path), reason=exc.why))
    code = session.run()
    if code:
        raise typer.Exit(code)


@app.command("replay")
def replay_cmd(
    file: Annotated[Path, typer.Argument(metavar="FILE", help="A record file.")],
    lang: LangOpt = None,
    at: Annotated[int | None, typer.Option(help="Show the position after this many actions.")]
        = None,
    auto: Annotated[bool, typer.Option(help="Print the whole game without pausing.")] = False,
    seat: Annotated[int | None, typer.Option(
        help="See the game as this seat (1-based): its board and the messages it may see "
             "(default: a spectator's).")] = None,
) -> None:
    """Step through a finished or unfinished game: each move's messages, then the board.

    Enter: next move, b: back, a number: go to that move, q: quit.
    """
    from eerie.cli.replayer import Replayer

    lang = check_lang(lang)
    try:
        record = Record.load(file)
        game, final = replay(record)
    except RecordError as exc:
        fail(problem(exc))
    seats = game.num_seats(final)
    if seat is not None and not 1 <= seat <= seats:
        fail(msg("cli.err.between", option="--seat", low=1, high=seats))
    shown = Replayer(game, record, translator(game, lang), Console(),
                     None if seat is None else seat - 1)
    if at is not None:
        if not 0 <= at <= shown.total:
            fail(msg("cli.err.between", option="--at", low=0, high=shown.total))
        shown.show(at)
    elif auto or not sys.stdin.isatty():
        shown.print_all()
    else:
        shown.step_through()


def _player_counts(players: str | None) -> list[int | None]:
    """``--players 2,3,4`` as [2, 3, 4]; [None] (the game's default) when not given."""
    if players is None or not players.strip():
        return [None]
    counts: list[int | None] = []
    for part in players.split(","):
        part = part.strip()
        if not part.isdigit():
            fail(msg("cli.err.players_not_number", value=part))
        if int(part) in counts:
            fail(msg("cli.err.players_twice", n=int(part)))
        counts.append(int(part))
    return counts


def _check_writable(path: Path | None, flag: str) -> None:
    """Fail before simulating if ``path`` cannot be written."""
    if path is None:
        return
    if path.is_dir():
        fail(msg("cli.err.out_is_folder", option=flag, file=str(path)))
    parent = path.parent
    if not parent.is_dir():
        fail(msg("cli.err.out_no_folder", option=flag, file=str(path), folder=str(parent),
                 why="not_folder" if parent.exists() else "missing"))
    if not os.access(parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        fail(msg("cli.err.out_not_writable", option=flag, file=str(path)))


def _ci(lo: float, hi: float) -> str:
    """An interval as ``0.123-0.456``."""
    return f"{lo:.3f}-{hi:.3f}"


def _print_run(out: Console, game: Game[Any], spec: SimSpec, results: list[GameResult],
               lang: str = "en") -> None:
    """The console summary of one run, in language ``lang``."""
    from eerie.sim.report import measure_labels, summarize

    tr = translator(game, lang)
    teams = game.teams(spec.config)
    summary = summarize(results, teams)
    levels, rotate, seats = list(spec.agents), spec.rotate, len(spec.agents)
    rotating = rotate and len(set(levels)) > 1
    count = spec.config.get("players")
    run = {"game": game.id, "games": spec.games, "seats": seats, "seed": spec.seed,
           "agents": ",".join(levels)}
    line = (tr(msg("sim.console.run_players", players=count, **run))
            if isinstance(count, int) and count != seats else tr(msg("sim.console.run", **run)))
    out.print(line + (" " + tr(msg("sim.console.rotated")) if rotating else ""),
              highlight=False)
    labels = game.outcome_labels(spec.config)
    for team in teams:
        r = summary["teams"][team.key]
        lo, hi = r.interval
        out.print(tr(msg("sim.console.team", team=team.label, wins=round(r.wins, 2),
                         games=r.games, rate=f"{r.rate:.3f}", low=f"{lo:.3f}",
                         high=f"{hi:.3f}")), highlight=False)
    order = list(labels.seat_results)
    for i, seat in enumerate(summary["seat_results"]):
        ranked = sorted(seat.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order
                        else len(order))
        out.print(tr(msg("sim.console.seat", n=i + 1, name=game.seat_name(i, spec.config),
                         list=", ".join(
            f"{tr(labels.seat_results[k]) if k in labels.seat_results else k} {r.wins:g}"
            for k, r in ranked))), highlight=False)
    if summary["endings"]:
        out.print(tr(msg("sim.console.endings", list=", ".join(
            f"{tr(labels.endings[k]) if k in labels.endings else k} {r.wins:g}"
            for k, r in summary["endings"].items()))), highlight=False)
    t = Table(title=tr(msg("sim.win_rate_seat")))
    t.add_column(tr(msg("sim.seat")))
    t.add_column(tr(msg("sim.played_by")))
    for key in ("sim.console.wins", "sim.console.rate", "sim.ci"):
        t.add_column(tr(msg(key)), justify="right")
    for i, r in enumerate(summary["by_seat"]):
        who = tr(game.seat_name(i, spec.config)) + ": " + (
            tr(msg("sim.rotating")) if rotating else levels[i])
        t.add_row(str(i + 1), who, f"{r.wins:g}", f"{r.rate:.3f}", _ci(*r.interval))
    out.print(t)
    per_game = summary["per"] == "game"
    t = Table(title=tr(msg("sim.console.by_agent_game" if per_game
                           else "sim.console.by_agent_seat")))
    t.add_column(tr(msg("sim.console.agents_head")))
    for key in ("sim.console.games_played" if per_game else "sim.console.seats_played",
                "sim.console.wins", "sim.console.rate", "sim.ci"):
        t.add_column(tr(msg(key)), justify="right")
    for name, r in summary["by_agent"].items():
        t.add_row(name, str(r.games), f"{r.wins:g}", f"{r.rate:.3f}", _ci(*r.interval))
    out.print(t)
    nw = summary["no_winner"]
    out.print(tr(msg("sim.console.no_winner", wins=f"{nw.wins:g}", rate=f"{nw.rate:.3f}")),
              highlight=False)
    names = measure_labels(game)
    for key, m in summary["means"].items():
        name = tr(names[key]) if key in names else key
        out.print(tr(msg("sim.console.mean", name=name, mean=f"{m.mean:.2f}",
                         low=f"{m.low:.2f}", high=f"{m.high:.2f}", sd=f"{m.sd:.2f}")),
                  highlight=False)


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
        help="Scenario id or file (games with scenarios); several, comma-separated, make "
             "one run each (with every player count).")] = None,
    investigators: Annotated[str | None, typer.Option(
        help="Investigator ids, comma-separated (games with investigators).")] = None,
    option: Annotated[list[str] | None, typer.Option(
        "--option", "-o", "--set", help="Game option as name=value, repeatable (eerie games "
                                        "lists each game's options).")] = None,
    output: Annotated[Path | None, typer.Option(
        "--json", help="Also write every game's result and the summary as JSON here.")] = None,
    csv_path: Annotated[Path | None, typer.Option(
        "--csv", help="Also write one CSV row per game here.")] = None,
    report: Annotated[Path | None, typer.Option(
        "--report", help="Also write an HTML report with figures here (needs matplotlib: "
                         "pip install 'eerie\\[report]').")] = None,
    no_rotate: Annotated[bool, typer.Option(
        "--no-rotate", help="Keep each level in its seat instead of rotating.")] = False,
    balance: Annotated[bool, typer.Option(
        "--balance", help="Also play, per player count and per AI level given, a run in "
                          "which every seat plays that level: its win rate by seat shows "
                          "seat balance (and, in co-operative games, the difficulty for "
                          "that level). A run with one level given is such a run "
                          "already.")] = False,
    lang: LangOpt = None,
) -> None:
    """Simulate many seeded games between AI levels and report win rates."""
    from eerie.sim.backends import BackendError, import_ray, make_backend, run_all
    from eerie.sim.runner import SimSpec

    lang = check_lang(lang)
    game = _game(game_id)
    scenarios: list[str | None] = [None]
    if scenario is not None:
        scenarios = [part.strip() for part in scenario.split(",") if part.strip()]
        if not scenarios:
            fail(msg("cli.err.scenario_empty"))
    extra = _options(game, option)
    levels = [a.strip() for a in agents.split(",") if a.strip()]
    if not levels:
        fail(msg("cli.err.agents_empty"))
    _check_levels(game, levels)
    for flag, value in (("--games", games_), ("--workers", workers), ("--batch", batch)):
        if value < 1:
            fail(msg("cli.err.at_least", option=flag, low=1))
    rotate = game.symmetric_seats and not no_rotate
    specs: list[SimSpec] = []
    for count, one in ((c, sc) for sc in scenarios for c in _player_counts(players)):
        config = _scenario_options(one, investigators) | extra
        if count is not None:
            config["players"] = count
        try:
            config = game.normalize_config(config)
            seats = game.num_seats(game.setup(config))
        except ValueError as exc:
            fail(problem(exc), game=game)
        if len(levels) > seats:
            fail(msg("cli.err.too_many_agents", n=len(levels), seats=seats))
        lineup = levels + [levels[-1]] * (seats - len(levels))
        specs.append(SimSpec(game.id, config, tuple(lineup), games_, seed, rotate=rotate))
    if balance:
        if not game.symmetric_seats:
            fail(msg("cli.err.balance_roles"))
        specs += [SimSpec(game.id, spec.config, (level,) * len(spec.agents), games_, seed,
                          rotate=rotate)
                  for spec in list(specs) if len(set(spec.agents)) > 1
                  for level in dict.fromkeys(levels)]
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
                fail(problem(exc))
    except BackendError as exc:
        fail(problem(exc))
    console = Console(stderr=True)
    tr = translator(None, lang)
    total = games_ * len(specs)
    started = time.perf_counter()
    try:
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeRemainingColumn(), console=console, transient=True) as bar:
            busy = tr(msg("sim.console.simulating"))
            task = bar.add_task(tr(msg("sim.console.starting")) if backend == "ray" else busy,
                                total=total)

            def advance(k: int) -> None:
                bar.update(task, advance=k, description=busy)

            with runner:
                results = run_all(specs, runner, batch, advance)
    except BackendError as exc:
        fail(problem(exc))
    elapsed = time.perf_counter() - started
    out = Console()
    for spec, res in zip(specs, results, strict=True):
        _print_run(out, game, spec, res, lang)
    speed = {"seconds": f"{elapsed:.1f}", "rate": f"{total / elapsed:.1f}"}
    console.print(tr(msg("sim.console.speed", backend=runner.describe(), **speed)),
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
            from eerie.sim.html_report import run_report, write_html

            reports = [run_report(spec, res, lang) for spec, res in runs]
            params: dict[str, str] = {}
            if sys.argv[1:2] == ["simulate"]:
                params[tr(msg("sim.report.param.command"))] = shlex.join(
                    ["eerie", *sys.argv[1:]])
            params |= {
                tr(msg("sim.report.param.backend")): runner.describe(),
                tr(msg("sim.report.param.batch")): str(batch),
                tr(msg("sim.report.param.time")): tr(msg("sim.report.time", **speed)),
                tr(msg("sim.report.param.version")): __version__,
                tr(msg("sim.report.param.date")): time.strftime("%Y-%m-%d %H:%M %Z"),
            }
            write_html(report, reports, params,
                       title=tr(msg("sim.report.title_game", game=game.id)))
    except OSError as exc:
        fail(msg("cli.err.cannot_write", file=str(exc.filename), reason=os_reason(exc)))


@app.command()
def validate(
    paths: Annotated[list[Path], typer.Argument(
        metavar="PATH",
        help="Files to check (the games' content files such as maps and scenarios, and "
             "records), or "
             "folders: every .json file in them and their sub-folders whose format field "
             "names an Eerie format.")],
    lang: LangOpt = None,
) -> None:
    """Check content files and report every problem with its place.

    Exit status 1 if any file has an error; warnings are listed but do not fail.
    A folder is searched for content files; how many were checked is printed at the end.
    """
    from eerie.cli.validation import content_files, file_checks, problems_of, translator_for_checks

    tr = translator_for_checks(check_lang(lang))
    checks = file_checks()
    errors = 0
    for path in paths:
        files = [path]
        if path.is_dir():
            files, skipped = content_files(path)
        bad = 0
        for file in files:
            problems = problems_of(file, checks)
            if not problems:
                typer.echo(tr(msg("cli.validate.ok", file=str(file))))
            for found in problems:
                typer.echo(tr(msg("cli.validate.line", file=str(file), problem=found.line)))
            wrong = sum(1 for found in problems if found.level == "error")
            errors += wrong
            bad += wrong > 0
        if path.is_dir():
            typer.echo(tr(msg("cli.validate.summary", path=str(path), files=len(files),
                              bad=bad, skipped=len(skipped))))
            if not files:
                typer.echo(tr(msg("cli.validate.no_content", path=str(path))))
                errors += 1
    if errors:
        raise typer.Exit(1)


def main() -> None:
    """Entry point for ``python -m eerie``."""
    app()


if __name__ == "__main__":
    main()
