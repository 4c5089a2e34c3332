import type { Item } from '../../domain/reference';
import { type SharedFields, sharedCampaignFields } from '../character-fields';
import type { RecordKind } from '../kinds';
import type { RecordStore, StoredRecord } from '../record-store';
import { copyFieldsToAppearances, renameAppearances } from './appearances';
import { renameItemAppearances, syncItemCampaigns } from './item-appearances';

// What a kind's save does beyond its own row, in the same transaction: a character's and an item's
// appearances carry their name, an item appears in exactly the campaigns it names (decision 020), and
// an event's save is a change of its timeline, which is stamped.
// Run by createRecord and updateRecord (record-commands.ts); a kind without hooks only writes its row.

export type RecordSave = {
  store: RecordStore;
  /** The record before the save; undefined for a new one. */
  before: StoredRecord | undefined;
  /** The record as written. */
  after: StoredRecord;
  /** The fields the save named: a create's input, an update's patch. */
  named: Readonly<Record<string, unknown>>;
  now: string;
  newId: () => string;
};

export type RecordHooks = {
  /** Shapes the record about to be written. */
  prepare?(record: StoredRecord): void;
  /** Runs after the record is written. */
  afterWrite?(save: RecordSave): Promise<void>;
  /**
   * The record a change of this one is a change of, stamped (`stampRecord`: no new version) by its save
   * and by its delete (an event's timeline).
   */
  stamps?(record: StoredRecord): { kind: RecordKind; id: string } | undefined;
};

const isRenamed = ({ before, after }: RecordSave) => before !== undefined && after.name !== before.name;

export const recordHooks: Partial<Record<RecordKind, RecordHooks>> = {
  event: {
    prepare(record) {
      // An empty place clears it (decision 074): the event is at no place, as one never given one.
      if (record.placeId === '') delete record.placeId;
    },
    async afterWrite({ store, after, now }) {
      const stamped = recordHooks.event?.stamps?.(after);
      if (stamped !== undefined) await store.stampRecord(stamped.kind, stamped.id, now);
    },
    stamps: (record) =>
      typeof record.timelineId === 'string' ? { kind: 'timeline', id: record.timelineId } : undefined,
  },
  character: {
    prepare(record) {
      // Race and class are trimmed; an empty one is not said (migration 0044).
      for (const field of sharedCampaignFields) {
        const value = typeof record[field] === 'string' ? (record[field] as string).trim() : '';
        if (value === '') delete record[field];
        else record[field] = value;
      }
    },
    async afterWrite(save) {
      if (isRenamed(save))
        await renameAppearances(save.store, save.after.id, String(save.after.name), save.now);
      if (save.before === undefined) return;
      const changed: SharedFields = {};
      for (const field of sharedCampaignFields) {
        if (save.after[field] !== save.before[field]) changed[field] = String(save.after[field] ?? '');
      }
      if (Object.keys(changed).length > 0) {
        await copyFieldsToAppearances(save.store, save.after.id, changed, save.now);
      }
    },
  },
  item: {
    prepare(record) {
      record.campaigns = [...new Set((record.campaigns ?? []) as string[])];
    },
    async afterWrite(save) {
      const { store, before, after, now } = save;
      const item = after as unknown as Item;
      const isUniverseChanged = before === undefined || after.universeId !== before.universeId;
      if (save.named.campaigns !== undefined || isUniverseChanged) {
        const campaigns = {
          parts: () => store.parts(),
          async universeOfCampaign(id: string) {
            const campaign = await store.getRecord('campaign', id);
            return campaign === undefined ? null : (campaign.universeId as string | undefined);
          },
        };
        await syncItemCampaigns(campaigns, {
          item,
          campaigns: item.campaigns,
          isUniverseChanged,
          newPartId: save.newId,
          now,
        });
      }
      if (isRenamed(save)) await renameItemAppearances(store, after.id, item.name, now);
    },
  },
};
