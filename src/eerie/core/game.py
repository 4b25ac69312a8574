"""The kernel contract every game implements.

A game is a :class:`Game` object (stateless: all state lives in the state object)::

    state = game.setup(config)
    while not (p := game.pending(state)).is_over:
        actor = p.actors[0]                # or a chance sample, see eerie.core.chance
        events = game.apply(state, actor, option_id)

``apply`` is the only way a state changes. It validates the action, mutates ``state``
in place and returns events. ``clone`` makes an independent copy cheaply (search clones
millions of times). ``view`` is the only way information leaves a state.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from random import Random
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from eerie.core.config import ConfigChoice, ConfigSchema
from eerie.core.decision import CHANCE, IllegalAction, Pending
from eerie.core.difficulty import Difficulty, Ladder, default_difficulties
from eerie.core.events import Event, Logged, place_in_rounds
from eerie.core.problems import Problem
from eerie.core.text import Msg

S = TypeVar("S")

Config = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game: ``scores`` per seat (higher is better) and winners.

    ``reason`` is the message a player reads. The other fields say the same for reports
    (all optional, with keys the game declares in :meth:`Game.outcome_labels`):
    ``ending``, how the game ended (``"arrest"``, ``"time"``, ...); ``teams``, the keys
    of the teams (:meth:`Game.teams`) that won, which may differ from the winning seats
    (a co-operative game's team can win while one member loses by a goal of their own);
    ``seat_results``, one key per seat saying what that seat's result was and why
    (``"won"``, ``"own_goal"``, ``"eliminated"``, ...); ``seat_notes``, per seat the keys
    of things worth counting (cards a seat drew).
    """

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: Msg
    ending: str = ""
    teams: tuple[str, ...] = ()
    seat_results: tuple[str, ...] = ()
    seat_notes: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Team:
    """Seats that win or lose together (:meth:`Game.teams`): a stable key, a label and
    the seats."""

    key: str
    label: Msg
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OutcomeLabels:
    """What the keys of a game's :class:`Outcome` mean (:meth:`Game.outcome_labels`).

    ``endings`` lists every way the game can end, ``seat_results`` every result a seat
    can have, ``notes`` every note a seat can get (``notes_title`` says what they are,
    such as "insanity cards"), each key with its label, in the order reports show them.
    """

    endings: Mapping[str, Msg]
    seat_results: Mapping[str, Msg] = field(default_factory=lambda: MappingProxyType({}))
    notes: Mapping[str, Msg] = field(default_factory=lambda: MappingProxyType({}))
    notes_title: Msg | None = None


