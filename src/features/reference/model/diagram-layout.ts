// Where the Relationships tab draws its entity cards and the lines between them: pure geometry.
import type { ReferenceRelationship } from '../../../../common/domain/reference';

export type DiagramTableInput = {
  name: string;
  fields: readonly { name: string; type: string; isPrimaryKey: boolean; references?: { table: string } }[];
};

export type DiagramField = {
  name: string;
  type: string;
  isPrimaryKey: boolean;
  /** The table a foreign key points at. */
  referencesTable: string | undefined;
  /** Centre line of the field's row, in canvas coordinates. */
  centerY: number;
};

export type DiagramCard = {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fields: DiagramField[];
};

export type DiagramEdge = {
  kind: ReferenceRelationship['kind'];
  description: string;
  path: string;
  label: { x: number; y: number; text: string };
};

export type DiagramLayout = { width: number; height: number; cards: DiagramCard[]; edges: DiagramEdge[] };

export const REFERENCE_DIAGRAM = {
  columns: 3,
  /** The spec's minimum card width is 250px. */
  cardWidth: 260,
  columnGap: 96,
  rowGap: 32,
  padding: 24,
  headerHeight: 40,
  fieldHeight: 26,
  cardPadding: 8,
} as const;

/**
 * Placing related tables in neighbouring columns keeps most lines short and left to right: universes
 * first, what belongs to a universe in the middle, what belongs to those on the right.
 */
const preferredOrder = [
  'universes',
  'novels',
  'characters',
  'timelines',
  'worlds',
  'locations',
  'events',
  'campaigns',
  'items',
];

function orderTables<T extends { name: string }>(tables: readonly T[]): T[] {
  const rank = (name: string) => {
    const index = preferredOrder.indexOf(name);
    return index === -1 ? preferredOrder.length : index;
  };
  return [...tables].sort((a, b) => rank(a.name) - rank(b.name));
}

function cardHeight(fieldCount: number): number {
  const { headerHeight, fieldHeight, cardPadding } = REFERENCE_DIAGRAM;
  return headerHeight + fieldCount * fieldHeight + cardPadding * 2;
}

function anchor(card: DiagramCard, fieldName: string): number {
  const field = card.fields.find((candidate) => candidate.name === fieldName);
  return field ? field.centerY : card.y + REFERENCE_DIAGRAM.headerHeight / 2;
}

function edgePath(
  from: DiagramCard,
  fromY: number,
  to: DiagramCard,
  toY: number,
): { path: string; x: number; y: number } {
  if (from.x === to.x) {
    // Same column: a loop out of the right edges, so the line never runs through a card.
    const x = from.x + from.width;
    const bulge = x + REFERENCE_DIAGRAM.columnGap * 0.6;
    return {
      path: `M ${x} ${fromY} C ${bulge} ${fromY}, ${bulge} ${toY}, ${x} ${toY}`,
      x: bulge - 12,
      y: (fromY + toY) / 2,
    };
  }
  const leftToRight = from.x < to.x;
  const startX = leftToRight ? from.x + from.width : from.x;
  const endX = leftToRight ? to.x : to.x + to.width;
  const midX = (startX + endX) / 2;
  return {
    path: `M ${startX} ${fromY} C ${midX} ${fromY}, ${midX} ${toY}, ${endX} ${toY}`,
    x: midX,
    y: (fromY + toY) / 2,
  };
}

/** Cards in three columns (each column stacked top to bottom), and one curve per relationship. */
export function layoutReferenceDiagram(
  tables: readonly DiagramTableInput[],
  relationships: readonly ReferenceRelationship[],
): DiagramLayout {
  const { columns, cardWidth, columnGap, rowGap, padding, headerHeight, fieldHeight, cardPadding } =
    REFERENCE_DIAGRAM;
  const columnBottoms: number[] = Array.from({ length: columns }, () => padding);
  const cards = orderTables(tables).map((table, index): DiagramCard => {
    const column = index % columns;
    const x = padding + column * (cardWidth + columnGap);
    const y = columnBottoms[column] ?? padding;
    const height = cardHeight(table.fields.length);
    columnBottoms[column] = y + height + rowGap;
    return {
      name: table.name,
      x,
      y,
      width: cardWidth,
      height,
      fields: table.fields.map((field, row) => ({
        name: field.name,
        type: field.type,
        isPrimaryKey: field.isPrimaryKey,
        referencesTable: field.references?.table,
        centerY: y + headerHeight + cardPadding + row * fieldHeight + fieldHeight / 2,
      })),
    };
  });

  const byName = new Map(cards.map((card) => [card.name, card]));
  const edges = relationships.flatMap((relationship): DiagramEdge[] => {
    const from = byName.get(relationship.from.table);
    const to = byName.get(relationship.to.table);
    if (!from || !to) return [];
    const curve = edgePath(
      from,
      anchor(from, relationship.from.field),
      to,
      anchor(to, relationship.to.field),
    );
    return [
      {
        kind: relationship.kind,
        description: relationship.description,
        path: curve.path,
        label: { x: curve.x, y: curve.y, text: relationship.kind === 'one-to-many' ? '1:N' : 'N:N' },
      },
    ];
  });

  const width = padding * 2 + columns * cardWidth + (columns - 1) * columnGap;
  const height = Math.max(...columnBottoms) - rowGap + padding;
  return { width, height, cards, edges };
}
