"""Pure renderer of the Scopone table: ScoponeTable -> HTML + inline SVG markup.

You sit at the bottom with your hand face up, your partner at the top, the opponents on your
right and left, their cards face down with a count; the table cards in the centre; the two
partnerships' piles ("Us", "Them") with their scope in the top corners. The seat to play is
marked, the dealer carries the dealer's chip. Interactive elements carry ``data-action`` and
``data-key`` as on the Scopa table, whose pieces (table cards, hand cards, capture choice, hint,
tracker, breakdown) are drawn by the same functions. Two layouts: ``wide`` (landscape: one row of
up to 10 cards) and ``tall`` (portrait phones: the hand in two overlapping rows of up to 5, so that
every card is a tap target of 44 CSS px or more at 360 px). Nothing here touches the browser.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyapp.i18n import messages
from pyapp.scopa.actions import Play
from pyapp.scopone import SEATS, plays_per_deal, side_of
from pyapp.ui import match_options
from pyapp.ui.chrome import render_notices, render_tools
from pyapp.ui.scopa import breakdown
from pyapp.ui.scopa.motion import dealt_to, just_taken
from pyapp.ui.scopa.move_log import render_move_log
from pyapp.ui.scopa.render import (
    capture_area,
    choice_key,
    just_laid,
    previewed_hand,
    previewed_table,
    render_choices,
    render_hand_card,
    render_hint,
    render_table_cards,
    scopa_moment,
    tracker_markup,
)
from pyapp.ui.scopone.table import (
    GAME,
    HUMAN,
    PARTNER,
    THEM,
    US,
    ScoponeTable,
    describe_last_take,
    describe_seat_play,
    seat_full_name,
    seat_name,
    side_name,
)
from pyapp.ui.svg import Display, attributes, card_height, card_image, escape
from pyapp.ui.table_pieces import hand_positions as table_hand_positions
from pyapp.ui.table_pieces import motion_attributes, pile_contents

SIDE_SEATS = (3, 1)  # left, right: drawn as vertical stacks


@dataclass(frozen=True, slots=True)
class Layout:
    """Where things go on the Scopone table (SVG user units)."""

    name: str
    width: int
    height: int
    hand_width: float       # the player's cards
    hand_per_row: int       # at most this many cards in a row of the hand
    hand_y: float           # the top of the hand's first row
    hand_row_step: float    # from one row of the hand to the next (less than a card: they overlap)
    hand_margin: float      # left/right room the hand keeps free
    other_width: float      # the table cards
    table_top: float
    table_bottom: float
    table_margin: float     # left/right room kept free beside the table cards
    back_width: float       # the other seats' cards, face down
    back_step: float        # how far apart those cards are (they overlap)
    partner: tuple[float, float]  # the centre x and the top of the partner's fan
    sides: tuple[float, float]    # the top of the side seats' stacks, and their distance from the edges
    you: tuple[float, float]      # where the player's name plate is (its start x, its baseline)
    pile_width: float
    piles_y: float          # the piles sit in the top corners (Us left, Them right)
    name_size: float        # the seats' and piles' names


WIDE = Layout("wide", 1000, 660, hand_width=108, hand_per_row=10, hand_y=458, hand_row_step=0, hand_margin=120,
              other_width=86, table_top=170, table_bottom=436, table_margin=124, back_width=54, back_step=13,
              partner=(500, 14), sides=(236, 22), you=(24, 560), pile_width=68, piles_y=16, name_size=19)
TALL = Layout("tall", 600, 920, hand_width=108, hand_per_row=5, hand_y=614, hand_row_step=100, hand_margin=8,
              other_width=88, table_top=156, table_bottom=584, table_margin=66, back_width=46, back_step=12,
              partner=(300, 12), sides=(214, 8), you=(12, 600), pile_width=60, piles_y=12, name_size=23)
LAYOUTS = {"wide": WIDE, "tall": TALL}


def dealer_sentence(seat: int) -> str:
    """Who dealt this deal ("You deal", "Your partner deals")."""
    return messages.text("dealer.you" if seat == HUMAN else f"scopone.dealer.{seat}")


def hand_positions(count: int, layout: Layout) -> list[tuple[float, float]]:
    """Where the player's cards go: one row (overlapping when it must), or rows of
    ``hand_per_row`` at most, as even as they can be, each row lower and in front of the last."""
    return table_hand_positions(count, layout.width, layout.hand_width, layout.hand_per_row, layout.hand_y,
                                layout.hand_row_step, layout.hand_margin)


def _dealer_chip(x: float, y: float, anchor: str, size: float) -> str:
    """The dealer's chip: a gold token with the word, its start (or end, *anchor*) at x, baseline y."""
    word = escape(messages.text("scopone.dealer.mark"))
    return (f'<g class="dealer-chip" role="img" aria-label="{word}">'
            f'<text class="dealer-word" x="{x:g}" y="{y:g}" text-anchor="{anchor}" font-size="{size:g}" '
            f'aria-hidden="true">{word}</text></g>')


