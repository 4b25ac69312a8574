"""Our games as OpenSpiel games (``pip install eerie[research]``).

Importing this module registers every game of :mod:`eerie.core.registry` that has an
action space (:mod:`eerie.adapters.action_spaces`) and OpenSpiel traits with OpenSpiel
as ``eerie_<id with underscores>`` (``my-game`` is ``eerie_my_game``), its parameters
being the game's config options with their defaults::

    from eerie.adapters.openspiel import load_game
    game = load_game("my-game", players=2)       # or pyspiel.load_game(
    state = game.new_initial_state()             #   "eerie_my_game(players=2)")

Mapping:

* actions are indices into the game's action space for that config; chance outcomes
  are indices into their own small space (the kinds ``Traits.chance_prefixes`` names);
  ``action_to_string`` gives the option id (``"fig:6"``, ``"to:57"``, ``"card:p2"``);
* players are the people of ``Game.seat_groups(config)`` (one per seat unless the config
  has people share seats, such as one player for a whole team); the current player is
  the player of the acting seat (for a decision offered to several seats at once, the
  first of them), ``CHANCE`` at a chance step, ``TERMINAL`` when over; a player's view
  and score are its first seat's;
* returns are our outcome scores (0 before the end; rewards only at the end);
* observation strings are the canonical JSON of ``view(state, player)`` and observation
  tensors the encoder of :mod:`eerie.adapters.encoders` applied to that view (its array
  flattened, then its features vector if it has one). Information
  state strings: for a game without secrets the action history (everyone saw it all);
  for a game with secrets the seat's view and transcript (its own actions and the events
  it was shown), and a tensor: the view's encoding, the maximum of the encodings of
  every view it had, and its own actions (:meth:`_Core.recall_tensor`);
* a state serialises (OpenSpiel pickles the Python attributes) as its record: config and
  action list, replayed and validated on load. :meth:`EerieState.record` gives it as an
  :class:`eerie.core.record.Record`.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from random import Random
from typing import Any

import numpy as np
import pyspiel

from eerie.adapters.action_spaces import ActionSpace, action_space, config_key, supported
from eerie.adapters.encoders import Encoder, Vector, make_encoder
from eerie.adapters.traits import Traits
from eerie.core.config import Field
from eerie.core.decision import CHANCE
from eerie.core.events import Event
from eerie.core.game import Game
from eerie.core.record import Record
from eerie.core.registry import game_ids, get_game

PREFIX = "eerie_"
AUTO = "auto"
"""Parameter value meaning "not given: let the game choose" (an option without a default
in the config schema, such as a board layout that follows the variant)."""


def openspiel_name(game_id: str) -> str:
    """``"my-game"`` -> ``"eerie_my_game"``."""
    return PREFIX + game_id.replace("-", "_")


def canonical_json(data: Any) -> str:
    """Sorted-key compact JSON (observation and information state strings)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _traits(game_id: str) -> Traits:
    found = get_game(game_id).openspiel_traits()
    if found is None:
        raise KeyError(f"no OpenSpiel traits for game {game_id!r} (Game.openspiel_traits, "
                       "by default TRAITS of the game's spaces module)")
    if not isinstance(found, Traits):
        raise TypeError(f"{game_id}: Game.openspiel_traits returned "
                        f"{type(found).__name__}, not Traits")
    return found


def _parameter_default(f: Field) -> Any:
    """A config field's parameter default: its default (a list as its ids joined by ``+``),
    else ``"auto"`` (0 for a whole number) for "not given: the game derives it"."""
    if f.default is None:
        if f.kind != "int":
            return AUTO
        if not isinstance(f.minimum, int) or f.minimum <= 0:
            raise ValueError(f"config field {f.name}: a whole-number option without a default "
                             "needs a minimum above 0 to be an OpenSpiel parameter")
        return 0
    if f.kind == "list":
        return "+".join(f.default)
    return f.default


def _parameter_fields(game: Game[Any]) -> list[Field]:
    return [f for f in game.config_schema() if f.parameter and f.kind != "mapping"]


def parameter_defaults(game_id: str) -> dict[str, Any]:
    """The OpenSpiel parameters of a game with their defaults: the fields of its config
    schema (:meth:`eerie.core.game.Game.config_schema`), but those declared
    ``parameter=False`` and mappings (see :func:`_parameter_default` for the defaults)."""
    _traits(game_id)
    game = get_game(game_id)
    return dict(sorted((f.name, _parameter_default(f)) for f in _parameter_fields(game)))


