"""Convert flat JSON message catalogs into Fluent (``.ftl``) catalogs, merging into the
``.ftl`` files that are already there.

Eerie's catalogs were flat JSON objects of ``str.format`` templates (``{"ff.ev.step":
"{figure} steps {dir}."}``). They are Fluent files now; this tool converts texts that
still arrive as JSON (a branch written before the change) mechanically:

* the message id is :func:`eerie.core.text.fluent_id` of the key (``.`` becomes ``-``);
* ``{name}`` becomes ``{ $name }``, ``{{`` and ``}}`` literal braces;
* a message whose id the target file already has is left alone (the ``.ftl`` text wins;
  it may have been rewritten with plural selectors); the tool prints what it added, how
  many it kept, and the ids whose JSON text differs from the ``.ftl`` (edits made in
  JSON on another branch, to carry over by hand);
* new messages are appended at the end of the target file, after a comment saying where
  they came from, so hand-written parts of the file are never rewritten.

Where a JSON file's texts go:

* ``<package>/locales/<lang>.json`` -> ``<package>/locales/<lang>.ftl``;
* ``eerie/server/static/i18n/<lang>.json`` (the web client's texts) -> the shell's
  ``static/i18n/<lang>.ftl``, except a game's texts, which go to that game's package
  (``<game package>/locales/<lang>.ftl``): ``ui.game.<game id>`` and ``ui.<prefix>.*``,
  where ``<prefix>`` is the first part of the ids of the game's own catalog (``ff``).

Run it from the repository root with the sources on the path::

    PYTHONPATH=src python tools/json_to_ftl.py            # every JSON catalog under src/eerie
    PYTHONPATH=src python tools/json_to_ftl.py --remove   # ... and delete the JSON files
    PYTHONPATH=src python tools/json_to_ftl.py src/eerie/locales/ko.json   # just these

At a merge where a branch added keys to a JSON catalog that is gone here, git leaves
the branch's JSON file in the tree (a modify/delete conflict): run the tool with
``--remove``, check ``git diff``, then ``git rm`` the JSON files and commit.
The result is checked to parse without errors (a ``Junk`` entry stops the tool).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from fluent.syntax import FluentParser, ast
from fluent.syntax.serializer import serialize_pattern

from eerie.core.text import LANGUAGES, fluent_id

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "eerie"
STATIC_I18N = SRC / "server" / "static" / "i18n"
FIELD = re.compile(r"\{\{|\}\}|\{([^{}]*)\}")
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def pattern(template: str) -> str:
    """A ``str.format`` template as the text of a Fluent pattern (``{n}`` -> ``{ $n }``).

    Line breaks become indented continuation lines; characters Fluent reads specially
    (``{``/``}``, and ``[``, ``*``, ``.`` at the start of a continuation line, leading
    and trailing spaces) are written as string literals."""

    def field(m: re.Match[str]) -> str:  # one {name}, {{ or }}
        if m.group(0) == "{{":
            return '{"{"}'
        if m.group(0) == "}}":
            return '{"}"}'
        if not NAME.fullmatch(m.group(1)):
            raise ValueError(f"{{{m.group(1)}}} has no Fluent form (positional fields, "
                             f"format specs and indexing): {template!r}")
        return "{ $" + m.group(1) + " }"
    lines = []
    for i, line in enumerate(template.split("\n")):
        text = FIELD.sub(field, line)
        if i and text[:1] in ("[", "*", "."):
            text = '{"' + text[0] + '"}' + text[1:]
        lead = len(text) - len(text.lstrip(" "))
        if lead:
            text = '{"' + " " * lead + '"}' + text[lead:]
        trail = len(text) - len(text.rstrip(" "))
        if trail:
            text = text[: len(text) - trail] + '{"' + " " * trail + '"}'
        lines.append(text)
    if lines == [""]:
        return '{""}'
    if len(lines) == 1:
        return lines[0]
    return "\n" + "\n".join(("    " + x) if x else "" for x in lines)


def entry(key: str, template: str) -> str:
    """One Fluent message: ``ff-ev-step = { $figure } steps { $dir }.``"""
    return f"{fluent_id(key)} = {pattern(template)}\n"


def parse_ftl(text: str, where: str) -> ast.Resource:
    """Parse a Fluent file; any ``Junk`` (a syntax error) raises ``ValueError``."""
    resource = FluentParser(with_spans=False).parse(text)
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    if junk:
        notes = "; ".join(str(a.message) for j in junk for a in j.annotations)
        raise ValueError(f"{where}: syntax errors: {notes}")
    return resource


def message_ids(text: str, where: str) -> set[str]:
    """The message ids of a Fluent file."""
    return set(_patterns(text, where))


def _patterns(text: str, where: str) -> dict[str, str]:
    """Message id -> its value written out in one normal form."""
    return {e.id.name: serialize_pattern(e.value) if e.value else ""
            for e in parse_ftl(text, where).body if isinstance(e, ast.Message)}


def _game_routes() -> list[tuple[set[str], str, Path]]:
    """(key prefixes of the game, game id, its locales folder) for every game."""
    from importlib import resources

    from eerie.core.registry import game_ids, get_game

    routes = []
    for gid in game_ids():
        folder = Path(str(resources.files(get_game(gid).locale_package))) / "locales"
        en = folder / "en.ftl"
        ids = message_ids(en.read_text("utf-8"), str(en)) if en.is_file() else set()
        prefixes = {i.split("-", 1)[0] for i in ids if not i.startswith("ui-")}
        routes.append((prefixes, gid, folder))
    return routes


def target_of(json_path: Path, key: str, routes: list[tuple[set[str], str, Path]]) -> Path:
    """The ``.ftl`` file a key of a JSON catalog belongs in."""
    lang = json_path.stem
    if json_path.parent.resolve() != STATIC_I18N.resolve():
        return json_path.with_suffix(".ftl")
    parts = key.split(".")
    for prefixes, gid, folder in routes:
        if key == f"ui.game.{gid}" or (len(parts) > 2 and parts[0] == "ui"
                                        and parts[1] in prefixes):
            return folder / f"{lang}.ftl"
    return STATIC_I18N / f"{lang}.ftl"


def json_catalogs() -> list[Path]:
    """Every JSON message catalog under ``src/eerie`` (``locales/<lang>.json`` and the web
    client's ``static/i18n/<lang>.json``; other JSON, such as a glossary, is not one)."""
    found = [p for p in sorted(SRC.rglob("*.json"))
             if p.stem in LANGUAGES and (p.parent.name == "locales" or p.parent == STATIC_I18N)]
    # the shell's texts last, so that a game's own catalog exists to route its ui.* keys
    return sorted(found, key=lambda p: p.parent == STATIC_I18N)


def convert(paths: Iterable[Path], remove: bool = False, out: object = sys.stdout) -> int:
    """Merge the JSON catalogs into their ``.ftl`` files; returns the messages added."""
    added_total = 0
    for path in paths:
        data = json.loads(path.read_text("utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"{path}: not a JSON object")
        routes = _game_routes() if path.parent.resolve() == STATIC_I18N.resolve() else []
        by_target: dict[Path, list[tuple[str, str]]] = {}
        for key, template in data.items():
            by_target.setdefault(target_of(path, str(key), routes), []).append(
                (str(key), str(template)))
        for target, items in by_target.items():
            old = target.read_text("utf-8") if target.is_file() else ""
            have = _patterns(old, str(target)) if old else {}
            new = [entry(k, t) for k, t in items if fluent_id(k) not in have]
            kept = [k for k, _ in items if fluent_id(k) in have]
            differ = [fluent_id(k) for k, t in items if fluent_id(k) in have
                      and _patterns(entry(k, t), k)[fluent_id(k)] != have[fluent_id(k)]]
            if new:
                rel = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                head = "" if not old else ("\n" if old.endswith("\n") else "\n\n")
                text = old + head + f"## Converted from {rel.as_posix()}\n\n" + "".join(new)
                parse_ftl(text, str(target))
                target.write_text(text, encoding="utf-8")
            added_total += len(new)
            name = target.relative_to(ROOT) if target.is_relative_to(ROOT) else target
            print(f"{name}: {len(new)} added, {len(kept)} already there", file=out)  # type: ignore[call-overload]
            if differ:
                print(f"{name}: the JSON text differs, the .ftl's is kept: "  # type: ignore[call-overload]
                      + ", ".join(differ), file=out)
        if remove:
            path.unlink()
    return added_total


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("json", nargs="*", type=Path,
                        help="JSON catalogs (default: every one under src/eerie)")
    parser.add_argument("--remove", action="store_true",
                        help="delete each JSON file once converted")
    args = parser.parse_args(argv)
    convert(args.json or json_catalogs(), remove=args.remove)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
