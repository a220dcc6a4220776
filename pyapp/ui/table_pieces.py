"""What several games' tables draw alike, outside any game's part (a Briscola visit loads no Scopa
code): how long a card's flight and a deal take on the page, a pile of taken cards, where a hand's
cards go, a computer seat's cards face down, and a trick on the table and in the log.

The page flies the cards (``web/page/motion.js``): see :mod:`pyapp.ui.scopa.motion` for the marks a
table leaves for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pyapp.ui.svg import Display, card_height, card_image, card_picture, escape

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




def hand_positions(count: int, table_width: float, width: float, per_row: int, top: float, row_step: float,
                   margin: float) -> list[tuple[float, float]]:
    """Where the player's *count* cards of *width* go on a table *table_width* wide: one row
    (overlapping when it must, *margin* kept free on each side), or rows of *per_row* at most, as even
    as they can be, each *row_step* lower and in front of the last, the first at *top*."""
    if count == 0:
        return []
    rows = -(-count // per_row)
    in_rows = -(-count // rows)
    step = min(width * 1.1, (table_width - 2 * margin - width) / max(1, in_rows - 1))
    positions = []
    for index in range(count):
        row, column = divmod(index, in_rows)
        in_row = min(in_rows, count - row * in_rows)
        start = (table_width - (width + step * (in_row - 1))) / 2
        positions.append((start + column * step, top + row * row_step))
    return positions


def seat_backs(place: str, count: int, table_width: float, width: float, step: float, top_y: float,
               sides: tuple[float, float], display: Display, seat: int, count_size: float, to_play: bool,
               drawn_now: bool = False) -> tuple[str, tuple[float, float, float, float]]:
    """A computer seat's *count* cards face down, their count on a disc, and the turn's glow when it is
    *to_play*: fanned at the top centre (*place* ``N``, from *top_y*) or stacked down a side (``W``,
    ``E``: from the top *sides[0]*, *sides[1]* from the edge). The last card comes from the stock when
    *drawn_now*. Returns the markup and the cards' box (x, y, width, height)."""
    height = card_height(width)
    if place == "N":
        span = width + step * max(0, count - 1)
        x0 = table_width / 2 - span / 2
        origins = [(x0 + index * step, top_y) for index in range(count)]
        box = (x0, top_y, max(span, width), height)
    else:
        top, edge = sides
        x = edge if place == "W" else table_width - edge - width
        origins = [(x, top + index * step) for index in range(count)]
        box = (x, top, width, height + step * max(0, count - 1))
    bx, by, bw, bh = box
    parts = []
    if to_play:
        parts.append(f'<rect class="seat-glow" x="{bx - 6:g}" y="{by - 6:g}" width="{bw + 12:g}" '
                     f'height="{bh + 12:g}" rx="12"/>')
    for index, (cx, cy) in enumerate(origins):
        attrs: dict[str, object | None] = {"data-key": f"back-{seat}-{index}",
                                           "data-dealt-from": "stock" if drawn_now and index == count - 1 else None}
        parts.append(card_image("", cx, cy, width, css_class="card back small", back=True, back_name=display.back,
                                deck="scopa", attrs=attrs))
    if count:
        parts.append(f'<g class="seat-count" aria-hidden="true"><circle cx="{bx + bw / 2:g}" cy="{by + bh / 2:g}" '
                     f'r="{count_size * 0.95:g}"/><text x="{bx + bw / 2:g}" y="{by + bh / 2 + count_size * 0.36:g}" '
                     f'text-anchor="middle" font-size="{count_size:g}">{count}</text></g>')
    return "".join(parts), box


def trick_position(place: str, centre: tuple[float, float], width: float) -> tuple[float, float]:
    """The top-left corner of the card of *width* a seat at *place* (``S``, ``N``, ``E``, ``W``) plays
    to a trick around *centre*: each card in front of its seat."""
    cx, cy = centre
    height = card_height(width)
    dx, dy = {"S": (0, 0.3), "N": (0, -0.3), "E": (0.75, 0), "W": (-0.75, 0)}[place]
    return cx - width / 2 + dx * width * 1.3, cy - height / 2 + dy * height


def trick_cards(plays: Sequence[tuple[int, str]], winner: int | None, places: Sequence[str],
                centre: tuple[float, float], width: float, label: str, said: Callable[[int, str], str]) -> str:
    """A trick on the table (its group named *label*): each card in front of the seat that played it
    (*places*: each seat's place), the lead's marked, the winner's too once known; a computer's last
    card comes from its seat (``data-from``). *said* names a play for a screen reader."""
    parts = [f'<g class="trick" role="list" aria-label="{escape(label)}" data-trick="{len(plays)}">' if plays else
             f'<g class="trick" role="group" aria-label="{escape(label)}" data-trick="0">']
    for index, (seat, card) in enumerate(plays):
        x, y = trick_position(places[seat], centre, width)
        classes = "card in-trick" + (" winner" if seat == winner else "") + (" lead" if index == 0 else "")
        attrs: dict[str, object | None] = {"role": "listitem", "data-card": card, "data-seat": places[seat]}
        if seat != 0 and index == len(plays) - 1:
            attrs["data-from"] = f"seat-{seat}"  # (a card already on the table keeps its place)
        parts.append(card_image(card, x, y, width, css_class=classes, label=said(seat, card), attrs=attrs))
    parts.append("</g>")
    return "".join(parts)


def log_trick(plays: Sequence[tuple[int, str]], winner: int | None, places: Sequence[str], words: str) -> str:
    """A trick in the log beside the table: its cards as small pictures marked with their seats' letters
    (the winner's outlined), and *words* for a screen reader."""
    pictures = "".join(
        f'<span class="log-play{" winner" if seat == winner else ""}" data-seat="{places[seat]}">'
        f'{card_picture(card, 30)}<span class="log-seat">{escape(places[seat])}</span></span>'
        for seat, card in plays)
    return (f'<span class="visually-hidden">{escape(words)}</span>'
            f'<span class="b-move-cards" aria-hidden="true">{pictures}</span>')


def side_piles(shown: Sequence[tuple[int, tuple[str, ...]]], labels: Sequence[str], names: Sequence[str],
               right: float, top: float, width: float, gap: float, name_size: float, name_scale: float,
               display: Display) -> str:
    """Each side's pile face down in a row ending at *right*, from *top* (*shown*: each pile's count and
    the cards just collected into it, face up under its backs so that they fly in), its accessible
    *label* and its *name* under it (*name_scale* of *name_size*; the last one's kept inside the table)."""
    height = card_height(width)
    sides = len(shown)
    parts = []
    for side, (cards, taken) in enumerate(shown):
        x = right - (sides - side) * (width + gap) + gap
        last = side == sides - 1
        parts.append(f'<g class="pile side-{side}" data-key="pile-{side}" data-pile="{side}" data-count="{cards}" '
                     f'transform="translate({x:g} {top:g})" role="img" aria-label="{escape(labels[side])}">'
                     f'{pile_contents(width, cards, 0, width + 8, display, taken)}'
                     f'<text class="side-name" x="{width if last else width / 2:g}" y="{height + name_size + 2:g}" '
                     f'text-anchor="{"end" if last else "middle"}" font-size="{name_size * name_scale:g}">'
                     f'{escape(names[side])}</text>'
                     f"</g>")
    return "".join(parts)
