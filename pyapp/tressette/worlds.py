"""Deals consistent with what one seat knows (spec §11.3): the cards it cannot see dealt at random to
the other hands (and, with two players, to the hidden draws and the rest of the stock) so that every
public fact holds — the cards each seat played were in its hand when played, the voids it showed
(not following, *volo*), what its words promised (*busso*: an honour left; *striscio*: another card
and no honour), its accusi in its dealt hand.

The sampler places the most constrained cards first, each in a random place that still allows it
(weighted by the room left), and starts again on a dead end; the words' promises are met first. It
gives up after ``ATTEMPTS`` dead ends: with the few constraints a deal of 40 cards has, that means
no deal fits (an impossible record), never bad luck in practice.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from pyapp.engine import GameRecordError
from pyapp.tressette.record import STOCK_SIZE, Move, Timeline, need_met, timeline
from pyapp.tressette.rules import COMBINATION_CARDS, DECK, HAND_SIZE, HONOURS, SUIT, VALUE, Card, sort_cards
from pyapp.tressette_options import TressetteOptions

ATTEMPTS = 60
STOCK = -1
"""The owner of the places in the stock still to be drawn."""


def own_dealt_hand(players: int, seat: int, hand: Sequence[Card], found: Timeline,
                   draws: Sequence[Card | None], what: str) -> tuple[Card, ...]:
    """The seat's dealt hand: its hand, plus the cards it played, minus those it drew."""
    drawn = {card for (drawer, _), card in zip(found.draws, draws) if drawer == seat and card is not None}
    played = {card for card, (player, _) in found.played_at.items() if player == seat}
    held = set(hand) | played
    if len(held) != len(hand) + len(played) or not drawn <= held or len(held - drawn) != HAND_SIZE:
        raise GameRecordError(f"{what}: the hand, the cards played and the cards drawn do not add up to "
                              f"{HAND_SIZE} dealt cards")
    return sort_cards(held - drawn)


def check_draws(options: TressetteOptions, seat: int, found: Timeline, draws: Sequence[Card | None], what: str) -> None:
    """Raises GameRecordError unless *draws* shows exactly what *seat* sees of the cards drawn so far."""
    if len(draws) != len(found.draws):
        raise GameRecordError(f"{what}: {len(found.draws)} cards have been drawn, the record shows {len(draws)}")
    for (drawer, number), card in zip(found.draws, draws):
        if (card is None) != (drawer != seat and not options.show_draws):
            raise GameRecordError(f"{what}: the card drawn after trick {number} is "
                                  f"{'hidden' if card is None else 'shown'}, but the options say otherwise")


