"""Mansions of Madness (2nd ed.) under the kernel contract: the engine is the app.

Config: ``{"scenario": id or path, "investigators": [ids] (1-5), "seats": {id: seat}}``.
By default every investigator has a seat of its own; a one-person game puts its two
investigators on one seat (``"seats": {"a": 0, "b": 0}``).

Everything that happens is a frame of the interpreter (:mod:`.script`): the round, a
turn, an action, a test, a card draw. ``pending`` asks the top frame; ``apply`` hands it
the decision and runs on until the next decision or chance step. Chance steps: die rolls
(one outcome per count of success, clue and blank faces), face-up damage and horror
cards (drawn from the cards not face up anywhere), insanity cards, spell and condition
copies, random possessions, random investigators, mythos events, a monster's barricade
roll.

Decision ids (the top frame's kind in ``state.stack[-1]["k"]`` says which family):

* ``round``: ``turn:<investigator>`` (any seat with an investigator still to act),
  ``end_phase`` (the others pass their turns: the app's "end phase");
* ``turn``: ``move:<space>`` (one step; the first starts a move action), ``explore:``,
  ``search:``, ``interact:<token>``, ``sight:<token>`` (free), ``attack:<uid>:<weapon|
  unarmed|spell>``, ``trade:give:<thing>:<inv>``, ``trade:pick:<thing>``,
  ``trade:drop:<thing>``, ``push:<uid|inv>:<space>``, ``steal:<inv>:<skill>``,
  ``fire:<space>``, ``barricade:<a>:<b>``, ``clear_barricade:<a>:<b>``, ``extinguish``,
  ``use:<item>``, ``cast:<spell>``, ``ability[:<inv>]``, ``end_turn``;
* ``trading``: ``trade:<give|pick|drop>:<thing>:<to>:<owner>``, ``done``;
* ``test``: chance ``roll:s<n>c<n>b<n>``, then ``clues:<k>`` / ``reroll:<k>``;
* ``choice``: ``opt:<i>``; ``evade``: ``evade:<uid>``; ``horror_phase``:
  ``horror:<uid>``; ``may_move``: ``move:<space>``, ``stop``; ``pushing``: ``comply``,
  ``resist``; ``stealing``: ``take:<thing>``; ``fire_spread``: ``spread:<from>:<to>``;
* ``puzzle``: chance ``seed:<n>``, ``clues:<k>``, the puzzle's own move ids (slide
  ``swap:<a>:<b>``, lock ``move:<block>:<+-n>``, code ``sym:<k>`` / ``undo`` / ``submit``:
  a guess is built one symbol at a time and only ``submit`` is an attempt), ``close``;
* ``healing``: ``up:<card>`` (discard that face-up card), ``down`` (a random face-down
  one); ``lose_pick``: ``lose:<item>`` (the item given up);
* ``prevent``: ``prevent:<k>`` (of one resist test against damage and horror, ``k``
  successes prevent damage, the rest horror); ``forced_move``: ``move:<space>`` (only
  among equally good spaces; no stop);
* chance: ``card:<id>`` (damage, horror, insanity), ``copy:<id>`` (spell, condition),
  ``thing:<id>`` (a random possession), ``who:<investigator>``, ``mythos:<id>``,
  ``roll:...`` (a monster's barricade roll).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from pathlib import Path
from random import Random
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from eerie.core.config import ConfigChoice, ConfigError, ConfigSchema, Field
from eerie.core.decision import CHANCE, Pending
from eerie.core.events import Event
from eerie.core.game import Game, Outcome, OutcomeLabels, Team
from eerie.core.reasons import reason
from eerie.core.text import Msg, literal, msg
from eerie.games.mansions import paths
from eerie.games.mansions import schema as sc
from eerie.games.mansions.language import LANGUAGE
from eerie.games.mansions.rules import puzzles as puzzle_rules
from eerie.games.mansions.schema import Scenario
from eerie.games.mansions.script import (
    Ctx,
    condition_deck,
    gain,
    holds,
    key,
    push,
    run,
    spawn,
)
from eerie.games.mansions.secret_draws import secret_owners
from eerie.games.mansions.state import OVER, Floor, Inv, LibraryLike, MoMState, Mon
from eerie.script.interpreter import Interpreter
from eerie.script.shared import announce_objective, fire_triggers, ltext

if TYPE_CHECKING:
    from eerie.games.mansions.library import Library

MAX_INVESTIGATORS = 5


@lru_cache(maxsize=32)
def load(ref: str) -> tuple[Scenario, LibraryLike, Any]:
    """Scenario, content library and board for a scenario id or file path. Content sets
    are taken from the scenario file's folder when they are there (self-contained test
    and custom scenarios), else from the packaged content."""
    from eerie.games.mansions.board import Board
    from eerie.games.mansions.library import (
        content_files,
        load_content,
        load_scenario,
        scenario_path,
    )

    scenario = load_scenario(ref)
    root: Path | None = None
    p = Path(ref)
    if ("/" in ref or "\\" in ref or ref.endswith(".json")) and all(
            content_files(s, p.parent) for s in scenario.content):
        root = p.parent
    lib = load_content(scenario.content, root=root)
    refuse_invalid(scenario_path(ref), lib)
    return scenario, lib, Board.from_scenario(scenario)


def refuse_invalid(path: Path, lib: Library) -> None:
    """Raise ``ValueError`` listing the validator's errors (``eerie validate``) if the
    scenario file has any: a scenario that loads but refers to missing events, monsters or
    spaces would otherwise fail in the middle of a game. Warnings are let through."""
    from eerie.games.mansions.validate import validate_file

    errors = [i for i in validate_file(path, library=lib) if i.level == "error"]
    if errors:
        more = f" (and {len(errors) - 5} more)" if len(errors) > 5 else ""
        raise ValueError("the scenario does not pass `eerie validate`: "
                         + "; ".join(i.short() for i in errors[:5]) + more)


def new_state(interpreter: Interpreter[MoMState], scenario: Scenario, lib: LibraryLike,
              board: Any, investigators: list[str], seats: Mapping[str, int],
              config: dict[str, Any]) -> tuple[MoMState, list[Event]]:
    """A fresh game and the events of its set-up: the opening of the scenario (its
    prologue, starting possessions and monsters, the first objective), then its start
    triggers."""
    st = MoMState(scenario, lib, board, interpreter, dict(config))
    start = scenario.start
    for iid in investigators:
        st.invs.append(Inv(iid, int(seats[iid]), start.space))
    st.tiles = list(start.tiles)
    st.tokens = list(start.tokens)
    st.objective = start.objective
    st.variables = dict(scenario.variables)
    st.damage_pool = {c.id: c.copies for c in lib.damage.values()}
    st.horror_pool = {c.id: c.copies for c in lib.horror.values()}
    st.insanity_pool = sorted(lib.insanity)
    push(st, "round", stage="inv", left=0)
    ctx = Ctx(st)
    ctx.emit("mom.say", "mom.ev.prologue", {"text": ltext(scenario.prologue)})
    for inv in st.invs:
        for thing in lib.investigators[inv.id].starting:
            gain(ctx, inv.id, "item" if thing in lib.items else "spell", thing)
    for sp in start.monsters:
        space = sp.space or start.space
        spawn(ctx, sp.kind, space)
    announce_objective(ctx, start.objective)
    fire_triggers(ctx, "round_start")
    fire_triggers(ctx, "start")
    run(ctx)
    return st, ctx.events


class Mansions(Game[MoMState]):
    """The Mansions of Madness rules engine."""

    id = "mansions-of-madness"
    round_event = "mom.round"
    version = "1"
    content_version = "1"
    locale_package = "eerie.games.mansions"
    has_secrets = True
    symmetric_seats = True
    offers_search = False  # measured weaker than the heuristic: see eerie.games.mansions.search
    shared_wins = True
    stat_events = MappingProxyType({"mom.defeated": "monsters defeated",
                                    "mom.eliminated": "investigators eliminated"})

    def __init__(self) -> None:
        self.interpreter: Interpreter[MoMState] = Interpreter(LANGUAGE)
        """The interpreter of :data:`~eerie.games.mansions.language.LANGUAGE` that this
        game's states run under."""

    # -- set-up ---------------------------------------------------------------------------

    def config_schema(self) -> ConfigSchema:
        """``scenario`` (a packaged scenario id or a scenario file; default the shortest
        packaged one), ``players`` (how many people, 1-5; one person plays two
        investigators on one seat), ``investigators`` (their ids; default the first ones
        of the content, one per person or two for one person) and ``seats`` (each
        investigator's seat, numbered from 0; default one seat each, or one seat for one
        person). ``players`` only shapes the defaults: the normalised config keeps the
        investigators and seats it gives."""
        return _config_schema()

    def finish_config(self, config: dict[str, Any]) -> dict[str, Any]:
        """The scenario must load, and the investigators and seats fit it and the people."""
        ref = config.get("scenario")
        if ref is None:
            raise ConfigError("no scenario given and none is packaged",
                              msg("mom.err.no_scenario"))
        try:
            scenario, lib, _ = load(ref)
        except (ValueError, OSError) as exc:
            from eerie.games.mansions.library import ContentError

            why = exc.messages[0] if isinstance(exc, ContentError) and exc.problems \
                else reason(exc)
            raise ConfigError(f"scenario {ref!r}: {exc}", msg(
                "mom.err.scenario", scenario=repr(ref), reason=why)) from None
        players = config.get("players")
        invs = config.get("investigators")
        if invs is None:  # the first investigators: one each, or two for one person
            invs = sorted(lib.investigators)[:2 if players in (None, 1) else players]
            if not invs:
                raise ConfigError("investigators: the scenario's content has none",
                                  msg("mom.err.no_investigators"))
        elif players not in (None, 1) and len(invs) != players:
            raise ConfigError(f"{players} players need {players} investigators, not {len(invs)}",
                              msg("mom.err.investigators_count", n=players, got=len(invs)))
        missing = [i for i in invs if i not in lib.investigators]
        if missing:
            known = ", ".join(sorted(lib.investigators))
            raise ConfigError(
                f"unknown investigator(s): {', '.join(missing)} (choose among {known})",
                msg("mom.err.unknown_investigators", names=", ".join(missing),
                    known=known))
        seats = config.get("seats")
        if seats is None:
            seats = {i: n for n, i in enumerate(invs)}
            if players == 1:
                seats = dict.fromkeys(invs, 0)
        if set(seats) != set(invs):
            raise ConfigError("seats must give every investigator a seat", msg("mom.err.seats_all"))
        used = sorted(set(seats.values()))
        if used != list(range(len(used))):
            raise ConfigError("seats must be numbered 0, 1, 2 ... without gaps",
                              msg("mom.err.seats_gaps"))
        if len(used) == 1 and len(invs) == 1:
            raise ConfigError("a one-person game needs two investigators", msg("mom.err.solo"))
        lo, hi = scenario.players
        if not lo <= len(invs) <= hi:  # counted in investigators (a solo game has two)
            raise ConfigError(f"this scenario is for {lo}-{hi} investigators",
                              msg("mom.err.scenario_size", low=lo, high=hi))
        return {"scenario": ref, "investigators": invs,
                "seats": {i: int(seats[i]) for i in invs}}

    def setup(self, config: Mapping[str, Any]) -> MoMState:
        return self.start(config)[0]

    def start(self, config: Mapping[str, Any]) -> tuple[MoMState, list[Event]]:
        """The first state and the set-up's events (the prologue first)."""
        cfg = self.normalize_config(config)
        scenario, lib, board = load(cfg["scenario"])
        return new_state(self.interpreter, scenario, lib, board, cfg["investigators"],
                         cfg["seats"], cfg)

    def num_seats(self, state: MoMState) -> int:
        return 1 + max(i.seat for i in state.invs)

    def clone(self, state: MoMState) -> MoMState:
        return state.clone()

    def seat_name(self, seat: int, config: Mapping[str, Any] | None = None) -> Msg:
        """The investigator a seat plays (both, for one person playing two), from a
        normalised config; "Player N" without one."""
        if not config or not isinstance(config.get("seats"), Mapping):
            return super().seat_name(seat)
        label = {c.value: c.label for c in _config_choices()["investigators"]}
        names = [label.get(iid, literal({"en": str(iid)}))
                 for iid in config.get("investigators", []) if config["seats"].get(iid) == seat]
        if not names:
            return super().seat_name(seat)
        if len(names) == 1:
            return names[0]
        return Msg("mom.seat.together", {"first": names[0], "second": names[1]})

    def round_number(self, state: MoMState) -> int:
        return state.round

    def game_stats(self, state: MoMState) -> dict[str, float]:
        """Whether the investigators won the scenario (the team's result, which a seat
        may not share: see :meth:`seat_result`)."""
        return {"investigators won": 1.0 if state.result == "victory" else 0.0}

    def stat_labels(self) -> Mapping[str, Msg]:
        """The counts of :attr:`stat_events` and the team's result of :meth:`game_stats`."""
        return _STAT_LABELS

    def teams(self, config: Mapping[str, Any]) -> tuple[Team, ...]:
        """All investigators, one team (a seat may still lose while it wins)."""
        seats = config.get("seats")
        if not isinstance(seats, Mapping) or not seats:
            seats = self.normalize_config(config)["seats"]
        n = len(set(seats.values()))
        return (Team("investigators", Msg("mom.team.investigators"), tuple(range(n))),)

    def outcome_labels(self, config: Mapping[str, Any]) -> OutcomeLabels:
        """How a scenario ends (:func:`_ending`), what each seat's result was
        (:meth:`seat_result`) and the insanity cards of the scenario's content (a
        seat's notes: the cards its investigators held at the end)."""
        _, lib, _ = load(str(config.get("scenario") or
                             _config_choices()["scenario"][0].value))
        cards = {cid: literal(card.name) for cid, card in sorted(lib.insanity.items())}
        return OutcomeLabels(_ENDINGS, _SEAT_RESULTS, MappingProxyType(cards),
                             Msg("mom.notes.insanity"))

    def agents(self) -> Mapping[str, Callable[[], Any]]:
        """The heuristic investigator (see :mod:`eerie.games.mansions.ai`)."""
        from eerie.games.mansions.ai import MansionsAgent

        return {"heuristic": MansionsAgent}

    # -- decisions ------------------------------------------------------------------------

    def pending(self, state: MoMState) -> Pending:
        st = state
        if st.result or not st.stack:
            return Pending((), (), Msg("mom.prompt.over"))
        top = st.stack[-1]
        actors, opts, prompt = st.interpreter.pending(st)
        secret = secret_owners(st, top) if actors == (CHANCE,) else None
        return Pending(actors, tuple(opts), prompt, secret)

    def _apply(self, state: MoMState, actor: int, option_id: str) -> list[Event]:
        st = state
        ctx = Ctx(st)
        st.interpreter.decide(ctx, option_id)
        return ctx.events

    # -- results --------------------------------------------------------------------------

    def winners(self, state: MoMState) -> dict[str, bool]:
        """Who wins, per investigator (insanity cards may change a goal)."""
        st = state
        out: dict[str, bool] = {}
        for inv in st.invs:
            card = st.lib.insanity.get(inv.insanity) if inv.insanity else None
            if inv.eliminated:
                out[inv.id] = False
            elif card is not None and card.alone:
                out[inv.id] = st.result == "defeat" and (
                    card.wins_if is None or holds(st, card.wins_if, inv.id))
            elif card is not None and card.wins_if is not None:
                out[inv.id] = st.result == "victory" and holds(st, card.wins_if, inv.id)
            else:
                out[inv.id] = st.result == "victory"
        return out

    def outcome(self, state: MoMState) -> Outcome | None:
        st = state
        if not st.result:
            return None
        won = self.winners(st)
        n = self.num_seats(st)
        scores = [0.0] * n
        for inv in st.invs:
            if won[inv.id]:
                scores[inv.seat] = 1.0
        winners = tuple(s for s in range(n) if scores[s] > 0)
        results = [self.seat_result(st, s, won) for s in range(n)]
        notes = tuple(tuple(inv.insanity for inv in st.invs if inv.seat == s and inv.insanity)
                      for s in range(n))
        return Outcome(winners, tuple(scores), Msg(key("mom.over", st.result)),
                       ending=_ending(st), teams=("investigators",) if st.result == "victory"
                       else (), seat_results=tuple(results), seat_notes=notes)

    def seat_result(self, state: MoMState, seat: int, won: Mapping[str, bool]) -> str:
        """What a seat's result was and why, from ``won`` (:meth:`winners`): ``won``
        with the team, ``won_alone`` (an insanity goal that wanted the others to lose),
        ``own_goal`` (the team won, the seat's insanity goal failed), ``lost`` with the
        team, or ``eliminated``. A seat playing two investigators takes the first of
        ``eliminated``, ``own_goal``, ``lost``, ``won_alone``, ``won`` that one of them
        has."""
        st = state
        found = set()
        for inv in st.invs:
            if inv.seat != seat:
                continue
            if inv.eliminated:
                found.add("eliminated")
            elif won[inv.id]:
                found.add("won_alone" if st.result == "defeat" else "won")
            else:
                found.add("own_goal" if st.result == "victory" else "lost")
        return next((r for r in _SEAT_RESULTS if r in found), "lost")

    # -- information ------------------------------------------------------------------------

    def encode(self, state: MoMState) -> dict[str, Any]:
        return state.encode()

    def view(self, state: MoMState, seat: int | None, *, board: bool = True) -> dict[str, Any]:
        """Public facts, and the seat's own insanity cards (``insanity_cards``: investigator
        id -> the card's id, title and text; every card once the game is over). Hidden:
        other insanity cards, the backs of held conditions not yet flipped (even the
        holder's), scenario variables, puzzle answers; face-down cards and spell copies
        are not in the state at all. Script frames show no scenario references: their step paths,
        mythos event ids and recorded variable names are opaque tokens
        (:mod:`eerie.games.mansions.paths`) that ``determinize`` maps back.

        ``board=False`` leaves out the drawing data (``present.public_board``): agents
        that never draw, such as the heuristic in search rollouts, save most of the
        cost of a view."""
        st = state
        data = st.encode()
        data["seat"] = seat
        over = st.phase == OVER
        hidden_cards = list(st.insanity_pool)
        # Clue counts (``invs[i]["clues"]``, and the board's sheets) stay public: clue
        # tokens lie open on a real table, so when a private insanity card gives its
        # holder clues everyone sees the count grow, as they would see the tokens taken,
        # and may guess the card from it. The card, the message of the gain and the
        # card's script stay the holder's (docs/mansions.md, "What a public clue count
        # tells").
        for inv_data, inv in zip(data["invs"], st.invs, strict=True):
            if inv.insanity is not None and inv.seat != seat and not over:
                inv_data["insanity"] = None
                hidden_cards.append(inv.insanity)
            if not over:  # RR 42: condition backs are hidden from everyone until flipped
                inv_data["cond_backs"] = {c: b for c, b in inv.cond_backs.items()
                                          if c in inv.cond_open}
        data["insanity_pool"] = sorted(hidden_cards)
        data["insanity_cards"] = {  # the cards this seat may read: title and text
            d["id"]: {"id": d["insanity"], "name": dict(card.name), "text": dict(card.text)}
            for d in data["invs"] if d["insanity"] is not None
            and (card := st.lib.insanity.get(d["insanity"])) is not None}
        if not over:
            data.pop("variables")
        data["puzzles"] = {k: puzzle_rules.public(v) for k, v in st.puzzles.items()}
        data["log"] = [e for e in st.log if e[2] is None or (seat is not None and seat in e[2])]
        for f in data["stack"]:
            aud = f.get("aud")
            if aud is not None and seat not in aud:
                f["path"] = list(paths.HIDDEN)  # a private script (an insanity card's)
            paths.veil_frame(st.scenario.id, f)  # no event ids, step paths, variables
        if board:
            from eerie.games.mansions.present import public_board

            data["board"] = public_board(st)
        return data

    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> MoMState:
        """A full state consistent with ``view``: other seats' insanity cards drawn from
        the cards they may hold; unflipped condition backs drawn from the copies not
        accounted for; hidden variables at their last known values (the
        scenario's starting values while the game runs); unsolved code answers drawn
        among those consistent with the guesses so far."""
        cfg = dict(view["config"])
        scenario, lib, board = load(cfg["scenario"])
        st = MoMState(scenario, lib, board, self.interpreter, cfg)
        st.invs = [Inv.decode(d) for d in view["invs"]]
        st.monsters = [Mon(**m) for m in view["monsters"]]
        st.next_uid = view["next_uid"]
        st.tiles, st.tokens = list(view["tiles"]), list(view["tokens"])
        st.used_tokens = list(view["used_tokens"])
        st.fire, st.darkness = list(view["fire"]), list(view["darkness"])
        st.barricades = [(a, b) for a, b in view["barricades"]]
        st.loose_barricades = list(view["loose_barricades"])
        st.passages = list(view["passages"])
        st.floor = [Floor(*f) for f in view["floor"]]
        st.variables = dict(view.get("variables", scenario.variables))
        st.fired, st.limits_done = list(view["fired"]), list(view["limits_done"])
        st.objective, st.phase, st.round = view["objective"], view["phase"], view["round"]
        st.elim_deadline = view["elim_deadline"]
        st.damage_pool, st.horror_pool = dict(view["damage_pool"]), dict(view["horror_pool"])
        pool = list(view["insanity_pool"])
        drawing = {f.get("inv") for f in view["stack"] if f.get("k") == "insanity"}
        for inv in st.invs:
            # an insane investigator of another seat holds a hidden card, unless it is
            # still to be drawn; only cards for this many players are ever kept
            ok = [c for c in pool if lib.insanity[c].min_players <= st.players]
            if (inv.insane and inv.insanity is None and inv.seat != seat
                    and inv.id not in drawing and ok):
                card = ok[rng.randrange(len(ok))]
                inv.insanity = card
                pool.remove(card)
        st.insanity_pool = sorted(pool)
        _draw_condition_backs(st, rng)
        st.stack = [_restore(f) for f in view["stack"] if f.get("path") != paths.HIDDEN]
        for f in st.stack:
            paths.unveil_frame(scenario, lib, f, self.interpreter)
        st.puzzles = {k: puzzle_rules.sample(v, rng) for k, v in view["puzzles"].items()}
        st.log = list(view["log"])
        st.result, st.epilogue = view["result"], view["epilogue"]
        return st

    def conformance_configs(self) -> tuple[dict[str, Any], ...]:
        """The introductory scenario for two, and the other packaged one for three."""
        return ({}, {"scenario": "gulls_reach_light", "players": 3})

    def resample_secrets(self, state: MoMState, seat: int | None, rng: Random) -> MoMState:
        """What :meth:`view` keeps from ``seat``, redrawn: while the game runs, the
        insanity cards of other seats' investigators (shuffled with the cards nobody
        holds, as ``determinize`` draws them), the backs of held conditions not yet
        flipped (drawn from the copies not accounted for) and the scenario variables
        (each moved by 1 or 2: no view shows them, so any value will do); at any time,
        unsolved code-puzzle answers (drawn among those the guesses so far allow).
        Face-down damage and horror and spell copies are not in the state at all. The
        frames of another seat's private script stay as they are."""
        st = state.clone()
        if st.phase != OVER:
            hidden = [i for i in st.invs if i.insanity is not None and i.seat != seat]
            pool = [*st.insanity_pool, *(str(i.insanity) for i in hidden)]
            for inv in hidden:
                ok = [c for c in pool if st.lib.insanity[c].min_players <= st.players]
                inv.insanity = ok[rng.randrange(len(ok))]
                pool.remove(inv.insanity)
            st.insanity_pool = sorted(pool)
            for inv in st.invs:
                inv.cond_backs = {c: b for c, b in inv.cond_backs.items() if c in inv.cond_open}
            _draw_condition_backs(st, rng)
            st.variables = {k: v + rng.choice((-2, -1, 1, 2)) for k, v in st.variables.items()}
        st.puzzles = {k: puzzle_rules.sample(puzzle_rules.public(v), rng)
                      for k, v in st.puzzles.items()}
        return st


