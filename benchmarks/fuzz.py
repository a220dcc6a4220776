"""Hostile inputs through the real code paths, under CPython: how many were tried and how many
misbehaved, per family.

    .venv/bin/python benchmarks/fuzz.py [--seed N] [--count N] [--pages N] [--dist DIR]
                                        [--family records urls bot browser]

* **records** — the browser's stored records (settings, statistics, a game in progress) of
  valid games, one of them made hostile (``tests/hostile.py``: a field of the wrong type, NaN,
  huge or negative numbers, deep nesting, a card dropped or duplicated, a truncated or garbled
  text), then read as the page reads them: ``Profile.load`` over a ``MemoryStorage``, the start
  screen and its statistics dialog, and the game opened (resumed when its save is accepted)
  through the shell on a fake page (``tests/test_shell.py``), its computers playing; the deal
  on the table is then played to its end with random legal moves.
* **urls** — every URL parameter with hostile values (percent-encoded, invalid UTF-8 too),
  through the browser's ``url_params``, ``parse_route`` and the shell opening the screen.
* **bot** — request lines for each game's bot (valid requests mutated, deep nesting, invalid
  UTF-8, lines over the length limit, wrong types, random bytes), fed to ``python -m pyapp.bot``
  subprocesses under a strict UTF-8 locale.

* **browser** — the stored records of the records family (and the issue's: nested thousands deep,
  a 400-digit number, over a million characters) in a real page's storage, in Chromium with the built
  site served with its production headers (``--dist``, else this checkout built): written before the
  page starts (**boot**), or by another tab while the page plays a game (**tab**: the storage event
  reaches its worker). The browser's Python died where CPython's deeper stack raised a RecursionError
  the readers caught: only this family sees it.

An input misbehaves when an exception escapes, the page logs an error, a game is stuck (no legal
move before the end of its deal), the statistics show ``nan`` or ``inf``, a record is reset with
no notice, a route holds a seed or speed out of range, the bot dies, answers other than one JSON
object per line, or an error line is longer than 200 characters; in the browser, when the page logs
an error or breaks its content security policy, does not start (or shows its error panel), sets a
record aside without a notice, gives no playable table (a move by clicking, the computers' replies)
or stops answering (the settings dialog opened and closed). The exit status is 1 when any input
misbehaved. ``--count`` inputs per family (the bot's are shared among the games), ``--pages`` pages
for the browser's (half each way; each a start of Pyodide).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from hostile import (  # noqa: E402
    JUNK,
    URL_VALUES,
    deep,
    hostile_record,
    json_text,
    mutate_json,
    new_table,
    play_on,
    saved_text,
    stuck,
)
from test_shell import FakeShellPage  # noqa: E402

from pyapp.browser import URL_PARAMETERS, url_params  # noqa: E402
from pyapp.games import SITE_GAME_NAMES, all_levels, find_game  # noqa: E402
from pyapp.ui.profile import SETTINGS_KEY, STATS_KEY, DealTally, MemoryStorage, Profile, save_key  # noqa: E402
from pyapp.ui.routes import MAX_SEED, parse_route  # noqa: E402
from pyapp.ui.shell import Shell  # noqa: E402

ERROR_BOUND = 200
"""The longest error text a bot line may carry."""
NAN_OR_INF = re.compile(r"\b(nan|inf|infinity)\b", re.IGNORECASE)
Problem = tuple[str, str]  # (what the input was, how it misbehaved)
Stored = tuple[MemoryStorage, str, str]  # (the records, the key of the hostile one, the game to open)


# --- stored records ------------------------------------------------------------------------------

def valid_storage(rng: Random) -> MemoryStorage:
    """Settings, statistics and a game in progress of every game, as the site writes them."""
    profile = Profile.load(MemoryStorage())
    profile.change(**{f"level_{game}": "easy" for game in SITE_GAME_NAMES}, speed="fast", sound=False)
    profile.change(options_scopa="target=16,re_bello", language=rng.choice(("", "it")))
    profile.record("scopa", DealTally(points=4.0, scope=1, settebello=True), None)
    profile.record("scopa", DealTally(points=8.0, primiera=True), "won")
    profile.record("scopa:target=21,napola", DealTally(points=15.0), "lost")
    profile.record("minchiate", DealTally(points=0.0, resti_won=1, resti_lost=1), "drawn")
    for game in SITE_GAME_NAMES:
        table = new_table(game, rng.randrange(1000))
        for _ in range(rng.choice((0, 2, 9, 30, 45 if game == "scopa" else 60))):
            table = play_on(table, rng) or table
        profile.save_game(game, table.seed, saved_text(table))
    assert isinstance(profile.storage, MemoryStorage)
    return profile.storage


def hostile_storage(rng: Random) -> Stored:
    """Valid records with one made hostile: (storage, the key changed, the game to open)."""
    storage = valid_storage(rng)
    game = rng.choice(SITE_GAME_NAMES)
    target = rng.choice(("settings", "stats", "save", "save", "save"))
    if target == "settings":
        key = SETTINGS_KEY
    elif target == "stats":
        key = STATS_KEY
    else:
        key = save_key(game)
    text = storage.items[key]
    if target == "save" and rng.random() < 0.7:  # most often the game itself, inside its envelope
        envelope = json.loads(text)
        envelope["body"]["game"] = hostile_record(envelope["body"]["game"], rng)
        if rng.random() < 0.1:
            envelope["body"]["seed"] = rng.choice(JUNK)
        storage.items[key] = json_text(envelope)
    else:
        storage.items[key] = hostile_record(text, rng)
    return storage, key, game


def with_record(key: str, change: Callable[[Any], Any], game: str = "scopa") -> Callable[[Random], Stored]:
    """A case of the issue: valid records, the one under *key* changed by *change* (of its JSON;
    for a save, of its game's JSON)."""
    def build(rng: Random) -> Stored:
        storage = valid_storage(rng)
        record = json.loads(storage.items[key])
        if key.startswith("tavolo.save."):
            record["body"]["game"] = json.dumps(change(json.loads(record["body"]["game"])))
        else:
            record = change(record)
        storage.items[key] = json_text(record)
        return storage, key, game
    return build


def _minchiate_card_gone(state: Any) -> Any:
    hand = max(state["hands"], key=len)
    hand.pop()
    return state


def _past_deals_empty(match: Any) -> Any:
    return {**match, "past_deals": [[]]}


def _stats(**record: Any) -> Callable[[Any], Any]:
    return lambda _: {"version": 1, "body": {"scopa": record}}


KNOWN_RECORDS: tuple[Callable[[Random], Stored], ...] = (
    with_record(STATS_KEY, lambda _: {"version": 1, "body": {"scopa": [1, 2]}}),
    with_record(STATS_KEY, _stats(played=1, won=1, deals=1, points=float("nan"))),
    with_record(STATS_KEY, _stats(played=1, won=1, deals=1, points=float("inf"))),
    with_record(STATS_KEY, _stats(played=-1, lost=-1, deals=1)),
    with_record(STATS_KEY, _stats(played=1.5, won=1.5, deals=2)),
    with_record(save_key("scopa"), _past_deals_empty),
    with_record(save_key("scopone"), _past_deals_empty, "scopone"),
    with_record(save_key("minchiate"), _minchiate_card_gone, "minchiate"),
)
"""The issue's cases, tried first: statistics of the wrong shape, NaN, infinite, negative or
fractional; a match whose past deal is empty; a Minchiate deal with a card missing (the saves are
of games some moves in: a Scopa match in its second deal, a Minchiate deal in its play)."""


def shell_on(profile: Profile, params: dict[str, str]) -> tuple[Shell, FakeShellPage]:
    page = FakeShellPage()
    shell = Shell(page, profile, url_speed=False)
    shell.open(parse_route(params, 7, all_levels()), push=False)
    page.finish_work()
    return shell, page


def opened_game_problem(shell: Shell, page: FakeShellPage, rng: Random) -> str | None:
    """What is wrong with the screen the shell opened: a logged error, or a stuck game."""
    if page.errors:
        return f"the page logged {page.errors[0][:160]}"
    if shell.controller is not None:
        return stuck(shell.controller.table, rng)
    return None


def records_trial(rng: Random, case: Callable[[Random], Stored] | None = None) -> Problem | None:
    storage, key, game = (case or hostile_storage)(rng)
    stored = storage.items[key]
    what = f"{key} = {stored[:100]!r}"
    try:
        profile = Profile.load(storage)
        if key in (SETTINGS_KEY, STATS_KEY) and storage.items.get(key) != stored and not profile.notices:
            return what, "the record was reset without a notice"
        shell, page = shell_on(profile, {})
        shell.dispatch("stats-open")
        if NAN_OR_INF.search(re.sub(r"<[^>]*>", " ", page.dialog)):
            return what, "the statistics show nan or inf"
        shell, page = shell_on(profile, {"game": game})
        problem = opened_game_problem(shell, page, rng)
    except Exception as error:  # noqa: BLE001 - an escaping exception is what this counts
        return what, f"{type(error).__name__}: {str(error)[:160]} ({traceback_line(error)})"
    return None if problem is None else (what, problem)


def traceback_line(error: BaseException) -> str:
    """Where *error* was raised (the innermost frame of pyapp)."""
    frames = [frame for frame in traceback.extract_tb(error.__traceback__) if "pyapp" in frame.filename]
    return f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"


# --- URLs ----------------------------------------------------------------------------------------

def hostile_value(rng: Random) -> str:
    """A URL parameter's value as it stands in the query (percent-encoded; invalid UTF-8 too)."""
    kind = rng.randrange(4)
    if kind == 0:
        raw = rng.choice(URL_VALUES).encode()
    elif kind == 1:
        raw = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 12)))
    elif kind == 2:
        raw = rng.choice(URL_VALUES).encode() + bytes([rng.choice((0xFF, 0xC3, 0x80, 0x00, 0x25))])
    else:
        raw = str(rng.randrange(-10, 2**33)).encode()
    return "".join(f"%{byte:02X}" for byte in raw) if rng.random() < 0.7 else raw.decode("latin-1")


