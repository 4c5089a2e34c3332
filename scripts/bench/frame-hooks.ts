// Browser benches that count dropped frames (graph, calendar-views): an init script that records, while
// `window.__frames.isOn`, each frame's interval and the time its animation-frame callbacks took.
// Kept as text, so that no compiled helper leaks into the page.
export const FRAME_HOOKS = `(() => {
  const frames = { intervals: [], work: [], isOn: false, last: 0, busy: 0 };
  window.__frames = frames;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => raf((time) => {
    const started = performance.now();
    try { callback(time); } finally { frames.busy += performance.now() - started; }
  });
  const tick = (time) => {
    if (frames.isOn && frames.last > 0) { frames.intervals.push(time - frames.last); frames.work.push(frames.busy); }
    frames.last = time;
    frames.busy = 0;
    raf(tick);
  };
  raf(tick);
})();`;
