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
recording each as an ``Event``. Only discards, declarations and plays are choices. Phases
are ``discard``, ``declare``, ``play`` and ``over``. ``state.events`` holds every event of the
deal so far, in order: the UI animates the tail that a move added.

Events (``pyapp.engine.Event``; ``describe`` in ``pyapp.ui.minchiate.log`` words them):

============  =============  ==================  =============  =============================
kind          seat           cards               points         detail
============  =============  ==================  =============  =============================
dealer        dealer
cut           cutter                                            cards lifted, e.g. ``37``
steal         cutter         stolen cards        their points
deal          dealer                                            size of the Fola
reveal        each seat      its 21st card       its points
dealer_steal  dealer         stolen cards        their points
take          dealer         taken cards         0 (not scored)
discard       discarder      the card (none in   0              ``fallback`` when forced (§3.8)
                             others' views)
declare       declarer       cards shown         value          names joined by ``+``
expose                       the whole Fola
play          player         the card
trick         winner         the 4 cards         capture pts    trick number
resto                                                           team and resti, ``A 1:0``
matto_paid                   the card paid                      owner and creditor teams, ``B A``
end_points                                       E1+E2+E3+E4    team, E1..E4: ``A 70 40 10 10``
end_resti                                        resti gained   team (or ``-``) and final Δ
result                                           net for S-N    resti ``2:0``
============  =============  ==================  =============  =============================

``steal``, ``dealer_steal`` and ``take`` appear only when cards move; ``reveal`` and ``declare``
always appear, once per seat. The scoring events are steal, reveal, dealer_steal, declare and
trick, applied in that order (§3.9); replaying the ledger over them reproduces ``state.resti``
and the ``resto`` events, each of which follows the event that converted it.
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
from pyapp.minchiate.record import DealRecord, Trick
from pyapp.minchiate.rules import (
    SEAT_LETTERS,
    Combination,
    canonical_combinations,
    combinations_value,
    discard_eligible,
    discard_reason,
    is_counting,
    kings_rule_binds,
    legal_plays,
    next_seat,
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
    illegal_reason,
    position,
)

__all__ = [
    "PHASE_DECLARE", "PHASE_DISCARD", "PHASE_OVER", "PHASE_PLAY", "SEAT_LETTERS", "Combination",
    "DealRecord", "Declare", "Discard", "EndBreakdown", "Ledger", "MinchiateAction", "MinchiateState",
    "MinchiateView", "PlayCard", "TeamScore", "Trick", "arranged_pack", "canonical_combinations",
    "combinations_value", "deal", "deal_arranged", "deal_from_pack", "discard_eligible",
    "discard_reason", "illegal_reason", "is_counting", "kings_rule_binds", "legal_plays",
    "parse_action", "next_seat", "points", "position", "team_of", "trick_winner",
]
