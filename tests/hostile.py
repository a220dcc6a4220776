"""Hostile inputs, shared by the property tests (``tests/test_stored_records.py``) and the fuzz
script (``benchmarks/fuzz.py``): JSON values of the wrong type or size, valid records mutated at
one random place, texts cut, flipped or nested, and hostile URL parameter values. Everything is
drawn from a ``random.Random`` passed in, so a failure replays from its seed."""

from __future__ import annotations

import copy
import json
from random import Random
from typing import Any

JUNK: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 2, 7, 21, 2**31, 2**63, 10**30, -(10**30), 0.5, -0.0, 1e308, float("nan"),
    float("inf"), float("-inf"), "", " ", "x", "7d", "T13", "M", "S", "scopa", "play:T13", "\u202e", "\x00",
    "9" * 5000, "²", [], {}, [[]], [None], [1, 2], {"a": 1}, {"version": 1, "body": {}},
)
"""Values of the wrong type, size or meaning for any field of a record."""

URL_VALUES: tuple[str, ...] = (
    "", " ", "-1", "-0", "+3", "0", "007", "42", "2147483647", "2147483648", "9" * 5000, "²", "①", "٣", "4\u00a02",
    " 42", "42 ", "42\n", "1e3", "1e999", "0x10", "nan", "inf", "-inf", "3.5", "0.5", "true", "1", "scopa",
    "minchiate", "chess", "cards", "expert", "classico", "21", "on", "%00", "\x00", "\ufffd", "\u202e",
    "<script>", "x" * 5000, "../../etc/passwd",
)
"""Values every URL parameter gets (after the browser's percent-decoding)."""


def deep(depth: int, rng: Random) -> Any:
    """A list or object nested *depth* levels deep."""
    value: Any = rng.choice(JUNK[:8])
    for _ in range(depth):
        value = [value] if rng.random() < 0.5 else {"k": value}
    return value


