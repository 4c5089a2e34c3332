import { useEffect, useRef, useState } from 'react';

/**
 * `value`, changed at most once per `intervalMs`: a change after a quiet spell passes at once, changes
 * in a burst wait for the rest of the interval, and the last one always passes (search as you type:
 * the first key answers at once, fast typing asks ten times a second at most).
 */
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [passed, setPassed] = useState(value);
  const lastRef = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const pass = () => {
      lastRef.current = performance.now();
      setPassed(value);
    };
    const wait = lastRef.current + intervalMs - performance.now();
    if (wait <= 0) {
      pass();
      return;
    }
    const timer = setTimeout(pass, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return passed;
}