def config_of_parameters(game: Game[Any], params: Mapping[str, Any]) -> dict[str, Any]:
    """OpenSpiel parameters as a config (not normalised): ``"auto"`` (or 0) leaves an
    option without a default out, and a text for a list or number is read as its field
    reads text (``investigators="a,b"``)."""
    fields = {f.name: f for f in _parameter_fields(game)}
    out: dict[str, Any] = {}
    for name, value in params.items():
        f = fields.get(name)
        if f is None:
            out[name] = value  # normalize_config names what it does not know
            continue
        if f.default is None and value == _parameter_default(f):
            continue
        if isinstance(value, str) and f.kind in ("int", "bool", "list"):
            try:
                value = f.parse(value)
            except ValueError as exc:
                raise ValueError(str(exc)) from None
        out[name] = value
    return out


def parameters_of_config(game: Game[Any], config: Mapping[str, Any]) -> dict[str, Any]:
    """The parameters of the options in ``config`` that are parameters (a list as its
    ids joined by ``+``); the others are left out."""
    names = {f.name for f in _parameter_fields(game)}
    return {k: "+".join(v) if isinstance(v, list | tuple) else v
            for k, v in config.items() if k in names}


def game_type(game_id: str) -> pyspiel.GameType:
    """The OpenSpiel ``GameType`` of one of our games."""
    game = get_game(game_id)
    traits = _traits(game_id)
    return pyspiel.GameType(
        short_name=openspiel_name(game_id),
        long_name=f"Eerie {game_id}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if traits.stochastic
                     else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if game.has_secrets
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=traits.players[1],
        min_num_players=traits.players[0],
        provides_information_state_string=True,
        provides_information_state_tensor=game.has_secrets,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameter_defaults(game_id),
    )


# -- a game with one config -----------------------------------------------------------------


@dataclass
class Bound:
    """One of our games with one normalised config, and everything derived from it."""

    game_id: str
    config: dict[str, Any]
    game: Game[Any]
    space: ActionSpace
    chance: ActionSpace
    """Chance outcomes, numbered apart from the players' actions."""
    seats: int
    traits: Traits
    people: tuple[tuple[int, ...], ...] = ()
    """The seats of each OpenSpiel player (``Game.seat_groups``: one seat each unless
    the config has people share seats)."""
    _encoder: Encoder | None = None
    _initial: _Core | None = None
    _player: dict[int, int] | None = None

    def player_of(self, seat: int) -> int:
        """The OpenSpiel player playing ``seat`` (CHANCE stays CHANCE)."""
        if self._player is None:
            self._player = {s: p for p, group in enumerate(self.people) for s in group}
        return seat if seat == CHANCE else self._player[seat]

    def seat_of(self, player: int) -> int:
        """The seat whose view, decisions and score stand for ``player`` (the first of
        its seats: a person's seats see and score alike)."""
        return self.people[player][0]

    @property
    def encoder(self) -> Encoder:
        """The observation encoder (built on first use)."""
        if self._encoder is None:
            self._encoder = make_encoder(self.game_id, self.config)
        return self._encoder

    @property
    def recall_slots(self) -> int:
        """How many own decisions an information state tensor holds: the game's bound on
        the decisions of a whole game (``Traits.max_length``), so none is forgotten."""
        return int(self.traits.max_length(self.game, self.config))

    @property
    def recall_size(self) -> int:
        """The length of an information state tensor: the view's encoding, the encoding
        of everything seen (:meth:`_Core.recall_tensor`), two numbers per own decision."""
        return 2 * self.encoder.size + 2 * self.recall_slots

    def _initial_core(self) -> _Core:
        if self._initial is None:
            self._initial = _Core(self, self.game.setup(self.config), [])
        return self._initial

    def initial_state(self) -> Any:
        """The shared initial state (never mutate it: clone it)."""
        return self._initial_core().state

    def fresh_core(self) -> _Core:
        """The contents of a new initial state. OpenSpiel makes many (every clone starts
        as one, and so does every query of a tensor's size); they share one set-up
        state, copied only when changed, and its cached views and encodings."""
        init = self._initial_core()
        core = _Core(self, None, [])
        core.legal_cache = init.legal()
        core.text_cache = init.text()
        core.view_cache = init.view_cache
        core.view_text_cache = init.view_text_cache
        core.vector_cache = init.vector_cache
        return core


@lru_cache(maxsize=64)
def _bound(game_id: str, key: str) -> Bound:
    game = get_game(game_id)
    config = json.loads(key)
    seats = game.num_seats(game.setup(config))
    people = tuple(tuple(g) for g in game.seat_groups(config))
    if sorted(s for g in people for s in g) != list(range(seats)):
        raise ValueError(f"{game_id}: seat_groups {people} do not cover the {seats} seats once")
    space = action_space(game_id, config)
    traits = _traits(game_id)
    chance = space.subspace(f"{game_id} (chance outcomes)", traits.chance_prefixes)
    return Bound(game_id, config, game, space, chance, seats, traits, people)


