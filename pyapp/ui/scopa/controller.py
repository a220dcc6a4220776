"""The Scopa screen's behaviour: the player against one computer, on the turn loop and inputs
shared with Scopone (:mod:`pyapp.ui.scopa.capture_controller`).

Pure Python against the ``Page`` protocol (no browser imports), so a whole match can be
driven in tests exactly as the page drives it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyapp import scopa
from pyapp.i18n import messages
from pyapp.ui.scopa import render as scopa_render
from pyapp.ui.scopa.capture_controller import CaptureController
from pyapp.ui.scopa.table import HUMAN, ScopaTable, describe_last_take, describe_play, seat_name

if TYPE_CHECKING:  # the review comes with the part screen:review: imported to build one (build_review)
    from pyapp.ui.scopa.review import CaptureReview


class ScopaController(CaptureController[ScopaTable]):
    """Owns the Scopa table and runs its turn loop on a page."""

    game = "scopa"

    def new_table(self, seed: int, options: str = "") -> ScopaTable:
        return ScopaTable.new(seed, scopa.parse_rules(options))

    @property
    def options(self) -> str:
        return str(self.table.match.rules)

    def saved_table(self, saved: str, seed: int) -> ScopaTable:
        """A saved match (``Match.to_text``)."""
        return ScopaTable.from_saved(saved, seed)

    def render(self, preview: tuple[int, scopa.Play] | None = None, settling: bool = False) -> None:
        self.page.render(scopa_render.render(self.table, self.page.layout(), preview, self.notices, self.display,
                                             settling))

    def describe(self, seat: int, play: scopa.Play) -> str:
        return describe_play(seat, play)

    def scopa_sentence(self, seat: int) -> str:
        return messages.text("announce.scopa.you" if seat == HUMAN else "announce.scopa.ai")

    def last_take_sentence(self, seat: int, cards: tuple[str, ...]) -> str:
        return describe_last_take(seat, cards)

    def build_review(self) -> CaptureReview:
        from pyapp.ui.scopa.review import capture_review

        return capture_review("scopa", self.table, seat_name,
                              lambda seat: "announce.last_take.you" if seat == HUMAN else "announce.last_take.ai")
