"""The translations: every key in every language, the same named fields, the game words kept."""

from __future__ import annotations

import re
import string

import pytest

from pyapp.i18n.messages import ENGLISH
from pyapp.i18n.translations import DIRECTION, LANGUAGE_NAMES, PLURAL_RULES, TRANSLATIONS
from pyapp.ui.minchiate.log import MESSAGES

LANGUAGES = ("it", "fr", "da", "fa")
SOURCE: dict[str, str] = {**ENGLISH, **MESSAGES}

# Italian game words that stay recognisable: when one form of a group is in the English text,
# one form of the same group must be in the translation (case-insensitive, whole word).
GAME_TERMS: tuple[tuple[str, ...], ...] = (
    ("scopa", "scope"),
    ("settebello",),
    ("primiera",),
    ("denari",),
    ("coppe",),
    ("spade",),
    ("bastoni",),
    ("Minchiate",),
    ("Matto",),
    ("Fola",),
    ("resto", "resti"),
    ("versicole",),
    ("papi",),
    ("decine",),
    ("Sagittario",),
)
# (language, key, first term of the group) where grammar forces the term out. Empty today.
TERM_EXCEPTIONS: frozenset[tuple[str, str, str]] = frozenset()

# Persian templates that are only game words, names, numbers or marks, so carry no Persian letter.
PERSIAN_LATIN_ONLY = frozenset({
    "app.title", "start.scopa", "start.minchiate", "m.title", "m.resti",
    "breakdown.settebello", "breakdown.primiera", "breakdown.scope", "breakdown.no", "pile.scope",
    "aid.settebello", "aid.primiera", "aid.denari", "aid.points", "review.scopa.scopa",
    "minchiate.event.unknown", "minchiate.combination.papi", "minchiate.combination.1-13-28",
    "minchiate.combination.1-40-M", "list.separator",
    # A card's Italian name takes no Persian article; a trump's title is followed by its numeral.
    "card.article.masculine", "card.article.feminine", "card.article.elided", "card.trump.name",
})

PERSIAN_LETTER = re.compile(r"[\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]")
LATIN_LETTER = r"A-Za-zÀ-ÖØ-öø-ÿ"


