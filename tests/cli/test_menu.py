"""What a typed line means for one decision: keys, #N, numbers, ids and paths."""

from __future__ import annotations

from eerie.cli.menu import Menu
from eerie.core.decision import Option, Pending
from eerie.core.text import Msg


def decision(*options: tuple[str, str | None]) -> Pending:
    """A decision of seat 0 between options given as (id, key or None)."""
    return Pending((0,), tuple(Option(oid, Msg(oid), data=None if key is None else {"key": key})
                               for oid, key in options), Msg("prompt"))


CARDS = decision(("card:10", "10"), ("card:5", "5"), ("card:7", "7"), ("card:8", "8"),
                 ("card:p1", "P1"), ("card:p2", "p2"))
PLAIN = decision(("fig:6", None), ("fig:4", None), ("fig:3", None))


def test_a_typed_value_is_the_option_with_that_key_never_the_option_at_that_place() -> None:
    menu = Menu.of(CARDS)
    assert menu.match("5") == "card:5"      # not the fifth option
    assert menu.match("7") == "card:7"      # not "not an option"
    assert menu.match("10") == "card:10"
    assert menu.match("2") is None          # no card 2, and 2 is not a place either
    assert menu.match("6") is None


def test_keys_are_compared_without_case_and_places_are_typed_with_a_hash() -> None:
    menu = Menu.of(CARDS)
    assert menu.match("p1") == menu.match("P1") == "card:p1"
    assert menu.match("P2") == "card:p2"
    assert menu.match("#2") == "card:5"
    assert menu.match("#7") is None
    assert menu.match("card:8") == "card:8"     # ids still work


def test_without_keys_numbers_are_places_and_hash_numbers_too() -> None:
    menu = Menu.of(PLAIN)
    assert not menu.keyed
    assert menu.match("1") == "fig:6" and menu.match("#3") == "fig:3"
    assert menu.match("4") is None and menu.match("0") is None
    assert menu.match("fig:4") == "fig:4"
    assert [menu.label(i) for i in range(3)] == ["1", "2", "3"]


def test_options_without_a_key_are_shown_by_place_beside_keyed_ones() -> None:
    menu = Menu.of(decision(("n", "n"), ("e", "e"), ("rest", None)))
    assert [menu.label(i) for i in range(3)] == ["n", "e", "#3"]
    assert menu.match("3") is None and menu.match("#3") == "rest"


def test_the_square_a_step_leads_to_is_accepted_when_only_one_step_leads_there() -> None:
    steps = Pending((0,), (Option("n", Msg("n"), data={"key": "n", "to": "c4"}),
                           Option("e", Msg("e"), data={"key": "e", "to": "d5"})), Msg("p"))
    assert Menu.of(steps).match("C4") == "n"


def test_paths_split_at_spaces_and_commas_or_into_one_character_keys() -> None:
    steps = Menu.of(decision(("n", "n"), ("e", "e"), ("s", "s"), ("w", "w")))
    assert steps.path("n n e e") == ["n", "n", "e", "e"]
    assert steps.path("n,n, e") == ["n", "n", "e"]
    assert steps.path("nnee") == ["n", "n", "e", "e"]
    assert steps.path("n") is None
    assert steps.path("zzz") is None                  # does not start with a key
    with_stop = Menu.of(decision(("n", "n"), ("stop", "stop")))
    assert with_stop.path("nn") is None               # not every key is one character
    assert with_stop.path("n n stop") == ["n", "n", "stop"]
    assert Menu.of(PLAIN).path("1 2") == ["1", "2"]


def test_many_keyed_options_are_listed_compactly() -> None:
    many = decision(*((f"at:{i}", f"k{i}") for i in range(25)))
    assert Menu.of(many).compact
    assert not Menu.of(decision(*((f"at:{i}", f"k{i}") for i in range(24)))).compact
    assert not Menu.of(decision(*((f"at:{i}", f"k{i}") for i in range(25)),
                                ("rest", None))).compact
