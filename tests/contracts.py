"""What each registered game tells the contract suite (``tests/test_contract.py``): how to deal,
its deck, where its cards are, its teams, the view a seat gets, and a few plausible actions to
try on a position (most of them illegal). One :class:`ContractAdapter` per game name in
:data:`ADAPTERS`; the suite fails for a registered game without one. :func:`malformed_actions`
and :func:`garbled_texts` are the hostile inputs every game must refuse the same way."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from random import Random
from typing import Any

from pyapp.cards import MINCHIATE_DECK, SCOPA_DECK


@dataclass(frozen=True)
class ContractAdapter:
    """How the contract suite plays one game."""

    deal: Callable[[Random], Any]
    """A new deal (a state) drawn with the generator."""
    deck: tuple[str, ...]
    """Every card of the game, sorted."""
    cards: Callable[[Any], list[str]]
    """Every card of a state wherever it lies (hands, table or trick, stock or Fola, piles), sorted."""
    teams: tuple[int, ...]
    """The team of each seat: returns are equal within a team and add up to zero."""
    view: Callable[[Any, int], Any]
    """The view of a seat in a state (as the players get it)."""
    candidates: Callable[[Any, Random], Sequence[Any]]
    """Plausible actions for the seat to play (the suite checks the illegal ones are refused)."""
    sample_every: int = 1
    """Check the text forms and ``determinize`` on every n-th step of a deal (the costly checks)."""
    refusal_codes: frozenset[str] = frozenset()
    """The refusal codes a plausible candidate may get (empty: any code)."""
    teams_of: Callable[[Any], tuple[int, ...]] | None = None
    """The team of each seat in a state, for a game whose table size varies (then ``teams`` is unused)."""
    deck_of: Callable[[Any], tuple[str, ...]] | None = None
    """Every card of a state's game, sorted, for a game whose deck varies (then ``deck`` is unused)."""

    def teams_in(self, state: Any) -> tuple[int, ...]:
        """The team of each seat in *state*."""
        return self.teams if self.teams_of is None else self.teams_of(state)

    def deck_in(self, state: Any) -> tuple[str, ...]:
        """Every card of *state*'s game, sorted."""
        return self.deck if self.deck_of is None else self.deck_of(state)


# --- Scopa -------------------------------------------------------------------------------------


def random_rules(rng: Random) -> Any:
    """A random combination of the options (``scopa-variants.md`` §1): each on half the time."""
    from pyapp.scopa import TARGETS, ScopaRules

    return ScopaRules(target=rng.choice(TARGETS), re_bello=rng.random() < 0.5, napola=rng.random() < 0.5,
                      asso_piglia_tutto=rng.random() < 0.5)


def scopa_deal(rng: Random) -> Any:
    from pyapp.scopa import deal

    return deal(rng, dealer=rng.randrange(2), rules=random_rules(rng))


def scopa_cards(state: Any) -> list[str]:
    return sorted([*state.hands[0], *state.hands[1], *state.table, *state.stock,
                   *state.piles[0], *state.piles[1]])


def scopa_candidates(state: Any, rng: Random) -> list[Any]:
    """Cards in and out of the hand, alone and with random groups of table cards in both orders."""
    from pyapp.scopa import Play

    seat = state.to_play
    candidates = [Play(rng.choice(state.hands[1 - seat] or state.piles[0] or SCOPA_DECK)),
                  Play(next(card for card in SCOPA_DECK if card not in state.hands[seat]))]
    for card in state.hands[seat]:
        candidates.append(Play(card))
        for size in (1, 2, 3):
            if len(state.table) >= size:
                take = sorted(rng.sample(state.table, size), key=SCOPA_DECK.index)
                candidates.append(Play(card, tuple(take)))
                candidates.append(Play(card, tuple(reversed(take))))
    return candidates


# --- Scopone ----------------------------------------------------------------------------------


def scopone_deal(rng: Random) -> Any:
    from pyapp.scopone import MODES, deal_scopone

    return deal_scopone(rng, rng.randrange(4), rng.choice(MODES), random_rules(rng))


def scopone_cards(state: Any) -> list[str]:
    return sorted([card for hand in state.hands for card in hand] + [*state.table, *state.piles[0], *state.piles[1]])


