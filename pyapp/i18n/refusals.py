"""What the player reads when a move is refused, in the player's language: the one place that
words a refusal (``pyapp.engine.Refusal``).

The engines say why an action is refused as data (``state.refusal(action)``, carried by the
``IllegalActionError`` that ``play`` raises, whose own message stays English for the Python API
and the bot protocol); the screens' models name their own refusals the same way.  ``sentence``
turns one into the catalog's "That move is not possible: {detail}"; ``reason`` gives the rule
that keeps a card from being used ("you must follow suit: ..."), and ``explanation`` the line a
screen shows on such a card.  A refusal with no wording (a malformed action, which the screens
never send) gets the plain sentence, never the English detail.

>>> from pyapp.engine import IllegalActionError, Refusal
>>> sentence(IllegalActionError("7b is not in the hand of seat 0", Refusal("not_in_hand", card="7b")))
'That move is not possible: you do not hold the Seven of Batons'
>>> explanation(Refusal("follow_suit", card="T12", suit="C"))
'The Hanged Man (XII): not playable now (you must follow suit: cups)'
>>> sentence(ValueError("not a Scopa card: 'x'"))
'That move is not possible.'
"""

from __future__ import annotations

from pyapp.cards import is_minchiate_card, is_scopa_card
from pyapp.engine import Refusal
from pyapp.i18n import messages
from pyapp.i18n.card_names import card_name, card_phrase, suit_name, trump_title

_PLAY_RULES = ("kings_rule", "follow_suit", "must_trump")
_DISCARD_RULES = ("discard_t29", "discard_points")
_FOLLOW_RULES = ("follow_suit", "must_follow")  # Minchiate's and Tressette's codes for one rule
_GIVEN_REASON = (*_DISCARD_RULES, "must_follow")  # refusals whose detail names the card and the rule

DETAIL_KEYS: dict[str, str] = {
    "deal_over": "refusal.deal_over",
    "match_over": "refusal.match_over",
    "deal_not_over": "refusal.deal_not_over",
    "not_your_turn": "refusal.not_your_turn",
    "not_now": "refusal.not_now",
    "not_in_hand": "refusal.not_in_hand",
    "not_playable": "refusal.card",
    **{code: "refusal.card" for code in _PLAY_RULES},
    "capture": "refusal.capture",
    "must_lay": "refusal.must_lay",
    **{code: "refusal.discard.because" for code in _DISCARD_RULES},
    "discard_full": "refusal.discard.full",
    "discard_count": "refusal.discard.count",
    "nothing_to_declare": "refusal.nothing_to_declare",
    "declaration": "refusal.declaration",
    "no_combination": "refusal.no_combination",
    # Tressette (its spec's codes)
    "must_follow": "refusal.card.because",
    "accuso_off": "refusal.accuso_off",
    "accuso_closed": "refusal.accuso_closed",
    "accuso_not_held": "refusal.no_combination",
    "accuso_repeated": "refusal.accuso_repeated",
    "signals_off": "refusal.signals_off",
    "signal_not_lead": "refusal.signal_not_lead",
    "signal_false": "refusal.signal_false",
}
"""The catalog key of each refusal code's detail (a malformed action, ``not_an_action`` or Tressette's
``bad_action``, has none: the plain sentence)."""


def sentence(error: Exception) -> str:
    """The refusal *error* carries, as one sentence in the current language."""
    refusal = getattr(error, "refusal", None)
    detail = _detail(refusal) if isinstance(refusal, Refusal) else None
    if detail is None:
        return messages.text("error.action.plain")
    return messages.text("error.action", detail=detail)


def reason(refusal: Refusal) -> str:
    """The rule that refuses a card, in the current language ("kings rule: you must play ...")."""
    fields = refusal.fields
    code = refusal.code
    if code == "kings_rule":
        return messages.text("refusal.reason.kings", king=card_phrase(str(fields["king"])))
    if code in _FOLLOW_RULES:
        return messages.text("refusal.reason.follow", suit=suit_name(str(fields["suit"])))
    if code == "must_trump":
        return messages.text("refusal.reason.trump")
    if code == "discard_t29":
        return messages.text("refusal.reason.t29", title=trump_title(29))
    if code == "discard_points":
        return messages.text("refusal.reason.points", points=fields["points"])
    return _detail(refusal) or messages.text("error.action.plain")


def explanation(refusal: Refusal) -> str:
    """What a screen says on a card it will not let the player use, and why."""
    card = card_name(str(refusal.fields.get("card", "")))
    if refusal.code in _DISCARD_RULES:
        return messages.text("refusal.discard.cannot", card=card, reason=reason(refusal))
    return messages.text("refusal.play.cannot", card=card, reason=reason(refusal))


def _detail(refusal: Refusal | None) -> str | None:
    """The refusal as the detail of the refusal sentence; None when it has no wording."""
    if refusal is None or refusal.code not in DETAIL_KEYS:
        return None
    key = DETAIL_KEYS[refusal.code]
    fields: dict[str, object] = dict(refusal.fields)
    if "card" in fields:
        card = str(fields["card"])
        if not (is_scopa_card(card) or is_minchiate_card(card)):
            return None  # a malformed id, which the screens never send
        fields["card"] = card_phrase(card)
    if refusal.code in _GIVEN_REASON:
        fields = {"card": fields["card"], "reason": reason(refusal)}
    if f"{key}.other" in messages.ENGLISH:
        return messages.plural(key, int(str(fields.pop("count"))), **fields)
    return messages.text(key, **fields)