KNOWN_URLS: tuple[str, ...] = (
    "?game=scopa&seed=%C2%B2", "?game=scopa&seed=%E2%91%A0", f"?game=scopa&seed={'9' * 5000}",
    "?game=minchiate&seed=-4", "?game=scopone&seed=", "?game=scopa&seed=%2042", "?game=scopa&speed=nan",
    "?game=scopa&speed=1e999",
)
"""The issue's seeds (², ①, 5000 digits), and a negative, an empty, a spaced seed and speeds
that are not numbers, tried first."""


def urls_trial(rng: Random, query: str | None = None) -> Problem | None:
    if query is None:
        names = rng.sample(URL_PARAMETERS, rng.randint(1, len(URL_PARAMETERS)))
        query = "?" + "&".join(f"{name}={hostile_value(rng)}" for name in names)
        if rng.random() < 0.5:
            query += f"&game={rng.choice(SITE_GAME_NAMES)}"
    what = f"URL {query[:120]!r}"
    try:
        params = url_params(query)
        route = parse_route(params, 7, all_levels())
        if not 0 <= route.seed <= MAX_SEED or not (math.isfinite(route.speed) and 0 <= route.speed <= 3):
            return what, f"the route holds seed {route.seed} and speed {route.speed}"
        if any(len(notice) > 400 for notice in route.notices):
            return what, "a notice echoes the whole value"
        profile = Profile.load(valid_storage(rng) if rng.random() < 0.3 else MemoryStorage())
        shell, page = shell_on(profile, params)
        problem = opened_game_problem(shell, page, rng)
    except Exception as error:  # noqa: BLE001 - an escaping exception is what this counts
        return what, f"{type(error).__name__}: {str(error)[:160]} ({traceback_line(error)})"
    return None if problem is None else (what, problem)


