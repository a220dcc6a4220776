// Keyboard and screen-reader players keep their place: the focus stays on its control across
// renders (or goes where the player would look next, never to <body>), arrow keys walk a row of
// cards, and a screen may bring a part of it into view.
import { patchMarkup } from "./patch.js";

// The data-key of the focused control (null on <body> or a control without one), and the control
// of *root* with a data-key (null for none).
export function focusedKey() {
  const focused = document.activeElement;
  return focused && focused.getAttribute ? focused.getAttribute("data-key") : null;
}

export function byKey(root, key) {
  return key ? root.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
}

// What has the focus as a capture choice or a dialog opens, and, when it closes, the focus given
// back to it (the same control, else the one of *root* with its data-key) unless something else
// has taken it meanwhile.
export function rememberFocus() {
  const focused = document.activeElement;
  return focused && focused !== document.body ? { element: focused, key: focusedKey() } : null;
}

export function giveFocusBack(remembered, root) {
  const focused = document.activeElement;
  if (!remembered || (focused && focused !== document.body)) return;
  const back = remembered.element.isConnected ? remembered.element : byKey(root, remembered.key);
  if (back) back.focus({ preventScroll: true });
}

// The playable cards of the player's hand, in order.
function handCards(root) {
  return Array.from(root.querySelectorAll(".hand [tabindex='0']"));
}

// Where the focus goes when a render takes away the focused control (the card just played, the
// button of a step that is over) and the new screen names nothing to focus: the playable card of
// the hand at the place of the card played (the first card for another control), else the first
// button of the step the game asks for (Minchiate's panel: declare, skip), as soon as there is one
// (not while the computer plays). Never left on <body>: keyboard and screen-reader players keep
// their place. Cleared when anything takes the focus.
let lostFocus = null;  // {index} or null
document.addEventListener("focusin", () => { lostFocus = null; });

// Puts markup into root (patched in place: patch.js), keeping focus on the element with the same
// data-key (else on the new [autofocus] element, else as lostFocus says), so keyboard players
// never lose their place.
export function replaceMarkup(root, markup, focus) {
  const focused = document.activeElement;
  const key = focusedKey();
  const inRoot = Boolean(focused && focused !== document.body && root.contains(focused));
  const handIndex = inRoot ? handCards(root).indexOf(focused) : -1;
  const readingBack = Array.from(root.querySelectorAll("[data-follow-end]"))
    .filter((list) => list.scrollTop > 0 && list.scrollTop + list.clientHeight < list.scrollHeight - 4);
  patchMarkup(root, markup);
  followEnd(root, readingBack);
  if (!focus || (inRoot && root.contains(focused) && (!key || focused.getAttribute("data-key") === key))) return;
  if (inRoot) lostFocus = { index: Math.max(handIndex, 0) };
  let target = byKey(root, key);
  if (!target) target = root.querySelector("[autofocus]");
  const fallback = !target && lostFocus !== null;  // (the page does not scroll for it)
  if (fallback) {
    const cards = handCards(root);
    target = cards[Math.min(lostFocus.index, cards.length - 1)]
      || root.querySelector(".choice-panel button:not([disabled])");
  }
  if (!target) return;
  // On phones the end-of-deal sheet sits in the page under the header (style.css): show it from
  // its top rather than scrolled to its button.
  const sheet = target.closest(".overlay");
  const inPage = sheet !== null && getComputedStyle(sheet).position === "static";
  target.focus(inPage || fallback ? { preventScroll: true } : undefined);
  if (inPage) window.scrollTo(0, 0);
}

// A list that grows at its end (data-follow-end: Minchiate's log, its oldest line first so that no
// line moves as one comes) is kept scrolled to its newest line, unless the player had scrolled back
// to read (*readingBack*: those lists before the patch; a list at its top, never scrolled or shown
// again after being hidden, follows).
function followEnd(root, readingBack) {
  for (const list of root.querySelectorAll("[data-follow-end]")) {
    if (!readingBack.includes(list)) list.scrollTop = list.scrollHeight;
  }
}

// A screen may ask, once, to bring a part of it into view: the element with data-reveal (a new value
// each time), e.g. Minchiate's discard sheet with the hand just above it on a phone.
// (Not while the screen is still hidden behind the boot screen: app.js's ready() asks again.)
let revealed = "";
export function reveal(root) {
  const target = root.querySelector("[data-reveal]");
  const token = target ? target.getAttribute("data-reveal") : "";
  if (token && target.getClientRects().length === 0) return;
  if (token && token !== revealed) {
    target.scrollIntoView({ block: "nearest" });
    // (on phones the header stays at the top of the screen: what is revealed goes below it)
    const header = root.querySelector(".status");
    if (header && getComputedStyle(header).position === "sticky") {
      const covered = header.getBoundingClientRect().bottom - target.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy(0, -covered);
    }
  }
  revealed = token;
}

// Arrow keys walk the cards of a hand (or the table) like a row of buttons.
export function moveFocusInGroup(target, forward) {
  const group = target.closest ? target.closest(".hand, .table-cards") : null;
  if (!group) return false;
  const items = Array.from(group.querySelectorAll("[tabindex='0']"));
  const index = items.indexOf(target);
  if (index < 0 || items.length < 2) return false;
  items[(index + (forward ? 1 : -1) + items.length) % items.length].focus();
  return true;
}

// A rules page's section (its table of contents): scrolled into view, its heading focused.
export function showSection(id) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView();
  const heading = section.querySelector("h2");
  if (heading) {
    heading.setAttribute("tabindex", "-1");
    heading.focus();
  }
}
