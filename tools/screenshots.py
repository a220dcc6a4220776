#!/usr/bin/env python3
"""Screenshots of every screen at phone and desktop sizes, for people to look at.

    python3 tools/screenshots.py [--out screenshots] [--only NAME]

Builds the site, serves it with production headers, drives Debian's Chromium with Playwright
(install the test extra first: ``python3 tools/dev.py test`` does) and writes PNGs named
``<screen>-<width>x<height>.png``.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(1, str(ROOT))
sys.path.insert(2, str(ROOT / "benchmarks"))

import build_site  # noqa: E402
import serve  # noqa: E402
from playing import (  # noqa: E402
    IDLE,
    MINCHIATE_WAITING,
    TRESSETTE_WAITING,
    minchiate_move,
    tressette_play_card,
    waiting_phase,
)

SIZES = ((390, 844), (1280, 800))
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync"]


def ready(page: Any, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", state="attached", timeout=90_000)


def scopa_choice(page: Any, base: str) -> None:
    ready(page, f"{base}/index.html?game=scopa&seed=2&speed=0")
    for _ in range(18):
        page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=30_000)
        several = page.locator("#app .hand [data-action^='hand:']:not([data-options='1'])")
        if several.count():
            several.first.click()
            page.wait_for_selector("#app .game[data-selected]")
            return
        before = page.get_attribute("#app .game", "data-plays")
        page.locator("#app .hand [data-action^='hand:']").first.click()
        page.wait_for_selector(f"#app .game:not([data-plays='{before}'])")


def scopa_moves(page: Any, base: str) -> None:
    """Scopa a few plays in (the last moves beside or under the table), with a hint asked for."""
    ready(page, f"{base}/index.html?game=scopa&seed=2&speed=0")
    for _ in range(3):
        page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=30_000)
        before = page.get_attribute("#app .game", "data-plays")
        page.locator("#app .hand [data-action^='hand:'][data-options='1']").first.click()
        page.wait_for_selector(f"#app .game:not([data-plays='{before}'])")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=30_000)
    page.click("[data-action='hint']")
    page.wait_for_selector("#app .hint-line[data-hint]")


# Turns the beginner aids on in the stored settings (after the language's init script, if any).
AIDS_ON = """(() => {
  const stored = JSON.parse(localStorage.getItem('tavolo.settings') || '{"version": 1, "body": {}}');
  stored.body.aids = true;
  localStorage.setItem('tavolo.settings', JSON.stringify(stored));
})()"""


def scopa_aids(page: Any, base: str) -> None:
    """Scopa with the beginner aids on: the cards' labels and the tracker."""
    page.add_init_script(AIDS_ON)
    ready(page, f"{base}/index.html?game=scopa&seed=2&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='human'] .aid-badge")


def scopa_breakdown(page: Any, base: str, query: str = "game=scopa&seed=2&speed=0") -> None:
    ready(page, f"{base}/index.html?{query}")
    while True:
        page.wait_for_selector(f"{IDLE}[data-phase='human'], {IDLE}[data-phase='deal-over']", timeout=30_000)
        if page.get_attribute("#app .game", "data-phase") == "deal-over":
            return
        before = page.get_attribute("#app .game", "data-plays")
        page.locator("#app .hand [data-action^='hand:']").first.click()
        page.wait_for_selector(f"#app .game[data-selected], #app .game:not([data-plays='{before}'])")
        if page.locator("#app .game[data-selected]").count():
            page.locator("#app .choices [data-action^='play:']").first.click()
        page.wait_for_selector(f"#app .game:not([data-plays='{before}'])")


def match_end_save(game: str, seed: int) -> str:
    """The stored save (``tavolo.save.<game>``'s text) of a Scopa or Scopone match of *seed* played
    by its first legal moves up to the player's last card of the deal that ends it: one click from
    the end of the match."""
    from pyapp.ui import match_options
    from pyapp.ui.scopa.table import ScopaTable
    from pyapp.ui.scopone.table import ScoponeTable

    table: Any = (ScopaTable.new(seed) if game == "scopa" else
                  ScoponeTable.new(seed, *match_options.split(game, match_options.default(game))))
    last_turn = table
    while table.phase != "match-over":
        if table.phase == "deal-over":
            table = table.next_deal()
            continue
        if table.phase == "human":
            last_turn = table
        table = table.apply(table.state.legal_actions()[0])
    return json.dumps({"version": 1, "body": {"seed": seed, "game": last_turn.match.to_text()}})