class Game(ABC, Generic[S]):
    """Base class of every game. Subclasses are stateless rule books in code."""

    id: str = ""
    """Stable game id, e.g. ``"my-game"`` (also its entry point's name, see
    :mod:`eerie.core.registry`)."""
    version: str = "0"
    """Rules engine version: bump when replays of old records could differ."""
    content_version: str = "0"
    """Version of the game's content data (boards, cards, scenarios)."""
    locale_package: str = "eerie"
    """Package whose ``locales/`` folder holds this game's texts."""

    def config_schema(self) -> ConfigSchema:
        """The game's config options, declared once (:mod:`eerie.core.config`): the
        default :meth:`normalize_config`, the lobby's form, the CLI's ``--option`` and the
        OpenSpiel parameters derive from it. The default has no options."""
        return ConfigSchema()

    def normalize_config(self, config: Config) -> dict[str, Any]:
        """Validate a config and fill in defaults; raise ``ValueError`` with a clear message.

        The default checks ``config`` against :meth:`config_schema` (unknown options,
        kinds, ranges, choices, defaults) and then hands it to :meth:`finish_config`.
        Normalising a normalised config must give it back unchanged."""
        return self.finish_config(self.config_schema().normalize(config))

    def finish_config(self, config: dict[str, Any]) -> dict[str, Any]:
        """The game's own checks after the schema's, across fields (a map that must have
        a fourth yellow intersection for an option, characters that must fit the chosen
        scenario ...), and values derived from others. ``config`` is what the schema made
        of the caller's config (an absent option without a default is not in it). Return
        the normalised config; raise ``ValueError`` naming the option. The default
        returns ``config``."""
        return config

    @abstractmethod
    def setup(self, config: Config) -> S:
        """A new game for ``config`` (already normalised or not)."""

    def start(self, config: Config) -> tuple[S, list[Event]]:
        """A new game for ``config`` and the events of its set-up (a scenario's opening
        story, starting hands dealt ...).

        Set-up events belong to the record and to every driver like any other event:
        drivers that show or keep a log start games here, not with :meth:`setup`.
        The default has no set-up events; a game whose set-up says something overrides
        this and makes :meth:`setup` return ``self.start(config)[0]``.
        """
        return self.setup(config), []

    def start_logged(self, config: Config) -> tuple[S, list[Logged]]:
        """:meth:`start`, with each set-up event placed in its round
        (:func:`~eerie.core.events.place_in_rounds`, from the first state's round)."""
        state, events = self.start(config)
        return state, place_in_rounds(events, self.round_number(state), self.round_event)

    @abstractmethod
    def num_seats(self, state: S) -> int:
        """How many seats play this game."""

    @abstractmethod
    def pending(self, state: S) -> Pending:
        """Who decides next and between which options."""

    @abstractmethod
    def _apply(self, state: S, actor: int, option_id: str) -> list[Event]:
        """Perform a legal action (already validated) and return its events."""

    def legal_actions(self, state: S) -> tuple[tuple[int, ...], list[str]]:
        """The acting seats and the legal option ids, without labels.

        The same choices as :meth:`pending`, in the same order; games override this
        for speed (simulation and search call it millions of times).
        """
        p = self.pending(state)
        return p.actors, [o.id for o in p.options]

    def chance_outcomes(self, state: S) -> list[tuple[str, float]]:
        """At a chance step, each outcome id with its probability."""
        p = self.pending(state)
        return [(o.id, float(o.prob) if o.prob is not None else 0.0) for o in p.options]

    def is_legal(self, state: S, actor: int, option_id: str) -> bool:
        """True if ``actor`` may choose ``option_id`` now. Games may override for speed."""
        p = self.pending(state)
        return actor in p.actors and p.option(option_id) is not None

    def apply(self, state: S, actor: int, option_id: str, *, trusted: bool = False) -> list[Event]:
        """Validate and perform an action; raise :class:`IllegalAction` if not allowed.

        ``trusted=True`` skips validation: only for drivers that took ``option_id`` from
        :meth:`legal_actions` of this very state (simulation, search). Servers and
        anything fed by people or files never pass it.
        """
        if not trusted and not self.is_legal(state, actor, option_id):
            p = self.pending(state)
            if p.is_over:
                raise IllegalAction(Msg("core.error.game_over"))
            if actor not in p.actors:
                raise IllegalAction(Msg("core.error.not_your_turn", {"actor": actor}))
            raise IllegalAction(Msg("core.error.illegal_option", {"option": option_id}))
        return self._apply(state, actor, option_id)

    def apply_logged(self, state: S, actor: int, option_id: str, *,
                     trusted: bool = False) -> list[Logged]:
        """:meth:`apply`, with each event placed in the round it happened in.

        The one rule for the message log's rounds (every driver uses it): events belong
        to the round before the action until the game's :attr:`round_event` opens the
        next one."""
        before = self.round_number(state)
        events = self.apply(state, actor, option_id, trusted=trusted)
        return place_in_rounds(events, before, self.round_event)

    @abstractmethod
    def clone(self, state: S) -> S:
        """An independent copy of ``state``."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know, as JSON-ready data; ``None`` is a spectator."""

    def views(self, state: S, seats: Sequence[int | None]) -> list[dict[str, Any]]:
        """The views of ``seats`` (each what :meth:`view` gives), for a driver that needs
        several at once (the server, for every audience after an action). A game whose
        seats see the same may return one object for them: the caller must not change
        a view it is given."""
        return [self.view(state, s) for s in seats]

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def encode(self, state: S) -> dict[str, Any]:
        """The full state as JSON-ready data (secrets included: never send this to a seat)."""

    def state_hash(self, state: S) -> str:
        """A stable hash of the full state (for replay checks)."""
        blob = json.dumps(self.encode(state), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()

    @abstractmethod
    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> S:
        """A full state consistent with ``view`` (what ``seat`` may know).

        Search agents call this: they hold views, never states. A game without hidden
        information rebuilds its state from the view; a game with secrets samples them
        consistently with everything the seat has observed.
        """

    stat_events: Mapping[str, str] = {}
    """Event kinds worth counting in simulations, with the statistic's name."""
    symmetric_seats: bool = True
    """True if every seat plays the same role (simulations then rotate AI levels over the
    seats); False for games of distinct roles such as Jack against investigators."""
    offers_search: bool = True
    """False keeps the generic ``search`` AI level out of the levels offered for this game
    (``eerie.ai.agents.agent_names``: the CLI, the server and the lobby), for a game where
    it was measured to play worse than the game's own AI. ``make_agent`` still builds it
    when code asks for it by name (benchmarks, tests)."""

    has_secrets: bool = False
    """True if seats hold information others may not see (hot-seat play then shows a
    "pass the device" screen before each seat's turn)."""
    shared_wins: bool = False
    """True if the winners of a game win together (a team or a co-operative victory):
    simulation reports then count a whole win for each of them. False: several winners
    are a tie and share one win."""

    def seat_name(self, seat: int, config: Config | None = None) -> Msg:
        """How a seat is called ("Seat 2", a role such as "Jack", or, from a normalised
        ``config`` when the game's seats depend on it, the character a seat plays)."""
        return Msg("core.seat", {"seat": seat + 1})

    def seat_groups(self, config: Config) -> tuple[tuple[int, ...], ...]:
        """The seats each person plays at a table of a normalised ``config``, one group
        per person, together covering every seat once: one seat each by default. A game
        whose config counts people sharing seats says how they share them (two people
        for a game of one seat against a team of three: ``((0,), (1, 2, 3))``). The lobby
        starts its seat plan from it, and OpenSpiel has one player per group."""
        return tuple((seat,) for seat in range(self.num_seats(self.setup(config))))

    round_event: str = ""
    """The kind of the event this game emits when a new round (turn, game turn) begins,
    with the new round's number in ``data["round"]``; "" if the game has no rounds.
    :meth:`apply_logged` places events in rounds by it."""

    def round_number(self, state: S) -> int:
        """The current round (turn, game turn) for grouping the message log; 0 if none."""
        return 0

    def game_stats(self, state: S) -> dict[str, float]:
        """Numbers describing a finished game for simulation reports."""
        return {}

    def stat_labels(self) -> Mapping[str, Msg]:
        """What each statistic of :meth:`game_stats` and :attr:`stat_events` is called in
        simulation reports, by its key (``"eaten"`` -> "figures eaten"). Reports show an
        unlisted key as it is. Nothing by default."""
        return {}

    def teams(self, config: Config) -> tuple[Team, ...]:
        """The teams of a game with ``config`` (normalised): seats that win or lose
        together, such as the investigators of a co-operative game, or Jack and the
        investigators. Empty (the default) when every seat plays for itself; the
        outcome's ``teams`` then stays empty too."""
        return ()

    def outcome_labels(self, config: Config) -> OutcomeLabels:
        """The keys this game's outcomes use with ``config`` (normalised), with their
        labels: every ending, seat result and note (see :class:`Outcome`). Reports
        show an unlisted key as it is. Nothing by default."""
        return OutcomeLabels({})

    def agents(self) -> Mapping[str, Callable[[], Any]]:
        """The game's own AI levels by name (e.g. ``"heuristic"``), as factories of
        :class:`eerie.core.agent.Agent` objects. The generic ones live in ``eerie.ai``."""
        return {}

    def difficulties(self) -> Mapping[str, Difficulty]:
        """What each difficulty name (:data:`eerie.core.difficulty.DIFFICULTIES`) plays:
        an AI level of this game (its own, ``random`` or ``search``), a share of random
        blunders, levels for particular seats. Default:
        :func:`eerie.core.difficulty.default_difficulties` of :meth:`agents`. A game
        overrides it where a level was measured stronger (see ``docs/benchmarks.md``)."""
        return default_difficulties(list(self.agents()))

    def ladder(self) -> Ladder | None:
        """The measured ratings of this game's difficulties: ``ladder.json`` in the
        first of the game's :meth:`packages` that has one (``benchmarks/ladder.py``
        writes it); None if none has."""
        for package in self.packages():
            try:
                ref = resources.files(package).joinpath("ladder.json")
            except ModuleNotFoundError:
                continue
            if ref.is_file():
                return Ladder.from_json(ref.read_text(encoding="utf-8"))
        return None

    def config_choices(self) -> Mapping[str, Sequence[ConfigChoice]]:
        """The values offered for config options, by option name, in the order to show
        them (e.g. a game's packaged scenarios): the choices of :meth:`config_schema`."""
        return self.config_schema().choices()

    def explain_refusal(self, state: S, actor: int, typed: str) -> Msg | None:
        """Why ``actor`` cannot choose ``typed`` now, for a person who typed it.

        ``typed`` is what a person entered (an option's ``data["key"]``, such as a
        direction ``n`` or a square ``c4``, or an option id) that matches no option of
        the decision pending for ``actor`` (which may be :data:`CHANCE` at a table that
        types its dice). A game may return a readable reason ("a wall is in the way",
        "no steps left"); terminals print it instead of their generic "not an option".
        None (the default) means the game has nothing more specific to say. It must not
        change ``state`` or reveal what ``actor`` may not know.
        """
        return None

    # -- what drivers need besides the rules: the plug-in hooks --------------------------
    #
    # Drivers (terminal, server, search, research adapters, ``eerie validate``) ask the
    # game object, never a table of game ids. Each default looks in the game's package
    # (:meth:`packages`) for a module by its role: ``render`` (the terminal board),
    # ``search`` (the search AI's settings), ``spaces`` (the research adapters' action
    # space, encoder and OpenSpiel traits) and ``validate`` (checks of content files),
    # and for the folder ``web`` (the browser renderer's files).
    # A game may override any hook instead.

    def packages(self) -> tuple[str, ...]:
        """The packages of the game's classes, most derived first (a subclass defined
        elsewhere, such as a test's, keeps the modules of the game it extends)."""
        found: list[str] = []
        for cls in type(self).__mro__:
            if cls is Game:
                break
            package = cls.__module__.rpartition(".")[0]
            if package and package not in found:
                found.append(package)
        return tuple(found)

    def plugin_module(self, role: str) -> str | None:
        """The full name of the first module called ``role`` (such as ``"render"``) in
        the game's :meth:`packages`; None if none has one. Nothing is imported but the
        packages themselves."""
        for package in self.packages():
            try:
                if importlib.util.find_spec(f"{package}.{role}") is not None:
                    return f"{package}.{role}"
            except ModuleNotFoundError:
                continue
        return None

    def package_part(self, role: str, name: str) -> Any:
        """``name`` in the game's module ``role`` (see :meth:`plugin_module`), imported
        now; None if there is no such module or it has no such name."""
        module = self.plugin_module(role)
        return None if module is None else getattr(importlib.import_module(module), name, None)

    def terminal_renderer(self) -> str | None:
        """``"module:function"`` drawing the game's board in a terminal:
        ``function(view, translator)`` returns a rich renderable. The module may also
        define ``help_text(translator) -> str`` (what to type in this game, printed by
        ``/help`` after the commands). None: the terminal shows no board. Default:
        ``render`` of the game's ``render`` module, if it has one."""
        if self.package_part("render", "render") is None:
            return None
        return f"{self.plugin_module('render')}:render"

    def search_config(self) -> Any:
        """A fresh :class:`eerie.ai.mcts.SearchConfig` for the generic ``search`` AI level
        (settings tuned for this game: evaluation, rollout policy, budget); None for the
        generic defaults (:func:`eerie.ai.search_presets.search_config`). Default:
        ``search_config()`` of the game's ``search`` module, if it has one."""
        factory = self.package_part("search", "search_config")
        return None if factory is None else factory()

    def action_space(self, config: Config) -> list[str] | None:
        """Every option id the game can offer with ``config`` (normalised), chance
        outcomes included, in a fixed order: the research adapters number actions by it
        (:mod:`eerie.adapters.action_spaces`). None: the game has no such list. Default:
        ``option_ids(game, config)`` of the game's ``spaces`` module, if it has one."""
        build = self.package_part("spaces", "option_ids")
        return None if build is None else list(build(self, config))

    def encoder(self, config: Config) -> Any:
        """An :class:`eerie.adapters.encoders.Encoder` turning views of a game with
        ``config`` (normalised) into vectors of a fixed size; None if the game has none.
        Default: ``encoder(game, config)`` of the game's ``spaces`` module."""
        make = self.package_part("spaces", "encoder")
        return None if make is None else make(self, config)

    def openspiel_traits(self) -> Any:
        """The :class:`eerie.adapters.traits.Traits` OpenSpiel needs (chance or not, seat
        range, a bound on the game's length ...); None if the game is not offered to
        OpenSpiel. Default: ``TRAITS`` of the game's ``spaces`` module."""
        return self.package_part("spaces", "TRAITS")

    def file_validators(self) -> Mapping[str, Callable[[Path, Any], list[Problem]]]:
        """The content formats the game reads from files (the files' ``format`` field),
        each with a check of one file (its path and parsed JSON data) returning its
        problems (:class:`eerie.core.problems.Problem`: a place, a message from the
        game's catalogs, error or warning; empty if the file is good). Default:
        ``FILE_VALIDATORS`` of the game's ``validate`` module, else none."""
        found: Mapping[str, Callable[[Path, Any], list[Problem]]] | None = self.package_part(
            "validate", "FILE_VALIDATORS")
        return found or {}

    def web_assets(self) -> Path | None:
        """The folder of the game's browser files: ``renderer.js`` (the board, an ES module
        with ``createRenderer``; see ``docs/web-client.md``) and whatever it loads (CSS,
        SVG ...). The server serves them at ``/games/<game id>/<path>``; None: the browser
        shows the game with its generic renderer. Default: the ``web`` folder of the
        first of the game's :meth:`packages` that has one."""
        for package in self.packages():
            try:
                spec = importlib.util.find_spec(package)
            except ModuleNotFoundError:
                continue
            locations = spec.submodule_search_locations if spec is not None else None
            for root in locations or ():
                folder = Path(root) / "web"
                if folder.is_dir():
                    return folder
        return None

    def is_chance(self, state: S) -> bool:
        """True if chance acts next."""
        return self.pending(state).actors == (CHANCE,)

    # -- conformance (eerie.testing.conformance) ------------------------------------------

    def conformance_configs(self) -> Sequence[Mapping[str, Any]]:
        """The configs the conformance suite (:mod:`eerie.testing.conformance`) plays
        this game with: a few small ones that reach every part of the rules (variants,
        seat counts). The default is the game's defaults only."""
        return ({},)

    def resample_secrets(self, state: S, seat: int | None, rng: Random) -> S:
        """A copy of ``state`` in which every secret ``seat`` may not see (``None``: a
        spectator) is redrawn with ``rng``; ``state`` itself is left alone.

        This is how a game declares its secrets: the conformance suite checks the
        counterfactual that ``view(copy, seat)`` and the pending decision as ``seat``
        sees it equal those of ``state``. Redraw the secrets *in the state* (Jack's
        path, another seat's card, a hidden variable), never by way of :meth:`view` or
        :meth:`determinize`, so that a view which shows a secret by mistake is caught.
        Draw among the values the secret can take, consistently with what is public
        where that is cheap (the suite needs the copy to be a state :meth:`pending` and
        :meth:`view` accept, not one the game could reach).

        A game whose seats see everything returns a plain copy (the default). A game
        with :attr:`has_secrets` must override this: the suite fails if no copy ever
        differs from its state.
        """
        return self.clone(state)
