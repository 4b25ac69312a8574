"""Mansions of Madness: the investigators' win rate and game length per AI level.

Plays the same seeded games as ``eerie simulate mansions-of-madness --scenario S
--games N --agents LEVEL --seed SEED`` (same game seeds, same agent and chance
generators) in this process, and prints what a co-operative report needs: the
investigators' win rate with its 95% Wilson interval, the mean rounds, and the
heuristic's thinking time per decision.

    .venv/bin/python benchmarks/mom_sim.py --scenario vigil_at_corvin_lodge --games 200
    .venv/bin/python benchmarks/mom_sim.py --scenario gulls_reach_light \\
        --investigators ambrose_quill,declan_ashby,ruben_okafor --games 200
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from random import Random
from typing import Any

from eerie.ai.agents import RandomAgent
from eerie.core.agent import play_out
from eerie.core.registry import get_game
from eerie.games.mansions.ai import MansionsAgent
from eerie.sim.runner import game_seed
from eerie.sim.stats import mean_sd, wilson_interval


class _Timed(MansionsAgent):
    spent = 0.0
    calls = 0
    worst = 0.0

    def choose(self, game: Any, observe: Any, legal: Any, seat: int, rng: Random) -> str:
        t = time.perf_counter()
        out = super().choose(game, observe, legal, seat, rng)
        dt = time.perf_counter() - t
        _Timed.spent += dt
        _Timed.calls += 1
        _Timed.worst = max(_Timed.worst, dt)
        return out


def run(scenario: str, investigators: list[str] | None, games: int, level: str,
        seed: int) -> dict[str, Any]:
    """Play ``games`` seeded games with every seat at ``level``."""
    game = get_game("mansions-of-madness")
    config: dict[str, Any] = {"scenario": scenario}
    if investigators:
        config["investigators"] = investigators
    config = game.normalize_config(config)
    wins = 0
    rounds: list[float] = []
    endings: Counter[str] = Counter()
    _Timed.spent, _Timed.calls, _Timed.worst = 0.0, 0, 0.0
    started = time.perf_counter()
    for i in range(games):
        state = game.setup(config)
        seats = game.num_seats(state)
        agents: list[Any] = [_Timed() if level == "heuristic" else RandomAgent()
                             for _ in range(seats)]
        play_out(game, state, agents, Random(game_seed(seed, i)))
        won = state.result == "victory"
        wins += won
        rounds.append(float(game.round_number(state)))
        endings[state.epilogue or state.result] += 1
    lo, hi = wilson_interval(wins, games)
    m, sd = mean_sd(rounds)
    return {"games": games, "wins": wins, "rate": wins / games, "ci": (lo, hi),
            "rounds": (m, sd), "endings": dict(endings),
            "ms_per_decision": 1000 * _Timed.spent / max(1, _Timed.calls),
            "worst_ms": 1000 * _Timed.worst, "seconds": time.perf_counter() - started}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scenario", default="vigil_at_corvin_lodge")
    ap.add_argument("--investigators", default="")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--agents", default="heuristic,random",
                    help="levels to compare, each in every seat")
    a = ap.parse_args()
    invs = [x for x in a.investigators.split(",") if x] or None
    for level in a.agents.split(","):
        res = run(a.scenario, invs, a.games, level, a.seed)
        lo, hi = res["ci"]
        m, sd = res["rounds"]
        line = (f"{a.scenario} {level}: investigators won {res['wins']}/{res['games']} = "
                f"{res['rate']:.3f} (95% CI {lo:.3f}-{hi:.3f}); rounds {m:.2f} (sd {sd:.2f}); "
                f"endings {res['endings']}; {res['seconds']:.1f} s")
        if level == "heuristic":
            line += (f"; {res['ms_per_decision']:.2f} ms per decision "
                     f"(worst {res['worst_ms']:.0f} ms)")
        print(line, flush=True)


if __name__ == "__main__":
    main()
