import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useContinuity, useContinuityActions } from '../../data/continuity';
import { createQueryClient } from '../../data/query-client';
import { testEvent, testNovel, testRepository, testTimeline } from '../../data/test-workspace';
import { setWorkspaceRepository } from '../../data/workspace';
import { ContinuityButton } from './continuity-button';
import { ContinuityServicesProvider } from './continuity-services';

// The Continuity button and panel over the in-memory workspace: a character named in an event a week
// after their death is a finding with links; dismissed with a reason it moves to Dismissed, and shown
// again it is open.

afterEach(cleanup);

async function renderContinuity({ withChild = false } = {}) {
  const child = {
    id: 'ch-2',
    name: 'Wren',
    role: 'Protagonist',
    description: '',
    novelId: 'n-1',
    born: '10 January 2026 AD',
  } as const;
  const parentOf = {
    id: 'r-1',
    from: { kind: 'character', id: 'ch-1' },
    to: { kind: 'character', id: 'ch-2' },
    type: 'parent',
    variant: null,
    customLabel: '',
    customInverse: '',
    attitude: null,
    note: '',
    starts: '',
    ends: '',
  } as const;
  const repository = testRepository({
    novels: [testNovel({ id: 'n-1', title: 'Dawn' })],
    characters: [
      {
        id: 'ch-1',
        name: 'Varric',
        role: 'Antagonist',
        description: '',
        novelId: 'n-1',
        born: '1 January 1990 AD',
        died: '3 March 2025 AD',
      },
      ...(withChild ? [child] : []),
    ],
    // The in-memory continuity reads the workspace's relations as the file brings them.
    relations: withChild ? [parentOf] : [],
    timelines: [testTimeline()],
    events: [
      testEvent('e-1', 'The duel', '3 March 2025 AD', { characters: ['Varric'] }),
      testEvent('e-2', 'The feast', '10 March 2025 AD', { characters: ['Varric'] }),
    ],
  });
  await repository.createCalendar({ ownerKind: 'novel', ownerId: 'n-1', preset: 'gregorian' });
  setWorkspaceRepository(repository);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ContinuityServicesProvider services={{ useContinuity, useContinuityActions }}>
          <ContinuityButton scope="novels" id="n-1" name="Dawn" />
        </ContinuityServicesProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

describe('Continuity', () => {
  it('counts open findings in the header, lists each with its links, and dismisses one with a reason', async () => {
    const { user } = await renderContinuity();
    const button = await screen.findByRole('button', { name: 'Continuity 1 open finding' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Continuity of Dawn' });
    const open = within(dialog).getByRole('region', { name: 'Open (1)' });
    const finding = await within(open).findByRole('listitem', { name: 'Acts after death' });
    expect(
      within(finding).getByText(
        'Varric died on 3 March 2025 AD, but event “The feast”, set on 10 March 2025 AD, names them 7 days later, not as a memory, flashback or ghost.',
      ),
    ).toBeInTheDocument();
    expect(within(finding).getByRole('link', { name: 'Event “The feast”' })).toHaveAttribute(
      'href',
      '/timelines/t-1',
    );

    await user.click(within(finding).getByRole('button', { name: 'Dismiss…' }));
    await user.click(within(finding).getByRole('button', { name: 'Dismiss finding' }));
    expect(within(finding).getByText('A reason is required')).toBeInTheDocument();
    await user.type(within(finding).getByLabelText(/Reason for dismissing/), 'Told as a ghost story');
    await user.click(within(finding).getByRole('button', { name: 'Dismiss finding' }));

    const dismissed = await within(dialog).findByRole('region', { name: 'Dismissed (1)' });
    expect(within(dismissed).getByText('Dismissed: Told as a ghost story')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Open (0)' })).toBeInTheDocument();
    // The page behind the open panel is hidden from assistive technology, the count updated all the same.
    expect(
      await screen.findByRole('button', { name: 'Continuity 0 open findings', hidden: true }),
    ).toBeInTheDocument();

    await user.click(within(dismissed).getByRole('button', { name: 'Show again' }));
    expect(await within(dialog).findByRole('region', { name: 'Open (1)' })).toBeInTheDocument();
  });

  it('sets the kinship tolerance from the panel, refusing a negative one and keeping what was typed', async () => {
    const { user } = await renderContinuity({ withChild: true });
    await user.click(await screen.findByRole('button', { name: 'Continuity 2 open findings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continuity of Dawn' });
    const kinship = await within(dialog).findByRole('listitem', { name: 'Impossible age or kinship' });
    expect(within(kinship).getByText(/313 days after their parent Varric died/)).toBeInTheDocument();

    const tolerance = within(dialog).getByLabelText(/Days a child may be born after a parent’s death/);
    expect(tolerance).toHaveValue('300');
    await user.clear(tolerance);
    await user.type(tolerance, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save tolerance' }));
    expect(within(dialog).getByText('The tolerance cannot be negative')).toBeInTheDocument();
    expect(tolerance).toHaveValue('-5');

    await user.clear(tolerance);
    await user.type(tolerance, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save tolerance' }));
    expect(await within(dialog).findByText('Tolerance saved.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('region', { name: 'Open (1)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('listitem', { name: 'Impossible age or kinship' })).toBeNull();
  });

  it('renders nothing where the app gives no continuity', () => {
    render(<ContinuityButton scope="novels" id="n-1" name="Dawn" />);
    expect(screen.queryByRole('button', { name: /Continuity/ })).toBeNull();
  });
});
