import type { ReferenceData, ReferenceRow } from '../../../../common/domain/reference';

export type FoundItem = { id: string; name: string; type: string; rarity: string; description: string };

function text(row: ReferenceRow, field: string): string {
  const value = row[field];
  return value === null || value === undefined ? '' : String(value);
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/**
 * The References items kept at a location: an item's `location` is free text naming a place, so it
 * matches the location's name, ignoring case and surrounding spaces.
 */
export function itemsAtLocation(reference: ReferenceData, locationName: string): FoundItem[] {
  const table = reference.tables.find((candidate) => candidate.name === 'items');
  if (!table) return [];
  return table.rows
    .filter((row) => sameName(text(row, 'location'), locationName))
    .map((row) => ({
      id: text(row, 'id'),
      name: text(row, 'name'),
      type: text(row, 'type'),
      rarity: text(row, 'rarity'),
      description: text(row, 'description'),
    }));
}

/** A settlement of the world that shares the location's name (the same place seen as a community). */
export function matchingSettlement<T extends { name: string }>(
  settlements: readonly T[],
  locationName: string,
) {
  return settlements.find((settlement) => sameName(settlement.name, locationName));
}
