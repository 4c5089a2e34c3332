import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TabLinks, tabHref } from './tab-links';

const tabs = [
  { path: '', label: 'Overview' },
  { path: 'chapters', label: 'Chapters' },
  { path: 'story-arcs', label: 'Story Arcs' },
];

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <TabLinks base="/novels/n1" tabs={tabs} label="Novel sections" />
    </MemoryRouter>,
  );
}

describe('TabLinks', () => {
  it('marks only the overview tab current on the base URL', () => {
    renderAt('/novels/n1');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Chapters' })).not.toHaveAttribute('aria-current');
  });

  it('marks the sub-route tab current, also on a nested path, and not the overview', () => {
    renderAt('/novels/n1/chapters/c3');
    expect(screen.getByRole('link', { name: 'Chapters' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('links each tab to its sub-route inside a named navigation', () => {
    renderAt('/novels/n1');
    expect(screen.getByRole('navigation', { name: 'Novel sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Story Arcs' })).toHaveAttribute('href', '/novels/n1/story-arcs');
  });
});

describe('tabHref', () => {
  it('joins without doubled or missing slashes', () => {
    expect(tabHref('/novels/n1/', '/chapters')).toBe('/novels/n1/chapters');
    expect(tabHref('/novels/n1', '')).toBe('/novels/n1');
  });
});
