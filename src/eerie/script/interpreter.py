"""The interpreter: a stack of plain-data frames that runs a language's scripts.

Everything that can wait for a decision or a chance outcome is a *frame* on
``state.stack`` (a dict with its kind under ``"k"``). :meth:`Interpreter.run` works on
the top frame until one waits; :meth:`Interpreter.pending` asks the top frame for its
options; a decision goes to the top frame's ``decide``, then ``run`` goes on. Frames
refer to steps by *path* (``("event", "hall", 2, "pass_")``) so the state stays plain
data and clones cheaply.

The one built-in frame kind is ``steps`` (a script: its ``path`` and the index ``pc`` of
the next step); the built-in path root ``inline`` names scripts given to the interpreter
by name (:meth:`Interpreter.add_inline`: tests and tools).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from eerie.core.events import Event
from eerie.core.text import Msg
from eerie.script.language import Frame, Language, OptionsResult, Path

MAX_RUN = 100_000
"""Frames one ``run`` may work through before the script counts as an endless loop."""


class ScriptState(Protocol):
    """What the interpreter needs of a game state."""

    stack: list[Frame]
    log: list[list[Any]]
    round: int
    result: str


S = TypeVar("S", bound=ScriptState)


def frame_audience(st: ScriptState) -> frozenset[int] | None:
    """The seats of the innermost private script on the stack (None: everyone)."""
    for f in reversed(st.stack):
        aud = f.get("aud")
        if aud is not None:
            return frozenset(aud)
    return None


@dataclass(slots=True)
class Ctx(Generic[S]):
    """The state being changed and the events produced by one ``apply``."""

    st: S
    events: list[Event] = field(default_factory=list)

    def emit(self, kind: str, key: str, params: dict[str, Any] | None = None,
             data: dict[str, Any] | None = None,
             audience: frozenset[int] | None = None) -> None:
        """Record an event and put its message in the round's log (by default private to
        the seats of the private script running, if any)."""
        if audience is None:
            audience = frame_audience(self.st)
        m = Msg(key, params or {})
        self.events.append(Event(kind, m, data or {}, audience))
        self.st.log.append([self.st.round, m.to_json(),
                            sorted(audience) if audience is not None else None])


class Interpreter(Generic[S]):
    """Runs the scripts of one frozen :class:`Language` on states of type ``S``."""

    def __init__(self, language: Language) -> None:
        self.language = language
        self.inline: dict[str, list[Any]] = {}
        """Scripts by name, under the path root ``inline``."""
        self.memo: dict[Any, Any] = {}
        """Objects a game derives from its content once per interpreter (scripts built
        from card texts, token tables)."""
        self._steps = dict(language.steps)
        self._frames = dict(language.frames)
        self._roots = dict(language.roots)
        self._checks = dict(language.checks)
        self._actor = language.hook("actor")
        self._after_step = language.hook("after_step")
        self._over = language.hook("over")
        self._context = language.context

    # -- the stack --

    def push(self, st: S, frame_kind: str, /, **data: Any) -> Frame:
        """Put a frame on the stack. A frame pushed while a private script runs (``aud``
        on a frame below) is private to the same seats unless it names an audience
        itself: decisions of a secret script stay secret after its own frame ended."""
        f: Frame = {"k": frame_kind, **data}
        if f.get("aud") is None:
            aud = frame_audience(st)
            if aud is not None:
                f["aud"] = tuple(sorted(aud))
        st.stack.append(f)
        return f

    @staticmethod
    def pop(st: S, f: Frame) -> None:
        """Take frame ``f`` off the stack (usually the top one)."""
        if st.stack and st.stack[-1] is f:
            st.stack.pop()
        else:
            for i in range(len(st.stack) - 1, -1, -1):
                if st.stack[i] is f:
                    del st.stack[i]
                    return

    def run(self, ctx: Ctx[S]) -> None:
        """Advance until a frame waits for a decision or the game is over."""
        st = ctx.st
        frames = self._frames
        guard = 0
        while st.stack and not st.result:
            guard += 1
            if guard > MAX_RUN:  # pragma: no cover - a scenario loop
                raise RuntimeError("the script does not settle (an endless loop?)")
            top = st.stack[-1]
            kind = top["k"]
            if kind == "steps":
                if self._run_steps(ctx, top):  # pragma: no cover - steps never wait
                    return
            elif frames[kind].run(ctx, top):
                return
        if st.result:
            st.stack.clear()
            if self._over is not None:
                self._over(st)

    def pending(self, st: S) -> OptionsResult:
        """The top frame's actors, options and prompt."""
        top = st.stack[-1]
        options = self._frames[top["k"]].options
        assert options is not None, f"frame {top['k']!r} does not wait"
        return options(st, top)

    def decide(self, ctx: Ctx[S], option_id: str) -> None:
        """Hand a decision to the top frame, then run on."""
        top = ctx.st.stack[-1]
        decide = self._frames[top["k"]].decide
        assert decide is not None, f"frame {top['k']!r} does not wait"
        decide(ctx, top, option_id)
        self.run(ctx)

    # -- scripts --

    def add_inline(self, name: str, steps: list[Any]) -> None:
        """A script reachable as ``("inline", name)``."""
        self.inline[name] = list(steps)

    def resolve(self, st: Any, path: Path) -> Any:
        """The object (usually a list of steps) a path points at. ``st`` needs what the
        roots read, such as the scenario and the content library)."""
        root = path[0]
        if root == "inline":
            obj: Any = list(self.inline[path[1]])
            n = 2
        else:
            obj, n = self._roots[root].resolve(st, path)
        for part in path[n:]:
            obj = obj[part] if isinstance(part, int) else getattr(obj, part)
        return obj

    def root_paths(self, scenario: Any, lib: Any) -> Iterator[Path]:
        """Every root path the scripts of a scenario and its content can run from."""
        for root in self._roots.values():
            yield from root.paths(scenario, lib)
        for name in self.inline:
            yield ("inline", name)

    def context_of(self, f: Frame) -> dict[str, Any]:
        """What a script passes on to the scripts it runs: the language's context fields
        and its audience."""
        out = {k: f.get(k) for k in self._context}
        out["aud"] = f.get("aud")
        return out

    def push_steps(self, st: S, path: Path, **context: Any) -> None:
        """Run the script at ``path`` next (nothing if it is empty)."""
        if self.resolve(st, path):
            self.push(st, "steps", path=path, pc=0, **context)

    def _run_steps(self, ctx: Ctx[S], f: Frame) -> bool:
        st = ctx.st
        steps = self.resolve(st, f["path"])
        table = self._steps
        after = self._after_step
        while f["pc"] < len(steps):
            i = f["pc"]
            f["pc"] = i + 1
            s = steps[i]
            table[s.do].run(ctx, f, s, (*f["path"], i))
            if after is not None:
                after(ctx)
            if st.result or not st.stack or st.stack[-1] is not f:
                if f["pc"] >= len(steps):
                    self.pop(st, f)  # nothing left: a finished frame never waits under others
                return False
        self.pop(st, f)
        return False

    # -- conditions --

    def holds(self, st: S, cond: Any, actor: str | None) -> bool:
        """Whether a condition holds (``actor``: who it is judged for, if anyone)."""
        return self._checks[cond.check](self, st, cond, actor)

    def actor(self, st: S, f: Frame) -> str | None:
        """Who a frame's conditions are judged for (the language's ``actor`` hook)."""
        if self._actor is None:
            return None
        who: str | None = self._actor(st, f)
        return who

