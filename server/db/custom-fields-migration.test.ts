import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { createCustomFieldStore } from './custom-field-store';
import { knownMigrationNames, migrateTo, migrateToLatest } from './migrations';
import { readUsage, recountUsage } from './usage-counters';

// 0033_custom_fields, from the previous release's database brought up to the migration before this one:
// three new tables, every stored row kept, and the quota's triggers count their rows (decision 049).

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;
const ADDED = ['custom_fields', 'field_templates', 'field_values'];

describe.each(BACKENDS)('migration 0033_custom_fields on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;

  beforeAll(async () => {
    const names = knownMigrationNames();
    const before = names[names.indexOf('0033_custom_fields') - 1] ?? '0031_portraits';
    fixture = await previousReleaseAt(backend, before);
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, '0033_custom_fields');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain('0033_custom_fields');
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('adds empty tables and keeps every row of every other table as it was', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), ...ADDED].sort());
    for (const table of ADDED) expect(rowsAfter[table], table).toEqual([]);
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table !== 'user_usage' && table !== 'usage_deltas') expect(rowsAfter[table], table).toEqual(rows);
    }
  });

  it('counts a field and its value in their owner’s usage, and their removal', async () => {
    const userId = fixture.users[0] ?? '';
    const store = createCustomFieldStore({ db: fixture.db, userId });
    const before = (await readUsage(fixture.db, userId)).records.bytes;
    const stamp = '2026-01-01T00:00:00.000Z';
    await store.putField({
      id: 'f-eyes',
      kind: 'character',
      scopeId: 'u-1',
      label: 'Eye colour',
      type: 'short-text',
      section: '',
      position: 0,
      isRequired: false,
      version: 1,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await store.putValues([{ thingId: 'c-1', thingKind: 'character', fieldId: 'f-eyes', value: 'Green' }]);
    const usage = await readUsage(fixture.db, userId);
    expect(usage.records.bytes).toBeGreaterThan(before);
    expect(usage).toEqual((await recountUsage(fixture.db, userId)).get(userId));
    await store.removeField('f-eyes');
    expect((await readUsage(fixture.db, userId)).records.bytes).toBe(before);
  });
});
