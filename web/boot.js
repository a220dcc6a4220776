// Shows a clear error panel when Python cannot start (no inline scripts: the CSP forbids them).
const panel = () => document.getElementById("boot-error");
function showBootError(detail) {
  if (document.body.dataset.ready === "1") return;
  const box = panel();
  if (!box) return;
  document.getElementById("boot").hidden = true;
  box.hidden = false;
  const text = box.querySelector("[data-detail]");
  if (text && detail) text.textContent = String(detail).slice(0, 500);
  document.body.dataset.bootError = "1";
}
window.addEventListener("error", (event) => showBootError(event.message || event.error));
window.addEventListener("unhandledrejection", (event) => showBootError(event.reason));
window.addEventListener("py:error", (event) => showBootError(event.detail));
setTimeout(() => showBootError("Python did not start within 60 seconds."), 60000);
