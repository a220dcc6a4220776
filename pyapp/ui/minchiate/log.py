"""The Minchiate event log in words: ``describe(event)`` turns one engine event into a sentence.

All words come from the message catalog (``pyapp.i18n.messages``, keys ``minchiate.*``, Minchiate's
own words: they ship with the game): whole sentences with named fields, translated like every other
message. Nothing else builds log text.

Every sentence reads the event's fields; nothing is parsed back from text.

>>> from pyapp.minchiate.events import RestoPaid, Stolen
>>> describe(Stolen(1, ("CK",), 5))
'E steals the King of Cups (+5 for E–W).'
>>> describe(RestoPaid(0, (1, 0)))
'S–N earn a resto: resti 1–0.'

The log shows each trick as one entry (:func:`log_entries`): the cards each seat played, who led
and who won.

>>> plays_sentence(((3, "C3"), (0, "T6"), (1, "C5"), (2, "M")), 5)
'Trick 5: W leads the Three of Cups, S plays Temperance (VI), E plays the Five of Cups and N plays the Fool.'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pyapp.cards import MATTO
from pyapp.i18n.card_names import card_phrase, cards_phrase
from pyapp.i18n.messages import isolated, join_list, text
from pyapp.minchiate.deal_record import Trick
from pyapp.minchiate.events import (
    Cut,
    DealEnded,
    DealerChosen,
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
from pyapp.minchiate.rules import MATTO_COMBINATION, SEAT_LETTERS, TEAM_NAMES, Card, team_of


def _text(key: str, **fields: object) -> str:
    return text(key, **fields)


def combination_phrase(name: str, cards: Sequence[str] = ()) -> str:
    """A combination's name in words ('papi 1–3', 'the run 28–33', 'four Kings'), set apart from a
    right-to-left sentence around it (``messages.isolated``)."""
    kind, _, span = name.partition(":")
    if kind in ("papi", "high"):
        low, high = span.split("-")
        return isolated(_text(f"minchiate.combination.{kind}", low=low, high=high))
    if kind == "kings":
        count = sum(1 for card in cards if card.endswith("K") and card[0] != "T") or 3
        return isolated(_text(f"minchiate.combination.kings.{min(count, 4)}"))
    return isolated(_text(f"minchiate.combination.{name}"))


def describe(event: MinchiateEvent) -> str:
    """One sentence for one event of a Minchiate deal (see ``pyapp.minchiate`` for the events)."""
    match event:
        case DealerChosen(seat=seat):
            return _text("minchiate.event.dealer", seat=SEAT_LETTERS[seat], first=SEAT_LETTERS[(seat + 1) % 4],
                         cutter=SEAT_LETTERS[(seat + 3) % 4])
        case Cut(seat=seat, count=count, card=card):
            if card is None:  # a record written before the card at the cut was kept
                return _text("minchiate.event.cut", seat=SEAT_LETTERS[seat], count=count)
            return _text("minchiate.event.cut.card", seat=SEAT_LETTERS[seat], count=count, card=card_phrase(card))
        case Stolen(seat=seat, cards=cards, points=points):
            return _scored("minchiate.event.steal", seat, points, cards=cards_phrase(cards))
        case HandsDealt(seat=seat, fola_size=fola_size):
            key = "minchiate.event.deal" if fola_size else "minchiate.event.deal.empty"
            return _text(key, seat=SEAT_LETTERS[seat], count=fola_size)
        case Revealed(seat=seat, card=card, points=points):
            return _scored("minchiate.event.reveal", seat, points, card=card_phrase(card))
        case DealerStolen(seat=seat, cards=cards, points=points):
            return _scored("minchiate.event.dealer_steal", seat, points, cards=cards_phrase(cards))
        case Taken(seat=seat, cards=cards):
            return _text("minchiate.event.take", seat=SEAT_LETTERS[seat], cards=cards_phrase(cards))
        case Discarded(seat=seat, card=card, fallback=fallback):
            key = "minchiate.event.discard" + (".fallback" if fallback else "") + ("" if card else ".hidden")
            return _text(key, seat=SEAT_LETTERS[seat], card=card_phrase(card) if card else "")
        case Declared():
            return _describe_declaration(event)
        case Exposed(cards=cards):
            key = "minchiate.event.expose" if cards else "minchiate.event.expose.empty"
            return _text(key, cards=cards_phrase(cards))
        case Played(seat=seat, card=card):
            return _text("minchiate.event.play", seat=SEAT_LETTERS[seat], card=card_phrase(card))
        case TrickWon(seat=seat, points=points, number=number):
            return _scored("minchiate.event.trick", seat, points, number=number)
        case RestoPaid(team=team, resti=(resti_a, resti_b)):
            return _text("minchiate.event.resto", team=TEAM_NAMES[team], resti_a=resti_a, resti_b=resti_b)
        case MattoPaid(owner=owner, creditor=creditor, card=card):
            key = "minchiate.event.matto_paid" + (".matto" if card == MATTO else "")
            return _text(key, team=TEAM_NAMES[owner], card=card_phrase(card), creditor=TEAM_NAMES[creditor])
        case PilesScored(team=team):
            return _text("minchiate.event.end_points", team=TEAM_NAMES[team], points=event.points,
                         cards=event.card_points, combinations=event.combination_points - event.matto_bonus,
                         bonus=event.matto_bonus, beyond=event.beyond_42, last=event.last_trick)
        case LeadRounded(team=team, lead=lead, gained=gained):
            if team is None:
                return _text("minchiate.event.end_resti.none")
            form = "one" if gained == 1 else "other"
            return _text(f"minchiate.event.end_resti.{form}", team=TEAM_NAMES[team], delta=lead, count=gained)
        case DealEnded(resti=(resti_a, resti_b)):
            if event.net == 0:
                return _text("minchiate.event.result.draw", resti_a=resti_a, resti_b=resti_b)
            winner = TEAM_NAMES[0 if event.net > 0 else 1]
            return _text("minchiate.event.result.win", team=winner, net=abs(event.net), resti_a=resti_a,
                         resti_b=resti_b)
    return _text("minchiate.event.unknown", kind=event.kind)


def _scored(key: str, seat: int, points: int, **fields: object) -> str:
    """A scoring event's sentence: with the points and the team that gets them, or the ``.zero`` form."""
    return _text(key + ("" if points else ".zero"), seat=SEAT_LETTERS[seat], points=points,
                 team=TEAM_NAMES[team_of(seat)], **fields)


