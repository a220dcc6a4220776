"""The Scopone screen's behaviour: three computers (both opponents and the partner) at the
player's chosen level, each asked with its own view only, on the turn loop and inputs shared
with Scopa (:mod:`pyapp.ui.scopa.capture_controller`).

Pure Python against the ``Page`` protocol (no browser imports), so a whole match can be driven
in tests exactly as the page drives it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyapp.i18n import messages
from pyapp.scopa.actions import Play
from pyapp.scopa.events import Redealt
from pyapp.scopone import side_of
from pyapp.ui import match_options
from pyapp.ui.scopa.capture_controller import CaptureController
from pyapp.ui.scopa.table import card_list
from pyapp.ui.scopone import render as scopone_render
from pyapp.ui.scopone.table import (
    GAME,
    HUMAN,
    ScoponeTable,
    describe_last_take,
    describe_seat_play,
    seat_full_name,
)

if TYPE_CHECKING:  # the review comes with the part screen:review: imported to build one (build_review)
    from pyapp.ui.scopa.review import CaptureReview


def deal_sentences(table: ScoponeTable) -> list[str]:
    """What a new deal says: a redeal, who dealt, the player's cards and the table's (classico)."""
    state = table.state
    sentences = [messages.text("announce.redeal") for event in state.events if isinstance(event, Redealt)][:1]
    sentences.append(scopone_render.dealer_sentence(state.dealer))
    sentences.append(messages.text("announce.deal", cards=card_list(table.sorted_hand())))
    if state.table:
        sentences.append(messages.text("scopone.announce.table", cards=card_list(state.table)))
    return sentences


class ScoponeController(CaptureController[ScoponeTable]):
    """Owns the Scopone table and runs its turn loop on a page."""

    game = GAME

    def new_table(self, seed: int, options: str = "") -> ScoponeTable:
        mode, rules = match_options.split(GAME, options)
        return ScoponeTable.new(seed, mode, rules)

    @property
    def options(self) -> str:
        match = self.table.match
        return match_options.join(GAME, match.mode, match.rules)

    def saved_table(self, saved: str, seed: int) -> ScoponeTable:
        """A saved match (``ScoponeMatch.to_text``)."""
        return ScoponeTable.from_saved(saved, seed)

    def render(self, preview: tuple[int, Play] | None = None, settling: bool = False) -> None:
        self.page.render(scopone_render.render(self.table, self.page.layout(), preview, self.notices, self.display,
                                               settling))

    def describe(self, seat: int, play: Play) -> str:
        return describe_seat_play(seat, play)

    def scopa_sentence(self, seat: int) -> str:
        return messages.text("announce.scopa.you" if seat == HUMAN else f"scopone.announce.scopa.{seat}")

    def last_take_sentence(self, seat: int, cards: tuple[str, ...]) -> str:
        return describe_last_take(seat, cards)

    def deal_sentences(self) -> list[str]:
        return deal_sentences(self.table)

    def build_review(self) -> CaptureReview:
        from pyapp.ui.scopa.review import capture_review

        return capture_review(GAME, self.table, seat_full_name,
                              lambda seat: f"scopone.announce.last_take.{side_of(seat)}")
