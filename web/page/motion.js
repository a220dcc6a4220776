// The cards' motion (Scopa and Scopone's flights, Minchiate's moves).
// The worker's markup says how the cards move (pyapp/ui/scopa/motion.py): the game's
// data-flight-ms and data-deal-ms (scaled by the speed setting; 0: nothing moves), each card's
// data-card, and on a card that comes from a hidden place the data-key of that place (one marked
// data-place: the stock, a seat's hand, the dealer's seat): data-from for a card played from a
// computer's hand, data-dealt-from for a card just dealt. After a render each card that is new in
// the table's drawing flies from where it was before (the same card elsewhere: from the hand to
// the table, from the table to a pile), else from its place, the dealt cards one after the other
// once the cards just taken have landed. With reduced motion they fade in.
//
// A card does not fly inside the table's <svg>: there a moving card is laid out again at every
// frame, and its face's text drawn at a new scale costs the page a synchronous font look-up each
// time (Chromium on Linux; benchmarks/RESULTS.md, issue #43). It flies as a copy in a layer of its
// own above the page (a "flyer": an <svg> of the card's size, moved by a transform the compositor
// runs, no layout per frame) while the card itself stays hidden in its place ([data-flying]); every
// position is read before anything moves, in the frame that lays the new table out anyway.
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

function motionOf(root) {
  const game = root.querySelector(".game[data-flight-ms]");
  if (!game) return null;
  return { flight: Number(game.dataset.flightMs) || 0, deal: Number(game.dataset.dealMs) || 0 };
}

// Where a card is drawn: the matrix from its local units to the viewport's pixels and its local
// size (its face's; a unit for a drawing without a face, e.g. Minchiate's lead tag), or for a place
// without cards a point (its middle) and no width.
function cardPose(node) {
  const matrix = node.getScreenCTM();
  const face = node.querySelector("use");
  if (!matrix) return null;
  return { matrix: DOMMatrix.fromMatrix(matrix), width: face ? face.width.baseVal.value : 1,
           height: face ? face.height.baseVal.value : 1 };
}

function placePose(place) {
  const cards = place.querySelectorAll(".card");
  if (cards.length) return poseNow(cards[cards.length - 1]);
  const box = place.getBoundingClientRect();
  return { point: { x: box.left + box.width / 2, y: box.top + box.height / 2 } };
}

// Cards in flight: card node -> {flyer, animation, scale (the flyer's pixels a unit of the card)}.
const flying = new Map();

// A card's pose now: its flyer's where it is in flight.
function poseNow(node) {
  const flight = flying.get(node);
  const pose = cardPose(node);
  if (!flight || !pose) return pose;
  const moving = getComputedStyle(flight.flyer).transform;
  return moving && moving !== "none" ? { ...pose, matrix: new DOMMatrix(moving).scale(flight.scale) } : pose;
}

// Before a render: the table's cards (their poses by data-card) and places, if its cards move.
function tableBefore(root) {
  const before = { nodes: new Set(), cards: new Map(), places: new Map() };
  const motion = motionOf(root);
  const svg = root.querySelector(".table-svg");
  if (!svg || !motion || motion.flight <= 0) return before;
  for (const node of svg.querySelectorAll("[data-card], [data-from], [data-dealt-from]")) {
    before.nodes.add(node);
    // (a card just taken, under its pile, is where cards go, never where they come from)
    if (node.dataset.card && !node.classList.contains("taken")) {
      const pose = poseNow(node);
      if (pose) before.cards.set(node.dataset.card, pose);
    }
  }
  for (const place of svg.querySelectorAll("[data-place]")) before.places.set(place.dataset.key, placePose(place));
  return before;
}

// The transform that draws a card of local size *to* (its pose) where *from* was: over that card
// at its width, or small, centred on a point.
function startMatrix(from, to) {
  if (from.point) {
    const scale = 0.4 * Math.hypot(to.matrix.a, to.matrix.b);
    return new DOMMatrix().translate(from.point.x - (to.width * scale) / 2, from.point.y - (to.height * scale) / 2)
      .scale(scale);
  }
  return from.matrix.scale(from.width / to.width);
}

