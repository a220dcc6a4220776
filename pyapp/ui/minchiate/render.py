"""Pure renderer of the Minchiate table: MinchiateTable -> HTML + inline SVG markup.

You sit at the bottom, your partner (N) at the top, the opponents West (left) and East
(right): play passes counter-clockwise S -> E -> N -> W.  Interactive elements carry
``data-action`` and ``data-key`` as on the Scopa table.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyapp.cards import MINCHIATE_DECK
from pyapp.i18n import messages, refusals
from pyapp.i18n.card_names import card_name, card_phrase, suit_name, trump_title
from pyapp.minchiate.actions import Declare, Discard
from pyapp.minchiate.events import Played, TrickWon
from pyapp.minchiate.rules import points
from pyapp.ui import shell_render
from pyapp.ui.chrome import glossary_attributes, render_hint_pending, render_notices, render_tools
from pyapp.ui.minchiate.log import combination_phrase, describe
from pyapp.ui.minchiate.table import MinchiateTable
from pyapp.ui.svg import Display, attributes, card_height, card_image, card_picture, escape

# (x, y) of each seat's trick card, public cards and label; hand geometry.


@dataclass(frozen=True, slots=True)
class Layout:
    name: str
    width: int
    height: int
    trick_width: float
    trick_slots: tuple[tuple[float, float], ...]  # by seat S E N W
    seat_anchor: tuple[tuple[float, float], ...]  # backs/labels of S E N W
    pile_anchor: tuple[tuple[float, float], tuple[float, float]]  # team A, team B
    hand_top: float
    hand_width: float
    hand_per_row: int  # at most this many cards in a row of the hand (0: one row)
    hand_step: float  # most of a card's width between neighbours in a row
    hand_row_step: float  # of a card's height between rows
    small_width: float
    pile_name_beside: tuple[bool, bool] = (False, False)  # a team's name right of its pile, not under it


WIDE = Layout("wide", 1000, 720, trick_width=78,
              trick_slots=((461, 318), (590, 228), (461, 138), (332, 228)),
              seat_anchor=((500, 500), (905, 170), (330, 14), (18, 170)),
              pile_anchor=((215, 400), (760, 40)),
              hand_top=540, hand_width=84, hand_per_row=0, hand_step=0.62, hand_row_step=0.8,
              small_width=42)
TALL = Layout("tall", 600, 1090, trick_width=84,
              trick_slots=((258, 400), (372, 296), (258, 192), (144, 296)),
              seat_anchor=((300, 560), (532, 160), (150, 12), (12, 160)),
              pile_anchor=((14, 548), (500, 20)),
              hand_top=636, hand_width=98, hand_per_row=6, hand_step=0.95, hand_row_step=0.55,
              small_width=40,
              pile_name_beside=(True, False))
LAYOUTS = {"wide": WIDE, "tall": TALL}
SEAT_LETTER = "SENW"


def seat_name(seat: int) -> str:
    return messages.text(f"m.seat.{seat}")


def team_name(team: int) -> str:
    return messages.text(f"m.team.{team}")


def _hand_positions(count: int, layout: Layout) -> list[tuple[float, float]]:
    """Where the player's cards go: one overlapping row, or on phones rows of at most
    ``hand_per_row`` cards, each row overlapping the one above by less than half a card, so every
    card shows a strip wide and tall enough to tap (44 px on a 360 px phone)."""
    if count == 0:
        return []
    width = layout.hand_width
    usable = layout.width - 24
    per_row = min(count, layout.hand_per_row) if layout.hand_per_row else count
    step = min(width * layout.hand_step, (usable - width) / max(1, per_row - 1))
    row_step = card_height(width) * layout.hand_row_step
    positions = []
    for index in range(count):
        row, column = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        start = (layout.width - (width + step * (in_row - 1))) / 2
        positions.append((start + column * step, layout.hand_top + row * row_step))
    return positions


def _other_hand(table: MinchiateTable, seat: int, layout: Layout, display: Display) -> str:
    """A computer seat: its cards face down, its name, the cards it has shown."""
    x, y = layout.seat_anchor[seat]
    count = len(table.hand(seat))
    small = layout.small_width
    vertical = seat in (1, 3)
    label = messages.text("m.hand.other", seat=seat_name(seat), count=count)
    to_play = table.state.to_play == seat and table.phase in ("computer", "showing")
    parts = [f'<g class="seat seat-{SEAT_LETTER[seat]}{" to-play" if to_play else ""}" '
             f'role="group" aria-label="{escape(label)}" data-seat="{SEAT_LETTER[seat]}">']
    step = 7 if vertical else 12
    for index in range(count):
        dx, dy = (0, index * step) if vertical else (index * step, 0)
        parts.append(card_image("", x + dx, y + dy + 22, small, css_class="card back small", back=True,
                                back_name=display.back, deck="minchiate"))
    name_x = x + (small / 2 if vertical else (small + step * max(0, count - 1)) / 2)
    anchor = {1: "end", 3: "start"}.get(seat, "middle")
    if seat == 1:
        name_x = x + small
    elif seat == 3:
        name_x = x
    dealer = f' · {escape(messages.text("m.dealer"))}' if table.state.dealer == seat else ""
    parts.append(f'<text class="seat-name" x="{name_x:g}" y="{y + 14:g}" text-anchor="{anchor}">'
                 f'{escape(seat_name(seat))} ({SEAT_LETTER[seat]}){dealer} · {count}</text>')
    shown = table.public_cards(seat)
    if shown:
        public_label = messages.text("m.public.label", seat=seat_name(seat))
        parts.append(f'<g class="public-cards" role="list" aria-label="{escape(public_label)}">')
        base_y = y + 22 + (step * max(0, count - 1) + card_height(small) + 8 if vertical else card_height(small) + 8)
        for index, card in enumerate(shown[:8]):
            if vertical:
                px = x + (index % 2) * (small * 0.55) - (small * 0.3 if seat == 1 else 0)
                py = base_y + (index // 2) * 26
            else:
                px, py = x + step * max(0, count - 1) + small + 10 + index * (small * 0.6), y + 22
            parts.append(card_image(card, px, py, small, css_class="card public small",
                                    label=card_name(card), attrs={"role": "listitem"}))
        parts.append("</g>")
    parts.append("</g>")
    return "".join(parts)


def _trick(table: MinchiateTable, layout: Layout, display: Display) -> str:
    """The cards on the table: the current trick, or the trick just won while it is shown."""
    state = table.state
    plays = state.trick
    winner = None
    number = len(state.tricks) + 1
    if not plays and state.tricks and table.phase == "showing" and any(
            isinstance(event, TrickWon) for event in table.pending_events):
        last = state.tricks[-1]
        plays, winner, number = last.plays, last.winner, last.number
    label = messages.text("m.trick.label", number=number)
    role = "list" if plays else "group"  # an empty list would lack its list items
    parts = [f'<g class="trick" role="{role}" aria-label="{escape(label)}" data-trick="{number}">']
    for seat, card in plays:
        x, y = layout.trick_slots[seat]
        classes = "card in-trick" + (" winner" if seat == winner else "")
        text = f"{seat_name(seat)}: {card_name(card)}"
        parts.append(card_image(card, x, y, layout.trick_width, css_class=classes, label=text,
                                attrs={"role": "listitem", "data-card": card, "data-seat": SEAT_LETTER[seat]},
                                badge=aid_badge(card) if display.aids else None))
    parts.append("</g>")
    return "".join(parts)


def _piles(table: MinchiateTable, layout: Layout, display: Display) -> str:
    parts = []
    for team in (0, 1):
        x, y = layout.pile_anchor[team]
        count = len(table.state.piles[team])
        tricks = table.state.tricks_won[team]
        label = messages.text("m.pile.label", team=team_name(team), count=count, tricks=tricks)
        width = layout.small_width * 1.2
        parts.append(f'<g class="pile team-{team}" transform="translate({x:g} {y:g})" role="img" '
                     f'aria-label="{escape(label)}" data-pile="{team}" data-count="{count}">')
        if count:
            parts.append(card_image("", 0, 0, width, css_class="card back small", back=True, back_name="back-red",
                                    deck="minchiate"))
        else:
            parts.append(f'<rect class="pile-empty" width="{width:g}" height="{card_height(width):g}" rx="5"/>')
        parts.append(f'<text class="pile-count" x="{width / 2:g}" y="{card_height(width) / 2 + 10:g}" '
                     f'text-anchor="middle">{count}</text>')
        if layout.pile_name_beside[team]:  # at the felt's edge, with the hand just under the pile
            name_x, name_y, anchor = width + 8, card_height(width) / 2 + 5, "start"
        else:
            name_x, name_y, anchor = width / 2, card_height(width) + 18, "middle"
        parts.append(f'<text class="pile-name" x="{name_x:g}" y="{name_y:g}" '
                     f'text-anchor="{anchor}">{escape(team_name(team))}</text></g>')
    return "".join(parts)


def aid_badge(card: str) -> str | None:
    """Beginner aid: the points of a counting card."""
    value = points(card)
    return messages.text("aid.points", points=value) if value else None


def _hand(table: MinchiateTable, layout: Layout, display: Display) -> str:
    hand = table.hand()
    phase = table.phase
    clickable = table.legal_cards()
    selected = table.selected
    parts = [f'<g class="hand" role="group" aria-label="'
             f'{escape(messages.text("m.hand.label", count=len(hand)))}">']
    for card, (x, y) in zip(hand, _hand_positions(len(hand), layout)):
        name = card_name(card)
        classes = ["card", "in-hand"]
        attrs: dict[str, object | None] = {"data-card": card, "data-key": f"hand-{card}"}
        if card in selected:
            classes.append("selected")
            y -= 26
        if table.hint is not None and getattr(table.hint, "card", None) == card:
            classes.append("hinted")
        if card in clickable:
            classes.append("playable")
            attrs.update({"role": "button", "tabindex": "0", "data-action": f"card:{card}"})
            if phase == "discard":
                attrs["aria-pressed"] = "true" if card in selected else "false"
        elif phase in ("play", "discard"):
            classes.append("unplayable")
            refusal = table.card_refusal(card)
            if refusal is not None:
                name = refusals.explanation(refusal)
                # Pointing at a card that cannot be used says why (mouse, touch and screen readers).
                attrs["data-action"] = f"why:{card}"
        parts.append(card_image(card, x, y, layout.hand_width, css_class=" ".join(classes), label=name, attrs=attrs,
                                badge=aid_badge(card) if display.aids else None))
    parts.append("</g>")
    return "".join(parts)


def render_svg(table: MinchiateTable, layout: Layout, display: Display = Display()) -> str:
    parts = [f'<svg class="table-svg minchiate-svg layout-{layout.name}" viewBox="0 0 {layout.width} {layout.height}" '
             f'role="group" aria-label="{escape(messages.text("table.label"))}">',
             f'<rect class="felt" width="{layout.width}" height="{layout.height}" rx="24"/>']
    for seat in (2, 3, 1):
        parts.append(_other_hand(table, seat, layout, display))
    parts.append(_piles(table, layout, display))
    parts.append(_trick(table, layout, display))
    parts.append(_hand(table, layout, display))
    parts.append("</svg>")
    return "".join(parts)


def render_status(table: MinchiateTable) -> str:
    state = table.state
    delta = state.delta
    if delta == 0:
        lead = messages.text("m.delta.level")
    else:
        lead = messages.text("m.delta.lead", team=team_name(0 if delta > 0 else 1), points=abs(delta))
    resti_a, resti_b = state.resti
    phase = table.phase
    if phase in ("discard", "declare", "play"):
        turn = messages.text(f"m.turn.you.{phase}", count=table.discards_needed())
    elif phase == "computer" and state.to_play is not None:
        turn = messages.text("m.turn.other", seat=seat_name(state.to_play))
    else:
        turn = messages.text("m.turn.showing" if phase == "showing" else "m.turn.over")
    led = table.led_suit()
    led_text = messages.text("m.led", suit=suit_name(led)) if led else messages.text("m.led.none")
    resti_label = messages.text("m.resti.label", team_a=team_name(0), team_b=team_name(1), a=resti_a, b=resti_b)
    return (f'<header class="status" data-phase="{phase}">'
            f'<h1 class="visually-hidden">{escape(messages.text("m.title"))}</h1>'
            f'<button class="nav-button" type="button" data-action="menu" data-key="menu" '
            f'title="{escape(messages.text("nav.menu.label"))}">{escape(messages.text("nav.menu"))}</button>'
            f'<div class="tools">{render_tools("minchiate")}</div>'
            f'<div class="score" data-delta="{delta}" data-resti-a="{resti_a}" data-resti-b="{resti_b}">'
            f'<span class="delta" title="{escape(messages.text("m.delta.label"))}">{escape(lead)}</span>'
            f'<span class="resti" aria-label="{escape(resti_label)}"><b{glossary_attributes("resto/resti")}>'
            f'{escape(messages.text("m.resti", a=resti_a, b=resti_b))}</b></span></div>'
            f'<div class="meta"><span class="led" data-led="{led or ""}">{escape(led_text)}</span></div>'
            f'<div class="turn turn-{"human" if phase in ("discard", "declare", "play") else phase}" '
            f'data-turn="{phase}">{escape(turn)}</div></header>')


def describe_action(action: object) -> str:
    """A player's action in words (for the hint)."""
    if isinstance(action, Declare):
        names = messages.join_list([combination_phrase(name) for name in action.combinations]) \
            or messages.text("m.declare.confirm.none")
        return messages.text("m.hint.declare", combinations=names)
    card = card_phrase(getattr(action, "card", ""))
    return messages.text("m.hint.discard" if isinstance(action, Discard) else "m.hint.play", card=card)