def _seat(table: ScoponeTable, seat: int, layout: Layout, display: Display, preview: tuple[int, Play] | None) -> str:
    """A computer seat: its cards face down with their count, its name, the dealer's chip, the turn mark."""
    count = table.hand_count(seat) - (1 if preview and preview[0] == seat else 0)
    state = table.state
    to_play = state.to_play == seat and table.phase == "computer"
    width, step = layout.back_width, layout.back_step
    height = card_height(width)
    size = layout.name_size
    classes = f"seat seat-{seat}{' to-play' if to_play else ''}{' dealer' if state.dealer == seat else ''}"
    if seat == PARTNER:
        centre, top = layout.partner
        span = width + step * max(0, count - 1)
        origins = [(centre - span / 2 + index * step, top) for index in range(count)]
        box = (centre - max(span, width) / 2, top, max(span, width), height)
        name_x, name_y, anchor = centre, top + height + size + 6, "middle"
        chip = (centre, name_y + size + 2, "middle")
    else:
        top, edge = layout.sides
        x = edge if seat == 3 else layout.width - edge - width
        span = height + step * max(0, count - 1)
        origins = [(x, top + index * step) for index in range(count)]
        box = (x, top, width, max(span, height))
        anchor = "start" if seat == 3 else "end"
        name_x = edge if seat == 3 else layout.width - edge
        name_y = top - size * 0.55 - (size + 2 if state.dealer == seat else 0)
        chip = (name_x, top - size * 0.55, anchor)
    label = messages.plural("cards.count", count)
    parts = [f'<g class="{classes}" role="group" aria-label="{escape(seat_full_name(seat))}" data-seat="{seat}" '
             f'data-key="seat-{seat}" data-place="" data-count="{count}"'
             f'{attributes({"aria-current": "true" if to_play else None})}>']
    bx, by, bw, bh = box
    if to_play:
        parts.append(f'<rect class="seat-glow" x="{bx - 6:g}" y="{by - 6:g}" width="{bw + 12:g}" '
                     f'height="{bh + 12:g}" rx="12"/>')
    parts.append(f'<g class="seat-cards" role="img" aria-label="{escape(label)}">')
    dealt_from = f"seat-{state.dealer}" if seat in dealt_to(state.events) else None
    dealt: dict[str, object | None] = {"data-dealt-from": dealt_from}
    parts.extend(card_image("", cx, cy, width, css_class="card back small", back=True, back_name=display.back,
                            deck="scopa", attrs=dealt) for cx, cy in origins)
    if count:
        parts.append(f'<g class="seat-count" aria-hidden="true"><circle cx="{bx + bw / 2:g}" cy="{by + bh / 2:g}" '
                     f'r="{size * 0.95:g}"/><text x="{bx + bw / 2:g}" y="{by + bh / 2 + size * 0.36:g}" '
                     f'text-anchor="middle" font-size="{size:g}">{count}</text></g>')
    parts.append("</g>")
    parts.append(f'<text class="seat-label" x="{name_x:g}" y="{name_y:g}" text-anchor="{anchor}" '
                 f'font-size="{size:g}" aria-hidden="true">{escape(seat_name(seat))}</text>')
    if state.dealer == seat:
        parts.append(_dealer_chip(*chip, size * 0.8))
    parts.append("</g>")
    return "".join(parts)