def bind(game_id: str, config: Mapping[str, Any]) -> Bound:
    """A game with a config (normalised here; cached)."""
    game = get_game(game_id)
    return _bound(game_id, config_key(game.normalize_config(config)))


class _Core:
    """The Python-side contents of an OpenSpiel state: our state and its record.

    OpenSpiel clones a Python state by deep-copying its attributes and serialises it by
    pickling them; this object makes the first a cheap ``game.clone`` and the second the
    record (config and actions, replayed and validated when read back). A state rebuilt
    from a seat's view (``resample_from_infostate``) has no action list that leads to it:
    it is ``detached`` and pickles as the raw state object.

    The initial state is set up lazily (OpenSpiel's ``clone`` makes a new initial state
    and then overwrites it), and legal actions, views and the state string are cached
    until the next action.

    In a game with secrets it also keeps the events of every action, for the seats'
    transcripts (:meth:`transcript`, perfect-recall information states): each seat's
    own actions and the events it was shown, in order. A detached state starts from the
    transcript of the seat it was resampled for (``base``).
    """

    __slots__ = ("_state", "actions", "base", "bound", "detached", "done", "events",
                 "legal_cache", "memory", "origin", "recall", "start", "text_cache",
                 "vector_cache", "view_cache", "view_text_cache")

    def __init__(self, bound: Bound, state: Any, actions: list[tuple[int, str]],
                 detached: bool = False, events: list[list[Event]] | None = None,
                 base: tuple[int, tuple[str, ...]] | None = None,
                 origin: _Core | None = None, start: Any = None) -> None:
        self.bound = bound
        self._state = state
        self.actions = actions
        self.detached = detached
        self.events: list[list[Event]] = events if events is not None else []
        self.base = base
        self.origin = origin
        """A detached state's: a copy of the state it was resampled from (whose memory
        the resampling seat keeps)."""
        self.start = start
        """A detached state's: its state when resampled (never mutated)."""
        self.memory: dict[tuple[int | None, int], _Memory] = {}
        """Per (viewing seat, observing seat): what the information state tensor
        remembers, kept up to date action by action once asked for."""
        self.recall: dict[int, list[str]] = {}
        self.done: dict[int, int] = {}
        """How many actions each seat's transcript covers."""
        self.legal_cache: tuple[tuple[int, ...], list[str]] | None = None
        self.view_cache: dict[int | None, dict[str, Any]] = {}
        self.view_text_cache: dict[int | None, str] = {}
        self.vector_cache: dict[tuple[int | None, int], Vector] = {}
        self.text_cache: str | None = None

    @property
    def state(self) -> Any:
        """Our state (a copy of the bound's initial state on first use)."""
        if self._state is None:
            self._state = self.bound.game.clone(self.bound.initial_state())
        return self._state

    def legal(self) -> tuple[tuple[int, ...], list[str]]:
        """Acting seats and legal ids (cached until the next action)."""
        if self.legal_cache is None:
            self.legal_cache = self.bound.game.legal_actions(self.state)
        return self.legal_cache

    def view(self, seat: int | None) -> dict[str, Any]:
        """``game.view`` (cached until the next action; do not mutate it)."""
        v = self.view_cache.get(seat)
        if v is None:
            v = self.view_cache[seat] = self.bound.game.view(self.state, seat)
        return v

    def view_text(self, seat: int | None) -> str:
        """``view(seat)`` as canonical JSON (cached until the next action: the observation
        and the information state strings both begin with it)."""
        text = self.view_text_cache.get(seat)
        if text is None:
            text = self.view_text_cache[seat] = canonical_json(self.view(seat))
        return text

    def vector(self, seat: int | None, player: int) -> Vector:
        """The encoder applied to ``view(seat)`` for ``player``, flattened to ``float32``
        (``Encoder.flatten``: the main array, then the features of an encoder that has
        them; ``encode_state_parts`` for a seat's own view: the same, faster for a game that reads
        its state directly; cached; do not mutate)."""
        key = (seat, player)
        v = self.vector_cache.get(key)
        if v is None:
            enc = self.bound.encoder
            parts = (enc.encode_parts(self.view(seat), player) if seat is None
                     else enc.encode_state_parts(self.bound.game, self.state, seat))
            v = self.vector_cache[key] = enc.flatten(parts)
        return v

    def text(self) -> str:
        """The full state as canonical JSON (cached until the next action)."""
        if self.text_cache is None:
            self.text_cache = canonical_json(self.bound.game.encode(self.state))
        return self.text_cache

    def transcript(self, seat: int) -> list[str]:
        """What ``seat`` has seen, in order: ``<seat>:<option id>`` for each of its own
        actions and ``<event kind> <data as JSON>`` for each event shown to it (cached and
        extended as actions come; do not mutate it). A detached state starts from the
        transcript of the seat it was resampled for (for another seat, after a marker:
        only that seat's knowledge went into the resampled state)."""
        tokens = self.recall.get(seat)
        if tokens is None:
            tokens = self.recall[seat] = []
            self.done[seat] = 0
            if self.base is not None:
                owner, seen = self.base
                if owner != seat:
                    tokens.append(f"resampled for {owner}")
                tokens.extend(seen)
        start = self.done[seat]
        if start < len(self.actions):
            for (actor, oid), events in zip(self.actions[start:], self.events[start:],
                                            strict=True):
                if actor == seat:
                    tokens.append(f"{actor}:{oid}")
                tokens.extend(f"{e.kind} {canonical_json(e.data)}" for e in events
                              if e.visible_to(seat))
            self.done[seat] = len(self.actions)
        return tokens

    def public_transcript(self) -> list[str]:
        """The events everyone was shown, in order (a spectator's transcript)."""
        return [f"{e.kind} {canonical_json(e.data)}" for events in self.events
                for e in events if e.audience is None]

    def apply(self, actor: int, option_id: str) -> None:
        """Apply a legal action (already checked) and log it."""
        events = self.bound.game.apply(self.state, actor, option_id, trusted=True)
        self.actions.append((actor, option_id))
        if self.bound.game.has_secrets:
            self.events.append(events)
        self.legal_cache = None
        self.view_cache = {}
        self.view_text_cache = {}
        self.vector_cache = {}
        self.text_cache = None
        for key, memory in self.memory.items():
            memory.saw(self.vector(*key), actor, option_id)

    def recall_tensor(self, seat: int | None, observer: int) -> Vector:
        """The perfect-recall information state tensor of ``observer`` (a seat) viewing
        ``view(seat)`` (``seat`` None: the spectator view): three blocks, ``float32``,
        :attr:`Bound.recall_size` long,

        1. the encoding of the current view (the observation tensor);
        2. the element-wise maximum of the encodings of every view it has had, one after
           each action from the start (what it has ever seen: a clue, a searched circle,
           a space visited, a past position);
        3. its own decisions in order (the actions of every seat of its player, in a
           game where a person has several), two numbers each: ``(a + 1) / n`` for
           action number ``a`` of ``n``, and ``(k + 1) / m`` for the ``k``-th of the
           player's ``m`` seats; zeros after the last one.

        It reads only that seat's views and the player's own actions. A state resampled
        for the observer (detached) continues the real game's memory; for any other
        seat it starts at the resampled state."""
        memory = self._memory((seat, observer))
        b = self.bound
        size = b.encoder.size
        out = np.zeros(b.recall_size, dtype=np.float32)
        out[:size] = self.vector(seat, observer)
        out[size:2 * size] = memory.seen
        own = memory.own[:2 * b.recall_slots]
        out[2 * size:2 * size + len(own)] = own
        return out

    def _memory(self, key: tuple[int | None, int]) -> _Memory:
        """The memory of ``key`` (built on first use, then kept up to date)."""
        memory = self.memory.get(key)
        if memory is None:
            memory = self.memory[key] = self._remember(key)
        return memory

    def _remember(self, key: tuple[int | None, int]) -> _Memory:
        """The memory of ``key`` built by replaying the game (a detached state: from the
        state it was resampled from, the resampling seat's memory before that)."""
        b = self.bound
        if not self.detached and not self.actions:
            initial = b._initial_core()  # OpenSpiel makes many initial states: share it
            if initial is not self:
                return initial._memory(key).copy()
        seat, observer = key
        group = b.people[b.player_of(observer)] if seat is not None else ()
        memory = _Memory(b, group)
        if not self.detached:
            state = b.game.setup(b.config)
        else:
            state = b.game.clone(self.start)
            if self.origin is not None and self.base is not None and self.base[0] == observer:
                memory = self.origin._memory(key).copy()
        memory.saw(self._encode(state, key), None, None)
        for actor, oid in self.actions:
            b.game.apply(state, actor, oid, trusted=True)
            memory.saw(self._encode(state, key), actor, oid)
        return memory

    def _encode(self, state: Any, key: tuple[int | None, int]) -> Vector:
        """What :meth:`vector` gives for ``key`` in another state."""
        seat, observer = key
        enc, game = self.bound.encoder, self.bound.game
        parts = (enc.encode_parts(game.view(state, seat), observer) if seat is None
                 else enc.encode_state_parts(game, state, seat))
        return enc.flatten(parts)

    def __deepcopy__(self, memo: dict[int, Any]) -> _Core:
        state = None if self._state is None else self.bound.game.clone(self._state)
        out = _Core(self.bound, state, list(self.actions), self.detached, list(self.events),
                    self.base, self.origin, self.start)
        out.memory = {key: memory.copy() for key, memory in self.memory.items()}
        out.recall = {seat: list(tokens) for seat, tokens in self.recall.items()}
        out.done = dict(self.done)
        out.legal_cache = self.legal_cache
        out.view_cache = dict(self.view_cache)
        out.view_text_cache = dict(self.view_text_cache)
        out.vector_cache = dict(self.vector_cache)
        out.text_cache = self.text_cache
        return out

    def __reduce__(self) -> tuple[Any, ...]:
        b = self.bound
        if self.detached:
            return (_restore_detached, (b.game_id, config_key(b.config), self.state,
                                        list(self.actions), list(self.events), self.base,
                                        self.origin, self.start, self._saved_memory()))
        return (_restore_core, (b.game_id, config_key(b.config), list(self.actions),
                                self._saved_memory()))

    def _saved_memory(self) -> list[tuple[Any, ...]]:
        """The memories, compact (in the encoder's dtype), so a state read back need not
        replay the game to rebuild them (OpenSpiel's random_sim_test serialises every
        state)."""
        dtype = self.bound.encoder.dtype
        return [(key, m.group, None if m.seen is None else m.seen.astype(dtype).tobytes(),
                 list(m.own)) for key, m in self.memory.items()]

    def _load_memory(self, saved: list[tuple[Any, ...]]) -> _Core:
        """Memories from :meth:`_saved_memory`; ``self``."""
        dtype = self.bound.encoder.dtype
        for key, group, seen, own in saved:
            m = self.memory[key] = _Memory(self.bound, tuple(group))
            if seen is not None:
                m.seen = np.frombuffer(seen, dtype=dtype).astype(np.float32)
            m.own = list(own)
        return self


