import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDocument } from '../search/documents';
import { searchWords } from '../search/normalize';
import { displayName } from './derive';
import { entityKindLabel, isEntityKind } from './entities';
import {
  links,
  type RecordKind,
  recordKind,
  recordKinds,
  registerRecordKind,
  unregisterRecordKind,
} from './kinds';
import { linksTo } from './links';
import { createMemoryRecordStore, type MemoryRecords } from './memory-record-store';
import { deleteRecord, describeDeletePlan } from './operations/delete-record';
import { createRecord, updateRecord } from './operations/record-commands';
import { relic, relicSpec } from './testing/throwaway-kind';
import { describeContents, emptyPayload } from './trash';

// A kind added through the registry alone reaches every path that reads the registry. What it does
// not reach yet is listed in docs/decisions/055-every-record-saved-by-the-core.md.

const NOW = '2026-11-27T10:00:00.000Z';

describe('a throwaway kind declared only in the registry', () => {
  beforeAll(() => {
    registerRecordKind(relicSpec);
  });
  afterAll(() => unregisterRecordKind(relic));

  const records: MemoryRecords = {};
  const store = createMemoryRecordStore(records);

  it('is listed with its label, its links and its delete rule', () => {
    expect(recordKinds).toContain(relic);
    expect(isEntityKind('relic')).toBe(true);
    expect(entityKindLabel(relic)).toBe('Relic');
    expect(recordKind(relic).many).toBe('relics');
    expect(linksTo('universe').filter((link) => link.from === relic)).toEqual([
      expect.objectContaining({ field: 'universeId', onDelete: 'refuse' }),
    ]);
  });

  it('is created and changed by the core’s record commands, links checked', async () => {
    await createRecord(store, { kind: 'universe', input: { name: 'Aster' }, id: 'u-1', now: NOW });
    const made = await createRecord(store, {
      kind: relic,
      input: { name: 'Sun Disc', description: 'A disc of hammered gold', universeId: 'u-1' },
      id: 'r-1',
      now: NOW,
    });
    expect(made).toMatchObject({ isCursed: false, lastUpdated: NOW });
    await expect(
      createRecord(store, { kind: relic, input: { name: 'X', universeId: 'nowhere' }, id: 'r-2', now: NOW }),
    ).rejects.toMatchObject({ message: 'The selected universe does not exist', field: 'universeId' });
    await updateRecord(store, { kind: relic, id: 'r-1', patch: { isCursed: true }, version: 1, now: NOW });
    expect(await store.listRecords(relic)).toEqual([expect.objectContaining({ isCursed: true, version: 2 })]);
    expect(displayName((await store.getRecord(relic, 'r-1')) ?? {})).toBe('Sun Disc');
  });

  it('is searched: its document names it, holds its words and sits in its universe', async () => {
    const record = (await store.getRecord(relic, 'r-1')) ?? { id: '' };
    const document = recordDocument(relic, record);
    expect(document).toMatchObject({
      kind: relic,
      name: 'Sun Disc',
      parentKind: 'universe',
      parentId: 'u-1',
    });
    expect(searchWords(document.text)).toEqual(expect.arrayContaining(['hammered', 'gold']));
  });

  it('is deleted by its rules: its universe is refused while it stays, then it goes', async () => {
    await expect(deleteRecord(store, 'universe', 'u-1')).rejects.toMatchObject({
      reason: 'refused',
      message: 'This universe still keeps relics: move or delete them first',
    });
    const plan = await deleteRecord(store, relic, 'r-1');
    expect(describeDeletePlan(plan)).toBe('Nothing else is deleted with it.');
    // The Trash words what an entry holds by the registry too.
    const payload = {
      ...emptyPayload(),
      records: [{ kind: 'universe' as RecordKind, rows: [{ id: 'u-1' }] }],
    };
    payload.records.push({ kind: relic, rows: [{ id: 'r-1' }, { id: 'r-3' }] });
    expect(describeContents(payload)).toBe('With 2 relics.');
    await deleteRecord(store, 'universe', 'u-1');
    expect(records).toMatchObject({ relic: [], universe: [] });
  });

  it('leaves the registry as it was', () => {
    expect(links.filter((link) => link.from === relic)).toHaveLength(1);
  });

  // On the server (SQLite) the same kind, with its table's spec and table beside the registry, is
  // stored, searched, trashed and restored, exported, and imported through POST /import by the schema
  // it declares (previewed, added, refused, replaced): server/api/throwaway-kind.test.ts.
});