# --- the bot -------------------------------------------------------------------------------------

def valid_request(game: str, rng: Random) -> dict[str, Any]:
    """The request of the seat to play at a random point of a random deal of *game*."""
    engine = find_game(game).engine_module()
    protocol = find_game(game).protocol_module()
    if game == "scopone":
        from pyapp.scopone import deal_scopone

        state = deal_scopone(rng, rng.randrange(4), rng.choice(("scientifico", "classico")))
    else:
        state = engine.deal(rng, rng.randrange(2)) if game == "scopa" else engine.deal(rng)
    for _ in range(rng.randrange(40)):
        if state.to_play is None:
            break
        state = state.play(rng.choice(state.legal_actions()))
    if state.to_play is None:
        return valid_request(game, rng)
    view = state.view(state.to_play)
    request: dict[str, Any] = protocol.request_from_view(view)
    return request


KNOWN_LINES: tuple[bytes, ...] = (b"[" * 1000 + b"]" * 1000, b'{"hand": ["7d\xff"]}', b'"' + b"x" * 1_000_000 + b'"',
                                 json.dumps({"hand": ["x" * 50_000]}).encode())
"""The issue's lines, tried first by each game's bot: nested 1,000 deep, not UTF-8, 1 MB long,
an error that would echo 50 kB."""