def match_over(game: str, seed: int) -> Callable[[Any, str], None]:
    """The end of a match of *game* (Scopa or Scopone): its breakdown with the score sheet."""
    def go(page: Any, base: str) -> None:
        save = match_end_save(game, seed)
        page.add_init_script(f"localStorage.setItem('tavolo.save.{game}', {json.dumps(save)})")
        ready(page, f"{base}/index.html?game={game}&speed=0")
        page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=30_000)
        page.locator("#app .hand [data-action^='hand:']").first.click()
        if page.locator("#app .game[data-selected]").count():
            page.locator("#app .choices [data-action^='play:']").first.click()
        page.wait_for_selector(f"{IDLE}[data-phase='match-over'] [data-breakdown]", timeout=30_000)
    return go


def minchiate_play_until(page: Any, phase: str) -> None:
    """Plays the Minchiate deal on the page by its first legal choices until *phase* ("discard",
    "declare", "play", "over", or "midplay": the middle of the play). Each decision waits for the
    game to take it (``playing.minchiate_move``) before the next is read: a second look at a
    "declare" the worker has not answered yet would click a button that is going away."""
    while True:
        current = waiting_phase(page, MINCHIATE_WAITING)
        if current in (phase, "over"):
            return
        before = int(page.get_attribute("#app .game", "data-plays") or 0)
        minchiate_move(page, current)
        if phase == "midplay" and current == "play" and before >= 30:
            waiting_phase(page, ("play",))
            return


def review(open_deal: Callable[[Any, str], None]) -> Callable[[Any, str], None]:
    """The deal review of a finished deal (*open_deal* plays it to its breakdown), at the first step
    where the Expert would have played otherwise (each step once the Expert has judged it)."""
    def go(page: Any, base: str) -> None:
        open_deal(page, base)
        page.click("[data-action='review-open']")
        judged = "[data-dialog='review'] .review:not([data-expert='thinking'])"
        page.wait_for_selector(judged, timeout=60_000)
        while page.get_attribute(".review", "data-expert") != "other" and page.locator(
                "[data-key='review-next']:not([disabled])").count():
            step = int(page.get_attribute(".review", "data-step") or 0)
            page.click("[data-key='review-next']")
            page.wait_for_selector(f"{judged}[data-step='{step + 1}']", timeout=60_000)
    return go


def minchiate_until(phase: str) -> Callable[[Any, str], None]:
    def go(page: Any, base: str) -> None:
        ready(page, f"{base}/index.html?game=minchiate&seed=13&speed=0")
        minchiate_play_until(page, phase)
    return go


def minchiate_last_trick(page: Any, base: str) -> None:
    """Minchiate in the middle of the play with the last trick turned up on the table."""
    minchiate_until("midplay")(page, base)
    page.click("#app [data-action='last-trick']")
    page.wait_for_selector("#app .trick.last-shown")


def minchiate_setup(selector: str) -> Callable[[Any, str], None]:
    """A moment of the Minchiate setup as it is told (seed 69: E cuts at the Re di spade and steals
    three cards, N takes four from the Fola and discards them), slowed down and without motion."""
    def go(page: Any, base: str) -> None:
        page.emulate_media(reduced_motion="reduce")
        page.goto(f"{base}/index.html?game=minchiate&seed=69&speed=3")  # the moment may pass before ready
        page.wait_for_selector(selector, state="attached", timeout=90_000)
    return go


def briscola_table(query: str, moves: int = 0) -> Callable[[Any, str], None]:
    """Briscola's table from *query*, after the player's first *moves* cards (each trick collected)."""
    def go(page: Any, base: str) -> None:
        ready(page, f"{base}/index.html?game=briscola&speed=0&{query}")
        for _ in range(moves):
            page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=30_000)
            before = page.get_attribute("#app .game", "data-moves")
            page.locator("#app .hand [data-action^='card:']").first.click()
            page.wait_for_selector(f"#app .game:not([data-moves='{before}'])")
        page.wait_for_selector(f"{IDLE}[data-phase='human'], {IDLE}[data-phase='game-over'], "
                               f"{IDLE}[data-phase='match-over']", timeout=30_000)
    return go


def briscola_end(query: str) -> Callable[[Any, str], None]:
    """Briscola's end-of-game sheet: a game of *query* played to its end by the first card each turn."""
    def go(page: Any, base: str) -> None:
        ready(page, f"{base}/index.html?game=briscola&speed=0&level=random&{query}")
        for _ in range(25):
            page.wait_for_selector(f"{IDLE}[data-phase='human'], {IDLE}[data-phase='game-over'], "
                                   f"{IDLE}[data-phase='match-over']", timeout=30_000)
            if page.get_attribute("#app .game", "data-phase") != "human":
                break
            before = page.get_attribute("#app .game", "data-moves")
            page.locator("#app .hand [data-action^='card:']").first.click()
            page.wait_for_selector(f"#app .game:not([data-moves='{before}'])")
        page.wait_for_selector("#app [data-breakdown]")
    return go


