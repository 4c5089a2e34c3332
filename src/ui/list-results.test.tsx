import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListResults, type ListResultsProps } from './list-results';

type Thing = { id: string; name: string };
const things: Thing[] = [
  { id: 't1', name: 'Ashfall' },
  { id: 't2', name: 'Brine' },
];

function renderResults(props: Partial<ListResultsProps<Thing>>) {
  render(
    <ListResults<Thing>
      query={{ isPending: false, error: null }}
      loadingLabel="Loading things…"
      label="Things"
      items={things}
      view="grid"
      renderCard={(thing) => <h2>Card {thing.name}</h2>}
      renderRow={(thing) => <h2>Row {thing.name}</h2>}
      empty={<p>No things yet</p>}
      {...props}
    />,
  );
}

describe('ListResults', () => {
  it('shows six skeleton cards and the loading label while pending', () => {
    renderResults({ query: { isPending: true, error: null } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading things…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the query's error with Try Again", () => {
    renderResults({ query: { isPending: false, error: new Error('The workspace could not be read') } });
    expect(screen.getByRole('alert')).toHaveTextContent('The workspace could not be read');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the empty state when nothing is left', () => {
    renderResults({ items: [] });
    expect(screen.getByText('No things yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the items as cards or as rows, in order, and announces the summary', () => {
    renderResults({ summary: '2 things shown' });
    const list = screen.getByRole('list', { name: 'Things' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Card Ashfall', 'Card Brine']);
    expect(screen.getByRole('status')).toHaveTextContent('2 things shown');
  });

  it('uses the rows in the list view', () => {
    renderResults({ view: 'list' });
    const list = screen.getByRole('list', { name: 'Things' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Row Ashfall', 'Row Brine']);
  });
});
