"""Explorers and their turns before the haunt: set-up, moving, discovering, cards, trait
rolls and trait tracks."""

from __future__ import annotations

from fractions import Fraction

from eerie.core.dice import sum_distribution
from eerie.games.betrayal import rules
from eerie.games.betrayal.game import GAME, first_seat
from eerie.games.betrayal.schema import TRAITS, content
from eerie.script.interpreter import Ctx
from tests.betrayal.helpers import act, fresh, ids, rule, ruling, top

LIB = content()


@rule("20-22", "everyone starts in the entrance hall with each trait on its starting mark")
def test_set_up_puts_everyone_in_the_entrance_hall_on_starting_marks() -> None:
    st = fresh(4)
    assert st.cells == [("ground", 0, 0)] * 4
    for seat, explorer in enumerate(st.explorers):
        for t in TRAITS:
            assert st.marks[seat][t] == LIB.explorers[explorer].traits[t].start
    cards = [LIB.explorers[e].card for e in st.explorers]
    assert len(set(cards)) == 4


@rule("24-26", "the explorer with the nearest birthday starts; turns pass to the left")
def test_the_nearest_birthday_starts_and_turns_go_round() -> None:
    explorers = ["dorothea", "meiling", "pim"]       # 03-14, 06-21, 01-30
    assert first_seat(explorers, "03-01") == 0
    assert first_seat(explorers, "03-15") == 1
    assert first_seat(explorers, "12-31") == 2
    st = fresh(3, today="06-01")
    assert st.turn == 1 and st.round == 1
    for expected in (2, 0, 1):
        act(st, "end")
        assert st.turn == expected
    assert st.round == 2


@rule("30", "each room entered costs one point of speed; a turn may always enter one room")
def test_moving_costs_one_per_room_up_to_speed() -> None:
    st = fresh()
    speed = rules.value(st, 0, "speed")
    assert rules.may_move(st, 0, 1)
    st.entered = speed - 1
    assert rules.may_move(st, 0, 1)
    st.entered = speed
    assert not rules.may_move(st, 0, 1)
    st.entered = 0
    st.marks[0]["speed"] = 1
    assert rules.may_move(st, 0, 5)        # at least one room, whatever it costs


@rule("30", "walking through joined doors: each room entered is counted")
def test_walking_counts_the_rooms_entered() -> None:
    st = fresh()
    assert "go:N" in ids(st)               # the entrance hall opens north onto the foyer
    act(st, "go:N")
    assert st.cells[0] == ("ground", 0, 1) and st.entered == 1
    act(st, "go:N")                        # the grand staircase
    act(st, "link:up")
    assert st.cells[0] == ("upper", 0, 0) and st.entered == 3


@rule("36", "discovering a room with a symbol draws its card and ends movement")
def test_discovering_a_symbol_room_draws_a_card_and_ends_movement() -> None:
    st = fresh()
    act(st, "explore:E")
    act(st, "tile:music_room")             # an event room
    act(st, "rot:0")
    assert top(st)["k"] == "draw" and top(st)["deck"] == "event"
    act(st, "card:warm_hand")
    assert st.stopped
    assert [o for o in ids(st) if o.startswith(("go:", "explore:", "link:"))] == []
    assert st.discards["event"] == ["warm_hand"]


@rule("36", "a room without a symbol does not end movement")
def test_a_room_without_symbol_lets_the_explorer_move_on() -> None:
    st = fresh()
    act(st, "explore:E")
    act(st, "tile:lumber_room")
    act(st, "rot:0")
    assert top(st)["k"] == "turn" and not st.stopped
    assert any(o.startswith(("go:", "explore:")) for o in ids(st))


@rule("36", "an event may move the explorer on after movement ended")
def test_an_event_moves_the_explorer() -> None:
    st = fresh()
    act(st, "explore:E")
    act(st, "tile:music_room")
    act(st, "rot:0")
    act(st, "card:sleepwalker")
    assert st.cells[0] == ("upper", 0, 0)


@rule("40", "omens and items are kept, with their effect on traits")
def test_kept_cards_change_traits_and_stay_with_the_explorer() -> None:
    st = fresh()
    before = st.marks[0]["knowledge"]
    act(st, "explore:E")
    act(st, "tile:trophy_room")
    act(st, "rot:0")
    act(st, "card:reading_glasses")
    assert st.cards[0] == ["reading_glasses"] and st.marks[0]["knowledge"] == before + 1


@rule("38", "a trait roll rolls as many dice as the trait; the total picks the result")
def test_a_trait_roll_uses_the_trait_value_in_dice_with_exact_chances() -> None:
    st = fresh()
    act(st, "explore:E")
    act(st, "tile:music_room")
    act(st, "rot:0")
    act(st, "card:cold_draft")             # a speed roll: 4+ speed up, else down
    speed = rules.value(st, 0, "speed")
    p = GAME.pending(st)
    assert p.is_chance and top(st)["n"] == speed
    assert {o.id: o.prob for o in p.options} == {
        f"sum:{t}": q for t, q in sum_distribution(rules.DIE, speed).items()}
    mark = st.marks[0]["speed"]
    act(st, "sum:4")
    assert st.marks[0]["speed"] == mark + 1


@rule("40", "each item or omen is used at most once a turn")
def test_items_are_used_once_per_turn() -> None:
    st = fresh()
    st.cards[0] = ["music_box"]
    assert "use:music_box" in ids(st)
    act(st, "use:music_box")
    act(st, "sum:0")
    assert "use:music_box" not in ids(st)


@rule("42", "before the haunt nobody dies: a trait stops just above the skull")
def test_a_trait_stops_above_the_skull_before_the_haunt() -> None:
    st = fresh()
    ctx = Ctx(st)
    rules.change_trait(ctx, 0, "sanity", -20)
    assert st.marks[0]["sanity"] == 1 and not st.dead[0]
    assert ctx.events[-1].msg.key in ("bet.ev.trait_down", "bet.ev.trait_held")
    rules.change_trait(ctx, 0, "sanity", -1)
    assert ctx.events[-1].msg.key == "bet.ev.trait_held"


def test_traits_never_go_above_the_top_of_the_track() -> None:
    st = fresh()
    rules.change_trait(Ctx(st), 0, "might", 20)
    assert st.marks[0]["might"] == 8


@rule("148, 164", "no roll uses more than eight dice")
def test_dice_are_capped_at_eight() -> None:
    assert [o.id for o in rules.roll_options(11)] == [f"sum:{t}" for t in range(17)]
    assert sum(o.prob or 0 for o in rules.roll_options(0)) == Fraction(1)


@ruling("the dice have the faces 0, 0, 1, 1, 2, 2")
def test_the_die_has_two_blanks_two_ones_two_twos() -> None:
    assert sorted(rules.DIE.faces) == ["0", "0", "1", "1", "2", "2"]
    assert sum_distribution(rules.DIE, 1) == {0: Fraction(1, 3), 1: Fraction(1, 3),
                                              2: Fraction(1, 3)}
