"""The end of a Minchiate deal: the log and the end-of-deal sheet add up the same numbers, and the
sheet says in sentences how the points became resti."""

from __future__ import annotations

import re
from random import Random

from pyapp import minchiate
from pyapp.i18n import messages
from pyapp.minchiate.events import DealEnded, LeadRounded, PilesScored
from pyapp.minchiate.scoring import EndBreakdown, TeamScore
from pyapp.ui.minchiate.breakdown import explanation, render_breakdown
from pyapp.ui.minchiate.log import describe
from pyapp.ui.minchiate.table import MinchiateTable


def row(markup: str, key: str) -> list[int]:
    """The numbers of a row of the sheet, one per team."""
    found = re.search(rf'<tr data-row="{key}"[^>]*>(.*?)</tr>', markup)
    assert found, key
    return [int(value) for value in re.findall(r'data-value="(-?\d+)"', found.group(1))]


def numbers(sentence: str) -> list[int]:
    return [int(number) for number in re.findall(r"\d+", sentence)]


def test_the_log_and_the_sheet_add_up_the_same_numbers_over_many_deals() -> None:
    matto_bonus_seen = 0
    for seed in range(150):
        rng = Random(seed)
        state = minchiate.deal(Random(seed))
        while not state.is_over:
            state = state.play(rng.choice(state.legal_actions()))
        sheet = render_breakdown(MinchiateTable(state=state, seed=seed).show_all())
        for team in (0, 1):
            event = next(e for e in state.deal_events if isinstance(e, PilesScored) and e.team == team)
            said = numbers(describe(event).split(":", 1)[1])  # "<team> count N at the end: a for ..., b for ..."
            total = numbers(describe(event).split(":", 1)[0])[-1]
            cards, combinations, bonus, beyond, last = said[0], said[1], said[2], said[3], said[5]
            assert said[4] == 42  # "for cards beyond 42"
            shown = {key: row(sheet, key)[team] for key in
                     ("cards", "combinations", "matto_bonus", "beyond", "last", "end_total")}
            assert shown == {"cards": cards, "combinations": combinations, "matto_bonus": bonus, "beyond": beyond,
                             "last": last, "end_total": total}, (seed, team, describe(event))
            assert cards + combinations + bonus + beyond + last == total
            matto_bonus_seen += bonus > 0
        rounded = next(e for e in state.deal_events if isinstance(e, LeadRounded))
        end_resti = row(sheet, "end_resti")
        assert end_resti == [rounded.gained if rounded.team == team else 0 for team in (0, 1)]
        final = next(e for e in state.deal_events if isinstance(e, DealEnded))
        assert [a + b for a, b in zip(row(sheet, "during"), end_resti, strict=True)] == list(final.resti)
        assert f'data-final-a="{final.resti[0]}"' in sheet and f'data-final-b="{final.resti[1]}"' in sheet
    assert matto_bonus_seen  # the deals include the Matto's bonus, which the log used to fold into the combinations


def team(number: int, total: int, resti: int) -> TeamScore:
    return TeamScore(number, total, (), 0, 0, 0, 42, resti)


def test_the_sheet_says_how_the_points_became_resti() -> None:
    breakdown = EndBreakdown((team(0, 109 + 111, 1), team(1, 48, 0)), delta_before=11, delta_after=11 + 220 - 48,
                             rounding_team=0, rounding_resti=4, resti=(5, 0))
    assert explanation(breakdown) == [
        "During the deal each lead of 60 points was paid at once as a resto; after the last trick You & Partner "
        "were still ahead by 11.",
        "Adding the end points (You & Partner 220, East & West 48), You & Partner finish ahead by 183.",
        "Every 60 points of that lead, or part of 60, make a resto: You & Partner get 4 more resti.",
    ]
    level = EndBreakdown((team(0, 50, 0), team(1, 50, 0)), delta_before=0, delta_after=0, rounding_team=None,
                         rounding_resti=0, resti=(0, 0))
    assert explanation(level) == [
        "During the deal each lead of 60 points was paid at once as a resto; after the last trick the teams were "
        "level.",
        "Adding the end points (You & Partner 50, East & West 50), the teams finish level.",
        "With no lead at the end, no more resto is paid.",
    ]
    behind = EndBreakdown((team(0, 30, 0), team(1, 70, 0)), delta_before=-5, delta_after=-45, rounding_team=1,
                          rounding_resti=1, resti=(0, 1))
    assert explanation(behind)[1:] == [
        "Adding the end points (You & Partner 30, East & West 70), East & West finish ahead by 45.",
        "Every 60 points of that lead, or part of 60, make a resto: East & West get 1 more resto.",
    ]
    messages.set_language("it")
    try:
        assert explanation(behind)[2] == ("Ogni 60 punti di quel vantaggio, o frazione di 60, fanno un resto: Est e "
                                          "Ovest ottengono ancora 1 resto.")
    finally:
        messages.set_language("en")
