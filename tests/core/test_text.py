"""Localisable text: messages, Fluent catalogs and the fallback chain language -> English
-> key; plural selectors; the terminal's language from the environment."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from eerie.core.text import (
    LANGUAGES,
    Msg,
    Translator,
    environment_language,
    fluent_id,
    load_catalog,
    locale_language,
    msg,
    negotiate,
)
from tests.catalogs import messages, variables

PKG = "eerie_test_catalogs"

CATALOGS = {
    "en": """
greet = Hello, { $name }!
only-en = English only
figure = { $colour } figure { $value }
colour-red = red
broken = Needs { $missing }
bad-format = Bad {
plain = Plain
clues = { $n ->
    [0] no clues
    [one] { $n } clue
   *[other] { $n } clues
}
moved = Move { $n } of { $total }
change = clues { SIGNED($n) }
""",
    "ko": """
greet = 안녕, { $name }!
figure = { $colour } 말 { $value }
colour-red = 빨강
clues = { $n ->
    [0] 단서 없음
   *[other] 단서 { $n }개
}
""",
}


@pytest.fixture
def catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A throw-away package with ``locales/en.ftl`` and ``locales/ko.ftl`` (no zh)."""
    pkg = tmp_path / PKG
    (pkg / "locales").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    for lang, source in CATALOGS.items():
        (pkg / "locales" / f"{lang}.ftl").write_text(source, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield PKG
    sys.modules.pop(PKG, None)


def test_msg_shorthand_and_to_json() -> None:
    m = msg("ff.step", dir="n", n=2)
    assert m == Msg("ff.step", {"dir": "n", "n": 2})
    assert m.to_json() == {"key": "ff.step", "params": {"dir": "n", "n": 2}}
    assert Msg("k").to_json() == {"key": "k", "params": {}}


def test_nested_msg_to_json_is_json_ready() -> None:
    m = msg("figure", colour=msg("colour.red"), value=3)
    data = m.to_json()
    assert data == {
        "key": "figure",
        "params": {"colour": {"key": "colour.red", "params": {}}, "value": 3},
    }
    assert json.loads(json.dumps(data)) == data
    deep = msg("a", b=msg("b", c=msg("c", d=1)))
    assert deep.to_json()["params"]["b"]["params"]["c"] == {"key": "c", "params": {"d": 1}}


def test_translate_in_language(catalogs: str) -> None:
    ko = Translator("ko", (catalogs,))
    assert ko(msg("greet", name="민지")) == "안녕, 민지!"
    assert ko.has("greet")
    assert not ko.has("only.en")


def test_keys_become_fluent_ids_by_one_rule(catalogs: str) -> None:
    assert fluent_id("colour.red") == "colour-red"
    assert fluent_id("ff.element.tele_A") == "ff-element-tele_A"
    assert Translator("en", (catalogs,))(Msg("colour.red")) == "red"


def test_no_bidi_isolation_marks(catalogs: str) -> None:
    text = Translator("en", (catalogs,))(msg("greet", name="Ada"))
    assert text == "Hello, Ada!"
    assert "\u2068" not in text and "\u2069" not in text


def test_fallback_to_english_then_key(catalogs: str) -> None:
    ko = Translator("ko", (catalogs,))
    assert ko(Msg("only.en")) == "English only"
    assert ko(Msg("no.such.key")) == "no.such.key"
    assert ko(msg("no.such.key", a=1, b="x")) == "no.such.key(a=1, b=x)"
    # a language without any catalog file falls back to English everywhere
    zh = Translator("zh", (catalogs,))
    assert zh(msg("greet", name="Li")) == "Hello, Li!"
    assert not zh.has("greet")


def test_plurals_follow_each_language(catalogs: str) -> None:
    en, ko = Translator("en", (catalogs,)), Translator("ko", (catalogs,))
    assert [en(msg("clues", n=n)) for n in (0, 1, 2)] == ["no clues", "1 clue", "2 clues"]
    assert [ko(msg("clues", n=n)) for n in (0, 1, 2)] == ["단서 없음", "단서 1개", "단서 2개"]


def test_numbers_are_not_grouped_and_signed_numbers_show_their_sign(catalogs: str) -> None:
    en = Translator("en", (catalogs,))
    assert en(msg("moved", n=12345, total=20000)) == "Move 12345 of 20000"
    assert [en(msg("change", n=n)) for n in (2, 0, -1)] == [
        "clues +2", "clues 0", "clues -1"]


def test_nested_params_are_translated_first(catalogs: str) -> None:
    m = msg("figure", colour=msg("colour.red"), value=5)
    assert Translator("en", (catalogs,))(m) == "red figure 5"
    assert Translator("ko", (catalogs,))(m) == "빨강 말 5"
    assert Translator("zh", (catalogs,))(m) == "red figure 5"
    # nested params of an unknown key are rendered too
    assert Translator("en", (catalogs,))(msg("nope", c=msg("colour.red"))) == "nope(c=red)"


def test_problems_are_reported_and_do_not_crash(catalogs: str) -> None:
    en = Translator("en", (catalogs,))
    text, problems = en.render(Msg("broken"))
    assert text == "Needs missing" and problems == ["broken: Unknown external: missing"]
    # a syntax error drops that message only (tests/test_locales.py rejects such files)
    assert en(Msg("bad.format")) == "bad.format"
    assert en(Msg("plain")) == "Plain"
    assert en.render(msg("figure", colour=Msg("nope"), value=1))[1] == [
        "nope: no such message"]
    assert en("already text") == "already text"


def test_unknown_language() -> None:
    assert LANGUAGES[0] == "en"
    assert set(LANGUAGES) == {"en", "ko", "zh"}
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        Translator("fr")


def test_missing_package_gives_empty_catalog() -> None:
    assert load_catalog("eerie_no_such_package", "en") == ""
    t = Translator("ko", ("eerie_no_such_package",))
    assert t(msg("x.y", n=1)) == "x.y(n=1)"


def test_later_packages_override_earlier(
    catalogs: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # e.g. the core catalog first, then a game's: the game may refine a core text
    pkg = tmp_path / "eerie_test_override"
    (pkg / "locales").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "locales" / "en.ftl").write_text("greet = Hi { $name }\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        assert Translator("en", (catalogs, "eerie_test_override"))(msg("greet", name="A")) == (
            "Hi A"
        )
        assert Translator("en", ("eerie_test_override", catalogs))(msg("greet", name="A")) == (
            "Hello, A!"
        )
        # a translation in the language beats an English override
        assert Translator("ko", (catalogs, "eerie_test_override"))(msg("greet", name="A")) == (
            "안녕, A!"
        )
    finally:
        sys.modules.pop("eerie_test_override", None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_shipped_core_catalogs_cover_english(lang: str) -> None:
    en = messages(load_catalog("eerie", "en"))
    other = messages(load_catalog("eerie", lang))
    assert en, "the core ships an English catalog"
    assert set(other) == set(en)
    for ident, message in other.items():
        assert variables(message) == variables(en[ident]), ident


@pytest.mark.parametrize(("environ", "lang"), [
    ({"LANG": "ko_KR.UTF-8"}, "ko"),
    ({"LANG": "zh_CN"}, "zh"),
    ({"LANG": "zh_TW.Big5@x"}, "zh"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "POSIX"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({}, "en"),
    ({"LANG": ""}, "en"),
    ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"}, "ko"),
    ({"LANG": "ko_KR.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LC_ALL": "en_US.UTF-8"}, "en"),
    ({"LANG": "ko_KR.UTF-8", "LC_ALL": "C"}, "en"),  # LC_ALL overrides, even with C
    ({"LANG": "ko_KR.UTF-8", "LC_ALL": ""}, "ko"),  # set but empty: not a choice
])
def test_the_terminal_language_comes_from_the_environment(
        environ: dict[str, str], lang: str) -> None:
    assert environment_language(environ) == lang


def test_negotiation_takes_the_first_language_we_have() -> None:
    assert negotiate(["fr-FR", "zh-Hans-CN", "ko"]) == "zh"
    assert negotiate(["de", None, "KO-kr"]) == "ko"
    assert negotiate([]) == "en"
    assert locale_language("ko") == "ko" and locale_language("kok_IN") is None


def test_literal_texts_pick_the_language_and_fall_back_to_english() -> None:
    """Texts from data files travel as literal messages with every language inside."""
    from eerie.core.text import LITERAL, literal

    m = literal({"en": "Hall", "ko": "Hall (ko)"})
    assert m.key == LITERAL
    assert Translator("ko")(m) == "Hall (ko)"
    assert Translator("zh")(m) == "Hall"
    assert Translator("en")(Msg("x", {"room": m})).startswith("x(")  # unknown key, param
    assert m.to_json() == {"key": "=", "params": {"en": "Hall", "ko": "Hall (ko)"}}
