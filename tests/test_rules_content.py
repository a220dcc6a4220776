"""The in-game rules pages: same structure in every language, real cards, valid HTML, faithful numbers."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from pyapp import tressette_options
from pyapp.briscola import rules as briscola_rules
from pyapp.cards import MINCHIATE_DECK, SCOPA_DECK
from pyapp.games import GAME_NAMES, find_game
from pyapp.games import SITE_GAME_NAMES as SITE_GAMES
from pyapp.i18n import card_names, languages
from pyapp.i18n.card_names import italian_name, local_name
from pyapp.i18n.languages import CODES as LANGUAGES
from pyapp.i18n.rules_content import (
    ALL_TERMS,
    GLOSSARY,
    GLOSSARY_TERMS,
    LAYOUT,
    RULES,
    UI,
    UI_KEYS,
    Section,
)
from pyapp.tressette import rules as tressette_rules
from pyapp.ui.rules_render import inline, render_rules, section_id
from pyapp.ui.svg import escape

DECKS = {"scopa": frozenset(SCOPA_DECK), "minchiate": frozenset(MINCHIATE_DECK)}
# Every game with a rules page (a page may exist before its game's screen is on the site).
GAMES = tuple(LAYOUT)
PAGES = [(language, game) for language in LANGUAGES for game in GAMES]
SCOPA_OPTIONS = ("options", "re_bello", "napola", "asso")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def texts(section: Section) -> list[str]:
    return [section.heading, *section.paragraphs, *section.items, *section.closing]


def english(game: str) -> str:
    """All the English words of one page, markup removed, as one string."""
    return " ".join(text.replace("*", "") for section in RULES["en"][game] for text in texts(section))


# --- structure ----------------------------------------------------------------------------------

def test_every_language_has_every_game() -> None:
    assert set(RULES) == set(GLOSSARY) == set(UI) == set(LANGUAGES) == {"en", "it", "fr", "da", "fa"}
    assert set(SITE_GAMES) <= set(GAMES) <= set(GAME_NAMES)
    assert set(GAMES) == set(GLOSSARY_TERMS) == {"scopa", "minchiate", "scopone", "briscola", "tressette"}
    for language in LANGUAGES:
        assert set(RULES[language]) == set(GAMES)
        assert "Scopone" in UI[language]["title.scopone"]
        assert "Briscola" in UI[language]["title.briscola"]
        assert "Tressette" in UI[language]["title.tressette"]


def test_scopa_page_explains_the_house_rules() -> None:
    """The option sections sit between the match and the site sections, on Scopa's page only."""
    keys = [key for key, _cards, _ordered in LAYOUT["scopa"]]
    assert keys[keys.index("match") + 1:keys.index("site")] == list(SCOPA_OPTIONS)
    cards = {key: pictured for key, pictured, _ordered in LAYOUT["scopa"]}
    assert cards["re_bello"] == ("10d",) and cards["napola"][:3] == ("1d", "2d", "3d") and "1b" in cards["asso"]


def test_scopone_page_in_every_language() -> None:
    keys = [key for key, _cards, _ordered in LAYOUT["scopone"]]
    assert keys[0] == "goal" and keys[-1] == "site"
    assert {"deal", "play", "captures", "options", "match", "seen"} <= set(keys)
    for language in LANGUAGES:
        page = " ".join(t for s in RULES[language]["scopone"] for t in texts(s))
        for word in ("Scopone", "scientifico", "classico", "scopa", "Re bello", "napola", "Asso piglia tutto"):
            assert word.lower() in page.lower(), (language, word)


