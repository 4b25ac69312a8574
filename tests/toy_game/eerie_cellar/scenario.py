"""The Candle Cellar's scenario file format (``eerie-cellar-scenario``) as pydantic
models, and the packaged scenarios.

A scenario holds variables with their start values, events (lists of steps), triggers,
objectives and epilogues. Steps are one model for every word (``do``): the shared
language's fields (``text``, ``var``, ``value``, ``add``, ``cond``, ``then``, ``else``,
``id``, ``epilogue``) and the Cellar's own (``options`` of a ``choice``, ``need``,
``hit`` and ``miss`` of a ``roll``, ``values`` of a ``whisper``). Unknown words parse;
the validator reports them (``eerie_cellar.validate``).
"""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

Text = dict[str, str]
"""A text in every language: ``{"en": ..., "ko": ..., "zh": ...}``."""


class Cond(BaseModel):
    """A condition: ``check`` is its kind (``var``, ``round``, ``all``, ``any``, ``not``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    check: str
    var: str = ""
    op: str = "=="
    value: int = 0
    of: list[Cond] | Cond | None = None


class ChoiceOption(BaseModel):
    """One option of a ``choice``: its text, its steps, and when it is offered."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    text: Text
    steps: list[Step] = []
    when: Cond | None = None


class Step(BaseModel):
    """A step of any word (see the module text)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    do: str
    text: Text | None = None
    var: str = ""
    value: int | None = None
    add: int | None = None
    cond: Cond | None = None
    then: list[Step] = []
    else_: list[Step] = Field(default=[], alias="else")
    id: str = ""
    epilogue: str = ""
    options: list[ChoiceOption] = []
    need: int = 4
    hit: list[Step] = []
    miss: list[Step] = []
    values: list[int] = []


class Event(BaseModel):
    """A named list of steps."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    steps: list[Step]


class Trigger(BaseModel):
    """Runs ``event`` ``on`` a happening (``variable``: when ``cond`` becomes true)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    on: str
    event: str
    cond: Cond | None = None
    once: bool = True


class Told(BaseModel):
    """An objective or an epilogue: an id and its text."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    text: Text


class Scenario(BaseModel):
    """A whole scenario file."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    format: str = "eerie-cellar-scenario"
    id: str
    start: str
    variables: dict[str, int] = {}
    events: list[Event]
    triggers: list[Trigger] = []
    objectives: list[Told] = []
    epilogues: list[Told] = []


SCENARIOS = ("candle-cellar",)
"""The packaged scenarios (``scenarios/<id>.json``)."""


def parse(data: Any) -> Scenario:
    """A scenario from its JSON data (pydantic's ``ValidationError`` if malformed)."""
    return Scenario.model_validate(data)


@functools.cache
def load(name: str) -> Scenario:
    """A packaged scenario, parsed once per process."""
    text = resources.files(__package__).joinpath("scenarios", f"{name}.json").read_text("utf-8")
    return parse(json.loads(text))