def scopone_candidates(state: Any, rng: Random) -> list[Any]:
    """Another seat's card (the partner's too), and the seat's cards alone and with random table groups."""
    from pyapp.scopa import Play

    seat = state.to_play
    others = [card for other in range(4) if other != seat for card in state.hands[other]]
    candidates = [Play(rng.choice(others or list(SCOPA_DECK)))]
    for card in state.hands[seat][:4]:
        candidates.append(Play(card))
        for size in (1, 2, 3):
            if len(state.table) >= size:
                take = sorted(rng.sample(state.table, size), key=SCOPA_DECK.index)
                candidates.append(Play(card, tuple(take)))
                candidates.append(Play(card, tuple(reversed(take))))
    return candidates


# --- Minchiate ---------------------------------------------------------------------------------


def minchiate_deal(rng: Random) -> Any:
    from pyapp.minchiate import deal

    return deal(rng)


def minchiate_cards(state: Any) -> list[str]:
    cards = [card for hand in state.hands for card in hand] + list(state.fola)
    return sorted(cards + [card for _, card in state.trick] + list(state.piles[0]) + list(state.piles[1]))


def minchiate_candidates(state: Any, rng: Random) -> list[Any]:
    """Other seats' cards, the seat's cards as the wrong kind of action, protected discards and
    declarations the seat may not hold."""
    from pyapp.minchiate import Declare, Discard, PlayCard, discard_eligible

    seat = state.to_play
    hand = state.hands[seat]
    others = [card for other in range(4) if other != seat for card in state.hands[other]]
    candidates: list[Any] = []
    if others:
        candidates += [PlayCard(others[0]), Discard(others[-1]), PlayCard(rng.choice(others))]
    candidates += [PlayCard(card) for card in hand][:3]
    candidates += [Discard(card) for card in hand if not discard_eligible(card)][:2]
    candidates += [Declare(("papi:1-5", "kings")), Declare(())]
    return candidates


# --- Briscola ---------------------------------------------------------------------------------------


def briscola_deal(rng: Random) -> Any:
    """A game at a random table size under random options (every exchange mode, the partner's hand)."""
    from pyapp.briscola import BriscolaOptions, deal

    players = rng.choice((2, 3, 4))
    options = BriscolaOptions(players=players, exchange=rng.choice(("off", "two", "seven_two")),
                              partner_hand_at_end=players == 4 and rng.random() < 0.5)
    return deal(rng, rng.randrange(players), options)


def briscola_cards(state: Any) -> list[str]:
    cards = [card for hand in state.hands for card in hand] + list(state.stock) + [card for _, card in state.trick]
    cards += [card for pile in state.piles for card in pile] + ([state.face_up] if state.face_up else [])
    return sorted(cards)


def briscola_teams(state: Any) -> tuple[int, ...]:
    from pyapp.tricks import side_of

    return tuple(side_of(seat, state.players) for seat in range(state.players))


def briscola_deck(state: Any) -> tuple[str, ...]:
    from pyapp.briscola import deck_of

    return tuple(sorted(deck_of(state.players)))


def briscola_candidates(state: Any, rng: Random) -> list[Any]:
    """Other seats' cards, the stock's top card, and exchanges of the hand's cards and of the 2 and 7
    of trumps (legal only when the option, the turn and the face-up card allow)."""
    from pyapp.briscola import Exchange, PlayCard

    seat = state.to_play
    others = [card for other in range(state.players) if other != seat for card in state.hands[other]]
    candidates: list[Any] = [PlayCard(card) for card in others[:2]] + [PlayCard(card) for card in state.stock[:1]]
    candidates += [Exchange(card) for card in state.hands[seat]]
    candidates += [Exchange(f"2{state.trump}"), Exchange(f"7{state.trump}")]
    return candidates


# --- Tressette --------------------------------------------------------------------------------------


def tressette_deal(rng: Random) -> Any:
    """A deal at either table size under random options (accusi, signals, shown draws)."""
    from pyapp.tressette import TressetteOptions, deal

    players = rng.choice((4, 2))
    options = TressetteOptions(players=players, target=rng.choice((21, 31, 41)), accuso=rng.random() < 0.5,
                               signals=rng.random() < 0.7, show_draws=rng.random() < 0.7)
    return deal(rng, rng.randrange(players), options)


