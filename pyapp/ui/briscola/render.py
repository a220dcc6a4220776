"""Pure renderer of the Briscola table: BriscolaTable -> HTML + inline SVG markup.

You sit at the bottom with your hand face up; the other seats' hands are card backs with their
count: the opponent (two players) or your partner (four) at the top, the seats on your right (E)
and left (W) at the sides. The stock lies top left with its count, the briscola face up across its
foot (the last card to draw); the piles (one per side, face down: points are not shown during a
game, §11.1) top right; the trick in the middle, each card in front of the seat that played it.

Cards move as on the Scopa table (:mod:`pyapp.ui.scopa.motion`): a card keeps its ``data-card``
from the hand to the trick and from the trick to its taker's pile, a computer's card comes from its
seat (``data-from``) and a drawn card from the stock (``data-dealt-from``). Two layouts: ``wide``
(landscape) and ``tall`` (portrait phones). Nothing here touches the browser.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyapp.briscola import Drew, Exchange, Exchanged, game_winner
from pyapp.briscola.rules import POINTS, SEAT_LETTERS, SUIT
from pyapp.i18n import messages
from pyapp.i18n.card_names import card_name, card_name_list, card_phrase, suit_name
from pyapp.ui import match_options
from pyapp.ui.briscola.table import HUMAN, BriscolaTable
from pyapp.ui.chrome import render_hint_line, render_notices, render_tools
from pyapp.ui.svg import Display, attributes, card_height, card_image, card_picture, escape
from pyapp.ui.table_pieces import log_trick, motion_attributes, side_piles, trick_cards

GAME = "briscola"


@dataclass(frozen=True, slots=True)
class Layout:
    """Where things go on the Briscola table (SVG user units)."""

    name: str
    width: int
    height: int
    hand_width: float          # the player's cards
    hand_y: float
    trick_width: float         # the cards of the trick
    centre: tuple[float, float]  # the middle of the trick
    back_width: float          # the other seats' cards, face down
    top_y: float               # the top seat's cards
    side_y: float              # the top of the side seats' stacks
    stock: tuple[float, float]  # the stock's top-left corner
    stock_width: float
    piles_right: float         # the piles' row ends here (from the right), at the top
    pile_width: float
    pile_gap: float            # between two piles: room for the longer name under the last one
    name_size: float
    seat_name_scale: float     # the top seat's name (with "Dealer"), beside the stock's briscola
    pile_name_scale: float


WIDE = Layout("wide", 1000, 640, hand_width=112, hand_y=440, trick_width=92, centre=(500, 300), back_width=64,
              top_y=16, side_y=250, stock=(26, 24), stock_width=78, piles_right=16, pile_width=66, pile_gap=22,
              name_size=19, seat_name_scale=1.0, pile_name_scale=0.8)
TALL = Layout("tall", 600, 920, hand_width=150, hand_y=640, trick_width=104, centre=(300, 420), back_width=58,
              top_y=14, side_y=250, stock=(16, 20), stock_width=80, piles_right=10, pile_width=62, pile_gap=34,
              name_size=23, seat_name_scale=0.8, pile_name_scale=0.7)
LAYOUTS = {"wide": WIDE, "tall": TALL}


# --- words -----------------------------------------------------------------------------------------

def seat_name(seat: int, players: int) -> str:
    """'You', 'Computer', 'East', 'Partner', 'West' by the table size."""
    return messages.text("seat.you") if seat == HUMAN else messages.text(f"b.seat.{players}.{seat}")


def side_name(side: int, players: int) -> str:
    """A side's name: a seat's, or a partnership's with four players."""
    return messages.text(f"b.team.{side}") if players == 4 else seat_name(side, players)


def describe_play(seat: int, card: str, players: int) -> str:
    """One sentence saying that *seat* plays *card*."""
    return messages.text("b.announce.play.you" if seat == HUMAN else "b.announce.play", seat=seat_name(seat, players),
                         card=card_phrase(card))


def describe_exchange(event: Exchanged, players: int) -> str:
    you = event.seat == HUMAN
    return messages.text("b.announce.exchange.you" if you else "b.announce.exchange",
                         seat=seat_name(event.seat, players), given=card_phrase(event.given),
                         taken=card_phrase(event.taken))