def render_hint(table: MinchiateTable) -> str:
    """The hint, marked as the Expert's suggestion (or that it is being worked out)."""
    if table.hint_pending and table.phase in ("discard", "declare", "play"):
        return render_hint_pending()
    if table.hint is None or table.phase not in ("discard", "declare", "play"):
        return ""
    return (f'<p class="hint-line" data-hint="{escape(table.hint)}"><b>{escape(messages.text("hint.label"))}</b> '
            f"{escape(describe_action(table.hint))}</p>")


def render_panel(table: MinchiateTable, reason: str = "") -> str:
    """The choice in front of the player (discards, declarations), or what is happening."""
    why = f'<p class="reason" role="status" data-reason>{escape(reason)}</p>' if reason else ""
    return render_choice_panel(table).replace("</section>", why + render_hint(table) + "</section>", 1)


def combination_markup(name: str, cards: tuple[str, ...], value: int) -> str:
    """A combination and its value as markup ("papi 1–3: 11 points"): the name is isolated and kept
    on one line, so "1-40-Matto" or "31–33" reads right in a right-to-left sentence."""
    sentence = escape(messages.text("m.declare.item", name="\0", value=value))
    return sentence.replace("\0", f'<bdi class="combination-name">{escape(combination_phrase(name, cards))}</bdi>')


