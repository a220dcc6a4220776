"""What Tressette's states, views and matches share: completed tricks, the log of public actions as
text, its readers (on the strict readers of ``pyapp.records``), and the public timeline a log spells
out (who played what in which trick, the voids shown, the words said, the accusi, who drew after
which trick).

A log entry is ``"S:4c busso"`` or ``"E:accuso nap-c"``: the seat's letter and the action's text.
Everything in a log is public (§11.1); only the cards dealt and drawn are not.

>>> from pyapp.tressette.actions import PlayCard
>>> log_to_json(((0, PlayCard("4c", "busso")), (1, Declare("tris-2-no-c"))), 4)
['S:4c busso', 'E:accuso tris-2-no-c']
>>> read_log(["N:10b"], "log", 2)
((1, PlayCard(card='10b', word='')),)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from pyapp.engine import GameRecordError, IllegalActionError
from pyapp.records import read_choice, read_items, read_text
from pyapp.tressette.actions import Declare, TressetteAction, parse_action
from pyapp.tressette.rules import HAND_SIZE, HONOURS, SEAT_LETTERS, SUIT, VALUE, Card, trick_winner

STOCK_SIZE = 20
"""The two-player stock: 20 cards, two drawn after each of tricks 1-10 (§9.3)."""
DRAW_TRICKS = 10


class Trick(NamedTuple):
    """A completed trick: its number (from 1), the plays in order, the winner, and the lead's word
    (empty: none)."""

    number: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    word: str = ""

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in play order."""
        return tuple(card for _, card in self.plays)


Move = tuple[int, TressetteAction]
"""One entry of the log: (seat, action)."""


def log_to_json(log: Sequence[Move], players: int) -> list[str]:
    """The log as ``"S:4c busso"`` strings."""
    letters = SEAT_LETTERS[players]
    return [f"{letters[seat]}:{action}" for seat, action in log]


def read_log(value: Any, what: str, players: int) -> tuple[Move, ...]:
    """A log from its strings (each read strictly; the moves are checked by replaying them)."""

    def one(entry: Any, where: str) -> Move:
        text = read_text(entry, where)
        letter, colon, action = text.partition(":")
        if not colon:
            raise GameRecordError(f"{where} must be 'seat:action', got {text!r:.40}")
        try:
            parsed = parse_action(action)
        except IllegalActionError as error:
            raise GameRecordError(f"{where}: {error}") from None
        if str(parsed) != action:
            raise GameRecordError(f"{where}: write the action as {str(parsed)!r}, not {action!r:.40}")
        return read_choice(letter, where, SEAT_LETTERS[players]), parsed

    return read_items(value, what, one)


@dataclass
class Timeline:
    """The public facts a log spells out, for the models of the hidden hands (§11.3)."""

    players: int
    played_at: dict[Card, tuple[int, int]] = field(default_factory=dict)
    """Each card played: (seat, trick number)."""
    voids: list[tuple[int, int, str, bool]] = field(default_factory=list)
    """(seat, trick, suit, honours only): after its card in that trick the seat held no card of the
    suit (only none of its 3, 2 and Asso after a *striscio*)."""
    needs: list[tuple[int, int, str, bool]] = field(default_factory=list)
    """(seat, trick, suit, honours): after leading in that trick the seat still held a card of the
    suit (an honour after *busso*)."""
    declared: list[tuple[int, str]] = field(default_factory=list)
    draws: list[tuple[int, int]] = field(default_factory=list)
    """Two players: (seat, after trick) of each card drawn so far, in the stock's order."""


def timeline(players: int, dealer: int, log: Sequence[Move], what: str) -> Timeline:
    """The public timeline of *log* from a deal by *dealer*; GameRecordError for a move out of turn
    or a card played twice (the rest is checked by replaying the log on the rules)."""
    found = Timeline(players)
    leader = (dealer + 1) % players
    trick: list[tuple[int, Card]] = []
    number = 1
    letters = SEAT_LETTERS[players]
    for index, (seat, action) in enumerate(log):
        expected = (leader + len(trick)) % players
        if seat != expected or number > HAND_SIZE * 4 // players:
            raise GameRecordError(f"{what}[{index}]: {letters[seat]} acts out of turn")
        if isinstance(action, Declare):
            found.declared.append((seat, action.combination))
            continue
        card = action.card
        if card in found.played_at:
            raise GameRecordError(f"{what}[{index}]: {card} is played twice")
        if trick:
            led = SUIT[trick[0][1]]
            if SUIT[card] != led:
                found.voids.append((seat, number, led, False))
        elif action.word:
            suit = SUIT[card]
            if action.word != "busso":
                found.voids.append((seat, number, suit, action.word == "striscio"))
            if action.word != "volo":
                found.needs.append((seat, number, suit, action.word == "busso"))
        trick.append((seat, card))
        found.played_at[card] = (seat, number)
        if len(trick) == players:
            leader = trick_winner(trick)
            if players == 2 and number <= DRAW_TRICKS:
                found.draws += [(leader, number), (1 - leader, number)]
            trick = []
            number += 1
    return found


def need_met(found: Timeline, seat: int, number: int, suit: str, honours: bool) -> bool:
    """True when the seat's later plays show the card a word promised (§11.3)."""
    return any(player == seat and played > number and SUIT[card] == suit
               and (not honours or VALUE[card] in HONOURS)
               for card, (player, played) in found.played_at.items())
