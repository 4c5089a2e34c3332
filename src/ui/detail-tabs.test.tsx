import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DetailNotFound } from './detail-not-found';
import { DetailTabs } from './detail-tabs';

const tabs = [
  { path: '', label: 'Overview' },
  { path: 'chapters', label: 'Chapters' },
];

// A tab loaded on demand, as the detail pages load theirs.
const ChaptersTab = lazy(async () => ({ default: () => <h2>Chapter list</h2> }));

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/novels/:novelId/*"
          element={
            <DetailTabs
              base="/novels/n1"
              tabs={tabs}
              label="Novel sections"
              notFoundMessage="This novel has no section at that address."
            >
              <Route index element={<h2>About the novel</h2>} />
              <Route path="chapters" element={<ChaptersTab />} />
            </DetailTabs>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DetailTabs', () => {
  it('shows the tab bar and the tab of the address, loading a lazy tab', async () => {
    renderAt('/novels/n1/chapters');
    expect(screen.getByRole('navigation', { name: 'Novel sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chapters' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Chapter list' })).toBeInTheDocument();
  });

  it('says an unknown sub-path is no section and leads to the overview', async () => {
    const user = userEvent.setup();
    renderAt('/novels/n1/dungeons');
    expect(screen.getByRole('heading', { name: 'Section not found' })).toBeInTheDocument();
    expect(screen.getByText('This novel has no section at that address.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Overview' }));
    expect(screen.getByRole('heading', { name: 'About the novel' })).toBeInTheDocument();
  });
});

describe('DetailNotFound', () => {
  it('shows the heading, the sentence and every way back', () => {
    render(
      <MemoryRouter>
        <DetailNotFound
          title="World Not Found"
          message="The world you're looking for doesn't exist or has been removed."
          links={[
            { to: '/universes/u1/worlds', label: 'Back to the universe' },
            { to: '/universes', label: 'All universes' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'World Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The world you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the universe' })).toHaveAttribute(
      'href',
      '/universes/u1/worlds',
    );
    expect(screen.getByRole('link', { name: 'All universes' })).toHaveAttribute('href', '/universes');
  });
});
