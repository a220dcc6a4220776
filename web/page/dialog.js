// The dialog layer above the screen (#dialog). A dialog is modal: while it is open the page behind
// it is inert (no focus, no click, no key reaches the game), the focus goes into it (its
// [autofocus] control, else its first control), and when it closes the focus goes back to the
// control that opened it (or, gone, its data-key's).
import { giveFocusBack, rememberFocus, replaceMarkup } from "./focus.js";

const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), select, [tabindex='0']";
const app = document.getElementById("app");
export const dialogRoot = document.createElement("div");
dialogRoot.id = "dialog";
document.body.append(dialogRoot);
let opener = null;  // what had the focus when the dialog opened (rememberFocus)

export function dialogOpen() {
  return dialogRoot.childElementCount > 0;
}

// Shows *markup* in the dialog layer (empty: closes the dialog).
export function showDialog(markup) {
  const wasOpen = dialogOpen();
  if (markup && !wasOpen) opener = rememberFocus();
  replaceMarkup(dialogRoot, markup, Boolean(markup));
  app.inert = Boolean(markup);
  if (markup) {
    if (!dialogRoot.contains(document.activeElement)) {
      const first = dialogRoot.querySelector(FOCUSABLE);
      if (first) first.focus();
    }
    return;
  }
  if (!wasOpen) return;
  giveFocusBack(opener, app);
  opener = null;
}