def describe_hint(table: BriscolaTable, action: object) -> str:
    """The hint's action in words."""
    if isinstance(action, Exchange):
        _, face_up = table.stock_shown()
        return messages.text("b.hint.exchange", given=card_phrase(action.card), taken=card_phrase(face_up or ""))
    return messages.text("b.hint.play", card=card_phrase(getattr(action, "card", "")))


def describe_draws(draws: tuple[Drew, ...], players: int) -> list[str]:
    """What the player hears of a drawing round: their own card, and who took the briscola."""
    sentences = []
    for event in draws:
        if event.face_up:
            key = "b.announce.draw.briscola.you" if event.seat == HUMAN else "b.announce.draw.briscola"
            sentences.append(messages.text(key, seat=seat_name(event.seat, players), card=card_phrase(event.card)))
        elif event.seat == HUMAN:
            sentences.append(messages.text("b.announce.draw", card=card_phrase(event.card)))
    return sentences


def trick_sentence(table: BriscolaTable) -> str:
    """The cards of the trick in play, in words (empty when none is played)."""
    players = table.players
    return messages.join_list([messages.text("b.trick.play", seat=seat_name(seat, players), card=card_name(card))
                               for seat, card in table.state.trick])


def turn_sentence(table: BriscolaTable) -> str:
    """The player's turn: the trick so far, their cards, and the exchange when it is possible."""
    cards = card_name_list(table.hand())
    trick = trick_sentence(table)
    sentence = (messages.text("b.announce.turn.trick", trick=trick, cards=cards) if trick
                else messages.text("b.announce.turn", cards=cards))
    exchange = table.exchange()
    if exchange is not None:
        _, face_up = table.stock_shown()
        sentence += " " + messages.text("b.announce.exchange.possible", given=card_phrase(exchange.card),
                                        taken=card_phrase(face_up or ""))
    return sentence


def game_sentence(table: BriscolaTable) -> str:
    """A new game: its number, the trumps and the briscola, and the player's cards."""
    state = table.state
    return messages.text("b.announce.game", number=table.game_number, suit=suit_name(state.trump),
                         card=card_phrase(state.briscola), cards=card_name_list(table.hand()))


# --- the table ---------------------------------------------------------------------------------------

def seat_place(table: BriscolaTable, seat: int) -> str:
    """Where *seat* sits: 'S' (bottom), 'N' (top), 'E' (right) or 'W' (left)."""
    return table.seat_letter(seat)


def _seat(table: BriscolaTable, seat: int, layout: Layout, display: Display) -> str:
    """A computer seat: its cards face down with their count (its partner's face up once shown), its
    name, the dealer's mark and the turn mark."""
    players = table.players
    place = seat_place(table, seat)
    hand = table.hand(seat)
    count = len(hand)
    partner_hand = table.partner_hand() if place == "N" and players == 4 else None
    to_play = table.phase == "computer" and table.state.to_play == seat
    width = layout.back_width
    height = card_height(width)
    size = layout.name_size
    step = width * 0.42
    if place == "N":
        span = width + step * max(0, count - 1)
        x0 = layout.width / 2 - span / 2
        origins = [(x0 + index * step, layout.top_y) for index in range(count)]
        box = (x0, layout.top_y, max(span, width), height)
        name = (layout.width / 2, layout.top_y + height + size + 4, "middle")
        size_of_name = size * layout.seat_name_scale
    else:
        x = 12 if place == "W" else layout.width - 12 - width
        origins = [(x, layout.side_y + index * step) for index in range(count)]
        box = (x, layout.side_y, width, height + step * max(0, count - 1))
        name = (12 if place == "W" else layout.width - 12, layout.side_y - size * 0.6,
                "start" if place == "W" else "end")
        size_of_name = size
    drawn_now = not table.settling and any(event.seat == seat for event in table.draws())
    classes = (f"seat seat-{seat}{' to-play' if to_play else ''}{' dealer' if table.state.dealer == seat else ''}")
    label = messages.text("b.seat.label", seat=seat_name(seat, players), cards=messages.plural("cards.count", count))
    parts = [f'<g class="{classes}" role="group" aria-label="{escape(label)}" data-seat="{place}" '
             f'data-key="seat-{seat}" data-place="" data-count="{count}"'
             f'{attributes({"aria-current": "true" if to_play else None})}>']
    bx, by, bw, bh = box
    if to_play:
        parts.append(f'<rect class="seat-glow" x="{bx - 6:g}" y="{by - 6:g}" width="{bw + 12:g}" '
                     f'height="{bh + 12:g}" rx="12"/>')
    for index, (cx, cy) in enumerate(origins):
        last = index == count - 1
        if partner_hand is not None:
            card = partner_hand[index]
            parts.append(card_image(card, cx, cy, width, css_class="card partner-card", label=card_name(card),
                                    attrs={"data-card": card}))
        else:
            attrs: dict[str, object | None] = {"data-key": f"back-{seat}-{index}",
                                               "data-dealt-from": "stock" if drawn_now and last else None}
            parts.append(card_image("", cx, cy, width, css_class="card back small", back=True,
                                    back_name=display.back, deck="scopa", attrs=attrs))
    if count and partner_hand is None:
        parts.append(f'<g class="seat-count" aria-hidden="true"><circle cx="{bx + bw / 2:g}" cy="{by + bh / 2:g}" '
                     f'r="{size * 0.95:g}"/><text x="{bx + bw / 2:g}" y="{by + bh / 2 + size * 0.36:g}" '
                     f'text-anchor="middle" font-size="{size:g}">{count}</text></g>')
    nx, ny, anchor = name
    # (on a phone the top seat's name stays short, clear of the stock's briscola: the line under the
    # table names the dealer)
    marked = table.state.dealer == seat and not (place == "N" and layout.name == "tall")
    dealer = f" · {messages.text('b.dealer.mark')}" if marked else ""
    parts.append(f'<text class="seat-label" x="{nx:g}" y="{ny:g}" text-anchor="{anchor}" font-size="{size_of_name:g}" '
                 f'aria-hidden="true">{escape(seat_name(seat, players) + dealer)}</text></g>')
    return "".join(parts)


