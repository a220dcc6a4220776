"""The deal review of the games of captures (Scopa, Scopone): one step per play of the player's, with
the table and the hand as the player saw them, the other seats' plays since the player's previous one,
and the Expert's play beside the player's with what it changes at once (a scopa, the settebello, the
cards won, a table left open to a sweep), all read off the player's own view.

The steps are rebuilt from the deal's record: the deal as the seed dealt it, played again move by
move (``pyapp.engine.replay``'s way); at each of the player's turns the review keeps the player's view,
with the match score as it stood (what the player, and the Hint, had).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pyapp.cards import Card, scopa_value
from pyapp.i18n import messages
from pyapp.i18n.card_names import card_name, card_phrase, cards_phrase
from pyapp.scopa.actions import Play, parse_action
from pyapp.scopa.events import LastTaken, ScopaScored
from pyapp.scopa.match import MatchLoop
from pyapp.scopa.play import apply_play
from pyapp.scopa.position import ScopaPosition, ScopaSeatView
from pyapp.ui.review.dialog import DealReview, Decision, Sentence, board, card_row, marked_card, with_keeps
from pyapp.ui.scopa.table import HUMAN, in_deck_order, move_seed

SETTEBELLO = "7d"
RE_BELLO = "10d"
SWEEP_MOST = 10  # the highest capture value: a table adding up to more cannot be swept by one card


@dataclass(frozen=True, slots=True)
class Turn:
    """One of the player's plays: the player's view just before it, the play, the other seats' plays
    since the player's previous one (*before*) and, after the player's last play, the deal's last
    plays (*after*) and its last take (*last_take*: the taker and the cards)."""

    number: int
    """The play's place in the deal (0: its first play)."""
    view: ScopaSeatView
    play: Play
    seed: int
    before: tuple[tuple[int, Play, bool], ...] = ()
    """(seat, play, whether it made a scopa) of each play since the player's previous one."""
    after: tuple[tuple[int, Play, bool], ...] = ()
    last_take: tuple[int, tuple[Card, ...]] | None = None


