"""The translations: one test per language of the table, listing every bad key (every key in every
language, the same named fields, the game words kept, the language's own conventions)."""

from __future__ import annotations

import re
import string
from collections.abc import Callable

import pytest

from pyapp.i18n import languages, messages
from pyapp.i18n.messages import ENGLISH

SOURCE: dict[str, str] = dict(ENGLISH)
TRANSLATED = tuple(language.code for language in languages.LANGUAGES if language.code != languages.SOURCE)

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
    "app.title", "start.scopa", "start.minchiate", "start.scopone", "m.title", "m.resti", "m.fola.name",
    "breakdown.settebello", "breakdown.primiera", "breakdown.scope", "breakdown.no", "pile.scope",
    "aid.settebello", "aid.primiera", "aid.points",
    "minchiate.event.unknown", "minchiate.combination.papi", "minchiate.combination.1-13-28",
    "minchiate.combination.1-40-M", "list.separator",
    # A Minchiate seat's name, letter and cards; a card of the trick with its seat.
    "m.seat.heading", "m.trick.card",
    # Briscola's name, a seat's name with its cards, the partnerships' marks, a side's name with its points
    # and a card of the trick with its seat.
    "start.briscola", "b.seat.label", "b.team.short.0", "b.team.short.1", "b.end.side_points", "b.trick.play",
    # The same of Tressette's, a lead's word with its seat ("East: busso") and an accuso with its seat and points.
    "start.tressette", "tressette.seat.label", "tressette.team.short.0", "tressette.team.short.1",
    "tressette.end.side_points", "tressette.trick.play", "tressette.log.said", "tressette.end.accuso",
    # The names of Scopa's house rules are Italian game words.
    "options.mode.scientifico", "options.mode.classico", "options.re_bello", "options.napola",
    "options.asso_piglia_tutto", "setup.re_bello", "setup.napola", "setup.asso_piglia_tutto",
    "breakdown.re_bello", "breakdown.napola",
    # A card's Italian name takes no Persian article; a trump's title is followed by its numeral.
    "card.article.masculine", "card.article.feminine", "card.article.elided", "card.trump.name",
    # The Tavolo deck is named after the app.
    "deck.tavolo",
    # The deal review's announcement is two sentences joined: where the step is, what happened.
    "review.announce",
})

PERSIAN_LETTER = re.compile(r"[\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]")
LATIN_LETTER = r"A-Za-zÀ-ÖØ-öø-ÿ"


