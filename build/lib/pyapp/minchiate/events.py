"""Minchiate's events: what each step of a deal did, one small frozen record per kind (past tense).

``state.events`` holds those of the action that produced the state (a fresh deal's: the setup
up to the first choice); ``state.deal_events`` every event of the deal so far. Seats are numbers
0-3 (S E N W), teams 0 (A, S-N) and 1 (B, E-W); ``pyapp.minchiate.record`` reads and writes the
JSON form (seat and team letters). The table of kinds is in the ``pyapp.minchiate`` docstring.

>>> TrickWon(2, ("C7", "T6", "CK", "D4"), 5, 1).kind, PilesScored(0, 70, 40, 10, 10).points
('trick_won', 130)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeAlias

from pyapp.engine import Event, Seat
from pyapp.minchiate.rules import Card
from pyapp.tricks import Played as Played
from pyapp.tricks import TrickWon as TrickWon

# --- the setup ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealerChosen(Event):
    """*seat* deals (the seat on his right receives first, the one on his left cuts)."""

    kind: ClassVar[str] = "dealer_chosen"
    seat: Seat


@dataclass(frozen=True, slots=True)
class Cut(Event):
    """*seat*, the cutter, lifted *count* cards (4-93) and showed *card*, the bottom card of the
    lifted packet (the first card stolen, or a card nobody may steal, which ends in the Fola;
    None in records written before it was kept)."""

    kind: ClassVar[str] = "cut"
    seat: Seat
    count: int
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Stolen(Event):
    """The cutter (*seat*) stole *cards* from the cut face, scoring their *points*."""

    kind: ClassVar[str] = "stolen"
    seat: Seat
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class HandsDealt(Event):
    """The dealer (*seat*) dealt 10 + 11 cards each; *fola_size* cards are left in the Fola."""

    kind: ClassVar[str] = "hands_dealt"
    seat: Seat
    fola_size: int


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """*seat* showed its 21st *card*, scoring its *points*."""

    kind: ClassVar[str] = "revealed"
    seat: Seat
    card: Card
    points: int


@dataclass(frozen=True, slots=True)
class DealerStolen(Event):
    """The dealer (*seat*) stole *cards* from the top of the Fola, scoring their *points*."""

    kind: ClassVar[str] = "dealer_stolen"
    seat: Seat
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class Taken(Event):
    """The dealer (*seat*) took *cards* from the Fola (counting cards and T29; not scored)."""

    kind: ClassVar[str] = "taken"
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """*seat* discarded *card* onto the Fola (None in other seats' views before the exposure);
    *fallback* when the discard was forced (§3.8)."""

    kind: ClassVar[str] = "discarded"
    seat: Seat
    card: Card | None
    fallback: bool = False


@dataclass(frozen=True, slots=True)
class Declared(Event):
    """*seat* declared *combinations* (names, maybe none), showing *cards*, worth *points*."""

    kind: ClassVar[str] = "declared"
    seat: Seat
    combinations: tuple[str, ...]
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class Exposed(Event):
    """The Fola (*cards*, discards included) was turned face up."""

    kind: ClassVar[str] = "exposed"
    cards: tuple[Card, ...]


# --- the play ---------------------------------------------------------------------------------


# ``Played`` and ``TrickWon`` (trick *number* 1-21, *points* captured from the opponents) are the
# trick-taking games' own (``pyapp.tricks``).


@dataclass(frozen=True, slots=True)
class RestoPaid(Event):
    """*team*'s lead reached 60: a resto was paid; *resti* are both teams' resti after it."""

    kind: ClassVar[str] = "resto_paid"
    team: int
    resti: tuple[int, int]


# --- the end ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MattoPaid(Event):
    """The *owner* team paid the *creditor* team *card* for the Matto they kept (§3.13)."""

    kind: ClassVar[str] = "matto_paid"
    owner: int
    creditor: int
    card: Card


@dataclass(frozen=True, slots=True)
class PilesScored(Event):
    """*team*'s pile at the end: E1 card points, E2 combinations (*combination_points*, of which
    *matto_bonus* is the Matto's +5 per combination: 0 in records written before it was kept),
    E3 cards beyond 42, E4 last trick; the numbers of ``EndBreakdown.teams[team]``."""

    kind: ClassVar[str] = "piles_scored"
    team: int
    card_points: int
    combination_points: int
    beyond_42: int
    last_trick: int
    matto_bonus: int = 0

    @property
    def points(self) -> int:
        """E1 + E2 + E3 + E4."""
        return self.card_points + self.combination_points + self.beyond_42 + self.last_trick


@dataclass(frozen=True, slots=True)
class LeadRounded(Event):
    """The final *lead* of *team* (None when nobody leads) was rounded up into *gained* resti."""

    kind: ClassVar[str] = "lead_rounded"
    team: int | None
    lead: int
    gained: int


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """The deal ended with *resti* (team A, team B)."""

    kind: ClassVar[str] = "deal_ended"
    resti: tuple[int, int]

    @property
    def net(self) -> int:
        """Net resti for team A (S-N)."""
        return self.resti[0] - self.resti[1]


MinchiateEvent: TypeAlias = (
    DealerChosen | Cut | Stolen | HandsDealt | Revealed | DealerStolen | Taken | Discarded | Declared | Exposed
    | Played | TrickWon | RestoPaid | MattoPaid | PilesScored | LeadRounded | DealEnded
)
ScoringEvent: TypeAlias = Stolen | Revealed | DealerStolen | Declared | TrickWon
"""The events that move Δ, applied in this order (§3.9); each has the *points* it scored."""

EVENT_TYPES: dict[str, type[MinchiateEvent]] = {cls.kind: cls for cls in (
    DealerChosen, Cut, Stolen, HandsDealt, Revealed, DealerStolen, Taken, Discarded, Declared, Exposed,
    Played, TrickWon, RestoPaid, MattoPaid, PilesScored, LeadRounded, DealEnded,
)}
EVENT_KINDS: tuple[str, ...] = tuple(EVENT_TYPES)
