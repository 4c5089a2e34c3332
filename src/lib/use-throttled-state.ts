import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A value that follows `set(next)` at most once per `intervalMs`: a change after a quiet spell passes in
 * the same event (no extra render or effect first), changes in a burst wait for the rest of the
 * interval, and the last one always passes. Search as you type: the first key asks at once, fast typing
 * asks ten times a second at most. `onPass` runs as each value passes (to start work before the render).
 */
export function useThrottledState<T>(
  initial: T,
  intervalMs: number,
  onPass?: (next: T) => void,
): [T, (next: T) => void] {
  const [passed, setPassed] = useState(initial);
  const lastRef = useRef(Number.NEGATIVE_INFINITY);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onPassRef = useRef(onPass);
  onPassRef.current = onPass;
  useEffect(() => () => clearTimeout(timerRef.current), []);
  const set = useCallback(
    (next: T) => {
      clearTimeout(timerRef.current);
      const pass = () => {
        lastRef.current = performance.now();
        onPassRef.current?.(next);
        setPassed(next);
      };
      const wait = lastRef.current + intervalMs - performance.now();
      if (wait <= 0) pass();
      else timerRef.current = setTimeout(pass, wait);
    },
    [intervalMs],
  );
  return [passed, set];
}
