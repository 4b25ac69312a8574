"""Which chance steps draw a secret and whose (``Pending.secret``, for the server's dice
seat): an insanity card is its holder's, a condition's back and a code puzzle's seed are
nobody's, every other draw is public."""

from __future__ import annotations

from eerie.games.mansions.game import GAME
from eerie.games.mansions.script import Ctx, push, run
from eerie.games.mansions.secret_draws import secret_owners
from tests.mansions.fixtures import is_chance, new


def test_an_insanity_draw_belongs_to_the_insane_investigators_seat(tiny: str) -> None:
    st = new(tiny)
    push(st, "targets", kind="horror", n=4, facedown=True, resist=None, todo=("bob",),
         purpose="plain")
    run(Ctx(st))
    assert st.inv("bob").insane and is_chance(st) and st.stack[-1]["k"] == "insanity"
    assert GAME.pending(st).secret == (st.inv("bob").seat,) == (1,)


def test_hidden_backs_and_code_answers_are_nobodys_and_dice_are_public(tiny: str) -> None:
    st = new(tiny)
    assert secret_owners(st, {"k": "cond_draw", "inv": "ann", "cond": "dazed"}) == ()
    assert secret_owners(st, {"k": "puzzle", "id": "lockbox", "stage": "seed"}) == ()
    assert secret_owners(st, {"k": "test", "inv": "ann"}) is None
    assert secret_owners(st, {"k": "test", "inv": "ann", "aud": (0,)}) == (0,)
    assert secret_owners(st, {"k": "harm", "inv": "ann", "kind": "damage"}) is None


def test_decisions_that_are_not_chance_carry_no_secret(tiny: str) -> None:
    st = new(tiny)
    p = GAME.pending(st)
    assert not p.is_chance and p.secret is None
