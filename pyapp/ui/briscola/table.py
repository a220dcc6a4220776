"""The Briscola table as a pure UI model: the match, whether the trick just completed still lies on
the table, and the player's hint; what the player sees and may do, with no browser.

Seats are the engine's, in turn order from the player (0 = ``S``): two players ``S N``, three
``S E W``, four ``S E N W`` with ``N`` the partner. The engine is the one source of legality (its
``legal_actions``) and of the reasons for a refusal; every game of a match, and every computer move,
follows from the seed, so a saved match is checked against it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random

from pyapp import briscola
from pyapp.briscola import BriscolaAction, BriscolaMatch, BriscolaOptions, Exchange, PlayCard
from pyapp.briscola.rules import SEAT_LETTERS
from pyapp.engine import GameRecordError, IllegalActionError, Refusal, replay
from pyapp.ui.tricks.table import TrickTableBase

HUMAN = 0


def match_rng(seed: int) -> Random:
    """The random generator of a match's first dealer and first game (replayable from the seed)."""
    return Random(f"briscola:{seed}:match")


def game_rng(seed: int, number: int) -> Random:
    """The random generator of game *number* (from 2) of the match of *seed*."""
    return Random(f"briscola:{seed}:game:{number}")


def move_seed(seed: int, number: int, moves: int) -> int:
    """The seed handed to a computer player for one decision (independent of timing)."""
    return Random(f"briscola:{seed}:game:{number}:move:{moves}").randrange(2**31)


def moves_of(state: briscola.BriscolaState) -> list[tuple[int, BriscolaAction]]:
    """The moves ((seat, action) pairs) that led to *state* from its deal, in order, rebuilt from its
    tricks and exchanges (an exchange comes just before its seat's card in the same trick)."""
    exchanges: dict[tuple[int, int], Exchange] = {
        (exchange.number, exchange.seat): Exchange(exchange.given) for exchange in state.exchanges}
    moves: list[tuple[int, BriscolaAction]] = []
    plays = [(trick.number, trick.plays) for trick in state.tricks] + [(state.trick_number, state.trick)]
    for number, trick in plays:
        for seat, card in trick:
            swap = exchanges.pop((number, seat), None)
            if swap is not None:
                moves.append((seat, swap))
            moves.append((seat, PlayCard(card)))
    moves.extend((seat, swap) for (_, seat), swap in exchanges.items())  # exchanged, not played yet
    return moves