def player_turns(dealt: ScopaPosition, history: Sequence[tuple[int, Play]], match_score: tuple[int, int],
                 seed_of: Callable[[int], int]) -> tuple[Turn, ...]:
    """The player's turns of a deal: *dealt* (before its first play) played again as *history* says;
    each turn with the player's view then, under *match_score*, and *seed_of* its play's number (the
    Hint's seed there)."""
    state = dealt
    turns: list[Turn] = []
    others: list[tuple[int, Play, bool]] = []
    for number, (seat, play) in enumerate(history):
        view = state.view(HUMAN, match_score) if seat == HUMAN else None
        state = state.play(play)
        scopa = any(isinstance(event, ScopaScored) for event in state.events)
        if view is None:
            others.append((seat, play, scopa))
            continue
        turns.append(Turn(number, view, play, seed_of(number), tuple(others)))
        others = []
    last_take = next(((event.seat, event.cards) for event in state.events
                      if isinstance(event, LastTaken) and event.cards), None)
    if turns and (others or last_take):
        turns[-1] = replace(turns[-1], after=tuple(others), last_take=last_take)
    return tuple(turns)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a play does at once, read off the view before it: the cards it wins (the card played and
    those it takes; none when it is laid), whether it sweeps the table for a scopa, the table it
    leaves; for the next play (an opponent's), the value of a card that would sweep that table for a
    scopa (None: none can) with how many such cards the player has not seen, and how many unseen cards
    could take something from it."""

    won: tuple[Card, ...]
    scopa: bool
    table: tuple[Card, ...]
    sweep_value: int | None
    sweep_unseen: int
    exposed: int

    def count(self, test: Callable[[Card], bool]) -> int:
        """How many of the cards won pass *test*."""
        return sum(1 for card in self.won if test(card))


def taking_values(table: Sequence[Card], asso_piglia_tutto: bool) -> set[int]:
    """The values of the cards that could take something from *table*: a card's own value, or a sum
    of two or more of its cards (an Asso takes any table under Asso piglia tutto)."""
    values = [scopa_value(card) for card in table]
    found = set(values)
    sums = {0: 0}  # a reachable sum -> the most cards adding up to it
    for value in values:
        for total, count in list(sums.items()):
            if total + value <= SWEEP_MOST:
                sums[total + value] = max(sums.get(total + value, 0), count + 1)
    found.update(total for total, count in sums.items() if count >= 2)
    if asso_piglia_tutto and table:
        found.add(1)
    return found


def outcome(view: ScopaSeatView, play: Play) -> Outcome:
    """What *play* does at once from *view* (the player's view, their turn)."""
    last = view.plays_made + 1 == view.plays_per_deal
    step = apply_play(view.seat, play, view.table, view.piles, view.scope, view.last_capturer, last, view.rules)
    won = (play.card, *play.take) if play.take else ()
    scopa = any(isinstance(event, ScopaScored) for event in step.events)
    if last:
        return Outcome(won, scopa, step.table, None, 0, 0)
    unseen = view.unseen()
    next_is_last = view.plays_made + 2 == view.plays_per_deal
    total = sum(scopa_value(card) for card in step.table)
    value = total if step.table and total <= SWEEP_MOST and not next_is_last else None
    sweepers = sum(1 for card in unseen if scopa_value(card) == value) if value else 0
    takers = taking_values(step.table, view.rules.asso_piglia_tutto)
    exposed = sum(1 for card in unseen if scopa_value(card) in takers)
    return Outcome(won, scopa, step.table, value if sweepers else None, sweepers, exposed)


def _is_coin(card: Card) -> bool:
    return card.endswith("d")


def _is_seven(card: Card) -> bool:
    return scopa_value(card) == 7


def changes(view: ScopaSeatView, played: Play, expert: Play) -> list[Sentence]:
    """What the Expert's play *expert* changes at once, compared with the player's *played*, from the
    player's *view*: a scopa made or given up, the settebello (and the Re bello when it scores), a
    table left open to a sweep or not, the cards, coins and sevens won, the unseen cards that could
    take from the table next; the card it keeps in hand. When none of that favours the Expert's play,
    it says that the Expert looks further ahead (or, when nothing differs, that the difference lies in
    the plays to come)."""
    mine, theirs = outcome(view, played), outcome(view, expert)
    found: list[tuple[Sentence, bool]] = []  # each change, and whether it favours the Expert's play
    if theirs.scopa != mine.scopa:
        found.append((Sentence.of("review.change.scopa" if theirs.scopa else "review.change.scopa.lost"),
                      theirs.scopa))
    prizes = [(SETTEBELLO, "settebello"), *([(RE_BELLO, "re_bello")] if view.rules.re_bello else [])]
    for card, name in prizes:
        if (card in theirs.won) != (card in mine.won):
            found.append((Sentence.of(f"review.change.{name}" if card in theirs.won else f"review.change.{name}.lost"),
                          card in theirs.won))
    if not played.take and played.card not in theirs.table and theirs.exposed:
        kept = ("settebello" if played.card == SETTEBELLO else "coin" if _is_coin(played.card)
                else "seven" if _is_seven(played.card) else "")
        if kept:  # the player laid a card worth taking, the Expert keeps it off the table
            found.append((Sentence.of(f"review.change.{kept}.safe"), True))
    if mine.sweep_value and not theirs.sweep_value:
        found.append((Sentence.of("review.change.sweep.safe", value=mine.sweep_value, count=mine.sweep_unseen), True))
    elif theirs.sweep_value and not mine.sweep_value:
        found.append((Sentence.of("review.change.sweep.open", value=theirs.sweep_value, count=theirs.sweep_unseen),
                      False))
    for key, test in (("cards", None), ("coins", _is_coin), ("sevens", _is_seven)):
        expert_count = len(theirs.won) if test is None else theirs.count(test)
        your_count = len(mine.won) if test is None else mine.count(test)
        if expert_count != your_count:
            found.append((Sentence.of(f"review.change.{key}", expert=expert_count, yours=your_count),
                          expert_count > your_count))
    if theirs.exposed != mine.exposed:
        found.append((Sentence.of("review.change.exposed", expert=theirs.exposed, yours=mine.exposed),
                      theirs.exposed < mine.exposed))
    return with_keeps(found, expert.card, played.card, "review.change.later")


def play_sentence(play: Play, scopa: bool, who: str = "") -> Sentence:
    """A play in words: the player's (no *who*), or that of the seat named *who*."""
    card = card_phrase(play.card)
    if not who:
        if not play.take:
            return Sentence.of("review.you.lay", card=card)
        return Sentence.of("review.you.take.scopa" if scopa else "review.you.take", card=card,
                           cards=cards_phrase(play.take))
    if not play.take:
        return Sentence.of("review.scopa.play", who=who, card=card)
    return Sentence.of("review.scopa.take.scopa" if scopa else "review.scopa.take", who=who, card=card,
                       cards=cards_phrase(play.take))


def score_before_deal(match: MatchLoop) -> tuple[int, int]:
    """The match score as it stood during the deal on the table (a finished deal's points are already
    in the match's scores)."""
    if not match.state.is_over or not match.past_deals:
        return match.scores
    mine, theirs = match.past_deals[-1]
    return match.scores[0] - mine.total, match.scores[1] - theirs.total


class CaptureReview(DealReview):
    """The review of a deal of Scopa or Scopone: one step per play of the player's."""

    def __init__(self, game: str, turns: Sequence[Turn], name_of: Callable[[int], str],
                 last_take_key: Callable[[int], str]) -> None:
        self.turns = tuple(turns)
        self.name_of = name_of
        self.last_take_key = last_take_key
        super().__init__(game, [Decision(turn.view.to_text(), turn.seed, str(turn.play),
                                         len(turn.view.legal_actions()) == 1) for turn in self.turns])

    def parse(self, text: str) -> Play:
        return parse_action(text)

    def position(self, step: int) -> Sentence:
        return Sentence.of("review.position.play", step=step + 1, total=self.total)

    def before(self, step: int) -> list[Sentence]:
        return [play_sentence(play, scopa, self.name_of(seat)) for seat, play, scopa in self.turns[step].before]

    def after(self, step: int) -> list[Sentence]:
        turn = self.turns[step]
        sentences = [play_sentence(play, scopa, self.name_of(seat)) for seat, play, scopa in turn.after]
        if turn.last_take is not None:
            seat, cards = turn.last_take
            sentences.append(Sentence.of(self.last_take_key(seat), cards=messages.join_list(
                [card_name(card) for card in cards])))
        return sentences

    def move(self, step: int) -> Sentence:
        turn = self.turns[step]
        return play_sentence(turn.play, outcome(turn.view, turn.play).scopa)

    def expert_move(self, step: int, expert: Play) -> Sentence:
        if expert.take:
            return Sentence.of("review.expert.take", card=card_phrase(expert.card), cards=cards_phrase(expert.take))
        return Sentence.of("review.expert.lay", card=card_phrase(expert.card))

    def changes(self, step: int, expert: Play) -> list[Sentence]:
        turn = self.turns[step]
        return changes(turn.view, turn.play, expert)

    def picture(self, step: int, expert: Any) -> str:
        turn = self.turns[step]
        played: Play = turn.play
        other: Play | None = expert
        table = [marked_card(card, card in played.take, other is not None and card in other.take)
                 for card in turn.view.table]
        hand = [marked_card(card, card == played.card, other is not None and card == other.card)
                for card in in_deck_order(turn.view.hand)]
        return board(messages.text("review.board.label"),
                     [card_row(messages.text("review.table"), table, messages.text("table.empty")),
                      card_row(messages.text("review.hand"), hand)])


def capture_review(game: str, table: Any, name_of: Callable[[int], str],
                   last_take_key: Callable[[int], str]) -> CaptureReview:
    """The review of the deal on *table* (a Scopa or Scopone table of *game*; *name_of* names a seat in
    a sentence, *last_take_key* is the message of a seat's last take)."""
    match = table.match
    turns = player_turns(table.dealt(), match.state.history, score_before_deal(match),
                         lambda number: move_seed(table.seed, match.deal_number, number, game))
    return CaptureReview(game, turns, name_of, last_take_key)