def render_choice_panel(table: MinchiateTable) -> str:
    phase = table.phase
    if phase == "discard":
        needed = table.discards_needed()
        count = len(table.selected)
        ready = count == needed
        return (f'<section class="choice-panel" aria-labelledby="panel-heading" data-panel="discard">'
                f'<h2 id="panel-heading">{escape(messages.text("m.discard.heading", count=needed))}</h2>'
                f'<p>{escape(messages.text("m.discard.help", count=needed, title=trump_title(29)))}</p>'
                f'<p class="counter" aria-live="polite">'
                f'{escape(messages.text("m.discard.selected", selected=count, count=needed))}</p>'
                f'<button type="button" class="primary" data-action="discard" data-key="discard"'
                f'{"" if ready else " disabled"}>{escape(messages.text("m.discard.confirm"))}</button></section>')
    if phase == "declare":
        options = table.combinations()
        chosen = table.chosen_combinations()
        value, bonus = table.declaration_value()
        items = []
        for option in options:
            on = option.name in chosen
            cards = " ".join(card_picture(card, 30, label=card_name(card))
                             for card in option.cards)
            items.append(f'<li><button type="button" class="toggle" aria-pressed="{"true" if on else "false"}" '
                         f'data-action="combo:{escape(option.name)}" data-key="combo-{escape(option.name)}">'
                         f'<span class="check" aria-hidden="true">{"✓" if on else ""}</span>'
                         f'{combination_markup(option.name, option.cards, option.value)}'
                         f'<span class="combo-cards">{cards}</span></button></li>')
        body = (f'<ul class="combo-list">{"".join(items)}</ul>' if options
                else f'<p>{escape(messages.text("m.declare.none"))}</p>')
        matto = f'<p>{escape(messages.text("m.declare.matto", bonus=bonus))}</p>' if bonus else ""
        total = f'<p class="counter">{escape(messages.text("m.declare.total", points=value + bonus))}</p>' \
            if options else ""
        label_key = ("m.declare.continue" if not options
                     else "m.declare.confirm" if chosen else "m.declare.confirm.none")
        return (f'<section class="choice-panel" aria-labelledby="panel-heading" data-panel="declare">'
                f'<h2 id="panel-heading"><span{glossary_attributes("versicole")}>'
                f'{escape(messages.text("m.declare.heading"))}</span></h2>'
                f'<p>{escape(messages.text("m.declare.help"))}</p>{body}{matto}{total}'
                f'<button type="button" class="primary" data-action="declare" data-key="declare">'
                f'{escape(messages.text(label_key))}</button></section>')
    if phase == "showing":
        pending = table.pending_events
        current = describe(pending[0]) if pending else ""
        return (f'<section class="choice-panel showing" data-panel="showing"><p class="spotlight">{escape(current)}</p>'
                f'<button type="button" data-action="skip" data-key="skip">{escape(messages.text("m.skip"))}</button>'
                f"</section>")
    if phase == "play":
        return (f'<section class="choice-panel" data-panel="play"><p>{escape(messages.text("m.play.help"))}</p>'
                f"</section>")
    return '<section class="choice-panel" data-panel="wait"></section>'


