"""The Minchiate table drawn as inline SVG: the felt with the four seats, the piles, the setup's
pack and Fola, the trick (its leader's card marked), the last trick beside it and the player's
hand, as the player has been told the deal stands (:attr:`MinchiateTable.scene`). Where
everything goes is :mod:`pyapp.ui.minchiate.geometry`.

The last trick lies small beside the trick; at the player's turn it is a button that turns it up
where the trick is played (and back), for a look at who led and played what.

A card the event being told moved is drawn where it arrives with the class ``arriving`` and, in
``data-dx``/``data-dy``, how far it comes from: the page slides it in (``web/page/motion.js``, for
``data-move-ms``, the share of its event's time at the speed setting: ``pacing.move_ms``; never with
reduced motion, and not at all at speed 0). Data attributes, not styles: no rule of the stylesheet
reads them, so the next render that drops them restyles nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from pyapp.i18n import messages, refusals
from pyapp.i18n.card_names import card_name
from pyapp.minchiate import Trick
from pyapp.minchiate.rules import points
from pyapp.ui.minchiate.geometry import (
    Layout,
    cut_place,
    hand_positions,
    last_trick_box,
    last_trick_places,
    name_room,
    pack_place,
    pile_width,
    seat_plan,
    table_height,
)
from pyapp.ui.minchiate.pacing import move_ms
from pyapp.ui.minchiate.scene import CUT, FOLA, HAND, PACK, TRICK, Move, Scene, seat_place
from pyapp.ui.minchiate.table import MinchiateTable
from pyapp.ui.svg import BADGE_LETTER_EM, Display, attributes, card_height, card_image, escape

SEAT_LETTER = "SENW"
MOVE_ATTRIBUTES = ("data-dx", "data-dy", "data-move-ms")  # a move's (Motion.slide), read by the page
NAME_SIZE = 15  # a seat's name line (style.css .seat-name)


def seat_name(seat: int) -> str:
    return messages.text(f"m.seat.{seat}")


def team_name(team: int) -> str:
    return messages.text(f"m.team.{team}")


def felt_words(text: str) -> str:
    """Words for the felt, escaped: the felt is drawn left to right in every language (its seats are
    places), so a right-to-left language's words are isolated in their own direction, and a seat's
    letter or a number among them stays where the sentence puts it."""
    return escape(f"\u2067{text}\u2069" if messages.direction() == "rtl" else text)


def aid_badge(card: str) -> str | None:
    """Beginner aid: the points of a counting card."""
    value = points(card)
    return messages.text("aid.points", points=value) if value else None


class Motion:
    """The moves of the event being told, and where each place is on this table."""

    def __init__(self, scene: Scene, layout: Layout, display: Display, move_ms: float = 0) -> None:
        self.moves: tuple[Move, ...] = scene.moves if display.speed > 0 else ()
        self.layout = layout
        self.move_ms = move_ms

    def source(self, place: str) -> tuple[float, float]:
        layout = self.layout
        if place in (PACK, FOLA):
            return pack_place(layout)
        if place == CUT:
            return cut_place(layout)
        if place == HAND:
            return layout.width / 2 - layout.hand_width / 2, layout.hand_top
        seat = int(place.partition(":")[2])
        plan = seat_plan(layout, seat, 1, 0)
        return plan.stack[0]

    def arrival(self, card: str, target: str, x: float, y: float) -> tuple[str, dict[str, object | None]]:
        """(" arriving", its move's attributes) when *card* reached *target* (at x, y) with the event told."""
        for move in self.moves:
            if move.card == card and move.target == target:
                return self.slide(move.source, x, y)
        return "", {}

    def slide(self, source: str, x: float, y: float) -> tuple[str, dict[str, object | None]]:
        """(" arriving", the attributes of a move from *source* to (x, y)): :data:`MOVE_ATTRIBUTES`."""
        from_x, from_y = self.source(source)
        return " arriving", {"data-dx": f"{from_x - x:.0f}", "data-dy": f"{from_y - y:.0f}",
                             "data-move-ms": f"{self.move_ms:.0f}"}


def _other_seat(table: MinchiateTable, scene: Scene, seat: int, layout: Layout, display: Display,
                motion: Motion) -> str:
    """A computer seat: its name, its cards face down in a stack, the cards it has shown."""
    count = scene.hand_sizes[seat]
    shown = scene.public[seat]
    plan = seat_plan(layout, seat, count - len(shown), len(shown))
    label = messages.text("m.hand.other", seat=seat_name(seat), count=count)
    to_play = table.actor == seat
    parts = [f'<g class="seat seat-{SEAT_LETTER[seat]}{" to-play" if to_play else ""}" '
             f'role="group" aria-label="{escape(label)}" data-seat="{SEAT_LETTER[seat]}" data-count="{count}">']
    name_x, name_y, anchor = plan.name
    heading = messages.text("m.seat.heading.dealer" if table.state.dealer == seat else "m.seat.heading",
                            seat=seat_name(seat), letter=SEAT_LETTER[seat], cards=messages.plural("cards.count", count))
    room = name_room(layout, seat)  # a long line (a long language's words) is narrowed to its room
    fit = (f' textLength="{room:g}" lengthAdjust="spacingAndGlyphs"'
           if len(heading) * BADGE_LETTER_EM * NAME_SIZE > room else "")
    parts.append(f'<text class="seat-name" x="{name_x:g}" y="{name_y:g}" text-anchor="{anchor}"{fit}>'
                 f'{felt_words(heading)}</text>')
    if plan.stack:
        dealt = any(move.card == "" and move.source == PACK and move.target == seat_place(seat)
                    for move in motion.moves)
        slide, moving = motion.slide(PACK, *plan.stack[0]) if dealt else ("", {})
        parts.append(f'<g class="stack{slide}" data-key="stack-{seat}"{attributes(moving)}>')
        parts.append(_stacked_backs(plan.stack, layout.small_width, display))
        parts.append("</g>")
    if shown:
        public_label = messages.text("m.public.label", seat=seat_name(seat))
        parts.append(f'<g class="public-cards" role="list" aria-label="{escape(public_label)}">')
        for card, (x, y) in zip(shown, plan.shown, strict=True):
            slide, attrs = motion.arrival(card, seat_place(seat), x, y)
            attrs.update({"role": "listitem", "data-key": f"shown-{seat}-{card}"})
            parts.append(card_image(card, x, y, plan.shown_width, css_class=f"card public small{slide}",
                                    label=card_name(card), attrs=attrs))
        parts.append("</g>")
    parts.append("</g>")
    return "".join(parts)


def _trick(table: MinchiateTable, scene: Scene, layout: Layout, display: Display, motion: Motion) -> str:
    """The cards of the trick (the leader's marked), of the trick just won while it is told, or of
    the last trick when the player turned it up."""
    plays, winner, number = scene.trick, None, scene.trick_number
    last = scene.last if table.last_trick_shown else None
    if last is not None:
        plays, winner, number = last.plays, last.winner, last.number
    elif not plays and scene.won:
        plays, winner, number = scene.won, scene.winner, scene.trick_number - 1
    label = messages.text("m.last.button", number=number, seat=seat_name(last.winner)) if last else (
        messages.text("m.trick.label", number=number))
    role = "list" if plays else "group"  # an empty list would lack its list items
    parts = [f'<g class="trick{" last-shown" if last else ""}" role="{role}" aria-label="{escape(label)}" '
             f'data-trick="{number}">']
    if last is not None:
        parts.append(_last_caption(layout, number))
    for index, (seat, card) in enumerate(plays):
        x, y = layout.trick_slots[seat]
        slide, attrs = motion.arrival(card, TRICK, x, y) if last is None else ("", {})
        attrs.update({"role": "listitem", "data-card": card, "data-seat": SEAT_LETTER[seat]})
        classes = "card in-trick" + (" winner" if seat == winner else "") + slide
        text = messages.text("m.trick.card.lead" if index == 0 else "m.trick.card", seat=seat_name(seat),
                             card=card_name(card))
        parts.append(card_image(card, x, y, layout.trick_width, css_class=classes, label=text, attrs=attrs,
                                badge=aid_badge(card) if display.aids else None))
        if index == 0:
            parts.append(_lead_tag(x, y, layout.trick_width, slide,
                                   {key: value for key, value in attrs.items() if key in MOVE_ATTRIBUTES}))
    parts.append("</g>")
    return "".join(parts)


def _lead_tag(x: float, y: float, width: float, slide: str, moving: dict[str, object | None]) -> str:
    """The mark on the card that led the trick: a word on the card's lower part (moving with the card)."""
    size = 13 if width < 80 else 15
    tag_width, tag_height = width * 0.8, size + 8
    left, top = x + (width - tag_width) / 2, y + card_height(width) - tag_height - 4
    return (f'<g class="lead-tag{slide}" aria-hidden="true" data-lead=""{attributes(moving)}>'
            f'<rect x="{left:g}" y="{top:g}" width="{tag_width:g}" height="{tag_height:g}" rx="{tag_height / 2:g}"/>'
            f'<text x="{x + width / 2:g}" y="{top + tag_height / 2 + size * 0.36:.1f}" text-anchor="middle" '
            f'font-size="{size}">{felt_words(messages.text("m.trick.lead"))}</text></g>')


def _last_caption(layout: Layout, number: int) -> str:
    """The words in the middle of the trick's place while the last trick lies there."""
    south, _, north, _ = layout.trick_slots
    middle_x = south[0] + layout.trick_width / 2
    middle_y = (north[1] + card_height(layout.trick_width) + south[1]) / 2
    return (f'<text class="last-caption" x="{middle_x:g}" y="{middle_y - 4:g}" text-anchor="middle" '
            f'aria-hidden="true"><tspan x="{middle_x:g}">{felt_words(messages.text("m.last.name"))}</tspan>'
            f'<tspan x="{middle_x:g}" dy="1.2em">{felt_words(messages.text("m.trick.label", number=number))}</tspan>'
            f"</text>")


def _last_trick(table: MinchiateTable, last: Trick | None, layout: Layout) -> str:
    """The last trick, small beside the trick, its winner's card outlined and its leader's marked:
    at the player's turn a button that turns it up where the trick is played (and back)."""
    if last is None:
        return ""
    box = last_trick_box(layout)
    places = last_trick_places(layout)
    width = layout.last_width
    shown = table.last_trick_shown
    label = messages.text("m.last.button", number=last.number, seat=seat_name(last.winner))
    control = (f' role="button" tabindex="0" data-action="last-trick" aria-pressed="{"true" if shown else "false"}"'
               if table.phase == "play" else ' role="img"')
    parts = [f'<g class="last-trick{" pressed" if shown else ""}" data-key="last-trick" data-last="{last.number}" '
             f'aria-label="{escape(label)}"{control}>'
             f'<rect class="last-trick-room" x="{box.x - 6:g}" y="{box.y - 6:g}" width="{box.width + 12:g}" '
             f'height="{box.height + 8:g}" rx="10"/>']
    for index, (seat, card) in enumerate(last.plays):
        x, y = places[seat]
        winner = " winner" if seat == last.winner else ""
        parts.append(card_image(card, x, y, width, css_class=f"card in-last{winner}"))
        if index == 0:
            parts.append(f'<circle class="lead-dot" cx="{x + 7:g}" cy="{y + card_height(width) - 7:g}" r="5" '
                         f'aria-hidden="true"/>')
    name = messages.text("m.last.name")  # the button's name starts with it (pressed or not: aria-pressed says)
    parts.append(f'<text class="last-trick-name" x="{box.x + box.width / 2:g}" y="{box.bottom - 5:g}" '
                 f'text-anchor="middle" aria-hidden="true">{felt_words(name)}</text></g>')
    return "".join(parts)


def _setup(scene: Scene, layout: Layout, display: Display, motion: Motion) -> str:
    """The middle of the table before play: the pack and the card at the cut, then the Fola (with
    the discards going onto it) until it is turned face up."""
    width = pile_width(layout)
    x, y = pack_place(layout)
    parts = []
    if scene.pack:
        label = messages.text("m.pack.label", count=scene.pack)
        parts.append(_stack("pack", x, y, width, scene.pack, label, display))
    if scene.cut_card:
        cut_x, cut_y = cut_place(layout)
        slide, attrs = motion.arrival(scene.cut_card, CUT, cut_x, cut_y)
        attrs["data-key"] = f"cut-{scene.cut_card}"
        label = messages.text("m.cut.label", card=card_name(scene.cut_card))
        parts.append(card_image(scene.cut_card, cut_x, cut_y, width, css_class=f"card at-cut{slide}", label=label,
                                attrs=attrs))
    if scene.fola and not scene.trick and not scene.won:
        label = messages.text("m.fola.label", count=scene.fola)
        arriving = []
        for move in motion.moves:
            if move.target == FOLA:  # a discard on its way: a face only for the player's own
                slide, attrs = motion.slide(move.source, x, y)
                attrs["data-key"] = f"to-fola-{scene.fola}"
                arriving.append(card_image(move.card, x, y, width, css_class=f"card discarding{slide}",
                                           back=not move.card, back_name=display.back, deck="minchiate",
                                           attrs=attrs))
        parts.append(_stack("fola", x, y, width, scene.fola, label, display, "".join(arriving)))
    if parts:
        return f'<g class="setup" data-pack="{scene.pack}" data-fola="{scene.fola}">{"".join(parts)}</g>'
    return ""


def _stacked_backs(places: Sequence[tuple[float, float]], width: float, display: Display) -> str:
    """Backs stacked at *places* (the last on top): each under another a back's edge, all it shows
    of it (tools/card_faces.back_edge_face: a fifth of a back's elements to style)."""
    return "".join(card_image("", x, y, width, css_class="card back small", back=True,
                              back_name=display.back if index == len(places) - 1 else f"{display.back}-edge",
                              deck="minchiate") for index, (x, y) in enumerate(places))


def _stack(key: str, x: float, y: float, width: float, count: int, label: str, display: Display,
           on_top: str = "") -> str:
    """A face-down stack (the pack, the Fola) with *on_top* (a card arriving), its count on it and
    its name under it."""
    height = card_height(width)
    backs = _stacked_backs([(x + index * 2, y - index * 2) for index in range(min(4, count))], width, display)
    return (f'<g class="{key}" role="img" aria-label="{escape(label)}" data-key="{key}" data-count="{count}">'
            f'{backs}{on_top}<text class="pile-count" x="{x + width / 2:g}" y="{y + height / 2 + 10:g}" '
            f'text-anchor="middle">{count}</text>'
            f'<text class="pile-name" x="{x + width / 2:g}" y="{y + height + 18:g}" text-anchor="middle">'
            f'{escape(messages.text(f"m.{key}.name"))}</text></g>')


def _piles(scene: Scene, layout: Layout) -> str:
    parts = []
    for team in (0, 1):
        x, y = layout.pile_anchor[team]
        count = scene.piles[team]
        label = messages.text("m.pile.label", team=team_name(team), count=count, tricks=scene.tricks_won[team])
        width = pile_width(layout)
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


def _hand(table: MinchiateTable, scene: Scene, layout: Layout, display: Display, motion: Motion) -> str:
    hand = scene.hand
    phase = table.phase
    clickable = table.legal_cards()
    selected = table.selected
    parts = [f'<g class="hand" role="group" aria-label="'
             f'{escape(messages.text("m.hand.label", count=len(hand)))}">']
    for card, (x, y) in zip(hand, hand_positions(len(hand), layout), strict=True):
        name = card_name(card)
        classes = ["card", "in-hand"]
        attrs: dict[str, object | None] = {"data-card": card, "data-key": f"hand-{card}"}
        if card in selected:
            classes.append("selected")
            y -= layout.selected_rise
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
        slide, moving = motion.arrival(card, HAND, x, y)
        attrs.update(moving)
        parts.append(card_image(card, x, y, layout.hand_width, css_class=" ".join(classes) + slide, label=name,
                                attrs=attrs, badge=aid_badge(card) if display.aids else None))
    parts.append("</g>")
    return "".join(parts)


def render_svg(table: MinchiateTable, layout: Layout, display: Display = Display(), scene: Scene | None = None) -> str:
    """The felt as the player has been told the deal stands (*scene*: the table's, computed once)."""
    scene = scene or table.scene
    motion = Motion(scene, layout, display, move_ms(table.spotlight) * display.speed)
    height = table_height(layout, len(scene.hand))
    parts = [f'<svg class="table-svg minchiate-svg layout-{layout.name}" viewBox="0 0 {layout.width} {height:g}" '
             f'role="group" aria-label="{escape(messages.text("table.label"))}">',
             f'<rect class="felt" width="{layout.width}" height="{height:g}" rx="24"/>']
    for seat in (2, 3, 1):
        parts.append(_other_seat(table, scene, seat, layout, display, motion))
    parts.append(_piles(scene, layout))
    parts.append(_setup(scene, layout, display, motion))
    parts.append(_trick(table, scene, layout, display, motion))
    parts.append(_last_trick(table, scene.last, layout))
    parts.append(_hand(table, scene, layout, display, motion))
    parts.append("</svg>")
    return "".join(parts)