def tressette_cards(state: Any) -> list[str]:
    cards = [card for hand in state.hands for card in hand] + list(state.stock) + [card for _, card in state.trick]
    return sorted(cards + [card for pile in state.piles for card in pile])


def tressette_candidates(state: Any, rng: Random) -> list[Any]:
    """Other seats' cards, the seat's cards with every word, and accusi of every kind (mostly not held,
    or out of their window)."""
    from pyapp.tressette import Declare, PlayCard
    from pyapp.tressette.rules import COMBINATION_IDS

    seat = state.to_play
    others = [card for other in range(state.players) if other != seat for card in state.hands[other]]
    candidates: list[Any] = [PlayCard(card) for card in others[:2]] + [PlayCard(card) for card in state.stock[:1]]
    for card in state.hands[seat][:4]:
        candidates += [PlayCard(card)] + [PlayCard(card, word) for word in ("busso", "striscio", "volo")]
    candidates += [Declare(combination) for combination in rng.sample(COMBINATION_IDS, 3)]
    return candidates


TRESSETTE_REFUSALS = frozenset({"not_in_hand", "must_follow", "signals_off", "signal_not_lead", "signal_false",
                                "accuso_off", "accuso_closed", "accuso_not_held", "accuso_repeated"})


# --- malformed actions (every game) --------------------------------------------------------------

JUNK: tuple[Any, ...] = (None, 0, -1, 7, 2**70, 3.5, float("nan"), True, "", "7d", "T13", "play:T13", "\x00",
                         "7d" * 500, (), ("7d",), ["7d"], {"card": "7d"}, b"7d", frozenset({"7d"}))
"""Values of the wrong type or meaning, for an action or one of its fields."""


def _built(cls: type, **fields: Any) -> Any:
    """An instance of the action class *cls* with *fields* as given, bypassing any check of its
    constructor (what a caller gets with ``object.__setattr__`` or a stale pickled object)."""
    action = object.__new__(cls)
    for name, value in fields.items():
        object.__setattr__(action, name, value)
    return action


def malformed_actions(state: Any, rng: Random, count: int = 12) -> list[Any]:
    """*count* malformed actions for the seat to play in *state*: wrong types, actions of the
    other games, actions whose fields hold junk, unknown cards or a card of the hand with junk
    beside it."""
    from pyapp.briscola import Exchange
    from pyapp.briscola import PlayCard as PlayBriscola
    from pyapp.minchiate import Declare, Discard, PlayCard
    from pyapp.scopa import Play

    hand = list(state.hands[state.to_play]) or ["7d"]
    table = list(getattr(state, "table", ()) or ("3d", "4s"))
    card = rng.choice(hand)

    def junk() -> Any:
        return rng.choice(JUNK)

    makers = [
        junk,
        lambda: (card,),
        lambda: str(rng.choice(state.legal_actions())),
        lambda: Play(card, tuple(rng.sample(table, min(2, len(table))))) if isinstance(card, str) else None,
        lambda: PlayCard(card), lambda: Discard(card), lambda: Declare(("kings",)),
        lambda: Play("zz"), lambda: PlayCard("ZZ"), lambda: Discard("7x"),
        lambda: _built(Play, card=junk(), take=()),
        lambda: _built(Play, card=card, take=junk()),
        lambda: _built(Play, card=card, take=(rng.choice(table), junk())),
        lambda: _built(Play, card=card, take=list(rng.sample(table, min(2, len(table))))),
        lambda: _built(PlayCard, card=junk()), lambda: _built(Discard, card=junk()),
        lambda: _built(Declare, combinations=junk()),
        lambda: _built(Declare, combinations=(junk(), "kings")),
        lambda: _built(Declare, combinations=("kings", "kings")),
        lambda: PlayBriscola(card) if isinstance(card, str) else None, lambda: Exchange(card),
        lambda: PlayBriscola("2x"), lambda: Exchange("7z"),
        lambda: _built(PlayBriscola, card=junk()), lambda: _built(Exchange, card=junk()),
    ]
    return [rng.choice(makers)() for _ in range(count)]


