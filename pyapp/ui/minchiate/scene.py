"""What the Minchiate table shows: the deal as far as the player has been told, never further.

The engine runs every automatic step of the setup at once (the cut, the steals, the deal, the
reveals, the Fola), and the computers' discards, declarations and cards come as whole actions;
the screen then tells the player their events one at a time (``MinchiateTable.shown``). The table
drawn meanwhile is :func:`scene_at`: the deal replayed over the events told so far, as the player
knows them (other seats' discards face down until the Fola is exposed), with what the last of
them moved (:class:`Move`, for the animation). Once every event is told it is :func:`scene_of`,
read from the state itself; the two agree (``tests/test_minchiate_scene.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pyapp.cards import MATTO, MINCHIATE_DECK
from pyapp.minchiate import MinchiateState, Trick
from pyapp.minchiate.events import (
    Cut,
    DealerStolen,
    Declared,
    Discarded,
    Exposed,
    HandsDealt,
    LeadRounded,
    MattoPaid,
    MinchiateEvent,
    PilesScored,
    Played,
    RestoPaid,
    Revealed,
    Stolen,
    Taken,
    TrickWon,
)
from pyapp.minchiate.rules import Card, sort_cards, team_of
from pyapp.minchiate.scoring import RESTO, Ledger

HUMAN = 0
HAND_SIZE = 21

# The places a card moves between (a seat's place is seat_place(seat)).
PACK = "pack"
CUT = "cut"
FOLA = "fola"
HAND = "hand"  # the player's own hand
TRICK = "trick"


def seat_place(seat: int) -> str:
    """The place of a seat's cards: the player's hand, or a computer seat."""
    return HAND if seat == HUMAN else f"seat:{seat}"


@dataclass(frozen=True, slots=True)
class Move:
    """A card the last event told moved: *card* ("" when face down) from *source* to *target*."""

    card: str
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class Scene:
    """The table as the player has been told it is."""

    hand: tuple[Card, ...]
    """The player's cards."""
    hand_sizes: tuple[int, ...]
    public: tuple[tuple[Card, ...], ...]
    """Each seat's cards everyone has seen (stolen, revealed, taken, declared) that it still holds."""
    pack: int
    """Cards in the pack before the deal (0 once dealt)."""
    cut_card: Card | None
    """The card shown at the cut, while it lies there."""
    fola: int
    """Face-down cards of the Fola on the table, the discards with them (0 once exposed)."""
    trick: tuple[tuple[int, Card], ...]
    """The cards of the trick being played."""
    won: tuple[tuple[int, Card], ...]
    """The trick just won, still on the table while it is told (empty otherwise)."""
    winner: int | None
    """Who won the trick in *won*."""
    trick_number: int
    """The number of the trick being played (the one after *won*)."""
    piles: tuple[int, int]
    """Cards in each team's pile."""
    tricks_won: tuple[int, int]
    ledger: Ledger
    """Δ and the resti as told (a lead of 60 stands until its resto is told)."""
    exposed: bool = False
    """The Fola has been turned up: the setup is over, the play on."""
    moves: tuple[Move, ...] = ()
    """What the last event told moved."""
    last: Trick | None = None
    """The last trick won that the player has been told (None before the first)."""


def public_cards(state: MinchiateState, seat: int) -> tuple[Card, ...]:
    """Cards of *seat*'s hand everyone has seen (stolen, revealed, taken, declared), in that order,
    as far as the player knows: another seat's discards are face down until the Fola is exposed,
    so a card it showed and then discarded is still shown until then."""
    record = state.record
    seen: list[Card] = []
    if seat == record.cutter:
        seen.extend(record.stolen)
    if record.revealed[seat]:
        seen.append(str(record.revealed[seat]))
    if seat == record.dealer:
        seen.extend(record.dealer_stolen)
        seen.extend(record.taken)
    seen.extend(record.declared_cards[seat])
    held = set(state.hands[seat])
    if seat != HUMAN and not record.exposed:
        held |= set(record.discards[seat])
    return tuple(dict.fromkeys(card for card in seen if card in held))


def scene_of(state: MinchiateState) -> Scene:
    """The table of *state* once everything that happened has been told."""
    fola = 0 if state.record.exposed else len(state.fola)
    return Scene(
        hand=state.hands[HUMAN], hand_sizes=tuple(len(hand) for hand in state.hands),
        public=tuple(public_cards(state, seat) for seat in range(4)), pack=0, cut_card=None, fola=fola,
        trick=state.trick, won=(), winner=None, trick_number=len(state.tricks) + 1,
        piles=(len(state.piles[0]), len(state.piles[1])), tricks_won=state.tricks_won, ledger=state.ledger,
        exposed=state.record.exposed, last=state.tricks[-1] if state.tricks else None,
    )


def dealt_hand(state: MinchiateState) -> tuple[Card, ...]:
    """The 21 cards the player was dealt (what he holds, discarded or played, less what he stole or took)."""
    record = state.record
    played = {card for trick in state.tricks for seat, card in trick.plays if seat == HUMAN}
    played |= {card for seat, card in state.trick if seat == HUMAN}
    held = set(state.hands[HUMAN]) | set(record.discards[HUMAN]) | played
    if record.cutter == HUMAN:
        held -= set(record.stolen)
    if record.dealer == HUMAN:
        held -= set(record.dealer_stolen) | set(record.taken)
    return sort_cards(held)


