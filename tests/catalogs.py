"""Reading the Fluent catalogs in tests: their messages, variables and words.

A catalog is ``locales/<lang>.ftl`` of a package (the core and each game) or the web
client's ``server/static/i18n/<lang>.ftl``. Ids are :func:`eerie.core.text.fluent_id`
of the code's dotted keys.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from eerie.core.text import FUNCTIONS, fluent_id, load_catalog

SRC = Path(__file__).resolve().parents[1] / "src" / "eerie"
STATIC_I18N = SRC / "server" / "static" / "i18n"


def parse(source: str, where: str = "catalog") -> ast.Resource:
    """A parsed catalog; a syntax error (a ``Junk`` entry) fails with its messages."""
    resource = FluentParser(with_spans=True).parse(source)
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"{where}: " + "; ".join(
        f"{a.code} {a.message} in {(j.content or '').strip()[:60]!r}" for j in junk
        for a in j.annotations)
    return resource


def messages(source: str, where: str = "catalog") -> dict[str, ast.Message]:
    """Message id -> message of a catalog's source."""
    return {e.id.name: e for e in parse(source, where).body if isinstance(e, ast.Message)}


def package_messages(package: str, lang: str) -> dict[str, ast.Message]:
    """The messages of ``locales/<lang>.ftl`` of a package."""
    return messages(load_catalog(package, lang), f"{package}/locales/{lang}.ftl")


def shell_messages(lang: str) -> dict[str, ast.Message]:
    """The messages of the web client's own catalog (``static/i18n/<lang>.ftl``)."""
    path = STATIC_I18N / f"{lang}.ftl"
    return messages(path.read_text("utf-8"), str(path))


class _Collect(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.words: list[str] = []
        self.references: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)
        self.words.append("{$" + node.id.name + "}")

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.references.add(node.id.name)

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.words.append(node.value)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:
        self.words.append(node.value)


def _collect(message: ast.Message) -> _Collect:
    found = _Collect()
    found.visit(message)
    return found


def variables(message: ast.Message) -> set[str]:
    """The variables a message uses anywhere (placeholders and selectors)."""
    return _collect(message).variables


def words(message: ast.Message) -> str:
    """All the text of a message, every variant of every selector, variables as
    ``{$name}``: what a word check reads."""
    return "".join(_collect(message).words)


def texts(found: dict[str, ast.Message]) -> dict[str, str]:
    """Message id -> :func:`words`."""
    return {ident: words(m) for ident, m in found.items()}


def has_key(found: dict[str, ast.Message], key: str) -> bool:
    """Whether a catalog has the message of a dotted key."""
    return fluent_id(key) in found


@functools.cache
def _bundle(lang: str, source: str) -> FluentBundle:
    bundle = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
    bundle.add_resource(FluentResource(source))
    return bundle


def render(lang: str, source: str, ident: str, args: dict[str, Any]) -> str:
    """One message of a catalog's source by its Fluent id, formatted as the Translator
    does; a missing variable fails."""
    bundle = _bundle(lang, source)
    pattern = bundle.get_message(ident).value
    assert pattern is not None, ident
    text, errors = bundle.format_pattern(pattern, args)
    assert not errors, (ident, errors)
    return str(text)