def _restore_core(game_id: str, key: str, actions: list[tuple[int, str]],
                  memory: list[tuple[Any, ...]] | None = None) -> _Core:
    """Rebuild a state from its record (every action validated) and its memories."""
    bound = _bound(game_id, key)
    state = bound.game.setup(bound.config)
    events = []
    for actor, oid in actions:
        events.append(bound.game.apply(state, actor, oid))
    return _Core(bound, state, [(a, o) for a, o in actions],
                 events=events if bound.game.has_secrets else [])._load_memory(memory or [])


def _restore_detached(game_id: str, key: str, state: Any, actions: list[tuple[int, str]],
                      events: list[list[Event]],
                      base: tuple[int, tuple[str, ...]] | None,
                      origin: _Core | None = None, start: Any = None,
                      memory: list[tuple[Any, ...]] | None = None) -> _Core:
    return _Core(_bound(game_id, key), state, [(a, o) for a, o in actions], detached=True,
                 events=events, base=base, origin=origin,
                 start=start)._load_memory(memory or [])


class _Memory:
    """What an information state tensor remembers of the game so far for one seat: the
    element-wise maximum of the encodings of its views (``seen``) and its player's own
    decisions (``own``, two numbers each, see :meth:`_Core.recall_tensor`)."""

    __slots__ = ("bound", "group", "own", "seen")

    def __init__(self, bound: Bound, group: tuple[int, ...]) -> None:
        self.bound = bound
        self.group = group
        self.seen: Vector | None = None
        self.own: list[float] = []

    def saw(self, vector: Vector, actor: int | None, option_id: str | None) -> None:
        """One more view (after ``actor`` took ``option_id``; None for the start)."""
        if self.seen is None:
            self.seen = vector.copy()
        else:
            np.maximum(self.seen, vector, out=self.seen)
        if actor is not None and option_id is not None and actor in self.group:
            space = self.bound.space
            self.own += ((space.encode(option_id) + 1) / len(space),
                         (self.group.index(actor) + 1) / len(self.group))

    def copy(self) -> _Memory:
        """An independent copy."""
        out = _Memory(self.bound, self.group)
        out.seen = None if self.seen is None else self.seen.copy()
        out.own = list(self.own)
        return out


