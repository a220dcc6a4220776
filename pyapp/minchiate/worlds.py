"""What a Minchiate view proves about the hidden cards (spec §3.15), and determinization.

A ``MinchiateView`` holds the seat's own hand and discards and the public record: steals,
reveals, the dealer's take, declarations, hand sizes, every trick, the ledger, and — once
exposed — the Fola with everyone's discards. Players only ever receive views.

``view.determinize(rng)`` samples a complete ``MinchiateState`` consistent with everything
the seat has seen (``SeatKnowledge``):

* public cards still held: steals, reveals, the dealer's take and declared cards not yet
  played are in their owner's hand — or, for a zero-point card of a seat that discarded
  before the Fola was exposed, in his hand or among his discards;
* voids: a player who did not follow the led suit has none of it; one who neither followed
  a plain suit nor trumped has no trumps either (the Matto proves nothing);
* the kings rule: a player bound by it who did not play the King does not hold it;
* declarations are maximal: declaring ``papi:2-4`` proves no T1 and no T5, three Kings prove
  the fourth is elsewhere, decine 10-20-30 proves no T40, and a combination declared without
  showing the Matto proves the Matto is elsewhere (its bonus is claimed automatically);
* hidden discards and the unexposed Fola hold only zero-point cards other than T29 (any card
  for a seat whose discards the §3.8 fallback forced); the card shown at the cut, when the
  cutter could not steal it, lies in the Fola.

Sampling places the constrained cards first, one by one, each into a random admissible place
with probability proportional to its free room, checking Hall's condition so that it never
dead-ends; then it deals the unconstrained cards at random. The result is always consistent,
though not exactly uniform over all consistent deals. It depends only on the view and *rng*.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import TYPE_CHECKING, NamedTuple

from pyapp.cards import MATTO, MINCHIATE_DECK
from pyapp.engine import GameRecordError
from pyapp.minchiate.deal_record import DealRecord
from pyapp.minchiate.events import Cut, Discarded, MinchiateEvent
from pyapp.minchiate.rules import (
    KING_OF,
    MATTO_COMBINATION,
    SUIT,
    TRUMP_SUIT,
    Card,
    canonical_combinations,
    declaration_exclusions,
    discard_eligible,
    kings_rule_binds,
    led_suit,
    sort_cards,
)

if TYPE_CHECKING:
    from pyapp.minchiate.state import MinchiateView


@dataclass(frozen=True, slots=True)
class SeatKnowledge:
    """What a view proves about every seat's hidden cards."""

    voids: tuple[frozenset[str], ...]
    """Suits (C D S B, T for trumps) each seat is known to lack."""
    excluded: tuple[frozenset[Card], ...]
    """Cards each seat is known not to hold (kings rule, maximal declarations)."""
    held: tuple[frozenset[Card], ...]
    """Public cards each seat certainly still holds."""
    held_or_discarded: tuple[frozenset[Card], ...]
    """Public cards each seat holds or discarded face down (before the Fola is exposed)."""

    def may_hold(self, seat: int, card: Card) -> bool:
        """True unless the seat is proved not to hold *card* (it may still be elsewhere)."""
        return SUIT[card] not in self.voids[seat] and card not in self.excluded[seat]


# --- inference ---------------------------------------------------------------------------------