def _draw_condition_backs(st: MoMState, rng: Random) -> None:
    """Every held double-sided condition whose back the view does not show gets a copy
    drawn from those not accounted for (known backs and earlier draws taken out)."""
    for inv in st.invs:
        for cid in inv.conditions:
            cond = st.lib.conditions.get(cid)
            if cond is None or not cond.copies or cid in inv.cond_backs:
                continue
            left = condition_deck(st, cid)
            cards = [c for c, n in sorted(left.items()) for _ in range(max(0, n))]
            if cards:
                inv.cond_backs[cid] = cards[rng.randrange(len(cards))]


@lru_cache(maxsize=1)
def _config_choices() -> Mapping[str, list[ConfigChoice]]:
    from eerie.games.mansions.library import scenario_ids

    scenarios = [load(ref) for ref in scenario_ids()]
    scenarios.sort(key=lambda s: (s[0].minutes, s[0].id))
    investigators: dict[str, ConfigChoice] = {}
    for _, lib, _ in scenarios:
        for iid, card in lib.investigators.items():
            investigators.setdefault(iid, ConfigChoice(iid, literal(card.name)))
    return MappingProxyType({
        "scenario": [ConfigChoice(s.id, literal(s.title)) for s, _, _ in scenarios],
        "investigators": [investigators[i] for i in sorted(investigators)],
    })


