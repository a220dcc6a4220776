// The page keeps the app's storage (localStorage, the tavolo.* records: boot.js reads the language
// from it before the first paint) and, with other tabs of the site open, holds a Web Lock per game
// this tab plays and passes on what other tabs write and hold; the worker decides what to do about
// it (pyapp.ui.tabs, pyapp.ui.other_tabs).
import { send } from "./link.js";

const STORAGE_PREFIX = "tavolo.";
const LOCK_PREFIX = "tavolo.game.";  // a Web Lock per game, held by the tab that plays it
export const LOCKS = navigator.locks || null;

// --- this tab's records ----------------------------------------------------------------------

export function store(key, text) {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch (error) {
    // A full storage (QuotaExceededError): the worker keeps its copy and tells the player.
    console.warn(`Tavolo: could not save ${key} (the game goes on in memory):`, error);
    send({ op: "save-failed", key });
  }
}

export function storedRecords() {
  try {
    const records = {};
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key && key.startsWith(STORAGE_PREFIX)) records[key] = localStorage.getItem(key);
    }
    return records;
  } catch (error) {
    return null;  // no storage (privacy settings): the worker keeps everything in memory
  }
}

// What another tab wrote: the worker merges it into its copies (pyapp.ui.tabs).
export function onStorage(event) {
  if (event.storageArea !== localStorage || !event.key || !event.key.startsWith(STORAGE_PREFIX)) return;
  send({ op: "stored", key: event.key, text: event.newValue });
}

// --- the games' locks ------------------------------------------------------------------------

const held = new Map();  // game -> releases its lock (this tab plays it)
const wanted = new Set();  // games the worker asked for and has not released

// Asks for a game's lock: if free (or, to take a game over, from the tab that holds it); the worker
// gets {op: "claimed", ok} and, with it, the stored records as they are once the lock is held.
export function claim(game, takeOver) {
  wanted.add(game);
  if (!LOCKS || held.has(game)) {
    send({ op: "claimed", game, ok: true, records: storedRecords() });
    return;
  }
  LOCKS.request(LOCK_PREFIX + game, takeOver ? { steal: true } : { ifAvailable: true }, (lock) => {
    if (!lock) {
      wanted.delete(game);
      send({ op: "claimed", game, ok: false, records: null });
      return undefined;
    }
    if (!wanted.has(game)) return undefined;  // released meanwhile: let go at once
    send({ op: "claimed", game, ok: true, records: storedRecords() });
    return new Promise((release) => held.set(game, release));
  }).catch(() => {
    // Stolen (AbortError): another tab took the game over.
    if (held.delete(game)) {
      wanted.delete(game);
      send({ op: "lost", game });
    }
  });
}

export function release(game) {
  wanted.delete(game);
  const releaseLock = held.get(game);
  held.delete(game);
  if (releaseLock) releaseLock();
}

// The games whose locks other tabs hold.  With *patience* (ms), a lock held now counts only if it
// is still held that much later: when this tab reloads, the page it replaces may not have let go yet.
export async function heldElsewhere(patience = 0) {
  if (!LOCKS) return [];
  try {
    const { held: locks } = await LOCKS.query();
    const games = locks.map((lock) => lock.name).filter((name) => name && name.startsWith(LOCK_PREFIX))
      .map((name) => name.slice(LOCK_PREFIX.length)).filter((game) => !held.has(game));
    if (!patience || !AbortSignal.timeout) return games;
    const still = await Promise.all(games.map((game) => LOCKS.request(
      LOCK_PREFIX + game, { signal: AbortSignal.timeout(patience) }, () => false).catch(() => true)));
    return games.filter((game, index) => still[index]);
  } catch (error) {
    return [];
  }
}

// Coming back to this tab: which games other tabs took meanwhile.
export async function onVisible() {
  if (document.visibilityState === "visible") send({ op: "elsewhere", games: await heldElsewhere() });
}
