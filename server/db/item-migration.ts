import type { Migration } from 'kysely';
import type { Item } from '../../common/domain/reference';
import { derivedId } from '../../common/workspace/derived-id';
import {
  ITEM_APPEARANCE_KIND,
  linkItemAppearances,
  type UnlinkedItemAppearance,
} from '../../common/workspace/items';
import { type AnyDb, inTransaction, partDescriptions } from './migration-support';

// 0006_item_appearances: one item, many campaigns. The previous releases kept a campaign's items as parts
// of their own, beside References items that named their campaigns in a list the campaign never showed.
// Each campaign item becomes an appearance of a References item: one of the same name that may appear
// there (of the campaign's universe, or of none) and is not there yet, one already naming the campaign
// first, else a new item made from the part. An item whose `campaigns` names a campaign it has no
// appearance in gets one, so nothing either list showed is lost; then every item's `campaigns` is the
// campaigns it appears in.
//
// Matching is the core's (`linkItemAppearances`, also used by import). One transaction per user (the
// whole migration on PostgreSQL). Idempotent: linked parts are kept, made ids are derived from what
// they are made for, so a second run finds everything in place and changes nothing.

type ItemRow = {
  id: string;
  name: string;
  type: string;
  rarity: string;
  description: string;
  location: string;
  campaign_ids: string;
  universe_id: string | null;
};

function itemOf(row: ItemRow): Item {
  const item = {
    id: row.id,
    name: row.name,
    type: row.type,
    rarity: row.rarity,
    description: row.description,
    location: row.location,
    campaigns: JSON.parse(row.campaign_ids) as string[],
  } as Item;
  if (row.universe_id !== null) item.universeId = row.universe_id;
  return item;
}

const LONG_FIELDS = new Set(['description', 'content', 'summary']);

async function itemsOfUser(db: AnyDb, userId: string): Promise<void> {
  const parts = await db
    .selectFrom('parts')
    .select(['id', 'parent_id', 'data', 'position'])
    .where('user_id', '=', userId)
    .where('kind', '=', ITEM_APPEARANCE_KIND)
    .orderBy('parent_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const descriptions = await partDescriptions(
    db,
    userId,
    parts.map((part) => part.id),
  );
  const campaigns = (
    await db
      .selectFrom('campaigns')
      .select(['id', 'universe_id', 'last_updated'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => ({
    id: String(row.id),
    universeId: row.universe_id === null ? undefined : String(row.universe_id),
    lastUpdated: String(row.last_updated),
  }));
  const itemRows: ItemRow[] = await db
    .selectFrom('reference_items')
    .select(['id', 'name', 'type', 'rarity', 'description', 'location', 'campaign_ids', 'universe_id'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute();

  const appearances: UnlinkedItemAppearance[] = parts.map((part) => {
    const data = JSON.parse(part.data) as Record<string, unknown>;
    return {
      partId: part.id,
      campaignId: part.parent_id,
      fields: { ...data, description: descriptions.get(part.id) ?? '' },
      itemId: typeof data.itemId === 'string' ? data.itemId : undefined,
    };
  });
  const linking = linkItemAppearances(
    appearances,
    itemRows.map(itemOf),
    campaigns,
    (partId) => derivedId('item', userId, partId),
    (itemId, campaignId) => derivedId('item-appearance', userId, itemId, campaignId),
  );

  const last = await db
    .selectFrom('reference_items')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  let position = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
  for (const item of linking.created) {
    await db
      .insertInto('reference_items')
      .values({
        user_id: userId,
        id: item.id,
        position,
        name: item.name,
        type: item.type,
        rarity: item.rarity,
        description: item.description,
        location: item.location,
        campaign_ids: JSON.stringify(linking.campaigns.get(item.id) ?? item.campaigns),
        universe_id: item.universeId ?? null,
        version: 1,
      })
      .execute();
    position += 1;
  }

  const names = new Map<string, string>([
    ...itemRows.map((row) => [row.id, row.name] as const),
    ...linking.created.map((item) => [item.id, item.name] as const),
  ]);
  for (const part of parts) {
    const itemId = linking.links.get(part.id);
    if (itemId === undefined) continue;
    const data = JSON.parse(part.data) as Record<string, unknown>;
    if (data.itemId === itemId && data.name === names.get(itemId)) continue;
    data.itemId = itemId;
    data.name = names.get(itemId) ?? data.name;
    await db
      .updateTable('parts')
      .set({ data: JSON.stringify(data), link_id: itemId })
      .where('user_id', '=', userId)
      .where('id', '=', part.id)
      .execute();
  }

  const positions = new Map<string, number>();
  for (const part of parts)
    positions.set(part.parent_id, Math.max(positions.get(part.parent_id) ?? -1, part.position));
  const stamps = new Map(campaigns.map((campaign) => [campaign.id, campaign.lastUpdated]));
  for (const { partId, campaignId, fields } of linking.added) {
    const position = (positions.get(campaignId) ?? -1) + 1;
    positions.set(campaignId, position);
    const short: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(fields)) {
      if (LONG_FIELDS.has(field) && typeof value === 'string') {
        if (value !== '')
          await db
            .insertInto('part_texts')
            .values({ user_id: userId, part_id: partId, parent_id: campaignId, field, body: value })
            .execute();
      } else short[field] = value;
    }
    // Stamped as the campaign was last changed: the appearance was there, in the item's list, already.
    const stamp = stamps.get(campaignId) ?? '';
    await db
      .insertInto('parts')
      .values({
        user_id: userId,
        id: partId,
        kind: ITEM_APPEARANCE_KIND,
        parent_id: campaignId,
        position,
        version: 1,
        data: JSON.stringify(short),
        link_id: typeof short.itemId === 'string' ? short.itemId : null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }

  for (const row of itemRows) {
    const next = linking.campaigns.get(row.id) ?? [];
    const stored = JSON.parse(row.campaign_ids) as string[];
    if (JSON.stringify(next) === JSON.stringify(stored)) continue;
    await db
      .updateTable('reference_items')
      .set({ campaign_ids: JSON.stringify(next) })
      .where('user_id', '=', userId)
      .where('id', '=', row.id)
      .execute();
  }
}

export const itemMigration: Migration = {
  async up(db: AnyDb) {
    const withParts = await db
      .selectFrom('parts')
      .select('user_id')
      .distinct()
      .where('kind', '=', ITEM_APPEARANCE_KIND)
      .execute();
    const withItems = await db.selectFrom('reference_items').select('user_id').distinct().execute();
    const users = new Set([...withParts, ...withItems].map((row) => String(row.user_id)));
    for (const userId of [...users].sort()) {
      await inTransaction(db, (trx) => itemsOfUser(trx, userId));
    }
  },
};
