"""The Minchiate screen's behaviour: the setup shown step by step, the player's choices, the
three computer players, and the log.  Pure Python against the ``Page`` protocol."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pyapp.engine import IllegalActionError, Refusal
from pyapp.i18n import messages, refusals
from pyapp.i18n.card_names import card_name_list, suit_name
from pyapp.minchiate.actions import PHASE_PLAY, PlayCard, parse_action
from pyapp.minchiate.events import Played, TrickWon
from pyapp.ui.game_controller import GameController
from pyapp.ui.minchiate import render as minchiate_render
from pyapp.ui.minchiate.log import TrickEntry, describe
from pyapp.ui.minchiate.pacing import COMPUTER_PAUSE_MS, event_ms
from pyapp.ui.minchiate.table import MinchiateTable
from pyapp.ui.page import Page
from pyapp.ui.profile import DealTally, Profile
from pyapp.ui.svg import Display

if TYPE_CHECKING:  # the review comes with the part screen:review: imported to build one (build_review)
    from pyapp.ui.minchiate.review import TrickReview


class MinchiateController(GameController[MinchiateTable]):
    """Owns the Minchiate table and runs the deal on a page."""

    game = "minchiate"

    def __init__(self, page: Page, seed: int, level: str = "heuristic", profile: Profile | None = None,
                 saved: str | None = None, display: Display = Display(), options: str = "") -> None:
        super().__init__(page, seed, level, profile, saved, display, options)
        self.skipping = False
        self.reason = ""  # why the card the player pointed at cannot be used (shown once)

    def new_table(self, seed: int, options: str = "") -> MinchiateTable:
        return MinchiateTable.new(seed)

    def saved_table(self, saved: str, seed: int) -> MinchiateTable:
        """A saved deal (``MinchiateState.to_text``), shown as it stands."""
        return MinchiateTable.from_saved(saved, seed)

    def render(self) -> None:
        self.page.render(minchiate_render.render(self.table, self.page.layout(), self.notices, self.display,
                                                 self.reason))
        self.reason = ""

    def deal_over(self) -> bool:
        return self.table.state.is_over and self.table.state.breakdown is not None

    def deal_tally(self) -> DealTally:
        """The deal's resti from the player's team's side (S-N, team A)."""
        breakdown = self.table.state.breakdown
        assert breakdown is not None  # (the deal is over)
        ours, theirs = breakdown.resti
        return DealTally(points=breakdown.net, resti_won=ours, resti_lost=theirs)

    def outcome(self) -> str | None:
        """A deal is a game: won, lost or drawn on the net resti of the player's team."""
        breakdown = self.table.state.breakdown
        if not self.table.state.is_over or breakdown is None:
            return None
        net = breakdown.net
        return "won" if net > 0 else "lost" if net < 0 else "drawn"

    def saved_text(self) -> str:
        return self.table.state.to_text()

    def start(self, notices: tuple[str, ...] = ()) -> None:
        self.notices = notices
        self.render()
        if notices:
            self.page.announce(" ".join(notices))

    async def pause(self, milliseconds: float) -> None:
        if not self.skipping:
            await self.page.pause(milliseconds)

    async def resume(self) -> None:
        """Shows pending events and lets the computers play until the player must choose."""
        while True:
            phase = self.table.phase
            if phase == "showing":
                event = self.table.pending_events[0]
                self.render()
                self.page.announce(describe(event))
                if isinstance(event, Played | TrickWon):
                    self.page.sound("card" if isinstance(event, Played) else "trick")
                await self.pause(event_ms(event))
                self.table = self.table.show(1)
            elif phase == "computer":
                if self.table.state.phase == PHASE_PLAY:
                    await self.pause(COMPUTER_PAUSE_MS)
                action = await self.computer_action(self.table.computer_view_text(), self.level,
                                                    self.table.computer_seed())
                self.table = self.table.apply(parse_action(action))
                self.remember()
            elif phase == "declare" and not self.table.combinations():
                self.table = self.table.apply(self.table.declare_action())  # nothing to declare
            else:
                self.skipping = False
                self.render()
                self.announce_choice()
                return

    def announce_choice(self) -> None:
        phase = self.table.phase
        if phase == "play":
            led = self.table.led_suit()
            cards = card_name_list(card for card in self.table.hand() if card in self.table.legal_cards())
            self.page.announce(messages.text("m.announce.turn", cards=cards,
                                             led=suit_name(led) if led
                                             else messages.text("m.led.none")))
        elif phase == "discard":
            self.page.announce(messages.text("m.announce.discard", count=self.table.discards_needed()))
        elif phase == "declare":
            self.page.announce(messages.text("m.announce.declare"))

    async def dispatch(self, action: str) -> None:
        """Runs one ``data-action`` (``card:T13``, ``discard``, ``combo:kings``, ``declare``,
        ``last-trick``, ...)."""
        kind, _, argument = action.partition(":")
        try:
            if kind == "card" and self.table.phase == "discard":
                self.table = self.table.toggle_discard(argument)
                self.render()
                return
            if kind == "card":
                if self.table.phase != "play":
                    raise IllegalActionError(f"{argument}: it is not your turn to play", Refusal("not_your_turn"))
                self.table = self.table.apply(PlayCard(argument))
            elif kind == "discard":
                for discard in self.table.discard_actions():
                    self.table = self.table.apply(discard)
            elif kind == "combo":
                self.table = self.table.toggle_combination(argument)
                self.render()
                return
            elif kind == "declare":
                if self.table.phase != "declare":
                    raise IllegalActionError("nothing to declare now", Refusal("nothing_to_declare"))
                self.table = self.table.apply(self.table.declare_action())
            elif kind == "last-trick":
                self.table = self.table.toggle_last_trick()
                self.render()
                last = self.table.scene.last
                if self.table.last_trick_shown and last is not None:
                    self.page.announce(TrickEntry.of(last).sentences())
                return
            elif kind == "why":
                refusal = self.table.card_refusal(argument)
                if refusal is None:
                    return
                self.reason = refusals.explanation(refusal)
                self.page.announce(self.reason)
                self.render()
                return
            elif kind == "hint":
                if self.table.phase not in ("discard", "declare", "play"):
                    return
                reply = await self.hint_action(replace(self.table, hint=None, hint_pending=True),
                                               self.table.human_view_text(), self.table.computer_seed())
                if reply is None:
                    return
                self.table = replace(self.table, hint=parse_action(reply), hint_pending=False)
                self.render()
                self.page.announce(messages.text("hint.says", move=minchiate_render.describe_action(self.table.hint)))
                return
            elif kind == "skip":
                self.skipping = True
                return
            elif kind == "again":
                self.table = self.table.new_deal()
            else:
                return
        except (IllegalActionError, ValueError) as error:
            self.refuse(error)
            return
        self.remember()
        await self.resume()

    def build_review(self) -> TrickReview:
        from pyapp.ui.minchiate.review import trick_review

        return trick_review(self.table)

    def shortcut(self, key: str) -> str | None:
        if key == "Escape" and self.table.phase == "showing":
            return "skip"
        if key == "Escape" and self.table.last_trick_shown:
            return "last-trick"  # the last trick turned back down
        return None
