import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { setWorkspaceRepository } from '../../data/workspace';
import NovelDetailPage from './novel-detail-page';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/novels/:novelId/*', element: <NovelDetailPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => setWorkspaceRepository(createInMemoryRepository({ latencyMs: 0 })));

describe('NovelDetailPage', () => {
  it('shows the header, statistics and the universe link on the overview', async () => {
    renderAt('/novels/n-ashen-crown');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Novels' })).toHaveAttribute('href', '/novels');
    expect(screen.getByRole('button', { name: 'Favorite The Ashen Crown' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(await screen.findByText('84,250')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'The Emberreach' })).toHaveAttribute(
      'href',
      '/universes/u-emberreach',
    );
    expect(document.title).toBe('The Ashen Crown · Fablehold');
  });

  it('lists the events of the novel’s timeline sorted by their date text', async () => {
    renderAt('/novels/n-ashen-crown/timelines');
    const list = await screen.findByRole('list', { name: 'Timeline events' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // The sample novel's own events were already on its timeline, 'The Ashen Crown: story events'.
    expect(titles).toEqual([
      'Mira’s brother trapped',
      'Mira breaks her oath',
      'Apprenticed to the Sunken Forge',
      'The forge goes cold',
      'The crown is found',
      'Audience with the Court',
      'Tamsin reads the ash',
      'Up the Thousand Stairs',
    ]);
  });

  it('shows a not-found state with a way back for an unknown id', async () => {
    renderAt('/novels/no-such-novel/chapters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Novel Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Novels' })).toHaveAttribute('href', '/novels');
  });

  it('says which section is unknown instead of showing a blank tab', async () => {
    renderAt('/novels/n-ashen-crown/nonsense');
    expect(await screen.findByRole('heading', { name: 'Section not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Overview' })).toHaveAttribute(
      'href',
      '/novels/n-ashen-crown',
    );
  });
});
