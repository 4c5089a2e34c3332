import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import { makeEvent } from '../model/test-events';
import { TimelineEvents } from './timeline-events';

/** Many events, deliberately out of date order; every tenth is critical and tagged 'battle'. */
function manyEvents(count: number): TimelineEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    return makeEvent({
      id: `e${n}`,
      title: `Event number ${n}`,
      date: `Year ${n}`,
      importance: n % 10 === 0 ? 'critical' : 'minor',
      tags: n % 10 === 0 ? ['battle', 'a', 'b', 'c', 'd'] : [],
    });
  });
}

function renderEvents(events: TimelineEvent[]) {
  const handlers = { onAdd: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(<TimelineEvents events={events} {...handlers} />);
  return handlers;
}

const eventList = () => screen.getByRole('list', { name: 'Events' });
const renderedTitles = () =>
  within(eventList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the events panel', () => {
  it('renders only a window of a 10,000-event timeline, in date order', () => {
    renderEvents(manyEvents(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('10,000 events');
    const items = within(eventList()).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(60);
    expect(renderedTitles().slice(0, 3)).toEqual(['Event number 1', 'Event number 2', 'Event number 3']);
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
  });

  it('filters by the sidebar choice and marks it pressed', async () => {
    const user = userEvent.setup();
    renderEvents(manyEvents(200));
    const filters = screen.getByRole('region', { name: 'Filter events' });
    const critical = within(filters).getByRole('button', { name: /^Critical/ });
    expect(within(filters).getByRole('button', { name: /^All Events/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(critical);
    expect(critical).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: /^All Events/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('status')).toHaveTextContent('20 of 200 events');
    expect(renderedTitles()[0]).toBe('Event number 10');
  });

  it('combines the search with the filter and offers to add an event when nothing matches', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderEvents(manyEvents(200));
    await user.click(screen.getByRole('button', { name: /^battle/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'number 11');
    expect(await screen.findByText('1 of 200 events')).toBeInTheDocument();
    expect(renderedTitles()).toEqual(['Event number 110']);
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'x');
    expect(await screen.findByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add First Event' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('switches view modes, and the card view shows three tags then +N', async () => {
    const user = userEvent.setup();
    renderEvents(manyEvents(30));
    await user.click(screen.getByRole('button', { name: /^battle/ }));
    const timeline = screen.getByRole('button', { name: 'Timeline' });
    const card = screen.getByRole('button', { name: 'Card' });
    expect(timeline).toHaveAttribute('aria-pressed', 'true');
    const tenth = () => screen.getByRole('article', { name: 'Event number 10' });
    expect(within(tenth()).getByText('d')).toBeInTheDocument();
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(timeline).toHaveAttribute('aria-pressed', 'false');
    const tags = within(tenth()).getByRole('list', { name: 'Tags' });
    expect(within(tags).getByText('+2')).toBeInTheDocument();
    expect(within(tags).queryByText('c')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(within(tenth()).queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  });

  it('passes the event to edit and delete', async () => {
    const user = userEvent.setup();
    const { onEdit, onDelete } = renderEvents(manyEvents(3));
    await user.click(screen.getByRole('button', { name: 'Edit Event number 2' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'e2' }));
    await user.click(screen.getByRole('button', { name: 'Delete Event number 3' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'e3' }));
  });

  it('has one view switcher: the spec’s three views, then To scale in their place', async () => {
    const user = userEvent.setup();
    const handlers = { onAdd: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
    render(<TimelineEvents events={manyEvents(3)} {...handlers} renderScale={() => <p>The scale</p>} />);
    const switchers = screen.getAllByRole('group', { name: 'View mode' });
    expect(switchers).toHaveLength(1);
    const buttons = within(switchers[0] as HTMLElement).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Timeline', 'List', 'Card', 'To scale']);
    await user.click(within(switchers[0] as HTMLElement).getByRole('button', { name: 'To scale' }));
    expect(screen.getByText('The scale')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Events' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByText('The scale')).not.toBeInTheDocument();
  });
});
