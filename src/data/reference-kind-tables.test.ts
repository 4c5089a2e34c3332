import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../common/workspace/custom-fields';
import type { BackupKindThing, UserKind } from '../../common/workspace/user-kinds';
import { toQueryDatabase } from '../features/reference/model/query-database';
import { runQuery } from '../features/reference/query/run-query';
import { withKindTables } from './reference-kind-tables';

// A kind of the user's own as a table of the References console (decision 085): its plural names it,
// a row per thing, its fields as columns, queried like any table.

const stamp = '2026-12-07T10:00:00.000Z';
const kind = (id: string, name: string, plural: string): UserKind => ({
  id,
  name,
  plural,
  icon: 'Church',
  livesIn: 'universes',
  position: 0,
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
});
const thing = (id: string, kindId: string, name: string): BackupKindThing => ({
  id,
  kind: `universes/k-${kindId}`,
  parentId: 'u-1',
  position: 0,
  createdAt: stamp,
  updatedAt: stamp,
  data: { name, description: `About ${name}.` },
});
const field = (
  id: string,
  kindId: string,
  label: string,
  type: FieldDefinition['type'],
): FieldDefinition => ({
  id,
  kind: `universes/k-${kindId}`,
  scopeId: 'u-1',
  label,
  type,
  section: '',
  position: 0,
  isRequired: false,
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
});

describe('kinds of your own in the References console', () => {
  const data = withKindTables(
    {
      tables: [
        { name: 'characters', fields: [{ name: 'id', type: 'string', isPrimaryKey: true }], rows: [] },
      ],
      relationships: [],
    },
    [kind('religion', 'Religion', 'Religions'), kind('cast', 'Cast member', 'Characters')],
    [
      thing('f-1', 'religion', 'Ember Creed'),
      thing('f-2', 'religion', 'Drowned Court'),
      thing('c-1', 'cast', 'Bo'),
    ],
    [field('deity', 'religion', 'Deity', 'short-text'), field('age', 'religion', 'Age', 'number')],
    [
      { thingId: 'f-1', thingKind: 'universes/k-religion', fieldId: 'deity', value: 'The Smith' },
      { thingId: 'f-1', thingKind: 'universes/k-religion', fieldId: 'age', value: 900 },
      { thingId: 'f-2', thingKind: 'universes/k-religion', fieldId: 'age', value: 40 },
    ],
  );
  const rows = (query: string) => {
    const result = runQuery(query, toQueryDatabase(data));
    if (!result.ok) throw new Error(`${query} failed: ${result.error}`);
    return result.rows;
  };

  it('is a table named by its plural with its things, where they live and its fields as columns', () => {
    const table = data.tables.find((each) => each.name === 'religions');
    expect(table?.fields.map((each) => [each.name, each.type])).toEqual([
      ['id', 'string'],
      ['name', 'string'],
      ['description', 'string'],
      ['universe_id', 'string'],
      ['age', 'number'],
      ['deity', 'string'],
    ]);
    expect(rows("select name, age from religions where deity = 'The Smith'")).toEqual([
      { name: 'Ember Creed', age: 900 },
    ]);
    expect(rows('select name from religions order by age desc')).toEqual([
      { name: 'Ember Creed' },
      { name: 'Drowned Court' },
    ]);
    expect(rows('select name from religions where deity is null')).toEqual([{ name: 'Drowned Court' }]);
  });

  it('names a kind whose plural a built-in table has with `_kind` after it', () => {
    expect(data.tables.map((each) => each.name)).toEqual(['characters', 'religions', 'characters_kind']);
    expect(rows('select name from characters_kind')).toEqual([{ name: 'Bo' }]);
  });
});
