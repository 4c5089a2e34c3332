// Browser benches that count dropped frames (graph, calendar-views, maps-paint): an init script that
// records, while `window.__frames.isOn`, each frame's interval, when it ended and the time its
// animation-frame callbacks took, and the page's long tasks (over 50 ms of its main thread, as Chromium
// reports them), so that a dropped frame can be told apart as the page's own or the machine's.
// Kept as text, so that no compiled helper leaks into the page; installing it twice does nothing.
export const FRAME_HOOKS = `(() => {
  if (window.__frames) return;
  const frames = { intervals: [], times: [], work: [], longTasks: [], isOn: false, last: 0, busy: 0 };
  window.__frames = frames;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => raf((time) => {
    const started = performance.now();
    try { callback(time); } finally { frames.busy += performance.now() - started; }
  });
  const tick = (time) => {
    if (frames.isOn && frames.last > 0) {
      frames.intervals.push(time - frames.last);
      frames.times.push(time);
      frames.work.push(frames.busy);
    }
    frames.last = time;
    frames.busy = 0;
    raf(tick);
  };
  raf(tick);
  try {
    new PerformanceObserver((list) => {
      if (!frames.isOn) return;
      for (const entry of list.getEntries()) frames.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: false });
  } catch {}
})();`;
