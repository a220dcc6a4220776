"""How fast the table answers Settings, Rules, Statistics and the menu while the computer thinks.

    .venv/bin/python benchmarks/responsiveness.py [--runs 3] [--dist DIR] [--json out.json] [--check]

Builds the site into a temporary folder from this checkout (``tools/build_site.build``), or takes
the publish folder *DIR*, serves it with the production headers and plays in the system Chromium,
a fresh browser per run, the scenarios interleaved run by run:

* ``scopa``: ``index.html?game=scopa&seed=S&level=expert&speed=0`` (S = 7 + run): the player
  plays its first playable card, and while the Expert searches its reply (``#app[data-busy]``
  with ``.game[data-phase='computer']``) one of the four controls is clicked;
* ``minchiate``: ``index.html?game=minchiate&seed=S&level=expert&speed=0``: the same during the
  computers' turns (``.game[data-to-play]`` other than ``S``), discarding and declaring on the way.

Each control is clicked once per run, in the order Settings, Rules, Statistics, menu, each on a
new computer turn (the menu last: it leaves the table).  The click waits 150 ms into the turn, so
the search is under way.  Times are taken in the page: from the click event (a capture listener,
``performance.now()``) to the first change of ``#dialog`` (the dialogs) or to the start screen
(the menu), by a MutationObserver, whose callback runs before the next paint.  A click whose
answer came after the computer had finished thinking does not count as "while thinking" and is
reported apart (the menu's answer is the start screen: it counts when the click was made while
the computer thought).  Prints per scenario and control the median and the largest (all clicks in
brackets) and when the worker's answer reached the page (the rest is the page's own work);
``--check`` exits 1 when an answer made while thinking took over 100 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "benchmarks")]

import build_site  # noqa: E402
import serve  # noqa: E402
from playing import (  # noqa: E402
    CHROMIUM_ARGS,
    find_chromium,
    minchiate_move,
    scopa_play_card,
)

BOOT_TIMEOUT_MS = 120_000
TURN_TIMEOUT_MS = 60_000
TARGET_MS = 100
INTO_THE_TURN_MS = 150
CONTROLS = ("settings-open", "rules-open", "stats-open", "menu")

# Runs before the page's own scripts (an init script: not subject to the CSP).
RECORDER = """
(() => {
  const record = { clicks: [] };
  window.__answers = record;
  const thinking = () => {
    const app = document.getElementById("app");
    const game = app && app.querySelector(".game");
    if (!game || !app.hasAttribute("data-busy")) return false;
    if (game.dataset.phase === "computer") return true;
    return game.dataset.game === "minchiate" && !!game.dataset.toPlay && game.dataset.toPlay !== "S";
  };
  // When the worker's answer reaches the page (before app.js's own listener sees it): the rest of
  // the answer's time is the page's.
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        const data = event.data;
        if (typeof data !== "string") return;
        const dialog = data.startsWith('{"op": "dialog"') && !data.startsWith('{"op": "dialog", "markup": ""');
        const start = data.startsWith('{"op": "render"') && data.includes("start-screen");
        if (!dialog && !start) return;
        for (const click of record.clicks) {
          if (click.reply === null && (click.action === "menu") === start) click.reply = performance.now() - click.at;
        }
      });
    }
  };
  document.addEventListener("click", (event) => {
    const target = event.target.closest && event.target.closest("[data-action]");
    if (!target) return;
    const action = target.dataset.action.split(":")[0];
    const click = { action, at: performance.now(), thinkingAtClick: thinking(), answer: null, thinkingAtAnswer: null,
                    reply: null };
    record.clicks.push(click);
    const answered = () => {
      if (click.answer !== null) return true;
      const dialog = document.getElementById("dialog");
      const shown = action === "menu" ? !!document.querySelector("#app .start-screen")
                                      : !!(dialog && dialog.querySelector(".dialog"));
      if (!shown) return false;
      click.answer = performance.now() - click.at;
      // (the menu's answer leaves the table: a click made while thinking counts as answered then)
      click.thinkingAtAnswer = action === "menu" ? click.thinkingAtClick : thinking();
      return true;
    };
    const observer = new MutationObserver(() => { if (answered()) observer.disconnect(); });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, true);
})();
"""

THINKING = {
    "scopa": "#app[data-busy] .game[data-phase='computer']",
    "minchiate": "#app[data-busy] .game[data-to-play]:not([data-to-play='S'])",
}
IDLE = "#app:not([data-busy]) .game"


def player_move(page: Any, game: str) -> None:
    """Makes the player's next move (Scopa: a card and its first capture; Minchiate: a discard,
    a declaration or a card) once it is the player's turn."""
    if game == "scopa":
        page.wait_for_selector(f"{IDLE}[data-phase='human']", timeout=TURN_TIMEOUT_MS)
        scopa_play_card(page)  # (waits for the capture choice the worker draws, when there is one)
        return
    page.wait_for_selector(", ".join(f"{IDLE}[data-phase='{phase}']" for phase in ("discard", "declare", "play")),
                           timeout=TURN_TIMEOUT_MS)
    minchiate_move(page, str(page.get_attribute("#app .game", "data-phase")))  # (waits for the game to take it)


