"""Minchiate, the Florentine 97-card tarot game, for four players in two partnerships.

Rules (authoritative: ``shared/rules/minchiate.md``, cited as §): S (the human) and N play
against E and W; play passes counter-clockwise S -> E -> N -> W. The dealer is random; the
player on his left cuts and *steals* (greedily, up to 13 cards) counting cards and trumps above
20 from the cut face; each player gets 10 + 11 cards and shows his 21st; the dealer steals from
the *Fola* (the undealt rest) and takes its counting cards and T29; cutter and dealer discard
zero-point cards down to 21; everyone may declare *versicole* (combinations); then 21 tricks
(follow suit, else trump; the kings rule; the Matto excuses). Every scoring event moves the
point difference Δ, and each 60 points of lead is paid at once as a *resto*; at the end the
piles are scored and the remaining difference is rounded up in units of 60.

Glossary: *rubare* to steal · *pigliare* to take · *Fola* the undealt cards · *versicole*
combinations · *papi* trumps 1-5 · *arie* trumps 36-40 · *decine* 10-20-30(-40) · *Matto* the
Fool · *resto* (pl. *resti*) 60 points of lead · *cartacce* non-King suit cards.

Shape (house style): ``deal(rng)`` returns an immutable ``MinchiateState`` that is waiting
on a choice; ``state.play(action)`` returns a new state, running every automatic step
(steals, reveals, the Fola, trick collection, scoring, the Matto settlement, end scoring) and
recording each as an event. Only discards, declarations and plays are choices. Phases
are ``discard``, ``declare``, ``play`` and ``over``. ``state.refusal(action)`` says why an
action is not legal (a ``pyapp.engine.Refusal``; None when it is).

Events (``pyapp.minchiate.events``): ``state.events`` is what the action that produced the state
did, in order (a fresh deal's: the setup up to the first choice); ``state.deal_events`` is every
event of the deal so far (the UI animates the ones it has not shown yet; ``describe`` in
``pyapp.ui.minchiate.log`` words them). One frozen record per kind, kinds in the past tense;
seats 0-3 (S E N W), teams 0 (A) and 1 (B):

=============  ===============================================  =====================================
kind           record                                           what happened
=============  ===============================================  =====================================
dealer_chosen  ``DealerChosen(seat)``                           the dealer
cut            ``Cut(seat, count, card)``                       the cutter lifted count cards, showing
                                                                card (the first stolen, or the Fola's
                                                                last card)
stolen         ``Stolen(seat, cards, points)``                  the cutter stole from the cut face
hands_dealt    ``HandsDealt(seat, fola_size)``                  the dealer dealt 10 + 11 each
revealed       ``Revealed(seat, card, points)``                 each seat showed its 21st card
dealer_stolen  ``DealerStolen(seat, cards, points)``            the dealer stole from the Fola
taken          ``Taken(seat, cards)``                           the dealer took counting cards, T29
                                                                (not scored)
discarded      ``Discarded(seat, card, fallback)``              card None in other seats' views;
                                                                fallback when forced (§3.8)
declared       ``Declared(seat, combinations, cards, points)``  names (maybe none), cards shown
exposed        ``Exposed(cards)``                               the whole Fola turned face up
played         ``Played(seat, card)``                           a card played to the trick
trick_won      ``TrickWon(seat, cards, points, number)``        the winner, the 4 cards, capture
                                                                points, trick number 1-21
resto_paid     ``RestoPaid(team, resti)``                       team reached 60 ahead; resti (A, B)
                                                                after it
matto_paid     ``MattoPaid(owner, creditor, card)``             the card paid for the Matto
piles_scored   ``PilesScored(team, card_points,                 E1-E4 of a team's pile (``points``
               combination_points, beyond_42, last_trick,       their sum; the Matto's bonus is part
               matto_bonus)``                                   of E2)
lead_rounded   ``LeadRounded(team, lead, gained)``              the final lead rounded into resti
                                                                (team None when nobody leads)
deal_ended     ``DealEnded(resti)``                             final resti (A, B); ``net`` for S-N
=============  ===============================================  =====================================

``stolen``, ``dealer_stolen`` and ``taken`` appear only when cards move; ``revealed`` and
``declared`` always appear, once per seat. The scoring events (``ScoringEvent``) are stolen,
revealed, dealer_stolen, declared and trick_won, applied in that order (§3.9); replaying the
ledger over their points reproduces ``state.resti`` and the ``resto_paid`` events, each of which
follows the event that converted it. Their JSON form (``pyapp.minchiate.record``) uses seat and
team letters: ``{"kind": "trick_won", "seat": "N", "cards": [...], "points": 5, "number": 1}``.
"""

from __future__ import annotations

from pyapp.minchiate.actions import (
    PHASE_DECLARE,
    PHASE_DISCARD,
    PHASE_OVER,
    PHASE_PLAY,
    Declare,
    Discard,
    MinchiateAction,
    PlayCard,
    parse_action,
)
from pyapp.minchiate.deal_record import DealRecord, Trick
from pyapp.minchiate.events import (
    EVENT_KINDS,
    Cut,
    DealEnded,
    DealerChosen,
    DealerStolen,
    Declared,
    Discarded,
    Exposed,
    HandsDealt,
    LeadRounded,
    MattoPaid,
    MinchiateEvent,
    PilesScored,
    Played,
    RestoPaid,
    Revealed,
    ScoringEvent,
    Stolen,
    Taken,
    TrickWon,
)
from pyapp.minchiate.rules import (
    SEAT_LETTERS,
    Combination,
    canonical_combinations,
    combinations_value,
    discard_eligible,
    discard_refusal,
    is_counting,
    kings_rule_binds,
    next_seat,
    play_refusal,
    playable_cards,
    points,
    team_of,
    trick_winner,
)
from pyapp.minchiate.scoring import EndBreakdown, Ledger, TeamScore
from pyapp.minchiate.state import (
    MinchiateState,
    MinchiateView,
    arranged_pack,
    deal,
    deal_arranged,
    deal_from_pack,
    position,
)

__all__ = [
    "EVENT_KINDS", "PHASE_DECLARE", "PHASE_DISCARD", "PHASE_OVER", "PHASE_PLAY", "SEAT_LETTERS", "Combination",
    "Cut", "DealEnded", "DealRecord", "DealerChosen", "DealerStolen", "Declare", "Declared", "Discard",
    "Discarded", "EndBreakdown", "Exposed", "HandsDealt", "LeadRounded", "Ledger", "MattoPaid", "MinchiateAction",
    "MinchiateEvent", "MinchiateState", "MinchiateView", "PilesScored", "PlayCard", "Played", "RestoPaid",
    "Revealed", "ScoringEvent", "Stolen", "Taken", "TeamScore", "Trick", "TrickWon", "arranged_pack",
    "canonical_combinations", "combinations_value", "deal", "deal_arranged", "deal_from_pack", "discard_eligible",
    "discard_refusal", "is_counting", "kings_rule_binds", "next_seat", "parse_action", "play_refusal",
    "playable_cards", "points", "position", "team_of", "trick_winner",
]
