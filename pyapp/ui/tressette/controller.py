"""The Tressette screen's behaviour: the player and the computer seats in turn, each card (and its
word) shown as it is played, each accuso as it is declared, a completed trick left on show with its
winner marked before it flies to the taker's pile (and, with two players, the cards are drawn), the
lead's choice between "Play" and "Play — *word*", the hint, the end of each deal and of the match.

Pure Python against the ``Page`` protocol (no browser imports), so a whole match can be driven in
tests exactly as the page drives it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pyapp.engine import IllegalActionError, Refusal
from pyapp.i18n import messages
from pyapp.i18n.card_names import card_phrase
from pyapp.tressette import Declare, PlayCard, TressetteAction, parse_action
from pyapp.ui import match_options
from pyapp.ui.tressette import render as tressette_render
from pyapp.ui.tressette.render import (
    accuso_name,
    deal_sentence,
    describe_action,
    describe_draws,
    describe_hint,
    end_sentence,
    seat_name,
    turn_sentence,
)
from pyapp.ui.tressette.table import HUMAN, TressetteTable
from pyapp.ui.tricks.controller import DRAW_MS, OWN_MOVE_MS, TRICK_MS, TrickController


class TressetteController(TrickController[TressetteTable]):
    """Owns the Tressette table and runs its turn loop on a page."""

    game = "tressette"

    def new_table(self, seed: int, options: str) -> TressetteTable:
        return TressetteTable.new(seed, match_options.table_options(self.game, options))

    def saved_table(self, saved: str, seed: int) -> TressetteTable:
        """A saved match (``TressetteMatch.to_text``), checked against its seed."""
        return TressetteTable.from_saved(saved, seed)

    def render(self) -> None:
        self.page.render(tressette_render.render(self.table, self.page.layout(), self.notices, self.display))

    def parse(self, text: str) -> TressetteAction:
        return parse_action(text)

    def opening_sentence(self) -> str:
        return deal_sentence(self.table)

    def turn_sentence(self) -> str:
        return turn_sentence(self.table)

    def describe_hint(self, action: Any) -> str:
        return describe_hint(action)

    async def take(self, action: TressetteAction) -> None:
        """Takes *action* for the seat to act (validated before anything changes), shows it, and when
        it completes a trick shows the trick, then collects it (and draws)."""
        seat = self.table.state.to_play
        if seat is None:
            raise IllegalActionError(f"{action}: nobody is to play now", Refusal("not_now"))
        players = self.table.players
        self.table = self.table.apply(action)
        self.remember()
        self.render()
        sentence = describe_action(seat, action, players)
        if isinstance(action, Declare):
            self.page.announce(sentence)
            await self.page.pause(OWN_MOVE_MS)
            return
        self.page.sound("card")
        if not self.table.settling:
            self.page.announce(sentence)
            if seat == HUMAN:
                await self.page.pause(OWN_MOVE_MS)
            return
        just = self.table.just_won()
        assert just is not None
        taker = messages.text("tressette.announce.trick.you" if just.seat == HUMAN else "tressette.announce.trick",
                              seat=seat_name(just.seat, players))
        self.page.announce(f"{sentence} {taker}")
        await self.page.pause(TRICK_MS)
        self.table = self.table.settle()
        self.render()
        self.page.sound("trick")
        said = describe_draws(self.table)
        if said:
            self.page.announce(said)
        await self.page.pause(DRAW_MS)
        if self.table.state.is_over:
            self.page.announce(end_sentence(self.table))

    # --- inputs -------------------------------------------------------------------------------

    async def dispatch(self, action: str) -> None:
        """Runs one ``data-action``: ``select:5c`` (choose the card to lead), ``play:5c`` or
        ``play:5c busso``, ``accuso:nap-c``, ``hint``, ``next-deal``, ``new-match``."""
        kind, _, argument = action.partition(":")
        try:
            if kind in ("select", "play", "accuso"):
                if self.table.phase != "human":
                    raise IllegalActionError(f"{argument}: it is not your turn", Refusal("not_your_turn"))
                if kind == "select":
                    self.choose(argument)
                    return
                move = parse_action(f"accuso {argument}" if kind == "accuso" else argument)
                refusal = self.table.state.refusal(move)
                if refusal is not None:
                    raise IllegalActionError(f"{move} is not possible now", refusal)
                if isinstance(move, PlayCard) and self.warn_of_accusi():
                    return
                await self.take(move)
                if kind == "accuso":
                    self.page.announce(turn_sentence(self.table))
                    return
            elif kind == "hint":
                await self.show_hint()
                return
            elif kind in ("next-deal", "new-match"):
                self.table = self.table.next_deal() if kind == "next-deal" else self.table.new_match()
                self.remember()
                self.render()
                self.page.announce(deal_sentence(self.table))
            else:
                return
        except (IllegalActionError, ValueError) as error:
            self.refuse(error)
            return
        await self.computer_turns()

    def choose(self, card: str) -> None:
        """Chooses *card* to lead (or none when it is not playable): the table then offers "Play" and
        "Play — *word*" with the one true word (§6.3); an empty *card* drops the choice."""
        if not card:
            self.table = self.table.select(None)
            self.render()
            return
        if card not in self.table.playable():
            raise IllegalActionError(f"{card} is not playable now", Refusal("not_in_hand", card=card))
        self.table = self.table.select(card)
        self.render()
        self.page.announce(messages.text("tressette.announce.chosen", card=card_phrase(card),
                                         word=self.table.word_for(card)))

    def warn_of_accusi(self) -> bool:
        """Tells the player, once a deal, of the accusi still undeclared before their first card
        (§5.2); True when it did (the card is not played: playing it again goes on)."""
        offered = self.table.accusi_offered()
        if not offered or self.table.warned:
            return False
        self.table = replace(self.table, warned=True)
        self.render()
        self.page.announce(messages.text("tressette.accuso.warning",
                                         names=messages.join_list([accuso_name(name) for name in offered])))
        return True

    def shortcut(self, key: str) -> str | None:
        """The action a key stands for: 1-9 and 0 (the tenth) choose or play that card of the hand
        (leading with signals: the first press chooses it, the same key again plays it silently), X
        plays the chosen card saying its word, Escape drops the choice."""
        table = self.table
        if table.phase != "human":
            return None
        if key in ("x", "X"):
            word = table.word_for(table.selected) if table.selected else ""
            return f"play:{table.selected} {word}" if word else None
        if key == "Escape":
            return "select:" if table.selected else None
        if len(key) == 1 and key.isdigit():
            hand = table.hand()
            index = (int(key) - 1) % 10
            if index < len(hand) and hand[index] in table.playable():
                card = hand[index]
                return f"select:{card}" if table.leads_with_words() and table.selected != card else f"play:{card}"
        return None
