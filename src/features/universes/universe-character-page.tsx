import { useParams } from 'react-router';
import type { UniverseDetail } from '../../../common/domain/universe';
import { useAppearances, useCharacterActions, useCharacters } from '../../data/characters';
import { AppearanceList } from '../../ui/appearance-list';
import { Badge } from '../../ui/badge';
import { characterFormSpec } from '../../ui/character-form';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { PartPage } from '../../ui/part-page';
import { useTrashSentence } from '../../ui/trash-retention';
import { usePartEditor } from '../../ui/use-part-editor';

/**
 * A References character of the universe on a page of its own (`/universes/:id/characters/:characterId`):
 * where it sits, its role and description, Edit and Delete. An unknown id says so.
 */
export default function UniverseCharacterPage({ universe }: { universe: UniverseDetail }) {
  const { characterId = '' } = useParams();
  const characters = useCharacters({ universeId: universe.id });
  const appearances = useAppearances(characterId);
  const actions = useCharacterActions({ universeId: universe.id });
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
      part={character}
      record={{ noun: 'universe', name: universe.name, href: base }}
      tab={{ label: 'Characters', href: `${base}/characters` }}
      badge={(part) => (part.role ? <Badge>{String(part.role)}</Badge> : null)}
      related={() => <AppearanceList read={appearances} />}
      entityKind="character"
      familyTreeHref={(part) => `${base}/characters/${encodeURIComponent(part.id)}/family`}
      deleteMessage={(_part, name) =>
        `${name} is deleted, and leaves every novel and campaign it appears in. ${trashSentence}`
      }
    />
  );
}