def fields(template: str) -> set[str]:
    """The named fields of a template, parsed the way ``str.format`` parses them."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}
    except ValueError:
        return {"(malformed)"}


def without_fields(template: str) -> str:
    try:
        return "".join(literal for literal, _, _, _ in string.Formatter().parse(template))
    except ValueError:
        return template


def has_term(text: str, term: str) -> bool:
    pattern = rf"(?<![{LATIN_LETTER}]){re.escape(term)}(?![{LATIN_LETTER}])"
    return re.search(pattern, text, re.IGNORECASE) is not None


# --- the checks: each gives the problems of one language's catalog, one line per bad key --------

def same_keys(language: str, catalog: dict[str, str]) -> list[str]:
    return ([f"{key}: missing" for key in sorted(set(SOURCE) - set(catalog))]
            + [f"{key}: a key English does not have" for key in sorted(set(catalog) - set(SOURCE))])


def same_named_fields(language: str, catalog: dict[str, str]) -> list[str]:
    return [f"{key}: fields {sorted(fields(catalog[key]))} instead of {sorted(fields(english))}: {catalog[key]!r}"
            for key, english in SOURCE.items() if key in catalog and fields(catalog[key]) != fields(english)]


def formats(language: str, catalog: dict[str, str]) -> list[str]:
    problems = []
    for key, english in SOURCE.items():
        template = catalog.get(key, "")
        if not template.strip():
            problems.append(f"{key}: empty")
            continue
        dummy = {name: 7 for name in fields(english)}
        assert english.format(**dummy)
        try:
            filled = template.format(**dummy)
        except (KeyError, IndexError, ValueError) as error:
            problems.append(f"{key}: does not format ({error!r}): {template!r}")
            continue
        if "{" in filled or "}" in filled:
            problems.append(f"{key}: stray brace in {filled!r}")
    return problems


def game_words_stay(language: str, catalog: dict[str, str]) -> list[str]:
    problems = []
    for key, english_template in SOURCE.items():
        english, translated = without_fields(english_template), without_fields(catalog.get(key, ""))
        for group in GAME_TERMS:
            if (language, key, group[0]) in TERM_EXCEPTIONS:
                continue
            if any(has_term(english, term) for term in group) and not any(has_term(translated, term) for term in group):
                problems.append(f"{key}: lost {'/'.join(group)}: {translated!r}")
    return problems


def dashes_follow_the_english(language: str, catalog: dict[str, str]) -> list[str]:
    return [f"{key}: {dash!r} {catalog.get(key, '').count(dash)} times, English {english.count(dash)}"
            for key, english in SOURCE.items() for dash in ("–", "—")
            if catalog.get(key, "").count(dash) != english.count(dash)]


def seat_letters_and_compass_names(language: str, catalog: dict[str, str]) -> list[str]:
    return [f"m.seat.full.{seat}: no seat letter {letter}" for seat, letter in enumerate("SENW")
            if not re.search(rf"\b{letter}\b", catalog.get(f"m.seat.full.{seat}", ""))]


def every_plural_form_a_rule_can_pick_exists(language: str, catalog: dict[str, str]) -> list[str]:
    bases = {key.removesuffix(".other") for key in SOURCE
             if key.endswith(".other") and key.removesuffix(".other") + ".one" in SOURCE}
    assert "cards.count" in bases
    rule = languages.find_language(language).plural
    return sorted({f"{base}.{rule(count)}: missing (the form of {count})" for base in bases for count in range(0, 130)
                   if f"{base}.{rule(count)}" not in catalog})


def italian_suit_names_are_explained_like_the_english(language: str, catalog: dict[str, str]) -> list[str]:
    problems = []
    for suit, name in (("C", "coppe"), ("D", "denari"), ("S", "spade"), ("B", "bastoni")):
        text = catalog.get(f"card.suit.italian.{suit}", "")
        if not text.startswith(name) or (language != "it" and not re.fullmatch(rf"{name} \(.+\)", text)):
            problems.append(f"card.suit.italian.{suit}: {text!r} is not '{name}' explained as '{name} (...)'")
    return problems


def persian_is_written_in_persian(language: str, catalog: dict[str, str]) -> list[str]:
    if language != "fa":
        return []
    problems = []
    for key in sorted(SOURCE):
        template = catalog.get(key, "")
        if key in PERSIAN_LATIN_ONLY:
            if PERSIAN_LETTER.search(template):
                problems.append(f"{key}: has Persian now: drop it from PERSIAN_LATIN_ONLY")
            continue
        if not PERSIAN_LETTER.search(template):
            problems.append(f"{key}: no Persian letter: {template!r}")
        if re.search("[\u064a\u0643]", template):
            problems.append(f"{key}: Arabic yeh/kaf instead of Persian ی/ک")
        if re.search(r"[,;?]", template):
            problems.append(f"{key}: use Persian punctuation ، ؛ ؟")
    return problems + [f"{key}: in PERSIAN_LATIN_ONLY but no longer in the catalog"
                       for key in sorted(PERSIAN_LATIN_ONLY - set(SOURCE))]


def french_punctuation_has_non_breaking_spaces(language: str, catalog: dict[str, str]) -> list[str]:
    if language != "fr":
        return []
    return [f"{key}: ordinary space at a French mark: {template!r}" for key, template in catalog.items()
            if re.search(r" [:;!?»]|« ", template)]


CHECKS: tuple[Callable[[str, dict[str, str]], list[str]], ...] = (
    same_keys, same_named_fields, formats, game_words_stay, dashes_follow_the_english,
    seat_letters_and_compass_names, every_plural_form_a_rule_can_pick_exists,
    italian_suit_names_are_explained_like_the_english, persian_is_written_in_persian,
    french_punctuation_has_non_breaking_spaces,
)


def problems(language: str, catalog: dict[str, str]) -> list[str]:
    """Every problem of *catalog* (the templates of *language*), as '<check>: <key>: <what>'."""
    return [f"{check.__name__}: {problem}" for check in CHECKS for problem in check(language, catalog)]


@pytest.mark.parametrize("language", TRANSLATED)
def test_translation(language: str) -> None:
    found = problems(language, messages.catalog(language))
    assert not found, f"{len(found)} bad keys in {language}:\n" + "\n".join(found)


def test_the_checks_find_and_list_every_bad_key() -> None:
    """Each check reports what it is for, one line per key (so a failing language lists them all)."""
    catalog = dict(messages.catalog("fr"))
    catalog.pop("seat.you")
    catalog["score.line"] = "Vous {vous} – {ai} Ordinateur"
    catalog["deal.number"] = "Donne {number"
    catalog["m.title"] = "Tarot"
    catalog["match.won"] = "Vous gagnez {you}-{ai} !"
    catalog["extra.key"] = "x"
    found = problems("fr", catalog)
    for expected in ("same_keys: seat.you: missing", "same_keys: extra.key: a key English does not have",
                     "same_named_fields: score.line: fields ['ai', 'vous'] instead of ['ai', 'you']",
                     "formats: deal.number: does not format", "game_words_stay: m.title: lost Minchiate",
                     "dashes_follow_the_english: match.won: '–' 0 times, English 1",
                     "french_punctuation_has_non_breaking_spaces: match.won"):
        assert any(line.startswith(expected) for line in found), (expected, found)
    persian = dict(messages.catalog("fa"), **{"app.title": "تاوولو", "turn.you": "Your turn"})
    assert {line.split(": ")[1] for line in problems("fa", persian)} == {"app.title", "turn.you"}


def test_the_languages_are_exactly_the_supported_ones() -> None:
    assert languages.CODES == messages.LANGUAGES == ("en", "it", "fr", "da", "fa")
    assert languages.SOURCE == "en" and set(TRANSLATED) == {"it", "fr", "da", "fa"}
    assert messages.LANGUAGE_NAMES == {
        "en": "English", "it": "Italiano", "fr": "Français", "da": "Dansk", "fa": "فارسی"}
    assert {code: messages.direction(code) for code in languages.CODES} == {
        "en": "ltr", "it": "ltr", "fr": "ltr", "da": "ltr", "fa": "rtl"}
    assert [language.typography for language in languages.LANGUAGES] == [
        None, None, languages.french_spacing, None, languages.isolate_runs]


@pytest.mark.parametrize("language", languages.CODES)
def test_plural_rules(language: str) -> None:
    rule = languages.find_language(language).plural
    zero_is_one = language in ("fr", "fa")
    assert rule(0) == ("one" if zero_is_one else "other")
    assert rule(1) == "one"
    assert [rule(n) for n in (2, 3, 11, 21, 101)] == ["other"] * 5
    assert messages.plural_form(1, language) == "one" and messages.plural_form(2, language) == "other"
