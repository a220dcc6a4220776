"""Tressette actions, their text forms, the legal actions of the seat to act and why another is
refused (spec §12.1, §12.2).

* ``PlayCard(card)`` — ``4c``; leading with a signal word: ``PlayCard("4c", "busso")``, text
  ``4c busso`` (also ``striscio``, ``volo``).
* ``Declare(combination)`` — ``accuso nap-c``, ``accuso tris-3-no-b``, ``accuso quattro-2``.

>>> parse_action("4c busso"), parse_action(" accuso nap-c "), str(PlayCard("10b"))
(PlayCard(card='4c', word='busso'), Declare(combination='nap-c'), '10b')
>>> [str(action) for action in legal_actions_for(("3d", "6d", "9b"), None, True, ("nap-c",))]
['accuso nap-c', '3d', '3d striscio', '6d', '6d busso', '9b', '9b volo']
>>> action_refusal(Turn(("1d", "3s"), "c", True, False, False, (), ()), PlayCard("3s", "volo"))
Refusal('signal_not_lead', card='3s')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple, TypeAlias

from pyapp.cards import is_scopa_card, parse_scopa_card
from pyapp.engine import ActionTextError, Refusal
from pyapp.tressette.rules import (
    COMBINATION_IDS,
    DECK,
    HONOUR,
    SUIT,
    SUITS,
    WORDS,
    Card,
    card_name,
    playable,
    true_word,
)

ACCUSO = "accuso"


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card of the hand to the trick; a lead may carry one signal *word* (empty: silence)."""

    card: Card
    word: str = ""

    def __str__(self) -> str:
        return f"{self.card} {self.word}" if self.word else self.card


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare an accuso of the dealt hand, named by its id (``nap-c``, §5.2)."""

    combination: str

    def __str__(self) -> str:
        return f"{ACCUSO} {self.combination}"


TressetteAction: TypeAlias = PlayCard | Declare

PLAY_ACTIONS: dict[Card, PlayCard] = {card: PlayCard(card) for card in DECK}
"""One shared instance per card and per card with a word (legal actions are compared by identity first)."""
SIGNAL_ACTIONS: dict[tuple[Card, str], PlayCard] = {(card, word): PlayCard(card, word)
                                                     for card in DECK for word in WORDS}
DECLARE_ACTIONS: dict[str, Declare] = {combination: Declare(combination) for combination in COMBINATION_IDS}


def parse_action(text: str) -> TressetteAction:
    """The action written as *text* (inverse of ``str(action)``); raises ActionTextError (an
    IllegalActionError and a GameRecordError), whose refusal is ``bad_action``."""
    if not isinstance(text, str):
        raise ActionTextError(f"an action is text, got {type(text).__name__}")
    parts = text.split()
    try:
        if len(parts) == 2 and parts[0] == ACCUSO:
            if parts[1] not in DECLARE_ACTIONS:
                raise ValueError(f"unknown accuso {parts[1]!r:.30}")
            return DECLARE_ACTIONS[parts[1]]
        if len(parts) in (1, 2):
            card = parse_scopa_card(parts[0])
            if len(parts) == 1:
                return PLAY_ACTIONS[card]
            if parts[1] not in WORDS:
                raise ValueError(f"unknown word {parts[1]!r:.30} (busso, striscio or volo)")
            return SIGNAL_ACTIONS[card, parts[1]]
        raise ValueError("one card, a card and a word, or 'accuso' and an id")
    except ValueError as error:
        failure = ActionTextError(f"cannot read action {text!r:.80}: {error} (expected '4c', '4c busso' or "
                                  "'accuso nap-c')")
        failure.refusal = Refusal("bad_action")  # the spec's code (§12.2)
        raise failure from None


class Turn(NamedTuple):
    """What the rules need to know of the seat to act: its hand, the led suit (None when it leads),
    the options in force, whether its accuso window is open (its first turn in trick 1, §5.2), the
    accusi its dealt hand holds and those it has declared."""

    hand: tuple[Card, ...]
    led: str | None
    signals: bool
    accuso: bool
    window: bool
    held: tuple[str, ...]
    declared: tuple[str, ...]


def offered(turn: Turn) -> tuple[str, ...]:
    """The accusi the seat may declare now: held, not yet declared, its window open."""
    if not (turn.accuso and turn.window):
        return ()
    return tuple(combination for combination in turn.held if combination not in turn.declared)


def legal_actions_for(hand: Sequence[Card], led: str | None, signals: bool,
                      declarable: Sequence[str]) -> tuple[TressetteAction, ...]:
    """The legal actions (§12.1): the *declarable* accusi first, then the playable cards in canonical
    order, each followed by its one true word when leading with signals on."""
    actions: list[TressetteAction] = [DECLARE_ACTIONS[combination] for combination in declarable]
    if led is not None or not signals:
        actions += map(PLAY_ACTIONS.__getitem__, playable(hand, led))
        return tuple(actions)
    length = dict.fromkeys(SUITS, 0)  # the true words of every lead at once (``true_word``, §6.2)
    honours = dict.fromkeys(SUITS, 0)
    for card in hand:
        length[SUIT[card]] += 1
        honours[SUIT[card]] += HONOUR[card]
    for card in hand:
        suit = SUIT[card]
        word = "volo" if length[suit] == 1 else "busso" if honours[suit] > HONOUR[card] else "striscio"
        actions += (PLAY_ACTIONS[card], SIGNAL_ACTIONS[card, word])
    return tuple(actions)


def is_action(action: object) -> bool:
    """True for a Tressette action of text fields (legal or not; not an object of another class, a
    subclass included, whatever it claims to equal)."""
    if type(action) is PlayCard:
        return type(action.card) is str and type(action.word) is str
    return type(action) is Declare and type(action.combination) is str


def action_refusal(turn: Turn, action: object) -> Refusal | None:
    """Why the seat to act may not take *action* (None when it may), the first that applies in the
    order of §12.2."""
    if not is_action(action):
        return Refusal("bad_action")
    if isinstance(action, Declare):
        combination = action.combination
        if combination not in DECLARE_ACTIONS:
            return Refusal("bad_action")
        if not turn.accuso:
            return Refusal("accuso_off")
        if not turn.window:
            return Refusal("accuso_closed")
        if combination not in turn.held:
            return Refusal("accuso_not_held", combination=combination)
        if combination in turn.declared:
            return Refusal("accuso_repeated", combination=combination)
        return None
    assert isinstance(action, PlayCard)
    card, word = action.card, action.word
    if not is_scopa_card(card) or (word and word not in WORDS):
        return Refusal("bad_action")
    if card not in turn.hand:
        return Refusal("not_in_hand", card=card)
    if card not in playable(turn.hand, turn.led):
        return Refusal("must_follow", card=card, suit=turn.led or "")
    if word:
        if not turn.signals:
            return Refusal("signals_off", card=card)
        if turn.led is not None:
            return Refusal("signal_not_lead", card=card)
        if word != true_word(turn.hand, card):
            return Refusal("signal_false", card=card, word=word)
    return None


def refusal_message(refusal: Refusal) -> str:
    """A Tressette refusal in English words (the Python API and the bot).

    >>> refusal_message(Refusal("must_follow", card="1d", suit="c"))
    'the Asso di denari does not follow the led suit (the hand holds that suit)'
    """
    fields = refusal.fields
    card = str(fields.get("card", ""))
    name = f"the {card_name(card)}" if is_scopa_card(card) else repr(card)[:20]
    combination = str(fields.get("combination", ""))
    messages = {
        "deal_over": "the deal is over",
        "not_your_turn": "it is not this seat's turn",
        "bad_action": "not a Tressette action",
        "accuso_off": "the accuso option is off",
        "accuso_closed": "an accuso is declared only at one's own first turn, in trick 1, before one's card",
        "accuso_not_held": f"the dealt hand does not hold {combination}",
        "accuso_repeated": f"{combination} is declared already",
        "not_in_hand": f"{name} is not in the hand",
        "must_follow": f"{name} does not follow the led suit (the hand holds that suit)",
        "signals_off": "the signals option is off (or two players: no signals)",
        "signal_not_lead": "only the leader of a trick may add a word, with the card he leads",
        "signal_false": f"{fields.get('word', '')} is not true of {name}",
    }
    return messages.get(refusal.code, refusal.code.replace("_", " "))


def led_suit(trick: Sequence[tuple[int, Card]]) -> str | None:
    """The suit of the trick's first card (None before the lead)."""
    return SUIT[trick[0][1]] if trick else None
