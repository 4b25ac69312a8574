"""Localisable text: messages, catalogs and the fallback chain language -> English -> key."""

from __future__ import annotations

import json
import string
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from eerie.core.text import LANGUAGES, Msg, Translator, load_catalog, msg

PKG = "eerie_test_catalogs"

CATALOGS = {
    "en": {
        "greet": "Hello, {name}!",
        "only.en": "English only",
        "figure": "{colour} figure {value}",
        "colour.red": "red",
        "broken": "Needs {missing}",
        "bad.format": "Bad {",
        "plain": "Plain",
    },
    "ko": {
        "greet": "안녕, {name}!",
        "figure": "{colour} 말 {value}",
        "colour.red": "빨강",
        "plain": "",
    },
}


@pytest.fixture
def catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A throw-away package with ``locales/en.json`` and ``locales/ko.json`` (no zh)."""
    pkg = tmp_path / PKG
    (pkg / "locales").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    for lang, data in CATALOGS.items():
        (pkg / "locales" / f"{lang}.json").write_text(
            json.dumps(data, ensure_ascii=False), encoding="utf-8"
        )
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


def test_fallback_to_english_then_key(catalogs: str) -> None:
    ko = Translator("ko", (catalogs,))
    assert ko(Msg("only.en")) == "English only"
    assert ko(Msg("no.such.key")) == "no.such.key"
    assert ko(msg("no.such.key", a=1, b="x")) == "no.such.key(a=1, b=x)"
    # a language without any catalog file falls back to English everywhere
    zh = Translator("zh", (catalogs,))
    assert zh(msg("greet", name="Li")) == "Hello, Li!"
    assert not zh.has("greet")


def test_empty_translation_falls_back_to_english(catalogs: str) -> None:
    assert Translator("ko", (catalogs,))(Msg("plain")) == "Plain"


def test_nested_params_are_translated_first(catalogs: str) -> None:
    m = msg("figure", colour=msg("colour.red"), value=5)
    assert Translator("en", (catalogs,))(m) == "red figure 5"
    assert Translator("ko", (catalogs,))(m) == "빨강 말 5"
    assert Translator("zh", (catalogs,))(m) == "red figure 5"
    # nested params of an unknown key are rendered too
    assert Translator("en", (catalogs,))(msg("nope", c=msg("colour.red"))) == "nope(c=red)"


def test_bad_templates_do_not_crash(catalogs: str) -> None:
    en = Translator("en", (catalogs,))
    assert en(Msg("broken")) == "Needs {missing}"
    assert en(Msg("bad.format")) == "Bad {"
    assert en("already text") == "already text"


def test_unknown_language() -> None:
    assert LANGUAGES[0] == "en"
    assert set(LANGUAGES) == {"en", "ko", "zh"}
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        Translator("fr")


def test_missing_package_gives_empty_catalog() -> None:
    assert load_catalog("eerie_no_such_package", "en") == {}
    t = Translator("ko", ("eerie_no_such_package",))
    assert t(msg("x.y", n=1)) == "x.y(n=1)"


def test_catalog_must_be_an_object(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pkg = tmp_path / "eerie_test_bad_catalog"
    (pkg / "locales").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "locales" / "en.json").write_text("[1, 2]", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        with pytest.raises(ValueError, match="not a JSON object"):
            load_catalog("eerie_test_bad_catalog", "en")
    finally:
        sys.modules.pop("eerie_test_bad_catalog", None)


def test_later_packages_override_earlier(
    catalogs: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # e.g. the core catalog first, then a game's: the game may refine a core text
    pkg = tmp_path / "eerie_test_override"
    (pkg / "locales").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "locales" / "en.json").write_text('{"greet": "Hi {name}"}', encoding="utf-8")
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
    en = load_catalog("eerie", "en")
    other = load_catalog("eerie", lang)
    assert en, "the core ships an English catalog"
    # every shipped key exists in English (the fallback), and placeholders agree
    assert set(other) <= set(en)
    for key, text in other.items():
        fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
        en_fields = {f for _, f, _, _ in string.Formatter().parse(en[key]) if f}
        assert fields == en_fields, key


def test_literal_texts_pick_the_language_and_fall_back_to_english() -> None:
    """Texts from data files travel as literal messages with every language inside."""
    from eerie.core.text import LITERAL, literal

    m = literal({"en": "Hall", "ko": "Hall (ko)"})
    assert m.key == LITERAL
    assert Translator("ko")(m) == "Hall (ko)"
    assert Translator("zh")(m) == "Hall"
    assert Translator("en")(Msg("x", {"room": m})).startswith("x(")  # unknown key, param
    assert m.to_json() == {"key": "=", "params": {"en": "Hall", "ko": "Hall (ko)"}}
