"""The deal review of Minchiate: one step per card of the player's, each trick as it stood when the
player played to it (the cards before the player's, the player's hand), the player's card, how the
trick ended, and the Expert's card beside the player's with what it changes at once (the trick led
or let go, points put into a trick the opponents were winning or added to the partner's), all read
off the player's own view.

The steps are rebuilt from the deal's record: the deal of the seed played again choice by choice (the
discards, the declarations and the cards, ``pyapp.minchiate.record.choices``); at each card of the
player's the review keeps the player's view (what the player, and the Hint, had).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pyapp.cards import MATTO
from pyapp.i18n import messages
from pyapp.i18n.card_names import card_phrase
from pyapp.minchiate.actions import MinchiateAction, PlayCard, parse_action
from pyapp.minchiate.deal_record import TRICKS, Trick
from pyapp.minchiate.record import choices
from pyapp.minchiate.rules import led_suit, points, sort_cards, team_of, trick_winner
from pyapp.minchiate.state import MinchiateState, MinchiateView
from pyapp.ui.minchiate.felt import seat_name, team_name
from pyapp.ui.minchiate.scene import HUMAN
from pyapp.ui.minchiate.table import MinchiateTable, move_seed
from pyapp.ui.review.dialog import DealReview, Decision, Sentence, board, card_row, mark, marked_card, with_keeps


@dataclass(frozen=True, slots=True)
class CardTurn:
    """One card of the player's: the player's view just before it, the card, the Hint's seed there,
    and the trick it went to (*trick*: its plays so far, the whole trick once it was over; *won*: the
    finished trick, None while it is being played)."""

    view: MinchiateView
    card: str
    seed: int
    plays: tuple[tuple[int, str], ...]
    won: Trick | None

    @property
    def number(self) -> int:
        """The trick's number (1-21)."""
        return len(self.view.tricks) + 1


def player_cards(dealt: MinchiateState, moves: Sequence[tuple[int, MinchiateAction]],
                 seed_of: Callable[[MinchiateState], int]) -> tuple[CardTurn, ...]:
    """The player's cards of a deal: *dealt* played again as *moves* (the players' choices) say; each
    with the player's view then and the seed *seed_of* gives for the state."""
    state = dealt
    found: list[tuple[MinchiateView, str, int]] = []
    for seat, action in moves:
        if seat == HUMAN and isinstance(action, PlayCard):
            found.append((state.view(HUMAN), action.card, seed_of(state)))
        state = state.play(action)
    turns = []
    for view, card, seed in found:
        number = len(view.tricks) + 1
        won = state.tricks[number - 1] if len(state.tricks) >= number else None
        turns.append(CardTurn(view, card, seed, won.plays if won is not None else state.trick, won))
    return tuple(turns)


def best_so_far(plays: Sequence[tuple[int, str]]) -> int | None:
    """The seat whose card wins *plays* so far (None before a card other than the Matto)."""
    return trick_winner(plays) if led_suit([card for _, card in plays]) is not None else None


def _stakes(card: str, winner: int | None) -> tuple[int, int]:
    """The points of *card* put into a trick an opponent wins so far, and those added to a trick the
    partner wins so far (the Matto's stay with its side)."""
    if card == MATTO or winner is None or winner == HUMAN:
        return 0, 0
    return (points(card), 0) if team_of(winner) != team_of(HUMAN) else (0, points(card))


