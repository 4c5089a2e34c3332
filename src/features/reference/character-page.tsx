import { Navigate, useParams } from 'react-router';
import { recordPage } from '../../../common/workspace/kinds';
import { useCampaigns } from '../../data/campaigns';
import { useAppearances, useCharacterActions } from '../../data/characters';
import { useNovels } from '../../data/novels';
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

/**
 * A character of no universe on a page of its own (`/characters/:characterId`, decision 061): one made in
 * a novel or a campaign that has no universe. Where it lives leads back; a character of a universe is
 * sent to its universe's page of it.
 */
export default function CharacterPage() {
  const { characterId = '' } = useParams();
  const characters = useRecords('character');
  const novels = useNovels();
  const campaigns = useCampaigns();
  const appearances = useAppearances(characterId);
  const actions = useCharacterActions({});
  const trashSentence = useTrashSentence();
  const editor = usePartEditor(
    {
      spec: characterFormSpec,
      save: (id, fields, version) => actions.save(id, fields, version),
      remove: (part) => actions.remove(part.id),
    },
    { href: (part) => `/characters/${part.id}` },
  );
  if (characters.isPending) return <LoadingBlock label="Loading character…" />;
  if (characters.isError) return <ListPageError message={characters.error.message} />;
  const character = characters.data.find((entry) => entry.id === characterId);
  if (character?.universeId !== undefined) {
    const page = recordPage('character', character);
    if (page !== undefined && page !== `/characters/${character.id}`) return <Navigate to={page} replace />;
  }
  const novel = novels.data?.find((entry) => entry.id === character?.novelId);
  const campaign = campaigns.data?.find((entry) => entry.id === character?.campaignId);
  const home =
    novel !== undefined
      ? { noun: 'novel', name: novel.title, href: `/novels/${novel.id}` }
      : campaign !== undefined
        ? { noun: 'campaign', name: campaign.title, href: `/campaigns/${campaign.id}` }
        : { noun: 'workspace', name: 'References', href: '/reference' };
  return (
    <PartPage
      editor={editor}
      part={character}
      record={home}
      tab={{
        label: 'Characters',
        href: home.href === '/reference' ? '/reference' : `${home.href}/characters`,
      }}
      badge={(part) => (part.role ? <Badge>{String(part.role)}</Badge> : null)}
      media={portraitMedia}
      related={() => <AppearanceList read={appearances} />}
      entityKind="character"
      fieldsContainer={null}
      deleteMessage={(_part, name) =>
        `${name} is deleted, and leaves every novel and campaign it appears in. ${trashSentence}`
      }
    />
  );
}
