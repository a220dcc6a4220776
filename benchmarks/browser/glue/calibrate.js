// benchmarks/glue.py checks its probes here: two busy loops (300 ms, then 120 ms) must show as
// long tasks and as a requestAnimationFrame gap, and a SharedArrayBuffer made without
// cross-origin isolation (what Pyodide does at start) as an Audits issue of the page.
function busy(ms) {
  const end = performance.now() + ms;
  while (performance.now() < end) { /* busy */ }
}
setTimeout(() => {
  busy(300);
  setTimeout(() => {
    busy(120);
    try { void new WebAssembly.Memory({ initial: 1, maximum: 1, shared: true }).buffer; } catch { /* none */ }
    document.body.dataset.ready = "1";
  }, 100);
}, 400);
