import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledState } from './use-throttled-state';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useThrottledState', () => {
  it('passes a change after a quiet spell at once, and the last of a burst after the interval', () => {
    const { result } = renderHook(() => useThrottledState('', 100));
    act(() => result.current[1]('a'));
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('ab'));
    act(() => result.current[1]('abc'));
    expect(result.current[0]).toBe('a');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current[0]).toBe('abc');
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current[1]('abcd'));
    expect(result.current[0]).toBe('abcd');
  });
});