def hostile_line(game: str, rng: Random) -> bytes:
    """One request line (no newline) for *game*'s bot, made hostile."""
    kind = rng.randrange(10)
    if kind == 0:
        return json_text(deep(rng.choice((20, 1000, 100_000)), rng)).encode()
    if kind == 1:
        return json.dumps(valid_request(game, rng)).encode()[:-1] + bytes([rng.choice((0xFF, 0xFE, 0xC0, 0x80))]) + b"}"
    if kind == 2:
        return json.dumps({**valid_request(game, rng), "pad": "x" * rng.choice((70_000, 1_000_000))}).encode()
    if kind == 3:
        return json_text(rng.choice(JUNK)).encode()
    if kind == 4:
        noise = bytes(rng.randrange(1, 256) for _ in range(rng.randrange(1, 200)))
        return b"x" + noise.replace(b"\n", b"").replace(b"\r", b"")
    if kind == 5:
        request = valid_request(game, rng)
        request[rng.choice(list(request))] = "x" * 50_000
        return json.dumps(request).encode()
    if kind == 6:
        return json.dumps({**valid_request(game, rng), "cmd": rng.choice(JUNK[:20])}).encode()
    return json_text(mutate_json(valid_request(game, rng), rng)).encode().replace(b"\n", b" ")


def bot_run(game: str, lines: list[bytes]) -> tuple[list[str], int, str]:
    """(reply lines, exit status, stderr) of one bot process fed *lines*."""
    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8:strict", "PYTHONUTF8": "1"}
    done = subprocess.run([sys.executable, "-m", "pyapp.bot", game, "--level", "random"],
                          input=b"".join(line + b"\n" for line in lines), capture_output=True, cwd=ROOT,
                          timeout=600, env=env)
    return done.stdout.decode("utf-8", "replace").splitlines(), done.returncode, done.stderr.decode("utf-8", "replace")


def reply_problem(reply: str) -> str | None:
    try:
        answer = json.loads(reply)
    except ValueError:
        return f"a reply that is not JSON: {reply[:80]!r}"
    if not isinstance(answer, dict):
        return "a reply that is not an object"
    error = answer.get("error")
    if error is not None and (not isinstance(error, str) or len(error) > ERROR_BOUND):
        return f"an error line of {len(str(error))} characters"
    return None


def bot_problems(game: str, lines: list[bytes]) -> list[Problem]:
    """Feeds *lines* to bot processes and returns each misbehaving line. After a process dies, the
    first line it left unanswered is run alone (a bot reads ahead: the line that killed it may be
    a later one): it is to blame when it kills a bot alone; the rest go to a new process."""
    problems: list[Problem] = []

    def check(index: int, reply: str) -> None:
        problem = reply_problem(reply)
        if problem is not None:
            problems.append((f"{game} bot line {lines[index][:80]!r}", problem))

    start = 0
    while start < len(lines):
        replies, status, stderr = bot_run(game, lines[start:])
        for offset, reply in enumerate(replies):
            check(start + offset, reply)
        start += len(replies)
        if start == len(lines) and status == 0 and not stderr:
            break
        if start < len(lines):
            alone, status, stderr = bot_run(game, [lines[start]])
            if alone and status == 0 and not stderr:
                check(start, alone[0])
            else:
                last = stderr.strip().splitlines()[-1] if stderr.strip() else f"exit status {status}"
                problems.append((f"{game} bot line {lines[start][:80]!r}", f"the bot died: {last[:160]}"))
            start += 1
        elif stderr:
            problems.append((f"{game} bot", f"the bot wrote to stderr: {stderr.strip()[-160:]}"))
    return problems


# --- the browser ---------------------------------------------------------------------------------

