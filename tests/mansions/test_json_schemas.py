"""The JSON Schemas shipped for editors match the pydantic models (issue 5: "data files
with a schema"); the packaged files are checked against the same models when they load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eerie.games.mansions import schema

FOLDER = Path(schema.__file__).resolve().parent / schema.SCHEMA_DIR


@pytest.mark.parametrize("name", sorted(schema.json_schemas()))
def test_shipped_schema_is_up_to_date(name: str) -> None:
    shipped = json.loads((FOLDER / name).read_text("utf-8"))
    assert shipped == schema.json_schemas()[name], (
        "regenerate with: python -c 'from eerie.games.mansions.schema import "
        "write_json_schemas; write_json_schemas()'")


def test_schema_names_the_format_and_the_required_parts() -> None:
    sc = json.loads((FOLDER / "scenario.schema.json").read_text("utf-8"))
    assert {"format", "id", "tiles", "objectives", "epilogues", "start"} <= set(sc["required"])
    ct = json.loads((FOLDER / "content.schema.json").read_text("utf-8"))
    assert "format" in ct["required"]
