"""Pure renderer of the Tressette table: TressetteTable -> HTML + inline SVG markup.

You sit at the bottom with your ten cards face up; the other seats' hands are card backs with their
count: your partner (four players) or the opponent (two) at the top, the seats on your right (E) and
left (W) at the sides. The trick lies in the middle, each card in front of the seat that played it,
and the lead's word (*busso*, *striscio*, *volo*, §6) is spoken beside the seat that said it; the
piles (one per side, face down) top right; with two players the stock top left with its count, and
the opponent's last drawn card beside it when draws are shown (§9.3).

Cards move as on the other tables (:mod:`pyapp.ui.table_pieces`): a card keeps its ``data-card``
from the hand to the trick and from the trick to its taker's pile, a computer's card comes from its
seat (``data-from``) and a drawn card from the stock (``data-dealt-from``). Two layouts: ``wide``
(landscape) and ``tall`` (portrait phones). Nothing here touches the browser.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyapp.i18n import messages
from pyapp.i18n.card_names import card_name, card_name_list, card_phrase, suit_name
from pyapp.tressette import Declare, PlayCard, TressetteAction
from pyapp.tressette.rules import COMBINATION_VALUE, SEAT_LETTERS, SUIT, THIRDS
from pyapp.tressette.scoring import mixed
from pyapp.ui import match_options
from pyapp.ui.chrome import render_hint_line, render_notices, render_tools
from pyapp.ui.svg import Display, attributes, card_height, card_image, escape, sentence_markup
from pyapp.ui.table_pieces import (
    hand_positions,
    log_trick,
    motion_attributes,
    seat_backs,
    side_piles,
    trick_cards,
)
from pyapp.ui.tressette.table import HUMAN, TressetteTable

GAME = "tressette"


@dataclass(frozen=True, slots=True)
class Layout:
    """Where things go on the Tressette table (SVG user units)."""

    name: str
    width: int
    height: int
    hand_width: float          # the player's cards
    hand_per_row: int          # at most this many cards in a row of the hand
    hand_y: float              # the top of the hand's first row
    hand_row_step: float       # from one row of the hand to the next
    hand_margin: float         # left/right room the hand keeps free
    trick_width: float         # the cards of the trick
    centre: tuple[float, float]  # the middle of the trick
    back_width: float          # the other seats' cards, face down
    back_step: float           # how far apart those cards are (they overlap)
    top_y: float               # the top seat's cards
    sides: tuple[float, float]  # the top of the side seats' stacks, and their distance from the edges
    stock: tuple[float, float]  # two players: the stock's top-left corner
    stock_width: float
    piles_right: float         # the piles' row ends here (from the right), at the top
    pile_width: float
    pile_gap: float
    name_size: float


WIDE = Layout("wide", 1000, 660, hand_width=96, hand_per_row=10, hand_y=470, hand_row_step=0, hand_margin=110,
              trick_width=84, centre=(500, 300), back_width=54, back_step=13, top_y=16, sides=(212, 22),
              stock=(26, 24), stock_width=70, piles_right=16, pile_width=62, pile_gap=26, name_size=19)
TALL = Layout("tall", 600, 920, hand_width=108, hand_per_row=5, hand_y=614, hand_row_step=100, hand_margin=8,
              trick_width=88, centre=(300, 400), back_width=46, back_step=12, top_y=12, sides=(226, 8),
              stock=(16, 20), stock_width=62, piles_right=10, pile_width=56, pile_gap=44, name_size=23)
LAYOUTS = {"wide": WIDE, "tall": TALL}


# --- words -----------------------------------------------------------------------------------------

def seat_name(seat: int, players: int) -> str:
    """'You', 'East', 'Partner', 'West' with four players; 'You', 'Computer' with two."""
    return messages.text("seat.you") if seat == HUMAN else messages.text(f"tressette.seat.{players}.{seat}")


def side_name(side: int, players: int) -> str:
    """A side's name: a partnership's with four players, else a seat's."""
    return messages.text(f"tressette.team.{side}") if players == 4 else seat_name(side, players)


def accuso_name(combination: str) -> str:
    """An accuso in words (§5.2: the name says its cards): 'napoletana di coppe', 'three Assi (not
    the Asso di bastoni)', 'four 3s'."""
    kind, _, rest = combination.partition("-")
    if kind == "nap":
        return messages.text("tressette.accuso.nap", suit=suit_name(rest))
    if kind == "quattro":
        return messages.text(f"tressette.accuso.quattro.{rest}")
    rank, _, missing = rest.partition("-no-")
    return messages.text(f"tressette.accuso.tris.{rank}", card=card_name(f"{rank}{missing}"))


