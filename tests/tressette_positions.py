"""Tressette deals for the tests: name the cards that matter per seat (and the suits a seat must not
hold), and the rest of the deck fills the hands (and the two-player stock) in canonical order, so
every deal keeps its 40 cards; then play actions by their texts. D1–D4 are the spec's deals (§15)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pyapp.engine import IllegalActionError
from pyapp.tressette import TressetteOptions, TressetteState, deal_from_hands, parse_action
from pyapp.tressette.rules import DECK, SUIT

SEATS = {4: "SENW", 2: "SN"}

D1 = {"S": "1c 2c 3c 3d 3b 5c 6d 7s 4b 9s", "E": "2d 2s 2b 1d 4c 7c 8c 10c 5s 6s",
      "N": "1s 3s 4d 5d 6c 8d 9d 10d 8s 9b", "W": "7d 9c 4s 10s 1b 5b 6b 7b 8b 10b"}
"""Deal D1 (four players, dealer W, so S leads)."""
D3_HANDS = {"N": "3c 2c 4c 1d 5d 6d 7s 8s 9b 10b", "S": "1c 5c 6c 7c 2d 3d 4s 5s 6b 7b"}
D3_STOCK = "8c 9c 10c 4d 7d 8d 9d 10d 1s 2s 3s 6s 9s 10s 1b 2b 3b 4b 5b 8b"
"""Deal D3 (two players, dealer S, so N leads): the hands and the stock, top first."""


def seat(letter: str, players: int = 4) -> int:
    """The seat number of a compass letter."""
    return SEATS[players].index(letter)


def deal_with(hands: Mapping[str, str], dealer: str = "W", players: int = 4, voids: Mapping[str, str] | None = None,
              stock: str = "", **options: bool | int) -> TressetteState:
    """A deal where each named seat holds the named cards (``"1c 2c"``), filled up with the other
    cards in canonical order but never a suit of the seat's *voids* (``{"N": "c"}``); with two
    players the stock begins with *stock* (top first) and takes the rest."""
    voids = voids or {}
    named = {letter: cards.split() for letter, cards in hands.items()}
    top = stock.split()
    used = {card for cards in named.values() for card in cards} | set(top)
    spare = [card for card in DECK if card not in used]
    full: dict[str, list[str]] = {}
    voided_first = sorted(SEATS[players], key=lambda letter: -len(voids.get(letter, "")))
    for letter in voided_first:
        cards = list(named.get(letter, ()))
        for card in list(spare):
            if len(cards) == 10:
                break
            if SUIT[card] not in voids.get(letter, ""):
                cards.append(card)
                spare.remove(card)
        assert len(cards) == 10, f"cannot fill {letter}'s hand"
        full[letter] = cards
    rest = top + spare if players == 2 else []
    options_in_force = TressetteOptions(players=players, **options)
    return deal_from_hands([full[letter] for letter in SEATS[players]], seat(dealer, players), options_in_force, rest)


def play(state: TressetteState, *texts: str) -> TressetteState:
    """The state after the actions written as *texts*, in order (each must be legal)."""
    for text in texts:
        state = state.play(parse_action(text))
    return state


def legal_texts(state: TressetteState) -> list[str]:
    """The legal actions of the seat to act, as texts, in their order."""
    return [str(action) for action in state.legal_actions()]


def refusal_code(state: TressetteState, text: str) -> str:
    """The refusal code of the action written as *text* (it must be refused): a text that is not an
    action is refused as it is read (``bad_action``), before any state sees it."""
    try:
        action = parse_action(text)
    except IllegalActionError as error:
        assert error.refusal is not None
        return error.refusal.code
    refusal = state.refusal(action)
    assert refusal is not None, f"{text} is legal"
    return refusal.code


def cards(text: str) -> Sequence[str]:
    """The card ids of a space-separated text."""
    return tuple(text.split())
