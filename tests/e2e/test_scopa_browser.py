"""Scopa in the real browser: boot, a deal played by clicking, a whole match."""

from __future__ import annotations

from typing import Any

from conftest import BOOT_TIMEOUT_MS, IDLE, WAIT_MS, choice_covers_hand, open_app, scopa_phase, scopa_play_card
from playwright.sync_api import expect


def breakdown_adds_up(page: Any) -> tuple[int, int]:
    """Checks the breakdown: deal points = prize points won (a napola's +3 or more) + scope; returns
    the match totals."""
    dialog = page.locator("[data-breakdown]")
    for side, column in (("you", 2), ("ai", 3)):
        marks = dialog.locator(f"tbody tr td:nth-child({column}) .prize-point")
        prizes = sum(int(marks.nth(index).inner_text().lstrip("+")) for index in range(marks.count()))
        scope = int(dialog.locator(f"tr[data-row='scope'] td:nth-child({column})").inner_text())
        deal = int(dialog.locator(f"[data-deal-{side}]").get_attribute(f"data-deal-{side}"))
        assert deal == prizes + scope, f"{side}: deal points {deal} != prizes {prizes} + scope {scope}"
    you = int(dialog.locator("[data-match-you]").get_attribute("data-match-you"))
    ai = int(dialog.locator("[data-match-ai]").get_attribute("data-match-ai"))
    header = page.locator(".status .score")
    assert int(header.get_attribute("data-score-you")) == you
    assert int(header.get_attribute("data-score-ai")) == ai
    return you, ai