def _you_plate(table: ScoponeTable, layout: Layout) -> str:
    """The player's own name plate (marked on their turn) and the dealer's chip when they deal."""
    x, y = layout.you
    size = layout.name_size
    to_play = table.phase == "human"
    classes = f"seat seat-0{' to-play' if to_play else ''}{' dealer' if table.state.dealer == HUMAN else ''}"
    # Wide: the chip under the name, beside the hand; tall: the hand spans the table, so the chip
    # goes at the other end of the name's line.
    where = (x, y + size + 2, "start") if layout.name == "wide" else (layout.width - x, y, "end")
    chip = _dealer_chip(*where, size * 0.8) if table.state.dealer == HUMAN else ""
    return (f'<g class="{classes}" role="group" aria-label="{escape(seat_full_name(HUMAN))}" data-seat="0" '
            f'data-key="seat-0" data-place=""{attributes({"aria-current": "true" if to_play else None})}>'
            f'<text class="seat-label" x="{x:g}" y="{y:g}" font-size="{size:g}" aria-hidden="true">'
            f'{escape(seat_name(HUMAN))}</text>{chip}</g>')


def _pile(table: ScoponeTable, side: int, layout: Layout, display: Display) -> str:
    """A partnership's captured cards (those just taken face up under the backs), their count,
    its name and its scope."""
    state = table.state
    taken = tuple(card for seat, cards in just_taken(state.events).items() if side_of(seat) == side for card in cards)
    cards, scope = len(state.piles[side]), state.scope[side]
    width, size = layout.pile_width, layout.name_size
    height = card_height(width)
    x = 10 if side == US else layout.width - 10 - width
    y = layout.piles_y
    label = messages.text("scopone.pile.label", side=messages.text(f"scopone.side.full.{side}"), count=cards,
                          scope=scope)
    marker_x = width + 8 if side == US else -30  # the scope beside the pile, towards the middle
    return (f'<g class="pile side-{side}" data-key="pile-{side}" data-pile="{side}" data-count="{cards}" '
            f'data-scope="{scope}" transform="translate({x:g} {y:g})" role="img" aria-label="{escape(label)}">'
            f'{pile_contents(width, cards, scope, marker_x, display, taken)}'
            f'<text class="side-name" x="{width / 2:g}" y="{height + size + 4:g}" text-anchor="middle" '
            f'font-size="{size:g}">{escape(side_name(side))}</text></g>')


def render_svg(table: ScoponeTable, layout: Layout, preview: tuple[int, Play] | None = None,
               display: Display = Display()) -> str:
    """The table as one inline SVG. *preview* shows a move about to happen (the card on the table,
    the cards it takes highlighted)."""
    state = table.state
    parts = [f'<svg class="table-svg scopone-svg layout-{layout.name}" viewBox="0 0 {layout.width} {layout.height}" '
             f'role="group" aria-label="{escape(messages.text("table.label"))}">',
             f'<rect class="felt" width="{layout.width}" height="{layout.height}" rx="24"/>']
    for seat in (PARTNER, *SIDE_SEATS):
        parts.append(_seat(table, seat, layout, display, preview))
    parts.append(_you_plate(table, layout))
    table_cards, incoming, taking = previewed_table(state.table, preview)
    origin = f"seat-{preview[0]}" if preview and preview[0] != HUMAN else None
    dealt_seats = dealt_to(state.events)
    deal_origin = f"seat-{state.dealer}"
    parts.append(render_table_cards(table, table_cards, layout, taking, incoming, origin, display,
                                    just_laid(state.history, preview), deal_origin if None in dealt_seats else None))
    # The piles (after the table: the cards just taken fly into them over it).
    parts.append(_pile(table, US, layout, display))
    parts.append(_pile(table, THEM, layout, display))
    hand, playable = previewed_hand(table, preview)
    hand_from = deal_origin if HUMAN in dealt_seats else None
    parts.append(f'<g class="hand" role="group" aria-label="{escape(messages.text("hand.label"))}">')
    parts.extend(render_hand_card(table, card, choice_key(index + 1), x, y, layout.hand_width, card in playable,
                                  display, hand_from)
                 for index, (card, (x, y)) in enumerate(zip(hand, hand_positions(len(hand), layout))))
    parts.append("</g></svg>")
    return "".join(parts)