def render_tracker(table: MinchiateTable) -> str:
    """Beginner aid: the counting cards that are neither played, in your hand, nor in the Fola."""
    state = table.state
    gone = {card for trick in state.tricks for card in trick.cards} | {card for _, card in state.trick}
    gone |= set(table.hand())
    if state.record.exposed:
        gone |= set(state.fola)
    out = [card for card in MINCHIATE_DECK if points(card) and card not in gone]
    cards = "".join(card_picture(card, 30, label=card_name(card))
                    for card in out)
    return (f'<details class="tracker" open><summary>{escape(messages.text("aid.tracker.minchiate"))}</summary>'
            f'<div class="fola">{cards}</div></details>')


def render_side(table: MinchiateTable, display: Display = Display()) -> str:
    """The log of the deal in words and, once exposed, the Fola."""
    shown = table.shown_events
    entries = "".join(f"<li>{escape(describe(event))}</li>" for event in reversed(shown)
                      if not isinstance(event, Played))
    record = table.state.record
    if record.exposed:
        fola = "".join(card_picture(card, 34, label=card_name(card))
                       for card in table.state.fola)
        fola_html = f'<div class="fola" data-fola="{len(table.state.fola)}">{fola}</div>'
    else:
        fola_html = f'<p class="fola-hidden">{escape(messages.text("m.fola.hidden"))}</p>'
    return (f'<aside class="side">{render_tracker(table) if display.aids else ""}'
            f'<details class="log" open><summary>{escape(messages.text("m.log.heading"))}</summary>'
            f'<ol class="log-list" reversed tabindex="0" aria-label="{escape(messages.text("m.log.heading"))}" '
            f'data-log="{len(shown)}">{entries}</ol></details>'
            f'<details class="fola-box"><summary><span{glossary_attributes("Fola")}>'
            f'{escape(messages.text("m.fola.heading"))}</span></summary>{fola_html}'
            f"</details></aside>")



