"""The Scopone screen's behaviour: inputs to actions, the three computers' turns, announcements.

Pure Python against the ``Page`` protocol (no browser imports), so a whole match can be driven
in tests exactly as the page drives it. Seats 1, 2 and 3 (both opponents and the partner) are
computers at the player's chosen level; each is asked with its own view only.
"""

from __future__ import annotations

from dataclasses import replace

from pyapp.ai.hint import HINT_LEVEL
from pyapp.engine import IllegalActionError, Refusal
from pyapp.i18n import messages, refusals
from pyapp.i18n.card_names import card_phrase
from pyapp.scopa.actions import Play, parse_action
from pyapp.scopa.events import LastTaken, Redealt, ScopaScored
from pyapp.scopa.scopone import ScoponeMatch, side_of
from pyapp.ui import match_options
from pyapp.ui.game_controller import GameController
from pyapp.ui.scopa.table import card_list
from pyapp.ui.scopone import render as scopone_render
from pyapp.ui.scopone.table import GAME, HUMAN, US, ScoponeTable, describe_seat_play

MOVE_MS = 550      # how long a move is shown before it completes
AI_PAUSE_MS = 350  # a breath before a computer plays, so moves are readable


def deal_sentences(table: ScoponeTable) -> list[str]:
    """What a new deal says: a redeal, who dealt, the player's cards and the table's (classico)."""
    state = table.state
    sentences = [messages.text("announce.redeal") for event in state.events if isinstance(event, Redealt)][:1]
    sentences.append(scopone_render.dealer_sentence(state.dealer))
    sentences.append(messages.text("announce.deal", cards=card_list(table.sorted_hand())))
    if state.table:
        sentences.append(messages.text("scopone.announce.table", cards=card_list(state.table)))
    return sentences


class ScoponeController(GameController[ScoponeTable]):
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
        return ScoponeTable(match=ScoponeMatch.from_text(saved), seed=seed)

    def render(self, preview: tuple[int, Play] | None = None) -> None:
        self.page.render(scopone_render.render(self.table, self.page.layout(), preview, self.notices, self.display))

    def result(self) -> tuple[str, int, float] | None:
        match = self.table.match
        if not match.is_over:
            return None
        return ("won" if match.winner == US else "lost", match.deal_number, match.scores[US])

    def saved_text(self) -> str:
        return self.table.match.to_text()

    def start(self, notices: tuple[str, ...] = ()) -> None:
        """First render, with any notices about the URL."""
        self.notices = notices
        self.render()
        self.page.announce(" ".join([*notices, *deal_sentences(self.table)]))

    async def resume(self) -> None:
        """Lets the computers play while it is one of theirs to play (after start or a new deal)."""
        await self.computer_turns()

    # --- moves ------------------------------------------------------------------------------

    async def show_and_apply(self, play: Play) -> None:
        """Shows *play* for a moment, then applies it (validated before anything is shown)."""
        seat = self.table.state.to_play
        if seat is None:
            raise IllegalActionError(f"{play}: the deal is over", Refusal("deal_over"))
        after = self.table.apply(play)
        self.render(preview=(seat, play))
        self.page.sound("take" if play.take else "card")
        self.page.announce(describe_seat_play(seat, play))
        await self.page.pause(MOVE_MS)
        self.table = after
        self.remember()
        self.announce_events(seat)
        self.render()

    def announce_events(self, seat: int) -> None:
        """The move just made, its scopa and the last take, and the player's cards when it is their turn."""
        state = self.table.state
        sentences = [describe_seat_play(seat, self.table.last_play[1])] if self.table.last_play else []
        for event in state.events:
            if isinstance(event, ScopaScored):
                self.page.sound("scopa")
                sentences.append(messages.text("announce.scopa.you" if event.seat == HUMAN
                                               else f"scopone.announce.scopa.{event.seat}"))
            elif isinstance(event, LastTaken) and event.cards:
                sentences.append(messages.text(f"scopone.announce.last_take.{side_of(event.seat)}",
                                               cards=card_list(event.cards)))
        if self.table.phase == "human":
            sentences.append(messages.text("announce.your_turn", cards=card_list(self.table.sorted_hand()),
                                           table=card_list(state.table) or messages.text("table.empty")))
        self.page.announce(" ".join(sentences))

    async def computer_turns(self) -> None:
        """Each computer seat in turn (opponents and partner alike) plays from its own view."""
        while self.table.phase == "computer":
            seat = self.table.state.to_play
            assert seat is not None
            await self.page.pause(AI_PAUSE_MS)
            action = await self.computer_action(self.table.view_text(seat), self.level, self.table.move_seed())
            await self.show_and_apply(parse_action(action))

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
                await self.show_and_apply(parse_action(argument))
            elif kind == "hint":
                if self.table.phase != "human":
                    return
                play = parse_action(await self.computer_action(self.table.view_text(HUMAN), HINT_LEVEL,
                                                               self.table.move_seed()))
                self.table = replace(self.table, hint=play)
                self.render()
                self.page.announce(messages.text("hint.says", move=describe_seat_play(HUMAN, play)))
                return
            elif kind == "cancel":
                self.table = self.table.cancel()
                self.render()
            elif kind == "next-deal":
                self.table = self.table.next_deal()
                self.remember()
                self.render()
                self.page.announce(" ".join(deal_sentences(self.table)))
            elif kind == "new-match":
                self.table = self.table.new_match()
                self.remember()
                self.render()
                self.page.announce(" ".join(deal_sentences(self.table)))
            else:
                return
        except (IllegalActionError, ValueError) as error:
            self.page.announce(refusals.sentence(error))
            self.render()
            return
        await self.computer_turns()

    def review(self, step: int) -> str:
        """The deal review dialog at *step* (a play of the finished deal, naming its seat)."""
        return scopone_render.render_review(self.table, step)

    def shortcut(self, key: str) -> str | None:
        """The action a key press stands for on this screen (None when it means nothing)."""
        if key == "Escape" and self.table.selected is not None:
            return "cancel"
        if key.isdigit() and self.table.phase == "human":
            hand = self.table.sorted_hand()
            index = int(key) - 1 if key != "0" else 9
            if 0 <= index < len(hand) and self.table.plays_of(hand[index]):
                return f"hand:{hand[index]}"
        return None
