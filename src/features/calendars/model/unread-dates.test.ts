import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../../../common/domain/timeline';
import { gregorian } from '../../../../common/time/presets';
import { unreadDates } from './unread-dates';

describe('the dates a calendar cannot read', () => {
  it('lists each unread date of events, chapters, sessions, lives and campaigns with where to fix it', () => {
    const event = {
      id: 'e1',
      title: 'The Fall',
      date: 'The third winter',
      timelineId: 't1',
    } as TimelineEvent;
    const dates = unreadDates(gregorian, [event], {
      chapters: [
        { id: 'c1', name: 'The river road', date: '14 March 2025', href: '/novels/n/chapters/c1' },
        { id: 'c2', name: 'Ashes', date: '14 Marsh 2025', href: '/novels/n/chapters/c2' },
      ],
      sessions: [{ id: 's1', name: 'Session 1', date: '30 February 2025', href: '/campaigns/k/sessions/s1' }],
      people: [{ id: 'p1', name: 'Mira', born: '3 May 1990', died: 'later', href: '/reference' }],
      currentDates: [{ id: 'k', name: 'The Company', date: 'spring', href: '/campaigns/k' }],
    });
    expect(dates.map(({ what, field, text, href }) => [what, field, text, href])).toEqual([
      ['Event “The Fall”', 'Date', 'The third winter', '/timelines/t1'],
      ['Chapter “Ashes”', 'World date', '14 Marsh 2025', '/novels/n/chapters/c2'],
      ['Session “Session 1”', 'World date', '30 February 2025', '/campaigns/k/sessions/s1'],
      ['Mira', 'Died', 'later', '/reference'],
      ['Campaign “The Company”', 'Current world date', 'spring', '/campaigns/k'],
    ]);
  });
});
