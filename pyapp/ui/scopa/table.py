"""The Scopa table as a pure UI model: what the player sees and may click, with no browser.

A ``ScopaTable`` wraps the match and the player's pending selection.  Inputs become
actions here; the engine stays the single source of legality (``legal_actions()``).

Seats: 0 is the player ("You"), 1 the computer.
"""

from __future__ import annotations

from dataclasses import Field, dataclass, replace
from random import Random
from typing import Any, ClassVar, TypeVar

from pyapp import scopa
from pyapp.cards import SCOPA_DECK
from pyapp.engine import GameRecordError, IllegalActionError, Refusal, replay
from pyapp.i18n import messages
from pyapp.i18n.card_names import card_name_list, card_phrase, cards_phrase

HUMAN = 0
COMPUTER = 1
_DECK_ORDER = {card: index for index, card in enumerate(SCOPA_DECK)}


def deal_rng(seed: int, deal_number: int, game: str = "scopa") -> Random:
    """The random generator of one deal of a match of *game*: replayable from the seed."""
    return Random(f"{game}:{seed}:deal:{deal_number}")


def move_seed(seed: int, deal_number: int, plays_made: int, game: str = "scopa") -> int:
    """The seed handed to the computer for one move of *game* (independent of timing)."""
    return Random(f"{game}:{seed}:deal:{deal_number}:play:{plays_made}").randrange(2**31)


def check_saved_deal(match: Any, first_dealer: int, dealt: Any, seed: int) -> None:
    """GameRecordError unless the saved *match* (Scopa's or Scopone's) was dealt from *seed*: its
    first dealer the one the seed draws (*first_dealer*), and its deal in progress the seed's
    (*dealt*, before its first play) played as its history says. A save cannot then hold a deal its
    seed did not deal, cards moved, or a history that did not lead to its cards."""
    if match.first_dealer != first_dealer:
        raise GameRecordError(f"the first dealer is not the one seed {seed} draws")
    what = f"deal {match.deal_number} of seed {seed}"
    if replay(dealt, match.state.history, what) != match.state:
        raise GameRecordError(f"{what} played as its history says is not the saved deal")


def in_deck_order(cards: tuple[str, ...]) -> tuple[str, ...]:
    """Cards in deck order (suit, then value): how a hand is shown."""
    return tuple(sorted(cards, key=_DECK_ORDER.__getitem__))


def card_list(cards: tuple[str, ...] | list[str]) -> str:
    """Card names as a sentence list ('Three of Coins and Four of Swords')."""
    return card_name_list(cards)


def describe_play(seat: int, play: scopa.Play, who: str = "") -> str:
    """One sentence saying what *seat* did (*who*: the messages' prefix naming the seat, by
    default ``announce.you`` for the player and ``announce.ai`` for the computer)."""
    who = who or ("announce.you" if seat == HUMAN else "announce.ai")
    card = card_phrase(play.card)
    if play.take:
        return messages.text(f"{who}.take", card=card, cards=cards_phrase(play.take))
    return messages.text(f"{who}.lay", card=card)


def seat_name(seat: int) -> str:
    """'You' or 'Computer'."""
    return messages.text("seat.you" if seat == HUMAN else "seat.ai")


def describe_last_take(seat: int, cards: tuple[str, ...]) -> str:
    """The sentence of the last capturer, *seat*, taking the table's leftovers *cards*."""
    return messages.text("announce.last_take.you" if seat == HUMAN else "announce.last_take.ai",
                         cards=card_list(cards))


def pick_hand_card(plays: tuple[scopa.Play, ...], selected: str | None, card: str,
                   phase: str) -> tuple[str | None, scopa.Play | None]:
    """The player picks *card*, whose legal plays are *plays*: (the selection after it, the play
    to make): one play → that play; several → select the card (again: unselect) and ask."""
    if not plays:
        raise IllegalActionError(f"{card} cannot be played now (phase {phase})",
                                 Refusal("not_playable", card=card))
    if len(plays) == 1:
        return None, plays[0]
    if selected == card:
        return None, None
    return card, None


def pick_table_card(plays: tuple[scopa.Play, ...], card: str) -> scopa.Play | None:
    """The play among the selected card's *plays* that the table card *card* singles out, if one does."""
    holding = [play for play in plays if card in play.take]
    return holding[0] if len(holding) == 1 else None


Choices = TypeVar("Choices", bound="CaptureChoices")