def test_briscola_page_in_every_language() -> None:
    """The sections a beginner and a keen player need, each language keeping the Italian game words."""
    keys = [key for key, _cards, _ordered in LAYOUT["briscola"]]
    assert keys[0] == "goal" and keys[-1] == "site"
    assert {"deck", "points", "order", "deal", "trick", "winner", "draw", "last", "end", "match", "four", "three",
            "exchange"} <= set(keys)
    cards = {key: (pictured, ordered) for key, pictured, ordered in LAYOUT["briscola"]}
    assert cards["deal"][1], "the deal is a numbered sequence of steps"
    # The five counting cards of one suit, highest first; the card the three-player game leaves out.
    assert [briscola_rules.POINTS[card] for card in cards["points"][0]] == [11, 10, 4, 3, 2]
    assert cards["three"][0] == (briscola_rules.THREE_PLAYER_LEFT_OUT,)
    for language in LANGUAGES:
        page = " ".join(t for s in RULES[language]["briscola"] for t in texts(s))
        for word in ("Briscola", "*briscola*", "*carichi*", "*lisci*", "*Asso*", "*Tre*", "*Re*", "*Cavallo*",
                     "*Fante*", "*Donna*", "denari", "coppe", "spade", "bastoni"):
            assert word in page, (language, word)
        order = next(s for s in RULES[language]["briscola"] if s.key == "order")
        assert "*Asso*, *Tre*, *Re*, *Cavallo*, *Fante*, 7, 6, 5, 4, 2" in order.paragraphs[0].replace("،", ","), \
            language
        points = next(s for s in RULES[language]["briscola"] if s.key == "points")
        assert [item.split(":")[0].strip("*\u00a0") for item in points.items[:5]] == ["Asso", "Tre", "Re", "Cavallo",
                                                                              "Fante"], language


def test_tressette_page_in_every_language() -> None:
    """The order, the values in thirds, the signals and the accusi, each language keeping the Italian game words."""
    keys = [key for key, _cards, _ordered in LAYOUT["tressette"]]
    assert keys[0] == "goal" and keys[-1] == "site"
    assert {"deck", "order", "values", "deal", "trick", "winner", "scoring", "signals", "accusi", "match",
            "two"} <= set(keys)
    cards = {key: (pictured, ordered) for key, pictured, ordered in LAYOUT["tressette"]}
    assert cards["deal"][1], "the deal is a numbered sequence of steps"
    # The order pictured is the engine's, strongest first; the napoletana pictured is one of its combinations.
    order = cards["order"][0]
    assert [tressette_rules.STRENGTH[card] for card in order] == sorted(
        (tressette_rules.STRENGTH[card] for card in order), reverse=True)
    assert order == ("3b", "2b", "1b", "10b", "9b", "8b")
    assert tuple(sorted(cards["accusi"][0])) in {tuple(sorted(tressette_rules.COMBINATION_CARDS[combination]))
                                                 for combination in tressette_rules.COMBINATION_IDS
                                                 if combination.startswith("nap-")}
    stated = "*Tre*, 2, *Asso*, *Re*, *Cavallo*, *Fante*, 7, 6, 5, 4"
    for language in LANGUAGES:
        page = " ".join(t for s in RULES[language]["tressette"] for t in texts(s))
        for word in ("Tressette", "*busso*", "*striscio*", "*volo*", "*accusi*", "*napoletana*", "*Asso*", "*Tre*",
                     "*Re*", "*Cavallo*", "*Fante*", "denari", "coppe", "spade", "bastoni"):
            assert word in page, (language, word)
        sections = {s.key: s for s in RULES[language]["tressette"]}
        assert stated in sections["order"].paragraphs[0].replace("،", ","), language
        assert stated in sections["winner"].paragraphs[0].replace("،", ","), language
        first_names = [item.split(":")[0].split(",")[0].split("،")[0].strip("*\u00a0 ")
                       for item in sections["values"].items[:2]]
        assert first_names == ["Asso", "Tre"], language
        assert all(word in " ".join(texts(sections["signals"])) for word in ("*busso*", "*striscio*", "*volo*"))


@pytest.mark.parametrize(("language", "game"), PAGES)
def test_same_sections_as_english(language: str, game: str) -> None:
    assert len(RULES[language][game]) == len(RULES["en"][game])
    assert [s.key for s in RULES[language][game]] == [s.key for s in RULES["en"][game]]
    assert [s.key for s in RULES[language][game]] == [key for key, _cards, _ordered in LAYOUT[game]]
    for section, reference in zip(RULES[language][game], RULES["en"][game], strict=True):
        assert section.cards == reference.cards
        assert section.ordered == reference.ordered
        assert bool(section.items) == bool(reference.items), f"{language}/{game}/{section.key}: list missing"
        assert len(section.items) == len(reference.items), f"{language}/{game}/{section.key}: items differ"