_ENDINGS = MappingProxyType({
    "objective": Msg("mom.end.objective"),
    "time_limit": Msg("mom.end.time_limit"),
    "eliminated": Msg("mom.end.eliminated"),
    "defeat": Msg("mom.end.defeat"),
})
_SEAT_RESULTS = MappingProxyType({
    "eliminated": Msg("mom.result.eliminated"),
    "own_goal": Msg("mom.result.own_goal"),
    "lost": Msg("mom.result.lost"),
    "won_alone": Msg("mom.result.won_alone"),
    "won": Msg("mom.result.won"),
})
_STAT_LABELS = MappingProxyType({
    "monsters defeated": Msg("mom.stat.monsters_defeated"),
    "investigators eliminated": Msg("mom.stat.investigators_eliminated"),
    "investigators won": Msg("mom.stat.investigators_won"),
})


def _ending(st: MoMState) -> str:
    """How a finished scenario ended: ``objective`` (the investigators won),
    ``eliminated`` (every investigator was eliminated, or the others did not finish in
    time after an elimination), ``time_limit`` (a defeat run by one of the scenario's
    time limits) or ``defeat`` (another defeat of the scenario's script)."""
    if st.result == "victory":
        return "objective"
    if not st.living() or (st.elim_deadline and st.round >= st.elim_deadline
                           and len(st.living()) < len(st.invs)):
        return "eliminated"
    if st.epilogue in _time_limit_epilogues(st.scenario):
        return "time_limit"
    return "defeat"


