"""The former Hard level of Minchiate, kept for comparisons in the arena and the bot (level
``ismcts``): the shared ISMCTS (:func:`pyapp.ai.search.ismcts`) over :class:`MinchiateModel`. It
lost to the heuristic (its truncated playouts and evaluation missed the end scoring, and its root
statistics were thin over up to 21 moves: ``benchmarks/RESULTS.md``), so the shipped Hard and Expert
roll out to the end of the deal instead (``pyapp.ai.minchiate.evaluation``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random

from pyapp.ai.minchiate.evaluation import (
    MinchiateCardPlayer,
    choose_declaration,
    choose_discard,
    expected_net,
    net_value,
    playout_card,
)
from pyapp.ai.search import SearchPlayer
from pyapp.minchiate import MinchiateState
from pyapp.minchiate.actions import PHASE_DECLARE, PHASE_DISCARD, MinchiateAction, PlayCard
from pyapp.minchiate.rules import Card
from pyapp.minchiate.state import MinchiateView

__all__ = ["LEVELS", "MinchiateModel", "MinchiateSearchPlayer", "ismcts_player"]


class MinchiateModel:
    """The partnership model: values are the root team's, from net resti."""

    __slots__ = ("noise",)

    def __init__(self, noise: float = 0.1) -> None:
        self.noise = noise

    def team(self, seat: int) -> int:
        """Team A (S, N) is 0, team B (E, W) is 1."""
        return seat & 1

    def utility(self, state: MinchiateState, seat: int) -> float:
        """The value of a finished deal for *seat*'s team."""
        return net_value(state.returns()[seat])

    def evaluate(self, state: MinchiateState, seat: int) -> float:
        """The estimated value of an unfinished deal for *seat*'s team."""
        net = expected_net(state)
        return net_value(net if seat & 1 == 0 else -net)

    def playout_action(self, state: MinchiateState, rng: Random) -> MinchiateAction:
        """Discards and declarations by the heuristics, plays by :func:`playout_card`."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        seat = state.to_play
        assert seat is not None
        if phase == PHASE_DISCARD:
            return choose_discard(state.hands[seat], legal)
        if phase == PHASE_DECLARE:
            return choose_declaration(legal)
        cards = [action.card for action in legal if isinstance(action, PlayCard)]
        return PlayCard(playout_card(state.trick, seat, cards, rng, self.noise))

    def order(self, state: MinchiateState, actions: Sequence[MinchiateAction]) -> Sequence[MinchiateAction]:
        """Legal order (alpha-beta is not the Minchiate search)."""
        return actions


class MinchiateSearchPlayer(MinchiateCardPlayer):
    """Discards and declarations by the heuristics above; card play by the shared search
    (ISMCTS over :class:`MinchiateModel`, partner-aware). ``time_limit`` caps interactive
    play only (None in tests and the arena)."""

    def __init__(self, iterations: int, playout_depth: int | None = 8,
                 exploration: float = 0.5, time_limit: float | None = None,
                 algorithm: str = "ismcts", depth: int = 4) -> None:
        self.search_player = SearchPlayer(lambda view: MinchiateModel(), algorithm=algorithm,
                                          iterations=iterations, playout_depth=playout_depth,
                                          exploration=exploration, time_limit=time_limit,
                                          depth=depth)

    @property
    def time_limit(self) -> float | None:
        """The wall-time cap of the search (seconds), None for none."""
        return self.search_player.time_limit

    @time_limit.setter
    def time_limit(self, value: float | None) -> None:
        self.search_player.time_limit = value

    def choose_card(self, view: MinchiateView, cards: list[Card], rng: Random) -> Card:
        action: PlayCard = self.search_player.choose(view, rng)
        return action.card


def ismcts_player() -> MinchiateSearchPlayer:
    """The former Hard level (ISMCTS, 150 iterations), kept for comparison in the arena."""
    return MinchiateSearchPlayer(150)


LEVELS: dict[str, Callable[[], object]] = {"ismcts": ismcts_player}
"""The comparison levels of Minchiate (the registry's ``comparisons``)."""
