"""Pure renderer of the Scopa table: ScopaTable -> HTML + inline SVG markup.

Interactive elements carry ``data-action`` (what the glue dispatches) and ``data-key`` (so
focus survives a re-render).  Two layouts: ``wide`` (desktop, landscape) and ``tall``
(phones, portrait).  Nothing here touches the browser.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from pyapp import scopa
from pyapp.cards import SCOPA_VALUES, scopa_value
from pyapp.i18n import messages
from pyapp.i18n.card_names import card_name, card_phrase, suit_word
from pyapp.ui.chrome import render_hint_line, render_notices, render_tools
from pyapp.ui.scopa import breakdown
from pyapp.ui.scopa.motion import dealt_to, just_taken
from pyapp.ui.scopa.move_log import render_move_log
from pyapp.ui.scopa.table import COMPUTER, HUMAN, ScopaTable, card_list, describe_last_take, describe_play, seat_name
from pyapp.ui.svg import Display, attributes, card_height, card_image, card_picture, escape
from pyapp.ui.table_pieces import motion_attributes, pile_contents

PRIMIERA_POINTS = {7: 21, 6: 18, 1: 16}


@dataclass(frozen=True, slots=True)
class Layout:
    """Where things go on the table (SVG user units)."""

    name: str
    width: int
    height: int
    hand_width: float      # the player's cards
    other_width: float     # table cards, piles, backs
    computer_hand_y: float
    table_top: float
    table_bottom: float
    hand_y: float
    pile_you: tuple[float, float]
    pile_ai: tuple[float, float]
    stock: tuple[float, float]
    table_margin: float    # left/right room kept free beside the table cards


WIDE = Layout("wide", 1000, 640, hand_width=112, other_width=88, computer_hand_y=18,
              table_top=196, table_bottom=428, hand_y=444, pile_you=(40, 470), pile_ai=(40, 18),
              stock=(872, 246), table_margin=128)
TALL = Layout("tall", 600, 920, hand_width=150, other_width=92, computer_hand_y=16,
              table_top=190, table_bottom=640, hand_y=660, pile_you=(12, 500), pile_ai=(12, 16),
              stock=(496, 16), table_margin=92)
LAYOUTS = {"wide": WIDE, "tall": TALL}


def _row_positions(count: int, width: float, gap: float, centre: float) -> list[float]:
    total = count * width + max(0, count - 1) * gap
    start = centre - total / 2
    return [start + i * (width + gap) for i in range(count)]


class TableArea(Protocol):
    """Where a layout puts the table cards (Scopa's and Scopone's layouts have these)."""

    @property
    def width(self) -> float: ...
    @property
    def other_width(self) -> float: ...
    @property
    def table_top(self) -> float: ...
    @property
    def table_bottom(self) -> float: ...
    @property
    def table_margin(self) -> float: ...


class ChoosingTable(Protocol):
    """What the capture choice and the hint read of a table (Scopa's and Scopone's tables)."""

    @property
    def phase(self) -> str: ...
    @property
    def selected(self) -> str | None: ...
    @property
    def hint(self) -> scopa.Play | None: ...
    @property
    def hint_pending(self) -> bool: ...
    def plays_of(self, card: str) -> tuple[scopa.Play, ...]: ...
    def candidate_table_cards(self) -> frozenset[str]: ...


def _table_slots(count: int, layout: TableArea) -> tuple[float, list[tuple[float, float]]]:
    """Card width and positions of *count* table cards, in as few rows as fit."""
    area_width = layout.width - 2 * layout.table_margin
    area_height = layout.table_bottom - layout.table_top
    width = layout.other_width
    while True:
        per_row = max(1, int((area_width + 12) // (width + 12)))
        rows = max(1, -(-count // per_row))
        if rows * (card_height(width) + 10) <= area_height or width < 40:
            break
        width -= 6
    slots: list[tuple[float, float]] = []
    height = card_height(width)
    block = rows * height + (rows - 1) * 10
    top = layout.table_top + (area_height - block) / 2
    for row in range(rows):
        in_row = min(per_row, count - row * per_row)
        xs = _row_positions(in_row, width, 12, layout.width / 2)
        slots.extend((x, top + row * (height + 10)) for x in xs)
    return width, slots


def aid_badge(card: str) -> str | None:
    """What a beginner should notice about a card: the settebello, primiera cards, coins."""
    if card == "7d":
        return messages.text("aid.settebello")
    value, suit = scopa_value(card), card[-1]
    if value in (7, 6, 1):
        return messages.text("aid.primiera", points=PRIMIERA_POINTS[value])
    if suit == "d":
        return suit_word(suit)
    return None


def _pile(x: float, y: float, layout: Layout, who: str, cards: int, scope_count: int, key: str,
          display: Display, taken: tuple[str, ...]) -> str:
    width = layout.other_width * 0.8
    label = messages.text("pile.label", who=messages.text(f"seat.{who}"), count=cards)
    return (f'<g class="pile" data-key="{key}" transform="translate({x:g} {y:g})" role="img" '
            f'aria-label="{escape(label)}">{pile_contents(width, cards, scope_count, width + 8, display, taken)}'
            f'<text class="pile-name" x="{width / 2:g}" y="{card_height(width) + 18:g}" '
            f'text-anchor="middle">{escape(messages.text(f"seat.{who}"))}</text></g>')


def render_options_in_force(rules: scopa.ScopaRules, x: float, y: float, layout: Layout) -> str:
    """The match's options that are on, one per line on the felt under the stock (the target is in
    the header): seen at a glance, and read out as one list."""
    names = [messages.text(f"options.{name}") for name in scopa.FLAGS if getattr(rules, name)]
    if not names:
        return ""
    label = messages.text("options.in_force", options=messages.join_list(names))
    anchor = "middle" if layout.name == "wide" else "end"
    x = x if layout.name == "wide" else layout.width - 12
    step = 20 if layout.name == "wide" else 26
    lines = "".join(f'<text x="{x:g}" y="{y + index * step:g}" text-anchor="{anchor}">{escape(name)}</text>'
                    for index, name in enumerate(names))
    return f'<g class="options-in-force" role="img" aria-label="{escape(label)}">{lines}</g>'


def render_svg(table: ScopaTable, layout: Layout, preview: tuple[int, scopa.Play] | None = None,
               display: Display = Display()) -> str:
    """The table as one inline SVG.  *preview* shows a move about to happen (card on the table,
    the cards it takes highlighted)."""
    state = table.state
    dealt_seats = dealt_to(state.events)
    parts = [f'<svg class="table-svg layout-{layout.name}" viewBox="0 0 {layout.width} {layout.height}" '
             f'role="group" aria-label="{escape(messages.text("table.label"))}">',
             f'<rect class="felt" width="{layout.width}" height="{layout.height}" rx="24"/>']
    # The computer's hand, face down.
    ai_count = len(state.hands[COMPUTER])
    width = layout.other_width
    xs = _row_positions(ai_count, width, -width * 0.35, layout.width / 2)
    if preview and preview[0] == COMPUTER:
        xs = xs[1:]
    parts.append(f'<g class="ai-hand" data-key="ai-hand" data-place="" role="img" aria-label="'
                 f'{escape(messages.text("hand.ai.label", count=ai_count))}">')
    back_from: dict[str, object | None] = {"data-dealt-from": "stock" if COMPUTER in dealt_seats else None}
    parts.extend(card_image("", x, layout.computer_hand_y, width, css_class="card back", back=True,
                            back_name=display.back, deck="scopa", attrs=back_from) for x in xs)
    parts.append("</g>")
    # The stock.
    stock_x, stock_y = layout.stock
    stock_label = messages.text("stock.count", count=len(state.stock))
    parts.append(f'<g class="stock" data-key="stock" data-place="" transform="translate({stock_x:g} {stock_y:g})" '
                 f'role="img" aria-label="{escape(stock_label)}">')
    if state.stock:
        parts.append(card_image("", 0, 0, width * 0.8, css_class="card back", back=True, back_name=display.back,
                                deck="scopa"))
    parts.append(f'<text class="stock-count" x="{width * 0.4:g}" y="{card_height(width * 0.8) + 22:g}" '
                 f'text-anchor="middle">{escape(stock_label)}</text></g>')
    parts.append(render_options_in_force(table.match.rules, stock_x + width * 0.4,
                                         stock_y + card_height(width * 0.8) + 52, layout))
    # The table.
    table_cards, incoming, taking = previewed_table(state.table, preview)
    origin = "ai-hand" if preview and preview[0] == COMPUTER else None
    parts.append(render_table_cards(table, table_cards, layout, taking, incoming, origin, display,
                                    just_laid(state.history, preview), "stock" if None in dealt_seats else None))
    # The piles (after the table: the cards just taken fly into them over it).
    taken = just_taken(state.events)
    parts.append(_pile(*layout.pile_ai, layout, "ai", len(state.piles[COMPUTER]), state.scope[COMPUTER], "pile-ai",
                       display, taken.get(COMPUTER, ())))
    parts.append(_pile(*layout.pile_you, layout, "you", len(state.piles[HUMAN]), state.scope[HUMAN], "pile-you",
                       display, taken.get(HUMAN, ())))
    # The player's hand.
    hand, playable = previewed_hand(table, preview)
    hand_width = layout.hand_width
    xs = _row_positions(len(hand), hand_width, hand_width * 0.12, layout.width / 2)
    hand_from = "stock" if HUMAN in dealt_seats else None
    parts.append(f'<g class="hand" role="group" aria-label="{escape(messages.text("hand.label"))}">')
    parts.extend(render_hand_card(table, card, str(index + 1), x, layout.hand_y, hand_width, card in playable, display,
                                  hand_from)
                 for index, (card, x) in enumerate(zip(hand, xs)))
    parts.append("</g></svg>")
    return "".join(parts)


def just_laid(history: tuple[tuple[int, scopa.Play], ...], preview: object) -> str | None:
    """The card the newest play laid on the table (marked there until the next play), if it laid one."""
    if preview is not None or not history or history[-1][1].take:
        return None
    return history[-1][1].card


def previewed_table(cards: tuple[str, ...], preview: tuple[int, scopa.Play] | None) -> tuple[list[str], str | None,
                                                                                        set[str]]:
    """The table as drawn while *preview* (a move about to be made) shows: its cards with the card
    played, that card (None without a preview), and the cards it takes."""
    if not preview:
        return list(cards), None, set()
    return [*cards, preview[1].card], preview[1].card, set(preview[1].take)


def previewed_hand(table: Any, preview: tuple[int, scopa.Play] | None) -> tuple[list[str], set[str]]:
    """The player's hand as drawn (without the card the player's *preview* plays) and the cards of it
    the player may play (none while a move shows)."""
    hand = [card for card in table.sorted_hand() if not (preview and preview[0] == HUMAN and card == preview[1].card)]
    playable = {play.card for play in table.legal_plays()} if not preview else set()
    return hand, playable


def render_table_cards(table: ChoosingTable, table_cards: list[str], layout: TableArea, taking: set[str],
                       incoming: str | None, origin: str | None, display: Display, laid: str | None = None,
                       dealt_from: str | None = None) -> str:
    """The cards on the table as a list, the card a move brings (*incoming*, from the place whose
    key is *origin* when it comes from a hidden hand) among them and the card the last play laid
    (*laid*) marked; cards dealt to the table come from the place *dealt_from*; the cards of the
    selected card's captures are buttons."""
    card_width, slots = _table_slots(max(1, len(table_cards)), layout)
    candidates = table.candidate_table_cards()
    role = "list" if table_cards else "group"  # an empty list would lack its list items
    parts = [f'<g class="table-cards" role="{role}" aria-label="{escape(messages.text("table.label"))}">']
    if not table_cards:
        parts.append(f'<text class="table-empty" x="{layout.width / 2:g}" '
                     f'y="{(layout.table_top + layout.table_bottom) / 2:g}" text-anchor="middle">'
                     f'{escape(messages.text("table.empty"))}</text>')
    for card, (x, y) in zip(table_cards, slots):
        name = card_name(card)
        classes = ["card", "on-table"]
        attrs: dict[str, object | None] = {"role": "listitem", "data-card": card, "data-key": f"table-{card}"}
        if card in candidates:
            classes.append("candidate")
            attrs.update({"role": "button", "tabindex": "0", "data-action": f"table:{card}"})
        if card in taking:
            classes.append("taking")
        if table.hint is not None and card in table.hint.take:
            classes.append("hinted")
        if card == incoming:
            classes.append("incoming")
            attrs["data-from"] = origin
        elif dealt_from is not None:
            attrs["data-dealt-from"] = dealt_from
        if card == laid:
            classes.append("just-laid")
            attrs["data-just-laid"] = ""
        parts.append(card_image(card, x, y, card_width, css_class=" ".join(classes), label=name, attrs=attrs,
                                badge=aid_badge(card) if display.aids else None))
    parts.append("</g>")
    return "".join(parts)


