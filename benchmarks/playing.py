"""Plays the built site in Chromium by clicking, as a player would (shared by the browser benchmarks).

Only what a player sees is used: clicks on ``[data-action]`` elements and the screen's ``data-*``
attributes (``#app[data-busy]``, ``.game[data-phase]``, ``data-plays``, ``data-tricks``,
``data-discards``, ``aria-pressed``), never Python internals, so one script measures any build
that keeps the markup (the AI in a worker or the whole app in one).
"""

from __future__ import annotations

import os
import shutil
import sys
from typing import Any

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"]
WAIT_MS = 60_000  # one move, its animation and the computers' replies at normal speed
IDLE = "#app:not([data-busy]) .game"
SCOPA_WAITING = ("human", "deal-over", "match-over")
MINCHIATE_WAITING = ("discard", "declare", "play", "over")
BRISCOLA_WAITING = ("human", "game-over", "match-over")
TRESSETTE_WAITING = ("human", "deal-over", "match-over")


def find_chromium() -> str:
    found = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not found:
        sys.exit("Chromium not found: install Debian's chromium or set $CHROMIUM")
    return found


def waiting_phase(page: Any, phases: tuple[str, ...]) -> str:
    """Waits until the screen is idle in one of *phases*; returns the phase."""
    page.wait_for_selector(", ".join(f"{IDLE}[data-phase='{phase}']" for phase in phases), timeout=WAIT_MS)
    return str(page.get_attribute("#app .game", "data-phase"))


def scopa_play_card(page: Any) -> None:
    """Clicks the first playable card of the hand (and the first capture group when asked)."""
    before = page.get_attribute("#app .game", "data-plays")
    page.locator("#app .hand [data-action^='hand:']").first.click()
    page.wait_for_selector(f"#app .game[data-selected], #app .game:not([data-plays='{before}'])", timeout=WAIT_MS)
    if page.locator("#app .game[data-selected]").count():
        page.locator("#app .choices [data-action^='play:']").first.click()
    page.wait_for_selector(f"#app .game:not([data-plays='{before}'])", timeout=WAIT_MS)


def briscola_play_card(page: Any) -> None:
    """Clicks the first card of the Briscola hand and waits for the game to take it."""
    before = page.get_attribute("#app .game", "data-moves")
    page.locator("#app .hand [data-action^='card:']").first.click()
    page.wait_for_selector(f"#app .game:not([data-moves='{before}'])", timeout=WAIT_MS)


def tressette_play_card(page: Any, word: bool = True) -> None:
    """Takes the player's next Tressette decision and waits for the game to take it: declares the first
    accuso offered, or plays the first playable card (leading with signals on: chooses it, then clicks
    "Play — *word*" when *word*, else "Play")."""
    before = page.get_attribute("#app .game", "data-moves")
    accuso = page.locator("#app [data-action^='accuso:']")
    if accuso.count():
        accuso.first.click()
    else:
        page.locator("#app .hand [data-action^='play:'], #app .hand [data-action^='select:']").first.click()
        page.wait_for_selector(f"#app .game[data-selected], #app .game:not([data-moves='{before}'])", timeout=WAIT_MS)
        if page.locator("#app .game[data-selected]").count():
            page.locator("#app [data-key='lead-word']" if word else "#app [data-key='lead-plain']").click()
    page.wait_for_selector(f"#app .game:not([data-moves='{before}'])", timeout=WAIT_MS)


def scopa_play_deal(page: Any, max_plays: int | None = None) -> int:
    """Plays the player's cards until the deal is over (or *max_plays* are played); returns how
    many the player played."""
    plays = 0
    while waiting_phase(page, SCOPA_WAITING) == "human" and plays != max_plays:
        scopa_play_card(page)
        plays += 1
        if plays > 40:
            raise RuntimeError("a Scopa deal never ended")
    return plays


def minchiate_click_card(card: Any) -> None:
    """Clicks a hand card on its visible left edge (the cards overlap)."""
    card.click(position={"x": 10, "y": 30})


def minchiate_discard(page: Any) -> None:
    """Selects the first discardable cards, as many as asked, and confirms."""
    needed = int(page.get_attribute("#app .game", "data-discards") or 0)
    for index in range(needed):
        minchiate_click_card(page.locator("#app .hand [data-action^='card:'][aria-pressed='false']").first)
        page.wait_for_selector(f"#app .hand [aria-pressed='true'] >> nth={index}", state="attached", timeout=WAIT_MS)
    page.click("[data-action='discard']")


def minchiate_move(page: Any, phase: str) -> bool:
    """Makes the player's decision of *phase* ("discard", "declare" or "play": the first cards or
    card offered) and waits for the game to take it; True when a card was played."""
    before = page.get_attribute("#app .game", "data-plays")
    if phase in ("discard", "declare"):
        if phase == "discard":
            minchiate_discard(page)
        else:
            page.click("[data-action='declare']")
        page.wait_for_selector(f"#app .game:not([data-phase='{phase}'])", timeout=WAIT_MS)
        return False
    minchiate_click_card(page.locator("#app .hand [data-action^='card:']").first)
    page.wait_for_selector(f"#app .game:not([data-plays='{before}'])", timeout=WAIT_MS)
    return True


def minchiate_play_tricks(page: Any, tricks: int, max_plays: int | None = None) -> int:
    """Plays (discarding and declaring on the way when asked) until *tricks* tricks are complete
    and the player is to choose again, the deal is over, or *max_plays* cards are played; returns
    the cards the player played."""
    plays = 0
    while True:
        phase = waiting_phase(page, MINCHIATE_WAITING)
        if (phase == "over" or int(page.get_attribute("#app .game", "data-tricks") or 0) >= tricks
                or plays == max_plays):
            return plays
        plays += minchiate_move(page, phase)
        if plays > 25:
            raise RuntimeError("a Minchiate deal never reached the tricks asked for")
