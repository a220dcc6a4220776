"""The browser glue (main thread): the only module that touches the page.

It turns clicks and keys into table actions, renders with the pure renderer, animates moves,
announces them to screen readers, and asks the AI worker for the computer's moves.  All game
state lives in one ``Controller`` object; nothing is kept in the DOM.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import create_named_worker  # type: ignore[import-not-found]

from pyapp import messages, scopa, scopa_render
from pyapp.cards import scopa_card_name
from pyapp.engine import IllegalActionError
from pyapp.scopa_table import COMPUTER, HUMAN, ScopaTable, card_list, describe_play

MOVE_MS = 550      # how long a move is shown before it completes
AI_PAUSE_MS = 350  # a breath before the computer plays, so moves are readable


def query_params() -> dict[str, str]:
    """The page's URL parameters."""
    params = js.URLSearchParams.new(js.location.search)
    return {key: params.get(key) for key in ("game", "seed", "speed", "level") if params.has(key)}


def parse_seed(raw: str | None) -> int:
    """The seed from the URL, or a fresh random one."""
    if raw is not None and raw.strip().lstrip("-").isdigit():
        return int(raw)
    return int(js.Math.floor(js.Math.random() * 1_000_000))


def parse_speed(raw: str | None) -> float:
    """Animation speed factor: 1 normal, 0 instant (tests), bounded to [0, 3]."""
    try:
        return min(3.0, max(0.0, float(raw))) if raw is not None else 1.0
    except ValueError:
        return 1.0


