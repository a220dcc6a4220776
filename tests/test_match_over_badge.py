"""Issue #41, 8: behind the match-over dialog the header's badge said "Deal over"; at the end of a
Scopa or Scopone match it says the match is over (a deal that does not end the match: "Deal over")."""

from __future__ import annotations

import re
from typing import Any

import pytest

from pyapp.ui import match_options
from pyapp.ui.scopa import render as scopa_render
from pyapp.ui.scopa.table import ScopaTable
from pyapp.ui.scopone import render as scopone_render
from pyapp.ui.scopone.table import ScoponeTable


def badge(markup: str) -> str:
    """The words of the header's turn badge."""
    found = re.search(r'class="turn [^"]*"[^>]*>([^<]*)<', markup)
    assert found, markup[:300]
    return found.group(1)


@pytest.mark.parametrize("game", ["scopa", "scopone"])
def test_the_badge_says_deal_over_then_match_over(game: str) -> None:
    table: Any = (ScopaTable.new(3) if game == "scopa" else
                  ScoponeTable.new(3, *match_options.split(game, match_options.default(game))))
    status = scopa_render.render_status if game == "scopa" else scopone_render.render_status
    badges = set()
    while table.phase != "match-over":
        if table.phase == "deal-over":
            badges.add(badge(status(table)))
            table = table.next_deal()
        else:
            table = table.apply(table.state.legal_actions()[0])
    assert badges == {"Deal over"}
    assert badge(status(table)) == "Match over"
