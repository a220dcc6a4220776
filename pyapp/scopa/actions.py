"""Scopa's one action, the :class:`Play`, its text form, and the legal plays of a hand (spec §3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pyapp.cards import SCOPA_DECK, Card, parse_scopa_card
from pyapp.engine import ActionTextError
from pyapp.scopa.rules import CAPTURE_VALUE, DECK_INDEX, deck_order


@dataclass(frozen=True, slots=True)
class Play:
    """One play: *card* from the hand, capturing *take* (in deck order), or laid if empty."""

    card: Card
    take: tuple[Card, ...] = ()

    def __str__(self) -> str:
        """``7b:3d+4s`` for a capture, ``7b`` for laying the card down."""
        if self.take:
            return f"{self.card}:{'+'.join(self.take)}"
        return self.card


def is_play(action: object) -> bool:
    """True for a Play of text fields: a card id and a tuple of card ids (any Play built as the
    type says, legal or not; not a Play holding junk, nor an object of another class, a subclass
    included, whatever it claims to equal).

    >>> is_play(Play("7b", ("3d", "4s"))), is_play(Play("7b", ["3d"])), is_play("7b")
    (True, False, False)
    """
    return (type(action) is Play and type(action.card) is str and type(action.take) is tuple
            and all(type(card) is str for card in action.take))


_LAY: dict[Card, Play] = {card: Play(card) for card in SCOPA_DECK}
_SINGLE: dict[tuple[Card, Card], Play] = {}


def _parse_card(text: str, whole: str) -> Card:
    try:
        return parse_scopa_card(text)
    except ValueError as error:
        raise ActionTextError(f"{error}; in action {whole!r:.80}") from None


def parse_action(text: str) -> Play:
    """Reads ``7b`` or ``7b:3d+4s`` (taken cards in any order); raises ActionTextError (an
    IllegalActionError and a GameRecordError) on bad text.

    >>> parse_action("10d:4b+1d+2c+3s")
    Play(card='10d', take=('1d', '2c', '3s', '4b'))
    """
    if not isinstance(text, str) or not text.strip():
        raise ActionTextError(f"empty or non-text action {text!r:.80}: expected e.g. '7b' or '7b:3d+4s'")
    card_text, colon, take_text = text.partition(":")
    card = _parse_card(card_text, text)
    if not colon:
        return _LAY[card]
    if not take_text.strip():
        raise ActionTextError(f"no taken cards after ':' in {text!r:.80}: expected e.g. '7b:3d+4s'")
    take = [_parse_card(part, text) for part in take_text.split("+")]
    if len(set(take)) != len(take):
        raise ActionTextError(f"a card is taken twice in {text!r:.80}")
    if card in take:
        raise ActionTextError(f"the played card {card} cannot also be taken in {text!r:.80}")
    return Play(card, deck_order(take))


def _sum_groups(cards: list[Card], target: int) -> list[tuple[Card, ...]]:
    """Every group of two or more of *cards* (in deck order) adding up to *target*."""
    values = [CAPTURE_VALUE[card] for card in cards]
    count = len(cards)
    groups: list[tuple[Card, ...]] = []
    chosen: list[Card] = []

    def search(start: int, remaining: int) -> None:
        for index in range(start, count):
            value = values[index]
            if value == remaining:
                if chosen:
                    groups.append((*chosen, cards[index]))
            elif value < remaining:
                chosen.append(cards[index])
                search(index + 1, remaining - value)
                chosen.pop()

    search(0, target)
    return groups


def card_plays(card: Card, table: Sequence[Card], ace_takes_all: bool = False) -> tuple[Play, ...]:
    """The legal plays of one card onto *table* (spec §3; with *ace_takes_all*, the Asso
    piglia tutto option: an Asso onto a table without an Asso takes every card on it).

    >>> card_plays("1b", ["5c", "3s", "7d"], ace_takes_all=True)
    (Play(card='1b', take=('7d', '5c', '3s')),)
    >>> card_plays("1b", ["1c", "4s"], ace_takes_all=True)
    (Play(card='1b', take=('1c',)),)
    """
    value = CAPTURE_VALUE[card]
    same = [other for other in table if CAPTURE_VALUE[other] == value]
    if ace_takes_all and value == 1 and table and not same:
        return (Play(card, deck_order(table)),)
    if same:
        if len(same) > 1:
            same.sort(key=DECK_INDEX.__getitem__)
        plays = []
        for other in same:
            play = _SINGLE.get((card, other))
            if play is None:
                play = _SINGLE[(card, other)] = Play(card, (other,))
            plays.append(play)
        return tuple(plays)
    smaller = [other for other in table if CAPTURE_VALUE[other] < value]
    if len(smaller) > 1:
        smaller.sort(key=DECK_INDEX.__getitem__)
        groups = _sum_groups(smaller, value)
        if groups:
            return tuple([Play(card, group) for group in groups])
    return (_LAY[card],)


def legal_plays(hand: Sequence[Card], table: Sequence[Card], ace_takes_all: bool = False) -> tuple[Play, ...]:
    """The legal plays of *hand* onto *table*: hand order, then takes in deck order.

    A card with a same-value card on the table must take exactly one of them (no sums);
    otherwise it must take a group of two or more adding up to its value; otherwise it is laid
    (*ace_takes_all*: see :func:`card_plays`).

    >>> [str(p) for p in legal_plays(["7b", "6d"], ["3d", "4s", "5c", "2b"])]
    ['7b:3d+4s', '7b:5c+2b', '6d:4s+2b']
    """
    if len(hand) == 1:
        return card_plays(hand[0], table, ace_takes_all)
    plays: list[Play] = []
    for card in hand:
        plays.extend(card_plays(card, table, ace_takes_all))
    return tuple(plays)


def is_ace_sweep(play: Play, ace_takes_all: bool) -> bool:
    """True when *play* is an Asso taking the whole table under Asso piglia tutto (never a scopa).

    >>> is_ace_sweep(Play("1b", ("5c",)), True), is_ace_sweep(Play("1b", ("1c",)), True)
    (True, False)
    """
    return ace_takes_all and CAPTURE_VALUE[play.card] == 1 and bool(play.take) and CAPTURE_VALUE[play.take[0]] != 1


def is_scopa(play: Play, table_left: bool, last_play: bool, ace_takes_all: bool) -> bool:
    """True when *play* scores a scopa: it captures and leaves the table empty (*table_left* is
    False), on any play but the deal's last, and is not an Asso's sweep under Asso piglia tutto.

    >>> is_scopa(Play("7b", ("7c",)), False, False, False), is_scopa(Play("7b", ("7c",)), False, True, False)
    (True, False)
    """
    return bool(play.take) and not table_left and not last_play and not is_ace_sweep(play, ace_takes_all)