def render_review(table: MinchiateTable, step: int) -> str:
    """One trick of the finished deal, with what the log said about it (no dialog before the first trick)."""
    tricks = table.state.tricks
    if not tricks:
        return ""
    step = max(0, min(step, len(tricks) - 1))
    trick = tricks[step]
    heading = messages.text("review.minchiate.trick", number=trick.number, seat=seat_name(trick.winner))
    cards = "".join(
        f'<figure class="review-play{" winner" if seat == trick.winner else ""}">'
        f'{card_picture(card, 56, label=card_name(card))}'
        f"<figcaption>{escape(seat_name(seat))}</figcaption></figure>" for seat, card in trick.plays)
    points = messages.text("review.minchiate.points", points=trick.points, team=team_name(trick.winner % 2))
    points_line = f"<p>{escape(points)}</p>" if trick.points else ""
    return shell_render.render_review("review", messages.text("review.heading"), step, len(tricks),
                                      f'<p>{escape(heading)}</p><div class="review-cards">{cards}</div>{points_line}')


def render_breakdown(table: MinchiateTable) -> str:
    breakdown = table.state.breakdown
    if table.phase != "over" or breakdown is None:
        return ""
    none = messages.text("m.breakdown.none")
    teams = breakdown.teams

    def cell(key: str, value: object) -> str:
        return str(value) if key == "combinations" else escape(value)  # combos() escapes its own words

    def combos(index: int) -> str:
        """The combinations in a team's pile, one a line, as markup (see combination_markup)."""
        found = teams[index].combinations
        if not found:
            return escape(none)
        return "".join(f'<span class="combination">{combination_markup(item.name, item.cards, item.value)}</span>'
                       for item in found)

    rows: list[tuple[str, object, object]] = [
        ("cards", teams[0].card_points, teams[1].card_points),
        ("combinations", combos(0), combos(1)),
        ("matto_bonus", teams[0].matto_bonus, teams[1].matto_bonus),
        ("beyond", teams[0].beyond_42, teams[1].beyond_42),
        ("last", teams[0].last_trick, teams[1].last_trick),
        ("end_total", teams[0].total, teams[1].total),
        ("during", teams[0].resti_during_play, teams[1].resti_during_play),
    ]
    body = "".join(f'<tr data-row="{key}"><th scope="row">{escape(messages.text("m.breakdown." + key))}</th>'
                   f"<td>{cell(key, a)}</td><td>{cell(key, b)}</td></tr>" for key, a, b in rows)
    body += (f'<tr data-row="final" class="total"><th scope="row">{escape(messages.text("m.breakdown.final"))}</th>'
             f'<td data-final-a="{breakdown.resti[0]}">{breakdown.resti[0]}</td>'
             f'<td data-final-b="{breakdown.resti[1]}">{breakdown.resti[1]}</td></tr>')
    delta = messages.text("m.breakdown.delta", before=breakdown.delta_before, after=breakdown.delta_after)
    if breakdown.rounding_team is None:
        rounding = messages.text("m.breakdown.rounding.none")
    else:
        rounding = messages.text("m.breakdown.rounding", team=team_name(breakdown.rounding_team),
                                 count=breakdown.rounding_resti)
    net = breakdown.net
    if net > 0:
        verdict = messages.text("m.result.win.one" if net == 1 else "m.result.win", net=net)
    elif net < 0:
        verdict = messages.text("m.result.loss.one" if net == -1 else "m.result.loss", net=-net)
    else:
        verdict = messages.text("m.result.draw")
    return (f'<div class="overlay"><section class="breakdown" role="dialog" aria-modal="true" '
            f'aria-labelledby="breakdown-heading" data-breakdown data-net="{net}">'
            f'<h2 id="breakdown-heading">{escape(messages.text("m.breakdown.heading"))}</h2>'
            f'<p class="verdict" data-verdict>{escape(verdict)}</p>'
            f'<table><thead><tr><th scope="col">{escape(messages.text("m.breakdown.team"))}</th>'
            f'<th scope="col">{escape(team_name(0))}</th><th scope="col">{escape(team_name(1))}</th></tr></thead>'
            f"<tbody>{body}</tbody></table><p>{escape(delta)}</p><p>{escape(rounding)}</p>"
            f'<div class="breakdown-buttons"><button type="button" data-action="review-open" data-key="review-open">'
            f'{escape(messages.text("review.open"))}</button>'
            f'<button type="button" class="primary" data-action="again" data-key="again" autofocus>'
            f'{escape(messages.text("m.again"))}</button></div></section></div>')


def render(table: MinchiateTable, layout_name: str = "wide", notices: tuple[str, ...] = (),
           display: Display = Display(), reason: str = "") -> str:
    """The whole Minchiate screen."""
    layout = LAYOUTS.get(layout_name, WIDE)
    state = table.state
    return (f'<div class="game game-minchiate layout-{layout.name}" data-game="minchiate" data-phase="{table.phase}" '
            f'data-events="{table.shown}" data-tricks="{len(state.tricks)}" '
            f'data-plays="{len(state.tricks) * 4 + len(state.trick)}" data-discards="{table.discards_needed()}"'
            f'{attributes({"data-to-play": "SENW"[state.to_play] if state.to_play is not None else None})}>'
            f"{render_status(table)}{render_notices(notices)}"
            f'<main class="minchiate-main"><div class="table-wrap">{render_svg(table, layout, display)}</div>'
            f"{render_panel(table, reason)}{render_side(table, display)}</main>{render_breakdown(table)}</div>")
