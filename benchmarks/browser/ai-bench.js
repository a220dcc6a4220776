// Main-thread responsiveness probe: records the gap between consecutive animation frames
// and every long task, so the benchmark can report the longest main-thread stall while the
// AI worker thinks. Copied next to index.html by benchmarks/ai_browser.py (no inline script:
// the page runs under the production CSP).
window.__frames = [];
window.__longTasks = [];
(function loop() {
  window.__frames.push(performance.now());
  requestAnimationFrame(loop);
})();
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push([entry.startTime, entry.duration]);
    }
  }).observe({ entryTypes: ["longtask"] });
} catch (error) { /* longtask not supported: frame gaps still measured */ }
