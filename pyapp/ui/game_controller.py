"""What the two game screens' controllers share: their construction (a new game from a seed or
a saved one) and remembering it (the game in progress saved; each deal counted in the statistics as
it ends, and the game once it is over). Pure Python against the ``Page`` protocol."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from pyapp.ai.hint import HINT_LEVEL
from pyapp.ai.worker import ERROR_REPLY
from pyapp.i18n import refusals
from pyapp.ui import match_options
from pyapp.ui.page import Page
from pyapp.ui.profile import DealTally, Profile, stats_key
from pyapp.ui.svg import Display

if TYPE_CHECKING:  # the review is a part of its own (screen:review): a game imports it to build one
    from pyapp.ui.review.dialog import DealReview


class SeededTable(Protocol):
    """A game's table: at least the seed it was dealt from and the game's state."""

    @property
    def seed(self) -> int: ...
    @property
    def state(self) -> object: ...


Table = TypeVar("Table", bound=SeededTable)


class GameController(Generic[Table]):
    """The common part of a game screen's controller; a game supplies its table and result."""

    game = ""

    def __init__(self, page: Page, seed: int, level: str = "heuristic", profile: Profile | None = None,
                 saved: str | None = None, display: Display = Display(), options: str = "") -> None:
        """A new game from *seed* under the match *options* (``match_options`` text; empty: the
        game's default), or the *saved* one (its text form, with its own options; raises
        GameRecordError)."""
        self.page = page
        self.level = level
        self.profile = profile
        self.display = display
        self.table: Table = (self.new_table(seed, options or match_options.default(self.game)) if saved is None
                             else self.saved_table(saved, seed))
        self.notices: tuple[str, ...] = ()
        self.deal_counted = self.deal_over()
        """Whether the deal on the table is over and counted (a saved deal that is over was counted
        when it ended): each deal is counted once, as it ends; a deal left unfinished never is."""
        self.kept_review: tuple[object, DealReview] | None = None  # the deal's state and its review

    @property
    def options(self) -> str:
        """The options of the game on the table (``match_options`` text; empty for a game without)."""
        return ""

    def new_table(self, seed: int, options: str) -> Table:
        """A new game's table under *options* (canonical ``match_options`` text)."""
        raise NotImplementedError

    def saved_table(self, saved: str, seed: int) -> Table:
        """The table of a saved game (raises GameRecordError when *saved* is not one)."""
        raise NotImplementedError

    def deal_over(self) -> bool:
        """Whether the deal on the table is over."""
        raise NotImplementedError

    def deal_tally(self) -> DealTally:
        """What the deal on the table, over, adds to the statistics (from the player's side)."""
        raise NotImplementedError

    def outcome(self) -> str | None:
        """Once the game (a match, or Minchiate's deal) is over: the player's outcome (won, lost or
        drawn); None before."""
        raise NotImplementedError

    def saved_text(self) -> str:
        """The game in progress as text (what ``saved_table`` reads)."""
        raise NotImplementedError

    def render(self) -> None:
        """Draws the table on the page."""
        raise NotImplementedError

    def refuse(self, error: Exception) -> None:
        """Says why the player's input was refused (*error*'s refusal in the player's words) and draws
        the table as it stands: a refused input changes nothing."""
        self.page.announce(refusals.sentence(error))
        self.render()

    async def hint_action(self, asking: Table, view_text: str, seed: int) -> str | None:
        """The hint level's action for the player from *view_text*, after showing *asking* (the
        table saying that the hint is being worked out); None when the position changed
        meanwhile (the player moved, or left), as the hint would be for a position gone."""
        self.table = asking
        self.render()
        asked = self.table.state
        action = await self.computer_action(view_text, HINT_LEVEL, seed)
        return action if self.table.state is asked else None

    async def computer_action(self, view_text: str, level: str, seed: int) -> str:
        """The text of the action the *level* player chooses from the view in *view_text* (the AI
        worker, through the page); raises RuntimeError when the worker answers with an error."""
        reply = await self.page.ask_computer(self.game, view_text, level, seed)
        # The browser lets the page's inputs in while the computer thinks (pyapp.browser Pacer):
        # when the player left this screen meanwhile, its turn was cancelled, and the cancellation
        # comes in here, before the move is played over the new screen.
        await asyncio.sleep(0)
        if reply.startswith(ERROR_REPLY):
            raise RuntimeError(f"computer player: {reply[len(ERROR_REPLY):]}")
        return reply

    def build_review(self) -> DealReview:
        """The review of the deal on the table (its steps rebuilt from its record); a game imports its
        review here, not at the top: the review's code comes with the part ``screen:review``, which the
        shell loads before it asks (``pyapp.ui.dialogs``)."""
        raise NotImplementedError

    def deal_review(self) -> DealReview:
        """The review of the deal on the table, kept while the deal stays as it is (with the Expert's
        choices worked out so far)."""
        state = self.table.state
        if self.kept_review is None or self.kept_review[0] is not state:
            self.kept_review = (state, self.build_review())
        return self.kept_review[1]

    def review(self, step: int) -> str:
        """The deal review dialog at *step* (empty before the player's first move)."""
        review = self.deal_review()
        return review.markup(step) if review.total else ""

    def remember(self) -> None:
        """Counts the deal that has just ended (and the game it ended) in the statistics, and saves
        the game in progress (a game over is no longer saved)."""
        deal_over = self.deal_over()
        newly_over, self.deal_counted = deal_over and not self.deal_counted, deal_over
        if self.profile is None:
            return
        outcome = self.outcome()
        if newly_over:
            self.profile.record(stats_key(self.game, self.options), self.deal_tally(), outcome)
        if outcome is None:
            self.profile.save_game(self.game, self.table.seed, self.saved_text())
        else:
            self.profile.clear_game(self.game)
