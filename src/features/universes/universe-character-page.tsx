import { useParams } from 'react-router';
import type { UniverseDetail } from '../../../common/domain/universe';
import { useOwnerCalendar } from '../../data/calendars';
import { useAppearances, useCharacterActions } from '../../data/characters';
import { useRecords } from '../../data/records';
import { AppearanceList } from '../../ui/appearance-list';
import { Badge } from '../../ui/badge';
import { characterFormSpec } from '../../ui/character-form';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { PartPage } from '../../ui/part-page';
import { portraitMedia } from '../../ui/portrait';
import { useTrashSentence } from '../../ui/trash-retention';
import { usePartEditor } from '../../ui/use-part-editor';
import { WorldDateText } from '../../ui/world-date-text';
import { CharacterAge } from './components/character-age';

/**
 * A References character of the universe on a page of its own (`/universes/:id/characters/:characterId`):
 * where it sits, its role, birth and death, description, its age as of a date of the universe's calendar,
 * Edit and Delete. An unknown id says so.
 */
export default function UniverseCharacterPage({ universe }: { universe: UniverseDetail }) {
  const { characterId = '' } = useParams();
  const characters = useRecords('character', { universeId: universe.id });
  const appearances = useAppearances(characterId);
  const actions = useCharacterActions({ universeId: universe.id });
  const calendar = useOwnerCalendar({ ownerKind: 'universe', ownerId: universe.id }).data?.calendar;
  const trashSentence = useTrashSentence();
  const base = `/universes/${universe.id}`;
  const editor = usePartEditor(
    {
      spec: characterFormSpec,
      save: (id, fields, version) => actions.save(id, fields, version),
      remove: (part) => actions.remove(part.id),
    },
    { href: (part) => `${base}/characters/${part.id}` },
  );
  if (characters.isPending) return <LoadingBlock label="Loading character…" />;
  if (characters.isError) return <ListPageError message={characters.error.message} />;
  const character = characters.data.find((entry) => entry.id === characterId);
  return (
    <PartPage
      editor={editor}
      calendar={calendar}
      part={character}
      record={{ noun: 'universe', name: universe.name, href: base }}
      tab={{ label: 'Characters', href: `${base}/characters` }}
      badge={(part) => (part.role ? <Badge>{String(part.role)}</Badge> : null)}
      media={portraitMedia}
      formatters={{
        born: (value) => <WorldDateText text={String(value ?? '')} calendar={calendar} />,
        died: (value) => <WorldDateText text={String(value ?? '')} calendar={calendar} />,
      }}
      related={(part) => (
        <>
          <CharacterAge
            calendar={calendar}
            life={{ born: String(part.born ?? ''), died: String(part.died ?? '') }}
            calendarHref={`${base}/calendar`}
          />
          <AppearanceList read={appearances} />
        </>
      )}
      entityKind="character"
      fieldsContainer={{ id: universe.id }}
      familyTreeHref={(part) => `${base}/characters/${encodeURIComponent(part.id)}/family`}
      deleteMessage={(_part, name) =>
        `${name} is deleted, and leaves every novel and campaign it appears in. ${trashSentence}`
      }
    />
  );
}
