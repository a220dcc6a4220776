"""Complete Minchiate deals from fixed seeds, as transcripts: the heuristic AI plays all four
seats and the whole record (every automatic step and every trick, in words) must come out
exactly as below. Both deals were checked by hand against the spec: the reveal and
declaration order R, O, L, D; the cutter's and the dealer's steals and take; the discard
counts; the kings rule on first leads only; capture scoring of the opponents' cards only;
the Matto's payment; the resto paid during play and the end rounding.  They name the cards by
their Italian names (the card names setting's "italian")."""

from __future__ import annotations

from random import Random

import pytest

from pyapp.ai import make_player
from pyapp.cards import MINCHIATE_DECK
from pyapp.i18n import card_names
from pyapp.minchiate import MinchiateState, Played, TrickWon, deal, deal_from_pack, parse_action
from pyapp.minchiate.rules import SEAT_LETTERS
from pyapp.ui.minchiate.log import describe, transcript

SEED_7 = """\
N deals; W plays first and E cuts.
E cuts the pack, lifting 80 cards; the card at the cut is the Tre di spade.
N deals 10 and then 11 cards to each player; 13 cards form the Fola.
W shows the 21st card, L'Imperatrice (IV) (+3 for E–W).
S shows the 21st card, Il Granduca (II) (+3 for S–N).
E shows the 21st card, L'Aria (XXIII).
N shows the 21st card, the Quattro di denari.
N takes Il Leone (XXXIII), Il Sole (XXXVIII), Le Trombe (XL), Il Fuoco (XX), L'Acquario (XXXII) and
    Il Mondo (XXXIX) from the Fola (scored only in play).
N discards the Due di bastoni.
N discards the Cinque di denari.
N discards the Sei di spade.
N discards the Sei di bastoni.
N discards the Quattro di denari.
N discards the Sette di spade.
W declares nothing.
S declares nothing.
E declares the run 34–36 (+20 for E–W).
N declares the run 38–40 and 1-40-Matto, with the Matto's bonus (+55 for S–N).
The Fola is turned face up: the Sei di coppe, the Asso di spade, the Due di denari, La Prudenza
    (XVII), the Regina di bastoni, La Casa del Diavolo (XV), the Tre di spade, the Due di bastoni, the
    Cinque di denari, the Sei di spade, the Sei di bastoni, the Quattro di denari and the Sette di
    spade.
 1. W:C9 S:C7 E:C2 N:CJ -> N
 2. N:S8 W:S5 S:S2 E:SQ -> E
 3. E:D10 N:D1 W:DJ S:D7 -> W
 4. W:D9 S:D6 E:D8 N:DN -> N
 5. N:S9 W:T4 S:S4 E:T36 -> E
 6. E:B1 N:BJ W:BN S:B3 -> W
 7. W:C8 S:C4 E:C1 N:T1 -> N
 8. N:S10 W:T6 S:SN E:T10 -> E
 9. E:B4 N:T16 W:B5 S:B8 -> N
10. N:SJ W:T8 S:T11 E:T12 -> E
11. E:B7 N:T20 W:BK S:B9 -> N +5
12. N:DQ W:DK S:T2 E:T3 -> E +3
13. E:B10 N:T22 W:T27 S:T28 -> S
14. S:C10 E:T5 N:T26 W:C5 -> N +3
15. N:SK W:T9 S:T13 E:T14 -> E +10
16. E:T21 N:T32 W:T37 S:T7 -> W +5
17. W:C3 S:CQ E:T23 N:T33 -> N
18. N:T38 W:T18 S:T24 E:T29 -> N
19. N:T39 W:T19 S:T25 E:T31 -> N +5
20. N:T40 W:D3 S:T30 E:T34 -> N +5
21. N:M W:CN S:CK E:T35 -> E +5
For the Matto, S–N give the Dieci di coppe to E–W.
S–N count 185 at the end: 78 for the cards in their tricks, 90 for combinations, 15 Matto bonus, 2 for
    cards beyond 42 and 0 for the last trick.
E–W count 123 at the end: 64 for the cards in their tricks, 49 for combinations, 0 Matto bonus, 0 for
    cards beyond 42 and 10 for the last trick.
S–N finish ahead by 92: every 60 points or part of 60 make a resto, so 2 more resti.
S–N win by 2 (resti 2–0).
"""

