"""What several games' tables draw alike, outside any game's part (a Briscola visit loads no Scopa
code): how long a card's flight and a deal take on the page, and a pile of taken cards.

The page flies the cards (``web/page/motion.js``): see :mod:`pyapp.ui.scopa.motion` for the marks a
table leaves for it.
"""

from __future__ import annotations

from pyapp.ui.svg import Display, card_height, card_image

FLIGHT_MS = 360    # one card's flight (hand to table, table to pile, stock to hand)
DEAL_MS = 900      # a whole deal, from the first card leaving the stock to the last one landing


def motion_attributes(speed: float) -> dict[str, object | None]:
    """The game root's attributes telling the page how long a flight and a deal take at *speed*
    (the speed setting's factor: 0 is off)."""
    return {"data-flight-ms": round(FLIGHT_MS * speed), "data-deal-ms": round(DEAL_MS * speed)}


def pile_contents(width: float, cards: int, scope: int, marker_x: float, display: Display,
                  taken: tuple[str, ...] = ()) -> str:
    """Inside a pile's group: the cards just *taken*, face up under a few backs (or an empty
    place), so that the page flies them in from the table; the count of its cards, and its scope
    as a marker each beside it at *marker_x* (one marker and the number past three)."""
    height = card_height(width)
    parts = [card_image(card, 0, 0, width, css_class="card taken", attrs={"data-card": card}) for card in taken]
    if cards:
        parts.extend(card_image("", layer * 2, -layer * 2, width, css_class="card pile-card", back=True,
                                back_name=display.back, deck="scopa") for layer in range(min(3, 1 + cards // 8)))
    else:
        parts.append(f'<rect class="pile-empty" width="{width:g}" height="{height:g}" rx="6"/>')
    if cards:  # on a dark disc in the pile's lower part, clear of the back's rosette and the name under it
        parts.append(f'<circle class="pile-count-disc" cx="{width / 2:g}" cy="{height - 20:g}" r="17"/>')
        parts.append(f'<text class="pile-count" x="{width / 2:g}" y="{height - 12.5:g}" '
                     f'text-anchor="middle">{cards}</text>')
    else:
        parts.append(f'<text class="pile-count" x="{width / 2:g}" y="{height / 2 + 9:g}" '
                     f'text-anchor="middle">{cards}</text>')
    for index in range(scope if scope <= 3 else 1):
        parts.append(f'<g class="scopa-marker" transform="translate({marker_x:g} {index * 26:g})">'
                     f'<circle r="11" cx="11" cy="11"/><text x="11" y="16" text-anchor="middle">S</text></g>')
    if scope > 3:
        parts.append(f'<text class="scope-count" x="{marker_x + 11:g}" y="46" text-anchor="middle">×{scope}</text>')
    return "".join(parts)


