"""Double-sided conditions whose backs are secret until flipped (rulebook lines 400-403,
465): a copy drawn face down at random, its back in no seat's view until it is turned
over, then public; the card goes back to its deck; the secret is declared to the
conformance suite through ``resample_secrets``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from random import Random

from eerie.games.arkham import board, conditions
from eerie.games.arkham.game import ArkhamHorror
from eerie.games.arkham.state import SHEET_DOOM, ArkhamState
from eerie.script.interpreter import Ctx
from tests.rules import rulebook

rule = rulebook("arkham-horror", "arkham-horror-3e.ko.txt")
Drive = Callable[..., ArkhamState]
At = Callable[[str], Callable[[ArkhamState], bool]]

COPIES = {"kept": 2, "blood": 1, "doom": 1, "price": 1}
"""The Whispered Pact's backs in the packaged library."""


def _turn(drive: Drive, at: At, players: int = 2) -> ArkhamState:
    return drive(players, at("turn"))


def _gain(game: ArkhamHorror, st: ArkhamState, seat: int, slot: int) -> Ctx[ArkhamState]:
    ctx: Ctx[ArkhamState] = Ctx(st)
    conditions.gain(ctx, seat, "pact")
    st.interpreter.run(ctx)
    assert st.stack[-1]["k"] == "condition_draw"
    game.apply(st, -1, f"slot:{slot}")
    return ctx


def _pending(game: ArkhamHorror, st: ArkhamState) -> list[tuple[str, Fraction | None]]:
    return [(o.id, o.prob) for o in game.pending(st).options]


def test_the_library_holds_the_pact_with_its_backs(game: ArkhamHorror, drive: Drive,
                                                   at: At) -> None:
    st = _turn(drive, at)
    assert {b.id: b.count for b in st.content.conditions["pact"].backs} == COPIES


@rule("400-403", "a secret condition is drawn at random without looking at its back")
def test_gaining_draws_a_face_down_copy(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = _turn(drive, at)
    ctx: Ctx[ArkhamState] = Ctx(st)
    conditions.gain(ctx, 0, "pact")
    st.interpreter.run(ctx)
    p = game.pending(st)
    assert p.is_chance and len(p.options) == sum(COPIES.values())
    assert {o.prob for o in p.options} == {Fraction(1, 5)}
    assert {o.label.key for o in p.options} == {"ah.opt.face_down"}
    events = game.apply(st, -1, "slot:4")
    held = conditions.held(st.invs[0], "pact")
    assert held == {"id": "pact", "back": "price", "open": False}
    assert all("price" not in str(e.to_json()) for e in events)
    for seat in (None, 0, 1):
        assert game.view(st, seat)["invs"][0]["conditions"] == [
            {"id": "pact", "back": conditions.HIDDEN, "open": False}]


@rule("400-403", "an investigator holds one copy of a condition")
def test_a_second_copy_is_not_drawn(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = _turn(drive, at)
    _gain(game, st, 0, 0)
    ctx: Ctx[ArkhamState] = Ctx(st)
    conditions.gain(ctx, 0, "pact")
    assert st.stack[-1]["k"] != "condition_draw"
    assert len(st.invs[0]["conditions"]) == 1


@rule("400-403", "another's draw shows nothing of the backs already held")
def test_the_next_draw_does_not_depend_on_held_backs(game: ArkhamHorror, drive: Drive,
                                                     at: At) -> None:
    shown = []
    for slot in range(5):
        st = _turn(drive, at)
        _gain(game, st, 0, slot)
        ctx: Ctx[ArkhamState] = Ctx(st)
        conditions.gain(ctx, 1, "pact")
        st.interpreter.run(ctx)
        shown.append(_pending(game, st))
        assert game.view(st, 1) == game.view(game.resample_secrets(st, 1, Random(slot)), 1)
    assert len({tuple(p) for p in shown}) == 1 and len(shown[0]) == 4


@rule("400-403, 465", "a flipped back is public, runs, and the card goes back to its deck")
def test_flipping_shows_the_back_runs_it_and_returns_the_card(game: ArkhamHorror,
                                                              drive: Drive, at: At) -> None:
    st = _turn(drive, at)
    _gain(game, st, 0, 1)  # slot 1 of blood, doom, kept, kept, price: doom
    doom = st.variables[SHEET_DOOM]
    ctx: Ctx[ArkhamState] = Ctx(st)
    conditions.flip(ctx, 0, "pact")
    assert game.view(st, 1)["invs"][0]["conditions"] == [
        {"id": "pact", "back": "doom", "open": True}]
    flipped = [e for e in ctx.events if e.kind == "ah.condition_flipped"]
    assert flipped and flipped[0].data["back"] == "doom" and flipped[0].audience is None
    st.interpreter.run(ctx)
    assert st.variables[SHEET_DOOM] == doom + 1
    assert st.invs[0]["conditions"] == [] and conditions.left(st, "pact") == 5


@rule("428-429", "a reckoning resolves the held conditions' reckoning effects")
def test_a_failed_will_test_at_a_reckoning_flips_the_pact(game: ArkhamHorror, drive: Drive,
                                                          at: At) -> None:
    st = _turn(drive, at)
    _gain(game, st, 0, 0)  # blood: 2 damage
    damage = st.invs[0]["damage"]
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.monsters = []
    from eerie.games.arkham.draws import reckoning

    reckoning(ctx)
    st.interpreter.run(ctx)
    f = st.stack[-1]
    assert f["k"] == "test" and f["seat"] == 0 and f["skill"] == "will"
    for oid in ("roll", "hits:0", "keep"):
        if oid in game.pending(st).ids():
            game.apply(st, game.pending(st).actors[0], oid)
    assert st.invs[0]["damage"] == damage + 2 or st.invs[0]["space"] is None
    assert conditions.held(st.invs[0], "pact") is None


@rule("203-204", "a defeated investigator discards everything, its conditions too")
def test_defeat_returns_the_conditions(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = _turn(drive, at)
    _gain(game, st, 0, 2)
    board.defeat(Ctx(st), 0)
    assert st.invs[0]["conditions"] == [] and conditions.left(st, "pact") == 5


def test_redraw_deals_hidden_backs_from_the_copies_left(game: ArkhamHorror, drive: Drive,
                                                        at: At) -> None:
    st = _turn(drive, at, players=4)
    _gain(game, st, 0, 1)  # doom
    st.invs[0]["conditions"][0]["open"] = True  # flipped: public
    for seat, slot in ((1, 0), (2, 0), (3, 0)):
        _gain(game, st, seat, slot)
    seen: Counter[str] = Counter()
    for seed in range(200):
        other = game.resample_secrets(st, None, Random(seed))
        backs = [conditions.held(other.invs[s], "pact")["back"] for s in (1, 2, 3)]
        assert "doom" not in backs and backs.count("kept") <= 2
        assert other.invs[0]["conditions"][0]["back"] == "doom"
        assert game.view(other, 2) == game.view(st, 2)
        seen.update(backs)
    assert set(seen) == {"kept", "blood", "price"}
    guess = game.determinize(game.view(st, 1), 1, Random(3))
    assert sorted(conditions.held(guess.invs[s], "pact")["back"] for s in (1, 2, 3)) in (
        sorted(x) for x in (("kept", "kept", "blood"), ("kept", "kept", "price"),
                            ("kept", "blood", "price")))
