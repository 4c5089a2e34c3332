import { describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../../common/domain/reference';
import { runQuery } from '../query/run-query';
import { relationshipsOf, toQueryDatabase } from './query-database';

const data: ReferenceData = {
  tables: [
    {
      name: 'universes',
      fields: [
        { name: 'id', type: 'string', isPrimaryKey: true },
        { name: 'name', type: 'string', isPrimaryKey: false },
      ],
      rows: [{ id: 'u1', name: 'Aetheria' }],
    },
    {
      name: 'novels',
      fields: [
        { name: 'id', type: 'string', isPrimaryKey: true },
        { name: 'wordCount', type: 'number', isPrimaryKey: false },
        {
          name: 'universeId',
          type: 'string',
          isPrimaryKey: false,
          references: { table: 'universes', field: 'id' },
        },
      ],
      rows: [
        { id: 'n1', wordCount: 1200, universeId: 'u1' },
        { id: 'n2', wordCount: 800, universeId: null },
      ],
    },
  ],
  relationships: [
    {
      kind: 'one-to-many',
      from: { table: 'universes', field: 'id' },
      to: { table: 'novels', field: 'universeId' },
      description: 'A universe has many novels',
    },
  ],
};

describe('toQueryDatabase', () => {
  it('keeps names, types and keys so DESCRIBE reads them back', () => {
    const result = runQuery('DESCRIBE novels', toQueryDatabase(data));
    expect(result).toEqual({
      ok: true,
      columns: ['field', 'type', 'key'],
      rows: [
        { field: 'id', type: 'string', key: 'primary key' },
        { field: 'wordCount', type: 'number', key: null },
        { field: 'universeId', type: 'string', key: 'foreign key to universes.id' },
      ],
    });
  });

  it('lets a join follow the foreign key', () => {
    const result = runQuery(
      'SELECT n.id, u.name FROM novels n JOIN universes u ON n.universeId = u.id',
      toQueryDatabase(data),
    );
    expect(result).toEqual({ ok: true, columns: ['id', 'name'], rows: [{ id: 'n1', name: 'Aetheria' }] });
  });
});

describe('relationshipsOf', () => {
  it('finds a relationship from either side and nothing for an unrelated table', () => {
    expect(relationshipsOf('novels', data.relationships)).toHaveLength(1);
    expect(relationshipsOf('universes', data.relationships)).toHaveLength(1);
    expect(relationshipsOf('items', data.relationships)).toEqual([]);
  });
});