@pytest.mark.parametrize(("language", "game"), PAGES)
def test_sections_are_not_empty(language: str, game: str) -> None:
    for section in RULES[language][game]:
        assert section.heading.strip()
        assert section.paragraphs or section.items, f"{language}/{game}/{section.key} has no text"
        for text in texts(section):
            assert text.strip() and text == text.strip(), repr(text)
            assert "  " not in text, repr(text)
            assert text.count("*") % 2 == 0, f"unbalanced *term* in {text!r}"


@pytest.mark.parametrize("game", GAMES)
def test_cards_are_real_cards_of_the_game(game: str) -> None:
    pictured = [card for section in RULES["en"][game] for card in section.cards]
    assert pictured
    assert set(pictured) <= DECKS[find_game(game).deck]


def test_glossary_covers_every_term_in_every_language() -> None:
    assert len(ALL_TERMS) == len(set(ALL_TERMS)) == 39
    for term in ("scopa", "settebello", "primiera", "resto/resti", "Fola", "Matto", "arie", "cartacce",
                 "Scopone", "scientifico", "classico", "Re bello", "napola", "Asso piglia tutto",
                 "briscola", "carico/carichi", "liscio/lisci", "Tre", "Tressette", "busso", "striscio", "volo",
                 "accuso/accusi", "napoletana"):
        assert term in ALL_TERMS
    for game in GAMES:
        assert set(GLOSSARY_TERMS[game]) <= set(ALL_TERMS)
    assert set().union(*GLOSSARY_TERMS.values()) == set(ALL_TERMS)
    # The Scopa deal account names its option rows by these glossary terms (pyapp/ui/scopa/breakdown.py).
    assert {"Re bello", "napola", "Asso piglia tutto"} <= set(GLOSSARY_TERMS["scopa"]) & set(GLOSSARY_TERMS["scopone"])
    for language in LANGUAGES:
        assert set(GLOSSARY[language]) == set(ALL_TERMS)
        for term, explanation in GLOSSARY[language].items():
            assert explanation.strip(), (language, term)
            assert explanation.count("*") % 2 == 0


def test_ui_labels_in_every_language() -> None:
    for language in LANGUAGES:
        assert set(UI[language]) == set(UI_KEYS)
        assert all(label.strip() for label in UI[language].values())


def test_italian_terms_stay_italian_in_every_language() -> None:
    """The game words are kept, not translated away."""
    for language in LANGUAGES:
        scopa = " ".join(t for s in RULES[language]["scopa"] for t in texts(s)).lower()
        minchiate = " ".join(t for s in RULES[language]["minchiate"] for t in texts(s)).lower()
        for word in ("scopa", "settebello", "primiera", "denari", "coppe", "spade", "bastoni", "Asso", "Re",
                     "Re bello", "napola", "Asso piglia tutto"):
            assert word.lower() in scopa, (language, word)
        for word in ("Matto", "Fola", "versicole", "resto", "resti", "arie", "papi", "decine", "cartacce",
                     "Fante", "Fantina", "Cavallo", "Regina"):
            assert word.lower() in minchiate, (language, word)


def test_text_direction() -> None:
    assert languages.direction("fa") == "rtl"
    assert {languages.direction(language) for language in LANGUAGES if language != "fa"} == {"ltr"}


def test_french_typography_uses_no_break_spaces() -> None:
    for section in (*RULES["fr"]["scopa"], *RULES["fr"]["scopone"], *RULES["fr"]["briscola"]):
        for text in texts(section):
            assert " :" not in text and " ;" not in text and "« " not in text and " »" not in text