def fields(template: str) -> set[str]:
    """The named fields of a template, parsed the way ``str.format`` parses them."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def without_fields(template: str) -> str:
    return "".join(literal for literal, _, _, _ in string.Formatter().parse(template))


def has_term(text: str, term: str) -> bool:
    pattern = rf"(?<![{LATIN_LETTER}]){re.escape(term)}(?![{LATIN_LETTER}])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def entries() -> list[tuple[str, str]]:
    return [(language, key) for language in LANGUAGES for key in SOURCE]


def test_the_two_english_catalogs_agree() -> None:
    for key in set(ENGLISH) & set(MESSAGES):
        assert ENGLISH[key] == MESSAGES[key], key


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_is_translated_and_nothing_else(language: str) -> None:
    catalog = TRANSLATIONS[language]
    assert sorted(set(SOURCE) - set(catalog)) == [], "missing keys"
    assert sorted(set(catalog) - set(SOURCE)) == [], "keys that English does not have"


def test_the_languages_are_exactly_the_supported_ones() -> None:
    assert set(TRANSLATIONS) == set(LANGUAGES)
    assert set(LANGUAGE_NAMES) == set(DIRECTION) == set(PLURAL_RULES) == {"en", *LANGUAGES}
    assert LANGUAGE_NAMES == {
        "en": "English", "it": "Italiano", "fr": "Français", "da": "Dansk", "fa": "فارسی"}
    assert DIRECTION == {"en": "ltr", "it": "ltr", "fr": "ltr", "da": "ltr", "fa": "rtl"}


@pytest.mark.parametrize(("language", "key"), entries())
def test_named_fields_match_the_english(language: str, key: str) -> None:
    template = TRANSLATIONS[language].get(key, "")
    assert fields(template) == fields(SOURCE[key]), f"{language} {key}: {template!r}"


@pytest.mark.parametrize(("language", "key"), entries())
def test_template_is_not_empty_and_formats(language: str, key: str) -> None:
    template = TRANSLATIONS[language].get(key, "")
    assert template.strip(), f"{language} {key} is empty"
    dummy = {name: 7 for name in fields(SOURCE[key])}
    assert SOURCE[key].format(**dummy)
    filled = template.format(**dummy)
    assert "{" not in filled and "}" not in filled, f"{language} {key}: stray brace in {filled!r}"


@pytest.mark.parametrize(("language", "key"), entries())
def test_game_words_stay_recognisable(language: str, key: str) -> None:
    english = without_fields(SOURCE[key])
    translated = without_fields(TRANSLATIONS[language].get(key, ""))
    for group in GAME_TERMS:
        if (language, key, group[0]) in TERM_EXCEPTIONS:
            continue
        if any(has_term(english, term) for term in group):
            assert any(has_term(translated, term) for term in group), (
                f"{language} {key} lost {'/'.join(group)}: {translated!r}")


@pytest.mark.parametrize(("language", "key"), entries())
def test_dashes_follow_the_english(language: str, key: str) -> None:
    english, translated = SOURCE[key], TRANSLATIONS[language].get(key, "")
    for dash in ("–", "—"):
        assert translated.count(dash) == english.count(dash), f"{language} {key}: {dash!r} in {translated!r}"


@pytest.mark.parametrize("key", sorted(SOURCE))
def test_persian_is_written_in_persian(key: str) -> None:
    template = TRANSLATIONS["fa"].get(key, "")
    if key in PERSIAN_LATIN_ONLY:
        return
    assert PERSIAN_LETTER.search(template), f"fa {key} has no Persian letter: {template!r}"
    assert not re.search("[\u064a\u0643]", template), f"fa {key}: Arabic yeh/kaf instead of Persian ی/ک"
    assert not re.search(r"[,;?]", template), f"fa {key}: use Persian punctuation ، ؛ ؟"


def test_persian_allow_list_is_still_needed() -> None:
    for key in PERSIAN_LATIN_ONLY:
        assert key in SOURCE, f"{key} is no longer in the catalog"
        assert not PERSIAN_LETTER.search(TRANSLATIONS["fa"][key]), f"{key} has Persian now: drop it"


@pytest.mark.parametrize("key", sorted(SOURCE))
def test_french_punctuation_has_non_breaking_spaces(key: str) -> None:
    template = TRANSLATIONS["fr"][key]
    assert not re.search(r" [:;!?»]|« ", template), f"fr {key}: ordinary space at a French mark: {template!r}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_seat_letters_and_compass_names(language: str) -> None:
    catalog = TRANSLATIONS[language]
    for seat, letter in enumerate("SENW"):
        assert re.search(rf"\b{letter}\b", catalog[f"m.seat.full.{seat}"]), f"{language} seat {seat}"


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
def test_plural_rules(language: str) -> None:
    rule = PLURAL_RULES[language]
    zero_is_one = language in ("fr", "fa")
    assert rule(0) == ("one" if zero_is_one else "other")
    assert rule(1) == "one"
    assert [rule(n) for n in (2, 3, 11, 21, 101)] == ["other"] * 5


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_plural_form_a_rule_can_pick_exists(language: str) -> None:
    bases = {key.removesuffix(".other") for key in SOURCE
             if key.endswith(".other") and key.removesuffix(".other") + ".one" in SOURCE}
    assert "cards.count" in bases
    for base in bases:
        for count in range(0, 130):
            form = PLURAL_RULES[language](count)
            assert f"{base}.{form}" in TRANSLATIONS[language], f"{language} {base}.{form}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_italian_suit_names_are_explained_like_the_english(language: str) -> None:
    catalog = TRANSLATIONS[language]
    for suit, name in (("C", "coppe"), ("D", "denari"), ("S", "spade"), ("B", "bastoni")):
        text = catalog[f"m.suit.{suit}"]
        assert text.startswith(name), text
        if language != "it":
            assert re.fullmatch(rf"{name} \(.+\)", text), text