def render_hand_card(table: ChoosingTable, card: str, shortcut: str, x: float, y: float, width: float,
                     playable: bool, display: Display, dealt_from: str | None = None) -> str:
    """One card of the player's hand (a button when *playable*; *shortcut*: the key that plays it;
    *dealt_from*: the place it was just dealt from)."""
    classes = ["card", "in-hand"]
    attrs: dict[str, object | None] = {"data-card": card, "data-key": f"hand-{card}", "data-shortcut": shortcut,
                                       "data-dealt-from": dealt_from}
    if card == table.selected:
        classes.append("selected")
        y -= 22
    if table.hint is not None and card == table.hint.card:
        classes.append("hinted")
    if playable:
        classes.append("playable")
        attrs.update({"role": "button", "tabindex": "0", "data-action": f"hand:{card}",
                      "data-options": len(table.plays_of(card)),
                      "aria-pressed": "true" if card == table.selected else "false"})
    return card_image(card, x, y, width, css_class=" ".join(classes), label=card_name(card), attrs=attrs,
                      badge=aid_badge(card) if display.aids else None)


def render_status(table: ScopaTable) -> str:
    """The header: the menu, the tools, the score and whose turn it is (the deal's details are
    beside the table: :func:`render_meta`)."""
    you, ai = table.match.scores
    turn = {"human": "turn.you", "computer": "turn.ai", "match-over": "turn.match.over"}.get(table.phase, "turn.over")
    return (f'<header class="status" data-phase="{table.phase}">'
            f'<h1 class="visually-hidden">{escape(messages.text("start.scopa"))}</h1>'
            f'<button class="nav-button" type="button" data-action="menu" data-key="menu" '
            f'title="{escape(messages.text("nav.menu.label"))}">{escape(messages.text("nav.menu"))}</button>'
            f'<div class="tools">{render_tools("scopa")}</div>'
            f'<div class="score" role="group" aria-label="{escape(messages.text("score.label"))}" '
            f'data-score-you="{you}" data-score-ai="{ai}">'
            f'<span class="score-you">{escape(messages.text("seat.you"))} <b>{you}</b></span>'
            f'<span class="score-sep" aria-hidden="true">–</span>'
            f'<span class="score-ai"><b>{ai}</b> {escape(messages.text("seat.ai"))}</span></div>'
            f'<div class="turn turn-{table.phase}" data-turn="{table.phase}">{escape(messages.text(turn))}</div>'
            f"</header>")