def turn_text(table: ScoponeTable) -> str:
    """Whose turn it is, in the header."""
    seat = table.state.to_play
    if table.phase == "human":
        return messages.text("turn.you")
    if table.phase == "computer" and seat is not None:
        return messages.text(f"scopone.turn.{seat}")
    return messages.text("turn.match.over" if table.phase == "match-over" else "turn.over")


def render_status(table: ScoponeTable) -> str:
    """The header: the menu, the tools, the partnerships' score and whose turn it is (the deal's
    details are beside the table: :func:`render_meta`)."""
    us, them = table.match.scores
    return (f'<header class="status" data-phase="{table.phase}">'
            f'<h1 class="visually-hidden">{escape(messages.text("start.scopone"))}</h1>'
            f'<button class="nav-button" type="button" data-action="menu" data-key="menu" '
            f'title="{escape(messages.text("nav.menu.label"))}">{escape(messages.text("nav.menu"))}</button>'
            f'<div class="tools">{render_tools(GAME)}</div>'
            f'<div class="score" role="group" aria-label="{escape(messages.text("score.label"))}" '
            f'data-score-you="{us}" data-score-ai="{them}">'
            f'<span class="score-you">{escape(side_name(US))} <b>{us}</b></span>'
            f'<span class="score-sep" aria-hidden="true">–</span>'
            f'<span class="score-ai"><b>{them}</b> {escape(side_name(THEM))}</span></div>'
            f'<div class="turn turn-{table.phase}" data-turn="{table.phase}"'
            f'{attributes({"data-to-play": table.state.to_play})}>{escape(turn_text(table))}</div>'
            f"</header>")


def render_meta(table: ScoponeTable) -> str:
    """The deal's details over the last moves: its number, the dealer (for screen readers: the
    table shows the dealer's chip) and the match's rules."""
    options = match_options.join(GAME, table.match.mode, table.match.rules)
    return (f'<p class="meta"><span>{escape(messages.text("deal.number", number=table.match.deal_number))}'
            f'</span><span class="visually-hidden" data-dealer="{table.state.dealer}"> · '
            f'{escape(dealer_sentence(table.state.dealer))}</span>'
            f' · <span data-rules="{escape(options)}">{escape(match_options.describe(GAME, options))}</span></p>')


def render_breakdown(table: ScoponeTable) -> str:
    """The end-of-deal breakdown (and the end of the match) by partnership, as a modal dialog."""
    us, them = table.match.scores
    return breakdown.deal_breakdown(
        table.match, table.phase, GAME, (side_name(US), side_name(THEM)),
        lambda won: messages.text("scopone.match.won" if won else "scopone.match.lost", us=us, them=them),
        describe_last_take)


def render(table: ScoponeTable, layout_name: str = "wide", preview: tuple[int, Play] | None = None,
           notices: tuple[str, ...] = (), display: Display = Display(), settling: bool = False) -> str:
    """The whole Scopone screen (*settling*: the deal has just ended and its last cards fly to
    their pile, the breakdown opens after)."""
    layout = LAYOUTS.get(layout_name, WIDE)
    state = table.state
    tracker = tracker_markup(state.view(HUMAN).unseen()) if display.aids else ""
    moves = render_move_log(state, plays_per_deal(state.mode), SEATS, seat_name, describe_seat_play,
                            describe_last_take, preview)
    area = capture_area(render_svg(table, layout, preview, display), moves, render_hint(table), tracker,
                        scopa_moment(state, preview, seat_name, display.speed), render_choices(table),
                        render_meta(table))
    root = {"data-selected": table.selected, "data-to-play": state.to_play, **motion_attributes(display.speed)}
    return (f'<div class="game game-scopone" data-game="{GAME}" data-phase="{table.phase}" '
            f'data-plays="{state.plays_made}" data-deal="{table.match.deal_number}" data-mode="{table.match.mode}"'
            f'{attributes(root)}>'
            f"{render_status(table)}{render_notices(notices)}"
            f"{area}"
            f"{'' if settling else render_breakdown(table)}</div>")