def _describe_declaration(event: Declared) -> str:
    seat = SEAT_LETTERS[event.seat]
    if not event.combinations:
        return _text("minchiate.event.declare.none", seat=seat)
    words = join_list([combination_phrase(name, event.cards) for name in event.combinations])
    with_bonus = MATTO in event.cards and any(name != MATTO_COMBINATION for name in event.combinations)
    key = "minchiate.event.declare.matto" if with_bonus else "minchiate.event.declare"
    return _text(key, seat=seat, combinations=words, points=event.points, team=TEAM_NAMES[team_of(event.seat)])


@dataclass(frozen=True, slots=True)
class TrickEntry:
    """A trick as the log shows it: each seat's card in play order (the leader's first), and its winning."""

    plays: tuple[tuple[int, Card], ...]
    won: TrickWon

    @classmethod
    def of(cls, trick: Trick) -> TrickEntry:
        """The entry of a completed trick of the deal."""
        return cls(trick.plays, TrickWon(trick.winner, trick.cards, trick.points, trick.number))

    def sentences(self) -> str:
        """The whole trick in words: who led and what each seat played, then who won it."""
        return f"{plays_sentence(self.plays, self.won.number)} {describe(self.won)}"


def plays_sentence(plays: Sequence[tuple[int, Card]], number: int) -> str:
    """One sentence for the cards of a trick: who led which card, and what each seat played after."""
    clauses = [_text("minchiate.trick.lead" if index == 0 else "minchiate.trick.follow",
                     seat=SEAT_LETTERS[seat], card=card_phrase(card)) for index, (seat, card) in enumerate(plays)]
    return _text("minchiate.trick.plays", number=number, plays=join_list(clauses))


def log_entries(events: Sequence[MinchiateEvent]) -> list[MinchiateEvent | TrickEntry]:
    """The log's entries in order: each event, but a trick's cards and its winning gathered into one
    entry (the cards of a trick still being played stay on the table, out of the log)."""
    entries: list[MinchiateEvent | TrickEntry] = []
    plays: list[tuple[int, Card]] = []
    for event in events:
        if isinstance(event, Played):
            plays.append((event.seat, event.card))
        elif isinstance(event, TrickWon):
            entries.append(TrickEntry(tuple(plays), event))
            plays = []
        else:
            entries.append(event)
    return entries


def transcript(events: Sequence[MinchiateEvent]) -> list[str]:
    """The whole log of a deal, one sentence per event."""
    return [describe(event) for event in events]