SEED_175 = """\
W deals; S plays first and N cuts.
N cuts the pack, lifting 56 cards; the card at the cut is Il Fuoco (XX).
N steals Il Fuoco (XX) (+5 for S–N).
W deals 10 and then 11 cards to each player; 12 cards form the Fola.
S shows the 21st card, the Regina di spade.
E shows the 21st card, La Bilancia (XXIV).
N shows the 21st card, the Sette di spade.
W shows the 21st card, Il Sagittario (XXIX).
W steals Lo Scorpione (XXVI) from the Fola (no points).
W takes Il Toro (XXXIV) from the Fola (scored only in play).
N discards the Dieci di denari.
W discards the Dieci di coppe.
W discards the Asso di spade.
S declares three Kings (+15 for S–N).
E declares 1-13-28, with the Matto's bonus (+20 for E–W).
N declares nothing.
W declares the run 29–31 and the run 33–37 (+50 for E–W).
The Fola is turned face up: the Due di spade, La Vergine (XXV), the Sette di denari, the Quattro di
    denari, the Dieci di bastoni, the Fante di bastoni, the Regina di bastoni, the Nove di bastoni, the
    Sei di spade, the Cinque di bastoni, the Dieci di denari, the Dieci di coppe and the Asso di spade.
 1. S:B1 E:B3 N:T2 W:B6 -> N
 2. N:S4 W:S5 S:SQ E:SN -> S
 3. S:D9 E:D3 N:D6 W:DJ -> W
 4. W:C7 S:C6 E:C1 N:CN -> N
 5. N:C5 W:C2 S:CQ E:C9 -> S
 6. S:B2 E:T1 N:T3 W:B7 -> N +5
 7. N:D5 W:DN S:DK E:D2 -> S
 8. S:C8 E:CJ N:C4 W:T36 -> W
 9. W:S9 S:S3 E:T6 N:S7 -> E
10. E:DQ N:T7 W:T9 S:D8 -> W
11. W:T18 S:T19 E:T23 N:T32 -> N
12. N:S8 W:T21 S:T38 E:T12 -> S
13. S:B4 E:T4 N:T8 W:T26 -> W
14. W:T29 S:T40 E:T15 N:T10 -> S
15. S:C3 E:T13 N:T14 W:T30 -> W
16. W:T31 S:T5 E:T16 N:T11 -> W +3
17. W:T33 S:B8 E:T17 N:T22 -> W
18. W:T34 S:D1 E:T24 N:T20 -> W +5
19. W:T35 S:BN E:T27 N:S10 -> W
20. W:T37 S:CK E:T28 N:SJ -> W +5
21. W:T39 S:BK E:M N:SK -> W +10
E–W earn a resto: resti 0–1.
S–N count 57 at the end: 46 for the cards in their tricks, 11 for combinations, 0 Matto bonus, 0 for
    cards beyond 42 and 0 for the last trick.
E–W count 172 at the end: 96 for the cards in their tricks, 50 for combinations, 10 Matto bonus, 6 for
    cards beyond 42 and 10 for the last trick.
E–W finish ahead by 123: every 60 points or part of 60 make a resto, so 3 more resti.
E–W win by 4 (resti 0–4).
"""


def heuristic_deal(seed: int) -> tuple[MinchiateState, list[str]]:
    """The deal of *seed* played to the end by four heuristic players, and its actions as text."""
    rng = Random(seed)
    state = deal(rng)
    player = make_player("minchiate", "heuristic")
    actions = []
    while state.to_play is not None:
        action = player.choose(state.view(state.to_play), rng)
        actions.append(str(action))
        state = state.play(action)
    return state, actions


def record(state: MinchiateState) -> str:
    """The deal in words, one line per event, each trick on one line instead of its four plays."""
    lines = []
    for event in state.deal_events:
        if isinstance(event, Played):
            continue
        if isinstance(event, TrickWon):
            trick = state.tricks[event.number - 1]
            plays = " ".join(f"{SEAT_LETTERS[seat]}:{card}" for seat, card in trick.plays)
            points = f" +{trick.points}" if trick.points else ""
            lines.append(f"{event.number:>2}. {plays} -> {SEAT_LETTERS[trick.winner]}{points}")
        else:
            lines.append(describe(event))
    return "\n".join(lines) + "\n"


def unwrap(text: str) -> str:
    """The transcripts above wrap long lines, continuing them on lines indented by four spaces."""
    return text.replace("\n    ", " ")


@pytest.mark.parametrize(("seed", "expected"), [(7, SEED_7), (175, SEED_175)])
def test_transcript(seed: int, expected: str) -> None:
    state, _ = heuristic_deal(seed)
    card_names.set_mode("italian")
    try:
        assert record(state) == unwrap(expected)
    finally:
        card_names.set_mode("local")


@pytest.mark.parametrize("seed", [7, 175, 1234])
def test_a_deal_replays_from_its_pack_and_its_actions(seed: int) -> None:
    state, actions = heuristic_deal(seed)
    rng = Random(seed)  # deal() draws the dealer, then shuffles, then cuts
    dealer = rng.randrange(4)
    pack = list(MINCHIATE_DECK)
    rng.shuffle(pack)
    replay = deal_from_pack(pack, dealer, rng.randint(4, 93))
    assert replay == deal(Random(seed))
    for text in actions:
        replay = replay.play(parse_action(text))
    assert replay == state
    assert MinchiateState.from_text(state.to_text()) == state
    assert len(transcript(state.deal_events)) == len(state.deal_events)
