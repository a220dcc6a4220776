"""The end-of-deal breakdown of Scopa and Scopone: one prize table for two sides (you and the
computer, or the two partnerships), with the rows the match's options add (Re bello, napola
with its run), and the dialog around it.  Pure markup; nothing here touches the browser."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyapp import scopa
from pyapp.cards import Card
from pyapp.engine import Seat
from pyapp.i18n import messages
from pyapp.scopa.deal_log import last_take
from pyapp.scopa.match import MatchLoop
from pyapp.ui.chrome import glossary_attributes
from pyapp.ui.svg import escape

NAPOLA_VALUES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
TERMS = {"cards": "carte", "coins": "denari", "settebello": "settebello", "primiera": "primiera",
         "re_bello": "Re bello", "napola": "napola"}


def prize_cell(value: object, points: int) -> str:
    """A side's cell: what it holds, and the points it won there (+1, or a napola's +4: left to right
    in a right-to-left language too)."""
    mark = (f' <span class="prize-point" aria-label="+{points}" dir="ltr">+{points}</span>' if points else "")
    return f'<td class="{"won" if points else ""}">{escape(value)}{mark}</td>'


def napola_text(points: int) -> str:
    """A napola's run as its coin values ("A-2-3-4", left to right in a right-to-left language
    too); the none mark without one."""
    return messages.left_to_right("-".join(NAPOLA_VALUES[:points])) if points else messages.text("breakdown.none")


def prize_rows(first: scopa.DealScore, second: scopa.DealScore, rules: scopa.ScopaRules) -> str:
    """The rows of one deal for two sides: the four prizes, the options' rows, scope, the deal's points."""
    def yes_no(held: bool) -> str:
        return messages.text("breakdown.yes" if held else "breakdown.no")

    def primiera(score: scopa.DealScore) -> str:
        return messages.text("breakdown.none") if score.primiera_total is None else str(score.primiera_total)

    rows: list[tuple[str, object, object, int, int]] = [
        ("cards", first.cards, second.cards, first.card_point, second.card_point),
        ("coins", first.coins, second.coins, first.coin_point, second.coin_point),
        ("settebello", yes_no(first.settebello), yes_no(second.settebello),
         first.settebello_point, second.settebello_point),
        ("primiera", primiera(first), primiera(second), first.primiera_point, second.primiera_point),
    ]
    if rules.re_bello:
        rows.append(("re_bello", yes_no(bool(first.re_bello_point)), yes_no(bool(second.re_bello_point)),
                     first.re_bello_point, second.re_bello_point))
    if rules.napola:
        rows.append(("napola", napola_text(first.napola_point), napola_text(second.napola_point),
                     first.napola_point, second.napola_point))
    body = "".join(
        f'<tr data-row="{key}"><th scope="row"><span{glossary_attributes(TERMS[key])}>'
        f'{escape(messages.text("breakdown." + key))}</span></th>'
        f"{prize_cell(mine, my_points)}{prize_cell(theirs, their_points)}</tr>"
        for key, mine, theirs, my_points, their_points in rows)
    body += (f'<tr data-row="scope"><th scope="row"><span{glossary_attributes("scopa")}>'
             f'{escape(messages.text("breakdown.scope"))}</span></th>'
             f"<td>{first.scope}</td><td>{second.scope}</td></tr>")
    body += (f'<tr data-row="deal" class="total"><th scope="row">{escape(messages.text("breakdown.deal_points"))}'
             f'</th><td data-deal-you="{first.total}">{first.total}</td>'
             f'<td data-deal-ai="{second.total}">{second.total}</td></tr>')
    return body


def match_row(first: int, second: int) -> str:
    """The match totals row under a deal's rows."""
    return (f'<tr data-row="match" class="total"><th scope="row">{escape(messages.text("breakdown.match_total"))}'
            f'</th><td data-match-you="{first}">{first}</td><td data-match-ai="{second}">{second}</td></tr>')


