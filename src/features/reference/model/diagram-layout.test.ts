import { describe, expect, it } from 'vitest';
import type { ReferenceRelationship } from '../../../../common/domain/reference';
import { type DiagramTableInput, layoutReferenceDiagram, REFERENCE_DIAGRAM } from './diagram-layout';

const table = (name: string, fields: string[]): DiagramTableInput => ({
  name,
  fields: fields.map((field) => ({
    name: field,
    type: 'string',
    isPrimaryKey: field === 'id',
    ...(field.endsWith('Id') ? { references: { table: `${field.slice(0, -2)}s` } } : {}),
  })),
});

const tables = [
  table('novels', ['id', 'title', 'universeId']),
  table('universes', ['id', 'name']),
  table('worlds', ['id', 'universeId']),
  table('characters', ['id', 'name']),
  table('locations', ['id', 'name']),
  table('timelines', ['id']),
  table('events', ['id', 'timelineId']),
];
const relationships: ReferenceRelationship[] = [
  {
    kind: 'one-to-many',
    from: { table: 'universes', field: 'id' },
    to: { table: 'novels', field: 'universeId' },
    description: 'A universe has many novels',
  },
  {
    kind: 'one-to-many',
    from: { table: 'timelines', field: 'id' },
    to: { table: 'events', field: 'timelineId' },
    description: 'A timeline has many events',
  },
  {
    kind: 'many-to-many',
    from: { table: 'novels', field: 'id' },
    to: { table: 'items', field: 'id' },
    description: 'unknown table',
  },
];

describe('layoutReferenceDiagram', () => {
  const layout = layoutReferenceDiagram(tables, relationships);

  it('lays cards at least 250px wide in three columns', () => {
    expect(new Set(layout.cards.map((card) => card.x)).size).toBe(3);
    expect(layout.cards.every((card) => card.width >= 250)).toBe(true);
  });

  it('never overlaps two cards and keeps every card inside the canvas', () => {
    for (const a of layout.cards) {
      expect(a.x + a.width).toBeLessThanOrEqual(layout.width);
      expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
      for (const b of layout.cards) {
        if (a === b || a.x !== b.x) continue;
        expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
      }
    }
  });

  it('puts universes first and lists fields in order, marking keys', () => {
    const universes = layout.cards[0];
    expect(universes?.name).toBe('universes');
    const novels = layout.cards.find((card) => card.name === 'novels');
    expect(novels?.fields.map((field) => [field.name, field.isPrimaryKey, field.referencesTable])).toEqual([
      ['id', true, undefined],
      ['title', false, undefined],
      ['universeId', false, 'universes'],
    ]);
  });

  it('draws one curve per relationship between known tables, from field row to field row', () => {
    expect(layout.edges.map((edge) => edge.label.text)).toEqual(['1:N', '1:N']);
    const universes = layout.cards.find((card) => card.name === 'universes');
    const novels = layout.cards.find((card) => card.name === 'novels');
    const idY = universes?.fields[0]?.centerY;
    const fkY = novels?.fields[2]?.centerY;
    expect(
      layout.edges[0]?.path.startsWith(`M ${(universes?.x ?? 0) + REFERENCE_DIAGRAM.cardWidth} ${idY}`),
    ).toBe(true);
    expect(layout.edges[0]?.path.endsWith(`${novels?.x} ${fkY}`)).toBe(true);
  });

  it('loops a relationship within one column out to the right of the cards', () => {
    const timelines = layout.cards.find((card) => card.name === 'timelines');
    const events = layout.cards.find((card) => card.name === 'events');
    expect(timelines?.x).toBe(events?.x);
    const right = (timelines?.x ?? 0) + REFERENCE_DIAGRAM.cardWidth;
    expect(layout.edges[1]?.path.startsWith(`M ${right} `)).toBe(true);
  });
});