def test_page_boots_and_shows_the_table(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=7")
    assert page.locator("#app .table-svg").count() == 1
    assert page.locator("#app .hand [data-card]").count() == 3
    assert page.locator("#app .table-cards [data-card]").count() >= 4
    assert page.locator("#app .status .score").is_visible()
    page.wait_for_selector("body[data-ai-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)


def test_a_whole_deal_by_clicking_reaches_a_breakdown_that_adds_up(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=2&speed=0")
    choices_seen = 0
    plays = 0
    while scopa_phase(page) == "human":
        choices_seen += scopa_play_card(page, prefer_choice=choices_seen == 0)
        plays += 1
        assert plays <= 18
        if scopa_phase(page) == "human":
            # the computer's move stays in view beside the player's until their next ones
            assert page.get_attribute("#app .move-log", "data-newest").startswith("1:")
            recent = page.locator("#app .move-log li[data-recent]")
            assert recent.evaluate_all("lines => lines.map(line => line.dataset.seat)") == ["0", "1"]
            assert recent.last.is_visible()
    assert plays == 18, "the player makes 18 of the 36 plays of a deal"
    you, ai = breakdown_adds_up(page)
    deal_you = int(page.get_attribute("[data-deal-you]", "data-deal-you"))
    deal_ai = int(page.get_attribute("[data-deal-ai]", "data-deal-ai"))
    assert (you, ai) == (deal_you, deal_ai), "after the first deal the match score is the deal score"
    assert choices_seen >= 1, "this seed offers at least one capture choice"
    page.click("[data-action='review-open']")
    page.wait_for_selector("[data-dialog='review'] .review[data-step='0'][data-total='18']")  # the player's plays
    page.click("[data-action='review-step:1']")
    page.wait_for_selector("[data-dialog='review'] .review[data-step='1']")


def test_a_whole_match_through_the_ui(page: Any, site_url: str) -> None:
    open_app(page, site_url, "game=scopa&seed=11&speed=0")
    deals = 0
    while True:
        phase = scopa_phase(page)
        if phase == "human":
            scopa_play_card(page, prefer_choice=False)
        elif phase == "deal-over":
            breakdown_adds_up(page)
            deals += 1
            page.click("[data-action='next-deal']")
            page.wait_for_selector(f"#app .game[data-deal='{deals + 1}']", timeout=WAIT_MS)
        else:
            you, ai = breakdown_adds_up(page)
            assert max(you, ai) >= 11 and you != ai
            verdict = page.locator("[data-verdict]").inner_text()
            assert ("win" in verdict) and (str(max(you, ai)) in verdict)
            break
    page.click("[data-action='new-match']")
    page.wait_for_selector("#app .game[data-deal='1'][data-plays='0'], #app .game[data-deal='1']", timeout=WAIT_MS)
    assert page.get_attribute(".status .score", "data-score-you") == "0"


def test_when_the_player_leads_the_first_table_is_playable_from_its_first_frame(page: Any, site_url: str) -> None:
    # Records, at the first frame after Python marks the page ready, whether the table still
    # counts as busy (the first screen's work runs eagerly: nothing is left for a later hop).
    page.add_init_script("""
      new MutationObserver((changes, observer) => {
        if (document.body && document.body.dataset.ready === "1") {
          observer.disconnect();
          requestAnimationFrame(() => {
            window.__busyAtFirstFrame = document.getElementById("app").hasAttribute("data-busy");
          });
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
    """)
    open_app(page, site_url, "game=scopa&seed=7")  # seed 7: the player leads
    page.wait_for_function("window.__busyAtFirstFrame !== undefined", timeout=WAIT_MS)
    assert page.evaluate("window.__busyAtFirstFrame") is False
    assert page.locator("#app .game[data-phase='human'] .hand [data-action^='hand:']").count() == 3


def test_the_capture_choice_never_covers_the_hand_and_the_keyboard_picks_from_it(page: Any, site_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url, "game=scopa&seed=2&speed=0")
    several = page.locator("#app .hand [data-action^='hand:']:not([data-options='1'])")
    while scopa_phase(page) == "human" and not several.count():
        scopa_play_card(page)
    several.first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#app .choices[data-choice] [data-take]")
    options = page.locator("#app .choices [data-take]")
    marked = "cards => cards.map(card => card.dataset.card).sort()"
    for index, key in ((0, None), (1, "ArrowRight")):  # the first capture has the focus, the arrows walk them
        if key:
            page.keyboard.press(key)
        option = options.nth(index)
        expect(option).to_be_focused()
        # its cards are marked on the table
        assert page.locator("#app .table-cards [data-previewed]").evaluate_all(marked) == \
            sorted(str(option.get_attribute("data-take")).split())
    for width, height, layout in ((390, 844, "tall"), (360, 640, "tall"), (1280, 800, "wide")):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_selector(f"#app .table-svg.layout-{layout}")
        box = page.locator("#app .choices[data-choice]").bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= height, f"{width}x{height}: the choice is out of view"
        assert not choice_covers_hand(page), f"{width}x{height}: the capture choice covers the hand"
    chosen = str(options.nth(1).get_attribute("data-action")).removeprefix("play:")
    page.keyboard.press("2")
    page.wait_for_selector(f"#app .move-log li[data-seat='0'][data-play='{chosen}']", state="attached", timeout=WAIT_MS)


# Records every animation the page starts: the element, its keyframes' properties and its box at
# the start and at the end (the animation set to those times, once the element is on the page: a
# card's flyer may board a frame or two after its flight started, page/motion.js).
RECORD_ANIMATIONS = """
window.__flights = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  const animation = animate.call(this, frames, options);
  const record = () => {
    if (!this.isConnected) { requestAnimationFrame(record); return; }
    const box = () => { const r = this.getBoundingClientRect(); return [r.left, r.top, r.width]; };
    const now = animation.currentTime;
    animation.pause();
    animation.currentTime = options.delay || 0;
    const start = box();
    animation.currentTime = (options.delay || 0) + options.duration;
    const end = box();
    animation.currentTime = now;
    animation.play();
    window.__flights.push({ card: this.dataset.card || "", from: this.dataset.from || this.dataset.dealtFrom || "",
      properties: [...new Set(frames.flatMap(Object.keys))], start, end });
  };
  record();
  return animation;
};
"""


def test_cards_fly_from_the_stock_and_the_computers_hand_and_only_fade_with_reduced_motion(page: Any,
                                                                                          site_url: str) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.add_init_script(RECORD_ANIMATIONS)
    open_app(page, site_url, "game=scopa&seed=4&level=random")  # normal speed; the computer leads
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    flights = page.evaluate("window.__flights")
    stock = page.locator("#app .stock .card").bounding_box()
    dealt = [flight for flight in flights if flight["from"] == "stock"]
    assert len(dealt) == 10, "three cards each and four on the table, from the stock"
    assert all(abs(flight["start"][0] - stock["x"]) < 2 and abs(flight["start"][1] - stock["y"]) < 2
               for flight in dealt)
    played = [flight for flight in flights if flight["from"] == "ai-hand"]
    assert len(played) == 1 and played[0]["properties"] == ["transform"]  # the compositor's property only
    hand = page.locator("#app .ai-hand").bounding_box()
    card = page.locator(f"#app .table-cards [data-card='{played[0]['card']}']").bounding_box()
    assert abs(played[0]["start"][1] - hand["y"]) < 2, "the computer's card starts in its hand"
    assert abs(played[0]["end"][0] - card["x"]) < 2 and abs(played[0]["end"][1] - card["y"]) < 2, \
        "and lands on the table"
    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.__flights = []")
    scopa_play_card(page)
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    flights = page.evaluate("window.__flights")
    assert flights and all(flight["properties"] == ["opacity"] and flight["start"] == flight["end"]
                           for flight in flights), "with reduced motion the cards only fade in"