class CaptureChoices:
    """What the Scopa and Scopone tables share: the phase, the player's legal plays, the table cards
    the selected card can take, and the player's inputs (a table is a frozen dataclass with
    ``match``, ``selected``, ``last_play``, ``hint`` and ``hint_pending``)."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]
    match: Any
    selected: str | None
    hint: Any
    hint_pending: bool

    def asking_hint(self: Choices) -> Choices:
        """The table while the hint is being worked out (the side panel says so)."""
        return replace(self, hint=None, hint_pending=True)

    def with_hint(self: Choices, hint: Any) -> Choices:
        """The table showing *hint*, the Expert's play for the player."""
        return replace(self, hint=hint, hint_pending=False)

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def phase(self) -> str:
        """'human', 'computer', 'deal-over' or 'match-over'."""
        if self.match.is_over:
            return "match-over"
        if self.state.is_over:
            return "deal-over"
        return "human" if self.state.to_play == HUMAN else "computer"

    def legal_plays(self) -> tuple[scopa.Play, ...]:
        """The player's legal plays (empty when it is not the player's turn)."""
        plays: tuple[scopa.Play, ...] = self.state.legal_actions() if self.phase == "human" else ()
        return plays

    def plays_of(self, card: str) -> tuple[scopa.Play, ...]:
        """The legal plays that play *card* from the player's hand."""
        return tuple(play for play in self.legal_plays() if play.card == card)

    def candidate_table_cards(self) -> frozenset[str]:
        """Table cards that belong to some capture of the selected card."""
        if self.selected is None:
            return frozenset()
        return frozenset(card for play in self.plays_of(self.selected) for card in play.take)

    # --- inputs ---------------------------------------------------------------------------

    def click_hand_card(self: Choices, card: str) -> tuple[Choices, scopa.Play | None]:
        """The player picks *card*: one legal play → that play; several → select and ask."""
        selected, play = pick_hand_card(self.plays_of(card), self.selected, card, self.phase)
        return replace(self, selected=selected), play

    def click_table_card(self: Choices, card: str) -> tuple[Choices, scopa.Play | None]:
        """The player points at a table card while choosing a capture for the selected card."""
        if self.selected is None:
            return self, None
        play = pick_table_card(self.plays_of(self.selected), card)
        return (self, None) if play is None else (replace(self, selected=None), play)

    def cancel(self: Choices) -> Choices:
        """The table without the card the player selected."""
        return replace(self, selected=None)

    def apply(self: Choices, play: scopa.Play) -> Choices:
        """Plays *play* for the seat to move (raises IllegalActionError, changing nothing)."""
        seat = self.state.to_play
        if seat is None:
            raise IllegalActionError(f"{play}: the deal is over", Refusal("deal_over"))
        return replace(self, match=self.match.play(play), selected=None, last_play=(seat, play), hint=None,
                       hint_pending=False)

    def view_text(self, seat: int) -> str:
        """The text of *seat*'s own view, with the match score (what the AI worker reads; the
        player's own for the Hint)."""
        text: str = self.match.view(seat).to_text()
        return text


@dataclass(frozen=True, slots=True)
class ScopaTable(CaptureChoices):
    """The match plus what the player has selected and the last move to show."""

    match: scopa.Match
    seed: int
    selected: str | None = None
    last_play: tuple[int, scopa.Play] | None = None
    hint: scopa.Play | None = None
    hint_pending: bool = False

    @classmethod
    def new(cls, seed: int, rules: scopa.ScopaRules = scopa.DEFAULT_RULES) -> ScopaTable:
        """A new match under *rules* (to 11, no option, by default) whose every deal follows from *seed*."""
        return cls(match=scopa.Match.new(Random(f"scopa:{seed}:match"), rules), seed=seed)

    @classmethod
    def from_saved(cls, saved: str, seed: int) -> ScopaTable:
        """The table of a saved match (``Match.to_text``) of *seed*; GameRecordError unless it
        reads and its deal is the one *seed* deals, played as its history says."""
        match = scopa.Match.from_text(saved)
        table = cls(match=match, seed=seed)
        check_saved_deal(match, cls.new(seed, match.rules).match.first_dealer, table.dealt(), seed)
        return table

    # --- what to show ---------------------------------------------------------------------

    @property
    def state(self) -> scopa.ScopaState:
        return self.match.state

    def sorted_hand(self, seat: int = HUMAN) -> tuple[str, ...]:
        """A hand in deck order (suit, then value)."""
        return in_deck_order(self.state.hands[seat])

    def dealt(self) -> scopa.ScopaState:
        """The deal on the table as it was dealt, before its first play (every deal follows from the seed)."""
        match = self.match
        if match.deal_number == 1:
            return ScopaTable.new(self.seed, match.rules).state
        return scopa.deal(deal_rng(self.seed, match.deal_number), match.state.dealer, match.rules)

    # --- inputs ---------------------------------------------------------------------------

    def next_deal(self) -> ScopaTable:
        """Deals the next deal of the match."""
        number = self.match.deal_number + 1
        return replace(self, match=self.match.next_deal(deal_rng(self.seed, number)),
                       selected=None, last_play=None)

    def new_match(self, rules: scopa.ScopaRules | None = None) -> ScopaTable:
        """The next match (seed + 1), under *rules* (the same as this match's by default)."""
        return ScopaTable.new(self.seed + 1, self.match.rules if rules is None else rules)

    # --- the computer's move ---------------------------------------------------------------

    def move_seed(self) -> int:
        return move_seed(self.seed, self.match.deal_number, self.state.plays_made)
