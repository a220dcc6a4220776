"""What the player reads when a move is refused, in the player's language.

The engines and the table models raise ``IllegalActionError`` with an English message (for
the Python API and the bot protocol) and, where a player can meet it, a message key with its
fields (``pyapp.engine.IllegalActionError``).  ``sentence`` turns that into the catalog's
"That move is not possible: {detail}"; a refusal without a key (a malformed action, which
the screens never send) gets the plain sentence, never the English detail.

>>> from pyapp.engine import IllegalActionError
>>> sentence(IllegalActionError("7b is not in the hand of seat 0", "refusal.not_in_hand", card="7b"))
'That move is not possible: you do not hold the Sette di bastoni'
>>> sentence(ValueError("not a Scopa card: 'x'"))
'That move is not possible.'
"""

from __future__ import annotations

from pyapp.cards import is_minchiate_card, is_scopa_card
from pyapp.i18n import messages
from pyapp.i18n.card_names import card_phrase


def sentence(error: Exception) -> str:
    """The refusal *error* says, as one sentence in the current language."""
    key = getattr(error, "key", None)
    if not key:
        return messages.text("error.action.plain")
    fields = dict(getattr(error, "fields", {}))
    if "card" in fields:
        card = str(fields["card"])
        if not (is_scopa_card(card) or is_minchiate_card(card)):
            return messages.text("error.action.plain")  # a malformed id, which the screens never send
        fields["card"] = card_phrase(card)
    if f"{key}.other" in messages.ENGLISH:
        count = int(fields.pop("count"))
        detail = messages.plural(key, count, **fields)
    else:
        detail = messages.text(key, **fields)
    return messages.text("error.action", detail=detail)
