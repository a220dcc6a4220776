"""The Minchiate event log in words: ``describe(event)`` turns one engine event into a sentence.

All words come from ``MESSAGES``: whole sentences with named fields, keyed like the project's
message catalog (``pyapp.i18n.messages``, whose ``join_list`` joins card names) so they can move
there and be translated. Nothing else builds log text.

>>> from pyapp.engine import Event
>>> describe(Event("steal", 1, ("CK",), 5))
'E steals the Re di coppe (+5 for E–W).'
>>> describe(Event("resto", None, (), 0, "A 1:0"))
'S–N earn a resto: resti 1–0.'
"""

from __future__ import annotations

from collections.abc import Sequence

from pyapp.cards import MATTO
from pyapp.engine import Event
from pyapp.i18n.card_names import cards_phrase
from pyapp.i18n.messages import ENGLISH, join_list, text
from pyapp.minchiate.rules import MATTO_COMBINATION, SEAT_LETTERS, TEAM_LETTERS, TEAM_NAMES, team_of

# The sentences live in the one message catalog (pyapp.i18n.messages), keyed "minchiate.*".
MESSAGES: dict[str, str] = {key: value for key, value in ENGLISH.items() if key.startswith("minchiate.")}

def _text(key: str, **fields: object) -> str:
    return text(key, **fields)


def combination_phrase(name: str, cards: Sequence[str] = ()) -> str:
    """A combination's name in words ('papi 1–3', 'the run 28–33', 'four Kings')."""
    kind, _, span = name.partition(":")
    if kind in ("papi", "high"):
        low, high = span.split("-")
        return _text(f"minchiate.combination.{kind}", low=low, high=high)
    if kind == "kings":
        count = sum(1 for card in cards if card.endswith("K") and card[0] != "T") or 3
        return _text(f"minchiate.combination.kings.{min(count, 4)}")
    return _text(f"minchiate.combination.{name}")


def describe(event: Event) -> str:
    """One sentence for one event of a Minchiate deal (see ``pyapp.minchiate`` for the event kinds)."""
    kind = event.kind
    seat = SEAT_LETTERS[event.seat] if event.seat is not None else ""
    team = TEAM_NAMES[team_of(event.seat)] if event.seat is not None else ""
    scored = "" if event.points else ".zero"
    if kind == "dealer" and event.seat is not None:
        return _text("minchiate.event.dealer", seat=seat, first=SEAT_LETTERS[(event.seat + 1) % 4],
                     cutter=SEAT_LETTERS[(event.seat + 3) % 4])
    if kind == "cut":
        return _text("minchiate.event.cut", seat=seat, count=event.detail)
    if kind in ("steal", "dealer_steal"):
        return _text(f"minchiate.event.{kind}{scored}", seat=seat, cards=cards_phrase(event.cards),
                     points=event.points, team=team)
    if kind == "deal":
        key = "minchiate.event.deal" if event.detail not in ("", "0") else "minchiate.event.deal.empty"
        return _text(key, seat=seat, count=event.detail)
    if kind == "reveal":
        return _text(f"minchiate.event.reveal{scored}", seat=seat, card=cards_phrase(event.cards),
                     points=event.points, team=team)
    if kind == "take":
        return _text("minchiate.event.take", seat=seat, cards=cards_phrase(event.cards))
    if kind == "discard":
        key = "minchiate.event.discard" + (".fallback" if event.detail == "fallback" else "")
        if not event.cards:
            key += ".hidden"
        return _text(key, seat=seat, card=cards_phrase(event.cards))
    if kind == "declare":
        return _describe_declaration(event, seat, team)
    if kind == "expose":
        key = "minchiate.event.expose" if event.cards else "minchiate.event.expose.empty"
        return _text(key, cards=cards_phrase(event.cards))
    if kind == "play":
        return _text("minchiate.event.play", seat=seat, card=cards_phrase(event.cards))
    if kind == "trick":
        return _text(f"minchiate.event.trick{scored}", seat=seat, number=event.detail, points=event.points,
                     team=team)
    if kind == "resto":
        letter, _, resti = event.detail.partition(" ")
        resti_a, _, resti_b = resti.partition(":")
        return _text("minchiate.event.resto", team=_team_name(letter), resti_a=resti_a, resti_b=resti_b)
    if kind == "matto_paid":
        key = "minchiate.event.matto_paid" + (".matto" if event.cards == (MATTO,) else "")
        owner, _, creditor = event.detail.partition(" ")
        return _text(key, team=_team_name(owner), card=cards_phrase(event.cards),
                     creditor=_team_name(creditor))
    if kind == "end_points":
        letter, cards, combinations, beyond, last = event.detail.split()
        return _text("minchiate.event.end_points", team=_team_name(letter), points=event.points, cards=cards,
                     combinations=combinations, beyond=beyond, last=last)
    if kind == "end_resti":
        letter, _, delta = event.detail.partition(" ")
        if letter not in TEAM_LETTERS:
            return _text("minchiate.event.end_resti.none")
        form = "one" if event.points == 1 else "other"
        return _text(f"minchiate.event.end_resti.{form}", team=_team_name(letter), delta=delta,
                     count=event.points)
    if kind == "result":
        resti_a, _, resti_b = event.detail.partition(":")
        if event.points == 0:
            return _text("minchiate.event.result.draw", resti_a=resti_a, resti_b=resti_b)
        winner = TEAM_NAMES[0 if event.points > 0 else 1]
        return _text("minchiate.event.result.win", team=winner, net=abs(event.points), resti_a=resti_a,
                     resti_b=resti_b)
    return _text("minchiate.event.unknown", kind=kind)


def _team_name(letter: str) -> str:
    return TEAM_NAMES[TEAM_LETTERS.index(letter)] if letter in TEAM_LETTERS else letter


def _describe_declaration(event: Event, seat: str, team: str) -> str:
    names = [name for name in event.detail.split("+") if name]
    if not names:
        return _text("minchiate.event.declare.none", seat=seat)
    words = join_list([combination_phrase(name, event.cards) for name in names])
    with_bonus = MATTO in event.cards and any(name != MATTO_COMBINATION for name in names)
    key = "minchiate.event.declare.matto" if with_bonus else "minchiate.event.declare"
    return _text(key, seat=seat, combinations=words, points=event.points, team=team)


def transcript(events: Sequence[Event]) -> list[str]:
    """The whole log of a deal, one sentence per event."""
    return [describe(event) for event in events]