def render_meta(table: ScopaTable) -> str:
    """The deal's details over the last moves: its number, the dealer and the match's target."""
    dealer = "dealer.you" if table.state.dealer == HUMAN else "dealer.ai"
    return (f'<p class="meta"><span>{escape(messages.text("deal.number", number=table.match.deal_number))}'
            f'</span> · <span>{escape(messages.text(dealer))}</span> · '
            f'<span data-rules="{escape(table.match.rules)}">'
            f'{escape(messages.text("score.target", target=table.match.rules.target))}</span></p>')


def render_hint(table: ChoosingTable) -> str:
    """The hint, clearly marked as the Expert's suggestion (or that it is being worked out)."""
    if table.phase != "human":
        return ""
    return render_hint_line(table.hint, table.hint_pending, lambda hint: describe_play(HUMAN, hint))


CHOICE_PICTURE_WIDTH = 30


def choice_key(number: int) -> str:
    """The key that picks the capture numbered *number* (from 1; the tenth is 0)."""
    return str(number % 10)


def render_choices(table: ChoosingTable) -> str:
    """The capture choice: each legal capture of the selected card drawn as its group of cards
    (a button named by the sentence of what it takes, with the key that picks it; the page
    marks its cards on the table while it is hovered or focused), and Cancel."""
    if table.selected is None:
        return '<div class="choices" hidden></div>'
    card = card_phrase(table.selected)
    buttons = []
    for number, play in enumerate(table.plays_of(table.selected), start=1):
        pictures = "".join(card_picture(taken, CHOICE_PICTURE_WIDTH) for taken in play.take)
        key = choice_key(number)
        buttons.append(f'<button type="button" class="choice" data-action="play:{escape(play)}" '
                       f'data-key="choice-{escape(play)}" data-take="{" ".join(play.take)}" aria-keyshortcuts="{key}" '
                       f'aria-label="{escape(messages.text("choice.take", cards=card_list(play.take)))}">'
                       f'<span class="choice-number" aria-hidden="true">{key}</span>'
                       f'<span class="choice-cards" aria-hidden="true">{pictures}</span></button>')
    buttons.append(f'<button type="button" class="choice cancel" data-action="cancel" data-key="choice-cancel" '
                   f'aria-keyshortcuts="Escape">{escape(messages.text("choice.cancel"))}</button>')
    return (f'<div class="choices" role="group" aria-labelledby="choice-heading" data-choice="{table.selected}">'
            f'<p id="choice-heading" class="choice-heading">{escape(messages.text("choice.heading", card=card))}</p>'
            f'<p class="choice-hint">{escape(messages.text("choice.hint"))}</p>'
            f'<div class="choice-options">{"".join(buttons)}</div></div>')


