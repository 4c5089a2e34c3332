import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isTabCurrent, TabLinks, tabHref } from './tab-links';

const tabs = [
  { path: '', label: 'Overview' },
  { path: 'chapters', label: 'Chapters' },
  { path: 'story-arcs', label: 'Story Arcs' },
  { path: 'timelines', label: 'Timeline', alsoMatches: ['events'] },
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

  it('marks a tab current on the pages of the other paths it lists', () => {
    renderAt('/novels/n1/events/e3');
    expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/novels/n1/timelines');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });
});

describe('isTabCurrent', () => {
  const base = '/novels/n1';
  it('matches the overview only at the base itself, a trailing slash ignored', () => {
    expect(isTabCurrent('/novels/n1', base, { path: '' })).toBe(true);
    expect(isTabCurrent('/novels/n1/', base, { path: '' })).toBe(true);
    expect(isTabCurrent('/novels/n1/chapters', base, { path: '' })).toBe(false);
  });

  it('matches a tab at its path, nested paths and its other paths, not at a longer name', () => {
    const timeline = { path: 'timelines', alsoMatches: ['events'] };
    expect(isTabCurrent('/novels/n1/timelines', base, timeline)).toBe(true);
    expect(isTabCurrent('/novels/n1/events/e1', base, timeline)).toBe(true);
    expect(isTabCurrent('/novels/n1/Events/e1', base, timeline)).toBe(true);
    expect(isTabCurrent('/novels/n1/eventsx', base, timeline)).toBe(false);
    expect(isTabCurrent('/novels/n1/chapters', base, timeline)).toBe(false);
  });
});

describe('tabHref', () => {
  it('joins without doubled or missing slashes', () => {
    expect(tabHref('/novels/n1/', '/chapters')).toBe('/novels/n1/chapters');
    expect(tabHref('/novels/n1', '')).toBe('/novels/n1');
  });
});