function near(a, b) {
  return Math.abs(a.e - b.e) < 1 && Math.abs(a.f - b.f) < 1 && Math.abs(a.a - b.a) < 0.01 && Math.abs(a.d - b.d) < 0.01;
}

let layer = null;  // the flyers' layer (created at the first flight)

// A copy of the card *node* to fly: its drawing, without its place, its role or its controls, drawn
// at its size on the screen (*scale* pixels a unit of the table): its face's text takes the font
// size the card's own took, and the transform that moves it only places it.
function makeFlyer(node, pose, scale) {
  if (!layer) {
    layer = document.createElement("div");
    layer.className = "flights";
    layer.setAttribute("aria-hidden", "true");
    document.body.append(layer);
  }
  const svgNS = "http://www.w3.org/2000/svg";
  const flyer = document.createElementNS(svgNS, "svg");
  flyer.setAttribute("class", "flyer");
  flyer.setAttribute("viewBox", `0 0 ${pose.width} ${pose.height}`);
  flyer.setAttribute("width", pose.width * scale);
  flyer.setAttribute("height", pose.height * scale);
  for (const name of ["card", "from", "dealtFrom"]) if (node.dataset[name]) flyer.dataset[name] = node.dataset[name];
  const drawing = document.createElementNS(svgNS, "g");
  drawing.setAttribute("class", node.getAttribute("class") || "card");
  for (const child of node.children) drawing.append(child.cloneNode(true));
  flyer.append(drawing);
  flyer.uses = drawing.querySelectorAll("use").length;  // what it costs to style (boardFlyers)
  return flyer;
}

// Flyers wait to go on the page, a few a frame: each is a whole card to style (Minchiate's deal
// flies 24 at once, ~2,300 elements), and each <use> in it a copy of a sprite's drawing (a face
// ~60 elements, a back ~20). A frame takes up to FLYERS_A_FRAME flyers holding up to
// USES_A_FRAME <use> between them, and always the next one: a stack of backs (Minchiate's hands,
// ~20 <use>) goes alone (benchmarks/RESULTS.md, issue #43). Their flights have started, so one put
// on the page a frame late is where it would have been.
const FLYERS_A_FRAME = 6;
const USES_A_FRAME = 12;
const waiting = [];

// The flyers of the next frame: the first waiting, then more while the frame's budget holds.
function nextBoarding() {
  let uses = 0;
  let count = 0;
  while (count < waiting.length && count < FLYERS_A_FRAME) {
    const weight = waiting[count].uses;
    if (count > 0 && uses + weight > USES_A_FRAME) break;
    uses += weight;
    count += 1;
  }
  return waiting.splice(0, count);
}

// Puts the next few waiting flyers on the page (the first ones in the frame their flights start).
function boardFlyers() {
  layer.append(...nextBoarding().filter((flyer) => !flyer.landed));
  if (waiting.length) requestAnimationFrame(boardFlyers);
}

function fly(node, from, to, timing) {
  const earlier = flying.get(node);
  if (earlier) earlier.animation.cancel();  // (its landing leaves the card to this flight)
  const scale = Math.hypot(to.matrix.a, to.matrix.b) || 1;
  const flyer = makeFlyer(node, to, scale);
  const end = to.matrix.scale(1 / scale);
  const frames = [{ transform: startMatrix(from, to).scale(1 / scale).toString() }, { transform: end.toString() }];
  flyer.style.transform = end.toString();  // where it lands (and stays until it is taken away)
  node.dataset.flying = "";
  const animation = flyer.animate(frames, timing);
  const flight = { flyer, animation, scale };
  flying.set(node, flight);
  if (waiting.push(flyer) === 1) queueMicrotask(boardFlyers);  // once the frame's flights are all known
  const land = () => {
    flyer.landed = true;
    flyer.remove();
    if (flying.get(node) !== flight) return;
    flying.delete(node);
    delete node.dataset.flying;
  };
  animation.finished.then(land, land);
}