def choice_sentences(card: str, plays: tuple[scopa.Play, ...]) -> list[str]:
    """What opening the choice of *card*'s captures *plays* says: the question, then each capture
    with its key."""
    return [messages.text("choice.heading", card=card_phrase(card)),
            *(messages.text("choice.option", number=choice_key(number), cards=card_list(play.take))
              for number, play in enumerate(plays, start=1))]


def render_breakdown(table: ScopaTable) -> str:
    """The end-of-deal breakdown (and the end of the match), as a modal dialog."""
    you, ai = table.match.scores
    return breakdown.deal_breakdown(
        table.match, table.phase, "scopa", (seat_name(HUMAN), seat_name(COMPUTER)),
        lambda won: messages.text("match.won" if won else "match.lost", you=you, ai=ai), describe_last_take)


def render_tracker(table: ScopaTable) -> str:
    """Beginner aid: how many cards of each value the player has not seen yet."""
    return tracker_markup(table.state.view(HUMAN).unseen())


def tracker_markup(unseen: tuple[str, ...]) -> str:
    """The tracker of the cards the player has not seen (*unseen*): how many of each value, and the settebello."""
    cells = "".join(
        f'<li><span class="tracker-value">{value}</span>'
        f'<span class="tracker-count">{sum(1 for card in unseen if scopa_value(card) == value)}</span></li>'
        for value in SCOPA_VALUES)
    settebello = messages.text("aid.tracker.settebello.out" if "7d" in unseen else "aid.tracker.settebello.seen")
    return (f'<section class="tracker" aria-labelledby="tracker-heading"><h2 id="tracker-heading">'
            f'{escape(messages.text("aid.tracker.heading"))}</h2><ul>{cells}</ul><p>{escape(settebello)}</p></section>')


