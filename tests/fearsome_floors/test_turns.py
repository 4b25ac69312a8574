"""Set-up, turn order, the first game turn, phases, the end of the game and its winner."""

from __future__ import annotations

import pytest

from eerie.core.decision import CHANCE
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.state import FIGURES, MONSTER, OVER, STONE
from tests.fearsome_floors.helpers import (
    actor,
    draw,
    eaten,
    ffn,
    figures,
    ids,
    mover,
    name,
    play,
    shows,
    start,
    trace,
    where,
)

G, R, B = 0, 1, 2


def labels(st, seat):
    """Labels (``G6`` ...) of a seat's figures."""
    return [f"{'GRBYEPK'[seat]}{k}" for o, k in zip(st.fig_owner, st.fig_kind, strict=True)
            if o == seat]


# -- set-up -----------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "rulings.md: Fearsome Floors",
    "the board: 16 columns by 11 rows, two opposite corners cut away, entrance and exit on the "
    "two remaining far corners",
)
def test_board_shape():
    lay = GAME.setup({"players": 2}).layout
    g = lay.grid
    assert (g.width, g.height) == (16, 11)
    assert {name(c) for c in g.holes} == {"p1", "a11"}
    assert (name(lay.entrance), name(lay.exit)) == ("a1", "p11")
    assert len(list(g.cells())) == 16 * 11 - 2


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:18-19,22",
    "each player gets one colour: four figures 6/1, 4/3, 3/4, 2/5 with 2-4 players, three (6/1, "
    "3/4, 2/5) with 5-7; the two sides of a figure add up to 7",
)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_figure_sets_per_player_count(players):
    st = GAME.setup({"players": players})
    want = [6, 4, 3, 2] if players <= 4 else [6, 3, 2]
    for seat in range(players):
        figs = [f for f in range(len(st.fig_owner)) if st.fig_owner[f] == seat]
        assert sorted((st.fig_kind[f] for f in figs), reverse=True) == want
        for f in figs:
            front = st.value(f)
            st.fig_white[f] = not st.fig_white[f]
            assert front + st.value(f) == 7
            st.fig_white[f] = not st.fig_white[f]


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:22-23,32",
    "at the start every figure waits outside the entrance white side up and the monster stands on "
    "the exit corner",
)
def test_start_position():
    st = GAME.setup({"players": 4})
    assert all(st.fig_white) and all(where(st, lab) == "in"
                                     for seat in range(4) for lab in labels(st, seat))
    assert name(st.monster) == "p11"
    assert st.stage == FIGURES and st.turn == 1 and st.phase == 1 and st.played == 0


@pytest.mark.rule(
    "fearsome-floors", "rulings.md: Fearsome Floors",
    "our basic layout: 11 stones, one 2x2 and one 1x4 blood pool, no other tiles, entrance and "
    "exit corners and their neighbours clear",
)
def test_basic_layout():
    st = GAME.setup({"players": 2})
    lay = st.layout
    assert sorted(o for o in st.objects if o) == [STONE] * 11
    assert not lay.teleporters
    # the pools fall into two separate blocks: a 2x2 square and a straight line of 4
    blocks, left = [], set(lay.pools)
    while left:
        block, todo = set(), [left.pop()]
        while todo:
            c = todo.pop()
            block.add(c)
            todo += [n for n in lay.grid.neighbours(c) if n in left]
            left -= set(todo)
        xs, ys = {c % 16 for c in block}, {c // 16 for c in block}
        blocks.append([*sorted((len(xs), len(ys))), len(block)])
    assert sorted(blocks) == [[1, 4, 4], [2, 2, 4]]
    assert not ({c for c, o in enumerate(st.objects) if o} | lay.pools) & lay.keep_clear()


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:22",
    "white side up, a player's figures show 1, 4, 5, and 3 as well with 2-4 players",
)
@pytest.mark.parametrize(("players", "shown"), [(4, [1, 3, 4, 5]), (5, [1, 4, 5])])
def test_white_sides_show_one_four_five(players, shown):
    st = GAME.setup({"players": players})
    for seat in range(players):
        assert sorted(shows(st, lab) for lab in labels(st, seat)) == shown


