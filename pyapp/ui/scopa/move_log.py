"""The last moves of the deal beside (or under) the table, for Scopa and Scopone: each seat's
last play stays in view until its next one, with the cards drawn small, the scope marked and
the deal's last take written out.

The pictures are for the eye (hidden from screen readers); each line carries the sentence the
announcer says. The section is not a live region: the page's announcer speaks each move once.
"""

from __future__ import annotations

from collections.abc import Callable

from pyapp.i18n import messages
from pyapp.scopa.actions import Play
from pyapp.scopa.deal_log import last_take, past_plays
from pyapp.scopa.position import ScopaDeal
from pyapp.ui.svg import card_picture, escape

PICTURE_WIDTH = 34


def _pictures(cards: tuple[str, ...]) -> str:
    return "".join(card_picture(card, PICTURE_WIDTH) for card in cards)


def _line(seat: int, attributes: str, played: tuple[str, ...], taken: tuple[str, ...], note: str,
          sentence: str, name: str) -> tuple[str, str]:
    """(the line's attributes, its content): who, the card played, what it took, a note."""
    arrow = f'<span class="move-arrow">→</span>{_pictures(taken)}' if taken else ""
    return (f' data-seat="{seat}"{attributes}',
            f'<span class="move-who" aria-hidden="true">{escape(name)}</span>'
            f'<span class="move-cards" aria-hidden="true">{_pictures(played)}{arrow}</span>{note}'
            f'<span class="visually-hidden">{escape(sentence)}</span>')


def render_move_log(record: ScopaDeal, plays_per_deal: int, seats: int, name_of: Callable[[int], str],
                    describe: Callable[[int, Play], str],
                    last_take_sentence: Callable[[int, tuple[str, ...]], str],
                    preview: tuple[int, Play] | None = None) -> str:
    """The section with the last ``2 * seats`` moves of *record*'s deal (a state or view), oldest
    first. *preview* is a move being shown and not yet made. The last *seats* lines (a move of
    each seat) are marked ``data-recent``, which is all the phone layout shows; ``data-newest``
    on the section is the newest move as ``seat:play``. The list always has its ``2 * seats``
    slots, the empty ones first (the newest move always in the last slot)."""
    lines: list[tuple[str, str]] = []
    plays = past_plays(record, plays_per_deal)
    for entry in plays[-2 * seats:]:
        note = (f'<span class="move-scopa">{escape(messages.text("moves.scopa"))}</span>' if entry.scopa else "")
        lines.append(_line(entry.seat, f' data-play="{entry.play}"' + (" data-scopa" if entry.scopa else ""),
                           (entry.play.card,), entry.play.take, note, describe(entry.seat, entry.play),
                           name_of(entry.seat)))
    newest = f"{plays[-1].seat}:{plays[-1].play}" if plays else ""
    if preview is not None:
        seat, play = preview
        lines.append(_line(seat, f' data-play="{play}" data-preview', (play.card,), play.take, "",
                           describe(seat, play), name_of(seat)))
        newest = f"{seat}:{play}"
    taken = last_take(record, plays_per_deal)
    if taken is not None:
        seat, cards = taken
        note = f'<span class="move-note" aria-hidden="true">{escape(messages.text("moves.last_take"))}</span>'
        lines.append(_line(seat, f' data-last-take="{"+".join(cards)}"', (), cards, note,
                           last_take_sentence(seat, cards), name_of(seat)))
    lines = lines[-2 * seats:]
    slots = 2 * seats
    first_recent = slots - seats
    # Every line has a slot of its own, the newest the last: the slots without a move yet come
    # first (kept empty), so that no line ever moves as the moves come in (style.css).
    empty = [("", "") for _ in range(slots - len(lines))]
    body = "".join(
        (f'<li class="move"{attributes}{" data-recent" if index >= first_recent else ""}>{content}</li>' if attributes
         else f'<li class="move-slot" aria-hidden="true"{" data-recent-slot" if index >= first_recent else ""}></li>')
        for index, (attributes, content) in enumerate(empty + lines))
    if not lines:
        # Over the last row of slots, the whole width (style.css): the slots keep the log's height.
        body += f'<li class="move-none">{escape(messages.text("moves.none"))}</li>'
    return (f'<section class="move-log" aria-label="{escape(messages.text("moves.label"))}" '
            f'data-newest="{escape(newest)}"><ol class="move-list">{body}</ol></section>')
