import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toast';

afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('announces each message and lets it go after its time, not sooner', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const first = { id: 1, message: 'Favorite not saved. Could not reach the server.' };
    const { rerender } = render(<Toaster messages={[first]} onDismiss={onDismiss} durationMs={8000} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Favorite not saved. Could not reach the server.');

    act(() => vi.advanceTimersByTime(5000));
    // A second message arriving does not restart the first one's clock.
    rerender(
      <Toaster messages={[first, { id: 2, message: 'Second' }]} onDismiss={onDismiss} durationMs={8000} />,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it('renders nothing without messages', () => {
    const { container } = render(<Toaster messages={[]} onDismiss={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
