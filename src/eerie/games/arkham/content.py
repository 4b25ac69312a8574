"""The packaged content, read once through the models of :mod:`eerie.games.arkham.schema`,
and the city's graph derived from it (adjacency, distances, neighbourhood of a space)."""

from __future__ import annotations

import functools
import json
from collections import deque
from dataclasses import dataclass
from importlib import resources
from typing import Any

from eerie.games.arkham.schema import (
    Asset,
    City,
    Condition,
    Encounter,
    EventCard,
    Headline,
    Investigator,
    Library,
    Monster,
    Scenario,
)

SCENARIOS: tuple[str, ...] = ("lamps-go-out", "choir-below")
"""The packaged scenarios, the introductory one first."""


def _read(folder: str, name: str) -> Any:
    text = resources.files("eerie.games.arkham").joinpath(folder, name).read_text("utf-8")
    return json.loads(text)


@dataclass(frozen=True)
class Content:
    """The city and the library with look-ups by id."""

    city: City
    library: Library
    adjacency: dict[str, tuple[str, ...]]
    neighbourhood_of: dict[str, str]
    """Space -> its neighbourhood id ("" for a street)."""
    street_kind: dict[str, str]
    spaces: tuple[str, ...]
    """Every space, in content order."""
    investigators: dict[str, Investigator]
    monsters: dict[str, Monster]
    assets: dict[str, Asset]
    encounters: dict[str, Encounter]
    headlines: dict[str, Headline]
    distances: dict[str, dict[str, int]]
    conditions: dict[str, Condition]
    starting_assets: frozenset[str] = frozenset()
    """Assets some investigator starts with: starting cards, in no ally or spell deck."""

    def deck_of(self, asset: str) -> str | None:
        """The deck a discarded asset goes to the bottom of (None: a starting ally or
        spell, which goes back to the box)."""
        kind = self.assets[asset].kind
        if kind == "item":
            return "item"
        return None if asset in self.starting_assets else kind

    def deck_cards(self, kind: str) -> list[str]:
        """The cards of the item, ally or spell deck at set-up (allies and spells
        without the starting cards)."""
        return [a.id for a in self.library.assets if a.kind == kind
                and (kind == "item" or a.id not in self.starting_assets)]

    def distance(self, a: str, b: str) -> int:
        """Steps between two spaces."""
        return self.distances[a][b]


def _bfs(adj: dict[str, tuple[str, ...]], start: str) -> dict[str, int]:
    dist = {start: 0}
    todo = deque([start])
    while todo:
        s = todo.popleft()
        for t in adj[s]:
            if t not in dist:
                dist[t] = dist[s] + 1
                todo.append(t)
    return dist


def build_content(city: City, library: Library) -> Content:
    """Index ``city`` and ``library``; raises ``ValueError`` for a space adjacency names
    that does not exist or a city that is not connected."""
    spaces: list[str] = []
    nb_of: dict[str, str] = {}
    links: dict[str, set[str]] = {}
    for nb in city.neighbourhoods:
        ids = [s.id for s in nb.spaces]
        for s in ids:
            spaces.append(s)
            nb_of[s] = nb.id
            links[s] = {t for t in ids if t != s}
    kinds = {}
    for st in city.streets:
        spaces.append(st.id)
        nb_of[st.id] = ""
        kinds[st.id] = st.kind
        links[st.id] = set()
    for a, b in city.adjacent:
        if a not in links or b not in links:
            raise ValueError(f"adjacent names an unknown space: {a}-{b}")
        links[a].add(b)
        links[b].add(a)
    adj = {s: tuple(sorted(links[s])) for s in spaces}
    dist = {s: _bfs(adj, s) for s in spaces}
    if any(len(d) != len(spaces) for d in dist.values()):
        raise ValueError("the city is not connected")
    encounters = {e.id: e for cards in library.encounters.values() for e in cards}
    return Content(city, library, adj, nb_of, kinds, tuple(spaces),
                   {i.id: i for i in library.investigators},
                   {m.id: m for m in library.monsters}, {a.id: a for a in library.assets},
                   encounters, {h.id: h for h in library.headlines}, dist,
                   {c.id: c for c in library.conditions},
                   frozenset(a for i in library.investigators for a in i.assets))


@functools.cache
def content() -> Content:
    """The packaged content (read once; the models are frozen)."""
    return build_content(City.model_validate(_read("content", "city.json")),
                         Library.model_validate(_read("content", "library.json")))


@functools.cache
def scenario(ident: str) -> Scenario:
    """A packaged scenario by id."""
    if ident not in SCENARIOS:
        raise ValueError(f"unknown scenario {ident!r}")
    return Scenario.model_validate(_read("scenarios", f"{ident}.json"))


def event_card(sc: Scenario, ident: str) -> EventCard | None:
    """The scenario's event card ``ident`` (None: not an event card)."""
    return next((e for e in sc.event_deck if e.id == ident), None)