def _nodes(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every list item and object field in *value* (and the empty path: the whole)."""
    paths = [path]
    if isinstance(value, dict):
        for key, child in value.items():
            paths += _nodes(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            paths += _nodes(child, (*path, index))
    return paths


def _strings(value: Any) -> list[str]:
    """Every string in *value* (card ids, seats, names: the likeliest plausible swaps)."""
    if isinstance(value, str):
        return [value]
    children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    return [text for child in children for text in _strings(child)]


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def _is_card_list(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(item, str) and len(item) <= 3 for item in value)


def _move_a_card(value: Any, path: tuple[Any, ...], rng: Random) -> Any:
    """*value* with one card of the list at *path* dropped, doubled, or swapped for another card
    of the record (often one that is elsewhere already)."""
    cards = _at(value, path)
    kind = rng.randrange(3)
    if kind == 0:
        del cards[rng.randrange(len(cards))]
    elif kind == 1:
        cards.append(rng.choice(cards))
    else:
        cards[rng.randrange(len(cards))] = rng.choice([text for text in _strings(value) if len(text) <= 3])
    return value


def mutate_json(value: Any, rng: Random) -> Any:
    """A copy of *value* changed at one random place: a card dropped, doubled or swapped in a
    list of cards; a value replaced by junk, by a deep nest or by another of its own strings; a
    field or item dropped, duplicated, moved or added; a number moved by one or made huge, NaN or
    infinite."""
    value = copy.deepcopy(value)
    paths = _nodes(value)
    card_lists = [path for path in paths if _is_card_list(_at(value, path))]
    if card_lists and rng.random() < 0.3:  # most records are lists of cards: move one
        return _move_a_card(value, rng.choice(card_lists), rng)
    path = rng.choice(paths)
    parent: Any = None
    node = value
    for step in path:
        parent, node = node, node[step]
    strings = _strings(value) or ["x"]
    kind = rng.randrange(10)
    if kind == 0 or parent is None and kind < 8:
        new: Any = rng.choice(JUNK)
    elif kind == 1:
        new = deep(rng.choice((5, 50, 500, 5000)), rng)
    elif kind == 2:
        new = rng.choice(strings)
    elif kind == 3 and isinstance(node, int | float) and not isinstance(node, bool):
        new = rng.choice((node + 1, node - 1, -node, node * 10**20, float("nan"), float("inf"), float(node) + 0.5))
    elif kind == 4 and isinstance(node, list) and node:
        new = node[:]
        del new[rng.randrange(len(new))]
    elif kind == 5 and isinstance(node, list) and node:
        new = node + [rng.choice(node)]
    elif kind == 6 and isinstance(node, list) and len(node) > 1:
        new = node[:]
        first, second = rng.sample(range(len(new)), 2)
        new[first], new[second] = new[second], new[first]
    elif kind == 7 and isinstance(node, dict) and node:
        new = dict(node)
        del new[rng.choice(list(new))]
    elif kind == 8 and isinstance(node, dict):
        new = {**node, rng.choice(("extra", "version", "seed", "x" * 300)): rng.choice(JUNK)}
    else:
        new = rng.choice(JUNK)
    if parent is None:
        return new
    parent[path[-1]] = new
    return value


def mutate_text(text: str, rng: Random) -> str:
    """*text* changed as a storage or a pipe may change it: cut short, a character flipped or
    dropped, NaN or a huge number written in, deeply nested, or not JSON at all."""
    kind = rng.randrange(7)
    if kind == 0:
        return text[:rng.randrange(len(text) + 1)]
    if kind == 1 and text:
        where = rng.randrange(len(text))
        return text[:where] + rng.choice("{}[]\",:0-9aZ\\\x00\ufffd") + text[where + 1:]
    if kind == 2 and text:
        where = rng.randrange(len(text))
        return text[:where] + text[where + 1:]
    if kind == 3:
        return text.replace("0", rng.choice(("NaN", "Infinity", "-Infinity", "1e999", "9" * 5000)), 1)
    if kind == 4:
        depth = rng.choice((1000, 100_000))
        return "[" * depth + text + "]" * depth
    if kind == 5:
        return rng.choice(("", "null", "[]", "{}", "true", "\ufeff" + text, text + text, "undefined"))
    return text + rng.choice(("}", "]", ",", " x"))


def json_text(value: Any) -> str:
    """*value* as JSON text, NaN and infinities written as JavaScript would not (``NaN``)."""
    try:
        return json.dumps(value, separators=(",", ":"))
    except (RecursionError, ValueError):
        return "[" * 10_000 + "]" * 10_000


def hostile_record(record_text: str, rng: Random) -> str:
    """A stored record's text made hostile: its JSON mutated at one place (most often), or the
    text itself damaged."""
    if rng.random() < 0.75:
        try:
            return json_text(mutate_json(json.loads(record_text), rng))
        except RecursionError:
            return record_text
    return mutate_text(record_text, rng)


# --- valid records to start from -----------------------------------------------------------------

def new_table(game: str, seed: int) -> Any:
    """A new game's table of *game* (``scopa``, ``scopone``, ``minchiate``, ``briscola`` or ``tressette``)
    dealt from *seed*."""
    from pyapp.ui.briscola.table import BriscolaTable
    from pyapp.ui.minchiate.table import MinchiateTable
    from pyapp.ui.scopa.table import ScopaTable
    from pyapp.ui.scopone.table import ScoponeTable
    from pyapp.ui.tressette.table import TressetteTable

    tables = {"scopa": ScopaTable, "scopone": ScoponeTable, "minchiate": MinchiateTable, "briscola": BriscolaTable,
              "tressette": TressetteTable}
    return tables[game].new(seed)


def table_class(game: str) -> Any:
    return type(new_table(game, 0))


def play_on(table: Any, rng: Random) -> Any | None:
    """*table* after one random legal move (a new deal between deals of a match); None at the end
    of the game."""
    if table.state.to_play is not None:
        played = table.apply(rng.choice(table.state.legal_actions()))
        return played.settle() if getattr(played, "settling", False) else played  # (a trick on show)
    if hasattr(table, "next_deal") and not table.match.is_over:
        return table.next_deal()
    if hasattr(table, "next_game") and not table.match.is_over:
        return table.next_game()
    return None


def saved_text(table: Any) -> str:
    """The game text a screen saves for *table* (its controller's ``saved_text``)."""
    return str(table.match.to_text() if hasattr(table, "match") else table.state.to_text())


def saved_game(game: str, seed: int, moves: int, rng: Random) -> str:
    """The game text saved after *moves* random legal moves (or fewer, at the end of the game) of
    a new game of *game* dealt from *seed*."""
    table = new_table(game, seed)
    for _ in range(moves):
        after = play_on(table, rng)
        if after is None:
            break
        table = after
    return saved_text(table)


def stuck(table: Any, rng: Random) -> str | None:
    """Plays the deal of *table* to its end with random legal moves (and deals the next deal of a
    match not over): why it got stuck (no legal move before the end, or an error), or None."""
    try:
        while table.state.to_play is not None:
            legal = table.state.legal_actions()
            if not legal:
                return f"no legal move for seat {table.state.to_play} before the end of the deal"
            table = table.apply(rng.choice(legal))
        if hasattr(table, "next_deal") and not table.match.is_over:
            table.next_deal()
    except Exception as error:  # noqa: BLE001 - any failure is what this reports
        return f"{type(error).__name__}: {error}"
    return None
