"""The Minchiate table is never ahead of what the player has been told: the scene replayed over the
events told so far, as the player knows them, ends exactly where the state stands, and each event
moves what it says and nothing else."""

from __future__ import annotations

from dataclasses import replace
from random import Random

from pyapp import minchiate
from pyapp.minchiate.events import Cut, Discarded, HandsDealt, Played, RestoPaid, Stolen, TrickWon
from pyapp.ui.minchiate.scene import CUT, FOLA, HAND, PACK, TRICK, Move, Scene, scene_at, scene_of, seat_place
from pyapp.ui.minchiate.table import MinchiateTable

S, E, N, W = 0, 1, 2, 3
ZERO_REVEALS = {S: "C6", E: "C7", N: "C8", W: "C9"}


def settled(scene: Scene) -> Scene:
    """The scene without what only a scene being told has (the last move, the trick just won)."""
    return replace(scene, moves=(), won=(), winner=None)


def test_the_replay_of_every_event_is_the_state_after_each_action_of_many_deals() -> None:
    for seed in range(80):
        rng = Random(seed)
        table = MinchiateTable.new(seed)
        while True:  # after every action of a few deals, at the end of the others
            events = table.events
            if seed < 12 or table.state.is_over:
                assert settled(scene_at(table.state, events, len(events))) == scene_of(table.state), seed
            if table.state.is_over:
                break
            table = table.apply(rng.choice(table.state.legal_actions()))


def test_the_setup_is_shown_step_by_step() -> None:
    # N deals, E cuts and steals T25 T26 (the first is the card at the cut); S (the player) is O.
    state = minchiate.deal_arranged(N, stolen=["T25", "T26"], revealed=ZERO_REVEALS)
    table = MinchiateTable(state=state, seed=0)
    events = table.events
    kinds = [event.kind for event in events]
    at = {kind: kinds.index(kind) + 1 for kind in ("cut", "stolen", "hands_dealt", "revealed")}

    before = scene_at(state, events, 1)  # the dealer is chosen: a full pack, no hands
    assert before.pack == 97 and before.hand_sizes == (0, 0, 0, 0) and before.hand == () and before.cut_card is None

    cut = scene_at(state, events, at["cut"])
    assert isinstance(events[at["cut"] - 1], Cut)
    assert cut.cut_card == "T25" and cut.pack == 97 and cut.moves == (Move("T25", PACK, CUT),)

    stolen = scene_at(state, events, at["stolen"])
    assert isinstance(events[at["stolen"] - 1], Stolen)
    assert stolen.cut_card is None and stolen.pack == 95
    assert stolen.hand_sizes == (0, 2, 0, 0) and stolen.public[E] == ("T25", "T26")
    assert stolen.moves == (Move("T25", CUT, seat_place(E)), Move("T26", CUT, seat_place(E)))
    assert stolen.ledger == minchiate.Ledger(0)  # T25 and T26 score nothing

    dealt = scene_at(state, events, at["hands_dealt"])
    assert isinstance(events[at["hands_dealt"] - 1], HandsDealt)
    assert dealt.pack == 0 and dealt.hand_sizes == (21, 23, 21, 21) and len(dealt.hand) == 21
    assert dealt.fola == 11 and dealt.public[S] == () and dealt.public[W] == ()
    assert {move.target for move in dealt.moves} == {HAND, seat_place(E), seat_place(N), seat_place(W)}

    first_reveal = scene_at(state, events, at["revealed"])  # W, on the dealer's right, shows first
    assert first_reveal.public[W] == ("C9",) and first_reveal.public[E] == ("T25", "T26")


def test_discards_go_face_down_to_the_fola_and_the_players_own_face_up() -> None:
    state = minchiate.deal_arranged(N, stolen=["T25", "T26"], revealed=ZERO_REVEALS)
    while state.phase == "discard":  # E, then N discard
        state = state.play(state.legal_actions()[0])
    table = MinchiateTable(state=state, seed=0)
    events = table.events
    discards = [index for index, event in enumerate(events) if isinstance(event, Discarded)]
    assert discards and all(events[index].card is None for index in discards)  # the player does not see them
    fola_before = scene_at(state, events, discards[0]).fola
    first = scene_at(state, events, discards[0] + 1)
    assert first.fola == fola_before + 1 and first.moves == (Move("", seat_place(E), FOLA),)
    # The player's own discard shows its face on the way.
    mine = minchiate.deal_arranged(E, stolen=["T25", "T26"], revealed=ZERO_REVEALS)  # S cuts
    assert mine.to_play == S and mine.phase == "discard"
    card = mine.legal_actions()[0].card  # type: ignore[union-attr]
    after = mine.play(mine.legal_actions()[0])
    events = MinchiateTable(state=after, seed=0).events
    index = next(i for i, event in enumerate(events) if isinstance(event, Discarded))
    told = scene_at(after, events, index + 1)
    assert told.moves == (Move(card, HAND, FOLA),) and card not in told.hand


def test_a_resto_stands_until_it_is_told_and_a_trick_stays_until_the_next_card() -> None:
    # E deals, S cuts and steals 58 points; N reveals T2 (+3): Δ 61 until the resto is told (§5 scenario 25).
    state = minchiate.deal_arranged(E, stolen=["T40", "T39", "T38", "T37", "T36", "T5", "T1"],
                                    revealed={N: "T2", W: "T30", S: "D3", E: "CK"})
    events = MinchiateTable(state=state, seed=0).events
    resto = next(i for i, event in enumerate(events) if isinstance(event, RestoPaid))
    assert scene_at(state, events, resto).ledger == minchiate.Ledger(61, 0, 0)
    assert scene_at(state, events, resto + 1).ledger == minchiate.Ledger(1, 1, 0)
    rng = Random(3)
    while not state.tricks:
        state = state.play(rng.choice(state.legal_actions()))
    events = MinchiateTable(state=state, seed=0).events
    won = next(i for i, event in enumerate(events) if isinstance(event, TrickWon))
    last_card = scene_at(state, events, won)
    assert len(last_card.trick) == 4 and last_card.moves[0].target == TRICK
    assert isinstance(events[won - 1], Played)
    told = scene_at(state, events, won + 1)
    assert told.trick == () and told.won == last_card.trick and told.winner == state.tricks[0].winner
    assert sum(told.piles) == 4 and sum(told.tricks_won) == 1


def test_the_felt_slides_cards_in_at_the_speed_setting_and_not_at_all_when_it_is_off() -> None:
    from pyapp.ui.minchiate.felt import render_svg
    from pyapp.ui.minchiate.geometry import WIDE
    from pyapp.ui.svg import Display

    state = minchiate.deal_arranged(N, stolen=["T25", "T26"], revealed=ZERO_REVEALS)
    table = MinchiateTable(state=state, seed=0)
    stolen = next(i for i, event in enumerate(table.events) if isinstance(event, Stolen))
    telling = replace(table, shown=stolen)  # the steal is being told
    normal = render_svg(telling, WIDE, Display(speed=1.0))
    assert normal.count('data-move-ms="450"') == normal.count(" arriving") == 2 and "data-dx=" in normal
    assert "style=" not in normal, "no style: the next render, which drops them, restyles nothing"
    slow = render_svg(telling, WIDE, Display(speed=1.6))
    assert 'data-move-ms="720"' in slow
    off = render_svg(telling, WIDE, Display(speed=0.0))
    assert "arriving" not in off and "data-dx" not in off and 'data-key="shown-1-T25"' in off
    assert "arriving" not in render_svg(table.show_all(), WIDE, Display(speed=1.0))  # nothing moves once told