def tressette_table(query: str, moves: int = 0) -> Callable[[Any, str], None]:
    """Tressette's table from *query*, after the player's first *moves* decisions (leads said with
    their word), then with the next lead's card chosen when it is the player's."""
    def go(page: Any, base: str) -> None:
        ready(page, f"{base}/index.html?game=tressette&speed=0&{query}")
        for _ in range(moves):
            waiting_phase(page, ("human",))
            tressette_play_card(page)
        if waiting_phase(page, TRESSETTE_WAITING) == "human":
            chosen = page.locator("#app .hand [data-action^='select:']")
            if chosen.count():
                chosen.last.click()
                page.wait_for_selector(f"{IDLE}[data-selected]")
    return go


def tressette_end(query: str) -> Callable[[Any, str], None]:
    """Tressette's end-of-deal sheet: a deal of *query* played to its end."""
    def go(page: Any, base: str) -> None:
        ready(page, f"{base}/index.html?game=tressette&speed=0&level=random&{query}")
        while waiting_phase(page, TRESSETTE_WAITING) == "human":
            tressette_play_card(page)
        page.wait_for_selector("#app [data-breakdown]")
    return go


def dialog(page: Any, base: str, action: str) -> None:
    ready(page, f"{base}/index.html")
    page.click(f"[data-action='{action}']")
    page.wait_for_selector("#dialog .dialog")


def house_rules(page: Any, base: str) -> None:
    """The rules choice of Scopa with a few options chosen."""
    dialog(page, base, "setup-open:scopa")
    for action in ("option:scopa:target:21", "option:scopa:napola:on"):
        page.click(f"[data-action='{action}']")
        page.wait_for_selector(f"[data-action='{action}'][aria-pressed='true']")


def with_settings(**values: object) -> str:
    """An init script that stores these settings (after the language's init script, if any)."""
    return f"""(() => {{
  const stored = JSON.parse(localStorage.getItem('tavolo.settings') || '{{"version": 1, "body": {{}}}}');
  Object.assign(stored.body, {json.dumps(values)});
  localStorage.setItem('tavolo.settings', JSON.stringify(stored));
}})()"""


def scopa_deck(deck: str, index: bool = False) -> Callable[[Any, str], None]:
    """The Scopa table drawn with *deck* (the deck setting; *index*: its corner index), once its
    sprite has come and every face is drawn."""
    def go(page: Any, base: str) -> None:
        page.add_init_script(with_settings(deck=deck, deck_index=index))
        ready(page, f"{base}/index.html?game=scopa&seed=7&speed=0")
        page.wait_for_selector(f"{IDLE}[data-phase='human'] .hand use[href^='cards/sprite/{deck}.']")
        page.wait_for_function("() => [...document.querySelectorAll('#app .game use')]"
                               ".every(use => use.getBBox().width > 0)")
    return go


def settings_deck(page: Any, base: str) -> None:
    """The settings' deck choice and its preview, the Napoletane chosen (their sprite come)."""
    page.add_init_script(with_settings(deck="napoletane"))
    ready(page, f"{base}/index.html")
    page.click("[data-action='settings-open']")
    page.wait_for_selector(".deck-preview[data-deck='napoletane']")
    page.wait_for_function("() => [...document.querySelectorAll('.deck-preview use')]"
                           ".every(use => use.getBBox().width > 0)")
    page.evaluate("() => document.getElementById('setting-deck').scrollIntoView({block: 'start'})")


# The card gallery is drawn once every <use> has found its sprite's symbol (a box of 0 x 0 until then).
ALL_DRAWN = "() => [...document.querySelectorAll('.gallery-card use')].every(use => use.getBBox().width > 0)"


def gallery(page: Any, base: str) -> None:
    """The card gallery screen, once every face is drawn from its sprite."""
    ready(page, f"{base}/index.html?page=cards")
    page.wait_for_selector(".gallery-screen .gallery-card")  # (not the loading screen: no card to draw)
    page.wait_for_function(ALL_DRAWN)


def gallery_deck(deck: str) -> Callable[[Any, str], None]:
    """The card gallery scrolled to the pack of *deck*."""
    def go(page: Any, base: str) -> None:
        gallery(page, base)
        page.evaluate(f"() => document.getElementById('gallery-{deck}').scrollIntoView({{block: 'start'}})")
    return go