def describe_action(seat: int, action: TressetteAction, players: int) -> str:
    """One sentence saying what *seat* did: declared an accuso, played a card, or led one with a word."""
    you = seat == HUMAN
    name = seat_name(seat, players)
    if isinstance(action, Declare):
        return messages.text("tressette.announce.declare.you" if you else "tressette.announce.declare", seat=name,
                             name=accuso_name(action.combination), points=COMBINATION_VALUE[action.combination])
    if action.word:
        return messages.text("tressette.announce.lead.word.you" if you else "tressette.announce.lead.word",
                             seat=name, card=card_phrase(action.card), word=action.word)
    return messages.text("tressette.announce.play.you" if you else "tressette.announce.play", seat=name,
                         card=card_phrase(action.card))


def describe_hint(action: object) -> str:
    """The hint's action in words."""
    if isinstance(action, Declare):
        return messages.text("tressette.hint.declare", name=accuso_name(action.combination))
    if isinstance(action, PlayCard) and action.word:
        return messages.text("tressette.hint.lead.word", card=card_phrase(action.card), word=action.word)
    return messages.text("tressette.hint.play", card=card_phrase(getattr(action, "card", "")))


def describe_draws(table: TressetteTable) -> str:
    """What the player hears of a drawing round (two players): their own card, and the opponent's
    when draws are shown."""
    players = table.players
    return " ".join(
        messages.text("tressette.announce.draw", card=card_phrase(draw.card)) if draw.seat == HUMAN
        else messages.text("tressette.announce.draw.other", seat=seat_name(draw.seat, players),
                           card=card_phrase(draw.card))
        for draw in table.draws() if table.shown_draw(draw))


def trick_sentence(table: TressetteTable) -> str:
    """The cards of the trick in play, in words, with the lead's word (empty when none is played)."""
    players = table.players
    plays, _, word = table.trick_shown()
    said = [messages.text("tressette.trick.play", seat=seat_name(seat, players), card=card_name(card))
            for seat, card in plays]
    if word and said:
        said[0] = messages.text("tressette.trick.play.word", seat=seat_name(plays[0][0], players),
                                card=card_name(plays[0][1]), word=word)
    return messages.join_list(said)


def turn_sentence(table: TressetteTable) -> str:
    """The player's turn: the trick so far, their cards, and the accusi they may declare."""
    cards = card_name_list(table.hand())
    trick = trick_sentence(table)
    sentence = (messages.text("tressette.announce.turn.trick", trick=trick, cards=cards) if trick
                else messages.text("tressette.announce.turn", cards=cards))
    offered = table.accusi_offered()
    if offered:
        sentence += " " + messages.text("tressette.announce.accuso.possible",
                                        names=messages.join_list([accuso_name(name) for name in offered]))
    return sentence


def deal_sentence(table: TressetteTable) -> str:
    """A new deal: its number, the dealer and the player's cards."""
    return messages.text("tressette.announce.deal", number=table.deal_number,
                         seat=seat_name(table.state.dealer, table.players), cards=card_name_list(table.hand()))


def end_sentence(table: TressetteTable) -> str:
    """The end of a deal in words: each side's score, and the match."""
    players = table.players
    points = table.state.points()
    scores = messages.join_list([messages.text("tressette.end.side_points", side=side_name(side, players),
                                               points=value) for side, value in enumerate(points)])
    match = table.match
    totals = messages.join_list([messages.text("tressette.end.side_points", side=side_name(side, players),
                                               points=value) for side, value in enumerate(match.totals)])
    sentence = messages.text("tressette.end.sentence", scores=scores, totals=totals)
    return f"{sentence} {match_verdict(table)}".strip()


def match_verdict(table: TressetteTable) -> str:
    """The match once a deal is over: won, lost, or another deal at equal totals past the target (§8)."""
    match = table.match
    players = table.players
    if match.is_over:
        return messages.text("tressette.end.match.won" if match.winner == 0 else "tressette.end.match.lost",
                             side=side_name(match.winner or 0, players))
    first, second = match.totals
    if first == second and first >= table.options.target:
        return messages.text("tressette.end.again", target=table.options.target)
    return ""