BOOT_MS = 60_000
"""The longest start of the page (Pyodide from the HTTP cache takes a few seconds)."""
NOTICE_MS = 5_000
"""How long the first screen's notices may take after the page is ready."""
DAMAGED_PREFIX = "tavolo.damaged."


def nested(levels: int) -> str:
    return "[" * levels + "]" * levels


def _save_with(game: str, text: str) -> str:
    return json.dumps({"version": 1, "body": {"seed": 4, "game": text}})


BROWSER_RECORDS: tuple[tuple[str, str, str], ...] = (
    (SETTINGS_KEY, '{"version":1,"body":{"speed":' + nested(3000) + "}}", "scopa"),
    (STATS_KEY, '{"version":1,"body":{"scopa":' + nested(100_000) + "}}", "minchiate"),
    (STATS_KEY, '{"version":1,"body":{"scopa":{"played":1,"won":1,"deals":1,"points":' + "9" * 400 + "}}}", "scopa"),
    (STATS_KEY, '{"version":1,"body":{},"changed":{"scopa":' + "9" * 400 + "}}", "scopone"),
    (save_key("scopa"), _save_with("scopa", '{"deals":' + nested(20_000) + "}"), "scopa"),
    (save_key("minchiate"), '{"version":1,"body":{"seed":4,"game":' + nested(5000) + "}}", "minchiate"),
    (SETTINGS_KEY, '{"version":1,"body":{"speed":"fast","pad":"' + "x" * 1_100_000 + '"}}', "scopone"),
)
"""The issue's records, tried first each way: nested 3,000, 5,000, 20,000 (inside a save's game
text) and 100,000 deep, a number of 400 digits (in the statistics and in a merge stamp), a record
of over a million characters."""


def browser_case(rng: Random, known: tuple[str, str, str] | None) -> Stored:
    """Valid records with one made hostile (a known one, else the records family's)."""
    if known is None:
        return hostile_storage(rng)
    key, text, game = known
    storage = valid_storage(rng)
    storage.items[key] = text
    return storage, key, game


# Empties the site's storage and writes the records given.
WRITE_ALL = """(records) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith("tavolo.")) localStorage.removeItem(key);
    for (const [key, text] of Object.entries(records)) localStorage.setItem(key, text);
}"""
WRITE = "([key, text]) => localStorage.setItem(key, text)"
STORED = "() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]))"
# Sets window.__fuzzStored: resolves once the page has had the next storage event (app.js's listener,
# added first, has sent it on to the worker), or after 5 s (none comes when the text written is the
# one stored already).
NEXT_STORAGE_EVENT = """() => {
    window.__fuzzStored = new Promise((resolve) => {
        addEventListener("storage", () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 5000);
    });
}"""