def breakdown_dialog(heading: str, verdict: str, columns: tuple[str, str], body: str, next_button: tuple[str, str],
                     extra_buttons: str = "", last_take: str = "", sheet: str = "") -> str:
    """The breakdown as a modal dialog: *columns* name the two sides, *next_button* is (action,
    label); *last_take* says who took the cards left on the table at the end, if any; *sheet* is
    the match's score sheet (at its end)."""
    verdict_html = f'<p class="verdict" data-verdict>{escape(verdict)}</p>' if verdict else ""
    if last_take:
        verdict_html += f'<p class="breakdown-last-take" data-last-take>{escape(last_take)}</p>'
    review = (f'<button type="button" data-action="review-open" data-key="review-open">'
              f'{escape(messages.text("review.open"))}</button>')
    action, label = next_button
    tables = (f'<table><thead><tr><th scope="col">{escape(messages.text("breakdown.prize"))}</th>'
              f'<th scope="col">{escape(columns[0])}</th>'
              f'<th scope="col">{escape(columns[1])}</th></tr></thead><tbody>{body}</tbody></table>{sheet}')
    if sheet:  # the deal's prizes and the match's sheet side by side where there is room (style.css)
        tables = f'<div class="breakdown-tables">{tables}</div>'
    return (f'<div class="overlay"><section class="breakdown{" with-sheet" if sheet else ""}" role="dialog" '
            f'aria-modal="true" aria-labelledby="breakdown-heading" data-breakdown>'
            f'<h2 id="breakdown-heading">{escape(heading)}</h2>{verdict_html}{tables}'
            f'<div class="breakdown-buttons">{review}{extra_buttons}<button type="button" class="primary" '
            f'data-action="{action}" data-key="{action}" autofocus>{escape(label)}</button></div></section></div>')


def score_sheet(past_deals: tuple[tuple[Any, Any], ...], columns: tuple[str, str]) -> str:
    """The match's score sheet: each deal's points of both sides and the running totals (shown
    when the match is over)."""
    totals = [0, 0]
    rows = []
    for number, pair in enumerate(past_deals, start=1):
        cells = []
        for side in (0, 1):
            totals[side] += pair[side].total
            cells.append(f'<td><span class="sheet-points" dir="ltr">+{pair[side].total}</span> '
                         f'<span class="sheet-total">{totals[side]}</span></td>')
        rows.append(f'<tr data-sheet-deal="{number}"><th scope="row">'
                    f'{escape(messages.text("sheet.deal", number=number))}</th>{"".join(cells)}</tr>')
    return (f'<table class="score-sheet" data-score-sheet><caption>{escape(messages.text("sheet.heading"))}'
            f'</caption><thead><tr><th scope="col">{escape(messages.text("sheet.deals"))}</th>'
            f'<th scope="col">{escape(columns[0])}</th><th scope="col">{escape(columns[1])}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def change_rules_button(game: str) -> str:
    """Opens the rules choice for the next match (shown when a match is over)."""
    return (f'<button type="button" data-action="setup-open:{game}" data-key="setup-open-{game}">'
            f'{escape(messages.text("setup.change"))}</button>')


def deal_breakdown(match: MatchLoop, phase: str, game: str, columns: tuple[str, str],
                   verdict: Callable[[bool], str], describe_last_take: Callable[[Seat, tuple[Card, ...]], str]) -> str:
    """The end-of-deal breakdown (and the end of the match) of a match on Scopa's engine, from the
    player's side (side 0), as a modal dialog; empty while the deal is on (*phase*). *columns* name
    the two sides, *verdict* words the match's end (won or lost), *describe_last_take* who took the
    cards left on the table."""
    if phase not in ("deal-over", "match-over"):
        return ""
    state = match.state
    ours, theirs = scopa.score_sides(state.piles, state.scope, state.rules)
    us, them = match.scores
    body = prize_rows(ours, theirs, match.rules) + match_row(us, them)
    extra = ""
    if phase == "match-over":
        said = verdict(match.winner == 0)
        button = ("new-match", messages.text("match.new"))
        extra = change_rules_button(game)
    else:
        tie = us == them and us >= match.rules.target
        said = messages.text("match.continue.tie", you=us, ai=them) if tie else ""
        button = ("next-deal", messages.text("breakdown.next"))
    taken = last_take(state, state.plays_per_deal)
    sheet = score_sheet(match.past_deals, columns) if phase == "match-over" else ""
    return breakdown_dialog(messages.text("breakdown.heading", number=match.deal_number), said, columns, body,
                            button, extra, describe_last_take(*taken) if taken else "", sheet)
