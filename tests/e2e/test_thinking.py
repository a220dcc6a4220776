"""While the computer thinks (the app's one worker runs the search and lets the page's messages in
at its pauses), the table's controls answer, and leaving the table is never undone by the
computer's move."""

from __future__ import annotations

import json
from typing import Any

from conftest import IDLE, WAIT_MS, open_app, scopa_play_card

THINKING = "#app[data-busy] .game[data-phase='computer']"
# Clicks *control* in the very task the page starts showing the computer thinking (a mutation
# observer, not Playwright's polling, which can miss a short think on a loaded machine); armed
# before the move that starts the think (or, as an init script, before the page's own scripts), and
# read later: window.__clickedWhenThinking resolves to whether it clicked.
CLICK_WHEN_THINKING = """(({thinking, control}) => { window.__clickedWhenThinking = new Promise((resolve) => {
  const go = () => {
    if (!document.querySelector(thinking)) return false;
    document.querySelector(control).click();
    resolve(true);
    return true;
  };
  if (go()) return;
  const observer = new MutationObserver(() => { if (go()) observer.disconnect(); });
  observer.observe(document, {attributes: true, childList: true, subtree: true});
  setTimeout(() => { observer.disconnect(); resolve(false); }, 45000);
}); })"""


def click_when_thinking(control: str) -> str:
    """The script that arms the click (for ``page.evaluate`` or ``page.add_init_script``)."""
    return f"{CLICK_WHEN_THINKING}({json.dumps({'thinking': THINKING, 'control': control})})"


def test_settings_open_while_the_expert_thinks_and_the_game_goes_on(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=7&level=expert&speed=0")  # the player leads
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    page.evaluate(click_when_thinking("#app header [data-action='settings-open']"))
    scopa_play_card(page)
    assert page.evaluate("window.__clickedWhenThinking"), "the computer never showed that it was thinking"
    page.wait_for_selector("#dialog [data-dialog='settings']", timeout=WAIT_MS)
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog:empty", state="attached")
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    assert page.get_attribute("#app .game", "data-plays") == "2", "the computer's move came after the dialog"


def test_the_menu_while_the_expert_thinks_leaves_the_table_for_good(page: Any, site_url: str) -> None:
    page.add_init_script(click_when_thinking("#app header [data-action='menu']"))
    open_app(page, site_url, "game=scopa&seed=4&level=expert&speed=0")  # the computer leads
    assert page.evaluate("window.__clickedWhenThinking"), "the computer never showed that it was thinking"
    page.wait_for_selector("#app [data-screen='start']", timeout=WAIT_MS)
    page.wait_for_timeout(2_500)  # longer than the Expert's budget: its move would have come
    assert page.locator("#app [data-screen='start']").count() == 1
    assert page.locator("#app .game").count() == 0


TABLE_TOPS = """() => {
  window.__tops = [];
  const record = () => {
    const table = document.querySelector('#app .table-svg');
    const game = document.querySelector('#app .game');
    if (table && game) {
      window.__tops.push([game.dataset.phase, Math.round(table.getBoundingClientRect().top + window.scrollY)]);
    }
  };
  new MutationObserver(record).observe(document.querySelector('#app'), {childList: true, subtree: true});
  record();
}"""


def test_the_table_does_not_move_when_the_computer_thinks(browser: Any, site_url: str) -> None:
    """On phones the header's turn pill changes its words every turn; the table under it stays put
    (in the language with the longest words too; measured from the top of the page, as a click
    may scroll it)."""
    for width, height, language in ((390, 844, "it"), (360, 640, "en"), (360, 640, "fa")):
        context = browser.new_context(viewport={"width": width, "height": height})
        settings = json.dumps({"version": 1, "body": {"language": language}})
        context.add_init_script(f"localStorage.setItem('tavolo.settings', {settings!r})")
        page = context.new_page()
        open_app(page, site_url, "game=scopa&seed=7&speed=0&level=hard")
        page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
        page.evaluate(TABLE_TOPS)
        for _ in range(3):
            scopa_play_card(page)
            page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
        tops = page.evaluate("window.__tops")
        assert {phase for phase, _ in tops} >= {"human", "computer"}, tops
        assert len({top for _, top in tops}) == 1, f"{width}x{height} {language}: the table moved: {tops}"
        context.close()
