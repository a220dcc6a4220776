"""The Briscola screen's behaviour: the player and the computer seats in turn, each card shown as it is
played, a completed trick left on show with its winner marked before it flies to the taker's pile and
the cards are drawn, the exchange, the hint, the end of each game and of the match.

Pure Python against the ``Page`` protocol (no browser imports), so a whole match can be driven in
tests exactly as the page drives it.
"""

from __future__ import annotations

from typing import Any

from pyapp.briscola import BriscolaAction, Exchange, PlayCard, game_winner, parse_action
from pyapp.engine import IllegalActionError, Refusal
from pyapp.i18n import messages
from pyapp.ui import match_options
from pyapp.ui.briscola import render as briscola_render
from pyapp.ui.briscola.render import (
    describe_draws,
    describe_exchange,
    describe_hint,
    describe_play,
    game_sentence,
    seat_name,
    side_name,
    turn_sentence,
)
from pyapp.ui.briscola.table import HUMAN, BriscolaTable
from pyapp.ui.tricks.controller import DRAW_MS, OWN_MOVE_MS, TRICK_MS, TrickController


class BriscolaController(TrickController[BriscolaTable]):
    """Owns the Briscola table and runs its turn loop on a page."""

    game = "briscola"

    def new_table(self, seed: int, options: str) -> BriscolaTable:
        return BriscolaTable.new(seed, match_options.table_options(self.game, options))

    def saved_table(self, saved: str, seed: int) -> BriscolaTable:
        """A saved match (``BriscolaMatch.to_text``), checked against its seed."""
        return BriscolaTable.from_saved(saved, seed)

    def render(self) -> None:
        self.page.render(briscola_render.render(self.table, self.page.layout(), self.notices, self.display))

    def parse(self, text: str) -> BriscolaAction:
        return parse_action(text)

    def opening_sentence(self) -> str:
        return game_sentence(self.table)

    def turn_sentence(self) -> str:
        return turn_sentence(self.table)

    def describe_hint(self, action: Any) -> str:
        return describe_hint(self.table, action)

    async def take(self, action: object) -> None:
        """Takes *action* for the seat to act (validated before anything changes), shows it, and when
        it completes a trick shows the trick, then collects it and draws."""
        seat = self.table.state.to_play
        if seat is None or not isinstance(action, PlayCard | Exchange):
            raise IllegalActionError(f"{action}: nobody is to play now", Refusal("not_now"))
        players = self.table.players
        self.table = self.table.apply(action)
        self.remember()
        if isinstance(action, Exchange):
            exchange = self.table.state.exchanges[-1]
            self.render()
            self.page.sound("card")
            self.page.announce(describe_exchange(exchange, players))
            await self.page.pause(OWN_MOVE_MS)
            return
        self.render()
        self.page.sound("card")
        sentence = describe_play(seat, action.card, players)
        if not self.table.settling:
            self.page.announce(sentence)
            if seat == HUMAN:
                await self.page.pause(OWN_MOVE_MS)
            return
        just = self.table.just_won()
        assert just is not None
        taker = messages.text("b.announce.trick.you" if just.seat == HUMAN else "b.announce.trick",
                              seat=seat_name(just.seat, players))
        self.page.announce(f"{sentence} {taker}")
        await self.page.pause(TRICK_MS)
        self.table = self.table.settle()
        self.render()
        self.page.sound("trick")
        said = describe_draws(self.table.draws(), players)
        if said:
            self.page.announce(" ".join(said))
        await self.page.pause(DRAW_MS)
        if self.table.state.is_over:
            self.page.announce(self.end_sentence())

    def end_sentence(self) -> str:
        """The end of a game in words: the points, the result and the match."""
        table = self.table
        players = table.players
        points = table.state.points()
        scores = messages.join_list([messages.text("b.end.side_points", side=side_name(side, players), points=value)
                                     for side, value in enumerate(points)])
        winner = game_winner(points)
        result = (messages.text("b.end.draw") if winner is None
                  else messages.text("b.end.you_win" if players != 4 else "b.end.we_win") if winner == 0
                  else messages.text("b.end.other_wins", side=side_name(winner, players)))
        match = table.match
        if match.is_over:
            result += " " + messages.text("b.end.match.won" if match.winner == 0 else "b.end.match.lost",
                                          side=side_name(match.winner or 0, players))
        return f"{scores}. {result}"

    # --- inputs -------------------------------------------------------------------------------

    async def dispatch(self, action: str) -> None:
        """Runs one ``data-action`` (``card:7c``, ``swap:2d``, ``hint``, ``next-game``, ``new-match``)."""
        kind, _, argument = action.partition(":")
        try:
            if kind in ("card", "swap"):
                if self.table.phase != "human":
                    raise IllegalActionError(f"{argument}: it is not your turn", Refusal("not_your_turn"))
                move = PlayCard(argument) if kind == "card" else Exchange(argument)
                refusal = self.table.state.refusal(move)
                if refusal is not None:
                    raise IllegalActionError(f"{move} is not possible now", refusal)
                await self.take(move)
                if kind == "swap":
                    self.page.announce(turn_sentence(self.table))
                    return
            elif kind == "hint":
                await self.show_hint()
                return
            elif kind in ("next-game", "new-match"):
                if kind == "next-game":
                    self.table = self.table.next_game()
                else:
                    self.table = self.table.new_match()
                self.remember()
                self.render()
                self.page.announce(game_sentence(self.table))
            else:
                return
        except (IllegalActionError, ValueError) as error:
            self.refuse(error)
            return
        await self.computer_turns()

    def shortcut(self, key: str) -> str | None:
        """The action a key stands for: 1-3 play that card of the hand, X the exchange."""
        if self.table.phase != "human":
            return None
        if key in ("x", "X"):
            exchange = self.table.exchange()
            return f"swap:{exchange.card}" if exchange is not None else None
        if key.isdigit():
            hand = self.table.hand()
            index = int(key) - 1
            if 0 <= index < len(hand) and hand[index] in self.table.playable():
                return f"card:{hand[index]}"
        return None