def sample_deal(options: TressetteOptions, dealer: int, seat: int, hand: Sequence[Card], log: Sequence[Move],
                draws: Sequence[Card | None], rng: Random,
                what: str) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The dealt hands and the stock (top first) of a deal consistent with what *seat* knows: its
    *hand*, the public *log* and the *draws* it saw (None: a hidden draw); GameRecordError when no
    deal fits."""
    players = options.players
    found = timeline(players, dealer, log, what)
    check_draws(options, seat, found, draws, what)
    mine = own_dealt_hand(players, seat, hand, found, draws, what)
    fixed = set(mine) | {card for card in draws if card is not None}
    # The places: (owner, time) with room; time = the trick after which a card arrived (0: dealt).
    places: list[tuple[int, int]] = []
    room: list[int] = []
    positions: dict[int, int] = {}
    for other in range(players):
        if other != seat:
            places.append((other, 0))
            room.append(HAND_SIZE)
    for index, ((drawer, number), card) in enumerate(zip(found.draws, draws)):
        if card is None:
            positions[len(places)] = index
            places.append((drawer, number))
            room.append(1)
    if players == 2:
        places.append((STOCK, 0))
        room.append(STOCK_SIZE - len(found.draws))
    declared = {card: declarer for declarer, combination in found.declared for card in COMBINATION_CARDS[combination]}
    # A tris names the card its declarer was not dealt (else it would be a quattro).
    lacking = {(declarer, f"{combination.split('-')[1]}{combination[-1]}")
               for declarer, combination in found.declared if combination.startswith("tris")}
    cards = [card for card in DECK if card not in fixed]
    allowed = {card: [index for index, place in enumerate(places)
                      if _fits(card, place, found, declared) and (place[1] or (place[0], card) not in lacking)]
               for card in cards}
    needs = [(other, number, suit, honours) for other, number, suit, honours in found.needs
             if other != seat and not need_met(found, other, number, suit, honours)]
    unplayed = [card for card in cards if card not in found.played_at]
    for _ in range(ATTEMPTS):
        placed = _attempt(cards, unplayed, allowed, list(room), places, needs, rng)
        if placed is not None:
            return _deal_of(players, seat, mine, places, positions, placed, draws, rng)
    raise GameRecordError(f"{what}: no deal of the cards fits this record (voids, words, accusi)")


def _fits(card: Card, place: tuple[int, int], found: Timeline, declared: dict[Card, int]) -> bool:
    """Whether *card* may have arrived at *place* (owner, time) given the public facts."""
    owner, time = place
    played = found.played_at.get(card)
    if owner == STOCK:
        return played is None and card not in declared
    if played is not None and (played[0] != owner or time >= played[1]):
        return False
    if card in declared and (declared[card] != owner or time != 0):
        return False
    suit = SUIT[card]
    for other, number, void_suit, honours_only in found.voids:
        if (other == owner and void_suit == suit and time < number and (not honours_only or VALUE[card] in HONOURS)
                and (played is None or played[1] > number)):
            return False
    return True


def _attempt(cards: list[Card], unplayed: list[Card], allowed: dict[Card, list[int]], room: list[int],
             places: list[tuple[int, int]], needs: list[tuple[int, int, str, bool]],
             rng: Random) -> dict[Card, int] | None:
    """One try at placing every card (None at a dead end); a word's promise is met by an *unplayed* card."""
    placed: dict[Card, int] = {}
    for owner, _, suit, honours in needs:
        home = next(index for index, place in enumerate(places) if place == (owner, 0))
        if any(place == home and SUIT[card] == suit and (not honours or VALUE[card] in HONOURS)
               for card, place in placed.items()):
            continue
        promised = [card for card in unplayed if card not in placed and SUIT[card] == suit and home in allowed[card]
                    and (not honours or VALUE[card] in HONOURS)]
        if not promised or not room[home]:
            return None
        placed[rng.choice(promised)] = home
        room[home] -= 1
    order = sorted((card for card in cards if card not in placed), key=lambda card: (len(allowed[card]), rng.random()))
    for card in order:
        choices = [index for index in allowed[card] if room[index]]
        if not choices:
            return None
        index = rng.choices(choices, [room[choice] for choice in choices])[0]
        placed[card] = index
        room[index] -= 1
    return placed


def _deal_of(players: int, seat: int, mine: tuple[Card, ...], places: list[tuple[int, int]],
             positions: dict[int, int], placed: dict[Card, int], draws: Sequence[Card | None],
             rng: Random) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The dealt hands and the stock of a placement."""
    hands: list[tuple[Card, ...]] = [()] * players
    hands[seat] = mine
    for index, (owner, time) in enumerate(places):
        if owner != STOCK and time == 0:
            hands[owner] = sort_cards(card for card, where in placed.items() if where == index)
    if players == 4:
        return tuple(hands), ()
    stock: list[Card | None] = list(draws)
    for index, position in positions.items():
        stock[position] = next(card for card, where in placed.items() if where == index)
    rest = [card for card in DECK if placed.get(card) == len(places) - 1]
    rng.shuffle(rest)
    return tuple(hands), tuple(card for card in stock if card is not None) + tuple(rest)
