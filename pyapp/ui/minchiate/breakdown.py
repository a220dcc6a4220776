"""The end of a Minchiate deal explained: what each team counted and how its lead became resti.

The table lists each team's end points (the cards in its tricks, the combinations among them, the
Matto's bonus, the cards beyond 42, the last trick), then the resti: those earned during the deal,
those the end points add, and the total. Under it, :func:`explanation` says in sentences how the
points became resti (spec §3.9, §3.14). The numbers are the deal's ``EndBreakdown``, the same the
log reads from the ``PilesScored`` events.
"""

from __future__ import annotations

from pyapp.i18n import messages
from pyapp.minchiate.scoring import EndBreakdown
from pyapp.ui.minchiate.felt import team_name
from pyapp.ui.minchiate.log import combination_phrase
from pyapp.ui.minchiate.table import MinchiateTable
from pyapp.ui.svg import escape, sentence_markup


def combination_markup(name: str, cards: tuple[str, ...], value: int, key: str = "m.declare.item") -> str:
    """A combination and its value as markup ("papi 1–3: 11 points", or as *key* words it): the
    name is isolated and kept on one line, so "1-40-Matto" or "31–33" reads right in a
    right-to-left sentence."""
    return sentence_markup(key, value=escape(value),
                           name=f'<bdi class="combination-name">{escape(combination_phrase(name, cards))}</bdi>')


def _lead(key: str, lead: int, **fields: object) -> str:
    """A sentence about *lead* (team A minus team B): its ``.level`` form at 0, else with the team ahead."""
    if lead == 0:
        return messages.text(f"{key}.level", **fields)
    return messages.text(key, team=team_name(0 if lead > 0 else 1), points=abs(lead), **fields)


def explanation(breakdown: EndBreakdown) -> list[str]:
    """How the deal's points became resti, in three sentences: the lead left over from the deal,
    the lead once the end points are added, and the resti that lead is worth."""
    teams = breakdown.teams
    lines = [
        _lead("m.breakdown.carried", breakdown.delta_before),
        _lead("m.breakdown.after", breakdown.delta_after, a=teams[0].total, b=teams[1].total,
              team_a=team_name(0), team_b=team_name(1)),
    ]
    if breakdown.rounding_team is None:
        lines.append(messages.text("m.breakdown.rounding.none"))
    else:
        lines.append(messages.plural("m.breakdown.rounding", breakdown.rounding_resti,
                                     team=team_name(breakdown.rounding_team)))
    return lines


def verdict(net: int) -> str:
    if net > 0:
        return messages.text("m.result.win.one" if net == 1 else "m.result.win", net=net)
    if net < 0:
        return messages.text("m.result.loss.one" if net == -1 else "m.result.loss", net=-net)
    return messages.text("m.result.draw")


def render_breakdown(table: MinchiateTable) -> str:
    """The end-of-deal sheet (empty before the deal is over and told)."""
    breakdown = table.state.breakdown
    if table.phase != "over" or breakdown is None:
        return ""
    teams = breakdown.teams

    def combos(index: int) -> str:
        """What a team's combinations were, in a sentence (see combination_markup)."""
        found = [combination_markup(item.name, item.cards, item.value, "m.breakdown.combination")
                 for item in teams[index].combinations]
        words = sentence_markup("m.breakdown.combinations.team", team=escape(team_name(index)),
                                combinations=messages.join_list(found))
        return f'<p class="combinations" data-team="{index}">{words}</p>'

    def row(key: str, values: list[int], total: bool = False) -> str:
        total_class = ' class="total"' if total else ""
        return (f'<tr data-row="{key}"{total_class}><th scope="row">{escape(messages.text("m.breakdown." + key))}</th>'
                + "".join(f'<td data-value="{value}">{escape(value)}</td>' for value in values) + "</tr>")

    def table_of(key: str, body: str) -> str:
        head = (f'<tr><th scope="col">{escape(messages.text("m.breakdown." + key))}</th>'
                f'<th scope="col">{escape(team_name(0))}</th><th scope="col">{escape(team_name(1))}</th></tr>')
        return f'<table data-part="{key}"><thead>{head}</thead><tbody>{body}</tbody></table>'

    listed = "".join(combos(index) for index in (0, 1) if teams[index].combinations)
    points = (row("cards", [team.card_points for team in teams])
              + row("combinations", [sum(item.value for item in team.combinations) for team in teams])
              + (f'<tr data-row="combination-list"><td colspan="3">{listed}</td></tr>' if listed else "")
              + row("matto_bonus", [team.matto_bonus for team in teams])
              + row("beyond", [team.beyond_42 for team in teams])
              + row("last", [team.last_trick for team in teams])
              + row("end_total", [team.total for team in teams], total=True))
    final = (f'<tr data-row="final" class="total"><th scope="row">{escape(messages.text("m.breakdown.final"))}</th>'
             f'<td data-final-a="{breakdown.resti[0]}">{breakdown.resti[0]}</td>'
             f'<td data-final-b="{breakdown.resti[1]}">{breakdown.resti[1]}</td></tr>')
    resti = (row("during", [team.resti_during_play for team in teams])
             + row("end_resti", [breakdown.rounding_resti if breakdown.rounding_team == team else 0 for team in (0, 1)])
             + final)
    lines = "".join(f"<li>{escape(line)}</li>" for line in explanation(breakdown))
    net = breakdown.net
    return (f'<div class="overlay"><section class="breakdown" role="dialog" aria-modal="true" '
            f'aria-labelledby="breakdown-heading" data-breakdown data-net="{net}">'
            f'<h2 id="breakdown-heading">{escape(messages.text("m.breakdown.heading"))}</h2>'
            f'<p class="verdict" data-verdict>{escape(verdict(net))}</p>'
            f'{table_of("points", points)}<ol class="breakdown-explained" data-explained>{lines}</ol>'
            f'{table_of("resti", resti)}'
            f'<div class="breakdown-buttons"><button type="button" data-action="review-open" data-key="review-open">'
            f'{escape(messages.text("review.open"))}</button>'
            f'<button type="button" class="primary" data-action="again" data-key="again" autofocus>'
            f'{escape(messages.text("m.again"))}</button></div></section></div>')
