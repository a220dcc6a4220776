"""The determinized search and the Scopa levels built on it: always legal, replayable from the
seed and the iteration budget, and exact in small endgames (budgets are iterations, never
wall time)."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

import pytest

from pyapp.ai import levels, make_player
from pyapp.ai.hint import hint
from pyapp.ai.scopa.evaluation import ScopaModel, solve_endgame
from pyapp.ai.scopa.levels import _scopa_model, endgame_play
from pyapp.ai.scopa.match_value import match_value
from pyapp.ai.scopa.points import deal_points, expected_points
from pyapp.ai.scopa.world_search import ExpertModel
from pyapp.ai.search import SearchPlayer, SearchResult, alphabeta, ismcts, near_best, pimc
from pyapp.ai.worker import hint_text
from pyapp.cards import SCOPA_DECK
from pyapp.cli import players
from pyapp.cli.research.scopa_baseline import LinearScopaModel
from pyapp.cli.research.scopa_variants import LEAF_SPREAD, SpreadModel
from pyapp.scopa import Play, ScopaState, ScopaView, deal, deal_from, score_deal

SCOPA_LEVELS = ("random", "heuristic", "easy", "medium", "hard", "expert")


def small_players() -> dict[str, SearchPlayer]:
    """Search players with tiny budgets (fast tests), no wall-time cap."""
    return {
        "pimc": SearchPlayer(_scopa_model, iterations=3, depth=3, exact=endgame_play),
        "ismcts": SearchPlayer(_scopa_model, algorithm="ismcts", iterations=20, playout_depth=6,
                               exact=endgame_play),
        "baseline": SearchPlayer(lambda view: LinearScopaModel(), iterations=2, depth=3),
    }


def endgame(hands: tuple[Sequence[str], Sequence[str]], table: Sequence[str], *,
            dealer: int = 0, last_capturer: int = 0, scope: tuple[int, int] = (0, 0),
            pile0: Sequence[str] | None = None) -> ScopaState:
    """A position of the last round (stock empty); the other cards fill the piles, seat 0's
    first (or *pile0* exactly), seat 1's the rest."""
    used = set(hands[0]) | set(hands[1]) | set(table)
    rest = [card for card in SCOPA_DECK if card not in used]
    if pile0 is None:
        pile0 = rest[: len(rest) // 2]
    pile1 = [card for card in rest if card not in pile0]
    return deal_from(hands=(tuple(hands[0]), tuple(hands[1])), table=tuple(table), stock=(),
                     dealer=dealer, piles=(tuple(pile0), tuple(pile1)), scope=scope,
                     last_capturer=last_capturer)


def sample_views(count: int, seed: int = 5) -> list[ScopaView]:
    """Views with a choice, along random deals, with varied match scores."""
    rng = Random(seed)
    views: list[ScopaView] = []
    while len(views) < count:
        state = deal(rng, dealer=rng.randrange(2))
        score = (rng.randrange(12), rng.randrange(12))
        while not state.is_over:
            seat = state.to_play
            assert seat is not None
            view = state.view(seat, score)
            if len(view.legal_actions()) > 1 and rng.random() < 0.3:
                views.append(view)
            state = state.play(rng.choice(state.legal_actions()))
    return views[:count]


# --- the registry -------------------------------------------------------------------------

def test_scopa_levels_registry_is_complete() -> None:
    assert set(SCOPA_LEVELS) == set(levels("scopa"))
    for level in SCOPA_LEVELS:
        assert hasattr(make_player("scopa", level), "choose")


def test_the_comparison_levels_are_the_command_lines_only() -> None:
    """The baseline is a level of the arena and the bot (``pyapp.cli.players``), never of the page."""
    assert "pimc-baseline" not in levels("scopa") and "pimc-baseline" in players.levels("scopa")
    assert set(levels("scopa")) < set(players.levels("scopa"))
    with pytest.raises(ValueError, match="unknown level 'pimc-baseline'"):
        make_player("scopa", "pimc-baseline")
    assert hasattr(players.make_player("scopa", "pimc-baseline"), "choose")


# --- legality and determinism -------------------------------------------------------------

@pytest.mark.parametrize("name", ["pimc", "ismcts", "baseline"])
def test_search_plays_whole_deals_legally(name: str) -> None:
    player = small_players()[name]
    for seed in range(3):
        rng = Random(seed)
        state = deal(rng, dealer=seed % 2)
        while not state.is_over:
            seat = state.to_play
            assert seat is not None
            view = state.view(seat)
            action = player.choose(view, rng)
            assert action in view.legal_actions()
            state = state.play(action)


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert", "pimc-baseline"])
def test_levels_are_legal_and_replayable(level: str) -> None:
    for view in sample_views(6, seed=len(level)):
        player = players.make_player("scopa", level)
        if hasattr(player, "time_limit"):
            player.time_limit = None
        first = player.choose(view, Random(11))
        assert first in view.legal_actions()
        again = players.make_player("scopa", level)
        if hasattr(again, "time_limit"):
            again.time_limit = None
        assert again.choose(view, Random(11)) == first


@pytest.mark.parametrize("name", ["pimc", "ismcts"])
def test_fixed_seed_and_budget_give_the_same_choice(name: str) -> None:
    for view in sample_views(8, seed=9):
        choices = {small_players()[name].choose(view, Random(3)) for _ in range(3)}
        assert len(choices) == 1


def test_search_result_covers_every_legal_action() -> None:
    view = sample_views(1, seed=21)[0]
    model = ScopaModel(view.match_score)
    for result in (pimc(view, model, Random(1), worlds=3, depth=2),
                   ismcts(view, model, Random(1), iterations=60, playout_depth=4)):
        assert set(result.values) == set(view.legal_actions())
        assert result.action in view.legal_actions()
        assert all(0.0 <= value <= 1.0 for value in result.values.values())
        assert result.ranked()[0][1] == max(result.values.values())


def test_no_legal_action_is_an_error() -> None:
    state = deal(Random(1), dealer=0)
    waiting = state.view(0)  # seat 1 leads
    with pytest.raises(ValueError, match="not its turn"):
        small_players()["pimc"].choose(waiting, Random(1))


# --- Scopa knowledge ----------------------------------------------------------------------

def test_deal_points_agree_with_the_engine() -> None:
    rng = Random(4)
    for _ in range(30):
        state = deal(rng, dealer=rng.randrange(2))
        while not state.is_over:
            state = state.play(rng.choice(state.legal_actions()))
        first, second = score_deal(state)
        assert deal_points(state.piles, state.scope) == (first.total, second.total)


def test_expected_points_are_sane_midway() -> None:
    for view in sample_views(20, seed=2):
        state = view.determinize(Random(1))
        first, second = expected_points(state)
        assert 0.0 <= first <= state.scope[0] + 4.0 + 1e-9
        assert 0.0 <= second <= state.scope[1] + 4.0 + 1e-9


def test_match_value_plays_for_the_points_that_win() -> None:
    assert match_value(11, 9) == 1.0 and match_value(9, 11) == 0.0
    assert match_value(11, 11) == pytest.approx(0.5)
    # at 9-9 a 2-0 deal wins outright, a 3-1 deal only gains the same margin... and also wins
    assert match_value(11, 9) > match_value(10, 8)
    # far from the target the value grows with the lead
    assert match_value(0, 0) < match_value(2, 0) < match_value(4, 0)


# --- endgames with a known best play ------------------------------------------------------

def test_a_leaf_spread_values_what_the_deal_may_still_do() -> None:
    """``SpreadModel.leaf_value`` (research): at 9-9 in a match to 11, a deal expected to end
    2.5 to 1.0 is likely won, not won; the value still grows with the expected points, stays within
    what the floor (the match score) allows, and is the plain value without a spread or a match score."""
    plain = ExpertModel((9, 9))
    spread = SpreadModel(plain, LEAF_SPREAD)
    assert plain.leaf_value(2.5, 1.0, 6, 0, 11) == plain.points_value(2.5, 1.0, 0, 11) > 0.95
    likely = spread.leaf_value(2.5, 1.0, 6, 0, 11)
    assert 0.6 < likely < 0.9
    assert spread.leaf_value(2.5, 1.0, 0, 0, 11) > likely  # less is left to happen at the end of the deal
    assert spread.leaf_value(3.5, 1.0, 6, 0, 11) > likely > spread.leaf_value(1.5, 1.0, 6, 0, 11)
    assert spread.leaf_value(2.5, 1.0, 6, 1, 11) == pytest.approx(1.0 - likely)
    assert 0.0 <= spread.leaf_value(0.0, 4.0, 6, 0, 11) < 0.5
    assert SpreadModel(ExpertModel(None)).leaf_value(2.5, 1.0, 6, 0, 11) == 0.5 + 1.5 / 40


def test_endgame_takes_the_scopa() -> None:
    # seat 1 to play (dealer 0, 30 plays made): 7b sweeps 3d+4s for a scopa
    state = endgame((("5b", "9s", "8d"), ("2c", "10c", "7b")), ("3d", "4s"))
    assert state.to_play == 1
    view = state.view(1)
    play, values = solve_endgame(view)
    assert play == Play("7b", ("3d", "4s"))
    assert values[play] == max(values.values())
    for level in ("hard", "expert"):
        assert make_player("scopa", level).choose(view, Random(0)) == play


def test_endgame_takes_the_settebello() -> None:
    # 7s must take 7c or 7d; whatever 7 is left, the opponent's 7b takes it: take the settebello
    state = endgame((("5b", "9s", "7b"), ("2c", "10c", "7s")), ("7c", "7d", "4s"))
    view = state.view(1)
    assert solve_endgame(view)[0] == Play("7s", ("7d",))


def test_endgame_denies_a_sweep() -> None:
    # seat 1 holds 6c and 4b; table 2s. Laying 4b leaves 2s+4b = 6: the opponent's 6d sweeps.
    # Laying 6c leaves 2s+6c = 8, which the opponent (5b, 6d) cannot take.
    state = endgame((("5b", "6d"), ("6c", "4b")), ("2s",), dealer=0, last_capturer=1)
    assert state.to_play == 1
    play = solve_endgame(state.view(1))[0]
    assert play == Play("6c")


def test_endgame_is_exact_against_brute_force() -> None:
    model = ScopaModel((0, 0))
    rng = Random(8)
    checked = 0
    while checked < 10:
        state = deal(rng, dealer=rng.randrange(2))
        while state.stock or len(state.hands[0]) + len(state.hands[1]) > 4:
            state = state.play(rng.choice(state.legal_actions()))
        seat = state.to_play
        assert seat is not None
        view = state.view(seat)
        _, values = solve_endgame(view, model)
        for play, value in values.items():
            assert value == pytest.approx(_minimax(state.play(play), model, seat))
        checked += 1


def _minimax(state: ScopaState, model: ScopaModel, root: int) -> float:
    if state.to_play is None:
        return model.utility(state, root)
    values = [_minimax(state.play(play), model, root) for play in state.legal_actions()]
    return max(values) if state.to_play == root else min(values)


def test_alphabeta_equals_minimax_at_full_depth() -> None:
    model = ScopaModel((5, 7))
    rng = Random(13)
    for _ in range(5):
        state = deal(rng, dealer=0)
        while state.stock or len(state.hands[0]) + len(state.hands[1]) > 5:
            state = state.play(rng.choice(state.legal_actions()))
        seat = state.to_play
        assert seat is not None
        assert alphabeta(state, 10, model, seat, seat) == pytest.approx(
            _minimax(state, model, seat))


def test_solver_refuses_a_hidden_stock() -> None:
    view = deal(Random(2), dealer=0).view(1)
    with pytest.raises(ValueError, match="empty stock"):
        solve_endgame(view)


# --- the hint -----------------------------------------------------------------------------

def test_hint_is_the_expert_move_and_legal() -> None:
    state = endgame((("5b", "9s", "8d"), ("2c", "10c", "7b")), ("3d", "4s"))
    view = state.view(1)
    assert hint("scopa", view, seed=1) == Play("7b", ("3d", "4s"))
    for view in sample_views(3, seed=30):
        assert hint("scopa", view, seed=2) in view.legal_actions()


def test_hint_text_reads_a_view_text_and_answers_the_action_text() -> None:
    used = {"7b", "10c", "2c", "3d", "4s", "5b", "9s", "8d"}
    rest = [card for card in SCOPA_DECK if card not in used]
    state = endgame((("7b", "10c", "2c"), ("5b", "9s", "8d")), ("3d", "4s"), dealer=1,
                    last_capturer=1, pile0=rest[:16])
    assert hint_text("scopa", state.view(0).to_text(), 0) == "7b:3d+4s"
    assert hint_text("scopa", "not json", 0).startswith("error: ")


def test_the_level_names_known_to_the_page_are_the_registered_levels() -> None:
    from pyapp.games import GAMES

    for game in GAMES:
        assert set(game.levels) == set(levels(game.name))


def test_every_comparison_level_is_the_command_lines_own_and_never_a_shipped_one() -> None:
    from pyapp.games import GAMES

    for game in GAMES:
        comparisons = game.comparison_factories()
        assert game.comparisons.startswith("pyapp.cli.research.") or not game.comparisons
        assert not set(comparisons) & set(game.levels)
        assert set(players.levels(game.name)) == set(game.levels) | set(comparisons)


def test_near_best_keeps_the_actions_within_one_paired_standard_error() -> None:
    # Every action valued in the same four worlds: "b" trails "a" by 0.02 on average but swings with
    # the worlds (within the noise); "c" trails by 0.02 in every world (clearly worse); "d" ties.
    result = SearchResult("a", {"a": 0.6, "b": 0.58, "c": 0.58, "d": 0.6}, dict.fromkeys("abcd", 4), 4,
                          {"a": (0.7, 0.5, 0.7, 0.5), "b": (0.5, 0.7, 0.5, 0.66),
                           "c": (0.68, 0.48, 0.68, 0.48), "d": (0.5, 0.7, 0.5, 0.7)})
    assert near_best(result) == ["a", "b", "d"]
    assert near_best(result, errors=0.0) == ["a", "d"]
    one_world = SearchResult("a", {"a": 0.6, "b": 0.58}, {"a": 1, "b": 1}, 1, {"a": (0.6,), "b": (0.58,)})
    assert near_best(one_world) == ["a"]  # no noise to measure: only ties


def test_a_search_players_prior_replaces_its_choice_and_its_result_says_so() -> None:
    view = deal(Random(3), dealer=0).view(1)
    plain = SearchPlayer(_scopa_model, iterations=3, depth=2)
    chosen = plain.choose(view, Random(4))
    other = next(action for action in view.legal_actions() if action != chosen)
    player = SearchPlayer(_scopa_model, iterations=3, depth=2, prior=lambda view, result: other)
    assert player.choose(view, Random(4)) == other
    assert player.last_result is not None and player.last_result.action == other
    assert plain.last_result is not None and player.last_result.values == plain.last_result.values
    keeper = SearchPlayer(_scopa_model, iterations=3, depth=2, prior=lambda view, result: None)
    assert keeper.choose(view, Random(4)) == chosen
