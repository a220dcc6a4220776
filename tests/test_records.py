"""The shared readers of the games' JSON forms (pyapp/records.py): strict, typed, and each refusal
names where it was found and what was wrong."""

from __future__ import annotations

from typing import Any

import pytest

from pyapp.engine import GameRecordError
from pyapp.records import (
    check_fields,
    read_card,
    read_cards,
    read_choice,
    read_field,
    read_flag,
    read_items,
    read_keys,
    read_list,
    read_object,
    read_optional,
    read_pair,
    read_seat,
    read_text,
    read_whole,
)


def refused(message: str, read: Any, *arguments: Any) -> None:
    with pytest.raises(GameRecordError, match=message):
        read(*arguments)


def test_a_whole_number_is_an_int_and_nothing_that_looks_like_one() -> None:
    assert read_whole(0, "count") == 0 and read_whole(13, "quota", 0, 13) == 13 and read_whole(-5, "delta", -9, 9) == -5
    for junk in (True, False, 2.0, "2", None, [2]):
        refused(r"count must be a whole number >= 0, got ", read_whole, junk, "count")
    refused(r"quota must be a whole number from 0 to 13, got 14", read_whole, 14, "quota", 0, 13)
    refused(r"count must be a whole number >= 0, got -1", read_whole, -1, "count")


def test_a_choice_is_one_of_the_values_of_the_same_type() -> None:
    assert read_choice("N", "seat", ("S", "E", "N", "W")) == 2 and read_seat(3, "dealer", 4) == 3
    refused(r"dealer must be 0 or 1, got True", read_seat, True, "dealer", 2)
    refused(r"dealer must be 0, 1, 2 or 3, got 4", read_seat, 4, "dealer", 4)
    refused(r"dealer must be 0 or 1, got 1.0", read_seat, 1.0, "dealer", 2)
    refused(r"mode must be scientifico or classico, got \['x'\]", read_choice, ["x"], "mode",
            ("scientifico", "classico"))


def test_cards_are_ids_of_the_deck_given() -> None:
    assert read_cards([], "table", "scopa") == () and read_card("T13", "card", "minchiate") == "T13"
    assert read_cards(["7d", "7d"], "pile", "scopa") == ("7d", "7d")  # where cards are is the game's check
    refused(r"hand: unknown card 'T13' \(a scopa card is a value 1-10", read_cards, ["7d", "T13"], "hand", "scopa")
    refused(r"hand: unknown card '7d' \(a minchiate card is", read_cards, ["7d"], "hand", "minchiate")
    refused(r"hand must hold card ids \(text\), got 7", read_cards, [7], "hand", "scopa")
    refused(r"hand must be a list, got str", read_cards, "7d", "hand", "scopa")
    refused(r"card must be a card id \(text\), got None", read_card, None, "card", "scopa")


def test_lists_and_pairs_are_read_item_by_item_naming_the_item() -> None:
    assert read_list([1], "x") == [1] and read_items([1, 2], "x", read_whole, 2) == (1, 2)
    assert read_pair([["7d"], []], "piles", lambda value, what: read_cards(value, what, "scopa")) == (("7d",), ())
    refused(r"piles must hold two lists \(seat 0, seat 1\), got 3", read_list, [[], [], []], "piles", 2,
            "two lists (seat 0, seat 1)")
    refused(r"x must hold 2 items, got 1", read_items, [1], "x", read_whole, 2)
    refused(r"scores\[1\] must be a whole number", read_pair, [1, -1], "scores", read_whole)
    refused(r"x must be a list, got dict", read_list, {}, "x")


def test_objects_fields_and_named_values() -> None:
    obj = read_object({"a": 1}, "record")
    assert read_field(obj, "a", "record") == 1 and read_keys({"them": 2, "us": 1}, "scope", ("us", "them")) == (1, 2)
    refused(r"record must be an object, got list", read_object, [], "record")
    refused(r"record: missing field 'b'", read_field, obj, "b", "record")
    refused(r"request: missing field 'hand'", check_fields, {}, "request", ("hand",))
    refused(r"request: unknown field 'colour' \(fields: hand, table\)", check_fields,
            {"hand": [], "colour": 1}, "request", ("hand",), ("table",))
    refused(r'scope must be an object with exactly "us" and "them"', read_keys, {"us": 1}, "scope", ("us", "them"))


def test_text_flags_and_optional_values() -> None:
    assert read_text("", "detail") == "" and read_flag(False, "exposed") is False
    assert read_optional(None, "x", read_whole) is None and read_optional(2, "x", read_whole) == 2
    refused(r"exposed must be true or false, got 0", read_flag, 0, "exposed")
    refused(r"detail must be text, got 3", read_text, 3, "detail")


def test_a_huge_value_is_cut_short_in_the_message() -> None:
    with pytest.raises(GameRecordError) as refusal:
        read_whole("9" * 10_000, "count")
    assert len(str(refusal.value)) < 100
