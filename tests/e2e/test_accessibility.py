"""axe-core on every screen (WCAG 2 A/AA and best practices): no violation, in English and in
Persian (right-to-left).  axe runs through ``page.evaluate``, which the page's CSP allows."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import IDLE, WAIT_MS, open_app, scopa_finish_deal, scopa_phase

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"


def violations(page: Any) -> list[str]:
    page.evaluate(AXE.read_text() + "\n;0")
    result = page.evaluate("""async () => {
        const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
        const r = await axe.run(document, {runOnly: rules});
        const where = v => v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | ');
        return r.violations.map(v => v.id + ': ' + v.help + ' — ' + where(v));
    }""")
    return list(result)


def check(page: Any, screen: str) -> None:
    found = violations(page)
    assert not found, f"axe on {screen}:\n" + "\n".join(found)


def set_language(page: Any, code: str) -> None:
    settings = json.dumps({"version": 1, "body": {"language": code}})
    page.add_init_script(f"localStorage.setItem('tavolo.settings', {json.dumps(settings)})")


@pytest.mark.parametrize("language", ["en", "fa"])
def test_scopa_screens_and_dialogs_have_no_axe_violation(page: Any, site_url: str, language: str) -> None:
    set_language(page, language)
    open_app(page, site_url, "")
    check(page, "start")
    for dialog in ("settings-open", "stats-open", "rules-open:scopa"):
        page.click(f"[data-action='{dialog}']")
        page.wait_for_selector("#dialog .dialog")
        check(page, dialog)
        page.keyboard.press("Escape")
        page.wait_for_selector("#dialog:empty", state="attached")
    page.goto(f"{site_url}/index.html?game=scopa&seed=2&speed=0")
    scopa_phase(page)
    check(page, "scopa table")
    scopa_finish_deal(page)
    check(page, "scopa breakdown")
    page.click("[data-action='review-open']")
    page.wait_for_selector("[data-dialog='review']")
    check(page, "scopa review")


@pytest.mark.parametrize("language", ["en", "fa"])
def test_briscola_screens_have_no_axe_violation(page: Any, site_url: str, language: str) -> None:
    set_language(page, language)
    open_app(page, site_url, "")
    page.click("[data-action='setup-open:briscola']")
    page.wait_for_selector("#dialog .dialog")
    check(page, "briscola options")
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog:empty", state="attached")
    page.goto(f"{site_url}/index.html?game=briscola&seed=7&players=4&exchange=two&format=single&speed=0"
              "&level=random")
    briscola = f"{IDLE}[data-game='briscola']"
    page.wait_for_selector(f"{briscola}[data-phase='human']", timeout=WAIT_MS)
    check(page, "briscola table")
    while page.locator(f"{briscola}[data-phase='human']").count():
        before = page.get_attribute("#app .game", "data-moves")
        page.locator("#app .hand [data-action^='card:']").first.click()
        page.wait_for_selector(f"#app .game:not([data-moves='{before}'])", timeout=WAIT_MS)
        page.wait_for_selector(f"{briscola}[data-phase='human'], {briscola}[data-phase='game-over'], "
                               f"{briscola}[data-phase='match-over']", timeout=WAIT_MS)
    check(page, "briscola end of game")


@pytest.mark.parametrize("language", ["en", "fa"])
def test_minchiate_screens_have_no_axe_violation(page: Any, site_url: str, language: str) -> None:
    set_language(page, language)
    open_app(page, site_url, "game=minchiate&seed=13&speed=0")
    page.wait_for_selector(f"{IDLE}[data-phase='discard']", timeout=WAIT_MS)
    check(page, "minchiate discard")
    needed = int(page.get_attribute("#app .game", "data-discards"))
    for index in range(needed):
        page.locator("#app .hand [data-action^='card:'][aria-pressed='false']").first.click(position={"x": 10, "y": 30})
        # The worker answers each click: the next "first unselected card" is another card.
        page.wait_for_selector(f"#app .hand [aria-pressed='true'] >> nth={index}", state="attached")
    page.click("[data-action='discard']")
    page.wait_for_selector(f"{IDLE}[data-phase='declare']", timeout=WAIT_MS)
    check(page, "minchiate declare")
    page.click("[data-action='declare']")
    page.wait_for_selector(f"{IDLE}[data-phase='play']", timeout=WAIT_MS)
    check(page, "minchiate play")
    looked = False  # at the last trick, turned up on the table, once
    while page.get_attribute("#app .game", "data-phase") != "over":
        if not looked and int(page.get_attribute("#app .game", "data-tricks") or 0) >= 2:
            page.click("#app [data-action='last-trick']")
            page.wait_for_selector("#app .trick.last-shown")
            check(page, "minchiate last trick")
            looked = True
        before = page.get_attribute("#app .game", "data-plays")
        page.locator("#app .hand [data-action^='card:']").first.click(position={"x": 10, "y": 30})
        page.wait_for_selector(f"{IDLE}:not([data-plays='{before}'])[data-phase='play'], {IDLE}[data-phase='over']",
                               timeout=WAIT_MS)
    assert looked
    check(page, "minchiate breakdown")


@pytest.mark.parametrize("language", ["en", "fa"])
def test_scopone_screens_and_the_house_rules_have_no_axe_violation(page: Any, site_url: str, language: str) -> None:
    set_language(page, language)
    open_app(page, site_url, "")
    for game in ("scopa", "scopone"):
        page.click(f"[data-action='setup-open:{game}']")
        page.wait_for_selector(f"[data-dialog='setup-{game}']")
        check(page, f"house rules of {game}")
        page.keyboard.press("Escape")
        page.wait_for_selector("#dialog:empty", state="attached")
    page.click("[data-action='rules-open:scopone']")
    page.wait_for_selector("#dialog .dialog")
    check(page, "rules of scopone")
    page.goto(f"{site_url}/index.html?game=scopone&mode=classico&napola=1&seed=5&speed=0&level=random")
    scopa_phase(page)
    check(page, "scopone table")
    scopa_finish_deal(page)
    check(page, "scopone breakdown")


@pytest.mark.parametrize("language", ["en", "fa"])
def test_the_card_gallery_has_no_axe_violation(page: Any, site_url: str, language: str) -> None:
    set_language(page, language)
    open_app(page, site_url, "page=cards")
    page.wait_for_selector("[data-screen='gallery']")
    check(page, "card gallery")


@pytest.mark.parametrize("language", ["en", "fa"])
def test_tressette_screens_have_no_axe_violation(page: Any, site_url: str, language: str) -> None:
    from test_tressette_browser import decide

    set_language(page, language)
    open_app(page, site_url, "")
    page.click("[data-action='setup-open:tressette']")
    page.wait_for_selector("#dialog .dialog")
    check(page, "tressette options")
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog:empty", state="attached")
    page.goto(f"{site_url}/index.html?game=tressette&seed=7&accuso=1&speed=0&level=random")
    tressette = f"{IDLE}[data-game='tressette']"
    page.wait_for_selector(f"{tressette}[data-phase='human']", timeout=WAIT_MS)
    check(page, "tressette table")
    chosen = page.locator("#app .hand [data-action^='select:']")
    if chosen.count():
        chosen.first.click()
        page.wait_for_selector(f"{tressette}[data-selected]", timeout=WAIT_MS)
        check(page, "tressette lead with its word")
    while page.locator(f"{tressette}[data-phase='human']").count():
        decide(page)
        page.wait_for_selector(f"{tressette}[data-phase='human'], {tressette}[data-phase='deal-over'], "
                               f"{tressette}[data-phase='match-over']", timeout=WAIT_MS)
    check(page, "tressette end of deal")