def changes(view: MinchiateView, played: str, expert: str) -> list[Sentence]:
    """What the Expert's card *expert* changes at once, compared with the player's *played*, from the
    player's *view*: the trick led or let go, the points put into a trick the opponents were winning or
    added to the partner's, the Matto; the card it keeps in hand. When none of that favours the
    Expert's card, it says that the Expert looks further ahead (or, when nothing differs, that the
    difference lies in the tricks to come)."""
    before = view.trick
    found: list[tuple[Sentence, bool]] = []  # each change, and whether it favours the Expert's card
    leader = best_so_far(before)
    if leader is not None:
        best = next(card for seat, card in before if seat == leader)
        mine = best_so_far((*before, (HUMAN, played)))
        theirs = best_so_far((*before, (HUMAN, expert)))
        opponent_leads = team_of(leader) != team_of(HUMAN)
        if theirs == HUMAN and mine != HUMAN:
            found.append((Sentence.of("review.change.m.beats", card=card_phrase(best), seat=seat_name(leader)),
                          opponent_leads))
        elif mine == HUMAN and theirs != HUMAN:
            found.append((Sentence.of("review.change.m.yields", card=card_phrase(best), seat=seat_name(leader)),
                          not opponent_leads))
        (given_mine, home_mine), (given_theirs, home_theirs) = _stakes(played, mine), _stakes(expert, theirs)
        if given_theirs != given_mine:
            found.append((Sentence.of("review.change.m.given", expert=given_theirs, yours=given_mine),
                          given_theirs < given_mine))
        if home_theirs != home_mine:
            found.append((Sentence.of("review.change.m.home", expert=home_theirs, yours=home_mine),
                          home_theirs > home_mine))
    elif not before:  # the player led: the points the lead puts at stake
        led_mine, led_theirs = _led_points(played), _led_points(expert)
        if led_theirs != led_mine:
            found.append((Sentence.of("review.change.m.led", expert=led_theirs, yours=led_mine),
                          led_theirs < led_mine))
    if expert == MATTO:
        found.append((Sentence.of("review.change.m.matto"), True))
    return with_keeps(found, expert, played, "review.change.m.later" if before else "review.change.m.lead")


def _led_points(card: str) -> int:
    """The points a card led puts at stake (the Matto's stay with its side)."""
    return 0 if card == MATTO else points(card)


class TrickReview(DealReview):
    """The review of a Minchiate deal: one step per card of the player's."""

    def __init__(self, turns: Sequence[CardTurn]) -> None:
        self.turns = tuple(turns)
        super().__init__("minchiate", [Decision(turn.view.to_text(), turn.seed, str(PlayCard(turn.card)),
                                                len(turn.view.legal_actions()) == 1) for turn in self.turns])

    def parse(self, text: str) -> MinchiateAction:
        return parse_action(text)

    def position(self, step: int) -> Sentence:
        return Sentence.of("review.position.trick", number=self.turns[step].number, total=TRICKS)

    def move(self, step: int) -> Sentence:
        return Sentence.of("review.you.play", card=card_phrase(self.turns[step].card))

    def after(self, step: int) -> list[Sentence]:
        won = self.turns[step].won
        if won is None:
            return []
        sentences = [Sentence.of("review.minchiate.trick", number=won.number, seat=seat_name(won.winner))]
        if won.points:
            sentences.append(Sentence.of("review.minchiate.points", points=won.points,
                                         team=team_name(team_of(won.winner))))
        return sentences

    def expert_move(self, step: int, expert: MinchiateAction) -> Sentence:
        return Sentence.of("review.expert.play", card=card_phrase(getattr(expert, "card", "")))

    def changes(self, step: int, expert: MinchiateAction) -> list[Sentence]:
        turn = self.turns[step]
        return changes(turn.view, turn.card, getattr(expert, "card", ""))

    def picture(self, step: int, expert: MinchiateAction | None) -> str:
        turn = self.turns[step]
        other = getattr(expert, "card", None)
        mine_at = len(turn.view.trick)
        winner = turn.won.winner if turn.won is not None else None
        trick = []
        for index, (seat, card) in enumerate(turn.plays):
            classes = (["lead"] if index == 0 else []) + (["later"] if index > mine_at else []) + \
                (["winner"] if seat == winner else [])
            extra = [mark("m.trick.lead", "lead")] if index == 0 else []
            trick.append(marked_card(card, seat == HUMAN, False, "" if seat == HUMAN else seat_name(seat), classes,
                                     extra))
        hand = [marked_card(card, card == turn.card, card == other) for card in sort_cards(turn.view.hand)]
        return board(messages.text("review.board.trick.label"),
                     [card_row(messages.text("review.trick", number=turn.number), trick),
                      card_row(messages.text("review.hand"), hand)])


def trick_review(table: MinchiateTable) -> TrickReview:
    """The review of the deal on *table*."""
    return TrickReview(player_cards(table.dealt(), choices(table.state.deal_events),
                                    lambda position: move_seed(table.seed, len(position.deal_events))))
