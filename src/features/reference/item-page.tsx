import { Link, useParams } from 'react-router';
import { newItemSchema } from '../../../common/api/inputs';
import { itemRarities, itemTypes } from '../../../common/domain/enums';
import { idSchema } from '../../../common/domain/shared';
import { useItemAppearances } from '../../data/items';
import { useRecords } from '../../data/records';
import { AppearanceList } from '../../ui/appearance-list';
import { Badge } from '../../ui/badge';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import type { PartFormSpec } from '../../ui/part-form-values';
import { PartPage } from '../../ui/part-page';

/** How an item's page shows its fields (it is edited in References, so no form opens from here). */
const itemSpec: PartFormSpec = {
  singular: 'Item',
  nameField: 'name',
  prop: 'items',
  schema: newItemSchema
    .pick({ name: true, type: true, rarity: true, description: true, location: true })
    .extend({
      id: idSchema,
    }),
  serverFields: [],
  fields: [
    { name: 'name', label: 'Name', input: 'text', isRequired: true },
    { name: 'type', label: 'Type', input: 'choice', options: itemTypes, isRequired: true },
    { name: 'rarity', label: 'Rarity', input: 'choice', options: itemRarities, isRequired: true },
    { name: 'location', label: 'Location', input: 'text', isRequired: false },
    { name: 'description', label: 'Description', input: 'long-text', isRequired: false },
  ],
};

const noEdit = {
  spec: itemSpec,
  openEdit: () => undefined,
  remove: () => undefined,
  form: <></>,
  optionLabels: undefined,
};

/**
 * A References item on a page of its own (`/items/:itemId`, decision 061): its fields, the campaigns it
 * is in, its relations and what mentions it, so that a mention of it opens a page and makes a backlink.
 * It is changed where items are kept: the References browser and a campaign's Items tab.
 */
export default function ItemPage() {
  const { itemId = '' } = useParams();
  const items = useRecords('item');
  const appearances = useItemAppearances(itemId);
  if (items.isPending) return <LoadingBlock label="Loading item…" />;
  if (items.isError) return <ListPageError message={items.error.message} />;
  const item = items.data.find((entry) => entry.id === itemId);
  return (
    <PartPage
      editor={noEdit}
      part={item}
      record={{ noun: 'workspace', name: 'References', href: '/reference' }}
      tab={{ label: 'Items', href: '/reference' }}
      badge={(part) => (part.rarity ? <Badge>{String(part.rarity)}</Badge> : null)}
      related={() => <AppearanceList noun="item" read={appearances} />}
      entityKind="item"
      fieldsContainer={null}
      readOnlyNote={
        <p className="max-w-xs text-sm text-fg-muted">
          Items are changed in{' '}
          <Link to="/reference" className="font-medium text-accent-text underline underline-offset-2">
            References
          </Link>{' '}
          and on a campaign’s Items tab.
        </p>
      }
    />
  );
}
