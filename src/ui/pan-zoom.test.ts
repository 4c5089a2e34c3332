import { describe, expect, it } from 'vitest';
import { canZoom, dragTo, initialPanZoom, keyToPanZoom, startDrag, zoomBy } from './pan-zoom';

const limits = { min: 0.5, max: 2, step: 0.1 };

describe('pan and zoom', () => {
  it('zooms in steps of 0.1 and stops at 2', () => {
    let state = initialPanZoom;
    for (let i = 0; i < 20; i += 1) state = zoomBy(state, 1, limits);
    expect(state.zoom).toBe(2);
    expect(canZoom(state, 1, limits)).toBe(false);
    expect(zoomBy(initialPanZoom, 1, limits).zoom).toBe(1.1);
  });

  it('zooms out and stops at 0.5', () => {
    let state = initialPanZoom;
    for (let i = 0; i < 20; i += 1) state = zoomBy(state, -1, limits);
    expect(state.zoom).toBe(0.5);
    expect(canZoom(state, -1, limits)).toBe(false);
    expect(canZoom(state, 1, limits)).toBe(true);
  });

  it('pans by the distance dragged from where the drag started', () => {
    const drag = startDrag({ zoom: 1, x: 10, y: 5 }, 100, 100);
    expect(dragTo(drag, 130, 80)).toEqual({ zoom: 1, x: 40, y: -15 });
    expect(dragTo({ kind: 'idle' }, 130, 80)).toBeUndefined();
  });

  it('answers the keyboard: arrows pan, +/- zoom, 0 resets, other keys pass', () => {
    expect(keyToPanZoom('ArrowRight', initialPanZoom, limits)).toEqual({ zoom: 1, x: -40, y: 0 });
    expect(keyToPanZoom('+', initialPanZoom, limits)?.zoom).toBe(1.1);
    expect(keyToPanZoom('-', initialPanZoom, limits)?.zoom).toBe(0.9);
    expect(keyToPanZoom('0', { zoom: 2, x: 5, y: 5 }, limits)).toEqual(initialPanZoom);
    expect(keyToPanZoom('a', initialPanZoom, limits)).toBeUndefined();
  });
});
