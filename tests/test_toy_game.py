"""The Candle Cellar (``tests/toy_game``), the toy scripted game of
``docs/adding-a-game.md``: installed through its entry point only, it passes the whole
conformance suite, ``eerie validate`` checks its scenarios with ``eerie.script``'s
shared analysis, and its Fluent catalogs agree across languages."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from random import Random
from typing import Any

import pytest
from typer.testing import CliRunner

from eerie.core.registry import game_ids, get_game
from eerie.core.text import LANGUAGES, Msg, Translator
from eerie.testing.conformance import CHECKS, ConformanceCase
from eerie.testing.playouts import play
from tests.catalogs import package_messages, variables
from tests.plugins import TESTS, install
from tests.text_checks import english_words

TOY = TESTS / "toy_game"
SCENARIO = TOY / "eerie_cellar" / "scenarios" / "candle-cellar.json"


@pytest.fixture(scope="module")
def cellar(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The toy installed (for this module only); its game object."""
    with pytest.MonkeyPatch.context() as mp:
        install(TOY, "eerie_cellar", tmp_path_factory.mktemp("site"), mp)
        yield get_game("candle-cellar")


def test_the_toy_is_not_a_shipped_game() -> None:
    assert "candle-cellar" not in game_ids()


@pytest.mark.parametrize("check", list(CHECKS))
def test_the_toy_conforms(cellar: Any, check: str) -> None:
    CHECKS[check](cellar, ConformanceCase.of(cellar, playouts=3))


def test_the_whisper_is_a_secret_draw_for_the_listener_only(cellar: Any) -> None:
    for seed in range(10):
        done = play(cellar, {"players": 2}, seed, 200)
        assert done.over and done.actions[0][1].startswith("whisper:")
        assert [e.audience for e in done.events[0]] == [frozenset({0})]
    state = cellar.setup({"players": 2})
    assert cellar.pending(state).secret == (0,)
    cellar.apply(state, -1, "whisper:2")
    assert cellar.view(state, 0)["variables"]["key_crate"] == 2
    assert "key_crate" not in cellar.view(state, 1)["variables"]
    assert "key_crate" not in cellar.view(state, None)["variables"]


def _outcomes(cellar: Any, seeds: range) -> set[str]:
    found = set()
    for seed in seeds:
        done = play(cellar, {"players": 1}, seed, 200)
        state = cellar.setup({"players": 1})
        for actor, option in done.actions:
            cellar.apply(state, actor, option)
        found.add(cellar.outcome(state).ending)
    return found


def test_the_party_can_escape_and_can_be_left_in_the_dark(cellar: Any) -> None:
    assert _outcomes(cellar, range(40)) == {"dawn", "dark"}


def test_the_terminal_plays_the_toy(cellar: Any, tmp_path: Path) -> None:
    from eerie.cli.main import app

    result = CliRunner().invoke(app, ["play", "candle-cellar", "--ai", "1:random",
                                      "-o", "players=1", "--seed", "3",
                                      "--save", str(tmp_path / "c.json")])
    assert result.exit_code == 0, result.output
    assert "Candle:" in result.output and "bears the lantern" in result.output


# -- eerie validate -------------------------------------------------------------------------


def _broken(tmp_path: Path, change: Any) -> list[str]:
    from eerie.cli.validation import validate_path

    data = json.loads(SCENARIO.read_text("utf-8"))
    change(data)
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), "utf-8")
    return validate_path(path)


def _event(data: dict[str, Any], ident: str) -> dict[str, Any]:
    event: dict[str, Any] = next(e for e in data["events"] if e["id"] == ident)
    return event


def test_eerie_validate_accepts_the_packaged_scenario(cellar: Any) -> None:
    from eerie.cli.main import app

    result = CliRunner().invoke(app, ["validate", str(SCENARIO)])
    assert result.exit_code == 0 and f"{SCENARIO}: ok" in result.output, result.output


@pytest.mark.parametrize(("change", "problem"), [
    (lambda d: _event(d, "rats")["steps"].append({"do": "dance"}),
     "events[4].steps[1]: unknown step 'dance'"),
    (lambda d: _event(d, "well")["steps"][1]["hit"].append(
        {"do": "if", "cond": {"check": "moon"}, "then": []}),
     "events[5].steps[1].hit[2]: unknown condition 'moon'"),
    (lambda d: [o["steps"][0].update({"then": []})
                for o in _event(d, "crates")["steps"][0]["options"]],
     "events[3]: event 'found' can never run"),
    (lambda d: _event(d, "hall")["steps"][0]["options"][1]["when"].update({"value": 7}),
     "events[1].steps[0].options[1].steps: never runs (variable 'well_used' only ever "
     "takes the values 0, 1)"),
    (lambda d: _event(d, "darkness")["steps"][0].update({"epilogue": "noon"}),
     "events[6].steps[0]: unknown epilogue 'noon'"),
    (lambda d: d["triggers"].clear(), "the scenario needs a reachable victory and a "
     "reachable defeat"),
    (lambda d: d.pop("start"), "start: required field is missing"),
])
def test_eerie_validate_finds_what_is_wrong(cellar: Any, tmp_path: Path, change: Any,
                                            problem: str) -> None:
    found = _broken(tmp_path, change)
    assert any(problem in p for p in found), found