class _Replay:
    """The table built up event by event (see :func:`scene_at`)."""

    def __init__(self, dealt: tuple[Card, ...]) -> None:
        self.dealt = dealt
        self.hand: list[Card] = []
        self.sizes = [0, 0, 0, 0]
        self.public: list[list[Card]] = [[], [], [], []]
        self.pack = len(MINCHIATE_DECK)
        self.cut_card: Card | None = None
        self.fola = 0
        self.trick: list[tuple[int, Card]] = []
        self.won: tuple[tuple[int, Card], ...] = ()
        self.winner: int | None = None
        self.tricks = 0
        self.piles = [0, 0]
        self.tricks_won = [0, 0]
        self.delta = 0
        self.resti = [0, 0]
        self.exposed = False
        self.moves: list[Move] = []
        self.last: Trick | None = None

    def gain(self, seat: int, cards: Sequence[Card], source: str, shown: bool = True) -> None:
        """*seat* takes *cards* from *source* into its hand (face up for all when *shown*)."""
        self.sizes[seat] += len(cards)
        if seat == HUMAN:
            self.hand.extend(cards)
        if shown:
            self.show(seat, cards)
        self.moves.extend(Move(card, source, seat_place(seat)) for card in cards)

    def show(self, seat: int, cards: Sequence[Card]) -> None:
        for card in cards:
            if card not in self.public[seat]:
                self.public[seat].append(card)

    def lose(self, seat: int, card: Card | None) -> None:
        """*seat* lets go of *card* (None: a card the player has not seen)."""
        self.sizes[seat] -= 1
        if card is None:
            return
        if card in self.public[seat]:
            self.public[seat].remove(card)
        if seat == HUMAN:
            self.hand.remove(card)

    def score(self, seat: int, points: int) -> None:
        self.delta += points if team_of(seat) == 0 else -points

    def tell(self, event: MinchiateEvent) -> None:
        """Applies one event to the table."""
        self.moves = []
        match event:
            case Cut(card=card):
                self.cut_card = card
                if card:
                    self.moves.append(Move(card, PACK, CUT))
            case Stolen(seat=seat, cards=cards, points=points):
                self.pack -= len(cards)
                self.gain(seat, cards, CUT)
                if self.cut_card in cards:
                    self.cut_card = None
                self.score(seat, points)
            case HandsDealt(fola_size=fola_size):
                self.pack, self.cut_card, self.fola = 0, None, fola_size
                self.gain(HUMAN, self.dealt, PACK, shown=False)
                for seat in range(1, 4):
                    self.sizes[seat] += HAND_SIZE
                    self.moves.append(Move("", PACK, seat_place(seat)))
            case Revealed(seat=seat, card=card, points=points):
                self.show(seat, (card,))
                if seat != HUMAN:
                    self.moves.append(Move(card, seat_place(seat), seat_place(seat)))
                self.score(seat, points)
            case DealerStolen(seat=seat, cards=cards, points=points):
                self.fola -= len(cards)
                self.gain(seat, cards, FOLA)
                self.score(seat, points)
            case Taken(seat=seat, cards=cards):
                self.fola -= len(cards)
                self.gain(seat, cards, FOLA)
            case Discarded(seat=seat, card=card):
                seen = card is not None and (seat == HUMAN or card in self.public[seat])
                self.lose(seat, card)
                self.fola += 1
                self.moves.append(Move(card if seen and card else "", seat_place(seat), FOLA))
            case Declared(seat=seat, cards=cards, points=points):
                new = [card for card in cards if card not in self.public[seat]]
                self.show(seat, cards)
                if seat != HUMAN:
                    self.moves.extend(Move(card, seat_place(seat), seat_place(seat)) for card in new)
                self.score(seat, points)
            case Exposed():
                self.fola, self.exposed = 0, True
            case Played(seat=seat, card=card):
                self.won, self.winner = (), None
                self.lose(seat, card)
                self.trick.append((seat, card))
                self.moves.append(Move(card, seat_place(seat), TRICK))
            case TrickWon(seat=seat, points=points):
                team = team_of(seat)
                for player, card in self.trick:
                    self.piles[team_of(player) if card == MATTO else team] += 1
                self.tricks_won[team] += 1
                self.tricks += 1
                self.last = Trick(event.number, tuple(self.trick), seat, points)
                self.won, self.winner, self.trick = tuple(self.trick), seat, []
                self.score(seat, points)
            case RestoPaid(team=team):
                self.resti[team] += 1
                self.delta += -RESTO if team == 0 else RESTO
            case MattoPaid(owner=owner, creditor=creditor):
                self.piles[owner] -= 1
                self.piles[creditor] += 1
            case PilesScored(team=team):
                self.delta += event.points if team == 0 else -event.points
            case LeadRounded(team=team, gained=gained):
                if team is not None:
                    self.resti[team] += gained
                self.delta = 0

    def scene(self) -> Scene:
        return Scene(
            hand=sort_cards(self.hand), hand_sizes=tuple(self.sizes),
            public=tuple(tuple(cards) for cards in self.public),
            pack=self.pack, cut_card=self.cut_card, fola=self.fola, trick=tuple(self.trick), won=self.won,
            winner=self.winner, trick_number=self.tricks + 1,
            piles=(self.piles[0], self.piles[1]), tricks_won=(self.tricks_won[0], self.tricks_won[1]),
            ledger=Ledger(self.delta, self.resti[0], self.resti[1]), exposed=self.exposed, moves=tuple(self.moves),
            last=self.last,
        )


def scene_at(state: MinchiateState, events: Sequence[MinchiateEvent], told: int) -> Scene:
    """The table after the first *told* of *events* (the deal's events as the player knows them),
    with what the last of them moved."""
    replay = _Replay(dealt_hand(state))
    for event in events[:told]:
        replay.tell(event)
    return replay.scene()