def test_persian_uses_persian_letters_and_punctuation() -> None:
    words = " ".join(t for game in GAMES for s in RULES["fa"][game] for t in texts(s))
    assert "\u064a" not in words and "\u0643" not in words      # Arabic yeh and kaf
    assert "،" in words and "\u200c" in words                    # Persian comma, zero-width non-joiner
    assert not re.search(r"[\u0600-\u06ff],", words), "Latin comma after Persian text"


# --- rendering ----------------------------------------------------------------------------------

class Outline(HTMLParser):
    """Checks nesting and collects what the tests look at."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.ids: list[str] = []
        self.links: list[str] = []
        self.buttons: list[dict[str, str | None]] = []
        self.images: list[dict[str, str | None]] = []
        self.h1 = 0
        self.h2: list[str] = []
        self.dt: list[str] = []
        self._capture: str | None = None
        self._text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if attributes.get("id"):
            self.ids.append(str(attributes["id"]))
        if tag == "a":
            self.links.append(str(attributes.get("href")))
        elif tag == "button":
            self.buttons.append(attributes)
        elif tag == "img" or (tag == "svg" and attributes.get("class") == "rules-card"):
            self.images.append(attributes)
        elif tag == "use" and self.images:
            self.images[-1]["href"] = attributes.get("href")
        elif tag == "h1":
            self.h1 += 1
        if "style" in attributes or ("dir" in attributes and attributes["dir"] != "auto"):
            self.errors.append(f"hard-coded direction or style on <{tag}>")
        if tag in ("h2", "dt"):
            self._capture, self._text = tag, ""
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else None}>")
            return
        self.stack.pop()
        if tag == self._capture:
            (self.h2 if tag == "h2" else self.dt).append(self._text)
            self._capture = None

    def handle_data(self, data: str) -> None:
        if self._capture:
            self._text += data


def outline(game: str, language: str) -> Outline:
    parser = Outline()
    parser.feed(render_rules(game, language))
    parser.close()
    return parser


@pytest.mark.parametrize(("language", "game"), PAGES)
def test_rendered_page_parses_and_has_everything(language: str, game: str) -> None:
    html = render_rules(game, language)
    assert html.startswith(f'<article class="rules" data-screen="rules" data-game="{game}"')
    page = outline(game, language)
    assert not page.errors and not page.stack, page.errors
    assert len(page.ids) == len(set(page.ids)), "duplicate ids"
    assert page.h1 == 1
    headings = [section.heading.replace("*", "") for section in RULES[language][game]]
    for heading in headings:
        assert heading in page.h2, heading
    assert UI[language]["glossary"] in page.h2
    back = [b for b in page.buttons if b.get("data-action") == "rules-close"]
    assert len(back) == 1 and back[0]["data-key"] == "rules-close" and back[0]["type"] == "button"
    assert UI[language]["back"] in html
    keys = [section.key for section in RULES[language][game]] + ["glossary"]
    targets = [f"#{section_id(game, key)}" for key in keys]
    assert page.links == targets
    assert all(link[1:] in page.ids for link in page.links)
    assert page.dt == list(GLOSSARY_TERMS[game])


@pytest.mark.parametrize(("language", "game"), PAGES)
def test_card_pictures(language: str, game: str) -> None:
    page = outline(game, language)
    pictured = [card for section in RULES[language][game] for card in section.cards]
    assert [image["href"] for image in page.images] == [f"cards/sprite/{find_game(game).deck}.svg#{card}"
                                                     for card in pictured]
    for image in page.images:
        assert image["width"] == "48" and image["role"] == "img" and image["aria-label"]
    named = {"scopa": ("7d", "10d"), "scopone": ("10s",), "minchiate": ("M", "DJ"), "briscola": ("3c", "2c"),
             "tressette": ("3b", "1c")}[game]
    html = render_rules(game, language)
    assert all(f'aria-label="{escape(local_name(card, language))}">' in html for card in named)
    card_names.set_mode("italian")  # the setting: the cards' Italian names, marked as Italian
    try:
        html = render_rules(game, language)
    finally:
        card_names.set_mode("local")
    lang = ' lang="it"' if language != "it" else ""
    assert all(f'aria-label="{escape(italian_name(card))}"{lang}>' in html for card in named)


def test_terms_are_marked_and_text_is_escaped() -> None:
    assert inline("*Re* > *Regina* & <b>", "en") == (
        '<i class="term" lang="it" dir="auto">Re</i> &gt; <i class="term" lang="it" dir="auto">Regina</i> '
        "&amp; &lt;b&gt;")
    with pytest.raises(ValueError, match="unbalanced"):
        inline("a *term", "en")
    html = render_rules("minchiate", "fa")
    # (a card sequence, isolated left to right in a right-to-left text: pyapp.i18n.languages.isolate_runs)
    assert '<i class="term" lang="it" dir="auto">\u20661-40-Matto\u2069</i>' in html
    assert "*" not in re.sub(r"<[^>]+>", "", html)


def test_unknown_game_or_language() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        render_rules("chess", "en")
    with pytest.raises(ValueError, match="no rules"):
        render_rules("scopa", "de")


# --- faithfulness to the specs (English) --------------------------------------------------------

def numbers(text: str) -> set[str]:
    return set(re.findall(r"\d+", text))


def test_scopa_key_numbers() -> None:
    text = english("scopa")
    assert {"11", "36", "40", "21", "6", "3", "4"} <= numbers(text)
    primiera = next(s for s in RULES["en"]["scopa"] if s.key == "primiera")
    assert [item.replace("*", "") for item in primiera.items] == [
        "7: 21", "6: 18", "Asso: 16", "5: 15", "4: 14", "3: 13", "2: 12", "Donna, Cavallo and Re: 10"]
    assert "21 + 18 + 16 + 15 = 70" in text
    values = next(s for s in RULES["en"]["scopa"] if s.key == "values")
    assert [item.replace("*", "") for item in values.items][:1] == ["Asso: 1"]
    assert {"Donna: 8", "Cavallo: 9", "Re: 10"} <= {item.replace("*", "") for item in values.items}
    for phrase in ("three or four of the four table cards are Re", "The player who did not deal plays first",
                   "6 rounds of 3 cards", "exactly one of them", "you may not take a sum",
                   "never just be laid", "the 36th, never scores a scopa", "player who made the last capture",
                   "21 or more of the 40", "6 or more of the 10", "the 7 of denari", "no primiera",
                   "nobody gets it", "at least 11 points and strictly more", "11–11 goes on",
                   "12–11 is a win", "10–9 goes on"):
        assert phrase in text, phrase


def test_scopa_house_rules_follow_the_spec() -> None:
    """rules/scopa-variants.md §1: the targets, Re bello, the napola's runs, Asso piglia tutto."""
    text = " ".join(text.replace("*", "") for section in RULES["en"]["scopa"] if section.key in SCOPA_OPTIONS
                    for text in texts(section))
    assert {"11", "16", "21", "31", "20", "18", "22", "3", "4", "5", "10"} <= numbers(text)
    napola = next(s for s in RULES["en"]["scopa"] if s.key == "napola")
    assert [item.replace("*", "") for item in napola.items] == [
        "Asso, 2 and 3: 3 points.", "Asso, 2, 3, 4 and 5: 5 points.",
        "Asso, 2, 3 and 5: 3 points, because the 4 is missing and the run stops at the 3.",
        "2, 3, 4 and 5 without the Asso: nothing.", "All ten denari: 10 points."]
    for phrase in ("16, 21 or 31", "equal totals at or above the target play another deal",
                   "20–18 goes on, 22–21 is a win for the 22", "the Re of denari (pictured) is worth 1 point",
                   "it counts for the carte and denari prizes", "3 points, plus 1 point for each further denari card",
                   "the Re of denari scores for both", "takes every card on it. This capture is never a scopa",
                   "takes exactly one of them", "If the table is empty, the Asso is laid on it",
                   "only by a played Asso or as part of a sum"):
        assert phrase in text, phrase
    site = next(s for s in RULES["en"]["scopa"] if s.key == "site")
    assert "“House rules” button" in " ".join(site.items)


