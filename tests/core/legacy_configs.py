"""The config normalisation of each game as it was before the declared schemas
(``eerie.core.config``), frozen here so that ``tests/core/test_config_games.py`` can show
the schema-derived ``normalize_config`` gives identical configs (and refuses the same
inputs) on many inputs: records and state hashes depend on it. Do not edit."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eerie.games.fearsome_floors.game import LAYOUTS, VARIANTS
from eerie.games.fearsome_floors.notation import NotationError, parse, write
from eerie.games.mansions.game import MAX_INVESTIGATORS, _config_choices, load
from eerie.games.whitehall_mystery.game import DEFAULT_MAP, RULE_OPTIONS, load_game_map


def fearsome_floors(config: Mapping[str, Any]) -> dict[str, Any]:
    """Check a config and fill defaults. Keys: ``players`` (2-7, default 4),
    ``variant`` (basic | experienced), ``layout`` (basic | experienced | place),
    ``prey3`` (6-7 players only), ``start`` (seat index), ``position`` (FFN)."""
    known = {"players", "variant", "layout", "prey3", "start", "position"}
    unknown = set(config) - known
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
    out: dict[str, Any] = {}
    if config.get("position"):
        pos = str(config["position"])
        try:
            st = parse(pos)
        except NotationError as exc:
            raise ValueError(f"position: {exc}") from None
        return {"position": write(st)}
    players = config.get("players", 4)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 7:
        raise ValueError(f"players must be a whole number from 2 to 7, not {players!r}")
    variant = config.get("variant", "basic")
    if variant not in VARIANTS:
        raise ValueError(f"variant must be one of {', '.join(VARIANTS)}, not {variant!r}")
    layout = config.get("layout", "basic" if variant == "basic" else "place")
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {layout!r}")
    if variant == "basic" and layout != "basic":
        raise ValueError("the basic game uses the basic layout; choose variant=experienced")
    if variant == "experienced" and layout == "basic":
        raise ValueError("the experienced game uses layout=experienced or layout=place")
    prey3 = config.get("prey3", False)
    if not isinstance(prey3, bool):
        raise ValueError("prey3 must be true or false")
    if prey3 and players < 6:
        raise ValueError("the three-victim card is a variant for 6 or 7 players")
    start = config.get("start", 0)
    if not isinstance(start, int) or isinstance(start, bool) or not 0 <= start < players:
        raise ValueError(f"start must be a seat from 0 to {players - 1}")
    out.update(players=players, variant=variant, layout=layout, prey3=prey3, start=start)
    return out


def whitehall_mystery(config: Mapping[str, Any]) -> dict[str, Any]:
    """Keys: ``map`` (a bundled map name or a map file path; default ``gaslight``),
    ``smoker`` (the dog, helping the investigators), ``jack_extra_alley`` (a third
    alley tile, helping Jack). See docs/whitehall-mystery.md for the optional rules."""
    known = {"map", "players", *RULE_OPTIONS}
    unknown = set(config) - known
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
    name = config.get("map", DEFAULT_MAP)
    if not isinstance(name, str) or not name:
        raise ValueError("map must be a map name or a file path")
    try:
        load_game_map(name)
    except (ValueError, OSError) as exc:
        raise ValueError(f"map {name!r}: {exc}") from None
    out: dict[str, Any] = {"map": name}
    players = config.get("players", 4)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise ValueError("players must be 2, 3 or 4 (Jack and one to three investigators)")
    out["players"] = players
    if config.get("smoker") and len(load_game_map(name).yellow) < 4:
        raise ValueError("the smoker needs a fourth yellow intersection on the map")
    for key in RULE_OPTIONS:
        value = config.get(key, False)
        if not isinstance(value, bool):
            raise ValueError(f"{key} must be true or false")
        out[key] = value
    return out


def mansions(config: Mapping[str, Any]) -> dict[str, Any]:
    """Check the scenario, the investigators (1-5, known, distinct) and the seats."""
    unknown = set(config) - {"scenario", "investigators", "seats", "players"}
    if unknown:
        raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
    ref = config.get("scenario")
    if ref is None:  # the shortest packaged scenario: the introduction
        ids = [c.value for c in _config_choices()["scenario"]]
        if not ids:
            raise ValueError("no scenario given and none is packaged")
        ref = ids[0]
    if not isinstance(ref, str) or not ref:
        raise ValueError("scenario must be a scenario id or a file path")
    try:
        scenario, lib, _ = load(ref)
    except (ValueError, OSError) as exc:
        raise ValueError(f"scenario {ref!r}: {exc}") from None
    players = config.get("players")
    if players is not None and (isinstance(players, bool) or not isinstance(players, int)
                                or not 1 <= players <= MAX_INVESTIGATORS):
        raise ValueError(f"players must be a number from 1 to {MAX_INVESTIGATORS}")
    invs = config.get("investigators")
    if invs is None:  # the first investigators: one each, or two for one person
        invs = sorted(lib.investigators)[:2 if players in (None, 1) else players]
    elif players not in (None, 1) and isinstance(invs, list | tuple) \
            and len(invs) != players:
        raise ValueError(f"{players} players need {players} investigators, "
                         f"not {len(invs)}")
    if (not isinstance(invs, list | tuple) or not invs
            or not all(isinstance(i, str) for i in invs)):
        raise ValueError("investigators must be a list of investigator ids")
    invs = list(invs)
    if len(invs) > MAX_INVESTIGATORS:
        raise ValueError(f"at most {MAX_INVESTIGATORS} investigators")
    if len(set(invs)) != len(invs):
        raise ValueError("an investigator is listed twice")
    missing = [i for i in invs if i not in lib.investigators]
    if missing:
        raise ValueError(f"unknown investigator(s): {', '.join(missing)}")
    seats = config.get("seats")
    if seats is None:
        seats = {i: n for n, i in enumerate(invs)}
        if config.get("players") == 1:
            seats = dict.fromkeys(invs, 0)
    if not isinstance(seats, Mapping) or set(seats) != set(invs):
        raise ValueError("seats must give every investigator a seat")
    used = sorted(set(seats.values()))
    if any(isinstance(s, bool) or not isinstance(s, int) for s in used) or \
            used != list(range(len(used))):
        raise ValueError("seats must be numbered 0, 1, 2 ... without gaps")
    if len(used) == 1 and len(invs) == 1:
        raise ValueError("a one-person game needs two investigators")
    lo, hi = scenario.players
    if not lo <= len(invs) <= hi:  # counted in investigators (a solo game has two)
        raise ValueError(f"this scenario is for {lo}-{hi} investigators")
    return {"scenario": ref, "investigators": invs,
            "seats": {i: int(seats[i]) for i in invs}}


def tiny(config: Mapping[str, Any]) -> dict[str, Any]:
    """``stones`` (default 7, at least 1)."""
    unknown = set(config) - {"stones"}
    if unknown:
        raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
    stones = int(config.get("stones", 7))
    if stones < 1:
        raise ValueError("stones: at least 1")
    return {"stones": stones}
