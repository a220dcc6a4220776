"""Hand-made Briscola positions for the tests: name the cards that matter (hands, the trick, the top
of the stock, the face-up card, the piles' points) and the rest of the deck is put where a real
game would have it, so every position keeps all its cards (the engine's ``position`` checks that)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pyapp.briscola import BriscolaOptions, BriscolaState, Exchanged, position
from pyapp.briscola.rules import POINTS, SUIT, deck_of
from pyapp.tricks import side_count

SEATS = {2: "SN", 3: "SEW", 4: "SENW"}


def seat(letter: str, players: int) -> int:
    """The seat number of a compass letter at a table of *players*."""
    return SEATS[players].index(letter)


def pick_points(cards: list[str], target: int) -> list[str] | None:
    """Cards of *cards* with points (zero-point cards left out) summing to *target*, or None."""
    counting = sorted((card for card in cards if POINTS[card]), key=POINTS.__getitem__, reverse=True)

    def search(start: int, left: int) -> list[str] | None:
        if left == 0:
            return []
        for index in range(start, len(counting)):
            card = counting[index]
            if POINTS[card] <= left:
                rest = search(index + 1, left - POINTS[card])
                if rest is not None:
                    return [card, *rest]
        return None

    return search(0, target)


def build(players: int = 2, *, briscola: str, face_up: str | None = "briscola", stock: Sequence[str] = (),
          stock_count: int | None = None, hands: Mapping[str, Sequence[str]] | None = None,
          hand_size: int = 3, trick: Sequence[tuple[str, str]] = (), leader: str | None = None,
          pile_points: Sequence[int] | None = None, exchange: str = "off", partner_hand_at_end: bool = False,
          exchanges: Sequence[Exchanged] = (), exchanged: bool = False, dealer: str | None = None,
          face_up_drawn: tuple[str, str] | None = None, avoid: Sequence[str] = ()) -> BriscolaState:
    """A position with the named cards in place and the rest of the deck filled in: the hands up to
    *hand_size* (less the card a seat played to the trick), the stock up to *stock_count* (the
    face-up card included), the piles with *pile_points* per side (when given). Fillers are never
    the 2 or 7 of trumps, nor a card of *avoid*."""
    options = BriscolaOptions(players=players, exchange=exchange, partner_hand_at_end=partner_hand_at_end)
    trump = SUIT[briscola]
    face = briscola if face_up == "briscola" else face_up
    hands = {seat(letter, players): list(cards) for letter, cards in (hands or {}).items()}
    plays = [(seat(letter, players), card) for letter, card in trick]
    used = [card for cards in hands.values() for card in cards] + [card for _, card in plays] + list(stock)
    used += [face] if face is not None else []
    held_face = face_up_drawn[1] if face_up_drawn else None
    if held_face is not None and held_face not in used:
        raise AssertionError("the drawn face-up card must be named in a hand or the trick")
    assert len(set(used)) == len(used), "a card is named twice"
    rest = [card for card in deck_of(players) if card not in used]
    fillers = [card for card in rest if card not in (f"2{trump}", f"7{trump}", *avoid)]
    fillers.sort(key=lambda card: (POINTS[card] > 0, card))

    def take(count: int) -> list[str]:
        chosen = fillers[:count]
        del fillers[:count]
        for card in chosen:
            rest.remove(card)
        assert len(chosen) == count, "not enough filler cards"
        return chosen

    played = {player for player, _ in plays}
    hand_tuples = []
    for number in range(players):
        cards = hands.get(number, [])
        size = hand_size - (number in played)
        hand_tuples.append(tuple(cards + take(size - len(cards))))
    count = stock_count if stock_count is not None else len(stock) + (face is not None)
    face_down = list(stock) + take(count - (face is not None) - len(stock))
    piles: list[list[str]] = [[] for _ in range(side_count(players))]
    if pile_points is not None:
        for side, target in enumerate(pile_points[:-1]):
            chosen = pick_points(rest, target)
            assert chosen is not None, f"no cards worth {target} left"
            for card in chosen:
                rest.remove(card)
            zeros = [card for card in rest if not POINTS[card]]
            pad = (-len(chosen)) % players
            piles[side] = chosen + zeros[:pad]
            for card in zeros[:pad]:
                rest.remove(card)
        piles[-1] = rest
    else:
        for index in range(0, len(rest), players):
            piles[(index // players) % len(piles)] += rest[index:index + players]
    dealer_seat = seat(dealer, players) if dealer else (players - 1)
    leader_seat = seat(leader, players) if leader else (plays[0][0] if plays else None)
    drawn = (seat(face_up_drawn[0], players), face_up_drawn[1]) if face_up_drawn else None
    return position(options, dealer_seat, briscola, face, face_down, hand_tuples, plays, leader_seat, piles,
                    exchanged, (), tuple(exchanges), drawn)


def play(state: BriscolaState, *texts: str) -> BriscolaState:
    """The state after the actions written as *texts* (card ids or ``swap:<card>``)."""
    from pyapp.briscola import parse_action

    for text in texts:
        state = state.play(parse_action(text))
    return state


def events_of(state: BriscolaState, kind: str) -> list[Any]:
    """The events of the last action of *kind*."""
    return [event for event in state.events if event.kind == kind]
