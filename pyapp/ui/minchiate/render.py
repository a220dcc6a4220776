"""Pure renderer of the Minchiate table: MinchiateTable -> HTML + inline SVG markup.

You sit at the bottom, your partner (N) at the top, the opponents West (left) and East
(right): play passes counter-clockwise S -> E -> N -> W.  Interactive elements carry
``data-action`` and ``data-key`` as on the Scopa table.
"""

from __future__ import annotations

from pyapp.cards import MINCHIATE_DECK
from pyapp.i18n import messages
from pyapp.i18n.card_names import card_name, card_phrase, suit_name, trump_title
from pyapp.minchiate.actions import Declare, Discard
from pyapp.minchiate.deal_record import TRICKS
from pyapp.minchiate.events import MinchiateEvent
from pyapp.minchiate.rules import led_suit, points
from pyapp.minchiate.scoring import RESTO, Ledger
from pyapp.ui.chrome import glossary_attributes, render_hint_line, render_notices, render_tools
from pyapp.ui.minchiate.breakdown import combination_markup, render_breakdown
from pyapp.ui.minchiate.felt import SEAT_LETTER, render_svg, seat_name, team_name
from pyapp.ui.minchiate.geometry import LAYOUTS, WIDE
from pyapp.ui.minchiate.log import TrickEntry, combination_phrase, describe, log_entries
from pyapp.ui.minchiate.scene import Scene
from pyapp.ui.minchiate.table import MinchiateTable
from pyapp.ui.svg import Display, attributes, card_picture, escape

# The status pill while an event is told: the key of each kind of event (``.you`` when the player acts).
EVENT_STATUS = {
    "dealer_chosen": "dealing", "hands_dealt": "dealing", "cut": "cut", "stolen": "steal",
    "dealer_stolen": "fola", "taken": "fola", "revealed": "reveal", "discarded": "discard",
    "declared": "declare", "exposed": "exposed", "played": "play", "trick_won": "trick",
    "resto_paid": "resto",
}
SEAT_STATUSES = frozenset(("cut", "steal", "fola", "discard", "declare", "play", "trick"))
COMPUTER_STATUS = {"discard": "discard", "declare": "declare", "play": "play"}


def status_words(table: MinchiateTable) -> str:
    """What is happening, in a few words: whose choice it is, or what the event being told does."""
    phase = table.phase
    if phase in ("discard", "declare", "play"):
        return messages.text(f"m.turn.you.{phase}", count=table.discards_needed())
    if phase == "over":
        return messages.text("m.turn.over")
    event = table.spotlight
    if phase == "computer" or event is None:
        seat = table.state.to_play
        kind = COMPUTER_STATUS.get(table.state.phase, "play")
    else:
        seat = getattr(event, "seat", None)
        kind = EVENT_STATUS.get(event.kind, "scoring")
        if kind == "resto":
            return messages.text("m.status.resto", team=team_name(getattr(event, "team", 0)))
    if kind in SEAT_STATUSES and seat is not None:
        return messages.text(f"m.status.{kind}{'.you' if seat == 0 else ''}", seat=seat_name(seat))
    return messages.text(f"m.status.{kind}")


def lead_words(ledger: Ledger, counting: bool) -> tuple[str, str]:
    """The running lead as the game scores it, long and short (for phones): the points the team
    ahead has toward its next resto (a lead of 60 is paid at once); while the end is *counting*, how
    far ahead a team is (the end rounds any lead up to resti)."""
    lead = ledger.delta
    if lead == 0:
        level = messages.text("m.standing.level")
        return level, level
    team = team_name(0 if lead > 0 else 1)
    if counting or abs(lead) >= RESTO:
        ahead = messages.plural("m.standing.lead", abs(lead), team=team)
        return ahead, ahead
    return (messages.text("m.toward", team=team, points=abs(lead)),
            messages.text("m.toward.short", team=team, points=abs(lead)))


def render_score(phase: str, scene: Scene) -> str:
    """The score as the game keeps it: the resti each team has earned and, during the deal, the
    lead in points toward the next resto (the resti alone once the deal is over)."""
    ledger = scene.ledger
    resti_a, resti_b = ledger.resti_a, ledger.resti_b
    label = messages.text("m.resti.label", team_a=team_name(0), team_b=team_name(1), a=resti_a, b=resti_b)
    resti = (f'<span class="resti" aria-label="{escape(label)}"><b{glossary_attributes("resto/resti")}>'
             f'{escape(messages.text("m.resti", a=resti_a, b=resti_b))}</b></span>')
    if phase == "over":
        return resti
    long, short = lead_words(ledger, sum(scene.tricks_won) == TRICKS)
    return (f'{resti}<span class="standing" title="{escape(messages.text("m.standing.label"))}">'
            f'<span class="standing-long">{escape(long)}</span><span class="standing-short">{escape(short)}</span>'
            f"</span>")


def render_status(table: MinchiateTable, scene: Scene) -> str:
    """The header: the menu, the tools, the score (the resti, and during the deal the points toward
    the next), the suit led and what is happening."""
    phase = table.phase
    ledger = scene.ledger
    plays = [card for _, card in scene.trick]
    led = led_suit(plays) if plays else None
    led_text = "" if not scene.exposed or phase == "over" else (
        messages.text("m.led", suit=suit_name(led)) if led else messages.text("m.led.none"))
    return (f'<header class="status" data-phase="{phase}">'
            f'<h1 class="visually-hidden">{escape(messages.text("m.title"))}</h1>'
            f'<button class="nav-button" type="button" data-action="menu" data-key="menu" '
            f'title="{escape(messages.text("nav.menu.label"))}">{escape(messages.text("nav.menu"))}</button>'
            f'<div class="tools">{render_tools("minchiate")}</div>'
            f'<div class="score" data-delta="{ledger.delta}" data-resti-a="{ledger.resti_a}" '
            f'data-resti-b="{ledger.resti_b}">{render_score(phase, scene)}</div>'
            f'<div class="meta"><span class="led" data-led="{led or ""}">{escape(led_text)}</span></div>'
            f'<div class="turn turn-{"human" if phase in ("discard", "declare", "play") else phase}" '
            f'data-turn="{phase}">{escape(status_words(table))}</div></header>')


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
    if table.phase not in ("discard", "declare", "play"):
        return ""
    return render_hint_line(table.hint, table.hint_pending, describe_action)


