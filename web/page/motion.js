// The cards' motion (Scopa, Scopone).
// The worker's markup says how the cards move (pyapp/ui/scopa/motion.py): the game's
// data-flight-ms and data-deal-ms (scaled by the speed setting; 0: nothing moves), each card's
// data-card, and on a card that comes from a hidden place the data-key of that place (one marked
// data-place: the stock, a seat's hand, the dealer's seat): data-from for a card played from a
// computer's hand, data-dealt-from for a card just dealt. After a render each card that is new in
// the table's drawing flies from the box it had before (the same card elsewhere: from the hand to
// the table, from the table to a pile), else from its place, the dealt cards one after the other
// once the cards just taken have landed: a transform on the card itself, run by the compositor (no
// layout per frame), every box read before any animation starts. With reduced motion they fade in.
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

function motionOf(root) {
  const game = root.querySelector(".game[data-flight-ms]");
  if (!game) return null;
  return { flight: Number(game.dataset.flightMs) || 0, deal: Number(game.dataset.dealMs) || 0 };
}

// The box a card that comes from *place* starts from: its top card's, or (a seat without cards: a
// name) a point at the place's middle, where the card starts small.
function placeBox(place) {
  const cards = place.querySelectorAll(".card");
  if (cards.length) return cards[cards.length - 1].getBoundingClientRect();
  const box = place.getBoundingClientRect();
  return { left: box.left + box.width / 2, top: box.top + box.height / 2, width: 0 };
}

// Before a render: the table's cards (their boxes by data-card) and places, if its cards move.
function tableBefore(root) {
  const before = { nodes: new Set(), cards: new Map(), places: new Map() };
  const motion = motionOf(root);
  const svg = root.querySelector(".table-svg");
  if (!svg || !motion || motion.flight <= 0) return before;
  for (const node of svg.querySelectorAll("[data-card], [data-from], [data-dealt-from]")) {
    before.nodes.add(node);
    // (a card just taken, under its pile, is where cards go, never where they come from)
    if (node.dataset.card && !node.classList.contains("taken")) {
      before.cards.set(node.dataset.card, node.getBoundingClientRect());
    }
  }
  for (const place of svg.querySelectorAll("[data-place]")) before.places.set(place.dataset.key, placeBox(place));
  return before;
}

// The keyframes that draw the card *node* (an SVG <g> placed by a translate) over the screen box
// *from* at its width, then where it is.
function flightFrames(node, from) {
  const box = node.getBoundingClientRect();
  const parent = node.parentNode.getScreenCTM();
  const own = node.getScreenCTM();
  const placed = node.transform.baseVal.consolidate();
  if (!box.width || !parent || !own || !placed) return null;
  const scale = from.width ? from.width / box.width : 0.4;  // from a point: a small card centred on it
  const left = from.width ? from.left : from.left - (box.width * scale) / 2;
  const top = from.width ? from.top : from.top - (box.height * scale) / 2;
  const x = (left - parent.e + scale * (own.e - box.left)) / parent.a;
  const y = (top - parent.f + scale * (own.f - box.top)) / parent.d;
  return [{ transform: `translate(${x}px, ${y}px) scale(${scale})` },
          { transform: `translate(${placed.matrix.e}px, ${placed.matrix.f}px)` }];
}

function flyCards(root, before) {
  const motion = motionOf(root);
  const svg = root.querySelector(".table-svg");
  if (!svg || !motion || motion.flight <= 0) return;
  // The first screen is drawn hidden: its cards are dealt once the page shows it (app.js's ready()
  // marks <body data-ready> and says "app:ready").
  if (!document.body.dataset.ready) {
    window.addEventListener("app:ready", () => requestAnimationFrame(() => flyCards(root, before)), { once: true });
    return;
  }
  const placeOf = (key) => {
    const place = svg.querySelector(`[data-place][data-key="${CSS.escape(key)}"]`);
    return before.places.get(key) || (place ? placeBox(place) : null);
  };
  const moves = [];
  const deals = [];
  for (const node of svg.querySelectorAll("[data-card], [data-from], [data-dealt-from]")) {
    if (before.nodes.has(node)) continue;  // on the table before: it did not arrive
    const { card, from, dealtFrom } = node.dataset;
    const seen = card ? before.cards.get(card) : undefined;
    if (seen) moves.push({ node, box: seen });
    else if (from || dealtFrom) {
      const box = placeOf(from || dealtFrom);
      if (box) (from ? moves : deals).push({ node, box });
    }
  }
  if (!moves.length && !deals.length) return;
  const fade = reducedMotion.matches;
  const step = deals.length > 1 ? Math.max(0, motion.deal - motion.flight) / (deals.length - 1) : 0;
  const start = moves.length ? motion.flight : 0;
  const flights = [...moves.map((move) => ({ ...move, delay: 0 })),
                   ...deals.map((deal, index) => ({ ...deal, delay: start + index * step }))];
  for (const flight of flights) {
    const now = flight.node.getBoundingClientRect();
    const { box } = flight;
    const still = Math.abs(now.left - box.left) < 1 && Math.abs(now.top - box.top) < 1
      && Math.abs(now.width - box.width) < 1;
    if (still) continue;
    flight.frames = fade ? [{ opacity: 0 }, { opacity: 1 }] : flightFrames(flight.node, box);
  }
  for (const { node, frames, delay } of flights) {
    if (!frames) continue;
    node.animate(frames, { duration: fade ? Math.min(200, motion.flight) : motion.flight, delay, fill: "backwards",
                           easing: "cubic-bezier(0.25, 0.7, 0.3, 1)" });
  }
}

// The cards fly from the next frame on, whose layout they read (a layout the frame makes anyway),
// not in the task that puts the markup on the page: from where they were before the first of the
// renders that frame shows.
let boxesBefore = null;

// Called before each render of *root*: its cards fly once the frame shows it.
export function flyAfterRender(root) {
  if (boxesBefore) return;
  boxesBefore = tableBefore(root);
  requestAnimationFrame(() => {
    const before = boxesBefore;
    boxesBefore = null;
    flyCards(root, before);
  });
}
