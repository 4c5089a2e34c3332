import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddPartButton } from './add-part-button';
import { TabSection } from './tab-section';

describe('TabSection', () => {
  it('names its region by the h2, shows the count, the figures beside it and the content', () => {
    render(
      <TabSection
        title="Quests"
        count={2}
        empty={{ isEmpty: false, title: 'No quests yet', description: 'Quests appear here.' }}
        aside="300 XP earned of 900 XP"
      >
        <p>Quest list</p>
      </TabSection>,
    );
    const region = screen.getByRole('region', { name: 'Quests (2)' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Quests (2)' }));
    expect(screen.getByText('300 XP earned of 900 XP')).toBeInTheDocument();
    expect(screen.getByText('Quest list')).toBeInTheDocument();
    expect(screen.queryByText('No quests yet')).not.toBeInTheDocument();
  });

  it('says what is missing instead of the content and the figures when empty', () => {
    render(
      <TabSection
        title="Quests"
        count={0}
        empty={{ isEmpty: true, title: 'No quests yet', description: 'Quests appear here.' }}
        aside="0 XP earned of 0 XP"
      >
        <p>Quest list</p>
      </TabSection>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No quests yet' })).toBeInTheDocument();
    expect(screen.getByText('Quests appear here.')).toBeInTheDocument();
    expect(screen.queryByText('Quest list')).not.toBeInTheDocument();
    expect(screen.queryByText('0 XP earned of 0 XP')).not.toBeInTheDocument();
  });

  it('leaves the count out when none is given', () => {
    render(
      <TabSection title="Overview">
        <p>About</p>
      </TabSection>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Overview$/);
  });

  it('puts its actions beside the heading, and the empty state offers the action that fills it', () => {
    const add = (label: string) => <AddPartButton singular="Quest" aria-describedby={label} />;
    const { rerender } = render(
      <TabSection
        title="Quests"
        empty={{
          isEmpty: false,
          title: 'No quests yet',
          description: 'Quests appear here.',
          action: add('empty'),
        }}
        actions={add('header')}
      >
        <p>Quest list</p>
      </TabSection>,
    );
    expect(screen.getByRole('button', { name: 'Add Quest' })).toHaveAttribute('aria-describedby', 'header');
    rerender(
      <TabSection
        title="Quests"
        empty={{
          isEmpty: true,
          title: 'No quests yet',
          description: 'Quests appear here.',
          action: add('empty'),
        }}
        actions={add('header')}
      >
        <p>Quest list</p>
      </TabSection>,
    );
    expect(screen.getByRole('button', { name: 'Add Quest' })).toHaveAttribute('aria-describedby', 'empty');
  });
});