def test_scopone_follows_the_spec() -> None:
    """rules/scopa-variants.md §2: partnerships, the two deals, the order of play, hidden hands."""
    text = english("scopone")
    assert {"10", "9", "4", "40", "36", "11", "16", "21", "31"} <= numbers(text)
    for phrase in ("You and the player sitting opposite you are partners", "their captures go onto one pile",
                   "they have a single score", "Scientifico (the default): 10 cards to each player and none",
                   "Classico: 9 cards to each player and 4 face up", "the same dealer gathers the cards",
                   "The player on the dealer's right plays first", "counter-clockwise",
                   "you, the opponent on your right, your partner, the opponent on your left",
                   "40 plays in scientifico, 36 in classico", "a scopa by either partner is a point for both",
                   "never scores a scopa", "Scopa rules page", "Re bello, the napola and Asso piglia tutto",
                   "the player on the dealer's right deals the next one", "not even a partner's",
                   "“House rules” button", "the level you choose"):
        assert phrase in text, phrase


def test_minchiate_key_numbers() -> None:
    text = english("minchiate")
    expected = {"97", "56", "40", "21", "10", "11", "13", "20", "29", "60", "142", "42", "120", "25"}
    assert expected <= numbers(text)
    points = next(s for s in RULES["en"]["minchiate"] if s.key == "points")
    plain = [item.replace("*", "") for item in points.items]
    assert plain[0].startswith("The arie, trumps 36 to 40: 10 points each")
    assert plain[1].startswith("Trumps 1, 10, 13, 20 and 28, trumps 30 to 35, the Matto and the four Re: 5")
    assert plain[2].startswith("Trumps 2, 3, 4 and 5: 3 points each")
    for phrase in ("counter-clockwise", "up to 13 cards", "a batch of 10 cards, then a batch of 11",
                   "21st card is turned face up", "13 minus the number the cutter stole", "trump 29",
                   "never trump 29", "Runs that touch merge into one",
                   "1-13-28: trumps 1, 13 and 28, worth 15",
                   "10, 20 and 30 (worth 15) or 20, 30 and 40 (worth 20)", "single combination worth 25",
                   "1-40-Matto: trumps 1 and 40 with the Matto, worth 20", "Three Re (15) or all four (20)",
                   "The Matto adds 5 to every other combination", "you do not have to beat",
                   "Re, then Regina, then Cavallo, then Fante or Fantina",
                   "In coppe and denari the Asso is the highest pip card and the 10 the lowest",
                   "even instead of the Matto", "never wins a trick", "gives the opponents its lowest card",
                   "it gives the Matto itself", "the points of the cards the opponents played",
                   "leads by 60 or more", "exactly 60 pays", "1 point for each card beyond 42",
                   "10 points for the last trick",
                   "a lead of 1 to 60 points gives 1 resto, 61 to 120 gives 2",
                   "the game is a draw", "together they are worth 142 points"):
        assert phrase in text, phrase