def _time_limit_epilogues(scenario: Scenario) -> set[str]:
    """The epilogues of the defeats that the scenario's time-limit events run."""
    limited = {t.event for t in scenario.time_limits}
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, sc.End):
            if node.do == "defeat":
                found.add(node.epilogue)
        elif isinstance(node, sc.Model):
            for value in node.__dict__.values():
                walk(value)
        elif isinstance(node, list | tuple):
            for value in node:
                walk(value)

    for event in scenario.events:
        if event.id in limited:
            walk(event.steps)
    return found


@lru_cache(maxsize=1)
def _config_schema() -> ConfigSchema:
    """The options, with the packaged scenarios (shortest play time first, titled from
    their files) and the investigators of their content (in the order the engine picks
    its defaults: sorted ids; named from the content) as their choices."""
    choices = _config_choices()
    scenarios = tuple(choices["scenario"])
    return ConfigSchema((
        Field("scenario", "choice", Msg("mom.cfg.scenario"), other=True, choices=scenarios,
              default=scenarios[0].value if scenarios else None),
        Field("players", "int", Msg("mom.cfg.players"), minimum=1, maximum=MAX_INVESTIGATORS),
        Field("investigators", "list", Msg("mom.cfg.investigators"), other=True,
              choices=tuple(choices["investigators"]), min_items=1,
              max_items=MAX_INVESTIGATORS, unique=True, depends=("scenario", "players")),
        Field("seats", "mapping", Msg("mom.cfg.seats"), advanced=True, parameter=False,
              depends=("scenario", "players", "investigators")),
    ))


def _restore(f: Any) -> Any:
    if isinstance(f, dict):
        return {k: _restore(v) for k, v in f.items()}
    if isinstance(f, list):
        return tuple(_restore(v) for v in f)
    return f


GAME = Mansions()
"""The game object registered under ``mansions-of-madness``."""