# -- OpenSpiel classes ----------------------------------------------------------------------


class EerieGame(pyspiel.Game):  # type: ignore[misc]
    """One of our games as an OpenSpiel game (one instance per config).

    Each game id gets its own subclass (see :func:`game_class`) with ``GAME_ID`` set: the
    class is what OpenSpiel's registry holds.
    """

    GAME_ID = ""

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        game_id = self.GAME_ID
        if not game_id:
            raise TypeError("use game_class(game_id) or load_game(game_id, ...)")
        params = dict(params or {})
        self.bound = bind(game_id, config_of_parameters(get_game(game_id), params))
        b = self.bound
        info = pyspiel.GameInfo(
            num_distinct_actions=len(b.space),
            max_chance_outcomes=len(b.chance) if b.traits.stochastic else 0,
            num_players=len(b.people),
            min_utility=b.traits.utility[0],
            max_utility=b.traits.utility[1],
            utility_sum=None,
            max_game_length=b.traits.max_length(b.game, b.config),
        )
        super().__init__(game_type(game_id), info, params)

    def new_initial_state(self, *args: Any) -> EerieState:
        """A new game (OpenSpiel's optional string/JSON start positions are not used)."""
        if args:
            raise ValueError("eerie games start from their config; use the parameters "
                             "(or eerie.core.record to resume a saved game)")
        return EerieState(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: Mapping[str, Any] | None = None) -> EerieObserver:
        """Observers for observation / information state strings and tensors."""
        return EerieObserver(self.bound, iig_obs_type, params)

    def state_from_record(self, record: Record) -> EerieState:
        """A state replaying a record of this game and config (validated)."""
        if record.game != self.bound.game_id:
            raise ValueError(f"record of {record.game!r}, not {self.bound.game_id!r}")
        if self.bound.game.normalize_config(record.config) != self.bound.config:
            raise ValueError("the record's config differs from this game's parameters")
        state = EerieState(self)
        for actor, oid in record.actions:
            if state.current_player() != self.bound.player_of(actor):
                raise ValueError(f"record action ({actor}, {oid!r}) is not {actor}'s turn")
            state.apply_option(oid)
        return state


