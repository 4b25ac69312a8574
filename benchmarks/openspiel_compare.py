"""Our MCTS / ISMCTS against OpenSpiel's Python MCTS / ISMCTS, at the same time per move.

Not a test: run by hand and write the numbers down in docs/benchmarks.md::

    .venv/bin/python benchmarks/openspiel_compare.py rate --game ff --positions 30 --seconds 0.5
    .venv/bin/python benchmarks/openspiel_compare.py rate --game wh --positions 30 --seconds 0.5
    .venv/bin/python benchmarks/openspiel_compare.py match --game ff --ours preset \
        --games 200 --seconds 0.05
    .venv/bin/python benchmarks/openspiel_compare.py match --game wh --ours preset \
        --jack heuristic --games 200 --seconds 0.05

Games: Fearsome Floors with 2 players (full information, chance: the monster cards),
searched with our :func:`eerie.ai.mcts.mcts` and OpenSpiel's ``mcts.MCTSBot``; Whitehall
Mystery (secrets, no chance) with our :func:`eerie.ai.mcts.ismcts` and OpenSpiel's
``ismcts.ISMCTSBot``. OpenSpiel's bots see our games through
:mod:`eerie.adapters.openspiel` (the only way they can); ours call the kernel directly.

Both searches run the same algorithm unless ``--ours preset``: UCT with the same
constant ``--uct-c``, one uniformly random rollout to the end of the game per iteration
(OpenSpiel's ``RandomRolloutEvaluator(1)``), every seat maximising its own score
(max^n), the most visited root action is played. Both get ``--seconds`` of wall time per
decision (OpenSpiel's bots only know a simulation count, so :class:`TimedMCTSBot` and
:class:`TimedISMCTSBot` below replace their search loops by a deadline loop; everything
inside an iteration is OpenSpiel's own code; see :data:`MIN_SIMULATIONS` for a budget
shorter than one simulation). Decisions with a single legal option are not searched by
either side. ``--ours preset`` uses the ``search`` AI level's settings
instead (heuristic rollouts and evaluations; Whitehall set-up choices by the heuristic
player) with the same time budget.

``rate``: simulations (iterations) per second of each search on the same positions,
taken from seeded games of the heuristic players (Whitehall: after the set-up). The
rate is given per second of this process's CPU time (``time.process_time``), which
other processes on the machine disturb far less than wall time, and per wall second.

``match``: head-to-head games, two at a time on ``--workers`` processes; both bots of a
game run in the same process, one decision after the other, so they get the same CPU.

* Fearsome Floors: 2 players, ours in seat ``i % 2`` of game ``i``, OpenSpiel in the
  other. A game where nobody gets a figure out scores 0 for both (counted as a draw,
  half a point).
* Whitehall, ``--jack search`` (the default): game ``2k`` is our Jack against
  OpenSpiel's three investigators, game ``2k + 1`` OpenSpiel's Jack against our
  investigators (same seed ``k``). Each engine plays each side equally often, so the
  side that is easier to win cancels out: an equal engine scores 50%.
* Whitehall, ``--jack heuristic`` (or ``basic``): that AI level plays Jack in every game;
  game ``2k`` has our investigators, game ``2k + 1`` OpenSpiel's (same seed ``k``, so the
  same Jack decisions as long as the investigators play alike). Printed: each engine's
  win rate against that Jack, and the pairs as a head-to-head (a point for the engine
  whose investigators won where the other's lost, half a point for the same result).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from random import Random
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts as os_ismcts
from open_spiel.python.algorithms import mcts as os_mcts

from eerie.adapters.openspiel import EerieState, load_game, seeded_resampler
from eerie.ai.mcts import RandomRollout, SearchAgent, SearchConfig, ismcts, mcts
from eerie.ai.search_presets import search_config
from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.core.game import Game
from eerie.core.registry import get_game
from eerie.sim.stats import wilson_interval

GAMES = {"ff": ("fearsome-floors", {"players": 2}), "wh": ("whitehall-mystery", {})}


# -- OpenSpiel's bots with a time budget -------------------------------------------------

MIN_SIMULATIONS = 1
"""Simulations each search runs even past the deadline (ours: one iteration). OpenSpiel's
first simulation only evaluates the root (``MCTSBot`` has no children yet, ``ISMCTSBot``
no visit counts): when the deadline comes after one simulation, the bots below play a
uniformly random legal action, as ours does when no root action was visited.
``--min-simulations 2`` lets OpenSpiel's bots always search twice instead (more time
than ours whenever a simulation takes longer than the budget)."""


class TimedMCTSBot(os_mcts.MCTSBot):  # type: ignore[misc]
    """OpenSpiel's ``MCTSBot`` searching until a deadline instead of a simulation count.

    ``mcts_search`` is OpenSpiel's own (open_spiel/python/algorithms/mcts.py, Apache
    2.0, version 1.5) with ``for _ in range(self.max_simulations)`` replaced by a
    deadline loop (at least :data:`MIN_SIMULATIONS`); nothing else changed.
    """

    def __init__(self, *args: Any, seconds: float, min_simulations: int = MIN_SIMULATIONS,
                 **kwargs: Any) -> None:
        super().__init__(*args, max_simulations=1, **kwargs)
        self.seconds = seconds
        self.min_simulations = min_simulations
        self.simulations = 0
        self.search_time = 0.0

    def mcts_search(self, state: Any) -> Any:
        start = time.perf_counter()
        deadline = start + self.seconds
        root = os_mcts.SearchNode(None, state.current_player(), 1)
        done = 0
        while done < self.min_simulations or time.perf_counter() < deadline:
            done += 1
            visit_path, working_state = self._apply_tree_policy(root, state)
            if working_state.is_terminal():
                returns = working_state.returns()
                visit_path[-1].outcome = returns
                solved = self.solve
            else:
                returns = self.evaluator.evaluate(working_state)
                solved = False
            while visit_path:
                decision_node_idx = -1
                while visit_path[decision_node_idx].player == os_mcts.pyspiel.PlayerId.CHANCE:
                    decision_node_idx -= 1
                target_return = returns[visit_path[decision_node_idx].player]
                node = visit_path.pop()
                node.total_reward += target_return
                node.explore_count += 1
                if solved and node.children:
                    player = node.children[0].player
                    if player == os_mcts.pyspiel.PlayerId.CHANCE:
                        outcome = node.children[0].outcome
                        if (outcome is not None and
                                all(np.array_equal(c.outcome, outcome) for c in node.children)):
                            node.outcome = outcome
                        else:
                            solved = False
                    else:
                        best = None
                        all_solved = True
                        for child in node.children:
                            if child.outcome is None:
                                all_solved = False
                            elif best is None or child.outcome[player] > best.outcome[player]:
                                best = child
                        if (best is not None and
                                (all_solved or best.outcome[player] == self.max_utility)):
                            node.outcome = best.outcome
                        else:
                            solved = False
            if root.outcome is not None:
                break
        if not root.children:  # one simulation only: no children to choose from
            legal = state.legal_actions(state.current_player())
            a = legal[self._random_state.randint(len(legal))]
            root.children = [os_mcts.SearchNode(a, state.current_player(), 1.0)]
        self.simulations += done
        self.search_time += time.perf_counter() - start
        return root


class TimedISMCTSBot(os_ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's ``ISMCTSBot`` searching until a deadline instead of a simulation
    count: ``run_search`` is OpenSpiel's own (ismcts.py, Apache 2.0) with the
    ``for _ in range(self._max_simulations)`` loop replaced by a deadline loop (at least
    :data:`MIN_SIMULATIONS`)."""

    def __init__(self, *args: Any, seconds: float, min_simulations: int = MIN_SIMULATIONS,
                 **kwargs: Any) -> None:
        super().__init__(*args, max_simulations=1, **kwargs)
        self.seconds = seconds
        self.min_simulations = min_simulations
        self.simulations = 0
        self.search_time = 0.0

    def run_search(self, state: Any) -> Any:
        self.reset()
        legal_actions = state.legal_actions()
        if len(legal_actions) == 1:
            return [(legal_actions[0], 1.0)]
        start = time.perf_counter()
        deadline = start + self.seconds
        self._root_node = self.create_new_node(state)
        root_infostate_key = self.get_state_key(state)
        done = 0
        while done < self.min_simulations or time.perf_counter() < deadline:
            done += 1
            sampled_root_state = self.sample_root_state(state)
            assert root_infostate_key == self.get_state_key(sampled_root_state)
            self.run_simulation(sampled_root_state)
        self.simulations += done
        self.search_time += time.perf_counter() - start
        if self._root_node.total_visits <= 0:  # one simulation only: nothing learnt
            return [(a, 1.0 / len(legal_actions)) for a in legal_actions]
        return self.get_final_policy(state, self._root_node)