class Controller:
    """Owns the current table and runs the turn loop."""

    def __init__(self, seed: int, speed: float, level: str) -> None:
        self.table = ScopaTable.new(seed)
        self.speed = speed
        self.level = level
        self.ai: Any = None
        self.worker_task: Any = None
        self.busy = False
        self.app = js.document.getElementById("app")
        self.layout = self.pick_layout()

    # --- rendering ------------------------------------------------------------------------

    def pick_layout(self) -> str:
        return "tall" if js.window.innerWidth < js.window.innerHeight * 1.05 else "wide"

    def render(self, preview: tuple[int, scopa.Play] | None = None) -> None:
        focused = js.document.activeElement
        key = focused.getAttribute("data-key") if focused and focused.getAttribute else None
        self.app.innerHTML = scopa_render.render(self.table, self.layout, preview)
        target = self.app.querySelector(f'[data-key="{key}"]') if key else None
        if target is None and self.table.phase in ("deal-over", "match-over"):
            target = self.app.querySelector("[autofocus]")
        if target is not None:
            target.focus()

    def announce(self, sentence: str) -> None:
        js.document.getElementById("announce").textContent = sentence

    async def pause(self, ms: float) -> None:
        if self.speed > 0:
            await asyncio.sleep(ms * self.speed / 1000)

    # --- the turn loop ----------------------------------------------------------------------

    async def play(self, play: scopa.Play) -> None:
        """Shows *play* for a moment, then applies it and lets the computer answer."""
        seat = self.table.state.to_play
        assert seat is not None
        try:
            after = self.table.apply(play)  # validates before anything is shown
        except IllegalActionError as error:
            self.announce(messages.text("error.action", detail=str(error)))
            return
        self.render(preview=(seat, play))
        self.announce(describe_play(seat, play))
        await self.pause(MOVE_MS)
        self.table = after
        self.announce_events(seat)
        self.render()
        await self.computer_turns()

    def announce_events(self, seat: int) -> None:
        state = self.table.state
        sentences = [describe_play(seat, self.table.last_play[1])] if self.table.last_play else []
        for event in state.events:
            if event.kind == "scopa":
                sentences.append(messages.text("announce.scopa.you" if event.seat == HUMAN else "announce.scopa.ai"))
            elif event.kind == "last_take" and event.cards:
                key = "announce.last_take.you" if event.seat == HUMAN else "announce.last_take.ai"
                sentences.append(messages.text(key, cards=card_list(event.cards)))
        if self.table.phase == "human":
            sentences.append(messages.text("announce.your_turn", cards=card_list(self.table.sorted_hand()),
                                           table=card_list(state.table) or messages.text("table.empty")))
        self.announce(" ".join(sentences))

    async def computer_turns(self) -> None:
        while self.table.phase == "computer":
            await self.pause(AI_PAUSE_MS)
            if self.ai is None:
                await self.worker_task
            request = json.dumps(self.table.computer_request())
            reply = json.loads(await self.ai.choose("scopa", request, self.level, self.table.computer_seed()))
            if "error" in reply:
                raise RuntimeError(f"computer player: {reply['error']}")
            play = scopa.Play(card=reply["card"], take=tuple(reply["take"]))
            after = self.table.apply(play)
            self.render(preview=(COMPUTER, play))
            await self.pause(MOVE_MS)
            self.table = after
            self.announce_events(COMPUTER)
            self.render()

    # --- inputs ---------------------------------------------------------------------------

    async def dispatch(self, action: str) -> None:
        """Runs one ``data-action`` (``hand:7d``, ``table:3s``, ``play:7d:3s+4b``, ...)."""
        if self.busy:
            return
        self.set_busy(True)
        try:
            kind, _, argument = action.partition(":")
            if kind == "hand":
                self.table, play = self.table.click_hand_card(argument)
                if play is None:
                    self.render()
                    self.announce(messages.text("choice.heading", card=scopa_card_name(argument)))
                else:
                    await self.play(play)
            elif kind == "table":
                self.table, play = self.table.click_table_card(argument)
                if play is not None:
                    await self.play(play)
            elif kind == "play":
                await self.play(scopa.parse_action(argument))
            elif kind == "cancel":
                self.table = self.table.cancel()
                self.render()
            elif kind == "next-deal":
                self.table = self.table.next_deal()
                self.render()
                self.announce(messages.text("announce.deal", cards=card_list(self.table.sorted_hand())))
                await self.computer_turns()
            elif kind == "new-match":
                self.table = self.table.new_match()
                self.render()
                await self.computer_turns()
        except (IllegalActionError, ValueError) as error:
            self.announce(messages.text("error.action", detail=str(error)))
        finally:
            self.set_busy(False)

    def set_busy(self, busy: bool) -> None:
        """Marks the page busy (moves animating or the computer thinking): inputs wait."""
        self.busy = busy
        if busy:
            self.app.dataset.busy = "1"
        else:
            self.app.removeAttribute("data-busy")

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-action]")
        if target is not None:
            event.preventDefault()
            asyncio.ensure_future(self.dispatch(target.getAttribute("data-action")))

    def on_key(self, event: Any) -> None:
        key = event.key
        target = event.target
        if key in ("Enter", " ") and target.getAttribute and target.getAttribute("data-action") \
                and target.tagName != "BUTTON":
            event.preventDefault()
            asyncio.ensure_future(self.dispatch(target.getAttribute("data-action")))
        elif key == "Escape" and self.table.selected is not None:
            asyncio.ensure_future(self.dispatch("cancel"))
        elif key.isdigit() and self.table.phase == "human":
            card = self.app.querySelector(f'[data-shortcut="{key}"][data-action]')
            if card is not None:
                event.preventDefault()
                card.focus()
                asyncio.ensure_future(self.dispatch(card.getAttribute("data-action")))

    def on_resize(self, _event: Any) -> None:
        layout = self.pick_layout()
        if layout != self.layout and not self.busy:
            self.layout = layout
            self.render()

    async def start_worker(self) -> None:
        self.ai = await create_named_worker(src="./worker.py", name="ai")
        await self.ai.warm_up("scopa")
        js.document.body.dataset.aiReady = "1"


async def start() -> None:
    """Boots the page: first render, then the AI worker, then the computer's turn if it leads."""
    params = query_params()
    controller = Controller(parse_seed(params.get("seed")), parse_speed(params.get("speed")),
                            params.get("level") or "heuristic")
    app = js.document.getElementById("app")
    app.addEventListener("click", create_proxy(controller.on_click))
    js.document.addEventListener("keydown", create_proxy(controller.on_key))
    js.window.addEventListener("resize", create_proxy(controller.on_resize))
    controller.render()
    app.hidden = False
    js.document.getElementById("boot").hidden = True
    js.document.body.dataset.ready = "1"
    controller.announce(messages.text("announce.deal", cards=card_list(controller.table.sorted_hand())))
    controller.worker_task = asyncio.ensure_future(controller.start_worker())
    if controller.table.phase == "computer":
        controller.set_busy(True)
        try:
            await controller.computer_turns()
        finally:
            controller.set_busy(False)
