"""What the screens of the trick-taking games played in matches (Briscola's, Tressette's) do alike,
outside any game's part: the match on a table that knows its seed, a completed trick left on show
before it is collected, the computers' turns, the hint, the first words and what is remembered.

A game's controller supplies its table (:class:`TrickTable`), how to read an action's text, its
sentences and ``take`` (one action shown on the table). Pure Python against the ``Page`` protocol.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol, TypeVar

from pyapp.i18n import messages
from pyapp.i18n.card_names import card_name_list
from pyapp.ui.game_controller import GameController
from pyapp.ui.profile import DealTally

AI_PAUSE_MS = 450     # before a computer plays: the card before it lands first
OWN_MOVE_MS = 380     # the player's card flies to the trick
TRICK_MS = 1000       # a completed trick on show, its winner marked, before it is collected
DRAW_MS = 900         # the trick flies to its pile and the cards are drawn


class TrickTable(Protocol):
    """A trick-taking game's table (a frozen dataclass): its match, the trick on show, the hint."""

    @property
    def seed(self) -> int: ...
    @property
    def state(self) -> Any: ...
    @property
    def match(self) -> Any: ...
    @property
    def options(self) -> object: ...
    @property
    def phase(self) -> str: ...
    @property
    def settling(self) -> bool: ...
    def settle(self) -> Any: ...
    def hand(self, seat: int = 0) -> tuple[str, ...]: ...
    def moves_made(self) -> int: ...
    def view_text(self, seat: int) -> str: ...
    def move_seed(self) -> int: ...


Table = TypeVar("Table", bound=TrickTable)


class TrickController(GameController[Table]):
    """The common part of a trick-taking game's controller (its match of deals, or of games)."""

    def parse(self, text: str) -> Any:
        """The game's action written as *text* (its ``parse_action``)."""
        raise NotImplementedError

    def opening_sentence(self) -> str:
        """What the player hears as a deal (or a game) begins."""
        raise NotImplementedError

    def turn_sentence(self) -> str:
        """What the player hears when it is their turn."""
        raise NotImplementedError

    def describe_hint(self, action: Any) -> str:
        """The hint's action in words."""
        raise NotImplementedError

    async def take(self, action: Any) -> None:
        """Takes *action* for the seat to act and shows it."""
        raise NotImplementedError

    @property
    def options(self) -> str:
        return str(self.table.options)

    def deal_over(self) -> bool:
        return bool(self.table.state.is_over)

    def deal_tally(self) -> DealTally:
        """The finished deal (or game) from the player's side: side 0's points."""
        return DealTally(points=self.table.state.points()[0])

    def outcome(self) -> str | None:
        """The finished match: won or lost by the player's side (these matches never end drawn)."""
        match = self.table.match
        if not match.is_over:
            return None
        return "won" if match.winner == 0 else "lost"

    def saved_text(self) -> str:
        return str(self.table.match.to_text())

    def review(self, step: int) -> str:
        """No deal review: the log beside the table is what the player may look back at."""
        return ""

    def start(self, notices: tuple[str, ...] = ()) -> None:
        """First render, with any notices; a match resumed after its first move says so."""
        self.notices = notices
        if self.table.settling:
            self.table = self.table.settle()
        self.render()
        first = self.table.moves_made() == 0 and not self.table.state.is_over
        sentence = self.opening_sentence() if first else messages.text(
            "announce.resumed", cards=card_name_list(self.table.hand()))
        if self.table.phase == "human" and not first:
            sentence += " " + self.turn_sentence()
        self.page.announce(" ".join([*notices, sentence]))

    async def resume(self) -> None:
        """Lets the computers play until it is the player's turn (or the deal is over)."""
        await self.computer_turns()

    async def computer_turns(self) -> None:
        while self.table.phase == "computer":
            seat = self.table.state.to_play
            assert seat is not None
            await self.page.pause(AI_PAUSE_MS)
            reply = await self.computer_action(self.table.view_text(seat), self.level, self.table.move_seed())
            await self.take(self.parse(reply))
        if self.table.phase == "human":
            self.page.announce(self.turn_sentence())

    async def show_hint(self) -> None:
        """Asks the hint level for the player's move, then shows it and says it."""
        if self.table.phase != "human":
            return
        table: Any = self.table
        reply = await self.hint_action(replace(table, hint=None, hint_pending=True), table.view_text(0),
                                       table.move_seed())
        if reply is None:
            return
        hint = self.parse(reply)
        self.table = replace(self.table, hint=hint, hint_pending=False)  # type: ignore[type-var]
        self.render()
        self.page.announce(messages.text("hint.says", move=self.describe_hint(hint)))