def openspiel_bot(game_key: str, osgame: Any, seconds: float, uct_c: float, seed: int,
                  min_simulations: int = MIN_SIMULATIONS) -> Any:
    """OpenSpiel's bot for ``game_key`` with one random rollout per simulation."""
    evaluator = os_mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
    if game_key == "ff":
        return TimedMCTSBot(osgame, uct_c, evaluator=evaluator, seconds=seconds,
                            min_simulations=min_simulations,
                            random_state=np.random.RandomState(seed + 1))
    bot = TimedISMCTSBot(osgame, evaluator, uct_c, seconds=seconds,
                         min_simulations=min_simulations,
                         random_state=np.random.RandomState(seed + 1))
    bot.set_resampler(seeded_resampler(seed + 2))
    return bot


def our_config(game: Game[Any], ours: str, seconds: float, uct_c: float) -> SearchConfig:
    """Our search settings: the same algorithm as OpenSpiel's (``generic``) or the
    ``search`` AI level's (``preset``), with a time budget only."""
    if ours == "preset":
        config = search_config(game)
        config.iterations = None
        config.seconds = seconds
        return config
    return SearchConfig(iterations=None, seconds=seconds, exploration=uct_c,
                        rollout=RandomRollout())


# -- simulations per second --------------------------------------------------------------


