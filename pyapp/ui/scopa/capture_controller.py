"""What the Scopa and Scopone screens' controllers share: the turn loop of the computer seats,
a move shown for a moment and then applied, its announcement, and the player's inputs (pick a
hand card, then a capture; hint; cancel; next deal; new match; the keyboard). Each game
supplies its table, its renderer and how it names seats in sentences.

Pure Python against the ``Page`` protocol (no browser imports), so a whole match can be driven
in tests exactly as the page drives it.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from pyapp.engine import IllegalActionError, Refusal
from pyapp.i18n import messages
from pyapp.scopa.actions import Play, parse_action
from pyapp.scopa.events import LastTaken, ScopaScored
from pyapp.scopa.match import MatchLoop
from pyapp.scopa.position import ScopaPosition
from pyapp.ui.game_controller import GameController
from pyapp.ui.profile import DealTally
from pyapp.ui.scopa.motion import AI_PAUSE_MS, LAST_TAKE_MS, MOVE_MS, OWN_MOVE_MS, deal_wait_ms
from pyapp.ui.scopa.render import choice_sentences
from pyapp.ui.scopa.table import card_list

HUMAN = 0          # the player's seat in both games

Self = TypeVar("Self", bound="CaptureTable")


class CaptureTable(Protocol):
    """The table of a game of captures (``ScopaTable``, ``ScoponeTable``)."""

    @property
    def seed(self) -> int: ...
    @property
    def match(self) -> MatchLoop: ...
    @property
    def phase(self) -> str: ...
    @property
    def selected(self) -> str | None: ...
    @property
    def last_play(self) -> tuple[int, Play] | None: ...
    @property
    def state(self) -> ScopaPosition: ...
    def sorted_hand(self) -> tuple[str, ...]: ...
    def plays_of(self, card: str) -> tuple[Play, ...]: ...
    def click_hand_card(self: Self, card: str) -> tuple[Self, Play | None]: ...
    def click_table_card(self: Self, card: str) -> tuple[Self, Play | None]: ...
    def cancel(self: Self) -> Self: ...
    def apply(self: Self, play: Play) -> Self: ...
    def with_hint(self: Self, hint: Play) -> Self: ...
    def asking_hint(self: Self) -> Self: ...
    def next_deal(self: Self) -> Self: ...
    def new_match(self: Self) -> Self: ...
    def view_text(self, seat: int) -> str: ...
    def move_seed(self) -> int: ...


Table = TypeVar("Table", bound=CaptureTable)


class CaptureController(GameController[Table]):
    """Runs a Scopa-family table on a page; a game names its seats and draws its screen."""

    def describe(self, seat: int, play: Play) -> str:
        """One sentence saying what *seat* did."""
        raise NotImplementedError

    def scopa_sentence(self, seat: int) -> str:
        """The sentence of a scopa made by *seat*."""
        raise NotImplementedError

    def last_take_sentence(self, seat: int, cards: tuple[str, ...]) -> str:
        """The sentence of the last capturer, *seat*, taking the table's leftovers *cards*."""
        raise NotImplementedError

    def deal_sentences(self) -> list[str]:
        """What a new deal says (at least the player's cards)."""
        return [messages.text("announce.deal", cards=card_list(self.table.sorted_hand()))]

    def render(self, preview: tuple[int, Play] | None = None, settling: bool = False) -> None:
        """Draws the table (*preview*: a move about to be made; *settling*: the deal just ended,
        its breakdown not open yet)."""
        raise NotImplementedError

    def deal_over(self) -> bool:
        return bool(self.table.state.is_over)

    def deal_tally(self) -> DealTally:
        """The finished deal from the player's side (side 0: the player alone in Scopa, with the
        partner in Scopone): its points, scope, settebello and primiera."""
        ours = self.table.match.past_deals[-1][HUMAN]
        return DealTally(points=ours.total, scope=ours.scope, settebello=ours.settebello,
                         primiera=bool(ours.primiera_point))

    def outcome(self) -> str | None:
        """The finished match: won or lost by the player's side."""
        match = self.table.match
        if not match.is_over:
            return None
        return "won" if match.winner == HUMAN else "lost"

    def saved_text(self) -> str:
        """The match's text form, what a save holds."""
        return self.table.match.to_text()

    def start(self, notices: tuple[str, ...] = ()) -> None:
        """First render, with any notices about the URL; a deal resumed after its first play (a
        saved game) is not announced as a new one."""
        self.notices = notices
        self.render()
        sentences = self.deal_sentences() if self.table.state.plays_made == 0 else \
            [messages.text("announce.resumed", cards=card_list(self.table.sorted_hand()))]
        self.page.announce(" ".join([*notices, *sentences]))

    async def resume(self) -> None:
        """Lets the computers play while it is theirs to play (after start or a new deal)."""
        await self.computer_turns()

    # --- moves ------------------------------------------------------------------------------

    async def show_and_apply(self, play: Play) -> None:
        """Shows *play* for a moment, then applies it (validated before anything is shown); at
        the deal's end its last cards reach their pile before the breakdown opens."""
        seat = self.table.state.to_play
        if seat is None:
            raise IllegalActionError(f"{play}: the deal is over", Refusal("deal_over"))
        after = self.table.apply(play)
        self.render(preview=(seat, play))
        self.page.sound("take" if play.take else "card")
        self.page.announce(self.describe(seat, play))
        await self.page.pause(OWN_MOVE_MS if seat == HUMAN else MOVE_MS)
        self.table = after
        self.remember()
        self.announce_events(seat)
        if self.table.phase in ("deal-over", "match-over"):
            self.render(settling=True)
            await self.page.pause(LAST_TAKE_MS)
        self.render()

    def announce_events(self, seat: int) -> None:
        """The move just made, its scopa and the last take, and the player's cards on their turn."""
        state = self.table.state
        last = self.table.last_play
        sentences = [self.describe(seat, last[1])] if last else []
        for event in state.events:
            if isinstance(event, ScopaScored):
                self.page.sound("scopa")
                sentences.append(self.scopa_sentence(event.seat))
            elif isinstance(event, LastTaken) and event.cards:
                sentences.append(self.last_take_sentence(event.seat, event.cards))
        if self.table.phase == "human":
            sentences.append(messages.text("announce.your_turn", cards=card_list(self.table.sorted_hand()),
                                           table=card_list(state.table) or messages.text("table.empty")))
        self.page.announce(" ".join(sentences))

    async def computer_turns(self) -> None:
        """Each computer seat in turn plays from its own view."""
        while self.table.phase == "computer":
            seat = self.table.state.to_play
            assert seat is not None  # (the computer's phase: a seat is to play)
            await self.page.pause(AI_PAUSE_MS + deal_wait_ms(self.table.state.events))  # the cards land first
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
                    self.page.announce(" ".join(choice_sentences(argument, self.table.plays_of(argument))))
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
                reply = await self.hint_action(self.table.asking_hint(), self.table.view_text(HUMAN),
                                               self.table.move_seed())
                if reply is None:
                    return
                play = parse_action(reply)
                self.table = self.table.with_hint(play)
                self.render()
                self.page.announce(messages.text("hint.says", move=self.describe(HUMAN, play)))
                return
            elif kind == "cancel":
                self.table = self.table.cancel()
                self.render()
            elif kind in ("next-deal", "new-match"):
                self.table = self.table.next_deal() if kind == "next-deal" else self.table.new_match()
                self.remember()
                self.render()
                self.page.announce(" ".join(self.deal_sentences()))
            else:
                return
        except (IllegalActionError, ValueError) as error:
            self.refuse(error)
            return
        await self.computer_turns()

    def shortcut(self, key: str) -> str | None:
        """The action a key press stands for (1-9 and 0 for the tenth card, or the capture of that
        number while a capture choice is open; None when it means nothing)."""
        if key == "Escape" and self.table.selected is not None:
            return "cancel"
        if key.isdigit() and self.table.selected is not None:
            plays = self.table.plays_of(self.table.selected)
            index = int(key) - 1 if key != "0" else 9
            return f"play:{plays[index]}" if 0 <= index < len(plays) else None
        if key.isdigit() and self.table.phase == "human":
            hand = self.table.sorted_hand()
            index = int(key) - 1 if key != "0" else 9
            if 0 <= index < len(hand) and self.table.plays_of(hand[index]):
                return f"hand:{hand[index]}"
        return None