class EqualToAnything:
    """An object that claims to equal anything (and hashes alike): not an action of any game."""

    __hash__ = object.__hash__

    def __eq__(self, other: object) -> bool:
        return True

    def __repr__(self) -> str:
        return "<equal to anything>"


class ComparesBadly:
    """An object whose comparison raises: not an action of any game."""

    __hash__ = object.__hash__

    def __eq__(self, other: object) -> bool:
        raise TypeError("cannot compare")

    def __repr__(self) -> str:
        return "<compares badly>"


class EqualText(str):
    """A text that claims to equal any other (a card id or a name no game holds)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


def impostors(state: Any, rng: Random) -> list[Any]:
    """Objects that are not the game's actions but compare equal to a legal one (or raise when
    compared): an object equal to anything, one whose comparison raises, an instance of a subclass
    of a legal action's class equal to anything, and a legal action whose texts (its card, the
    cards it takes, the combinations it declares) claim to equal any text."""
    option = rng.choice(state.legal_actions())
    cls = type(option)
    subclass = type(f"Equal{cls.__name__}", (cls,), {"__slots__": (), "__eq__": lambda self, other: True,
                                                      "__hash__": lambda self: 0})
    values = {field.name: getattr(option, field.name) for field in fields(option)}
    texts = {name: EqualText(value) if isinstance(value, str) else tuple(EqualText(item) for item in value)
             for name, value in values.items()}
    found = [EqualToAnything(), ComparesBadly(), _built(subclass, **values)]
    if any(texts.values()):  # (declaring nothing holds no text to replace)
        found.append(_built(cls, **texts))
    return found


def garbled_texts(state: Any, rng: Random, count: int = 6) -> list[str]:
    """*count* texts made from the legal actions' by random cuts, insertions and swaps."""
    alphabet = "0123456789:+-_ abdcsCDSBTMKNJQplayiscrde\x00\u00b2\u0661\ufffd"
    texts = []
    for _ in range(count):
        text = list(str(rng.choice(state.legal_actions())))
        for _ in range(rng.randint(1, 3)):
            where = rng.randrange(len(text) + 1)
            edit = rng.randrange(3)
            if edit == 0 and text:
                del text[min(where, len(text) - 1)]
            elif edit == 1:
                text.insert(where, rng.choice(alphabet))
            else:
                text[where:where] = rng.choice(["::", "++", " ", "play:", "declare:", "7d", "T13", "-"])
        texts.append("".join(text))
    return texts


ADAPTERS: dict[str, ContractAdapter] = {
    "scopa": ContractAdapter(
        deal=scopa_deal, deck=tuple(sorted(SCOPA_DECK)), cards=scopa_cards, teams=(0, 1),
        view=lambda state, seat: state.view(seat, (3, 7)), candidates=scopa_candidates, sample_every=1,
        refusal_codes=frozenset({"not_in_hand", "capture", "must_lay"}),
    ),
    "scopone": ContractAdapter(
        deal=scopone_deal, deck=tuple(sorted(SCOPA_DECK)), cards=scopone_cards, teams=(0, 1, 0, 1),
        view=lambda state, seat: state.view(seat, (4, 6)), candidates=scopone_candidates, sample_every=3,
        refusal_codes=frozenset({"not_in_hand", "capture", "must_lay"}),
    ),
    "minchiate": ContractAdapter(
        deal=minchiate_deal, deck=tuple(sorted(MINCHIATE_DECK)), cards=minchiate_cards,
        teams=(0, 1, 0, 1), view=lambda state, seat: state.view(seat), candidates=minchiate_candidates,
        sample_every=9,
    ),
    "briscola": ContractAdapter(
        deal=briscola_deal, deck=(), cards=briscola_cards, teams=(), view=lambda state, seat: state.view(seat),
        candidates=briscola_candidates, sample_every=2, refusal_codes=frozenset({"not_in_hand", "not_now"}),
        teams_of=briscola_teams, deck_of=briscola_deck,
    ),
    "tressette": ContractAdapter(
        deal=tressette_deal, deck=tuple(sorted(SCOPA_DECK)), cards=tressette_cards, teams=(),
        view=lambda state, seat: state.view(seat, (5, 8)), candidates=tressette_candidates, sample_every=4,
        refusal_codes=TRESSETTE_REFUSALS, teams_of=briscola_teams,
    ),
}