def infer(view: MinchiateView) -> SeatKnowledge:
    voids: list[set[str]] = [set(), set(), set(), set()]
    excluded: list[set[Card]] = [set(), set(), set(), set()]
    history = [trick.plays for trick in view.tricks]
    led_in_history = {led_suit([card for _, card in plays]) for plays in history}
    led_before: set[str] = set(view.led_suits) - {suit for suit in led_in_history if suit is not None}
    for index, plays in enumerate([*history, view.trick]):
        so_far: list[Card] = []
        for seat, card in plays:
            if so_far and not (len(so_far) == 1 and so_far[0] == MATTO):
                bound = kings_rule_binds(so_far, led_before)
                if bound is not None and card != KING_OF[bound]:
                    excluded[seat].add(KING_OF[bound])
                led = led_suit(so_far)
                if card != MATTO and led is not None and SUIT[card] != led:
                    voids[seat].add(led)
                    if led != TRUMP_SUIT and SUIT[card] != TRUMP_SUIT:
                        voids[seat].add(TRUMP_SUIT)
            so_far.append(card)
        if index < len(history):
            suit = led_suit(so_far)
            if suit is not None:
                led_before.add(suit)
    record = view.record
    for seat, names in enumerate(record.declarations):
        if not names:
            continue
        shown = record.declared_cards[seat]
        by_name = {combination.name: combination for combination in canonical_combinations(shown)}
        for name in names:
            if name in by_name:
                excluded[seat].update(declaration_exclusions(by_name[name]))
        if MATTO not in shown and any(name != MATTO_COMBINATION for name in names):
            excluded[seat].add(MATTO)
    gone = set(view.played_cards())
    if record.exposed:
        gone.update(record.whole_fola())
    held: list[frozenset[Card]] = []
    maybe: list[frozenset[Card]] = []
    for seat in range(4):
        public = [record.revealed[seat]] + list(record.declared_cards[seat])
        if seat == record.cutter:
            public += record.stolen
        if seat == record.dealer:
            public += record.dealer_stolen + record.taken
        still = {card for card in public if card is not None and card not in gone}
        if seat == view.seat:
            still &= set(view.hand)
        if record.exposed or view.discard_counts[seat] == 0 or seat == view.seat:
            sure = still
        else:
            declared = set(record.declared_cards[seat])
            forced = record.fallback[seat]
            sure = {c for c in still if c in declared or (not forced and not discard_eligible(c))}
        held.append(frozenset(sure))
        maybe.append(frozenset(still - sure))
    return SeatKnowledge(
        voids=tuple(frozenset(v) for v in voids), excluded=tuple(frozenset(e) for e in excluded),
        held=tuple(held), held_or_discarded=tuple(maybe),
    )


def cut_card_in_fola(view: MinchiateView) -> Card | None:
    """The card everyone saw at the cut when the cutter could not steal it: it lies at the bottom
    of the Fola (§3.3); None when it was stolen (or the record does not say)."""
    card = next((event.card for event in view.deal_events if type(event) is Cut), None)
    return None if card is None or card in view.record.stolen else card


# --- sampling ------------------------------------------------------------------------------------


class HiddenDeal(NamedTuple):
    """What a sample deals of the cards a view does not show: every seat's hand (the view's own as it
    is), the deal's record with the Fola and the discards filled in, and the deal's events with the
    hidden discards' cards. Everything else of the state is the view's."""

    hands: tuple[tuple[Card, ...], ...]
    record: DealRecord
    deal_events: tuple[MinchiateEvent, ...]