# -- turn order -------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:33,51,57",
    "players take turns moving one figure each; a player with nothing left to move is passed over; "
    "when all have moved the monster moves",
)
def test_players_alternate_and_pass_when_done():
    m = mover("G", 3)
    other = m.moved
    st = start(ffn(None, figures(m.at("c3"), f"G6{m.face}@c5", f"R6{m.face}@e3",
                                 f"R4{other}@e5", f"G4{other}@in"),
                   turn=m.turn, start="G", next="G", played=1))
    seats = []
    while st.stage == FIGURES:
        seats.append(actor(st))
        play(st, ids(st)[0], "stop")
    assert seats == [G, R, G]
    assert st.stage == MONSTER


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:38",
    "first game turn: each player brings only two figures onto the board; the others are just "
    "turned over where they wait",
)
def test_first_turn_only_two_figures_per_player():
    st = GAME.setup({"players": 2})

    def bring_in(*path):
        """Move the current player's figure showing most: enter, then ``path``."""
        best = max(st.unmoved(st.seat), key=st.value)
        play(st, f"fig:{st.fig_kind[best]}", "enter", *path)
        if st.moving >= 0:
            play(st, "stop")
        return f"{'GR'[st.fig_owner[best]]}{st.fig_kind[best]}"

    assert where(st, bring_in("e")) == "b1"
    assert where(st, bring_in("s")) == "a2"
    assert actor(st) == G
    declined = f"G{st.fig_kind[st.unmoved(G)[-1]]}"
    play(st, f"fig:{declined[1:]}", "stop")     # stays outside: still one of green's two
    assert where(st, declined) == "in"
    # green's other figures were turned over without moving: green is done this turn
    assert st.unmoved(G) == [] and actor(st) == R
    assert where(st, bring_in("e", "e")) == "c1"  # over a1 and b1
    assert st.stage == MONSTER
    assert sum(1 for f in range(8) if st.fig_loc[f] >= 0) == 3
    assert not any(st.fig_white), "every figure shows its second side after turn 1"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:82",
    "after the monster's move the start player tile passes to the left and that player begins",
)
@pytest.mark.parametrize(("was", "now"), [("G", "R"), ("R", "B"), ("B", "G")])
def test_start_player_passes_left(was, now):
    st = start(ffn(None, figures("G6w@c3", "R6w@e3", "B6w@g3", players=3, rest="x"),
                   next="monster", start=was, turn=2, played=1, deck="5"))
    draw(st, "5")
    assert st.turn == 3 and st.stage == FIGURES
    assert "GRB"[st.start] == now and "GRB"[actor(st)] == now


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:51,82",
    "a new start player with nothing to move passes at once to the next player",
)
def test_new_start_player_without_figures_passes():
    st = start(ffn(None, figures("G6w@c3", "B6w@g3", players=3, rest="x"),
                   next="monster", start="G", turn=2, played=1, deck="5"))
    draw(st, "5")
    assert st.start == R and actor(st) == B


# -- phases -----------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:64,84",
    "phase 1: an eaten figure waits at the entrance and may come back in the next game turn",
)
def test_phase_one_eaten_figure_comes_back():
    st = start(ffn(None, figures("R6w@h7", "G6w@c3"), monster="h9n", next="monster",
                   start="G", turn=2, played=1, deck="5"))
    tr = trace(draw(st, "5"))
    assert eaten(st, tr) == ["R6"]
    assert st.stage == FIGURES and st.turn == 3
    assert actor(st) == R and ids(st) == ["fig:6"]
    play(st, "fig:6")
    assert ids(st) == ["enter", "stop"]


@pytest.mark.rule(
    "fearsome-floors", "rulings.md: Fearsome Floors",
    "phase 1 is seven monster moves; then all eight cards are shuffled again and phase 2 begins",
)
def test_phase_two_starts_after_seven_moves():
    st = start(ffn(None, figures("R6b@h7", "G6b@c3"), monster="h9n", next="monster",
                   start="G", turn=7, played=6, deck="7.8"))
    tr = trace(draw(st, "7"))
    assert eaten(st, tr) == ["R6"] and where(st, "R6") == "in", "still phase 1 when eaten"
    assert (st.phase, st.played) == (2, 0)
    assert st.deck.contents() == {"10": 1, "5": 1, "7": 2, "8": 2, "p1": 1, "p2": 1}
    assert st.stage == FIGURES


@pytest.mark.rule(
    "fearsome-floors", "rulings.md: Fearsome Floors",
    "phase 2 is seven monster moves; after the last one every figure still inside is eaten and the "
    "game ends",
)
def test_game_ends_after_phase_two():
    st = start(ffn(None, figures("G6w@out", "G4w@c3", "G3w@in", "R6w@e3", "R4w@out",
                                 "R3w@out", rest="x"),
                   next="monster", start="G", turn=14, played=6, phase=2, deck="5.7",
                   escapes="RGR"))
    draw(st, "5")
    assert st.stage == OVER and GAME.pending(st).is_over
    assert [where(st, lab) for lab in ("G4", "G3", "R6")] == ["x", "x", "x"]
    out = GAME.outcome(st)
    assert out is not None and out.winners == (R,) and out.ending == "time"


# -- winning ----------------------------------------------------------------------------------

