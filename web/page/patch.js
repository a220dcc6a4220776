// Puts new markup into a live part of the page by patching it in place: the nodes that stay are
// kept (their focus, their running animations, the browser's work on them).

// Whether the live node *a* can become the new node *b* in place: the same kind of node and, for
// elements, the same identity (data-key, or data-card for a card): another card is a new element,
// so its arrival animation plays as it did when the whole screen was rebuilt.
function sameNode(a, b) {
  if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;
  if (a.nodeType !== Node.ELEMENT_NODE) return true;
  const identity = (node) => node.getAttribute("data-key") || node.getAttribute("data-card");
  return identity(a) === identity(b);
}

// Attributes the page itself puts on live nodes, which a render keeps (motion.js: a card in flight).
const PAGE_ATTRIBUTES = new Set(["data-flying"]);

function patchAttributes(live, next) {
  for (const { name } of Array.from(live.attributes)) {
    if (!next.hasAttribute(name) && !PAGE_ATTRIBUTES.has(name)) live.removeAttribute(name);
  }
  for (const { name, value } of Array.from(next.attributes)) {
    if (live.getAttribute(name) !== value) live.setAttribute(name, value);
  }
}

// Makes live's children those of next (a parsed copy, whose nodes it takes), keeping the nodes
// that stay: the cards of a table are drawn with <use> of a sprite, which the browser rebuilds
// for every new element (a whole Minchiate table: ~100 ms of main-thread work, ~15 ms patched).
// A card further on that stays is kept and the ones before it that left are dropped (a card
// played or taken does not rebuild the cards after it).
function patchChildren(live, next) {
  let old = live.firstChild;
  let node = next.firstChild;
  while (node) {
    const following = node.nextSibling;
    if (old && !sameNode(old, node) && node.nodeType === Node.ELEMENT_NODE
        && (node.getAttribute("data-key") || node.getAttribute("data-card"))) {
      let kept = old.nextSibling;
      while (kept && !sameNode(kept, node)) kept = kept.nextSibling;
      while (kept && old !== kept) {
        const stale = old;
        old = old.nextSibling;
        live.removeChild(stale);
      }
    }
    if (old && sameNode(old, node)) {
      if (old.nodeType === Node.ELEMENT_NODE) {
        patchAttributes(old, node);
        patchChildren(old, node);
      } else if (old.nodeValue !== node.nodeValue) {
        old.nodeValue = node.nodeValue;
      }
      old = old.nextSibling;
    } else if (old) {
      const stale = old;
      old = old.nextSibling;
      live.replaceChild(node, stale);
    } else {
      live.appendChild(node);
    }
    node = following;
  }
  while (old) {
    const stale = old;
    old = old.nextSibling;
    live.removeChild(stale);
  }
}

// Makes *markup* the contents of *root*, patched in place.
export function patchMarkup(root, markup) {
  const parsed = document.createElement("template");
  parsed.innerHTML = markup;
  patchChildren(root, parsed.content);
}
