"""The Tressette table as a pure UI model: the match, whether the trick just completed still lies on
the table, the card the player has chosen to lead (waiting for "Play" or "Play — *word*"), the
warning of an accuso not yet declared, and the player's hint; what the player sees and may do, with
no browser.

Seats are the engine's, in turn order from the player (0 = ``S``): four players ``S E N W`` with ``N``
the partner, two ``S N``. The engine is the one source of legality (its ``legal_actions``: the one true
word of each lead, the accusi the player may declare) and of the reasons for a refusal; every deal of
a match, and every computer move, follows from the seed, so a saved match is checked against it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random

from pyapp import tressette
from pyapp.engine import GameRecordError, IllegalActionError, Refusal
from pyapp.tressette import Declare, Drew, PlayCard, TressetteAction, TressetteMatch, TressetteOptions
from pyapp.tressette.rules import SEAT_LETTERS
from pyapp.ui.tricks.table import TrickTableBase

HUMAN = 0


def match_rng(seed: int) -> Random:
    """The random generator of a match's first dealer and first deal (replayable from the seed)."""
    return Random(f"tressette:{seed}:match")


def deal_rng(seed: int, number: int) -> Random:
    """The random generator of deal *number* (from 2) of the match of *seed*."""
    return Random(f"tressette:{seed}:deal:{number}")


def move_seed(seed: int, number: int, moves: int) -> int:
    """The seed handed to a computer player for one decision (independent of timing)."""
    return Random(f"tressette:{seed}:deal:{number}:move:{moves}").randrange(2**31)


@dataclass(frozen=True, slots=True)
class TressetteTable(TrickTableBase):
    """The match on the table, and what the screen adds to it."""

    SEATS = SEAT_LETTERS

    match: TressetteMatch
    seed: int
    settling: bool = False
    """The trick just completed lies on the table with its winner marked, before it is collected (and,
    with two players, the cards drawn; the state already holds both)."""
    selected: str | None = None
    """The card the player chose to lead with signals on: the table offers "Play" and "Play — *word*"."""
    warned: bool = False
    """The player was told once, this deal, of an accuso still undeclared (§5.2)."""
    hint: TressetteAction | None = None
    hint_pending: bool = False

    @classmethod
    def new(cls, seed: int, options: TressetteOptions = tressette.DEFAULT_OPTIONS) -> TressetteTable:
        """A new match under *options* whose dealer and deals follow from *seed*."""
        return cls(match=TressetteMatch.new(match_rng(seed), options), seed=seed)

    @classmethod
    def from_saved(cls, saved: str, seed: int) -> TressetteTable:
        """The table of a saved match (``TressetteMatch.to_text``, which replays its deal's log) of
        *seed*; GameRecordError unless its first dealer is the seed's and its deal in progress is the
        one the seed deals."""
        match = TressetteMatch.from_text(saved)
        table = cls(match=match, seed=seed)
        if match.first_dealer != cls.new(seed, match.options).match.first_dealer:
            raise GameRecordError(f"the first dealer is not the one seed {seed} draws")
        dealt = table.dealt().to_json()
        if {**match.state.to_json(), "log": []} != dealt:
            raise GameRecordError(f"deal {table.deal_number} is not the one seed {seed} deals")
        return table

    def dealt(self) -> tressette.TressetteState:
        """The deal on the table as it was dealt (every deal follows from the seed)."""
        number = self.deal_number
        if number == 1:
            return TressetteMatch.new(match_rng(self.seed), self.options).state
        dealer = (self.match.first_dealer + number - 1) % self.players
        return tressette.deal(deal_rng(self.seed, number), dealer, self.options)

    # --- what to show ---------------------------------------------------------------------

    @property
    def state(self) -> tressette.TressetteState:
        return self.match.state

    @property
    def options(self) -> TressetteOptions:
        return self.match.options

    @property
    def players(self) -> int:
        return self.match.options.players

    @property
    def deal_number(self) -> int:
        """The number of the deal on the table (from 1)."""
        return len(self.match.results) + (0 if self.state.is_over else 1)

    @property
    def phase(self) -> str:
        """'human', 'computer', 'trick' (a completed trick on show), 'deal-over' or 'match-over'."""
        if self.settling:
            return "trick"
        if self.match.is_over:
            return "match-over"
        if self.state.is_over:
            return "deal-over"
        return "human" if self.state.to_play == HUMAN else "computer"

    def moves_made(self) -> int:
        """Actions taken in the deal on the table (cards and accusi)."""
        return len(self.state.log)

    def shown_draw(self, draw: Drew) -> bool:
        """Whether the player sees *draw*: their own, or the opponent's with ``show_draws`` (§9.3)."""
        return draw.seat == HUMAN or self.options.show_draws

    def stock_count(self) -> int:
        """The stock's count as shown: before the draws while the trick is on show."""
        return len(self.state.stock) + (len(self.draws()) if self.settling else 0)

    def trick_shown(self) -> tuple[tuple[tuple[int, str], ...], int | None, str]:
        """The plays on the table, the winner (while a completed trick is on show) and the lead's word."""
        last = self.last_trick()
        if self.settling and last is not None:
            return last.plays, last.winner, last.word
        return self.state.trick, None, self.state.word

    def legal(self) -> tuple[TressetteAction, ...]:
        """The player's legal actions now (none when it is not the player's turn)."""
        return self.state.legal_actions() if self.phase == "human" else ()

    def playable(self) -> frozenset[str]:
        return frozenset(action.card for action in self.legal() if isinstance(action, PlayCard))

    def word_for(self, card: str) -> str:
        """The one true word the player may say leading *card* now (empty: none, §6.2)."""
        return next((action.word for action in self.legal()
                     if isinstance(action, PlayCard) and action.card == card and action.word), "")

    def leads_with_words(self) -> bool:
        """Whether the player leads now with signals on: a card is chosen first, then said or not."""
        return any(isinstance(action, PlayCard) and action.word for action in self.legal())

    def accusi_offered(self) -> tuple[str, ...]:
        """The accusi the player may declare now (their first turn of the deal, §5.2)."""
        return tuple(action.combination for action in self.legal() if isinstance(action, Declare))

    # --- inputs ---------------------------------------------------------------------------

    def apply(self, action: TressetteAction) -> TressetteTable:
        """Takes *action* for the seat to act (raises IllegalActionError, changing nothing); a card
        that completes a trick leaves it on show (``settling``)."""
        if self.state.to_play is None or self.settling:
            raise IllegalActionError(f"{action}: nobody is to play now", Refusal("not_now"))
        match = self.match.play(action)
        completed = len(match.state.tricks) > len(self.state.tricks)
        return replace(self, match=match, settling=completed, selected=None, hint=None, hint_pending=False)

    def select(self, card: str | None) -> TressetteTable:
        """The player's choice of the card to lead (None: none chosen)."""
        return replace(self, selected=card)

    def settle(self) -> TressetteTable:
        """The trick on show collected (and the cards drawn)."""
        return replace(self, settling=False)

    def next_deal(self) -> TressetteTable:
        """Deals the next deal of the match."""
        number = self.deal_number + 1
        return replace(self, match=self.match.next_deal(deal_rng(self.seed, number)), settling=False, hint=None,
                       selected=None, warned=False)

    def new_match(self, options: TressetteOptions | None = None) -> TressetteTable:
        """The next match (seed + 1), with the same options by default."""
        return TressetteTable.new(self.seed + 1, self.options if options is None else options)

    # --- the computer's move ---------------------------------------------------------------

    def move_seed(self) -> int:
        return move_seed(self.seed, self.deal_number, self.moves_made())
