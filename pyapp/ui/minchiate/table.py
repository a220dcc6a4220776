"""The Minchiate table as a pure UI model: what the player sees and may do, with no browser.

Seats: 0 = S (the player, "You"), 1 = E, 2 = N (the partner), 3 = W.  Team A is S-N.
The engine is the single source of legality and of the reasons for a refusal; this model adds
what only the screen needs: the cards selected for discarding, the combinations chosen for
declaring, how many of the deal's events (``state.deal_events``) the player has already been
shown (for the setup animation and the log), and whether the player is looking at the last trick.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random

from pyapp import minchiate
from pyapp.cards import MATTO, minchiate_card_name
from pyapp.engine import GameRecordError, IllegalActionError, Refusal, replay
from pyapp.minchiate.actions import DISCARD_ACTIONS, PLAY_ACTIONS, Declare, Discard, PlayCard, refusal_message
from pyapp.minchiate.events import MinchiateEvent
from pyapp.minchiate.record import as_recorded, choices
from pyapp.minchiate.rules import canonical_combinations, led_suit, matto_bonus
from pyapp.minchiate.state import seat_events
from pyapp.ui.minchiate.scene import HUMAN, Scene, scene_at, scene_of


def deal_rng(seed: int) -> Random:
    """The random generator of the deal of *seed* (replayable from the URL)."""
    return Random(f"minchiate:{seed}:deal")


def move_seed(seed: int, event_count: int) -> int:
    """The seed handed to a computer player for one decision (independent of timing)."""
    return Random(f"minchiate:{seed}:move:{event_count}").randrange(2**31)


@dataclass(frozen=True, slots=True)
class CombinationChoice:
    """One combination the player may declare, with its value (Matto bonus shown apart)."""

    name: str
    cards: tuple[str, ...]
    value: int


@dataclass(frozen=True, slots=True)
class MinchiateTable:
    """The deal, plus the player's pending choices and how much of the deal has been shown."""

    state: minchiate.MinchiateState
    seed: int
    shown: int = 0
    selected: frozenset[str] = frozenset()
    declare_choice: frozenset[str] | None = None
    hint: minchiate.MinchiateAction | None = None
    hint_pending: bool = False
    last_trick_shown: bool = False
    """The player turned the last trick up: it lies where the trick is played until the next move."""

    @classmethod
    def new(cls, seed: int) -> MinchiateTable:
        """A new deal whose dealer and cards follow from *seed*."""
        return cls(state=minchiate.deal(deal_rng(seed)), seed=seed)

    @classmethod
    def from_saved(cls, saved: str, seed: int) -> MinchiateTable:
        """The table of a saved deal (``MinchiateState.to_text``) of *seed*, shown as it stands;
        GameRecordError unless it reads and is the deal of *seed* with its players' choices (its
        discards, declarations and cards played) made again: every card where the engine put it."""
        state = minchiate.MinchiateState.from_text(saved)
        replayed = replay(cls(state=state, seed=seed).dealt(), choices(state.deal_events), f"the deal of seed {seed}")
        assert isinstance(replayed, minchiate.MinchiateState)
        # An older save lacks facts the events gained since (the card at the cut, the Matto's bonus).
        written = {**replayed.to_json(), "action_events": 0,
                   "deal_events": as_recorded(replayed.deal_events, state.deal_events)}
        if written != {**state.to_json(), "action_events": 0}:
            raise GameRecordError(f"the deal is not the deal of seed {seed} played as its events say")
        return cls(state=state, seed=seed).show_all()

    def dealt(self) -> minchiate.MinchiateState:
        """The deal on the table as it was dealt, before the first choice (it follows from the seed)."""
        return minchiate.deal(deal_rng(self.seed))

    # --- what to show ---------------------------------------------------------------------

    @property
    def phase(self) -> str:
        """'showing' (events still to show), 'discard', 'declare', 'play', 'computer' or 'over'."""
        if self.shown < len(self.state.deal_events):
            return "showing"
        if self.state.is_over:
            return "over"
        if self.state.to_play != HUMAN:
            return "computer"
        return self.state.phase

    @property
    def events(self) -> tuple[MinchiateEvent, ...]:
        """The deal's events as the player knows them (the other seats' discards face down until
        the Fola is exposed)."""
        return seat_events(self.state.deal_events, HUMAN, self.state.record.exposed)

    @property
    def pending_events(self) -> tuple[MinchiateEvent, ...]:
        """The events of the deal not shown to the player yet."""
        return self.events[self.shown:]

    @property
    def shown_events(self) -> tuple[MinchiateEvent, ...]:
        """The events of the deal the player has been shown (the log)."""
        return self.events[:self.shown]

    @property
    def spotlight(self) -> MinchiateEvent | None:
        """The event being told now (None when none is)."""
        pending = self.pending_events
        return pending[0] if pending else None

    @property
    def actor(self) -> int | None:
        """The seat acting now: the one of the event being told, or the computer about to choose."""
        event = self.spotlight
        if event is not None:
            seat: int | None = getattr(event, "seat", None)
            return seat
        return self.state.to_play if self.phase == "computer" else None

    @property
    def scene(self) -> Scene:
        """The table as far as the player has been told: every event shown, and the one being told."""
        events = self.events
        return scene_at(self.state, events, self.shown + 1) if self.shown < len(events) else scene_of(self.state)

    def hand(self, seat: int = HUMAN) -> tuple[str, ...]:
        return self.state.hands[seat]

    def discards_needed(self) -> int:
        """How many cards the player still has to discard."""
        record = self.state.record
        return record.quotas[HUMAN] - len(record.discards[HUMAN])


    def legal_cards(self) -> frozenset[str]:
        """Cards the player may click now (plays, or discard candidates)."""
        if self.phase == "play":
            return frozenset(action.card for action in self.state.legal_actions() if isinstance(action, PlayCard))
        if self.phase == "discard":
            return frozenset(action.card for action in self.state.legal_actions() if isinstance(action, Discard))
        return frozenset()

    def card_refusal(self, card: str) -> Refusal | None:
        """Why the player may not use *card* now (play it, or discard it, by the phase), as the
        state says it; None when the player may, or is not choosing a card."""
        if self.phase == "play":
            return self.state.refusal(PLAY_ACTIONS.get(card) or PlayCard(card))
        if self.phase == "discard":
            return self.state.refusal(DISCARD_ACTIONS.get(card) or Discard(card))
        return None

    def combinations(self) -> tuple[CombinationChoice, ...]:
        """The canonical combinations of the player's hand (for the declaration step)."""
        return tuple(CombinationChoice(c.name, c.cards, c.value) for c in canonical_combinations(self.hand()))

    def chosen_combinations(self) -> frozenset[str]:
        """The combinations the player currently means to declare (all, until changed)."""
        if self.declare_choice is None:
            return frozenset(c.name for c in self.combinations())
        return self.declare_choice

    def declaration_value(self) -> tuple[int, int]:
        """(value of the chosen combinations, Matto bonus on them)."""
        chosen = [c for c in canonical_combinations(self.hand()) if c.name in self.chosen_combinations()]
        return sum(c.value for c in chosen), matto_bonus(chosen, MATTO in self.hand())

    def led_suit(self) -> str | None:
        """The suit led in the current trick (None before the first non-Matto card)."""
        cards = [card for _, card in self.state.trick]
        return led_suit(cards) if cards else None

    # --- inputs ---------------------------------------------------------------------------

    def toggle_discard(self, card: str) -> MinchiateTable:
        """Selects or unselects *card* for discarding (never more than needed)."""
        if self.phase != "discard":
            raise IllegalActionError(f"{minchiate_card_name(card)}: nothing is being discarded now",
                                     Refusal("not_now"))
        if card in self.selected:
            return replace(self, selected=self.selected - {card})
        refusal = self.card_refusal(card)
        if refusal is not None:
            raise IllegalActionError(f"{card} cannot be discarded: {refusal_message(refusal)}", refusal)
        if len(self.selected) >= self.discards_needed():
            raise IllegalActionError(f"you discard exactly {self.discards_needed()}: unselect a card first",
                                     Refusal("discard_full"))
        return replace(self, selected=self.selected | {card})

    def discard_actions(self) -> tuple[Discard, ...]:
        """The discards of the current selection (only when it has exactly the needed size)."""
        if self.phase != "discard" or len(self.selected) != self.discards_needed():
            raise IllegalActionError(f"select exactly {self.discards_needed()} cards to discard",
                                     Refusal("discard_count", count=self.discards_needed()))
        return tuple(Discard(card) for card in sorted(self.selected))

    def toggle_combination(self, name: str) -> MinchiateTable:
        if name not in {c.name for c in self.combinations()}:
            raise IllegalActionError(f"you hold no combination {name}", Refusal("no_combination"))
        chosen = self.chosen_combinations()
        return replace(self, declare_choice=chosen - {name} if name in chosen else chosen | {name})

    def toggle_last_trick(self) -> MinchiateTable:
        """Turns the last trick up on the table, or back down (only while the player is to play)."""
        if self.phase != "play" or self.scene.last is None:
            raise IllegalActionError("no last trick to look at now", Refusal("not_now"))
        return replace(self, last_trick_shown=not self.last_trick_shown)

    def declare_action(self) -> Declare:
        return Declare(tuple(c.name for c in self.combinations() if c.name in self.chosen_combinations()))

    def apply(self, action: minchiate.MinchiateAction) -> MinchiateTable:
        """Plays *action* for the seat to move (raises IllegalActionError, changing nothing)."""
        return replace(self, state=self.state.play(action), selected=frozenset(), declare_choice=None, hint=None,
                       hint_pending=False, last_trick_shown=False)

    def show(self, count: int) -> MinchiateTable:
        """Marks *count* more events as shown."""
        return replace(self, shown=min(len(self.state.deal_events), self.shown + count))

    def show_all(self) -> MinchiateTable:
        return replace(self, shown=len(self.state.deal_events))

    def new_deal(self) -> MinchiateTable:
        return MinchiateTable.new(self.seed + 1)

    # --- the computer's move ---------------------------------------------------------------

    def computer_view_text(self) -> str:
        """The text of the view of the computer seat to play (what the AI worker reads)."""
        seat = self.state.to_play
        assert seat is not None and seat != HUMAN
        return self.state.view(seat).to_text()

    def human_view_text(self) -> str:
        """The text of the player's own view (for the Hint)."""
        return self.state.view(HUMAN).to_text()

    def computer_seed(self) -> int:
        return move_seed(self.seed, len(self.state.deal_events))
