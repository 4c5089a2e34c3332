// Where the universe's entity-relationship diagram draws its boxes: pure geometry, tested alone.

export type DiagramEntry = { id: string; label: string; href: string };
export type DiagramGroupKind = 'novels' | 'worlds' | 'campaigns';

export type DiagramInput = {
  universe: { name: string; href: string };
  groups: Record<DiagramGroupKind, readonly DiagramEntry[]>;
};

export type Box = { x: number; y: number; width: number; height: number };

export type DiagramGroup = Box & {
  kind: DiagramGroupKind;
  title: string;
  /** The relationship written on the edge from the universe, as the spec's model names it. */
  relation: string;
  entries: (DiagramEntry & Box)[];
};

export type DiagramEdge = {
  kind: DiagramGroupKind;
  path: string;
  label: { x: number; y: number; text: string };
};

export type DiagramLayout = {
  width: number;
  height: number;
  universe: Box & { name: string; href: string };
  groups: DiagramGroup[];
  edges: DiagramEdge[];
};

export const DIAGRAM = {
  padding: 24,
  columnWidth: 220,
  columnGap: 40,
  universeWidth: 260,
  universeHeight: 56,
  rowGap: 72,
  headerHeight: 44,
  entryHeight: 36,
  entryGap: 6,
  groupPadding: 10,
} as const;

const groupMeta: Record<DiagramGroupKind, { title: string; relation: string }> = {
  novels: { title: 'Novels', relation: 'has many' },
  worlds: { title: 'Worlds', relation: 'has many' },
  campaigns: { title: 'Campaigns', relation: 'has many' },
};

const order: DiagramGroupKind[] = ['novels', 'worlds', 'campaigns'];

/**
 * The universe sits centred on top; its novels, worlds and campaigns hang below in three columns,
 * each a group box listing its records (an empty group keeps room for one line saying "None yet").
 * Each edge is a curve from the universe's bottom edge to the top of a group.
 */
export function layoutUniverseDiagram(input: DiagramInput): DiagramLayout {
  const { padding, columnWidth, columnGap, universeWidth, universeHeight, rowGap } = DIAGRAM;
  const width = padding * 2 + columnWidth * order.length + columnGap * (order.length - 1);
  const universe = {
    name: input.universe.name,
    href: input.universe.href,
    x: (width - universeWidth) / 2,
    y: padding,
    width: universeWidth,
    height: universeHeight,
  };
  const groupTop = universe.y + universeHeight + rowGap;

  const groups = order.map((kind, column): DiagramGroup => {
    const x = padding + column * (columnWidth + columnGap);
    const records = input.groups[kind];
    const entries = records.map((record, row) => ({
      ...record,
      x: x + DIAGRAM.groupPadding,
      y: groupTop + DIAGRAM.headerHeight + row * (DIAGRAM.entryHeight + DIAGRAM.entryGap),
      width: columnWidth - DIAGRAM.groupPadding * 2,
      height: DIAGRAM.entryHeight,
    }));
    const rows = Math.max(records.length, 1);
    const height =
      DIAGRAM.headerHeight +
      rows * DIAGRAM.entryHeight +
      (rows - 1) * DIAGRAM.entryGap +
      DIAGRAM.groupPadding;
    return { kind, ...groupMeta[kind], x, y: groupTop, width: columnWidth, height, entries };
  });

  const startX = universe.x + universe.width / 2;
  const startY = universe.y + universe.height;
  const edges = groups.map((group): DiagramEdge => {
    const endX = group.x + group.width / 2;
    const endY = group.y;
    const midY = (startY + endY) / 2;
    return {
      kind: group.kind,
      path: `M ${startX} ${startY} C ${startX} ${midY}, ${endX} ${midY}, ${endX} ${endY}`,
      label: { x: (startX + endX) / 2, y: midY, text: group.relation },
    };
  });

  const height = Math.max(...groups.map((group) => group.y + group.height)) + padding;
  return { width, height, universe, groups, edges };
}