def _stock(table: BriscolaTable, layout: Layout, display: Display) -> str:
    """The stock with its count and the briscola face up across its foot, or, once it is drawn, the
    trumps' marker (which card the briscola was, and who took it)."""
    count, face_up = table.stock_shown()
    x, y = layout.stock
    width = layout.stock_width
    height = card_height(width)
    label = messages.text("stock.count", count=count)
    parts = [f'<g class="stock" data-key="stock" data-place="" data-count="{count}" '
             f'transform="translate({x:g} {y:g})" role="group" aria-label="{escape(label)}">']
    if face_up is not None:
        briscola_label = messages.text("b.briscola.label", card=card_name(face_up))
        # Across the stock's foot, turned a quarter: it sticks out to the right, the last card to draw.
        # A card a computer has just put there comes from its seat (one the player put, from the hand).
        given_by = next((event.seat for event in table.state.events if isinstance(event, Exchanged)), None)
        origin = f"seat-{given_by}" if given_by not in (None, HUMAN) and not table.settling else None
        face = card_image(face_up, 0, 0, width, css_class="card briscola", label=briscola_label,
                          attrs={"data-card": face_up, "data-from": origin})
        parts.append(f'<g class="face-up" transform="translate({width * 0.5 + height:g} {height * 0.45:g}) rotate(90)">'
                     f"{face}</g>")
    face_down = count - (face_up is not None)
    for layer in range(min(3, (face_down + 9) // 10)):
        parts.append(card_image("", layer * 2, -layer * 2, width, css_class="card back stock-card", back=True,
                                back_name=display.back, deck="scopa"))
    if count:
        middle = _inside(label, width, layout.name_size, x)
        parts.append(f'<text class="stock-count" x="{middle:g}" y="{height + layout.name_size + 4:g}" '
                     f'text-anchor="middle" font-size="{layout.name_size:g}">{escape(label)}</text>')
    else:
        parts.append(_trump_marker(table, width, height, layout.name_size, x))
    parts.append("</g>")
    return "".join(parts)


def _inside(text: str, width: float, size: float, left: float) -> float:
    """Where to centre *text* under a card of *width* whose left edge is *left* units from the table's:
    under its middle, moved right as far as a long text needs to stay inside the table (about 0.58 of
    the font size a character, Persian's letters wider; "دستهٔ کارت: 24" is wider than the stock, and a
    right-to-left text anchored at its start would run off the table's left edge)."""
    per_character = 0.36 if messages.direction() == "rtl" else 0.29  # (half a character's width)
    return max(width / 2, len(text) * size * per_character - left + 4)


def _trump_marker(table: BriscolaTable, width: float, height: float, size: float, left: float) -> str:
    """Once the briscola is drawn: where the stock lay, the trump suit and which card the briscola was
    (§11.1), its picture dimmed (the card itself is in a hand)."""
    state = table.state
    text = messages.text("b.trumps", suit=suit_name(state.trump))
    label = messages.text("b.trumps.marker", suit=suit_name(state.trump), card=card_name(state.briscola))
    return (f'<g class="trump-marker" role="img" aria-label="{escape(label)}">'
            f'{card_image(state.briscola, 0, 0, width, css_class="marker-card")}'
            f'<text class="trump-word" x="{_inside(text, width, size, left):g}" y="{height + size + 4:g}" '
            f'text-anchor="middle" font-size="{size:g}">{escape(text)}</text>'
            f"</g>")


def _piles(table: BriscolaTable, layout: Layout, display: Display) -> str:
    """Each side's pile face down (the cards of the trick just collected face up under its backs, so
    they fly in), its card count and its name: never its points during the game (§11.1)."""
    players = table.players
    shown = table.piles_shown()
    labels = [messages.text("b.pile.label", side=side_name(side, players), count=cards)
              for side, (cards, _) in enumerate(shown)]
    names = [side_name(side, players) if players != 4 else messages.text(f"b.team.short.{side}")
             for side in range(len(shown))]
    return side_piles(shown, labels, names, layout.width - layout.piles_right, layout.top_y, layout.pile_width,
                      layout.pile_gap, layout.name_size, layout.pile_name_scale, display)


def _trick(table: BriscolaTable, layout: Layout) -> str:
    """The cards of the trick in play, each in front of its seat; while a completed trick is on show,
    its cards with the winner's marked."""
    last = table.last_trick()
    plays, winner = (last.plays, last.winner) if table.settling and last is not None else (table.state.trick, None)
    return trick_cards(plays, winner, SEAT_LETTERS[table.players], layout.centre, layout.trick_width,
                       messages.text("b.trick.label"), lambda seat, card: _play_words(table, seat, card))


def _play_words(table: BriscolaTable, seat: int, card: str) -> str:
    """One play of a trick in words ("East: Asso di coppe")."""
    return messages.text("b.trick.play", seat=seat_name(seat, table.players), card=card_name(card))


def hand_positions(count: int, layout: Layout) -> list[float]:
    width = layout.hand_width
    gap = width * 0.14
    total = count * width + max(0, count - 1) * gap
    start = layout.width / 2 - total / 2
    return [start + index * (width + gap) for index in range(count)]


def _hand(table: BriscolaTable, layout: Layout, display: Display) -> str:
    """The player's hand: a button per card they may play (keys 1-3), the hint's card marked."""
    hand = table.hand()
    playable = table.playable()
    drawn = {event.card for event in table.draws() if event.seat == HUMAN and not event.face_up} \
        if not table.settling else set()
    hinted = getattr(table.hint, "card", None)
    parts = [f'<g class="hand" role="group" aria-label="{escape(messages.text("hand.label"))}">']
    for index, (card, x) in enumerate(zip(hand, hand_positions(len(hand), layout))):
        classes = ["card", "in-hand"]
        attrs: dict[str, object | None] = {"data-card": card, "data-key": f"hand-{card}",
                                           "data-shortcut": str(index + 1),
                                           "data-dealt-from": "stock" if card in drawn else None}
        if card == hinted and not isinstance(table.hint, Exchange):
            classes.append("hinted")
        if card in playable:
            classes.append("playable")
            attrs.update({"role": "button", "tabindex": "0", "data-action": f"card:{card}",
                          "aria-keyshortcuts": str(index + 1)})
        badge = messages.text("aid.points", points=POINTS[card]) if display.aids and POINTS[card] else None
        parts.append(card_image(card, x, layout.hand_y, layout.hand_width, css_class=" ".join(classes),
                                label=card_name(card), attrs=attrs, badge=badge))
    parts.append("</g>")
    return "".join(parts)


def _you_label(table: BriscolaTable, layout: Layout) -> str:
    to_play = table.phase == "human"
    dealer = f" · {messages.text('b.dealer.mark')}" if table.state.dealer == HUMAN else ""
    y = layout.hand_y - 12
    return (f'<g class="seat seat-0{" to-play" if to_play else ""}" data-seat="S" data-key="seat-0" data-place="">'
            f'<text class="seat-label" x="{layout.width / 2:g}" y="{y:g}" text-anchor="middle" '
            f'font-size="{layout.name_size:g}" aria-hidden="true">{escape(seat_name(HUMAN, table.players) + dealer)}'
            f"</text></g>")


def render_svg(table: BriscolaTable, layout: Layout, display: Display = Display()) -> str:
    """The table as one inline SVG."""
    players = table.players
    parts = [f'<svg class="table-svg briscola-svg layout-{layout.name}" viewBox="0 0 {layout.width} '
             f'{layout.height}" role="group" aria-label="{escape(messages.text("table.label"))}">',
             f'<rect class="felt" width="{layout.width}" height="{layout.height}" rx="24"/>']
    for seat in range(1, players):
        parts.append(_seat(table, seat, layout, display))
    parts.append(_stock(table, layout, display))
    parts.append(_you_label(table, layout))
    parts.append(_trick(table, layout))
    parts.append(_piles(table, layout, display))  # after the trick: its cards fly into the taker's pile
    parts.append(_hand(table, layout, display))
    parts.append("</svg>")
    return "".join(parts)


# --- beside the table ---------------------------------------------------------------------------------

def render_status(table: BriscolaTable) -> str:
    """The header: the menu, the tools, the match's standing (game wins, or the points format's
    totals) and whose turn it is."""
    players = table.players
    standing = table.match.standing
    phase = table.phase
    to_play = table.state.to_play
    if phase == "human":
        turn = messages.text("turn.you")
    elif phase == "computer" and to_play is not None:
        turn = messages.text("b.turn.seat", seat=seat_name(to_play, players))
    elif phase == "trick":
        just = table.just_won()
        turn = messages.text("b.turn.trick", seat=seat_name(just.seat if just else 0, players))
    else:
        turn = messages.text("turn.match.over" if phase == "match-over" else "b.turn.game_over")
    sides = "".join(f'<span class="score-side" data-side="{side}"><span class="score-name">'
                    f'{escape(side_name(side, players))}</span> <b>{value}</b></span>'
                    for side, value in enumerate(standing))
    label = messages.text("b.score.points" if table.options.format == "points" else "b.score.wins")
    return (f'<header class="status" data-phase="{phase}">'
            f'<h1 class="visually-hidden">{escape(messages.text("start.briscola"))}</h1>'
            f'<button class="nav-button" type="button" data-action="menu" data-key="menu" '
            f'title="{escape(messages.text("nav.menu.label"))}">{escape(messages.text("nav.menu"))}</button>'
            f'<div class="tools">{render_tools(GAME)}</div>'
            f'<div class="score briscola-score" role="group" aria-label="{escape(label)}" '
            f'data-standing="{"-".join(map(str, standing))}">{sides}</div>'
            f'<div class="turn turn-{phase}" data-turn="{phase}"'
            f'{attributes({"data-to-play": to_play})}>{escape(turn)}</div></header>')


def render_meta(table: BriscolaTable) -> str:
    """The game's details: its number, the dealer and the options in force."""
    options = str(table.options)
    return (f'<p class="meta"><span>{escape(messages.text("b.game.number", number=table.game_number))}</span> · '
            f'<span data-dealer="{table.seat_letter(table.state.dealer)}">'
            f'{escape(messages.text("b.dealer", seat=seat_name(table.state.dealer, table.players)))}</span> · '
            f'<span data-options="{escape(options)}">{escape(match_options.describe(GAME, options))}</span></p>')


def render_exchange(table: BriscolaTable) -> str:
    """The exchange's button, when the player may exchange now (§8)."""
    exchange = table.exchange()
    if exchange is None:
        return ""
    _, face_up = table.stock_shown()
    label = messages.text("b.exchange.button", given=card_name(exchange.card), taken=card_name(face_up or ""))
    return (f'<div class="exchange"><button type="button" class="primary" data-action="swap:{exchange.card}" '
            f'data-key="exchange" aria-keyshortcuts="x">{escape(label)}</button></div>')


def render_hint(table: BriscolaTable) -> str:
    """The hint on the player's turn (or that it is being worked out)."""
    if table.phase != "human":
        return ""
    return render_hint_line(table.hint, table.hint_pending, lambda hint: describe_hint(table, hint))


def _log_trick(plays: tuple[tuple[int, str], ...], winner: int | None, table: BriscolaTable) -> str:
    words = messages.join_list([_play_words(table, seat, card) for seat, card in plays])
    return log_trick(plays, winner, SEAT_LETTERS[table.players], words)


def render_log(table: BriscolaTable) -> str:
    """The moves of the game the player may still look at: the trick in play and the last trick
    (older tricks cannot be reviewed: remembering them is the game, §11.1), the exchanges and who
    drew the briscola."""
    state = table.state
    players = table.players
    items = []
    for exchange in state.exchanges:
        said = describe_exchange(exchange, players)
        items.append(f'<li class="b-move" data-exchange="{exchange.number}">{escape(said)}</li>')
    if state.face_up_drawn is not None:
        seat, card = state.face_up_drawn
        key = "b.log.briscola.you" if seat == HUMAN else "b.log.briscola"
        said = messages.text(key, seat=seat_name(seat, players), card=card_name(card))
        items.append(f'<li class="b-move" data-briscola-drawn>{escape(said)}</li>')
    last = table.last_trick()
    if last is not None and not table.settling:
        items.append(f'<li class="b-move" data-last-trick="{last.number}"><span class="b-move-who">'
                     f'{escape(messages.text("b.log.last", seat=seat_name(last.winner, players)))}</span>'
                     f"{_log_trick(last.plays, last.winner, table)}</li>")
    elif table.settling and len(state.tricks) > 1:
        before = state.tricks[-2]
        items.append(f'<li class="b-move" data-last-trick="{before.number}"><span class="b-move-who">'
                     f'{escape(messages.text("b.log.last", seat=seat_name(before.winner, players)))}</span>'
                     f"{_log_trick(before.plays, before.winner, table)}</li>")
    if state.trick:
        items.append(f'<li class="b-move" data-current-trick><span class="b-move-who">'
                     f'{escape(messages.text("b.log.current", number=state.trick_number))}</span>'
                     f"{_log_trick(state.trick, None, table)}</li>")
    body = "".join(items) or f'<li class="b-move b-move-none">{escape(messages.text("b.log.none"))}</li>'
    return (f'<section class="move-log" aria-labelledby="moves-heading"><h2 id="moves-heading" class="visually-hidden">'
            f'{escape(messages.text("moves.label"))}</h2><ol class="b-move-list">{body}</ol></section>')


def render_aid(table: BriscolaTable) -> str:
    """Beginner aid (off by default): the points each side has taken so far, and the trumps played."""
    state = table.state
    players = table.players
    points = table.points_so_far()
    rows = "".join(f'<li data-aid-side="{side}">'
                   f'{escape(messages.text("b.aid.points", side=side_name(side, players), points=value))}</li>'
                   for side, value in enumerate(points))
    played = [card for trick in state.tricks for card in trick.cards] + [card for _, card in state.trick]
    trumps = [card for card in played if SUIT[card] == state.trump]
    pictures = "".join(card_picture(card, 26, label=card_name(card)) for card in trumps)
    out = (f'<p>{escape(messages.text("b.aid.trumps", suit=suit_name(state.trump), count=len(trumps)))}</p>'
           f'<div class="aid-trumps" data-trumps-out="{len(trumps)}">{pictures}</div>')
    return (f'<section class="tracker briscola-aid" aria-labelledby="aid-heading"><h2 id="aid-heading">'
            f'{escape(messages.text("b.aid.heading"))}</h2><ul>{rows}</ul>{out}</section>')


# --- the end of a game ---------------------------------------------------------------------------------

def render_end(table: BriscolaTable) -> str:
    """The end-of-game sheet (§9.4): each side's points and the cards that made them, its cards taken,
    the game's result and the match's state; a dialog over the table once a game is over."""
    phase = table.phase
    if phase not in ("game-over", "match-over"):
        return ""
    match = table.match
    state = table.state
    players = table.players
    points = state.points()
    winner = game_winner(points)
    sides = range(len(points))
    if winner is None:
        verdict = messages.text("b.end.draw")
    elif winner == 0:
        verdict = messages.text("b.end.you_win" if players != 4 else "b.end.we_win")
    else:
        verdict = messages.text("b.end.other_wins", side=side_name(winner, players))
    head = "".join(f'<th scope="col">{escape(side_name(side, players))}</th>' for side in sides)
    point_cells = "".join(f'<td data-points="{value}"{" class=won" if side == winner else ""}>{value}</td>'
                          for side, value in enumerate(points))
    count_cells = "".join(f"<td>{len(pile)}</td>" for pile in state.piles)
    counting = "".join(
        '<td><span class="end-cards">' + "".join(card_picture(card, 24, label=card_name(card))
                                                 for card in sorted(pile, key=lambda c: -POINTS[c]) if POINTS[card])
        + "</span></td>" for pile in state.piles)
    standing_key = "b.end.match_points" if table.options.format == "points" else "b.end.games_won"
    standing = "".join(f"<td>{value}</td>" for value in match.standing)
    body = (f'<tr data-row="points" class="total"><th scope="row">{escape(messages.text("b.end.points"))}</th>'
            f"{point_cells}</tr>"
            f'<tr data-row="counting"><th scope="row">{escape(messages.text("b.end.counting"))}</th>{counting}</tr>'
            f'<tr data-row="cards"><th scope="row">{escape(messages.text("b.end.cards"))}</th>{count_cells}</tr>'
            f'<tr data-row="match" class="total"><th scope="row">{escape(messages.text(standing_key))}</th>'
            f"{standing}</tr>")
    notes = []
    if match.draws:
        notes.append(messages.text("b.end.draws", count=match.draws))
    if phase == "match-over":
        won = match.winner == 0
        said = messages.text("b.end.match.won" if won else "b.end.match.lost",
                             side=side_name(match.winner or 0, players))
        buttons = (f'<button type="button" data-action="setup-open:{GAME}" data-key="setup-open-{GAME}">'
                   f'{escape(messages.text("b.setup.change"))}</button>'
                   f'<button type="button" class="primary" data-action="new-match" data-key="new-match" autofocus>'
                   f'{escape(messages.text("match.new"))}</button>')
    else:
        said = ""
        notes.append(messages.text("b.end.next_dealer", seat=seat_name(match.next_dealer, players)))
        buttons = (f'<button type="button" class="primary" data-action="next-game" data-key="next-game" autofocus>'
                   f'{escape(messages.text("b.end.next"))}</button>')
    match_line = f'<p class="verdict match-verdict" data-match-verdict>{escape(said)}</p>' if said else ""
    note_html = "".join(f'<p class="end-note">{escape(note)}</p>' for note in notes)
    return (f'<div class="overlay"><section class="breakdown briscola-end" role="dialog" aria-modal="true" '
            f'aria-labelledby="breakdown-heading" data-breakdown data-result="{"draw" if winner is None else winner}">'
            f'<h2 id="breakdown-heading">{escape(messages.text("b.end.heading", number=len(match.results)))}</h2>'
            f'<p class="verdict" data-verdict>{escape(verdict)}</p>{match_line}'
            f'<table><thead><tr><th scope="col"><span class="visually-hidden">{escape(messages.text("b.end.side"))}'
            f'</span></th>{head}</tr></thead><tbody>{body}</tbody></table>{note_html}'
            f'<div class="breakdown-buttons">{buttons}</div></section></div>')


def render(table: BriscolaTable, layout_name: str = "wide", notices: tuple[str, ...] = (),
           display: Display = Display()) -> str:
    """The whole Briscola screen."""
    layout = LAYOUTS.get(layout_name, WIDE)
    state = table.state
    aid = render_aid(table) if display.aids else ""
    side = (f'<aside class="side-panel" aria-label="{escape(messages.text("b.panel.label"))}">'
            f"{render_exchange(table)}{render_meta(table)}{render_log(table)}{render_hint(table)}{aid}</aside>")
    root = {"data-to-play": state.to_play, "data-players": table.players, **motion_attributes(display.speed)}
    return (f'<div class="game game-briscola" data-game="{GAME}" data-phase="{table.phase}" '
            f'data-moves="{table.moves_made()}" data-tricks="{len(state.tricks)}" '
            f'data-game-number="{table.game_number}"{attributes(root)}>{render_status(table)}{render_notices(notices)}'
            f'<div class="capture-area"><main class="table-wrap">{render_svg(table, layout, display)}</main>'
            f"{side}</div>"
            f"{render_end(table)}</div>")
