// The view state of a pannable, zoomable canvas, as pure transitions.

export type PanZoomLimits = { min: number; max: number; step: number };
export type PanZoomState = { zoom: number; x: number; y: number };

export const initialPanZoom: PanZoomState = { zoom: 1, x: 0, y: 0 };

/** Rounds away floating-point drift so repeated steps land exactly on 0.5, 1.3, 2. */
function roundZoom(zoom: number): number {
  return Math.round(zoom * 1000) / 1000;
}

export function clampZoom(zoom: number, limits: PanZoomLimits): number {
  return roundZoom(Math.min(limits.max, Math.max(limits.min, zoom)));
}

export function zoomBy(state: PanZoomState, direction: 1 | -1, limits: PanZoomLimits): PanZoomState {
  return { ...state, zoom: clampZoom(state.zoom + direction * limits.step, limits) };
}

export function panBy(state: PanZoomState, dx: number, dy: number): PanZoomState {
  return { ...state, x: state.x + dx, y: state.y + dy };
}

export function canZoom(state: PanZoomState, direction: 1 | -1, limits: PanZoomLimits): boolean {
  return direction === 1 ? state.zoom < limits.max : state.zoom > limits.min;
}

/** Dragging is its own small state: idle, or pressed at a point with the offset it started from. */
export type DragState =
  | { kind: 'idle' }
  | { kind: 'dragging'; startX: number; startY: number; origin: PanZoomState };

export function startDrag(state: PanZoomState, clientX: number, clientY: number): DragState {
  return { kind: 'dragging', startX: clientX, startY: clientY, origin: state };
}

export function dragTo(drag: DragState, clientX: number, clientY: number): PanZoomState | undefined {
  if (drag.kind !== 'dragging') return undefined;
  return panBy(drag.origin, clientX - drag.startX, clientY - drag.startY);
}

const PAN_STEP = 40;

/** Keyboard: arrows pan, + and - zoom, 0 resets. Returns undefined for keys the canvas does not handle. */
export function keyToPanZoom(
  key: string,
  state: PanZoomState,
  limits: PanZoomLimits,
): PanZoomState | undefined {
  switch (key) {
    case 'ArrowLeft':
      return panBy(state, PAN_STEP, 0);
    case 'ArrowRight':
      return panBy(state, -PAN_STEP, 0);
    case 'ArrowUp':
      return panBy(state, 0, PAN_STEP);
    case 'ArrowDown':
      return panBy(state, 0, -PAN_STEP);
    case '+':
    case '=':
      return zoomBy(state, 1, limits);
    case '-':
    case '_':
      return zoomBy(state, -1, limits);
    case '0':
      return initialPanZoom;
    default:
      return undefined;
  }
}