# --- the table ---------------------------------------------------------------------------------------

def seat_place(table: TressetteTable, seat: int) -> str:
    """Where *seat* sits: 'S' (bottom), 'N' (top), 'E' (right) or 'W' (left)."""
    return table.seat_letter(seat)


def _seat(table: TressetteTable, seat: int, layout: Layout, display: Display) -> str:
    """A computer seat: its cards face down with their count, its name, the dealer's mark and the turn mark."""
    players = table.players
    place = seat_place(table, seat)
    count = len(table.hand(seat))
    to_play = table.phase == "computer" and table.state.to_play == seat
    size = layout.name_size
    drawn_now = not table.settling and any(event.seat == seat for event in table.draws())
    classes = f"seat seat-{seat}{' to-play' if to_play else ''}{' dealer' if table.state.dealer == seat else ''}"
    label = messages.text("tressette.seat.label", seat=seat_name(seat, players),
                          cards=messages.plural("cards.count", count))
    backs, (bx, by, bw, bh) = seat_backs(place, count, layout.width, layout.back_width, layout.back_step,
                                         layout.top_y, layout.sides, display, seat, size, to_play, drawn_now)
    if place == "N":
        name = (layout.width / 2, by + bh + size + 4, "middle")
    else:
        name = (bx if place == "W" else bx + bw, by - size * 0.6, "start" if place == "W" else "end")
    parts = [f'<g class="{classes}" role="group" aria-label="{escape(label)}" data-seat="{place}" '
             f'data-key="seat-{seat}" data-place="" data-count="{count}"'
             f'{attributes({"aria-current": "true" if to_play else None})}>', backs]
    nx, ny, anchor = name
    dealer = f" · {messages.text('tressette.dealer.mark')}" if table.state.dealer == seat else ""
    parts.append(f'<text class="seat-label" x="{nx:g}" y="{ny:g}" text-anchor="{anchor}" font-size="{size:g}" '
                 f'aria-hidden="true">{escape(seat_name(seat, players) + dealer)}</text></g>')
    return "".join(parts)


def _word_place(table: TressetteTable, seat: int, layout: Layout) -> tuple[float, float, str]:
    """Where the word *seat* said is spoken: beside its cards (x, baseline, anchor)."""
    place = seat_place(table, seat)
    size = layout.name_size
    count = len(table.hand(seat))
    top, edge = layout.sides
    stack = card_height(layout.back_width) + layout.back_step * max(0, count - 1)
    if place == "N":
        span = layout.back_width + layout.back_step * max(0, count - 1)
        return layout.width / 2 + span / 2 + 18, layout.top_y + size * 1.6, "start"
    if place == "W":
        return edge, top + stack + size * 1.8, "start"
    if place == "E":
        return layout.width - edge, top + stack + size * 1.8, "end"
    return layout.width / 2 + size * 4, layout.hand_y - 14, "start"


def _spoken_word(table: TressetteTable, layout: Layout) -> str:
    """The lead's word beside the seat that said it, while its trick is on the table (§6.1: public)."""
    plays, _, word = table.trick_shown()
    if not word or not plays:
        return ""
    seat = plays[0][0]
    x, y, anchor = _word_place(table, seat, layout)
    size = layout.name_size * 1.05
    width = len(word) * size * 0.62 + size
    left = x if anchor == "start" else x - width
    label = messages.text("tressette.log.said", seat=seat_name(seat, table.players), word=word)
    return (f'<g class="spoken-word" role="img" aria-label="{escape(label)}" data-word="{word}" '
            f'data-seat="{seat_place(table, seat)}"><rect x="{left:g}" y="{y - size * 1.15:g}" width="{width:g}" '
            f'height="{size * 1.6:g}" rx="{size * 0.8:g}"/><text x="{left + width / 2:g}" y="{y:g}" '
            f'text-anchor="middle" font-size="{size:g}" aria-hidden="true" lang="it">{escape(word)}</text></g>')


