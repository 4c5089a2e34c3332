import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorFallback, errorMessageOf } from './error-fallback';

describe('errorMessageOf', () => {
  it('uses the error’s message, else the generic sentence', () => {
    expect(errorMessageOf(new Error('supabaseKey is required.'))).toBe('supabaseKey is required.');
    expect(errorMessageOf({ status: 404, statusText: 'Not Found' })).toBe('Not Found');
    expect(errorMessageOf(new Error(''))).toBe('An unexpected error occurred');
    expect(errorMessageOf(undefined)).toBe('An unexpected error occurred');
  });
});

describe('ErrorFallback', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says something went wrong, shows the message and reloads on Refresh Page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<ErrorFallback error={new Error('Chunk failed to load')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
