"""The Scopone table as a pure UI model: what the player sees and may click, with no browser.

A ``ScoponeTable`` wraps the match and the player's pending selection, as the Scopa table does
(and with its selection rules, ``pyapp.ui.scopa.table``); the engine stays the single source of
legality.

Seats (``pyapp.scopone``): 0 is the player ("You", bottom), 1 the opponent on the right,
2 the partner (top), 3 the opponent on the left; play goes 0 → 1 → 2 → 3. Sides: 0 is you and
your partner ("Us"), 1 the opponents ("Them").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random

from pyapp.house_rules import DEFAULT_RULES, ScopaRules
from pyapp.i18n import messages
from pyapp.scopa.actions import Play
from pyapp.scopone import MODES, ScoponeMatch, ScoponeState, deal_scopone, side_of
from pyapp.ui.scopa.table import (
    CaptureChoices,
    card_list,
    check_saved_deal,
    deal_rng,
    describe_play,
    in_deck_order,
    move_seed,
)

GAME = "scopone"
HUMAN = 0
PARTNER = 2
SEATS = (0, 1, 2, 3)
COMPUTERS = (1, 2, 3)
US, THEM = 0, 1


def seat_name(seat: int) -> str:
    """A seat's short name on the table ("You", "Right", "Partner", "Left")."""
    return messages.text("seat.you") if seat == HUMAN else messages.text(f"scopone.seat.{seat}")


def seat_full_name(seat: int) -> str:
    """A seat's name in a sentence ("You", "Your partner", "Opponent on your right")."""
    return messages.text("seat.you") if seat == HUMAN else messages.text(f"scopone.seat.full.{seat}")


def side_name(side: int) -> str:
    """A partnership's name ("Us", "Them")."""
    return messages.text(f"scopone.side.{side}")


def describe_seat_play(seat: int, play: Play) -> str:
    """One sentence saying what *seat* did, naming the seat."""
    return describe_play(seat, play, "announce.you" if seat == HUMAN else f"scopone.announce.{seat}")


def describe_last_take(seat: int, cards: tuple[str, ...]) -> str:
    """The sentence of the last capturer, *seat*, taking the table's leftovers *cards* for its side."""
    return messages.text(f"scopone.announce.last_take.{side_of(seat)}", cards=card_list(cards))


@dataclass(frozen=True, slots=True)
class ScoponeTable(CaptureChoices):
    """The match plus what the player has selected, the hint and the last move made."""

    match: ScoponeMatch
    seed: int
    selected: str | None = None
    last_play: tuple[int, Play] | None = None
    hint: Play | None = None
    hint_pending: bool = False

    @classmethod
    def new(cls, seed: int, mode: str = MODES[0], rules: ScopaRules = DEFAULT_RULES) -> ScoponeTable:
        """A new match in *mode* under *rules* whose every deal follows from *seed*."""
        return cls(match=ScoponeMatch.new(Random(f"{GAME}:{seed}:match"), mode, rules), seed=seed)

    @classmethod
    def from_saved(cls, saved: str, seed: int) -> ScoponeTable:
        """The table of a saved match (``ScoponeMatch.to_text``) of *seed*; GameRecordError unless
        it reads and its deal is the one *seed* deals, played as its history says."""
        match = ScoponeMatch.from_text(saved)
        table = cls(match=match, seed=seed)
        check_saved_deal(match, cls.new(seed, match.mode, match.rules).match.first_dealer, table.dealt(), seed)
        return table

    # --- what to show ---------------------------------------------------------------------

    @property
    def state(self) -> ScoponeState:
        return self.match.state

    def sorted_hand(self) -> tuple[str, ...]:
        """The player's hand in deck order (the other hands are never shown)."""
        return in_deck_order(self.state.hands[HUMAN])

    def dealt(self) -> ScoponeState:
        """The deal on the table as it was dealt, before its first play (every deal follows from the seed)."""
        match = self.match
        if match.deal_number == 1:
            return ScoponeTable.new(self.seed, match.mode, match.rules).state
        return deal_scopone(deal_rng(self.seed, match.deal_number, GAME), match.state.dealer, match.mode, match.rules)

    def hand_count(self, seat: int) -> int:
        """How many cards *seat* holds (what every seat may see)."""
        return len(self.state.hands[seat])

    def side_score(self, side: int) -> int:
        """A partnership's match points."""
        return self.match.scores[side]

    # --- inputs ---------------------------------------------------------------------------

    def next_deal(self) -> ScoponeTable:
        """Deals the next deal of the match (by the seat on the last dealer's right)."""
        number = self.match.deal_number + 1
        return replace(self, match=self.match.next_deal(deal_rng(self.seed, number, GAME)),
                       selected=None, last_play=None, hint=None)

    def new_match(self) -> ScoponeTable:
        """The next match (seed + 1), in the same mode under the same rules."""
        return ScoponeTable.new(self.seed + 1, self.match.mode, self.match.rules)

    # --- the computers' moves --------------------------------------------------------------

    def move_seed(self) -> int:
        """The seed of the move about to be made (the computer's, or the hint's)."""
        return move_seed(self.seed, self.match.deal_number, self.state.plays_made, GAME)
