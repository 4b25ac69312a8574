"""One word per thing in each language (locales/glossary.json): the Mansions interface
texts use the glossary's word for each term and none of its synonyms (the Korean texts
once said both 조사자 and 탐사자 for "investigator")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eerie.core.text import LANGUAGES
from tests.catalogs import package_messages
from tests.catalogs import texts as catalog_texts

SRC = Path(__file__).resolve().parents[2] / "src" / "eerie"
GLOSSARY = json.loads((SRC / "games" / "mansions" / "locales" / "glossary.json")
                      .read_text("utf-8"))


def texts(lang: str) -> dict[str, str]:
    """Every Mansions interface text of a language: the game's catalog (its web client
    texts ``mom-ui-*`` included; every variant of a selector) and the rules help, by
    where they are."""
    found = catalog_texts(package_messages("eerie.games.mansions", lang))
    out = {f"catalog {k}": v for k, v in found.items()}
    rules = (SRC / "games" / "mansions" / "rules" / f"{lang}.md").read_text("utf-8")
    out.update({f"rules/{lang}.md:{i}": line for i, line in enumerate(rules.splitlines(), 1)})
    return out


def test_the_glossary_covers_every_language() -> None:
    assert set(GLOSSARY) - {"about"} == set(LANGUAGES)
    for lang in LANGUAGES:
        assert GLOSSARY[lang], lang
        for term, entry in GLOSSARY[lang].items():
            assert {"term", "forbidden"} <= set(entry) <= {"term", "forbidden", "allowed"}, (
                lang, term)
            assert entry["forbidden"], (lang, term)
            assert not any(entry["term"] in bad or bad in entry["term"]
                           for bad in entry["forbidden"]), (lang, term)
    assert GLOSSARY["ko"]["investigator"]["term"] == "조사자"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_texts_use_only_the_glossary_words(lang: str) -> None:
    found = texts(lang)
    bad = {}
    for term, entry in GLOSSARY[lang].items():
        for place, text in found.items():
            text = text.lower() if lang == "en" else text
            for longer in entry.get("allowed", ()):
                text = text.replace(longer, "")
            for word in entry["forbidden"]:
                if word in text:
                    bad[f"{place}: {word!r}"] = f"use {entry['term']!r} ({term})"
        assert any(entry["term"] in t.lower() for t in found.values()), (
            f"{lang}: the glossary's word for {term!r}, {entry['term']!r}, is used nowhere")
    assert bad == {}


def test_the_check_finds_a_synonym() -> None:
    sample = {"web mom.ui.cfg.investigator": "탐사자 {n}"}
    words = GLOSSARY["ko"]["investigator"]["forbidden"]
    assert any(w in text for w in words for text in sample.values())