class BrowserFuzz:
    """One Chromium page on the served site, its problems (console errors, page errors, the policy's
    violations) collected, and another page of the same origin that writes as another tab would."""

    def __init__(self, playwright: Any, base: str, reports: list[dict[str, Any]]) -> None:
        from playing import CHROMIUM_ARGS, find_chromium

        self.base = base
        self.reports = reports
        self.browser = playwright.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS)
        self.context = self.browser.new_context()
        self.page = self.context.new_page()
        self.other = self.context.new_page()
        self.other.goto(f"{base}/favicon.svg")  # the site's origin, no app
        self.problems: list[str] = []
        self.page.on("console", lambda message: message.type == "error" and self.problems.append(
            f"console error: {message.text[:160]}"))
        self.page.on("pageerror", lambda error: self.problems.append(f"page error: {str(error)[:160]}"))

    def close(self) -> None:
        self.browser.close()

    def start(self, records: dict[str, str], game: str) -> None:
        """Opens *game* (no motion) over *records*; raises when the page does not start."""
        self.page.goto("about:blank")  # the last trial's app gone, before its storage is replaced
        self.other.evaluate(WRITE_ALL, records)
        self.problems.clear()
        self.reports.clear()
        self.page.goto(f"{self.base}/index.html?game={game}&speed=0")
        self.page.wait_for_selector("body[data-ready='1'], #boot-error:not([hidden])", state="attached",
                                    timeout=BOOT_MS)
        if self.page.locator("#boot-error:not([hidden])").count():
            raise RuntimeError(f"the error panel: {self.page.locator('#boot-error').inner_text()[:160]!r}")

    def play_a_move(self, game: str) -> None:
        """Waits for the player's decision, makes one by clicking and waits for the game to take it."""
        from playing import (
            BRISCOLA_WAITING,
            IDLE,
            MINCHIATE_WAITING,
            SCOPA_WAITING,
            TRESSETTE_WAITING,
            WAIT_MS,
            briscola_play_card,
            minchiate_move,
            scopa_play_card,
            tressette_play_card,
            waiting_phase,
        )

        page = self.page
        waiting = {"minchiate": MINCHIATE_WAITING, "briscola": BRISCOLA_WAITING,
                   "tressette": TRESSETTE_WAITING}.get(game, SCOPA_WAITING)
        phase = waiting_phase(page, waiting)
        if phase == "human":
            {"briscola": briscola_play_card, "tressette": tressette_play_card}.get(game, scopa_play_card)(page)
        elif phase in ("discard", "declare", "play"):
            minchiate_move(page, phase)
        else:  # the deal, the game or the match is over: the next one
            page.locator(f"{IDLE} [data-action='again'], {IDLE} [data-action='next'], "
                         f"{IDLE} [data-action='next-game'], {IDLE} [data-action='next-deal'], "
                         f"{IDLE} [data-action='new-match']").first.click()
            page.wait_for_selector(f"#app .game:not([data-phase='{phase}'])", timeout=WAIT_MS)

    def answers(self) -> None:
        """The worker answers: the settings dialog opens and closes."""
        self.page.click("#app [data-action='settings-open']")
        self.page.wait_for_selector("#dialog .dialog", timeout=BOOT_MS)
        self.page.keyboard.press("Escape")
        self.page.wait_for_selector("#dialog:empty", state="attached", timeout=BOOT_MS)

    def notices(self) -> bool:
        try:
            self.page.wait_for_selector("#app [data-notices]", state="attached", timeout=NOTICE_MS)
        except Exception:  # noqa: BLE001 - Playwright's timeout: no notice
            return False
        return True

    def found(self) -> str | None:
        """What the page did wrong meanwhile: an error it logged, a violation of its policy."""
        if self.problems:
            return self.problems[0]
        if self.reports:
            report = self.reports[0]
            return f"CSP violation: {report.get('violated-directive')} blocked {report.get('blocked-uri')!r}"
        return None

    def boot_trial(self, rng: Random, known: tuple[str, str, str] | None = None) -> Problem | None:
        """The records stored when the page starts: a notice for any set aside, a playable game."""
        storage, key, game = browser_case(rng, known)
        written = storage.items[key]
        what = f"boot: {key} = {written[:100]!r} (opening {game})"
        try:
            self.start(storage.items, game)
            stored = self.page.evaluate(STORED)
            set_aside = any(name.startswith(DAMAGED_PREFIX) for name in stored)
            if (set_aside or key in (SETTINGS_KEY, STATS_KEY) and stored.get(key) != written) and not self.notices():
                return what, "a record was set aside or reset without a notice"
            self.play_a_move(game)
            self.answers()
        except Exception as error:  # noqa: BLE001 - a page that fails in any way is what this counts
            return what, f"{type(error).__name__}: {str(error).splitlines()[0][:160]} ({self.found()})"
        problem = self.found()
        return None if problem is None else (what, problem)

    def tab_trial(self, rng: Random, known: tuple[str, str, str] | None = None) -> Problem | None:
        """A record another tab writes while the page plays: the page goes on playing and answering."""
        game = rng.choice(SITE_GAME_NAMES)
        storage, key, _ = browser_case(rng, known)
        junk = storage.items[key]
        what = f"tab: {key} = {junk[:100]!r} (playing {game})"
        try:
            self.start(valid_storage(rng).items, game)
            self.play_a_move(game)
            self.page.evaluate(NEXT_STORAGE_EVENT)
            self.other.evaluate(WRITE, [key, junk])
            self.page.evaluate("() => window.__fuzzStored")
            self.answers()
            self.play_a_move(game)
        except Exception as error:  # noqa: BLE001 - a page that fails in any way is what this counts
            return what, f"{type(error).__name__}: {str(error).splitlines()[0][:160]} ({self.found()})"
        problem = self.found()
        return None if problem is None else (what, problem)


