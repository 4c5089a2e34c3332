import { describe, expect, it } from 'vitest';
import { createInMemoryRepository } from '../../../data/in-memory-repository';
import { fieldColumnName, withFieldColumns } from '../../../data/reference-field-columns';
import { runQuery } from '../query/run-query';
import { toQueryDatabase } from './query-database';

// Added fields as the References console's columns (decision 077): a character's "Eye colour" is the
// characters table's `eye_colour`, filtered and ordered like any column, NULL where a thing has none.

async function consoleWithFields() {
  let counter = 0;
  const r = createInMemoryRepository({
    latencyMs: 0,
    now: () => new Date('2026-12-07T10:00:00.000Z'),
    newId: () => `new-${++counter}`,
  });
  const eyes = await r.createField({
    kind: 'character',
    scopeId: 'u-emberreach',
    label: 'Eye colour',
    type: 'short-text',
  });
  const height = await r.createField({
    kind: 'character',
    scopeId: 'u-emberreach',
    label: 'Height',
    type: 'number',
  });
  const name = await r.createField({
    kind: 'character',
    scopeId: 'u-emberreach',
    label: 'Name',
    type: 'short-text',
  });
  const cursed = await r.createField({
    kind: 'item',
    scopeId: 'u-emberreach',
    label: 'Cursed?',
    type: 'yes-no',
  });
  await r.saveThingFields('character', 'ch-mira', {
    [eyes.id]: 'Stormgrey',
    [height.id]: 168,
    [name.id]: 'Mira',
  });
  await r.saveThingFields('character', 'ch-varric', { [eyes.id]: 'Amber', [height.id]: 190 });
  await r.saveThingFields('character', 'ch-tamsin', { [eyes.id]: 'Amber', [height.id]: 152 });
  const items = (await r.getReferenceData()).tables.find((table) => table.name === 'items');
  const itemId = String(items?.rows[0]?.id);
  await r.saveThingFields('item', itemId, { [cursed.id]: true });
  return { database: toQueryDatabase(await r.getReferenceData()), itemId };
}

function rowsOf(query: string, database: Awaited<ReturnType<typeof consoleWithFields>>['database']) {
  const result = runQuery(query, database);
  if (!result.ok) throw new Error(`${query} failed: ${result.error}`);
  return result.rows;
}

describe('added fields in the References console', () => {
  it('names a column after the field’s label', () => {
    expect(fieldColumnName('Eye colour')).toBe('eye_colour');
    expect(fieldColumnName('  Café — owner ')).toBe('cafe_owner');
    expect(fieldColumnName('2nd name')).toBe('f_2nd_name');
    expect(fieldColumnName('!!!')).toBe('field');
  });

  it('filters and orders characters by their fields, a number as a number', async () => {
    const { database } = await consoleWithFields();
    const characters = database.find((table) => table.name === 'characters');
    expect(characters?.fields.map((field) => field.name).slice(-3)).toEqual([
      'eye_colour',
      'height',
      'name_field',
    ]);
    expect(
      rowsOf("select id, height from characters where eye_colour = 'amber' order by height desc", database),
    ).toEqual([
      { id: 'ch-varric', height: 190 },
      { id: 'ch-tamsin', height: 152 },
    ]);
    expect(rowsOf('select id from characters where height > 160 order by height', database)).toEqual([
      { id: 'ch-mira' },
      { id: 'ch-varric' },
    ]);
    expect(rowsOf("select name, name_field from characters where id = 'ch-mira'", database)).toEqual([
      { name: 'Mira Coldwater', name_field: 'Mira' },
    ]);
    const without = rowsOf('select count(*) as n from characters where eye_colour is null', database);
    expect(Number(without[0]?.n)).toBeGreaterThan(0);
  });

  it('gives items their fields too, a yes/no as a boolean', async () => {
    const { database, itemId } = await consoleWithFields();
    expect(rowsOf('select id from items where cursed = true', database)).toEqual([{ id: itemId }]);
  });

  it('leaves the tables as they are when there are no added fields', () => {
    const data = { tables: [{ name: 'characters' as const, fields: [], rows: [] }], relationships: [] };
    expect(withFieldColumns(data, [], [])).toBe(data);
  });
});
