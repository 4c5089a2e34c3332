import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigratedAcross, migratedAcross, type TableRows } from '../test/migration-fixture';
import { BACKENDS } from '../test/test-server';

// 0051_live_was_layer (decision 098), from the previous release's database brought up to 0047: every row
// kept (the feed's rows with an empty `was_layer`); afterwards a map feature's update and delete keep the
// layer it was on before, and nothing else keeps one.

describe.each(BACKENDS)('migration 0051_live_was_layer on %s', (backend) => {
  let fixture: MigratedAcross;
  let rowsBefore: TableRows;
  let rowsAfter: TableRows;
  let userId: string;

  beforeAll(async () => {
    fixture = await migratedAcross(backend, { from: '0047_stored_objects', name: '0051_live_was_layer' });
    ({ rowsBefore, rowsAfter } = fixture);
    userId = fixture.users[0] ?? '';
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('keeps every row of every table, the feed’s with no layer', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(Object.keys(rowsBefore).sort());
    for (const [table, rows] of Object.entries(rowsBefore)) {
      const expected = table === 'live_events' ? rows.map((row) => ({ ...row, was_layer: null })) : rows;
      expect(rowsAfter[table], table).toEqual(expected);
    }
  });

  it('keeps a map feature’s layer before its update and its delete, and no other part’s', async () => {
    const { db } = fixture;
    const parent = await db
      .selectFrom('parts')
      .select(['parent_id'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const part = (id: string, kind: string, layer?: string) => ({
      user_id: userId,
      id,
      kind,
      parent_id: parent.parent_id,
      position: 0,
      version: 1,
      data: JSON.stringify(layer === undefined ? { name: id } : { name: id, layer }),
      link_id: null,
      name: id,
      created_at: '2026-12-07T10:00:00.000Z',
      updated_at: '2026-12-07T10:00:00.000Z',
    });
    const last = Number(
      (
        await db
          .selectFrom('live_events')
          .select((eb) => eb.fn.max('id').as('last'))
          .executeTakeFirst()
      )?.last ?? 0,
    );
    await db
      .insertInto('parts')
      .values([
        part('pin-layered', 'maps/pins', 'Secret places'),
        part('pin-plain', 'maps/pins'),
        part('note-1', 'campaigns/notes'),
      ])
      .execute();
    await db
      .updateTable('parts')
      .set({ data: JSON.stringify({ name: 'pin-layered', layer: 'Travel' }), version: 2 })
      .where('user_id', '=', userId)
      .where('id', '=', 'pin-layered')
      .execute();
    await db
      .updateTable('parts')
      .set({ version: 2 })
      .where('user_id', '=', userId)
      .where('id', 'in', ['pin-plain', 'note-1'])
      .execute();
    await db
      .deleteFrom('parts')
      .where('user_id', '=', userId)
      .where('id', 'in', ['pin-layered', 'pin-plain', 'note-1'])
      .execute();
    const events = await db
      .selectFrom('live_events')
      .select(['entity_id', 'op', 'was_layer'])
      .where('id', '>', last)
      .where('tbl', '=', 'parts')
      .orderBy('id')
      .execute();
    const of = (id: string) =>
      events.filter((event) => event.entity_id === id).map((event) => [event.op, event.was_layer]);
    expect(of('pin-layered')).toEqual([
      ['insert', null],
      ['update', 'Secret places'],
      ['delete', 'Travel'],
    ]);
    expect(of('pin-plain')).toEqual([
      ['insert', null],
      ['update', ''],
      ['delete', ''],
    ]);
    expect(of('note-1')).toEqual([
      ['insert', null],
      ['update', null],
      ['delete', null],
    ]);
  });
});