def positions(game_key: str, count: int, seed: int) -> list[list[tuple[int, str]]]:
    """Action lists leading to ``count`` decision positions with a choice (seeded
    games of the heuristic players; every seventh such decision, Whitehall after the
    set-up)."""
    game_id, config = GAMES[game_key]
    game = get_game(game_id)
    heuristic = game.agents()["heuristic"]
    out: list[list[tuple[int, str]]] = []
    g = 0
    while len(out) < count:
        state = game.setup(config)
        agents = [heuristic() for _ in range(game.num_seats(state))]
        rng = Random(seed * 1_000_003 + g)
        g += 1
        actions: list[tuple[int, str]] = []
        k = 0
        while len(out) < count:
            actors, legal = game.legal_actions(state)
            if not actors:
                break
            actor = actors[0]
            if actor == CHANCE:
                oid = sample_outcome(game.chance_outcomes(state), rng)
            else:
                view = game.view(state, actor)
                setup = game_key == "wh" and view.get("stage") in (
                    "scenes", "start", "police_setup", "smoker_setup")
                if len(legal) > 1 and not setup:
                    k += 1
                    if k % 7 == 3:
                        out.append(list(actions))
                oid = agents[actor].choose(game, lambda v=view: v, legal, actor, rng)
            game.apply(state, actor, oid)
            actions.append((actor, oid))
    return out