def render_panel(table: MinchiateTable, reason: str = "") -> str:
    """The choice in front of the player (discards, declarations), or what is happening."""
    why = f'<p class="reason" role="status" data-reason>{escape(reason)}</p>' if reason else ""
    return render_choice_panel(table).replace("</section>", why + render_hint(table) + "</section>", 1)


def render_choice_panel(table: MinchiateTable) -> str:
    phase = table.phase
    if phase == "discard":
        needed = table.discards_needed()
        count = len(table.selected)
        ready = count == needed
        return (f'<section class="choice-panel" aria-labelledby="panel-heading" data-panel="discard" '
                f'data-reveal="discard-{table.shown}">'
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


def trick_cards(plays: tuple[tuple[int, str], ...], winner: int, width: int) -> str:
    """The cards of a trick in play order for the log, each with its seat's letter under it, the
    leader's marked and the winner's outlined (the pictures left to the entry's sentence)."""
    figures = []
    for index, (seat, card) in enumerate(plays):
        classes = "log-play" + (" lead" if index == 0 else "") + (" winner" if seat == winner else "")
        lead = f'<span class="lead-word">{escape(messages.text("m.trick.lead"))}</span>' if index == 0 else ""
        figures.append(f'<figure class="{classes}" data-seat="{SEAT_LETTER[seat]}">'
                       f'<span class="trick-card">{card_picture(card, width)}{lead}</span>'
                       f"<figcaption>{escape(SEAT_LETTER[seat])}</figcaption></figure>")
    return "".join(figures)


def render_log_entry(entry: MinchiateEvent | TrickEntry) -> str:
    """One line of the log: an event's sentence, or a trick with its cards."""
    if not isinstance(entry, TrickEntry):
        return f"<li>{escape(describe(entry))}</li>"
    won = entry.won
    return (f'<li class="log-trick" data-trick="{won.number}" data-winner="{SEAT_LETTER[won.seat]}">'
            f'<span class="visually-hidden">{escape(entry.sentences())}</span>'
            f'<span class="log-trick-won" aria-hidden="true">{escape(describe(won))}</span>'
            f'<span class="log-cards" aria-hidden="true">{trick_cards(entry.plays, won.seat, 32)}</span>'
            f"</li>")


def render_side(table: MinchiateTable, display: Display = Display()) -> str:
    """The log of the deal (each trick with its cards), oldest first so that no line moves as one
    comes (the page keeps it scrolled to the newest: ``data-follow-end``), and, once exposed, the Fola."""
    shown = table.shown_events
    entries = "".join(render_log_entry(entry) for entry in log_entries(shown))
    record = table.state.record
    if record.exposed:
        fola = "".join(card_picture(card, 34, label=card_name(card))
                       for card in table.state.fola)
        fola_html = f'<div class="fola" data-fola="{len(table.state.fola)}">{fola}</div>'
    else:
        fola_html = f'<p class="fola-hidden">{escape(messages.text("m.fola.hidden"))}</p>'
    return (f'<aside class="side">{render_tracker(table) if display.aids else ""}'
            f'<details class="log" open><summary>{escape(messages.text("m.log.heading"))}</summary>'
            f'<ol class="log-list" data-follow-end tabindex="0" aria-label="{escape(messages.text("m.log.heading"))}" '
            f'data-log="{len(shown)}">{entries}</ol></details>'
            f'<details class="fola-box"><summary><span{glossary_attributes("Fola")}>'
            f'{escape(messages.text("m.fola.heading"))}</span></summary>{fola_html}'
            f"</details></aside>")


def render(table: MinchiateTable, layout_name: str = "wide", notices: tuple[str, ...] = (),
           display: Display = Display(), reason: str = "") -> str:
    """The whole Minchiate screen."""
    layout = LAYOUTS.get(layout_name, WIDE)
    state = table.state
    scene = table.scene
    # At each of the player's turns the page brings the table (the trick and the hand) into view,
    # below a phone's sticky header: the discard sheet, or the player reading the log, may have
    # taken the page down (web/app.js reveal).
    plays = len(state.tricks) * 4 + len(state.trick)
    play_reveal = f' data-reveal="turn-{plays}"' if table.phase == "play" else ""
    return (f'<div class="game game-minchiate layout-{layout.name}" data-game="minchiate" data-phase="{table.phase}" '
            f'data-events="{table.shown}" data-tricks="{len(state.tricks)}" '
            f'data-plays="{plays}" data-discards="{table.discards_needed()}"{"" if scene.exposed else " data-setup"}'
            f'{attributes({"data-to-play": "SENW"[state.to_play] if state.to_play is not None else None})}>'
            f"{render_status(table, scene)}{render_notices(notices)}"
            f'<main class="minchiate-main"><div class="table-wrap"{play_reveal}>'
            f'{render_svg(table, layout, display, scene)}</div>'
            f"{render_panel(table, reason)}{render_side(table, display)}</main>{render_breakdown(table)}</div>")
