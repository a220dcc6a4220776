"""Offline after the first load, and updates: the service worker in a real (persistent) profile.

Playwright's default contexts are incognito-like (their HTTP cache drops the 9.6 MB wasm), so
these tests use persistent contexts, like a real user's browser.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import build_site
import pytest
from conftest import BOOT_TIMEOUT_MS, IDLE, ROOT, WAIT_MS
from playwright.sync_api import expect
from profiles import persistent_profile, play_a_move, served, wait_offline_ready, wait_ready
from screenshots import match_end_save
from test_minchiate_browser import declare_by_clicking, discard_by_clicking, play_a_card, wait_for_choice

QUERY = "game=scopa&seed=7&speed=0"


def cache_names(page: Any) -> list[str]:
    """The caches of the site's versions (sw.js keeps which version each tab runs in one more)."""
    return sorted(name for name in page.evaluate("caches.keys()") if name.startswith("tavolo-"))


def test_offline_reload_plays_and_a_new_tab_boots(browser_type: Any, browser_type_launch_args: dict[str, Any],
                                                  site_url: str, tmp_path: Path) -> None:
    profile_dir = tmp_path / "profile"
    with persistent_profile(browser_type, browser_type_launch_args, profile_dir, site_url) as profile:
        page = profile.new_page()
        page.goto(f"{site_url}/index.html?{QUERY}")
        wait_ready(page)
        wait_offline_ready(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")

        profile.context.set_offline(True)
        # Offline, the start-up update check of sw.js fails (expected, and handled by the page).
        profile.allowed.append("sw.js")
        page.reload()
        wait_ready(page)  # Python and the AI worker boot from the service worker's cache
        assert page.get_attribute("html", "data-progress") is None, "a start from the cache shows no progress bar"
        play_a_move(page)

        tab = profile.new_page()
        tab.goto(f"{site_url}/")  # the manifest's start_url: the folder URL is the page
        wait_ready(tab)
        assert tab.locator("#app").is_visible()  # the start screen (no ?game=) rendered
        tab.close()

        # Any other path is the app at the site's folder, with its query (at the nested path, the
        # page's files were asked for from there: a blank page).
        page.close()  # (it plays this game: the next tab would offer to take it over)
        for path in ("some/where", "some/where/", "index.html/x"):
            nested = profile.new_page()
            nested.goto(f"{site_url}/{path}?{QUERY}")
            wait_ready(nested)
            # (the app puts the page's own address in place, without speed)
            expect(nested).to_have_url(re.compile("^" + re.escape(f"{site_url}/?game=scopa&seed=7")))
            play_a_move(nested)
            nested.close()


def rebuild_with_a_change(tmp_path: Path, out: Path, build_number: int,
                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Rebuilds the site into *out* from a copy of the sources whose index.html is marked
    *build_number*, and whose pyapp_bundle.py (a file the app's worker fetches) sets TEST_BUILD."""
    source = tmp_path / f"source-{build_number}"
    source.mkdir()
    for name in ("pyapp", "web", "cards-svg", "tools"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("index.html", "package.json", "package-lock.json", "netlify.toml"):
        shutil.copy2(ROOT / name, source / name)
    (source / "node_modules").symlink_to(ROOT / "node_modules")
    page = (source / "index.html").read_text()
    (source / "index.html").write_text(page.replace("<html ", f'<html data-test-build="{build_number}" ', 1))
    bundle = source / "web" / "pyapp_bundle.py"
    bundle.write_text(bundle.read_text() + f"\nTEST_BUILD = {build_number}\n")
    monkeypatch.setattr(build_site, "ROOT", source)
    build_site.build(out)


def build_number(page: Any) -> str | None:
    page.wait_for_load_state("load")
    return page.get_attribute("html", "data-test-build")


def deploy(link: Path, folder: Path) -> None:
    """Makes the server (which serves *link*) serve *folder* from the next request on."""
    staged = link.with_name(link.name + ".new")
    staged.symlink_to(folder)
    staged.replace(link)


# Asks the server for a new sw.js now and waits for its install to end: "installed" (waiting to
# take over), "redundant" (the install failed) or "none" (sw.js has not changed).
UPDATE_OUTCOME = """async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg.update();
    const worker = reg.installing || reg.waiting;
    if (!worker) return "none";
    if (worker.state !== "installing") return worker.state;
    return new Promise((resolve) => worker.addEventListener("statechange", () => {
        if (worker.state !== "installing") resolve(worker.state);
    }));
}"""
# What the service worker serves this page for the app's worker file, asked as the app's worker
# asks (?v=<the page's version>) and as the page itself would.
SERVED_BUNDLE = """async () => {
    const version = document.documentElement.dataset.version;
    const text = async (url) => (await fetch(url)).text();
    return [await text(`./pyapp_bundle.py?v=${version}`), await text("./pyapp_bundle.py"), await text("./index.html")];
}"""
# Waits (up to 20 s) until the browser holds *count* caches of the site's versions.
CACHES_SETTLE = """async (count) => {
    for (let tries = 0; tries < 200; tries += 1) {
        const keys = (await caches.keys()).filter((key) => key.startsWith("tavolo-"));
        if (keys.length === count) return keys;
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (await caches.keys()).filter((key) => key.startsWith("tavolo-"));
}"""


def test_updates_never_mix_two_versions_in_a_tab(
        browser_type: Any, browser_type_launch_args: dict[str, Any], built_site: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    one, two = tmp_path / "one", tmp_path / "two"
    shutil.copytree(built_site, one)
    rebuild_with_a_change(tmp_path, two, 2, monkeypatch)
    # Half a deploy: the new sw.js already, the other files still the old ones.
    half = tmp_path / "half"
    shutil.copytree(one, half)
    for name in ("sw.js", "sw.js.br", "sw.js.gz"):  # (with the precompressed copies the server sends)
        shutil.copy2(two / name, half / name)
    (two / "extra.txt").write_text("a file the service worker does not know")
    assert (one / "sw.js").stat().st_size != (two / "sw.js").stat().st_size, \
        "a deploy changes sw.js's length (hosts that validate by modification time and size)"

    site = tmp_path / "site"
    deploy(site, one)
    with served(site) as url, \
            persistent_profile(browser_type, browser_type_launch_args, tmp_path / "profile", url) as profile:
        old_tab = profile.new_page()
        old_tab.goto(f"{url}/index.html?{QUERY}")
        wait_ready(old_tab)
        wait_offline_ready(old_tab)
        old_tab.reload()  # a start served by the service worker, as every later visit is
        wait_ready(old_tab)
        first = cache_names(old_tab)
        assert len(first) == 1

        # During a deploy the install finds files of the old version: it fails, nothing is cached.
        deploy(site, half)
        assert old_tab.evaluate(UPDATE_OUTCOME) == "redundant"
        assert cache_names(old_tab) == first

        # Deploy 2.  Another tab starts on version 1 (the one installed), installs version 2 and
        # offers a reload; its following loads run version 2, even without using the notice.
        # Usually the very next load switches (the page asks the waiting version to take over
        # before the game starts); when Chromium activates it on that navigation itself, that load
        # was still served the old page, and the one after it is new.
        deploy(site, two)
        new_tab = profile.new_page()
        new_tab.goto(f"{url}/index.html?game=minchiate&seed=3&speed=0")
        wait_ready(new_tab)
        assert build_number(new_tab) is None
        new_tab.locator("#update-notice[role='status']").wait_for(timeout=BOOT_TIMEOUT_MS)
        for _ in range(3):
            new_tab.reload()
            wait_ready(new_tab)
            if build_number(new_tab) == "2":
                break
        assert build_number(new_tab) == "2", "the following loads must pick up the new version"
        assert "TEST_BUILD = 2" in new_tab.evaluate(SERVED_BUNDLE)[0]

        # The first tab now has version 2's service worker: it says a new version is ready, and
        # goes on with version 1's files, its page's and its app worker's alike.
        old_tab.locator("#update-notice[role='status']").wait_for(timeout=BOOT_TIMEOUT_MS)
        for text in old_tab.evaluate(SERVED_BUNDLE):
            assert "TEST_BUILD" not in text and "data-test-build" not in text
        both = cache_names(old_tab)
        assert len(both) == 2 and set(first) < set(both), "version 1's cache stays while a tab runs it"
        play_a_move(old_tab)

        # A file outside the version's list goes to the network and is never cached.
        extra = new_tab.evaluate("fetch('./extra.txt').then((r) => r.text())")
        assert extra == "a file the service worker does not know"
        assert new_tab.evaluate("caches.match('./extra.txt').then((r) => r === undefined)")

        # The notice's Reload takes the first tab to version 2; version 1's cache goes once no tab
        # runs it (at the next start).
        old_tab.locator("#update-notice [data-action='update-reload']").click()
        old_tab.wait_for_selector("html[data-test-build='2']", state="attached", timeout=BOOT_TIMEOUT_MS)
        wait_ready(old_tab, ai=False)
        assert old_tab.locator("#update-notice").count() == 0
        new_tab.reload()
        wait_ready(new_tab, ai=False)
        second = new_tab.evaluate(CACHES_SETTLE, 1)
        assert len(second) == 1 and second != first, "the old version's cache is deleted"


def bundle_requests(page: Any) -> list[str]:
    """Collects the names of the package's bundles and sprites the page and its workers ask for."""
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url.rsplit("/", 1)[-1])
            if "/python/" in request.url or "/cards/sprite/" in request.url else None)
    return asked


def scopa_visit(profile: Any, site_url: str) -> tuple[Any, list[str]]:
    """A new tab of *profile* on a Scopa table, once offline-ready and a move played, and the names
    of the bundles and sprites it asked for (and goes on collecting)."""
    page = profile.new_page()
    asked = bundle_requests(page)
    page.goto(f"{site_url}/index.html?{QUERY}")
    wait_ready(page)
    wait_offline_ready(page)
    play_a_move(page)
    return page, asked


def test_a_game_comes_on_first_use_and_only_a_game_once_played_plays_offline(
        browser_type: Any, browser_type_launch_args: dict[str, Any], site_url: str, tmp_path: Path) -> None:
    with persistent_profile(browser_type, browser_type_launch_args, tmp_path / "profile", site_url) as profile:
        page, asked = scopa_visit(profile, site_url)
        # A Scopa visit downloads the core, Scopa's code, cards and rules page, nothing of Minchiate's.
        assert any(name.startswith("game-scopa.") for name in asked)
        assert any(name.startswith("rules-scopa-en.") for name in asked), "a game's rules come with it"
        assert not [name for name in asked if "minchiate" in name or "briscola" in name or "tressette" in name
                    or "scopone" in name], asked

        # Offline, Minchiate (never opened here) says that it needs a connection; Scopa still plays.
        profile.context.set_offline(True)
        profile.allowed += ["sw.js", "minchiate", "net::ERR_FAILED", "ERR_INTERNET_DISCONNECTED"]
        page.click("[data-action='menu']")
        page.click("[data-action='open:minchiate']")
        screen = page.locator("#app [data-screen='unavailable']")
        expect(screen).to_be_visible(timeout=BOOT_TIMEOUT_MS)
        expect(screen.locator("h2")).to_have_text("Not on this device yet")
        expect(screen).to_contain_text("Minchiate has not been played on this device yet")
        expect(screen.locator("[data-action='retry']")).to_be_focused()
        # A link to it, offline, starts the page all the same and says the same.
        page.goto(f"{site_url}/index.html?game=minchiate&seed=3&speed=0")
        expect(page.locator("#app [data-screen='unavailable']")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
        assert page.get_attribute("body", "data-boot-error") is None
        page.click("[data-action='menu']")
        page.click("[data-action='open:scopa']")
        play_a_move(page)

        # Online again, Try again opens it (and the service worker keeps it) ...
        page.goto(f"{site_url}/index.html?game=minchiate&seed=3&speed=0")
        expect(page.locator("#app [data-screen='unavailable']")).to_be_visible(timeout=BOOT_TIMEOUT_MS)
        profile.context.set_offline(False)
        page.click("[data-action='retry']")
        page.wait_for_selector("#app .game[data-phase]", timeout=BOOT_TIMEOUT_MS)
        wait_offline_ready(page)
        # ... so that, offline, a reload plays Minchiate.
        profile.context.set_offline(True)
        page.reload()
        wait_ready(page)
        assert page.locator("#app [data-screen='unavailable']").count() == 0
        for _ in range(6):  # the discards and declarations, then a card played
            phase = wait_for_choice(page)
            if phase == "play":
                play_a_card(page)
                break
            if phase == "discard":
                discard_by_clicking(page)
            elif phase == "declare":
                declare_by_clicking(page)
        else:
            raise AssertionError("no card was played")


GAME_WORDS = re.compile(r"words-(minchiate|scopone|briscola|tressette)-")
# What the service worker has kept of a part, by its files' name start ("words-briscola-fr.").
KEPT = """async (start) => {
    for (const key of (await caches.keys()).filter((name) => name.startsWith("tavolo-"))) {
        const urls = (await (await caches.open(key)).keys()).map((request) => request.url);
        if (urls.some((url) => url.includes(`/python/${start}`))) return true;
    }
    return false;
}"""


def test_a_games_words_come_with_it_in_the_players_language_and_stay_for_offline_play(
        browser_type: Any, browser_type_launch_args: dict[str, Any], site_url: str, tmp_path: Path) -> None:
    from test_briscola_browser import phase, play_card

    briscola_label = ".stock [aria-label^='{}']"
    with persistent_profile(browser_type, browser_type_launch_args, tmp_path / "profile", site_url) as profile:
        page, asked = scopa_visit(profile, site_url)
        # A Scopa visit in English downloads no language's words and no other game's.
        assert not [name for name in asked if name.startswith("words-")], asked

        # In Italian (the setting, then a new visit): Italian's words, still no game's own.
        page.click("[data-action='settings-open']")
        page.click("[data-action='set:language:it']")
        page.wait_for_selector("html[lang='it']", state="attached", timeout=BOOT_TIMEOUT_MS)
        page.keyboard.press("Escape")
        page.reload()
        wait_ready(page)
        play_a_move(page)
        assert [name for name in asked if name.startswith("words-it.")], asked
        assert not GAME_WORDS.search(" ".join(asked)), asked
        assert not [name for name in asked
                    if name.startswith(("game-", "screen-")) and not name.startswith("game-scopa.")], asked

        # Briscola on its first use: its code and its own words in Italian, and nothing of the other games.
        page.click("[data-action='menu']")
        page.click("[data-action='open:briscola']")
        expect(page.locator(briscola_label.format("La briscola, scoperta sotto il mazzo"))).to_be_attached(
            timeout=BOOT_TIMEOUT_MS)
        play_card(page)
        assert [name for name in asked if name.startswith("game-briscola.")], asked
        assert [name for name in asked if name.startswith("screen-tricks.")], asked
        assert set(GAME_WORDS.findall(" ".join(asked))) == {"briscola"}, asked
        assert [name for name in asked if name.startswith("words-briscola-it.")], asked
        # The language switched at its table brings its words in that language.
        page.click("[data-action='settings-open']")
        page.click("[data-action='set:language:fr']")
        page.wait_for_selector("html[lang='fr']", state="attached", timeout=BOOT_TIMEOUT_MS)
        page.keyboard.press("Escape")
        expect(page.locator(briscola_label.format("La briscola, face visible sous le talon"))).to_be_attached(
            timeout=BOOT_TIMEOUT_MS)
        assert [name for name in asked if name.startswith("words-briscola-fr.")], asked
        assert not [name for name in asked if re.match(r"words-(minchiate|scopone)-", name)], asked

        # Offline, once the service worker has kept them, Briscola plays in the language it was played in.
        for start in ("game-briscola.", "words-briscola-fr.", "words-fr."):
            page.wait_for_function(KEPT, arg=start, timeout=BOOT_TIMEOUT_MS)
        profile.context.set_offline(True)
        profile.allowed += ["sw.js", "net::ERR_FAILED", "ERR_INTERNET_DISCONNECTED"]
        page.reload()
        wait_ready(page)
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(page.locator(briscola_label.format("La briscola, face visible sous le talon"))).to_be_attached(
            timeout=BOOT_TIMEOUT_MS)
        assert phase(page) == "human"
        play_card(page)


def end_the_match(page: Any) -> None:
    """Plays the player's last card of a Scopa match one card from its end (``match_end_save``) and waits
    for the match's end sheet."""
    page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=WAIT_MS)
    page.locator("#app .hand [data-action^='hand:']").first.click()
    if page.locator("#app .game[data-selected]").count():
        page.locator("#app .choices [data-action^='play:']").first.click()
    page.wait_for_selector(f"{IDLE}[data-phase='match-over'] [data-breakdown]", timeout=WAIT_MS)


def test_the_deal_review_comes_when_first_opened_and_then_opens_offline(
        browser_type: Any, browser_type_launch_args: dict[str, Any], site_url: str, tmp_path: Path) -> None:
    review = "#dialog [data-dialog='review'] .review"
    message = "#dialog [data-dialog='review'] .dialog-message"
    with persistent_profile(browser_type, browser_type_launch_args, tmp_path / "profile", site_url) as profile:
        page = profile.new_page()
        # Every load of the page starts one card from the end of a match (a reload too).
        page.add_init_script(f"localStorage.setItem('tavolo.save.scopa', {json.dumps(match_end_save('scopa', 21))})")
        asked = bundle_requests(page)
        page.goto(f"{site_url}/index.html?game=scopa&speed=0")
        wait_ready(page)
        wait_offline_ready(page)
        end_the_match(page)
        sheet = page.locator("#app [data-breakdown]").inner_html()
        # A Scopa visit to the end of its match asks for no review's code: it comes when a review opens.
        assert any(name.startswith("game-scopa.") for name in asked)
        assert not [name for name in asked if name.startswith("screen-review.")], asked

        # Offline and never opened here: the review says that it needs a connection, and nothing else changes.
        profile.context.set_offline(True)
        profile.allowed += ["screen-review", "screen:review", "net::ERR_FAILED", "ERR_INTERNET_DISCONNECTED"]
        page.click("#app [data-action='review-open']")
        expect(page.locator(message)).to_have_text(
            "The deal review has not been opened on this device yet, and it is offline now. "
            "Connect to the internet and try again.", timeout=WAIT_MS)
        expect(page.locator("#dialog #dialog-heading")).to_have_text("Not on this device yet")
        expect(page.locator(review)).to_have_count(0)
        page.keyboard.press("Escape")
        expect(page.locator("#dialog .dialog")).to_have_count(0)
        expect(page.locator("#app [data-action='review-open']")).to_be_focused()
        assert page.locator("#app [data-breakdown]").inner_html() == sheet, "the end sheet as it was"

        # Online: opening it brings its code, and the review shows (the service worker keeps its code).
        profile.context.set_offline(False)
        page.click("#app [data-action='review-open']")
        expect(page.locator(f"{review}[data-step='0']")).to_be_visible(timeout=WAIT_MS)
        assert [name for name in asked if name.startswith("screen-review.")], asked
        page.wait_for_function(KEPT, arg="screen-review.", timeout=WAIT_MS)
        page.keyboard.press("Escape")

        # Offline, a new visit to the end of the match opens the review from the service worker's cache.
        profile.context.set_offline(True)
        page.reload()
        wait_ready(page)
        end_the_match(page)
        page.click("#app [data-action='review-open']")
        expect(page.locator(f"{review}[data-step='0']")).to_be_visible(timeout=WAIT_MS)
        page.keyboard.press("End")
        expect(page.locator(review)).not_to_have_attribute("data-step", "0")