def rate(args: argparse.Namespace) -> None:
    """Iterations per second of both searches on the same positions."""
    game_id, config = GAMES[args.game]
    osgame = load_game(game_id, **config)
    game = osgame.bound.game
    todo = positions(args.game, args.positions, args.seed)
    ours_it = ours_s = ours_cpu = theirs_it = theirs_s = theirs_cpu = 0.0
    rows = []
    for n, actions in enumerate(todo):
        st = osgame.new_initial_state()
        for _, oid in actions:
            st.apply_option(oid)
        assert isinstance(st, EerieState)
        seat = st.current_player()
        legal = game.legal_actions(st.eerie_state)[1]
        cfg = our_config(game, args.ours, args.seconds, args.uct_c)
        rng = Random(n)
        c0 = time.process_time()
        if args.game == "ff":
            res = mcts(game, game.clone(st.eerie_state), seat, cfg, rng, legal)
        else:
            res = ismcts(game, game.view(st.eerie_state, seat), seat, legal, cfg, rng)
        c1 = time.process_time()
        bot = openspiel_bot(args.game, osgame, args.seconds, args.uct_c, n, args.min_simulations)
        if args.game == "ff":
            bot.mcts_search(st)
        else:
            bot.run_search(st)
        c2 = time.process_time()
        ours_it += res.iterations
        ours_s += res.seconds
        ours_cpu += c1 - c0
        theirs_it += bot.simulations
        theirs_s += bot.search_time
        theirs_cpu += c2 - c1
        rows.append((len(actions), len(legal), res.iterations / (c1 - c0),
                     bot.simulations / (c2 - c1)))
        if args.verbose:
            print(f"  position {n}: {len(actions)} actions in, {len(legal)} options: ours "
                  f"{rows[-1][2]:.0f}/s, OpenSpiel {rows[-1][3]:.1f}/s (CPU time)", flush=True)
    ours_rate, theirs_rate = ours_it / ours_cpu, theirs_it / theirs_cpu
    ratios = sorted(r[2] / r[3] for r in rows)
    print(f"{game_id}: {len(todo)} positions, {args.seconds} s per search, ours={args.ours}, "
          f"uct_c={args.uct_c}; load average {os.getloadavg()[0]:.2f}")
    print(f"  ours:      {ours_it:.0f} iterations in {ours_s:.1f} s wall, {ours_cpu:.1f} s CPU"
          f" = {ours_it / ours_s:.1f}/s wall, {ours_rate:.1f}/s CPU")
    print(f"  OpenSpiel: {theirs_it:.0f} simulations in {theirs_s:.1f} s wall, "
          f"{theirs_cpu:.1f} s CPU = {theirs_it / theirs_s:.1f}/s wall, {theirs_rate:.1f}/s CPU")
    print(f"  ratio {ours_rate / theirs_rate:.2f}x by CPU time, "
          f"{ours_it / ours_s / (theirs_it / theirs_s):.2f}x by wall time (per position, CPU: "
          f"median {ratios[len(ratios) // 2]:.1f}x, min {ratios[0]:.1f}x, "
          f"max {ratios[-1]:.1f}x)")


# -- head-to-head ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Match:
    """One game to play."""

    game_key: str
    index: int
    seed: int
    seconds: float
    uct_c: float
    ours: str
    jack: str
    min_simulations: int


@dataclass(slots=True)
class MatchResult:
    """One game's result, from our engine's point of view."""

    index: int
    ours_seats: tuple[int, ...]
    """Seats our search played (none: OpenSpiel's bot played against the ``--jack``
    player)."""
    points: float
    """1 for a win of ours, 0 for a win of OpenSpiel's, 0.5 if nobody won."""
    decisions: int
    ours_iterations: int
    ours_seconds: float
    ours_searches: int
    theirs_simulations: int
    theirs_seconds: float
    theirs_searches: int
    wall: float
    searched_won: bool = False
    """With ``--jack heuristic``: the searching investigators won."""