class EerieState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state wrapping one of our states."""

    def __init__(self, game: EerieGame, core: _Core | None = None) -> None:
        super().__init__(game)
        self._core = core if core is not None else game.bound.fresh_core()

    # -- our side --------------------------------------------------------------------------

    @property
    def eerie_state(self) -> Any:
        """The wrapped state (do not mutate it; apply actions through OpenSpiel)."""
        return self._core.state

    def view(self, seat: int | None) -> dict[str, Any]:
        """``game.view`` of the wrapped state."""
        return copy.deepcopy(self._core.view(seat))

    def record(self) -> Record:
        """The game so far as a record (config and every action, chance included)."""
        b = self._core.bound
        if self._core.detached:
            raise ValueError("a state resampled from an information state has no record")
        return Record(game=b.game_id, config=dict(b.config), actions=list(self._core.actions),
                      engine_version=b.game.version, content_version=b.game.content_version,
                      state_hash=b.game.state_hash(self._core.state))

    def action_of(self, option_id: str) -> int:
        """The action number of an option id now: in the chance outcome space at a chance
        node, in the action space otherwise."""
        b = self._core.bound
        space = b.chance if self._core.legal()[0] == (CHANCE,) else b.space
        return space.encode(option_id)

    def apply_option(self, option_id: str) -> None:
        """Apply an option id (a player's action or a chance outcome) as OpenSpiel's
        ``apply_action`` would (``ValueError`` if it is not legal now)."""
        self.apply_action(self.action_of(option_id))

    def resample(self, player: int, rng: Random) -> EerieState:
        """A state the ``player`` cannot tell from this one, drawn with ``rng`` from
        ``game.determinize`` of the player's view (a copy if the game has no secrets)."""
        b = self._core.bound
        if not b.game.has_secrets:
            out = self.clone()
            assert isinstance(out, EerieState)
            return out
        seat = b.seat_of(player)
        view = self._core.view(seat)
        state = b.game.determinize(view, seat, rng)
        if b.traits.repair is not None:
            b.traits.repair(state, view)
        base = (seat, tuple(self._core.transcript(seat))) if b.game.has_secrets else None
        out = EerieState(self.get_game(), _Core(b, state, [], detached=True, base=base,
                                                origin=copy.deepcopy(self._core),
                                                start=b.game.clone(state)))
        if out._core.view(seat) != view or out.current_player() != self.current_player():
            raise ValueError(f"{b.game_id}: determinize gave a state that seat {seat} "
                             "can tell from the real one (a bug in the game's determinize)")
        return out

    # -- OpenSpiel API ---------------------------------------------------------------------

    def current_player(self) -> int:
        """The player of the acting seat, ``CHANCE`` or ``TERMINAL``."""
        actors, _ = self._core.legal()
        if not actors:
            return int(pyspiel.PlayerId.TERMINAL)
        if actors == (CHANCE,):
            return int(pyspiel.PlayerId.CHANCE)
        return self._core.bound.player_of(actors[0])

    def _legal_actions(self, player: int) -> list[int]:
        """Legal action numbers, ascending."""
        actors, ids = self._core.legal()
        if all(self._core.bound.player_of(a) != player for a in actors):
            return []
        b = self._core.bound
        return (b.chance if actors == (CHANCE,) else b.space).encode_sorted(ids)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Chance outcomes with their probabilities, by action number."""
        b = self._core.bound
        outs = b.game.chance_outcomes(self._core.state)
        return sorted((b.chance.encode(oid), p) for oid, p in outs if p > 0)

    def _apply_action(self, action: int) -> None:
        """Apply an action number (a ``ValueError`` if it is not legal now)."""
        core = self._core
        actors, ids = core.legal()
        space = core.bound.chance if actors == (CHANCE,) else core.bound.space
        oid = space.decode(int(action))
        if not actors:
            raise ValueError(f"action {action} ({oid!r}) after the game is over")
        if oid not in ids:
            raise ValueError(f"action {action} ({oid!r}) is not legal now; legal: {ids}")
        core.apply(actors[0], oid)

    def _action_to_string(self, player: int, action: int) -> str:
        """The option id (of a chance outcome for ``player`` CHANCE)."""
        b = self._core.bound
        return (b.chance if player == CHANCE else b.space).decode(int(action))

    def is_terminal(self) -> bool:
        """True once the game is over."""
        return not self._core.legal()[0]

    def returns(self) -> list[float]:
        """Outcome scores at the end (a player's: its first seat's), zeros before."""
        b = self._core.bound
        out = b.game.outcome(self._core.state)
        if out is None:
            return [0.0] * len(b.people)
        lo, hi = b.traits.utility
        if len(out.scores) != b.seats or not all(lo <= s <= hi for s in out.scores):
            raise ValueError(f"{b.game_id}: scores {out.scores} outside the declared "
                             f"utility range [{lo}, {hi}] for {b.seats} seats")
        return [float(out.scores[b.seat_of(p)]) for p in range(len(b.people))]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> EerieState:
        """OpenSpiel's hook for IS-MCTS and friends: ``probability_sampler()`` seeds the
        draw. (OpenSpiel's default sampler is not seeded: for reproducible searches pass
        :func:`seeded_resampler` to ``ISMCTSBot.set_resampler``.)"""
        seed = int(float(probability_sampler()) * 2**53)
        return self.resample(player_id, Random(seed))

    def __str__(self) -> str:
        """The full state (``game.encode``) as canonical JSON: secrets included."""
        return self._core.text()


class EerieObserver:
    """OpenSpiel's Python observer interface (``tensor``, ``dict``, ``set_from``,
    ``string_from``) over our views.

    Private information ``SINGLE_PLAYER`` (the default) observes the player's view;
    ``NONE`` the spectator view (public information only). Perfect-recall tensors (a
    game with secrets only) are :meth:`_Core.recall_tensor`.
    """

    def __init__(self, bound: Bound, iig_obs_type: Any = None,
                 params: Mapping[str, Any] | None = None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {dict(params)}")
        self.bound = bound
        private = pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.perfect_recall = False
        if iig_obs_type is not None:
            private = iig_obs_type.private_info
            self.perfect_recall = bool(iig_obs_type.perfect_recall)
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("observing every player's private information is not supported")
        self.public_only = private == pyspiel.PrivateInfoType.NONE
        self.tensor: np.ndarray[Any, np.dtype[np.float32]] | None = None
        self.dict: dict[str, np.ndarray[Any, np.dtype[np.float32]]] = {}
        if not self.perfect_recall:
            self.tensor = np.zeros(bound.encoder.size, dtype=np.float32)
            self.dict = {"observation": self.tensor}
        elif bound.game.has_secrets:
            self.tensor = np.zeros(bound.recall_size, dtype=np.float32)
            size = bound.encoder.size
            self.dict = {"observation": self.tensor[:size],
                         "seen": self.tensor[size:2 * size],
                         "own_actions": self.tensor[2 * size:].reshape(-1, 2)}

    def _view_text(self, state: EerieState, player: int) -> str:
        return state._core.view_text(None if self.public_only
                                     else self.bound.seat_of(player))

    def set_from(self, state: EerieState, player: int) -> None:
        """Fill ``tensor`` with the encoding of the player's view, or with perfect recall
        its information state tensor (:meth:`_Core.recall_tensor`)."""
        if self.tensor is None:
            raise ValueError("no perfect-recall tensor for a game without secrets (its "
                             "information state is the action history)")
        seat = self.bound.seat_of(player)
        viewing = None if self.public_only else seat
        if self.perfect_recall:
            self.tensor[:] = state._core.recall_tensor(viewing, seat)
        else:
            self.tensor[:] = state._core.vector(viewing, seat)

    def string_from(self, state: EerieState, player: int) -> str:
        """The view as canonical JSON. A perfect-recall information state: for a game
        without secrets the action history (everyone saw everything); for a game with
        secrets the view and, one a line after it, the seat's transcript (its own actions
        and the events it was shown, :meth:`_Core.transcript`)."""
        if not self.perfect_recall:
            return self._view_text(state, player)
        core = state._core
        if not self.bound.game.has_secrets:
            return " ".join(f"{a}:{o}" for a, o in core.actions)
        seat = None if self.public_only else self.bound.seat_of(player)
        lines = [self._view_text(state, player)]
        if seat is not None:
            lines += core.transcript(seat)
        else:
            lines += core.public_transcript()
        return "\n".join(lines)


def seeded_resampler(seed: int) -> Callable[[EerieState, int], EerieState]:
    """A reproducible resampler for ``ISMCTSBot.set_resampler``."""
    rng = Random(seed)

    def resample(state: EerieState, player: int) -> EerieState:
        return state.resample(player, rng)

    return resample


# -- the game's own players as OpenSpiel's evaluator ------------------------------------------


class AgentRolloutEvaluator:
    """An evaluator for OpenSpiel's ``MCTSBot`` / ``ISMCTSBot`` (``mcts.Evaluator``'s
    ``evaluate`` and ``prior``) whose rollouts play the game's own AI level (``level``,
    one of ``Game.agents()``, e.g. ``"heuristic"``) in every seat, not random moves: in
    a game where random play never scores, random rollouts tell the search nothing.

    ``evaluate(state)`` is the mean of ``n_rollouts`` outcome scores from the state;
    ``prior(state)`` is uniform over the legal actions (the chance probabilities at a
    chance node), as OpenSpiel's ``RandomRolloutEvaluator``. Rollouts are seeded from
    ``random_state``, so a search is reproducible."""

    def __init__(self, level: str = "heuristic", n_rollouts: int = 1,
                 random_state: np.random.RandomState | None = None) -> None:
        self.level = level
        self.n_rollouts = n_rollouts
        self.random_state = random_state or np.random.RandomState()

    def evaluate(self, state: EerieState) -> np.ndarray[Any, np.dtype[np.float64]]:
        """Mean returns of rollouts by the game's agents from ``state``."""
        from eerie.core.agent import play_out

        b = state._core.bound
        if state.is_terminal():
            return np.array(state.returns())
        make = b.game.agents().get(self.level)
        if make is None:
            raise ValueError(f"{b.game_id} has no AI level {self.level!r}; it has "
                             f"{sorted(b.game.agents())}")
        total = np.zeros(b.seats)
        for _ in range(self.n_rollouts):
            st = b.game.clone(state._core.state)
            rng = Random(int(self.random_state.randint(2**31)))
            result = play_out(b.game, st, [make() for _ in range(b.seats)], rng)
            total += np.array(result.outcome.scores, dtype=np.float64)
        return total / self.n_rollouts

    def prior(self, state: EerieState) -> list[tuple[int, float]]:
        """Uniform over the legal actions; the chance outcomes at a chance node."""
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(legal)) for a in legal]