def test_briscola_follows_the_spec() -> None:
    """rules/briscola.md: the points and the order (§1), the deal (§2), no duty to follow (§3), the draw (§4),
    the result (§9), the formats (§10), partnerships (§6), three players (§7) and the exchange (§8)."""
    text = english("briscola")
    assert {"40", "120", "11", "10", "4", "3", "2", "30", "61", "60", "17", "20", "13", "39", "5", "6"} <= \
        numbers(text)
    points = next(s for s in RULES["en"]["briscola"] if s.key == "points")
    assert [item.replace("*", "") for item in points.items] == [
        "Asso: 11 points.", "Tre: 10 points.", "Re: 4 points.", "Cavallo: 3 points.", "Fante: 2 points.",
        "7, 6, 5, 4 and 2: nothing."]
    assert sum(briscola_rules.POINTS.values()) == briscola_rules.TOTAL_POINTS == 120
    # The order the page states is the engine's (Asso 1, Tre 3, Re 10, Cavallo 9, Fante 8).
    stated = next(s for s in RULES["en"]["briscola"] if s.key == "order").paragraphs[0]
    names = stated.replace("*", "").rstrip(".").split(": ")[1].split(", ")
    courts = {"Asso": 1, "Tre": 3, "Re": 10, "Cavallo": 9, "Fante": 8}
    assert tuple(courts.get(name) or int(name) for name in names) == briscola_rules.RANK_ORDER
    for phrase in ("Asso, Tre, Re, Cavallo, Fante, 7, 6, 5, 4, 2", "Each suit is worth 30 points and the deck 120",
                   "a 7 beats a 2 although both are worth nothing",
                   "one at a time, starting with the player on their right", "its suit is trumps for the whole game",
                   "it will be the last card drawn", "with two players, the one who did not deal", "counter-clockwise",
                   "You never have to follow suit", "you need not play the suit led", "you need not play a trump",
                   "you need not beat the card that is winning", "the highest trump wins",
                   "A card of another suit never wins", "the leader wins", "the 2 of denari, the lowest trump",
                   "the winner of the trick first, then the others in turn order",
                   "it goes to the loser of the 17th trick", "The stock count shown on the table includes it",
                   "20 tricks with two players, 13 with three and 10 with four", "reaching 61 early ends nothing",
                   "always add up to 120", "61 or more wins the game. 60–60 is a draw", "no point for the last trick",
                   "120–0 is an ordinary win", "Best of 3 (the default): the first side to win 2 games",
                   "the first game won decides", "the first side to win 3 games",
                   "(2, 4 or 6; with three players 3 or 6)",
                   "one more game is played", "A drawn game gives a win to nobody", "A match never ends in a draw",
                   "You and the player opposite you are partners", "your computer partner never signals",
                   "Your partner's hand stays hidden for the whole game", "once the stock is gone, partners see",
                   "never what you may play", "The 2 of coppe (pictured) is taken out, leaving 39 cards",
                   "the tenth card is the briscola", "with no need for 61", "the game is a draw",
                   "it is off by default", "exchange it for the face-up card, whatever that card is",
                   "Fante, Cavallo, Re, Tre or Asso", "a face-up 4, 5, 6 or 7", "only on your own turn",
                   "before you play your card to the trick", "you still play a card", "At most one exchange per turn",
                   "never compulsory", "with two players that includes the 17th trick",
                   "The trump suit never changes", "there is no 2 of trumps"):
        assert phrase in text, phrase


