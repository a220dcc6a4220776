// The capture choice (Scopa, Scopone): a capture pointed at, or focused from the keyboard, marks
// its cards on the table (its data-take); a choice that opens takes the focus to its first capture
// and gives it back when it closes; arrow keys walk its captures.
import { giveFocusBack, rememberFocus } from "./focus.js";

let openChoice = null;  // the card whose captures are offered
let focusBeforeChoice = null;  // what had the focus when they were (rememberFocus)

// Marks the table cards of *option* (a capture button; null: none) in *root*.
export function previewCapture(root, option) {
  for (const card of root.querySelectorAll(".table-cards [data-previewed]")) card.removeAttribute("data-previewed");
  if (!option) return;
  for (const id of option.dataset.take.split(" ")) {
    const card = root.querySelector(`.table-cards [data-card="${CSS.escape(id)}"]`);
    if (card) card.setAttribute("data-previewed", "");
  }
}

// The keyboard's capture: the one focused from the keyboard (null for a pointer's focus or none).
export function keyboardCapture(element) {
  const option = element && element.closest ? element.closest("[data-take]") : null;
  return option && option.matches(":focus-visible") ? option : null;
}

// After a render of *root*: the choice that opened takes the focus, the one that closed gives it back.
export function followChoice(root) {
  const choice = root.querySelector(".choices[data-choice]");
  if (choice && choice.dataset.choice !== openChoice) {
    openChoice = choice.dataset.choice;
    focusBeforeChoice = rememberFocus();
    const first = choice.querySelector("[data-take]");
    if (first) first.focus({ preventScroll: true });
  } else if (!choice && openChoice !== null) {
    openChoice = null;
    giveFocusBack(focusBeforeChoice, root);
  }
  previewCapture(root, keyboardCapture(document.activeElement));
}

// Arrow keys walk the captures of a choice (left and right as the page's direction reads).
export function moveInChoice(target, key) {
  const options = target.closest ? target.closest(".choice-options") : null;
  if (!options) return false;
  const buttons = Array.from(options.querySelectorAll("button"));
  const index = buttons.indexOf(target);
  const rtl = document.documentElement.dir === "rtl";
  const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[key];
  if (index < 0 || !step) return false;
  buttons[(index + step + buttons.length) % buttons.length].focus();
  return true;
}