def render(table: ScopaTable, layout_name: str = "wide", preview: tuple[int, scopa.Play] | None = None,
           notices: tuple[str, ...] = (), display: Display = Display(), settling: bool = False) -> str:
    """The whole Scopa screen (*settling*: the deal has just ended and its last cards fly to
    their pile, the breakdown opens after)."""
    layout = LAYOUTS.get(layout_name, WIDE)
    area = capture_area(render_svg(table, layout, preview, display), render_moves(table, preview),
                        render_hint(table), render_tracker(table) if display.aids else "",
                        scopa_moment(table.state, preview, seat_name, display.speed), render_choices(table),
                        render_meta(table))
    return (f'<div class="game game-scopa" data-game="scopa" data-phase="{table.phase}" '
            f'data-plays="{table.state.plays_made}" data-deal="{table.match.deal_number}"'
            f'{attributes({"data-selected": table.selected, **motion_attributes(display.speed)})}>'
            f"{render_status(table)}{render_notices(notices)}{area}"
            f"{'' if settling else render_breakdown(table)}</div>")


def capture_area(svg: str, moves: str, hint: str, tracker: str, moment: str = "", choices: str = "",
                 meta: str = "") -> str:
    """The table (with a scopa's *moment* over it) and, beside it on wide screens (under it on
    phones), the capture *choices*, the deal's *meta* line, the last moves, the hint and the
    tracker: Scopa's and Scopone's screens share this frame."""
    return (f'<div class="capture-area"><main class="table-wrap">{svg}{moment}</main>'
            f'<aside class="side-panel" aria-label="{escape(messages.text("panel.label"))}">'
            f'{choices}{meta}{moves}{hint}{tracker}</aside></div>')