SCREENS: dict[str, Callable[[Any, str], None]] = {
    "start": lambda page, base: ready(page, f"{base}/index.html"),
    "scopa-table": lambda page, base: (ready(page, f"{base}/index.html?game=scopa&seed=7&speed=0"),
                                       page.wait_for_selector(f"{IDLE}[data-phase='human']")),
    "scopa-choice": scopa_choice,
    "scopa-moves": scopa_moves,
    "scopa-aids": scopa_aids,
    "scopa-breakdown": scopa_breakdown,
    "scopa-match-over": match_over("scopa", 21),
    "house-rules": house_rules,
    "scopa-options-table": lambda page, base: (
        ready(page, f"{base}/index.html?game=scopa&seed=7&speed=0&target=21&re_bello=1&napola=1&asso_piglia_tutto=1"),
        page.wait_for_selector(f"{IDLE}[data-phase='human']")),
    "scopa-options-breakdown": lambda page, base: scopa_breakdown(
        page, base, "game=scopa&seed=15&speed=0&level=random&re_bello=1&napola=1"),
    "scopone-table": lambda page, base: (ready(page, f"{base}/index.html?game=scopone&seed=5&speed=0"),
                                         page.wait_for_selector(f"{IDLE}[data-phase='human']")),
    "scopone-classico": lambda page, base: (
        ready(page, f"{base}/index.html?game=scopone&mode=classico&target=21&napola=1&seed=7&speed=0"),
        page.wait_for_selector(f"{IDLE}[data-phase='human']")),
    "scopone-breakdown": lambda page, base: scopa_breakdown(
        page, base, "game=scopone&seed=5&speed=0&level=random&re_bello=1"),
    "scopone-match-over": match_over("scopone", 5),
    "scopone-rules": lambda page, base: dialog(page, base, "setup-open:scopone"),
    "minchiate-cut": minchiate_setup("#app [data-key^='cut-']"),
    "minchiate-steal": minchiate_setup("#app [data-key='shown-1-T1']"),
    "minchiate-discarding": minchiate_setup("#app [data-key^='to-fola-']"),
    "minchiate-discard": minchiate_until("discard"),
    "minchiate-declare": minchiate_until("declare"),
    "minchiate-play": minchiate_until("midplay"),
    "minchiate-last-trick": minchiate_last_trick,
    "minchiate-breakdown": minchiate_until("over"),
    "scopa-review": review(scopa_breakdown),
    "scopone-review": review(
        lambda page, base: scopa_breakdown(page, base, "game=scopone&seed=5&speed=0&level=random")),
    "minchiate-review": review(minchiate_until("over")),
    "briscola-table": briscola_table("seed=7", moves=2),
    "briscola-table-3": briscola_table("seed=7&players=3", moves=1),
    "briscola-table-4": briscola_table("seed=7&players=4&exchange=two", moves=1),
    "briscola-end": briscola_end("seed=7&format=single"),
    "briscola-end-4": briscola_end("seed=3&players=4&partner_hand_at_end=1"),
    "briscola-options": lambda page, base: dialog(page, base, "setup-open:briscola"),
    "tressette-table": tressette_table("seed=7&accuso=1", moves=3),
    "tressette-table-2": tressette_table("seed=7&players=2", moves=4),
    "tressette-end": tressette_end("seed=7&accuso=1"),
    "tressette-options": lambda page, base: dialog(page, base, "setup-open:tressette"),
    "gallery": gallery,
    **{f"gallery-{deck}": gallery_deck(deck) for deck in ("napoletane", "piacentine", "siciliane", "trevisane")},
    **{f"scopa-{deck}": scopa_deck(deck) for deck in ("napoletane", "piacentine", "siciliane", "trevisane")},
    "scopa-siciliane-index": scopa_deck("siciliane", index=True),
    "settings-deck": settings_deck,
    "settings": lambda page, base: dialog(page, base, "settings-open"),
    "stats": lambda page, base: dialog(page, base, "stats-open"),
    "rules-minchiate": lambda page, base: dialog(page, base, "rules-open:minchiate"),
}


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument("--only", action="append", help="screen name (repeatable)")
    parser.add_argument("--language", default="", help="en, it, fr, da or fa (default: the browser's)")
    parser.add_argument("--size", action="append", help="WIDTHxHEIGHT (repeatable; default 390x844 and 1280x800)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        site = build_site.build(Path(folder) / "dist")
        server = serve.make_server(site)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        chromium = shutil.which("chromium") or "/usr/bin/chromium"
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
            for name, go in SCREENS.items():
                if args.only and name not in args.only:
                    continue
                sizes = [tuple(int(n) for n in size.split("x")) for size in args.size] if args.size else SIZES
                for width, height in sizes:
                    page = browser.new_page(viewport={"width": width, "height": height})
                    if args.language:
                        settings = json.dumps({"version": 1, "body": {"language": args.language}})
                        page.add_init_script(f"localStorage.setItem('tavolo.settings', {json.dumps(settings)})")
                    go(page, base)
                    page.wait_for_timeout(400)
                    suffix = f"-{args.language}" if args.language else ""
                    target = args.out / f"{name}{suffix}-{width}x{height}.png"
                    page.screenshot(path=str(target))
                    print(target)
                    page.close()
            browser.close()
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