# -- registration ---------------------------------------------------------------------------


_CLASSES: dict[str, type[EerieGame]] = {}


def game_class(game_id: str) -> type[EerieGame]:
    """The :class:`EerieGame` subclass of one game id.

    OpenSpiel's registry keeps the creator until the process ends, past Python's own
    shutdown. A class (which refers to itself through its ``__mro__``) is never freed
    then; a plain function would be, without the interpreter lock, and abort the process
    at exit. So we register classes, as OpenSpiel's own Python games do.
    """
    cls = _CLASSES.get(game_id)
    if cls is None:
        name = "EerieGame_" + game_id.replace("-", "_")
        cls = type(name, (EerieGame,), {"GAME_ID": game_id, "__module__": __name__})
        _CLASSES[game_id] = cls
    return cls


def unsupported_games() -> list[str]:
    """Registered games the adapters cannot offer yet (no action space or traits)."""
    return [g for g in game_ids()
            if not (supported(g) and get_game(g).openspiel_traits() is not None)]


def register_all() -> list[str]:
    """Register every supported game with OpenSpiel (idempotent); their names."""
    names = []
    known = set(pyspiel.registered_names())
    for gid in game_ids():
        if gid in unsupported_games():
            continue
        name = openspiel_name(gid)
        if name not in known:
            pyspiel.register_game(game_type(gid), game_class(gid))
        names.append(name)
    return names


def load_game(game_id: str, **config: Any) -> EerieGame:
    """Load one of our games by its id, with config options as parameters (a list, such
    as investigators, may be given as a list)."""
    register_all()
    params = {k: "+".join(v) if isinstance(v, list | tuple) else v for k, v in config.items()}
    game = pyspiel.load_game(openspiel_name(game_id), params)
    assert isinstance(game, EerieGame)
    return game


REGISTERED = register_all()
"""OpenSpiel names registered when this module was imported."""
