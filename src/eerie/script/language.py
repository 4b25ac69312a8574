"""A script language: its step kinds, frame kinds, path roots and condition checks.

A :class:`Language` is a declaration. A game builds one explicitly (the shared steps of
:mod:`eerie.script.shared`, then its own), freezes it and hands it to its
:class:`~eerie.script.interpreter.Interpreter`; nothing registers itself on import.

* A **step kind** (:class:`StepKind`) is a ``do`` word of the scenario files with the
  function that runs it and its **children** (:class:`Child`): the fields holding nested
  step lists. Children are declared once, here; the interpreter's paths, the static
  analysis (:mod:`eerie.script.analysis`), validators and agents all read them.
* A **frame kind** (:class:`FrameKind`) is something on the state's stack that runs and
  may wait for a decision: ``run(ctx, frame) -> waiting``, ``options(state, frame) ->
  (actors, options, prompt)`` and ``decide(ctx, frame, option_id)``.
* A **path root** (:class:`Root`) names where scripts live (``("event", id)``): how a
  path under it resolves to an object and every path it can produce (views turn paths
  into opaque tokens and need to map them back).
* A **check** is a condition kind (the ``check`` field of a condition) and how it is
  judged: ``holds(interpreter, state, condition, actor) -> bool``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from eerie.core.decision import Option
from eerie.core.text import Msg

Frame = dict[str, Any]
"""A frame on a state's stack: plain data, its kind under ``"k"``."""
Path = tuple[Any, ...]
"""Where a step list lives: a root, then ids, indices and field names."""
OptionsResult = tuple[tuple[int, ...], list[Option], Msg]
"""What a waiting frame offers: the acting seats, the options, the prompt."""

StepFn = Callable[[Any, Frame, Any, Path], None]
"""Runs one step: ``(ctx, steps_frame, step, path_of_step)``."""
RunFn = Callable[[Any, Frame], bool]
OptionsFn = Callable[[Any, Frame], OptionsResult]
DecideFn = Callable[[Any, Frame, str], None]
CheckFn = Callable[[Any, Any, Any, "str | None"], bool]
"""Judges a condition: ``(interpreter, state, condition, actor) -> bool``."""
ResolveFn = Callable[[Any, Path], tuple[Any, int]]
"""``(state, path) -> (object, parts of the path used)``; the rest of the path walks
into the object (indices into lists, field names into models)."""
PathsFn = Callable[[Any, Any], Iterable[Path]]
"""``(scenario, library) -> every path of a root``."""


@dataclass(frozen=True, slots=True)
class Child:
    """A field of a step that holds nested steps.

    ``attr`` is the model attribute (``pass_``), ``key`` the field's name in the file
    (``pass``). With ``each`` the field is a list of entries whose ``each`` attribute
    holds the steps (a choice's ``options[i].steps``). ``guard`` names the attribute
    holding a condition (of the step, or of each entry) under which the child runs
    (``when``: whether it runs when the condition holds or when it does not). A step
    whose children are alternatives (a test's pass and fail) runs one of them;
    ``optional`` says that the step may also end without running it (a puzzle's
    ``solved`` steps)."""

    attr: str
    key: str
    each: str | None = None
    guard: str | None = None
    when: bool = True
    optional: bool = False


@dataclass(frozen=True, slots=True)
class Branch:
    """One nested step list of one step (what :meth:`Language.branches` yields)."""

    attr_path: Path
    """Relative path in model attributes (``("options", 2, "steps")``): the interpreter's."""
    key_path: Path
    """Relative path in file keys (``("else",)``): places in files."""
    steps: Sequence[Any]
    guard: Any
    """The condition the branch runs under (None: none)."""
    when: bool
    optional: bool


@dataclass(frozen=True, slots=True)
class StepKind:
    """A step word, its runner and its children."""

    name: str
    run: StepFn
    children: tuple[Child, ...] = ()


@dataclass(frozen=True, slots=True)
class FrameKind:
    """A frame kind: ``run`` (True while it waits), and for frames that wait, their
    options and what a decision does."""

    kind: str
    run: RunFn
    options: OptionsFn | None = None
    decide: DecideFn | None = None


@dataclass(frozen=True, slots=True)
class Root:
    """A path root: how its paths resolve and which paths it has."""

    name: str
    resolve: ResolveFn
    paths: PathsFn


