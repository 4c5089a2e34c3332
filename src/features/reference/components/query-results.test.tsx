import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RENDERED_ROWS, QueryResults } from './query-results';

const longText = 'x'.repeat(150);

function renderResults(rows: Record<string, unknown>[], columns = ['name', 'note']) {
  return render(<QueryResults result={{ columns, rows }} error={null} runCount={1} focusRequest={0} />);
}

afterEach(() => vi.restoreAllMocks());

describe('QueryResults', () => {
  it('shows the empty state before any run', () => {
    render(<QueryResults result={null} error={null} runCount={0} focusRequest={0} />);
    expect(screen.getByText('No results to display. Run a query to see data.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy as CSV' })).not.toBeInTheDocument();
  });

  it('shows an error in a box titled Error instead of results', () => {
    render(<QueryResults result={null} error="Unsupported query" runCount={1} focusRequest={0} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Unsupported query');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('prints NULL, booleans as text, and cuts long text at 100 characters keeping the whole on hover and focus', () => {
    renderResults([
      { name: null, note: true },
      { name: 'Mira', note: longText },
    ]);
    expect(screen.getByText('2 result(s)')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['NULL', 'true']);
    const cut = screen.getByTitle(longText);
    expect(cut).toHaveTextContent(`${'x'.repeat(100)}...`, { normalizeWhitespace: false });
    expect(cut).toHaveAttribute('tabindex', '0');
    expect(cut).toHaveAccessibleDescription(longText);
  });

  it('copies the whole result as CSV and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderResults([{ name: 'Page 4,112', note: longText }]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy as CSV' }));
    expect(writeText).toHaveBeenCalledWith(`name,note\r\n"Page 4,112",${longText}\r\n`);
    expect(await screen.findByText('Copied 1 row as CSV.')).toBeInTheDocument();
  });

  it('says so when the clipboard is refused', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderResults([{ name: 'Mira', note: 'x' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy as CSV' }));
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
  });

  it('draws at most 500 rows and says the exports carry them all', () => {
    const rows = Array.from({ length: MAX_RENDERED_ROWS + 20 }, (_, index) => ({
      name: `n${index}`,
      note: '',
    }));
    renderResults(rows);
    expect(screen.getByText(`${MAX_RENDERED_ROWS + 20} result(s)`)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(MAX_RENDERED_ROWS + 1);
    expect(screen.getByText(/Showing the first 500 of 520 rows/)).toBeInTheDocument();
  });
});
