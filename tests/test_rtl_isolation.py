"""Right to left (issue #41, 7): on every Persian screen each number with a sign ("+1"), each score
line ("11–8") and each card sequence ("1-40-Matto", "A-2-3-4", "36–40") is isolated from the
text around it (an element with ``dir``, ``<bdi>``, or Unicode isolates), so the bidirectional
algorithm cannot turn "+1" into "1+" or "1-40-Matto" into "Matto-40-1".

The screens are drawn as the page draws them (the start screen, every dialog, the rules pages and
the card gallery, whole matches of Scopa and Scopone and a whole Minchiate deal render by render,
the breakdowns and the deal reviews); the check reads their text as it is shown, leaving out the
parts an isolate sets apart."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from fake_page import FakePage, run

from pyapp.i18n import messages
from pyapp.ui import chrome, dialogs, rules_render, shell_render
from pyapp.ui.gallery import render as gallery_render
from pyapp.ui.minchiate.controller import MinchiateController
from pyapp.ui.profile import DealTally, MemoryStorage, Profile, Settings
from pyapp.ui.scopa.controller import ScopaController
from pyapp.ui.scopone.controller import ScoponeController
from pyapp.ui.svg import Display
from pyapp.ui.tressette.controller import TressetteController

OPENERS = "\u2066\u2067\u2068"  # LRI, RLI, FSI
CLOSER = "\u2069"  # PDI
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
# A sign before a number, or a dash joining a number to a number, a letter or a field.
UNISOLATED = re.compile(r"[+−]\s?\d|(?<![\w\u2069])-\d|\d[ \u00a0]?[-–][ \u00a0]?\w|\w[ \u00a0]?[-–][ \u00a0]?\d")


def outside_isolates(text: str) -> str:
    """*text* without the parts Unicode isolates set apart (each replaced by one neutral mark)."""
    kept, depth = [], 0
    for character in text:
        if character in OPENERS:
            depth += 1
            if depth == 1:
                kept.append("\ufffc")
        elif character == CLOSER and depth:
            depth -= 1
        elif depth == 0:
            kept.append(character)
    return "".join(kept)


class ShownText(HTMLParser):
    """Collects the text of a markup that no isolate sets apart from the text around it."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.isolated: list[bool] = [False]
        self.tags: list[str] = []
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            return
        names = {name for name, _ in attrs}
        self.tags.append(tag)
        self.isolated.append(self.isolated[-1] or tag == "bdi" or "dir" in names or "direction" in names)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID or tag not in self.tags:
            return
        while self.tags:
            self.isolated.pop()
            if self.tags.pop() == tag:
                break

    def handle_data(self, data: str) -> None:
        if self.isolated[-1]:
            return
        for match in UNISOLATED.finditer(outside_isolates(data)):
            self.found.append(f"{match.group(0)!r} in {data.strip()[:120]!r}")


def unisolated(markup: str) -> list[str]:
    """The runs of *markup*'s shown text that should be isolated and are not."""
    parser = ShownText()
    parser.feed(markup)
    parser.close()
    return parser.found


def test_the_check_finds_what_bidi_would_turn_around() -> None:
    assert unisolated("<td>17 <span>+1</span></td>") == ["'+1' in '+1'"]
    assert unisolated("<p>ترکیب 1-40-Matto به ارزش 20</p>")
    assert unisolated("<p>resti 5–0</p>") and unisolated("<td>A-2-3</td>")
    assert not unisolated('<td>17 <span dir="ltr">+1</span></td><p>ترکیب <bdi>1-40-Matto</bdi></p>')
    assert not unisolated("<p>resti \u20665\u2069–\u20660\u2069</p><p>\u2066+3\u2069 · S–N · دور 5 · 12 کارت</p>")


class RecordingPage(FakePage):
    """A FakePage that keeps every markup drawn."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[str] = []

    def render(self, markup: str) -> None:
        super().render(markup)
        self.drawn.append(markup)


def capture_match(controller: ScopaController | ScoponeController, page: RecordingPage) -> list[str]:
    """A whole match played by the first legal moves, every render, and each deal's review."""
    controller.start()
    run(controller.resume())
    reviews = []
    while True:
        while controller.table.phase in ("human", "computer"):
            if controller.table.phase == "computer":
                run(controller.resume())
            else:
                run(controller.dispatch(f"play:{controller.table.state.legal_actions()[0]}"))
        reviews += [controller.review(step) for step in range(0, len(controller.table.state.history), 7)]
        if controller.table.phase == "match-over":
            return page.drawn + reviews
        run(controller.dispatch("next-deal"))