def one_run(playwright: Any, base: str, game: str, seed: int) -> list[dict[str, Any]]:
    browser = playwright.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)
    try:
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        context.add_init_script(RECORDER)
        page = context.new_page()
        page.goto(f"{base}/index.html?game={game}&seed={seed}&level=expert&speed=0")
        page.wait_for_selector("body[data-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)
        for control in CONTROLS:
            for _ in range(40):  # moves until the computer's turn comes
                if page.locator(THINKING[game]).count():
                    break
                player_move(page, game)
                try:
                    page.wait_for_selector(THINKING[game], timeout=5_000)
                    break
                except Exception:  # the player's turn again (a computer move was instant): play on
                    continue
            page.wait_for_timeout(INTO_THE_TURN_MS)
            selector = f"#app header [data-action^='{control}']"
            page.locator(selector).first.dispatch_event("click")  # no actionability wait: now
            if control == "menu":
                page.wait_for_selector("#app .start-screen", timeout=TURN_TIMEOUT_MS)
            else:
                page.wait_for_selector("#dialog .dialog", timeout=TURN_TIMEOUT_MS)
                page.keyboard.press("Escape")
                page.wait_for_selector("#dialog:empty", state="attached", timeout=TURN_TIMEOUT_MS)
        clicks: list[dict[str, Any]] = page.evaluate("window.__answers.clicks")
        return [click for click in clicks if click["action"] in CONTROLS]
    finally:
        browser.close()


def reply_text(click: dict[str, Any]) -> str:
    """When the worker's answer reached the page, in ms after the click ("?" if not seen)."""
    return "?" if click.get("reply") is None else f"{click['reply']:.0f}"


def measure(site: Path, runs: int) -> dict[str, list[dict[str, Any]]]:
    from playwright.sync_api import sync_playwright

    server = serve.make_server(site, netlify_toml=serve.own_headers(site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    results: dict[str, list[dict[str, Any]]] = {"scopa": [], "minchiate": []}
    try:
        with sync_playwright() as playwright:
            for run in range(runs):
                for game in results:
                    clicks = one_run(playwright, base, game, 7 + run)
                    results[game].extend(clicks)
                    print(f"  run {run + 1} {game}: " + ", ".join(
                        f"{c['action']} {c['answer']:.0f} ms (worker {reply_text(c)})"
                        f"{'' if c['thinkingAtAnswer'] else ' (after the move)'}"
                        for c in clicks if c["answer"] is not None), flush=True)
    finally:
        server.shutdown()
    return results


def report(results: dict[str, list[dict[str, Any]]]) -> bool:
    """Prints the table; returns True when every answer made while thinking met the target."""
    met = True
    print(f"\nanswer to a click while the computer thinks, ms (target <= {TARGET_MS})")
    for game, clicks in results.items():
        for control in CONTROLS:
            mine = [c for c in clicks if c["action"] == control and c["answer"] is not None]
            while_thinking = [c for c in mine if c["thinkingAtClick"] and c["thinkingAtAnswer"]]
            during = sorted(round(c["answer"]) for c in while_thinking)
            replies = sorted(round(c["reply"]) for c in while_thinking if c.get("reply") is not None)
            after = sorted(round(c["answer"]) for c in mine if not (c["thinkingAtClick"] and c["thinkingAtAnswer"]))
            unanswered = sum(1 for c in clicks if c["action"] == control and c["answer"] is None)
            if during:
                met = met and max(during) <= TARGET_MS
                line = (f"median {statistics.median(during):5.0f}  max {max(during):5.0f}  {during}"
                        f"  worker's answer at {replies}")
            else:
                line = "no click landed while the computer was thinking"
            extra = f"  not while thinking: {after}" if after else ""
            extra += f"  unanswered: {unanswered}" if unanswered else ""
            print(f"  {game:9} {control:13} {line}{extra}")
    return met


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per scenario (default 3)")
    parser.add_argument("--dist", type=Path, help="a built publish folder (default: build this checkout)")
    parser.add_argument("--json", type=Path, help="also write the clicks here")
    parser.add_argument("--check", action="store_true", help=f"exit 1 when an answer took over {TARGET_MS} ms")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        site = args.dist or build_site.build(Path(folder) / "dist")
        results = measure(site, args.runs)
    met = report(results)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0 if met or not args.check else 1


if __name__ == "__main__":
    sys.exit(main())