class Language:
    """Step kinds, frame kinds, path roots and checks of one game's script language.

    Built by calling the ``add_*`` methods, then :meth:`freeze` (after which it cannot
    change). ``context`` lists the frame fields a script passes on to the scripts it runs
    (for example the acting figure and the enemy in question);
    ``actor_field`` is the one of them that says who acts (triggers set it). ``texts``
    holds what the shared steps need to say things (:class:`eerie.script.shared.Texts`).
    """

    def __init__(self, name: str, *, context: Sequence[str] = (),
                 actor_field: str | None = None) -> None:
        self.name = name
        self.context: tuple[str, ...] = tuple(context)
        if actor_field is not None and actor_field not in self.context:
            raise ValueError("the actor field must be one of the context fields")
        self.actor_field = actor_field or "actor"
        self.texts: Any = None
        self._steps: dict[str, StepKind] = {}
        self._frames: dict[str, FrameKind] = {}
        self._roots: dict[str, Root] = {}
        self._checks: dict[str, CheckFn] = {}
        self._hooks: dict[str, Callable[..., Any]] = {}
        self._frozen = False

    # -- building --

    def _open(self) -> None:
        if self._frozen:
            raise RuntimeError(f"the {self.name} language is frozen")

    def add_step(self, names: str | Sequence[str], run: StepFn,
                 children: Sequence[Child] = ()) -> None:
        """Declare step kinds (several words may share a runner: ``damage``, ``horror``)."""
        self._open()
        for name in (names,) if isinstance(names, str) else names:
            if name in self._steps:
                raise ValueError(f"step {name!r} is declared twice")
            self._steps[name] = StepKind(name, run, tuple(children))

    def add_frame(self, kind: str, run: RunFn, options: OptionsFn | None = None,
                  decide: DecideFn | None = None) -> None:
        """Declare a frame kind."""
        self._open()
        if kind in self._frames:
            raise ValueError(f"frame {kind!r} is declared twice")
        if (options is None) != (decide is None):
            raise ValueError(f"frame {kind!r}: a waiting frame needs options and decide")
        self._frames[kind] = FrameKind(kind, run, options, decide)

    def add_root(self, name: str, resolve: ResolveFn, paths: PathsFn) -> None:
        """Declare a path root."""
        self._open()
        if name in self._roots:
            raise ValueError(f"root {name!r} is declared twice")
        self._roots[name] = Root(name, resolve, paths)

    def add_check(self, name: str, holds: CheckFn) -> None:
        """Declare a condition kind."""
        self._open()
        if name in self._checks:
            raise ValueError(f"check {name!r} is declared twice")
        self._checks[name] = holds

    def set_hook(self, name: str, fn: Callable[..., Any]) -> None:
        """Set one of the interpreter's hooks: ``actor(state, frame) -> str | None`` (who
        a frame's conditions are judged for), ``after_step(ctx)`` (run after every
        step), ``over(state)`` (once the game has a result)."""
        self._open()
        if name not in ("actor", "after_step", "over"):
            raise ValueError(f"unknown hook {name!r}")
        self._hooks[name] = fn

    def freeze(self) -> Language:
        """No more declarations; returns the language."""
        self._frozen = True
        return self

    # -- reading --

    @property
    def steps(self) -> Mapping[str, StepKind]:
        """Step word -> its declaration."""
        return MappingProxyType(self._steps)

    @property
    def frames(self) -> Mapping[str, FrameKind]:
        """Frame kind -> its declaration."""
        return MappingProxyType(self._frames)

    @property
    def roots(self) -> Mapping[str, Root]:
        """Path root -> its declaration."""
        return MappingProxyType(self._roots)

    @property
    def checks(self) -> Mapping[str, CheckFn]:
        """Condition kind -> how it is judged."""
        return MappingProxyType(self._checks)

    def hook(self, name: str) -> Callable[..., Any] | None:
        """A hook set with :meth:`set_hook` (None: not set)."""
        return self._hooks.get(name)

    def waiting_frames(self) -> list[str]:
        """The frame kinds that can wait for a decision, sorted."""
        return sorted(k for k, f in self._frames.items() if f.options is not None)

    def branches(self, step: Any) -> Iterator[Branch]:
        """The nested step lists of a step, as its kind declares them (none for a kind
        the language does not know)."""
        kind = self._steps.get(getattr(step, "do", ""))
        if kind is None:
            return
        for c in kind.children:
            value = getattr(step, c.attr)
            if c.each is None:
                guard = getattr(step, c.guard) if c.guard else None
                yield Branch((c.attr,), (c.key,), value, guard, c.when, c.optional)
                continue
            for i, entry in enumerate(value):
                guard = getattr(entry, c.guard) if c.guard else None
                yield Branch((c.attr, i, c.each), (c.key, i, c.each), getattr(entry, c.each),
                             guard, c.when, c.optional)

    def walk(self, steps: Sequence[Any], parts: Path = ()) -> Iterator[tuple[Path, Any]]:
        """Every step of a script, nested ones included, with their places in file keys
        (``(*parts, 2, "pass", 0)``)."""
        for i, step in enumerate(steps):
            here = (*parts, i)
            yield here, step
            for b in self.branches(step):
                yield from self.walk(b.steps, (*here, *b.key_path))