def capture_tressette(page: RecordingPage) -> list[str]:
    """A whole Tressette match with accusi (the first legal decision each turn, a lead with its word),
    every render: the end sheets' thirds, +1 and dropped fractions, the aid's points."""
    controller = TressetteController(page, seed=28, level="random", display=Display(aids=True),
                                     options="players=4,accuso=1")
    controller.start()
    run(controller.resume())
    while controller.table.phase != "match-over":
        if controller.table.phase == "deal-over":
            run(controller.dispatch("next-deal"))
            continue
        action = controller.table.state.legal_actions()[1 if controller.table.leads_with_words() else 0]
        run(controller.dispatch(f"accuso:{action.combination}" if hasattr(action, "combination")
                                else f"play:{action}"))
    return page.drawn


def capture_minchiate(page: RecordingPage) -> list[str]:
    """A whole Minchiate deal as it is told, every render, and its review."""
    controller = MinchiateController(page, seed=69, level="random", display=Display(aids=True))
    controller.start()
    run(controller.resume())
    while controller.table.phase != "over":
        if controller.table.phase == "discard":
            for card in controller.table.state.legal_actions()[:controller.table.discards_needed()]:
                run(controller.dispatch(f"card:{card.card}"))
            run(controller.dispatch("discard"))
        elif controller.table.phase == "declare":
            run(controller.dispatch("declare"))
        else:
            run(controller.dispatch(f"card:{controller.table.state.legal_actions()[0].card}"))
        if controller.table.phase == "play" and controller.table.scene.last is not None:
            run(controller.dispatch("last-trick"))
            run(controller.dispatch("last-trick"))
    return page.drawn + [controller.review(step) for step in range(0, 60, 3)]


def persian_screens() -> dict[str, list[str]]:
    """Every screen of the site in Persian, as markups by name."""
    profile = Profile.load(MemoryStorage())
    profile.record("scopa", DealTally(points=7, scope=2, settebello=True, primiera=True), "won")
    profile.record("scopa:target=21,napola", DealTally(points=3))
    profile.record("minchiate", DealTally(points=-2, resti_won=1, resti_lost=3), "lost")
    languages = [("", messages.text("setting.language.auto")), *messages.LANGUAGE_NAMES.items()]
    screens = {
        "start": [chrome.render_start(("a notice",), resumable=("scopa",),
                                      options={"scopa": "target=21,napola", "scopone": "mode=classico,re_bello"}),
                  chrome.render_elsewhere("minchiate", moved=True)],
        "dialogs": [shell_render.render_settings(Settings(), languages), shell_render.render_stats(profile.stats),
                    shell_render.render_stats(profile.stats, confirming="scopa"),
                    shell_render.render_setup("scopa", "target=21,napola,re_bello", True),
                    shell_render.render_setup("scopone", "mode=classico,asso_piglia_tutto", False),
                    shell_render.render_link_question("scopone")],
        "rules": [rules_render.render_rules(game, "fa") for game in ("scopa", "scopone", "minchiate")]
        + [dialogs.render_rules_page("minchiate"), dialogs.render_rules_dialog("rules:scopa", over_a_game=False)],
        "gallery": [gallery_render.render_gallery()],
    }
    page = RecordingPage()
    screens["scopa"] = capture_match(ScopaController(page, seed=21, level="random", display=Display(aids=True),
                                                     options="target=11,re_bello,napola"), page)
    page = RecordingPage()
    screens["scopone"] = capture_match(ScoponeController(page, seed=5, level="random", display=Display(aids=True),
                                                         options="mode=classico,napola"), page)
    screens["minchiate"] = capture_minchiate(RecordingPage())
    screens["tressette"] = capture_tressette(RecordingPage())
    screens["dialogs"].append(shell_render.render_setup("tressette", "players=2,target=31,accuso=1", False))
    return screens


@pytest.fixture(scope="module")
def in_persian() -> dict[str, list[str]]:
    messages.set_language("fa")
    try:
        return persian_screens()
    finally:
        messages.set_language("en")


@pytest.mark.parametrize("part", ["start", "dialogs", "rules", "gallery", "scopa", "scopone", "minchiate",
                                  "tressette"])
def test_every_persian_screen_isolates_its_signed_numbers_score_lines_and_card_sequences(
        in_persian: dict[str, list[str]], part: str) -> None:
    markups = in_persian[part]
    assert markups, f"no {part} screen drawn"
    found = sorted({problem for markup in markups for problem in unisolated(markup)})
    assert not found, f"{len(found)} runs not isolated on the {part} screens:\n" + "\n".join(found[:40])


def test_the_screens_drawn_hold_what_the_check_is_about(in_persian: dict[str, list[str]]) -> None:
    """The check has something to check: the markups hold signed numbers, score lines and sequences."""
    scopa = "".join(in_persian["scopa"] + in_persian["scopone"])
    minchiate = "".join(in_persian["minchiate"])
    assert ">+1<" in scopa and "data-score-sheet" in scopa and 'data-row="napola"' in scopa
    assert "1-13-28" in minchiate and "36–40" in minchiate and "Resti" in minchiate
    assert "3 + 4" in "".join(in_persian["rules"])
    tressette = "".join(in_persian["tressette"])
    assert "⅔" in tressette and 'data-row="rounded"' in tressette and "+1" in tressette