// Flyers of cards that a render took off the page are dropped: the card flies again from there if
// the new table has it elsewhere.
function dropLeftFlights() {
  for (const [node, { animation }] of flying) {
    if (!node.isConnected) {
      flying.delete(node);
      animation.cancel();
    }
  }
}

// Minchiate's moves: the markup draws a card (or a stack) that the event being told moved where it
// arrives, with the class "arriving" and, in data-dx/data-dy, how far it comes from (in the table's
// units) and, in data-move-ms, how long it takes (pyapp/ui/minchiate/felt.py); it slides in from
// there once, when it starts arriving.
let arrivingBefore = new Set();

function slideArrivals(root) {
  const arriving = new Set(root.querySelectorAll(".table-svg .arriving"));
  const starting = [...arriving].filter((node) => !arrivingBefore.has(node));
  arrivingBefore = arriving;
  if (!starting.length || reducedMotion.matches || !document.body.dataset.ready) return;
  const slides = [];
  for (const node of starting) {  // every read before any write
    const to = cardPose(node);
    const parent = node.parentNode.getScreenCTM ? node.parentNode.getScreenCTM() : null;
    if (!to || !parent) continue;
    const dx = Number(node.dataset.dx) || 0;
    const dy = Number(node.dataset.dy) || 0;
    // (on the screen, the parent's matrix turns the table's units)
    const shift = new DOMMatrix().translate(parent.a * dx + parent.c * dy, parent.b * dx + parent.d * dy);
    const from = { matrix: shift.multiply(to.matrix), width: to.width };
    slides.push({ node, from, to, duration: Number(node.dataset.moveMs) || 0 });
  }
  for (const { node, from, to, duration } of slides) {
    if (duration > 0) fly(node, from, to, { duration, fill: "backwards", easing: "ease-out" });
  }
}

function flyCards(root, before) {
  const motion = motionOf(root);
  const svg = root.querySelector(".table-svg");
  dropLeftFlights();
  slideArrivals(root);
  if (!svg || !motion || motion.flight <= 0) return;
  // The first screen is drawn hidden: its cards are dealt once the page shows it (app.js's ready()
  // marks <body data-ready> and says "app:ready").
  if (!document.body.dataset.ready) {
    window.addEventListener("app:ready", () => requestAnimationFrame(() => flyCards(root, before)), { once: true });
    return;
  }
  const placeOf = (key) => {
    const place = svg.querySelector(`[data-place][data-key="${CSS.escape(key)}"]`);
    return before.places.get(key) || (place ? placePose(place) : null);
  };
  const moves = [];
  const deals = [];
  for (const node of svg.querySelectorAll("[data-card], [data-from], [data-dealt-from]")) {
    if (before.nodes.has(node)) continue;  // on the table before: it did not arrive
    const { card, from, dealtFrom } = node.dataset;
    const seen = card ? before.cards.get(card) : undefined;
    if (seen) moves.push({ node, from: seen });
    else if (from || dealtFrom) {
      const pose = placeOf(from || dealtFrom);
      if (pose) (from ? moves : deals).push({ node, from: pose });
    }
  }
  if (!moves.length && !deals.length) return;
  const fade = reducedMotion.matches;
  const step = deals.length > 1 ? Math.max(0, motion.deal - motion.flight) / (deals.length - 1) : 0;
  const start = moves.length ? motion.flight : 0;
  const flights = [...moves.map((move) => ({ ...move, delay: 0 })),
                   ...deals.map((deal, index) => ({ ...deal, delay: start + index * step }))];
  for (const flight of flights) flight.to = cardPose(flight.node);  // every read before any write
  for (const { node, from, to, delay } of flights) {
    if (!to || (!from.point && near(startMatrix(from, to), to.matrix))) continue;  // it did not move
    if (fade) {
      node.animate([{ opacity: 0 }, { opacity: 1 }], { duration: Math.min(200, motion.flight), delay, fill: "backwards" });
    } else {
      fly(node, from, to, { duration: motion.flight, delay, fill: "backwards", easing: "cubic-bezier(0.25, 0.7, 0.3, 1)" });
    }
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
