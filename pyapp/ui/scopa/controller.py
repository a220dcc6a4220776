"""The Scopa screen's behaviour: inputs to actions, the turn loop, announcements.

Pure Python against the ``Page`` protocol (no browser imports), so a whole match can be
driven in tests exactly as the page drives it.
"""

from __future__ import annotations

from dataclasses import replace

from pyapp import scopa
from pyapp.ai.hint import HINT_LEVEL
from pyapp.engine import IllegalActionError, Refusal
from pyapp.i18n import messages, refusals
from pyapp.i18n.card_names import card_phrase
from pyapp.ui.game_controller import GameController
from pyapp.ui.scopa import render as scopa_render
from pyapp.ui.scopa.table import HUMAN, ScopaTable, card_list, describe_play

MOVE_MS = 550      # how long a move is shown before it completes
AI_PAUSE_MS = 350  # a breath before the computer plays, so moves are readable


class ScopaController(GameController[ScopaTable]):
    """Owns the Scopa table and runs its turn loop on a page."""

    game = "scopa"

    def new_table(self, seed: int, options: str = "") -> ScopaTable:
        return ScopaTable.new(seed, scopa.parse_rules(options))

    @property
    def options(self) -> str:
        return str(self.table.match.rules)

    def saved_table(self, saved: str, seed: int) -> ScopaTable:
        """A saved match (``Match.to_text``)."""
        return ScopaTable(match=scopa.Match.from_text(saved), seed=seed)

    def render(self, preview: tuple[int, scopa.Play] | None = None) -> None:
        self.page.render(scopa_render.render(self.table, self.page.layout(), preview, self.notices, self.display))

    def result(self) -> tuple[str, int, float] | None:
        match = self.table.match
        if not match.is_over:
            return None
        return ("won" if match.winner == HUMAN else "lost", match.deal_number, match.scores[HUMAN])

    def saved_text(self) -> str:
        return self.table.match.to_text()

    def start(self, notices: tuple[str, ...] = ()) -> None:
        """First render, with any notices about the URL."""
        self.notices = notices
        self.render()
        sentences = [*notices, messages.text("announce.deal", cards=card_list(self.table.sorted_hand()))]
        self.page.announce(" ".join(sentences))

    async def resume(self) -> None:
        """Lets the computer play while it is its turn (after start or a new deal)."""
        await self.computer_turns()

    # --- moves ------------------------------------------------------------------------------

    async def show_and_apply(self, play: scopa.Play) -> None:
        """Shows *play* for a moment, then applies it (validated before anything is shown)."""
        seat = self.table.state.to_play
        if seat is None:
            raise IllegalActionError(f"{play}: the deal is over", Refusal("deal_over"))
        after = self.table.apply(play)
        self.render(preview=(seat, play))
        self.page.sound("take" if play.take else "card")
        self.page.announce(describe_play(seat, play))
        await self.page.pause(MOVE_MS)
        self.table = after
        self.remember()
        self.announce_events(seat)
        self.render()

    def announce_events(self, seat: int) -> None:
        state = self.table.state
        sentences = [describe_play(seat, self.table.last_play[1])] if self.table.last_play else []
        for event in state.events:
            if isinstance(event, scopa.ScopaScored):
                self.page.sound("scopa")
                sentences.append(messages.text("announce.scopa.you" if event.seat == HUMAN
                                               else "announce.scopa.ai"))
            elif isinstance(event, scopa.LastTaken) and event.cards:
                key = "announce.last_take.you" if event.seat == HUMAN else "announce.last_take.ai"
                sentences.append(messages.text(key, cards=card_list(event.cards)))
        if self.table.phase == "human":
            sentences.append(messages.text("announce.your_turn", cards=card_list(self.table.sorted_hand()),
                                           table=card_list(state.table) or messages.text("table.empty")))
        self.page.announce(" ".join(sentences))

    async def computer_turns(self) -> None:
        while self.table.phase == "computer":
            await self.page.pause(AI_PAUSE_MS)
            action = await self.computer_action(self.table.computer_view_text(), self.level,
                                                self.table.computer_seed())
            await self.show_and_apply(scopa.parse_action(action))

    # --- inputs -----------------------------------------------------------------------------

    async def dispatch(self, action: str) -> None:
        """Runs one ``data-action`` (``hand:7d``, ``table:3s``, ``play:7d:3s+4b``, ...)."""
        kind, _, argument = action.partition(":")
        try:
            if kind == "hand":
                self.table, play = self.table.click_hand_card(argument)
                if play is None:
                    self.render()
                    self.page.announce(messages.text("choice.heading", card=card_phrase(argument)))
                else:
                    await self.show_and_apply(play)
            elif kind == "table":
                self.table, play = self.table.click_table_card(argument)
                if play is not None:
                    await self.show_and_apply(play)
            elif kind == "play":
                await self.show_and_apply(scopa.parse_action(argument))
            elif kind == "hint":
                if self.table.phase != "human":
                    return
                play = scopa.parse_action(await self.computer_action(self.table.human_view_text(), HINT_LEVEL,
                                                                     self.table.computer_seed()))
                self.table = replace(self.table, hint=play)
                self.render()
                self.page.announce(messages.text("hint.says", move=describe_play(HUMAN, play)))
                return
            elif kind == "cancel":
                self.table = self.table.cancel()
                self.render()
            elif kind == "next-deal":
                self.table = self.table.next_deal()
                self.remember()
                self.render()
                self.page.announce(messages.text("announce.deal", cards=card_list(self.table.sorted_hand())))
            elif kind == "new-match":
                self.table = self.table.new_match()
                self.remember()
                self.render()
            else:
                return
        except (IllegalActionError, ValueError) as error:
            self.page.announce(refusals.sentence(error))
            self.render()
            return
        await self.computer_turns()

    def review(self, step: int) -> str:
        """The deal review dialog at *step* (a play or a trick of the finished deal)."""
        return scopa_render.render_review(self.table, step)

    def shortcut(self, key: str) -> str | None:
        """The action a key press stands for on this screen (None when it means nothing)."""
        if key == "Escape" and self.table.selected is not None:
            return "cancel"
        if key.isdigit() and self.table.phase == "human":
            hand = self.table.sorted_hand()
            index = int(key) - 1
            if 0 <= index < len(hand) and self.table.plays_of(hand[index]):
                return f"hand:{hand[index]}"
        return None