SCOPA_MOMENT_MS = 1600  # the scopa's banner at normal speed (style.css scopa-in)


def scopa_moment(state: Any, preview: object, name_of: Callable[[int], str], speed: float = 1.0) -> str:
    """A banner over the table just after a play swept it for a scopa (until the next play; it
    plays its animation once, as re-renders of the same state keep the element), as long as the
    *speed* setting says (off: shown still, then gone); for the eye only, as the announcer says
    the scopa."""
    if preview is not None:
        return ""
    scored = next((event for event in state.events if isinstance(event, scopa.ScopaScored)), None)
    if scored is None:
        return ""
    key = f"scopa-{state.plays_made}"  # kept by the page's patching while the state stays
    timing = (f' style="animation-duration: {round(SCOPA_MOMENT_MS * speed)}ms"' if speed > 0 else " data-still")
    return (f'<div class="scopa-moment" aria-hidden="true" data-key="{key}" data-seat="{scored.seat}"{timing}>'
            f'<span class="scopa-moment-word">{escape(messages.text("moves.scopa"))}</span>'
            f'<span class="scopa-moment-who">{escape(name_of(scored.seat))}</span></div>')


def render_moves(table: ScopaTable, preview: tuple[int, scopa.Play] | None) -> str:
    """The deal's last moves (each seat's last play, the scope, the last take)."""
    return render_move_log(table.state, scopa.PLAYS_PER_DEAL, 2, seat_name, describe_play, describe_last_take,
                           preview)
