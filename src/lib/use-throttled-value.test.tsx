import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledValue } from './use-throttled-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useThrottledValue', () => {
  it('passes a change after a quiet spell at once, and the last of a burst after the interval', () => {
    const { result, rerender } = renderHook(({ value }) => useThrottledValue(value, 100), {
      initialProps: { value: 'a' },
    });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'ab' });
    expect(result.current).toBe('ab');
    rerender({ value: 'abc' });
    rerender({ value: 'abcd' });
    expect(result.current).toBe('ab');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('abcd');
  });
});