@dataclass(frozen=True, slots=True)
class BriscolaTable(TrickTableBase):
    """The match on the table, and what the screen adds to it."""

    SEATS = SEAT_LETTERS

    match: BriscolaMatch
    seed: int
    settling: bool = False
    """The trick just completed lies on the table with its winner marked, before it is collected and
    the cards drawn (the state already holds both)."""
    hint: BriscolaAction | None = None
    hint_pending: bool = False

    @classmethod
    def new(cls, seed: int, options: BriscolaOptions = briscola.DEFAULT_OPTIONS) -> BriscolaTable:
        """A new match under *options* whose dealer and games follow from *seed*."""
        return cls(match=BriscolaMatch.new(match_rng(seed), options), seed=seed)

    @classmethod
    def from_saved(cls, saved: str, seed: int) -> BriscolaTable:
        """The table of a saved match (``BriscolaMatch.to_text``) of *seed*; GameRecordError unless it
        reads, its first dealer is the seed's and its game in progress is the one the seed deals,
        played as its tricks and exchanges say."""
        match = BriscolaMatch.from_text(saved)
        table = cls(match=match, seed=seed)
        if match.first_dealer != cls.new(seed, match.options).match.first_dealer:
            raise GameRecordError(f"the first dealer is not the one seed {seed} draws")
        what = f"game {table.game_number} of seed {seed}"
        replayed = replay(table.dealt(), moves_of(match.state), what)
        if not isinstance(replayed, briscola.BriscolaState) or replayed.to_json() != match.state.to_json():
            raise GameRecordError(f"{what} played as its tricks say is not the saved game")
        return table

    def dealt(self) -> briscola.BriscolaState:
        """The game on the table as it was dealt (every game follows from the seed)."""
        number = self.game_number
        if number == 1:
            return BriscolaMatch.new(match_rng(self.seed), self.options).state
        dealer = (self.match.first_dealer + number - 1) % self.players
        return briscola.deal(game_rng(self.seed, number), dealer, self.options)

    # --- what to show ---------------------------------------------------------------------

    @property
    def state(self) -> briscola.BriscolaState:
        return self.match.state

    @property
    def options(self) -> BriscolaOptions:
        return self.match.options

    @property
    def players(self) -> int:
        return self.match.options.players

    @property
    def game_number(self) -> int:
        """The number of the game on the table (from 1)."""
        return len(self.match.results) + (0 if self.state.is_over else 1)

    @property
    def phase(self) -> str:
        """'human', 'computer', 'trick' (a completed trick on show), 'game-over' or 'match-over'."""
        if self.settling:
            return "trick"
        if self.match.is_over:
            return "match-over"
        if self.state.is_over:
            return "game-over"
        return "human" if self.state.to_play == HUMAN else "computer"

    def moves_made(self) -> int:
        """Actions taken in the game on the table (plays and exchanges)."""
        state = self.state
        return len(state.tricks) * self.players + len(state.trick) + len(state.exchanges)

    def stock_shown(self) -> tuple[int, str | None]:
        """(stock count, face-up card) as shown: before the draws while the trick is on show."""
        state = self.state
        if not self.settling:
            return state.stock_count, state.face_up
        draws = self.draws()
        face_up = next((event.card for event in draws if event.face_up), state.face_up)
        return state.stock_count + len(draws), face_up

    def legal(self) -> tuple[BriscolaAction, ...]:
        """The player's legal actions now (none when it is not the player's turn)."""
        return self.state.legal_actions() if self.phase == "human" else ()

    def playable(self) -> frozenset[str]:
        return frozenset(action.card for action in self.legal() if isinstance(action, PlayCard))

    def exchange(self) -> Exchange | None:
        """The exchange the player may make now (None when none is legal)."""
        return next((action for action in self.legal() if isinstance(action, Exchange)), None)

    def partner_hand(self) -> tuple[str, ...] | None:
        """The partner's hand when the player sees it (§6.4), else None."""
        return self.state.view(HUMAN).partner_hand

    def points_so_far(self) -> tuple[int, ...]:
        """Each side's card points taken so far (the beginner aid; the table never shows them)."""
        return self.state.points()

    # --- inputs ---------------------------------------------------------------------------

    def apply(self, action: BriscolaAction) -> BriscolaTable:
        """Takes *action* for the seat to act (raises IllegalActionError, changing nothing); a card
        that completes a trick leaves it on show (``settling``)."""
        if self.state.to_play is None or self.settling:
            raise IllegalActionError(f"{action}: nobody is to play now", Refusal("not_now"))
        match = self.match.play(action)
        completed = len(match.state.tricks) > len(self.state.tricks)
        return replace(self, match=match, settling=completed, hint=None, hint_pending=False)

    def settle(self) -> BriscolaTable:
        """The trick on show collected and the cards drawn."""
        return replace(self, settling=False)

    def next_game(self) -> BriscolaTable:
        """Deals the next game of the match."""
        number = self.game_number + 1
        return replace(self, match=self.match.next_game(game_rng(self.seed, number)), settling=False, hint=None)

    def new_match(self, options: BriscolaOptions | None = None) -> BriscolaTable:
        """The next match (seed + 1), with the same options by default."""
        return BriscolaTable.new(self.seed + 1, self.options if options is None else options)

    # --- the computer's move ---------------------------------------------------------------

    def move_seed(self) -> int:
        return move_seed(self.seed, self.game_number, self.moves_made())
