"""Static analysis of scripts, shared by every scripted game's validator.

Everything here reads a game's :class:`~eerie.script.language.Language` (which steps
nest which step lists, under which conditions) and the shared conditions (``var``,
``all``, ``any``, ``not``); what a game's own steps mean it says through small
arguments (which facts a step makes, which variables it writes). The game's validator
turns the findings into problems with places in its files; the reasons the analysis
gives are messages (:class:`~eerie.core.text.Msg`, keys ``script.*`` of the core
catalog), never English.

* :func:`variable_values` and :class:`Values`: the values each variable can ever take;
  :func:`may_hold` / :func:`why_never`: conditions that can never hold (or never fail)
  by those values, and why (a message).
* :func:`live_steps`: the steps that can run, skipping branches whose condition can
  never let them.
* :func:`reachable_events`: which events can fire, from the events that start
  reachable and *facts* (``("token", id)``, ``("puzzle", id)``...) that steps make and
  entries wait for.
* :class:`VarFlow`: which variables may be read before any step set them.
* :func:`unknown_words`: steps and conditions the language does not know (with a
  message each).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from eerie.core.text import Msg, msg
from eerie.script.language import Language, Path

Fact = tuple[str, str]
"""Something a step makes happen that other parts of a scenario wait for: a kind and
an id (``("event", "cellar")`` runs that event; a game adds its own kinds)."""

# -- variable values --------------------------------------------------------------------------

_OPS: dict[str, Callable[[int, int], bool]] = {
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b, ">=": lambda a, b: a >= b,
    "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, "<": lambda a, b: a < b}
NEGATED: dict[str, str] = {"==": "!=", "!=": "==", ">=": "<", "<": ">=", "<=": ">",
                           ">": "<="}
"""The comparison that holds exactly when the given one does not."""


@dataclass(frozen=True, slots=True)
class Values:
    """The values a variable can ever take: the finite set ``exact``, or (when ``exact``
    is None) every whole number from ``low`` to ``high`` (None: unbounded that way)."""

    exact: frozenset[int] | None
    low: int | None = None
    high: int | None = None

    def may(self, op: str, value: int) -> bool:
        """Whether ``variable <op> value`` holds for some value the variable can take."""
        if self.exact is not None:
            return any(_OPS[op](x, value) for x in self.exact)
        low, high = self.low, self.high
        if op == "==":
            return (low is None or low <= value) and (high is None or value <= high)
        if op == "!=":
            return not (low == high == value)
        if op in (">=", ">"):
            return high is None or _OPS[op](high, value)
        return low is None or _OPS[op](low, value)

    def describe(self) -> Msg:
        """In words, for messages (English: ``only ever takes the values 0, 1``)."""
        if self.exact is not None:
            shown = ", ".join(str(x) for x in sorted(self.exact))
            return msg("script.values.exact", n=len(self.exact), values=shown)
        if self.low is not None:
            return msg("script.values.low", low=self.low)
        if self.high is not None:
            return msg("script.values.high", high=self.high)
        return msg("script.values.any")


@dataclass(frozen=True, slots=True)
class Write:
    """A step that changes a variable: sets it to ``value``, or moves it by an amount of
    sign ``sign`` (+1 up, -1 down, 0 none)."""

    var: str
    value: int | None = None
    sign: int = 0


def set_writes(step: Any) -> Iterator[Write]:
    """The writes of the shared ``set`` step (nothing for other steps)."""
    if getattr(step, "do", None) != "set":
        return
    yield Write(step.var, None, 0)
    if step.value is not None:
        yield Write(step.var, step.value)
    if step.add is not None and step.add != 0:
        yield Write(step.var, None, 1 if step.add > 0 else -1)


def variable_values(start: Mapping[str, int], writes: Iterable[Write]) -> dict[str, Values]:
    """What each variable can be over a whole game, from its start value (``start``,
    else 0) and every write anywhere (whether or not it can run: this over-approximates,
    so a condition found impossible really is). Without moves a variable takes finitely
    many values; moves of one sign open a range that way from the smallest (largest) of
    those values; moves of both signs allow anything. Variables that nothing writes and
    that have no start value are left out."""
    values: dict[str, set[int]] = {}
    ups: set[str] = set()
    downs: set[str] = set()
    for w in writes:
        values.setdefault(w.var, set())
        if w.value is not None:
            values[w.var].add(w.value)
        if w.sign > 0:
            ups.add(w.var)
        elif w.sign < 0:
            downs.add(w.var)
    for var in start:
        values.setdefault(var, set())
    out: dict[str, Values] = {}
    for var, seen in values.items():
        seen.add(start.get(var, 0))
        if var in ups and var in downs:
            out[var] = Values(None)
        elif var in ups:
            out[var] = Values(None, low=min(seen))
        elif var in downs:
            out[var] = Values(None, high=max(seen))
        else:
            out[var] = Values(frozenset(seen))
    return out


# -- conditions -----------------------------------------------------------------------------


def var_reads(cond: Any) -> Iterator[str]:
    """The variables a condition reads."""
    for _, var in var_places(cond, ()):
        yield var


def var_places(cond: Any, parts: Path) -> Iterator[tuple[Path, str]]:
    """The variable checks of a condition at ``parts``: (place of the check, variable)."""
    check = getattr(cond, "check", None)
    if check == "var":
        yield parts, cond.var
    elif check in ("all", "any"):
        for i, sub in enumerate(cond.of):
            yield from var_places(sub, (*parts, "of", i))
    elif check == "not":
        yield from var_places(cond.of, (*parts, "of"))


def may_hold(cond: Any, want: bool, values: Mapping[str, Values]) -> bool:
    """Whether ``cond`` can ever come out as ``want``, judging variable checks by
    ``values`` (every other check can go either way; an ``all``/``any`` is judged part by
    part, so two parts that contradict each other are not noticed)."""
    check = getattr(cond, "check", None)
    if check == "var":
        found = values.get(cond.var)
        if found is None:
            return True
        return found.may(cond.op if want else NEGATED[cond.op], cond.value)
    if check == "not":
        return may_hold(cond.of, not want, values)
    if check == "all":
        parts = (may_hold(sub, want, values) for sub in cond.of)
        return all(parts) if want else any(parts)
    if check == "any":
        parts = (may_hold(sub, want, values) for sub in cond.of)
        return any(parts) if want else all(parts)
    return True


def why_never(cond: Any, values: Mapping[str, Values]) -> Msg:
    """Why a condition can never hold (or never fail), as a message: the values of the
    variables it reads (English: ``variable 'a' only ever takes the values 0, 2; ...``),
    or that its parts contradict each other."""
    named = [msg("script.never.var", var=var, values=values[var].describe())
             for var in dict.fromkeys(var_reads(cond)) if var in values]
    if not named:
        return msg("script.never.contradiction")
    out = named[-1]
    for part in reversed(named[:-1]):
        out = msg("script.never.and", first=part, rest=out)
    return out


# -- steps that can run ---------------------------------------------------------------------


def live_steps(language: Language, steps: Sequence[Any], parts: Path,
               values: Mapping[str, Values]) -> Iterator[tuple[Path, Any]]:
    """Every step of a script with its place (in file keys), nested ones included, but
    not the branches whose guard can never let them run (by ``values``)."""
    for i, step in enumerate(steps):
        here = (*parts, i)
        yield here, step
        for b in language.branches(step):
            if b.guard is None or may_hold(b.guard, b.when, values):
                yield from live_steps(language, b.steps, (*here, *b.key_path), values)


@dataclass(frozen=True, slots=True)
class Entry:
    """A way into an event: it can fire once ``needs`` has happened (None: from the
    start)."""

    event: str
    needs: Fact | None = None


def reachable_events(language: Language, events: Mapping[str, tuple[Path, Sequence[Any]]],
                     entries: Iterable[Entry], scripts: Iterable[tuple[Path, Sequence[Any]]],
                     facts: Callable[[Any], Iterable[Fact]], start_facts: Iterable[Fact],
                     values: Mapping[str, Values]) -> tuple[set[str], set[Fact]]:
    """The events that can fire and the facts that can happen.

    ``events``: id -> (place, steps); ``entries``: the ways into events; ``scripts``:
    scripts that can run whatever happens (such as events drawn at random each round);
    ``facts(step)``: what a step makes happen (a fact ``("event", id)`` runs that event);
    ``start_facts``: what has happened before anything runs. A step counts only if it
    is live (:func:`live_steps`)."""
    reached: set[str] = set()
    happened: set[Fact] = set()
    waiting = list(entries)
    todo: list[tuple[Path, Sequence[Any]]] = list(scripts)

    def reach(ident: str) -> None:
        if ident in events and ident not in reached:
            reached.add(ident)
            todo.append(events[ident])

    def happen(fact: Fact) -> None:
        if fact in happened:
            return
        happened.add(fact)
        if fact[0] == "event":
            reach(fact[1])
        for entry in waiting:
            if entry.needs == fact:
                reach(entry.event)

    for entry in waiting:
        if entry.needs is None:
            reach(entry.event)
    for fact in start_facts:
        happen(fact)
    while todo:
        parts, steps = todo.pop()
        for _, step in live_steps(language, steps, parts, values):
            for fact in facts(step):
                happen(fact)
    return reached, happened


def unknown_words(language: Language, steps: Sequence[Any], parts: Path = ()
                  ) -> Iterator[tuple[Path, Msg]]:
    """Steps (``do``) and conditions (``check``) of a script that the language does not
    declare, with their places and a message each (English: ``unknown step 'dance'``)."""
    for here, step in language.walk(steps, parts):
        if step.do not in language.steps:
            yield here, msg("script.unknown.step", word=str(step.do))
        seen: set[int] = set()
        for b in language.branches(step):
            if b.guard is not None and id(b.guard) not in seen:
                seen.add(id(b.guard))  # an if's branches share their condition
                place = (*here, *b.key_path[:-1]) if len(b.key_path) > 1 else here
                yield from _unknown_checks(language, b.guard, place)


def _unknown_checks(language: Language, cond: Any, place: Path) -> Iterator[tuple[Path, Msg]]:
    if cond.check not in language.checks:
        yield place, msg("script.unknown.check", word=str(cond.check))
    subs = cond.of if cond.check in ("all", "any") else [cond.of] if cond.check == "not" \
        else []
    for sub in subs:
        yield from _unknown_checks(language, sub, place)


# -- variables read before they are set --------------------------------------------------------

Vars = frozenset[str]
FLOW_BUDGET = 50_000
"""Upper bound on script walks of :class:`VarFlow` (it stops quietly beyond)."""


class VarFlow:
    """Which of the ``watched`` variables may be read before any step set them.

    Along each path the analysis keeps the variables that are *definitely* set: a step
    with branches (a test's pass and fail, an if's then and else, a choice's options)
    sets after it only what every branch sets (an optional branch, such as a puzzle's
    ``solved`` steps, sets nothing for sure), and a condition guarding a branch that
    reads a watched variable outside that set is flagged. A ``victory`` or ``defeat``
    ends the path (nothing is read after). The conditions themselves are not evaluated.

    A game subclasses it: :meth:`run` walks its roots (in which order things may
    happen), :meth:`effect` adds what its own steps do (``known`` after the step's
    branches; the branches' results in ``outs``). ``events`` maps event ids to (place,
    steps). The analysis gives up quietly after :data:`FLOW_BUDGET` script walks."""

    def __init__(self, language: Language, events: Mapping[str, tuple[Path, Sequence[Any]]],
                 watched: Vars, writes: Callable[[Any], Iterable[Write]]) -> None:
        self.language = language
        self.events = events
        self.watched = watched
        self.writes = writes
        self.flagged: list[tuple[Path, str]] = []
        self._flag_seen: set[tuple[Path, str]] = set()
        self.memo: dict[tuple[str, Vars], Vars] = {}
        self.active: set[tuple[str, Vars]] = set()
        self.done_roots: set[tuple[str, str, Vars]] = set()
        self.budget = FLOW_BUDGET
        self.everything: Vars = watched

    def run(self) -> None:
        """Walk every root of the game (a subclass says which)."""

    def effect(self, step: Any, here: Path, known: Vars, outs: list[Vars]) -> Vars:
        """What a game's own step does to ``known`` (nothing by default)."""
        return known

    def read(self, cond: Any, parts: Path, known: Vars) -> None:
        """A condition at ``parts`` is judged with ``known`` set."""
        if cond is None:
            return
        for where, var in var_places(cond, parts):
            if var in self.watched and var not in known:
                key = (where, var)
                if key not in self._flag_seen:
                    self._flag_seen.add(key)
                    self.flagged.append(key)

    def root(self, kind: str, ident: str, known: Vars, go: Callable[[], None]) -> None:
        """Walk a root once per (kind, id, known)."""
        key = (kind, ident, known)
        if key in self.done_roots or self.budget <= 0:
            return
        self.done_roots.add(key)
        go()

    def event(self, ident: str, known: Vars) -> Vars:
        """Run event ``ident`` with ``known`` set; what is set after it."""
        found = self.events.get(ident)
        if found is None:
            return known
        key = (ident, known)
        if key in self.memo:
            return self.memo[key]
        if key in self.active or self.budget <= 0:
            return known  # a cycle: assume it sets nothing more
        self.active.add(key)
        self.budget -= 1
        parts, steps = found
        out = self.steps(steps, parts, known)
        self.active.discard(key)
        self.memo[key] = out
        return out

    def steps(self, steps: Sequence[Any], parts: Path, known: Vars) -> Vars:
        """Walk a script with ``known`` set; what is set after it."""
        for i, step in enumerate(steps):
            here = (*parts, i)
            outs: list[Vars] = []
            optional = False
            for b in self.language.branches(step):
                if b.guard is not None:
                    guard_place = (*here, *b.key_path[:-1]) if len(b.key_path) > 1 else here
                    self.read(b.guard, (*guard_place, self._guard_key(step, b.key_path)),
                              known)
                outs.append(self.steps(b.steps, (*here, *b.key_path), known))
                optional = optional or b.optional
            if outs and not optional:
                common = outs[0]
                for out in outs[1:]:
                    common = common & out
                known = common
            for w in self.writes(step):
                known = known | {w.var}
            if step.do == "event":
                known = self.event(step.id, known)
            elif step.do in ("victory", "defeat"):
                return known | self.everything  # the game is over: nothing is read after
            known = self.effect(step, here, known, outs)
        return known

    def _guard_key(self, step: Any, key_path: Path) -> str:
        kind = self.language.steps[step.do]
        attr = key_path[0]
        child = next(c for c in kind.children if c.key == attr)
        return child.guard or ""