def test_tressette_follows_the_spec() -> None:
    """rules/tressette.md: the order and values (§1), the deal and first lead (§3), following (§4), the signals (§6),
    the accusi (§5), the scoring in thirds with truncation (§7), the match (§8) and the two-player game (§9)."""
    text = english("tressette")
    assert {"40", "32", "35", "11", "10", "3", "21", "31", "41", "19", "20", "4", "22", "25"} <= numbers(text)
    # The order the page states is the engine's: each card stronger than the next.
    stated = next(s for s in RULES["en"]["tressette"] if s.key == "order").paragraphs[0]
    names = stated.replace("*", "").rstrip(".").split(": ")[1].split(", ")
    ranks = {"Asso": 1, "Tre": 3, "Re": 10, "Cavallo": 9, "Fante": 8}
    strength = [tressette_rules.STRENGTH[f"{ranks.get(name) or int(name)}d"] for name in names]
    assert strength == list(range(10, 0, -1))
    # The values in thirds are the engine's: an Asso 3, the Tre, 2 and figures 1, the small cards 0, the last trick 3.
    values = next(s for s in RULES["en"]["tressette"] if s.key == "values")
    assert [item.replace("*", "") for item in values.items] == [
        "Asso: 1 point.", "Tre, 2, Re, Cavallo and Fante: a third of a point each.", "7, 6, 5 and 4: nothing.",
        "Winning the last trick of the deal: 1 point."]
    thirds = {rank: tressette_rules.THIRDS[f"{rank}c"] for rank in range(1, 11)}
    assert thirds == {1: 3, 2: 1, 3: 1, 4: 0, 5: 0, 6: 0, 7: 0, 8: 1, 9: 1, 10: 1}
    assert (tressette_rules.CARD_THIRDS, tressette_rules.LAST_TRICK_THIRDS, tressette_rules.DEAL_THIRDS,
            tressette_rules.DEAL_POINTS) == (32, 3, 35, 11)
    assert "The deck holds 32 thirds (10 points and two thirds), 35 thirds with the last trick" in text
    # The truncation examples: each side's thirds rounded down, 11 between them.
    for first, second, points in ((15, 20, (5, 6)), (19, 16, (6, 5)), (33, 2, (11, 0))):
        assert (first // 3, second // 3) == points and first + second == tressette_rules.DEAL_THIRDS
    assert tressette_options.TARGETS == (21, 31, 41)
    assert {tressette_rules.COMBINATION_VALUE[combination] for combination in ("nap-c", "tris-3-no-s", "quattro-1")} \
        == {3, 4} and tressette_rules.COMBINATION_VALUE["quattro-1"] == 4
    assert tressette_rules.WORDS == ("busso", "striscio", "volo")
    for phrase in ("There are no trumps", "the 2 beats the Asso",
                   "five at a time, starting with the player on their right",
                   "All 40 cards are dealt", "The player on the dealer's right leads the first trick",
                   "the player who led the first trick deals the next one", "counter-clockwise",
                   "you must play one; any one will do", "You never have to win the trick",
                   "you may play any card, but it cannot win", "A card of another suit never wins",
                   "the 5 of bastoni wins", "beaten by the 2 of denari", "A deal has 10 tricks",
                   "adds 1 point, whatever that trick holds", "divided by 3 and rounded down",
                   "exactly two thirds", "every deal gives 11 points between the two sides",
                   "15 thirds and 20 thirds: 5 points and 6 points", "19 thirds and 16 thirds: 6 points and 5 points",
                   "two thirds: 0 points, and the other side scores 11", "which are never rounded",
                   "Only the leader speaks, only with the card led, and only one word",
                   "the first trick included", "saying nothing is always allowed", "the card led does not count",
                   "I still hold the Tre, the 2 or the Asso of this suit", "lead the suit back",
                   "I still hold more cards of this suit, but not the Tre, the 2 or the Asso",
                   "the word is striscio, not busso", "this was my last card of the suit",
                   "exactly one of the three words is true", "lets the leader say only that one",
                   "it does not change what anyone may play",
                   "they read every word, yours included, as a true statement",
                   "on by default with four players", "There are no signals with two players", "(off by default)",
                   "the Asso, 2 and Tre of one suit, 3 points", "Three Assi, three 2s or three Tre: 3 points",
                   "4 points (one combination, never also a three)", "at most 19 points", "no pairs, no three 7s",
                   "the ten cards as dealt", "before playing their first card", "Declaring is optional",
                   "the computer players always declare", "named, not shown", "by the missing suit",
                   "scored at once", "on top of the 11 points of the deal", "kept whatever happens afterwards",
                   "21 points (the default), 31 or 41", "only after a complete deal",
                   "at least the target and more points than the other", "the higher total wins",
                   "22 against 25 is a win for the 25", "another deal is played", "A match never ends in a draw",
                   "the other 20 cards are the stock", "The player who did not deal leads the first trick",
                   "the winner of the trick draws the top card of the stock and then the loser draws the next",
                   "You must follow suit even while the stock lasts", "a deal has 20 tricks",
                   "every card drawn is shown to the opponent", "an option keeps drawn cards private",
                   "There are no signals: there is no partner to inform"):
        assert phrase in text, phrase


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_keeps_the_key_numbers(language: str) -> None:
    """Translations carry the same figures as the English page (digits are Western everywhere)."""
    for game in GAMES:
        expected = numbers(english(game))
        found = numbers(" ".join(t for s in RULES[language][game] for t in texts(s)))
        assert expected - found <= {"1"} | ({"21"} if language in ("it", "fa") else set()), (
            language, game, sorted(expected - found, key=int))
