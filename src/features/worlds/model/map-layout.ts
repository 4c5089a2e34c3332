// Where the View Map sketch puts each location: stable, spread out, and never on top of another pin.

export type MapPin = { id: string; x: number; y: number };

/** A small, stable string hash (FNV-1a), so a location keeps its place on the map between visits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * Places pins in percent of the map box (0–100). Locations fill the cells of a near-square grid in
 * order; each sits at a point in its cell chosen from its id, kept 25 % away from the cell's edges,
 * so two pins never overlap and a pin never touches the map's border.
 */
export function layoutMapPins(ids: readonly string[]): MapPin[] {
  if (ids.length === 0) return [];
  const columns = Math.ceil(Math.sqrt(ids.length));
  const rows = Math.ceil(ids.length / columns);
  const cellWidth = 100 / columns;
  const cellHeight = 100 / rows;
  return ids.map((id, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const seed = hash(id);
    const offsetX = 0.25 + ((seed & 0xffff) / 0xffff) * 0.5;
    const offsetY = 0.25 + ((seed >>> 16) / 0xffff) * 0.5;
    return {
      id,
      x: Math.round((column + offsetX) * cellWidth * 10) / 10,
      y: Math.round((row + offsetY) * cellHeight * 10) / 10,
    };
  });
}