def sample(view: MinchiateView, rng: Random) -> HiddenDeal:
    """The hidden cards of a state consistent with *view*, dealt with *rng*."""
    knowledge = view.knowledge()
    record = view.record
    seat = view.seat
    others = [other for other in range(4) if other != seat]
    known: set[Card] = set(view.hand) | set(record.discards[seat]) | set(view.played_cards())
    if record.exposed:
        known.update(record.whole_fola())
    at_cut = None if record.exposed else cut_card_in_fola(view)
    if at_cut is not None:
        known.add(at_cut)
    for other in others:
        known |= knowledge.held[other]
    pool = [card for card in MINCHIATE_DECK if card not in known]

    capacities: list[int] = []
    hand_slot: dict[int, int] = {}
    discard_slot: dict[int, int] = {}
    for other in others:
        hand_slot[other] = len(capacities)
        capacities.append(view.hand_sizes[other] - len(knowledge.held[other]))
    if not record.exposed:
        for other in others:
            if view.discard_counts[other]:
                discard_slot[other] = len(capacities)
                capacities.append(view.discard_counts[other])
    fola_slot = -1
    if not record.exposed and view.fola_size:
        fola_slot = len(capacities)
        capacities.append(view.fola_size - (at_cut is not None))
    spare = len(pool) - sum(capacities)
    if spare < 0 or min(capacities, default=0) < 0:
        raise GameRecordError("minchiate view: hidden card counts do not add up")
    elsewhere = -1
    if spare:
        elsewhere = len(capacities)
        capacities.append(spare)

    owner_of_maybe = {card: other for other in others for card in knowledge.held_or_discarded[other]}
    masks: list[int] = []
    for card in pool:
        if card in owner_of_maybe:
            other = owner_of_maybe[card]
            mask = 1 << hand_slot[other]
            if other in discard_slot:
                mask |= 1 << discard_slot[other]
        else:
            mask = 0
            eligible = discard_eligible(card)
            for other in others:
                if knowledge.may_hold(other, card):
                    mask |= 1 << hand_slot[other]
                if other in discard_slot and (eligible or record.fallback[other]):
                    mask |= 1 << discard_slot[other]
            if fola_slot >= 0 and eligible:
                mask |= 1 << fola_slot
        if elsewhere >= 0:
            mask |= 1 << elsewhere
        masks.append(mask)
    placed = assign(pool, masks, capacities, rng)

    hands: list[tuple[Card, ...]] = [(), (), (), ()]
    for other in range(4):
        if other == seat:
            hands[other] = view.hand
        else:
            hands[other] = sort_cards(set(placed[hand_slot[other]]) | knowledge.held[other])
    discards = list(record.discards)
    for other, slot in discard_slot.items():
        discards[other] = sort_cards(placed[slot])
    fola = record.fola
    if not record.exposed:
        fola = sort_cards([*(placed[fola_slot] if fola_slot >= 0 else ()), *([at_cut] if at_cut else [])])
    full_record = replace(record, discards=tuple(discards), fola=fola)
    events = view.deal_events
    if not record.exposed and discard_slot:
        pending = {other: iter(discards[other]) for other in discard_slot}
        events = tuple(
            Discarded(event.seat, next(pending[event.seat]), event.fallback)
            if type(event) is Discarded and event.seat in pending and event.card is None else event
            for event in events
        )
    return HiddenDeal(tuple(hands), full_record, events)


def _feasible(counts: Counter[int], capacities: Sequence[int]) -> bool:
    """Hall's condition: every set of places has room for the cards that can only go there."""
    if counts.get(0):
        return False
    masks = [(mask, number) for mask, number in counts.items() if number]
    for subset in range(1, 1 << len(capacities)):
        need = sum(number for mask, number in masks if mask & ~subset == 0)
        if need:
            room = sum(capacities[slot] for slot in range(len(capacities)) if subset >> slot & 1)
            if need > room:
                return False
    return True


def assign(cards: Sequence[Card], masks: Sequence[int], capacities: Sequence[int],
           rng: Random) -> list[list[Card]]:
    """Places each card in a place its mask allows, filling every place exactly; raises if impossible."""
    room = list(capacities)
    placed: list[list[Card]] = [[] for _ in room]
    full = (1 << len(room)) - 1
    counts = Counter(masks)
    if len(cards) != sum(room) or not _feasible(counts, room):
        raise GameRecordError("minchiate view: no deal of the hidden cards is consistent with it")
    constrained = [(card, mask) for card, mask in zip(cards, masks, strict=True) if mask != full]
    free = [card for card, mask in zip(cards, masks, strict=True) if mask == full]
    rng.shuffle(constrained)
    for card, mask in constrained:
        counts[mask] -= 1
        options = [slot for slot in range(len(room)) if mask >> slot & 1 and room[slot] > 0]
        while True:
            pick = rng.randrange(sum(room[slot] for slot in options))
            for slot in options:
                pick -= room[slot]
                if pick < 0:
                    break
            room[slot] -= 1
            if len(options) == 1 or _feasible(counts, room):
                break
            room[slot] += 1
            options.remove(slot)
        placed[slot].append(card)
    rng.shuffle(free)
    start = 0
    for slot, left in enumerate(room):
        placed[slot].extend(free[start:start + left])
        start += left
    return placed