def test_eerie_validate_speaks_korean(cellar: Any, tmp_path: Path) -> None:
    from eerie.cli.main import app

    for name, change in (("epilogue", lambda d: _event(d, "darkness")["steps"][0].update(
            {"epilogue": "noon"})), ("start", lambda d: d.pop("start"))):
        data = json.loads(SCENARIO.read_text("utf-8"))
        change(data)
        (tmp_path / f"{name}.json").write_text(json.dumps(data), "utf-8")
    result = CliRunner().invoke(app, ["validate", "--lang", "ko", str(tmp_path)])
    assert result.exit_code == 1
    lines = result.output.replace(str(tmp_path), "").splitlines()
    assert "/epilogue.json: events[6].steps[0]: 알 수 없는 에필로그 'noon'" in lines, lines
    assert "/start.json: start: 필수 항목이 없습니다" in lines, lines
    assert english_words(result.output.replace(str(tmp_path), ""),
                         ("epilogue", "json", "start", "events", "steps")) == []


# -- texts ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_the_catalogs_have_the_english_messages_and_variables(cellar: Any, lang: str) -> None:
    english = package_messages("eerie_cellar", "en")
    other = package_messages("eerie_cellar", lang)
    assert set(other) == set(english)
    for ident, message in english.items():
        assert variables(other[ident]) == variables(message), ident


def _msgs(m: Msg) -> Iterator[Msg]:
    yield m
    for value in m.params.values():
        if isinstance(value, Msg):
            yield from _msgs(value)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_of_a_game_renders(cellar: Any, lang: str) -> None:
    from eerie_cellar.render import help_text, render

    tr = Translator(lang, ("eerie", "eerie_cellar"))
    seen: list[Msg] = [f.label for f in cellar.config_schema()]
    for seed in range(6):
        done = play(cellar, {"players": 2}, seed, 200)
        state = cellar.setup(done.config)
        for actor, option in done.actions:
            p = cellar.pending(state)
            seen += [p.prompt, *(o.label for o in p.options)]
            seen += [e.msg for e in cellar.apply(state, actor, option)]
            assert render(cellar.view(state, 0), tr)
        seen.append(cellar.outcome(state).reason)
    labels = cellar.outcome_labels(done.config)
    seen += [*labels.endings.values(), *(t.label for t in cellar.teams(done.config))]
    unique = {json.dumps(x.to_json(), sort_keys=True): x for m in seen for x in _msgs(m)}
    for message in unique.values():
        text, problems = tr.render(message)
        assert not problems and text, (message, problems)
    assert help_text(tr)
    assert tr.has("ui.game.candle-cellar")


def test_a_toy_that_shows_the_whisper_to_everyone_fails_the_secrets_check(
        cellar: Any) -> None:
    from eerie.testing.conformance import check_secrets

    class Leaking(type(cellar)):  # type: ignore[misc]
        def view(self, state: Any, seat: int | None) -> dict[str, Any]:
            out: dict[str, Any] = super().view(state, seat)
            out["variables"] = dict(state.variables)
            return out

    with pytest.raises(AssertionError, match=r"seat 1's view shows what it may not know"):
        check_secrets(Leaking(), ConformanceCase(configs=({"players": 2},), playouts=1))


def test_the_lantern_level_escapes_more_often_than_chance(cellar: Any) -> None:
    from eerie.ai.agents import agent_names, make_agent
    from eerie.core.agent import play_out

    assert agent_names(cellar) == ["random", "lantern", "search"]
    wins = {}
    for level in ("random", "lantern"):
        wins[level] = sum(
            bool(play_out(cellar, cellar.setup({"players": 2}),
                          [make_agent(cellar, level) for _ in range(2)],
                          Random(seed)).outcome.winners)
            for seed in range(60))
    assert wins["lantern"] > wins["random"] + 10, wins


def test_the_search_level_uses_the_toys_own_preset(cellar: Any) -> None:
    from eerie.ai.agents import make_agent
    from eerie.ai.search_presets import search_config
    from eerie.core.agent import play_out

    config = search_config(cellar)
    assert config.iterations == 60 and config.rollout.name == "lantern"
    result = play_out(cellar, cellar.setup({"players": 1}), [make_agent(cellar, "search")],
                      Random(5))
    assert result.outcome.ending in ("dawn", "dark") and result.decisions > 0


def test_the_server_serves_the_toys_renderer_and_catalog(cellar: Any, tmp_path: Path) -> None:
    import warnings

    from eerie.server.app import create_app
    from eerie.server.settings import ServerSettings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient

    assert cellar.web_assets() == TOY / "eerie_cellar" / "web"
    with TestClient(create_app(ServerSettings(db_url="", data_dir=tmp_path))) as client:
        js = client.get("/games/candle-cellar/renderer.js")
        assert js.status_code == 200 and "export function createRenderer" in js.text
        assert "ctx.act(o.id)" in js.text and ".split(" not in js.text
        ko = client.get("/api/games/candle-cellar/locales/ko.ftl")
        assert ko.status_code == 200 and "촛불 지하실" in ko.text


def test_every_key_the_toys_code_names_is_in_its_english_catalog(cellar: Any) -> None:
    from eerie_cellar.language import TEXTS

    from eerie.core.text import fluent_id

    english = package_messages("eerie_cellar", "en")
    sources = [*(TOY / "eerie_cellar").glob("*.py"), TOY / "eerie_cellar" / "web" / "renderer.js"]
    keys = {k for p in sources for k in re.findall(
        r"""(?:Msg\(|ctx\.t\(|emit\("[a-z.]+", )["'](cellar\.[a-z_.]+)""", p.read_text("utf-8"))}
    keys |= {TEXTS.say[1], TEXTS.objective[1], *TEXTS.over[1].values()}
    assert len(keys) >= 20
    assert not sorted(k for k in keys if fluent_id(k) not in english)
