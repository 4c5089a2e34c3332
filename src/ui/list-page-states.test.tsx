import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPageError, ListPageSkeleton, SKELETON_CARD_COUNT } from './list-page-states';

describe('ListPageSkeleton', () => {
  it('announces what is loading once and draws six placeholder cards', () => {
    const { container } = render(<ListPageSkeleton label="Loading novels…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading novels…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    // Each placeholder card starts with its cover block; they are hidden from assistive technology.
    expect(container.querySelectorAll('.aspect-video[aria-hidden="true"]')).toHaveLength(SKELETON_CARD_COUNT);
    expect(SKELETON_CARD_COUNT).toBe(6);
  });
});

describe('ListPageError', () => {
  it('shows the message as an alert with a Try Again button', async () => {
    const onRetry = vi.fn();
    render(<ListPageError message="The workspace could not be loaded" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The workspace could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('reloads the page by default', async () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      render(<ListPageError message="Boom" />);
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('falls back to a generic message when the error has none', () => {
    render(<ListPageError message="" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });
});