def _stock(table: TressetteTable, layout: Layout, display: Display) -> str:
    """Two players: the stock face down with its count, and the opponent's last drawn card when the
    draws are shown (§9.3; the stock's order never is)."""
    count = table.stock_count()
    x, y = layout.stock
    width = layout.stock_width
    height = card_height(width)
    size = layout.name_size
    label = messages.text("stock.count", count=count)
    parts = [f'<g class="stock" data-key="stock" data-place="" data-count="{count}" '
             f'transform="translate({x:g} {y:g})" role="group" aria-label="{escape(label)}">']
    for layer in range(min(3, (count + 9) // 10)):
        parts.append(card_image("", layer * 2, -layer * 2, width, css_class="card back stock-card", back=True,
                                back_name=display.back, deck="scopa"))
    if count:
        parts.append(f'<text class="stock-count" x="{max(width / 2, len(label) * size * 0.3 - x + 4):g}" '
                     f'y="{height + size + 4:g}" text-anchor="middle" font-size="{size:g}">{escape(label)}</text>')
    parts.append("</g>")
    parts.append(_last_draw(table, layout))
    return "".join(parts)


def _last_draw(table: TressetteTable, layout: Layout) -> str:
    """The opponent's last drawn card, face up under the stock, when draws are shown (§9.3)."""
    if table.players != 2 or not table.options.show_draws:
        return ""
    draws = [entry for entry in table.state.draws if entry[0] != HUMAN]
    if table.settling:
        just = table.just_won()
        draws = [entry for entry in draws if just is None or entry[2] < just.number]
    if not draws:
        return ""
    seat, card, number = draws[-1]
    x, y = layout.stock
    size = layout.name_size
    width = layout.stock_width * 0.8
    top = y + card_height(layout.stock_width) + size * 3.3
    said = messages.text("tressette.drew.label", seat=seat_name(seat, table.players), card=card_name(card))
    return (f'<g class="last-draw" role="img" aria-label="{escape(said)}" data-drawn="{card}" data-after="{number}">'
            f'<text class="stock-count" x="{x:g}" y="{top - 6:g}" font-size="{size * 0.8:g}" aria-hidden="true">'
            f'{escape(messages.text("tressette.drew", seat=seat_name(seat, table.players)))}</text>'
            f'{card_image(card, x, top, width, css_class="drawn-card")}</g>')


def _piles(table: TressetteTable, layout: Layout, display: Display) -> str:
    """Each side's pile face down (the cards of the trick just collected face up under its backs, so
    they fly in), its card count and its name."""
    players = table.players
    shown = table.piles_shown()
    labels = [messages.text("tressette.pile.label", side=side_name(side, players), count=cards)
              for side, (cards, _) in enumerate(shown)]
    names = [side_name(side, players) if players != 4 else messages.text(f"tressette.team.short.{side}")
             for side in range(len(shown))]
    return side_piles(shown, labels, names, layout.width - layout.piles_right, layout.top_y, layout.pile_width,
                      layout.pile_gap, layout.name_size, 0.8 if layout.name == "wide" else 0.7, display)


def _trick(table: TressetteTable, layout: Layout) -> str:
    """The cards of the trick in play, each in front of its seat; while a completed trick is on show,
    its cards with the winner's marked."""
    plays, winner, _ = table.trick_shown()
    return trick_cards(plays, winner, SEAT_LETTERS[table.players], layout.centre, layout.trick_width,
                       messages.text("tressette.trick.label"), lambda seat, card: _play_words(table, seat, card))


def _play_words(table: TressetteTable, seat: int, card: str) -> str:
    """One play of a trick in words ("East: Asso di coppe")."""
    return messages.text("tressette.trick.play", seat=seat_name(seat, table.players), card=card_name(card))


def _hand(table: TressetteTable, layout: Layout, display: Display) -> str:
    """The player's hand: a button per card they may play (keys 1-9 and 0); leading with signals on, a
    card is chosen first (raised), then played from the lead's buttons; the hint's card marked."""
    hand = table.hand()
    playable = table.playable()
    choosing = table.leads_with_words()
    drawn = {event.card for event in table.draws() if event.seat == HUMAN} if not table.settling else set()
    hinted = getattr(table.hint, "card", None)
    parts = [f'<g class="hand" role="group" aria-label="{escape(messages.text("hand.label"))}">']
    positions = hand_positions(len(hand), layout.width, layout.hand_width, layout.hand_per_row, layout.hand_y,
                               layout.hand_row_step, layout.hand_margin)
    for index, (card, (x, y)) in enumerate(zip(hand, positions)):
        key = str((index + 1) % 10)
        classes = ["card", "in-hand"]
        attrs: dict[str, object | None] = {"data-card": card, "data-key": f"hand-{card}", "data-shortcut": key,
                                           "data-dealt-from": "stock" if card in drawn else None}
        if card == hinted:
            classes.append("hinted")
        if card == table.selected:
            classes.append("selected")
            y -= 22
        if card in playable:
            classes.append("playable")
            attrs.update({"role": "button", "tabindex": "0", "aria-keyshortcuts": key,
                          "data-action": f"select:{card}" if choosing else f"play:{card}"})
            if choosing:
                attrs["aria-pressed"] = "true" if card == table.selected else "false"
        badge = messages.text("aid.points", points=mixed(THIRDS[card])) if display.aids and THIRDS[card] else None
        parts.append(card_image(card, x, y, layout.hand_width, css_class=" ".join(classes), label=card_name(card),
                                attrs=attrs, badge=badge))
    parts.append("</g>")
    return "".join(parts)


def _you_label(table: TressetteTable, layout: Layout) -> str:
    to_play = table.phase == "human"
    dealer = f" · {messages.text('tressette.dealer.mark')}" if table.state.dealer == HUMAN else ""
    return (f'<g class="seat seat-0{" to-play" if to_play else ""}" data-seat="S" data-key="seat-0" data-place="">'
            f'<text class="seat-label" x="{layout.width / 2:g}" y="{layout.hand_y - 12:g}" text-anchor="middle" '
            f'font-size="{layout.name_size:g}" aria-hidden="true">{escape(seat_name(HUMAN, table.players) + dealer)}'
            f"</text></g>")


def render_svg(table: TressetteTable, layout: Layout, display: Display = Display()) -> str:
    """The table as one inline SVG."""
    players = table.players
    parts = [f'<svg class="table-svg tressette-svg layout-{layout.name}" viewBox="0 0 {layout.width} '
             f'{layout.height}" role="group" aria-label="{escape(messages.text("table.label"))}">',
             f'<rect class="felt" width="{layout.width}" height="{layout.height}" rx="24"/>']
    for seat in range(1, players):
        parts.append(_seat(table, seat, layout, display))
    if players == 2:
        parts.append(_stock(table, layout, display))
    parts.append(_you_label(table, layout))
    parts.append(_trick(table, layout))
    parts.append(_spoken_word(table, layout))
    parts.append(_piles(table, layout, display))  # after the trick: its cards fly into the taker's pile
    parts.append(_hand(table, layout, display))
    parts.append("</svg>")
    return "".join(parts)


# --- beside the table ---------------------------------------------------------------------------------

def render_status(table: TressetteTable) -> str:
    """The header: the menu, the tools, the match's totals against the target and whose turn it is."""
    players = table.players
    totals = table.match.totals
    phase = table.phase
    to_play = table.state.to_play
    if phase == "human":
        turn = messages.text("turn.you")
    elif phase == "computer" and to_play is not None:
        turn = messages.text("tressette.turn.seat", seat=seat_name(to_play, players))
    elif phase == "trick":
        just = table.just_won()
        turn = messages.text("tressette.turn.trick", seat=seat_name(just.seat if just else 0, players))
    else:
        turn = messages.text("turn.match.over" if phase == "match-over" else "tressette.turn.deal_over")
    sides = "".join(f'<span class="score-side" data-side="{side}"><span class="score-name">'
                    f'{escape(side_name(side, players))}</span> <b>{value}</b></span>'
                    for side, value in enumerate(totals))
    target = messages.text("score.target", target=table.options.target)
    label = messages.text("tressette.score.label", target=table.options.target)
    return (f'<header class="status" data-phase="{phase}">'
            f'<h1 class="visually-hidden">{escape(messages.text("start.tressette"))}</h1>'
            f'<button class="nav-button" type="button" data-action="menu" data-key="menu" '
            f'title="{escape(messages.text("nav.menu.label"))}">{escape(messages.text("nav.menu"))}</button>'
            f'<div class="tools">{render_tools(GAME)}</div>'
            f'<div class="score briscola-score" role="group" aria-label="{escape(label)}" '
            f'data-totals="{"-".join(map(str, totals))}">{sides}'
            f'<span class="score-target">{escape(target)}</span></div>'
            f'<div class="turn turn-{phase}" data-turn="{phase}"'
            f'{attributes({"data-to-play": to_play})}>{escape(turn)}</div></header>')


def render_meta(table: TressetteTable) -> str:
    """The deal's details: its number, the dealer and the options in force."""
    options = str(table.options)
    return (f'<p class="meta"><span>{escape(messages.text("tressette.deal.number", number=table.deal_number))}'
            f'</span> · <span data-dealer="{table.seat_letter(table.state.dealer)}">'
            f'{escape(messages.text("tressette.dealer", seat=seat_name(table.state.dealer, table.players)))}</span> · '
            f'<span data-options="{escape(options)}">{escape(match_options.describe(GAME, options))}</span></p>')


def render_choices(table: TressetteTable) -> str:
    """The player's decisions beside the table: each accuso they may declare (§5.2), the warning of
    one left undeclared, and for the card chosen to lead "Play" and "Play — *word*" (§6.3)."""
    parts = []
    offered = table.accusi_offered()
    for combination in offered:
        label = messages.text("tressette.accuso.button", name=accuso_name(combination),
                              points=COMBINATION_VALUE[combination])
        parts.append(f'<button type="button" class="primary" data-action="accuso:{combination}" '
                     f'data-key="accuso-{combination}">{escape(label)}</button>')
    if offered and table.warned:
        names = messages.join_list([accuso_name(name) for name in offered])
        parts.append(f'<p class="lead-note" role="status">'
                     f'{escape(messages.text("tressette.accuso.warning", names=names))}</p>')
    card = table.selected
    if card is not None and card in table.playable():
        word = table.word_for(card)
        parts.append(f'<p class="lead-note">{escape(messages.text("tressette.lead.heading", card=card_name(card)))}</p>'
                     f'<div class="lead-buttons"><button type="button" data-action="play:{card}" '
                     f'data-key="lead-plain" aria-keyshortcuts="{escape(_shortcut(table, card))}">'
                     f'{escape(messages.text("tressette.lead.play"))}</button>')
        if word:
            parts.append(f'<button type="button" class="primary" data-action="play:{card} {word}" '
                         f'data-key="lead-word" aria-keyshortcuts="x">'
                         f'{escape(messages.text("tressette.lead.play.word", word=word))}</button>')
        parts.append("</div>")
    if not parts:
        return ""
    return f'<div class="lead-choice exchange" data-choice="{escape(card or "accuso")}">{"".join(parts)}</div>'


def _shortcut(table: TressetteTable, card: str) -> str:
    """The key of *card* in the hand (1-9, 0 for the tenth)."""
    hand = table.hand()
    return str((hand.index(card) + 1) % 10) if card in hand else ""


def ltr(text: str) -> str:
    """*text* (a mixed number such as 6⅔, a +1) as markup that reads left to right in Persian too."""
    return f'<span dir="ltr">{escape(text)}</span>'


def render_hint(table: TressetteTable) -> str:
    """The hint on the player's turn (or that it is being worked out)."""
    if table.phase != "human":
        return ""
    return render_hint_line(table.hint, table.hint_pending, describe_hint)


def _log_trick(plays: tuple[tuple[int, str], ...], winner: int | None, table: TressetteTable) -> str:
    words = messages.join_list([_play_words(table, seat, card) for seat, card in plays])
    return log_trick(plays, winner, SEAT_LETTERS[table.players], words)


def _said(table: TressetteTable, seat: int, word: str) -> str:
    """A lead's word as players hear it ("East: busso")."""
    return (f'<span class="log-said" data-said="{word}">'
            f'{escape(messages.text("tressette.log.said", seat=seat_name(seat, table.players), word=word))}</span>')


def render_log(table: TressetteTable) -> str:
    """The deal's moves, newest first: the trick in play, every completed trick with its winner and its
    lead's word (every card played is public and remembered, §11.1), the accusi, and with two players
    the draws the player saw."""
    state = table.state
    players = table.players
    items = []
    if not table.settling and state.trick:
        said = _said(table, state.trick[0][0], state.word) if state.word else ""
        items.append(f'<li class="b-move" data-current-trick><span class="b-move-who">'
                     f'{escape(messages.text("tressette.log.current", number=state.trick_number))}</span>'
                     f"{said}{_log_trick(state.trick, None, table)}</li>")
    draws: dict[int, list[str]] = {}
    for seat, card, number in state.draws:
        if seat == HUMAN or table.options.show_draws:
            draws.setdefault(number, []).append(messages.text("tressette.log.draw", seat=seat_name(seat, players),
                                                              card=card_name(card)))
    for trick in reversed(state.tricks):
        said = _said(table, trick.plays[0][0], trick.word) if trick.word else ""
        winner = seat_name(trick.winner, players)
        drew = (f'<span class="log-draws">{escape(" · ".join(draws[trick.number]))}</span>'
                if trick.number in draws and not (table.settling and trick is state.tricks[-1]) else "")
        items.append(f'<li class="b-move" data-trick-log="{trick.number}"><span class="b-move-who">'
                     f'{escape(messages.text("tressette.log.trick", number=trick.number, seat=winner))}'
                     f"</span>{said}{_log_trick(trick.plays, trick.winner, table)}{drew}</li>")
    for seat, combination in reversed(state.declared):
        said = messages.text("tressette.log.declared", seat=seat_name(seat, players), name=accuso_name(combination),
                             points=COMBINATION_VALUE[combination])
        items.append(f'<li class="b-move" data-declared="{combination}">{escape(said)}</li>')
    body = "".join(items) or f'<li class="b-move b-move-none">{escape(messages.text("tressette.log.none"))}</li>'
    return (f'<section class="move-log" aria-labelledby="moves-heading"><h2 id="moves-heading" class="visually-hidden">'
            f'{escape(messages.text("moves.label"))}</h2>'
            f'<ol class="b-move-list tressette-log" tabindex="0" aria-labelledby="moves-heading">{body}</ol></section>')


def signals_told(table: TressetteTable) -> list[str]:
    """What each word said so far this deal told, in order (the beginner aid): "West knocked on denari:
    holds the 3, 2 or Asso and wants the suit back"."""
    state = table.state
    leads = [(trick.plays[0], trick.word) for trick in state.tricks if trick.word]
    if state.trick and state.word:
        leads.append((state.trick[0], state.word))
    return [messages.text(f"tressette.aid.{word}", seat=seat_name(seat, table.players), suit=suit_name(SUIT[card]))
            for (seat, card), word in leads]


def render_aid(table: TressetteTable) -> str:
    """Beginner aid (off by default): the points each side has taken so far (in thirds, as a mixed
    number) and what every signal of the deal told."""
    state = table.state
    players = table.players
    taken = [sentence_markup("tressette.aid.points", side=escape(side_name(side, players)), points=ltr(mixed(value)))
             for side, value in enumerate(state.thirds())]
    rows = "".join(f'<li data-aid-side="{side}">{sentence}</li>' for side, sentence in enumerate(taken))
    told = signals_told(table)
    signals = ("".join(f"<li data-aid-signal>{escape(sentence)}</li>" for sentence in told) if told
               else f'<li>{escape(messages.text("tressette.aid.none"))}</li>') if table.options.signals else ""
    signal_list = f'<ul class="aid-signals">{signals}</ul>' if signals else ""
    return (f'<section class="tracker briscola-aid" aria-labelledby="aid-heading"><h2 id="aid-heading">'
            f'{escape(messages.text("tressette.aid.heading"))}</h2><ul>{rows}</ul>{signal_list}</section>')


# --- the end of a deal ---------------------------------------------------------------------------------

def render_end(table: TressetteTable) -> str:
    """The end-of-deal sheet (§7.5): per side its card points in thirds, the last trick, the thirds
    rounded down to points (with what was dropped), each accuso, the deal's score and the match's
    totals to the target; a dialog over the table once a deal is over."""
    phase = table.phase
    if phase not in ("deal-over", "match-over"):
        return ""
    match = table.match
    state = table.state
    players = table.players
    thirds = state.thirds()
    last = table.side_of(state.tricks[-1].winner)
    points = state.points()
    accusi = state.accusi()
    head = "".join(f'<th scope="col">{escape(side_name(side, players))}</th>' for side in range(2))

    def row(name: str, key: str, cells: list[str], total: bool = False) -> str:
        return (f'<tr data-row="{name}"{" class=total" if total else ""}><th scope="row">'
                f'{escape(messages.text(key))}</th>{"".join(cells)}</tr>')

    def dropped(rest: int) -> str:
        return sentence_markup("tressette.end.dropped", fraction=ltr(mixed(rest)))

    card_thirds = [value - (3 if side == last else 0) for side, value in enumerate(thirds)]
    rounded = [value // 3 for value in thirds]
    declared: list[list[str]] = [[], []]
    for seat, combination in state.declared:
        declared[table.side_of(seat)].append(
            messages.text("tressette.end.accuso", seat=seat_name(seat, players), name=accuso_name(combination),
                          points=COMBINATION_VALUE[combination]))
    body = "".join((
        row("cards", "tressette.end.cards", [f'<td data-thirds="{value}">{ltr(mixed(value))}</td>'
                                            for value in card_thirds]),
        row("last", "tressette.end.last", [f"<td>{ltr('+1') if side == last else '—'}</td>" for side in range(2)]),
        row("thirds", "tressette.end.thirds", [f'<td data-thirds="{value}">{ltr(mixed(value))}</td>'
                                              for value in thirds]),
        row("rounded", "tressette.end.rounded", [
            f'<td data-points="{value}">{value}'
            + (f' <span class="end-dropped">{dropped(thirds[side] % 3)}</span>' if thirds[side] % 3 else "")
            + "</td>" for side, value in enumerate(rounded)]),
        row("accusi", "tressette.end.accusi", [
            f'<td data-accusi="{accusi[side]}">{escape("; ".join(declared[side]) or "—")}</td>' for side in range(2)])
        if table.options.accuso else "",
        row("score", "tressette.end.score", [f'<td data-score="{value}">{value}</td>' for value in points], True),
        row("match", "tressette.end.match", [f"<td>{value}</td>" for value in match.totals], True),
    ))
    verdict = match_verdict(table)
    notes = [messages.text("tressette.end.note", target=table.options.target)]
    if phase == "match-over":
        buttons = (f'<button type="button" data-action="setup-open:{GAME}" data-key="setup-open-{GAME}">'
                   f'{escape(messages.text("setup.tressette.change"))}</button>'
                   f'<button type="button" class="primary" data-action="new-match" data-key="new-match" autofocus>'
                   f'{escape(messages.text("match.new"))}</button>')
    else:
        notes.append(messages.text("tressette.end.next_dealer", seat=seat_name(match.next_dealer, players)))
        buttons = (f'<button type="button" class="primary" data-action="next-deal" data-key="next-deal" autofocus>'
                   f'{escape(messages.text("tressette.end.next"))}</button>')
    match_line = f'<p class="verdict match-verdict" data-match-verdict>{escape(verdict)}</p>' if verdict else ""
    note_html = "".join(f'<p class="end-note">{escape(note)}</p>' for note in notes)
    scores = messages.text("tressette.end.verdict", first=side_name(0, players), first_points=points[0],
                           second=side_name(1, players), second_points=points[1])
    return (f'<div class="overlay"><section class="breakdown briscola-end tressette-end" role="dialog" '
            f'aria-modal="true" aria-labelledby="breakdown-heading" data-breakdown '
            f'data-score="{points[0]}-{points[1]}"><h2 id="breakdown-heading">'
            f'{escape(messages.text("tressette.end.heading", number=len(match.results)))}</h2>'
            f'<p class="verdict" data-verdict>{escape(scores)}</p>{match_line}'
            f'<table><thead><tr><th scope="col"><span class="visually-hidden">'
            f'{escape(messages.text("tressette.end.side"))}</span></th>{head}</tr></thead><tbody>{body}</tbody></table>'
            f'{note_html}<div class="breakdown-buttons">{buttons}</div></section></div>')


def render(table: TressetteTable, layout_name: str = "wide", notices: tuple[str, ...] = (),
           display: Display = Display()) -> str:
    """The whole Tressette screen."""
    layout = LAYOUTS.get(layout_name, WIDE)
    state = table.state
    aid = render_aid(table) if display.aids else ""
    side = (f'<aside class="side-panel" aria-label="{escape(messages.text("tressette.panel.label"))}">'
            f"{render_choices(table)}{render_meta(table)}{render_hint(table)}{render_log(table)}{aid}</aside>")
    root = {"data-to-play": state.to_play, "data-players": table.players, "data-selected": table.selected,
            **motion_attributes(display.speed)}
    return (f'<div class="game game-tressette" data-game="{GAME}" data-phase="{table.phase}" '
            f'data-moves="{table.moves_made()}" data-tricks="{len(state.tricks)}" '
            f'data-deal-number="{table.deal_number}"{attributes(root)}>{render_status(table)}{render_notices(notices)}'
            f'<div class="capture-area"><main class="table-wrap">{render_svg(table, layout, display)}</main>'
            f"{side}</div>"
            f"{render_end(table)}</div>")