def play_match(m: Match) -> MatchResult:
    """Play one game between our search and OpenSpiel's through the OpenSpiel state."""
    game_id, config = GAMES[m.game_key]
    osgame = load_game(game_id, **config)
    game = osgame.bound.game
    space = osgame.bound.space
    if m.game_key == "ff":
        ours_seats: tuple[int, ...] = (m.index % 2,)
        seed = m.seed * 1_000_003 + m.index
    elif m.jack == "search":
        ours_seats = (0,) if m.index % 2 == 0 else (1, 2, 3)
        seed = m.seed * 1_000_003 + m.index // 2
    else:  # the same Jack against our investigators (even games) and OpenSpiel's
        ours_seats = (1, 2, 3) if m.index % 2 == 0 else ()
        seed = m.seed * 1_000_003 + m.index // 2
    rng = Random(seed)
    chance_rng = Random(rng.getrandbits(64))
    state = osgame.new_initial_state()
    seats = game.num_seats(state.eerie_state)
    ours = {s: SearchAgent(our_config(game, m.ours, m.seconds, m.uct_c)) for s in ours_seats}
    our_rngs = {s: Random(rng.getrandbits(64)) for s in range(seats)}
    theirs = openspiel_bot(m.game_key, osgame, m.seconds, m.uct_c, rng.getrandbits(31),
                           m.min_simulations)
    jack = None if m.game_key != "wh" or m.jack == "search" else game.agents()[m.jack]()
    it = 0
    secs = 0.0
    searches = theirs_searches = 0
    decisions = 0
    t0 = time.perf_counter()
    while not state.is_terminal():
        if state.is_chance_node():
            oid = sample_outcome(game.chance_outcomes(state.eerie_state), chance_rng)
            state.apply_option(oid)
            continue
        seat = state.current_player()
        legal_actions = state.legal_actions()
        decisions += 1
        if len(legal_actions) == 1:
            state.apply_action(legal_actions[0])
            continue
        if jack is not None and seat == 0:
            inner = state.eerie_state
            legal = game.legal_actions(inner)[1]

            def jack_view(s: Any = inner) -> dict[str, Any]:
                return game.view(s, 0)

            oid = jack.choose(game, jack_view, legal, 0, our_rngs[0])
            state.apply_action(space.encode(oid))
        elif seat in ours:
            agent = ours[seat]
            inner = state.eerie_state
            legal = game.legal_actions(inner)[1]
            before = agent.last

            def observe(s: Any = inner, a: int = seat) -> dict[str, Any]:
                return game.view(s, a)

            oid = agent.choose(game, observe, legal, seat, our_rngs[seat])
            if agent.last is not None and agent.last is not before:
                it += agent.last.iterations
                secs += agent.last.seconds
                searches += 1
            state.apply_action(space.encode(oid))
        else:
            before_sims = theirs.simulations
            state.apply_action(theirs.step(state))
            theirs_searches += theirs.simulations > before_sims
    wall = time.perf_counter() - t0
    returns = state.returns()
    if jack is not None:
        won = returns[1] > returns[0]
        return MatchResult(m.index, ours_seats, float(won), decisions, it, secs, searches,
                           theirs.simulations, theirs.search_time, theirs_searches, wall, won)
    mine = max(returns[s] for s in ours_seats)
    other = max(returns[s] for s in range(seats) if s not in ours_seats)
    points = 1.0 if mine > other else 0.0 if other > mine else 0.5
    return MatchResult(m.index, ours_seats, points, decisions, it, secs, searches,
                       theirs.simulations, theirs.search_time, theirs_searches, wall)


def match(args: argparse.Namespace) -> None:
    """Play the games and print the score."""
    todo = [Match(args.game, i, args.seed, args.seconds, args.uct_c, args.ours, args.jack,
                  args.min_simulations) for i in range(args.games)]
    results: list[MatchResult] = []
    t0 = time.perf_counter()
    loads = []
    if args.workers <= 1:
        for m in todo:
            results.append(play_match(m))
    else:
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            for n, r in enumerate(pool.map(play_match, todo, chunksize=1), 1):
                results.append(r)
                if n % 10 == 0:
                    loads.append(os.getloadavg()[0])
                    w = sum(x.points == 1.0 for x in results)
                    d = sum(x.points == 0.5 for x in results)
                    first = sum(x.points for x in results if x.ours_seats[:1] == (0,))
                    print(f"  {n}/{len(todo)} games, ours {w} wins, {n - w - d} losses, "
                          f"{d} draws ({first:.1f} points in seat 0), "
                          f"{time.perf_counter() - t0:.0f} s, load {loads[-1]:.1f}",
                          file=sys.stderr, flush=True)
    game_id = GAMES[args.game][0]
    wall = time.perf_counter() - t0
    print(f"{game_id}: {len(results)} games, {args.seconds} s per decision, ours={args.ours}, "
          f"uct_c={args.uct_c}, seed {args.seed}; {wall:.0f} s on {args.workers} worker(s)"
          + (f", load average {min(loads):.1f}-{max(loads):.1f}" if loads else ""))
    if args.game == "ff" or args.jack == "search":
        _score("all games", results)
    if args.game == "ff":
        for seat in (0, 1):
            _score(f"ours in seat {seat}", [r for r in results if r.ours_seats == (seat,)])
    elif args.jack != "search":
        _paired(results)
    else:
        _score("ours as Jack", [r for r in results if r.ours_seats == (0,)])
        _score("ours as investigators", [r for r in results if r.ours_seats != (0,)])
    it = sum(r.ours_iterations for r in results)
    s = sum(r.ours_seconds for r in results)
    sims = sum(r.theirs_simulations for r in results)
    ts = sum(r.theirs_seconds for r in results)
    n_ours = sum(r.ours_searches for r in results)
    n_theirs = sum(r.theirs_searches for r in results)
    print(f"  thinking time per searched decision: ours {s / max(n_ours, 1):.3f} s, "
          f"OpenSpiel {ts / max(n_theirs, 1):.3f} s")
    print(f"  in these games: ours {it / s:.1f} iterations/s, OpenSpiel {sims / ts:.1f} "
          f"simulations/s ({it / s / (sims / ts):.1f}x); "
          f"{sum(r.decisions for r in results) / len(results):.0f} decisions per game, "
          f"{sum(r.wall for r in results) / len(results):.1f} s per game")