def counted(trial: Callable[..., Problem | None], label: str, total: int) -> Callable[..., Problem | None]:
    """*trial*, saying on stderr every tenth page how far it is (a page takes seconds)."""
    done = [0]

    def run(*args: Any) -> Problem | None:
        problem = trial(*args)
        done[0] += 1
        if done[0] % 10 == 0 or done[0] == total:
            print(f"  browser {label}: {done[0]}/{total} pages", file=sys.stderr, flush=True)
        return problem
    return run


def browser_problems(dist: Path | None, pages: int, seed: int) -> tuple[int, int, list[Problem], list[Problem]]:
    """(boot trials, tab trials, their problems): *pages* pages, half each way, the issue's records first."""
    import tempfile
    import threading

    from playwright.sync_api import sync_playwright

    sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "benchmarks")]
    import build_site
    import serve

    with tempfile.TemporaryDirectory() as folder:
        site = dist or build_site.build(Path(folder) / "dist")
        reports: list[dict[str, Any]] = []
        server = serve.make_server(site, netlify_toml=serve.own_headers(site), csp_reports=reports)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        boots, tabs = (pages + 1) // 2, pages // 2
        try:
            with sync_playwright() as playwright:
                fuzz = BrowserFuzz(playwright, base, reports)
                try:
                    boot = run_trials(counted(fuzz.boot_trial, "boot", boots), BROWSER_RECORDS, boots, seed)
                    tab = run_trials(counted(fuzz.tab_trial, "tab", tabs), BROWSER_RECORDS, tabs, seed + 1)
                finally:
                    fuzz.close()
        finally:
            server.shutdown()
            server.server_close()
    return boots, tabs, boot, tab


# --- running ---------------------------------------------------------------------------------------

def run_trials(trial: Callable[..., Problem | None], known: tuple[Any, ...], count: int, seed: int) -> list[Problem]:
    """Runs *count* trials: the *known* cases first, then random ones."""
    problems = []
    for number in range(count):
        rng = Random(f"{seed}:{number}")
        problem = trial(rng, known[number]) if number < len(known) else trial(rng)
        if problem is not None:
            problems.append(problem)
    return problems


def report(family: str, tried: int, problems: list[Problem], seconds: float) -> None:
    print(f"{family:12} tried {tried:5}  misbehaved {len(problems):4}  ({seconds:.0f} s)")
    for what, problem in problems[:8]:
        print(f"    {problem}\n        on {what}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=300, help="inputs per family (default 300)")
    parser.add_argument("--pages", type=int, default=60, help="pages for the browser family (default 60)")
    parser.add_argument("--dist", type=Path, help="the browser family's built site (default: build this checkout)")
    families = ("records", "urls", "bot", "browser")
    parser.add_argument("--family", nargs="+", choices=families, default=families)
    args = parser.parse_args(argv)
    failed = 0
    if "records" in args.family:
        began = time.perf_counter()
        problems = run_trials(records_trial, KNOWN_RECORDS, args.count, args.seed)
        report("records", args.count, problems, time.perf_counter() - began)
        failed += len(problems)
    if "urls" in args.family:
        began = time.perf_counter()
        problems = run_trials(urls_trial, KNOWN_URLS, args.count, args.seed)
        report("urls", args.count, problems, time.perf_counter() - began)
        failed += len(problems)
    if "bot" in args.family:
        began = time.perf_counter()
        rng = Random(args.seed)
        games = ("scopa", "scopone", "minchiate", "briscola")
        problems = []
        for index, game in enumerate(games):
            share = args.count // len(games) + (index < args.count % len(games))
            lines = [*KNOWN_LINES, *(hostile_line(game, rng) for _ in range(share))][:share]
            problems += bot_problems(game, lines)
        report("bot", args.count, problems, time.perf_counter() - began)
        failed += len(problems)
    if "browser" in args.family:
        began = time.perf_counter()
        boots, tabs, boot, tab = browser_problems(args.dist, args.pages, args.seed)
        seconds = time.perf_counter() - began
        report("browser boot", boots, boot, seconds * boots / max(1, boots + tabs))
        report("browser tab", tabs, tab, seconds * tabs / max(1, boots + tabs))
        failed += len(boot) + len(tab)
    print(f"misbehaving inputs: {failed}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
