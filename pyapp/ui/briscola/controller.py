"""The Briscola screen's behaviour: the player and the computer seats in turn, each card shown as it is
played, a completed trick left on show with its winner marked before it flies to the taker's pile and
the cards are drawn, the exchange, the hint, the end of each game and of the match.

Pure Python against the ``Page`` protocol (no browser imports), so a whole match can be driven in
tests exactly as the page drives it.
"""

from __future__ import annotations

from dataclasses import replace

from pyapp.briscola import Exchange, PlayCard, game_winner, parse_action
from pyapp.engine import IllegalActionError, Refusal
from pyapp.i18n import messages
from pyapp.i18n.card_names import card_name_list
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
from pyapp.ui.game_controller import GameController
from pyapp.ui.profile import DealTally

AI_PAUSE_MS = 450     # before a computer plays: the card before it lands first
OWN_MOVE_MS = 380     # the player's card flies to the trick
TRICK_MS = 1000       # a completed trick on show, its winner marked, before it is collected
DRAW_MS = 900         # the trick flies to its pile and the cards are drawn


class BriscolaController(GameController[BriscolaTable]):
    """Owns the Briscola table and runs its turn loop on a page."""

    game = "briscola"

    def new_table(self, seed: int, options: str) -> BriscolaTable:
        return BriscolaTable.new(seed, match_options.table_options(self.game, options))

    def saved_table(self, saved: str, seed: int) -> BriscolaTable:
        """A saved match (``BriscolaMatch.to_text``), checked against its seed."""
        return BriscolaTable.from_saved(saved, seed)

    @property
    def options(self) -> str:
        return str(self.table.options)

    def render(self) -> None:
        self.page.render(briscola_render.render(self.table, self.page.layout(), self.notices, self.display))

    # --- remembering --------------------------------------------------------------------------

    def deal_over(self) -> bool:
        return self.table.state.is_over

    def deal_tally(self) -> DealTally:
        """The finished game from the player's side: its card points (side 0: You, or You and Partner)."""
        return DealTally(points=self.table.state.points()[0])

    def outcome(self) -> str | None:
        """The finished match: won or lost by the player's side (a match never ends drawn, §10.2)."""
        match = self.table.match
        if not match.is_over:
            return None
        return "won" if match.winner == 0 else "lost"

    def saved_text(self) -> str:
        return self.table.match.to_text()

    def review(self, step: int) -> str:
        """No deal review: a Briscola player may look back at the last trick only (§11.1)."""
        return ""

    # --- the turn loop ------------------------------------------------------------------------

    def start(self, notices: tuple[str, ...] = ()) -> None:
        """First render, with any notices; a game resumed after its first move says so."""
        self.notices = notices
        if self.table.settling:
            self.table = self.table.settle()
        self.render()
        first = self.table.moves_made() == 0 and not self.table.state.is_over
        sentence = game_sentence(self.table) if first else messages.text(
            "announce.resumed", cards=card_name_list(self.table.hand()))
        if self.table.phase == "human" and not first:
            sentence += " " + turn_sentence(self.table)
        self.page.announce(" ".join([*notices, sentence]))

    async def resume(self) -> None:
        """Lets the computers play until it is the player's turn (or the game is over)."""
        await self.computer_turns()

    async def computer_turns(self) -> None:
        while self.table.phase == "computer":
            seat = self.table.state.to_play
            assert seat is not None
            await self.page.pause(AI_PAUSE_MS)
            reply = await self.computer_action(self.table.view_text(seat), self.level, self.table.move_seed())
            await self.take(parse_action(reply))
        if self.table.phase == "human":
            self.page.announce(turn_sentence(self.table))

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
                if self.table.phase != "human":
                    return
                reply = await self.hint_action(replace(self.table, hint=None, hint_pending=True),
                                               self.table.view_text(HUMAN), self.table.move_seed())
                if reply is None:
                    return
                hint = parse_action(reply)
                self.table = replace(self.table, hint=hint, hint_pending=False)
                self.render()
                self.page.announce(messages.text("hint.says", move=describe_hint(self.table, hint)))
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