def _paired(results: Sequence[MatchResult]) -> None:
    """``--jack heuristic``: each engine's investigators against the same Jack, and the
    pairs (same seed) as a head-to-head: 1 if only ours won, 0 if only OpenSpiel's won,
    0.5 if both or neither did."""
    by_pair: dict[int, dict[bool, bool]] = {}
    for r in results:
        by_pair.setdefault(r.index // 2, {})[bool(r.ours_seats)] = r.searched_won
    for mine, label in ((True, "ours"), (False, "OpenSpiel's")):
        rs = [r for r in results if bool(r.ours_seats) == mine]
        wins = sum(r.searched_won for r in rs)
        lo, hi = wilson_interval(wins, len(rs))
        print(f"  {label + ' investigators':24} won {wins}/{len(rs)} = {wins / len(rs):.1%} "
              f"(95% CI {lo:.1%}-{hi:.1%}) against the same Jack")
    pairs = [p for p in by_pair.values() if len(p) == 2]
    only_ours = sum(p[True] and not p[False] for p in pairs)
    only_theirs = sum(p[False] and not p[True] for p in pairs)
    pts = only_ours + 0.5 * (len(pairs) - only_ours - only_theirs)
    lo, hi = wilson_interval(pts, len(pairs))
    print(f"  paired by seed ({len(pairs)} pairs): only ours won {only_ours}, only OpenSpiel's "
          f"won {only_theirs}, same result {len(pairs) - only_ours - only_theirs}: "
          f"{pts / len(pairs):.1%} (95% CI {lo:.1%}-{hi:.1%})")


def _score(label: str, rs: Sequence[MatchResult]) -> None:
    if not rs:
        return
    n = len(rs)
    wins = sum(r.points == 1.0 for r in rs)
    draws = sum(r.points == 0.5 for r in rs)
    pts = sum(r.points for r in rs)
    lo, hi = wilson_interval(pts, n)
    print(f"  {label:24} ours {wins} wins, {n - wins - draws} losses, {draws} draws of {n}: "
          f"{pts / n:.1%} (95% CI {lo:.1%}-{hi:.1%})")


def main() -> None:
    """Parse the command line and run."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("what", choices=("rate", "match"))
    ap.add_argument("--game", choices=tuple(GAMES), default="ff")
    ap.add_argument("--seconds", type=float, default=0.05, help="time per decision")
    ap.add_argument("--uct-c", type=float, default=1.4, help="UCT constant for both")
    ap.add_argument("--ours", choices=("generic", "preset"), default="generic")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--positions", type=int, default=30, help="rate: positions")
    ap.add_argument("--games", type=int, default=200, help="match: games")
    ap.add_argument("--workers", type=int, default=2, help="match: processes")
    ap.add_argument("--jack", choices=("search", "heuristic", "basic"), default="search",
                    help="match, Whitehall: 'search' puts each engine on each side; "
                    "'heuristic' or 'basic' gives Jack to that AI level in every game and "
                    "compares the engines' investigators against him")
    ap.add_argument("--min-simulations", type=int, default=MIN_SIMULATIONS,
                    help="OpenSpiel's bots search at least this often per decision")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    if args.what == "rate":
        rate(args)
    else:
        match(args)


if __name__ == "__main__":
    main()