def exit_position(players, already_out):
    """Green's figure showing 1 stands on the exit; ``already_out`` of its figures are out."""
    m = mover("G", 1)
    kinds = [6, 4, 3, 2] if players <= 4 else [6, 3, 2]
    rest = [k for k in kinds if k != m.kind]
    toks = [m.at("p11")] + [f"G{k}{m.moved}@out" for k in rest[:already_out]]
    toks += [f"G{k}{m.moved}@in" for k in rest[already_out:]]
    toks.append(f"R6{m.face}@e5")
    return start(ffn(None, figures(*toks, players=players, rest="in"), monster="h6n",
                     turn=m.turn, start="G", next="G", played=3)), m


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:88",
    "bringing out all figures but one wins at once: three of four with 2-4 players, two of three "
    "with 5-7",
)
@pytest.mark.parametrize(("players", "already_out"), [(2, 2), (4, 2), (5, 1), (7, 1)])
def test_all_but_one_out_wins_at_once(players, already_out):
    st, m = exit_position(players, already_out)
    play(st, m.choose, "exit")
    assert st.stage == OVER and GAME.pending(st).is_over
    out = GAME.outcome(st)
    assert out is not None and out.winners == (G,) and out.ending == "escape"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:88",
    "one figure short of the target the game goes on",
)
@pytest.mark.parametrize(("players", "already_out"), [(2, 1), (5, 0)])
def test_one_short_does_not_win(players, already_out):
    st, m = exit_position(players, already_out)
    play(st, m.choose, "exit")
    assert st.stage != OVER and GAME.outcome(st) is None


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:89",
    "at the end, most figures out wins; on equal numbers the player who reached that number first "
    "wins",
)
@pytest.mark.parametrize(("escapes", "winner"), [("GRR", R), ("RGG", G), ("GR", G), ("RG", R)])
def test_most_out_then_first_to_reach_it(escapes, winner):
    # each escape in the order listed is a different figure of that colour
    free: dict[str, list[int]] = {"G": [6, 4, 3], "R": [6, 4, 3]}
    toks = [f"{c}{free[c].pop(0)}w@out" for c in escapes]
    st = start(ffn(None, figures(*toks, "G2w@c3"), next="monster", start="G", turn=14,
                   played=6, phase=2, deck="5", escapes=escapes))
    draw(st, "5")
    out = GAME.outcome(st)
    assert out is not None and out.winners == (winner,)


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:89",
    "phase 2: when the monster has eaten the last figure inside, the game ends",
)
def test_phase_two_ends_when_the_last_figure_is_eaten():
    st = start(ffn(None, figures("R6w@h7", "G6w@out", "R4w@out"), monster="h9n",
                   next="monster", start="G", turn=9, played=2, phase=2, deck="5",
                   escapes="GR"))
    draw(st, "5")
    assert st.stage == OVER
    out = GAME.outcome(st)
    assert out is not None and out.winners == (G,) and out.ending == "cleared"


def test_an_ending_where_the_monster_ate_every_figure_says_so():
    st = start(ffn(None, figures("R6w@h7", rest="x"), monster="h9n", next="monster",
                   start="G", turn=9, played=2, phase=2, deck="5"))
    draw(st, "5")
    assert st.stage == OVER
    out = GAME.outcome(st)
    assert out is not None and out.winners == () and out.ending == "eaten_all"
    assert set(GAME.outcome_labels({}).endings) == {"escape", "cleared", "eaten_all", "time"}


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:89",
    "phase 2: when the last figure inside leaves the castle, the game ends at once",
)
def test_phase_two_ends_when_the_last_figure_leaves():
    m = mover("R", 1)
    st = start(ffn(None, figures(m.at("p11"), "G6w@out", "G4w@out", "R4w@out"),
                   monster="h6n", next="R", start="R", turn=m.turn, played=2, phase=2,
                   escapes="GGR"))
    play(st, m.choose, "exit")
    assert st.stage == OVER
    out = GAME.outcome(st)
    assert out is not None and out.winners == (G,) and out.ending == "cleared"


# -- the 6-7 player variant -------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:94",
    "with 6 or 7 players the 5 card may become a three-victim card",
)
@pytest.mark.parametrize("players", [6, 7])
def test_three_victim_variant(players):
    st = GAME.setup({"players": players, "prey3": True})
    assert st.deck.contents() == {"10": 1, "7": 2, "8": 2, "p1": 1, "p2": 1, "p3": 1}
    assert GAME.setup({"players": players}).deck.contents()["5"] == 1
    with pytest.raises(ValueError):
        GAME.setup({"players": 5, "prey3": True})


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:94,68",
    "the three-victim card: the monster walks until it has eaten three figures",
)
def test_three_victim_card_walk():
    st = start(ffn(None, figures("G6w@h7", "R6w@h5", "B6w@h3", "Y6w@c1", players=6),
                   monster="h9n", next="monster", start="G", turn=2, played=1, deck="p3",
                   prey3=True))
    tr = trace(draw(st, "p3"))
    assert eaten(st, tr) == ["G6", "R6", "B6"]
    assert where(st, "Y6") == "c1"
    assert GAME.is_legal(st, actor(st), ids(st)[0]) and actor(st) != CHANCE
