import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CampaignCharacter } from '../../common/domain/campaign';
import { storyCardNote } from '../../common/workspace/cast';
import { CampaignCharacterCard } from '../features/campaigns/tabs/characters-tab';
import { CharacterCard } from './character-card';

// The character's References role, as the tabs pass it.
const protagonist = 'Protagonist';

describe('a character card in a story', () => {
  it('marks the role and notes as this novel’s own, above the notes', () => {
    render(
      <CharacterCard
        name="Mira Coldwater"
        role={protagonist}
        description="Apprenticed at the forge in this book."
        storyNote={storyCardNote('novels/characters')}
      />,
    );
    const note = screen.getByText('Role and notes: in this novel only');
    const notes = screen.getByText('Apprenticed at the forge in this book.');
    expect(note.compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Protagonist')).toBeInTheDocument();
  });

  it('says nothing of a story where the card is the character’s own (References, a universe)', () => {
    render(<CharacterCard name="Mira Coldwater" role={protagonist} description="A forge apprentice." />);
    expect(screen.queryByText(/in this (novel|campaign) only/)).not.toBeInTheDocument();
  });

  it('marks a campaign character’s role and notes as the campaign’s, not its race and class', async () => {
    const character: CampaignCharacter = {
      id: 'cc-brannoc',
      name: 'Brannoc Vale',
      type: 'player',
      race: 'Cindrel',
      class: 'Fighter',
      role: 'Shield of the party',
      description: 'Owes the toll-keeper.',
      characterId: 'ch-brannoc',
    };
    const router = createMemoryRouter(
      [{ path: '*', element: <CampaignCharacterCard character={character} href="/x" controls={null} /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Role and notes: in this campaign only')).toBeInTheDocument();
    expect(screen.getByText('Cindrel')).toBeInTheDocument();
    expect(screen.getByText('Fighter')).toBeInTheDocument();
    expect(screen.getByText('Owes the toll-keeper.')).toBeInTheDocument();
  });
});
