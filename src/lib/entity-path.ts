import type { EntitySummary } from '../../common/workspace/entities';

// Where a record's or part's page lives in the app, from what the data API says of it (decision 027's
// `EntitySummary`). Undefined where the app has no page for it (a References character or item that
// belongs to no universe), so the screen shows the name without a link.

const enc = encodeURIComponent;

/** The app's address of a record's or part's page. */
export function entityPath(summary: EntitySummary): string | undefined {
  const { kind, id, parentId, universeId } = summary;
  switch (kind) {
    case 'novel':
      return `/novels/${enc(id)}`;
    case 'universe':
      return `/universes/${enc(id)}`;
    case 'campaign':
      return `/campaigns/${enc(id)}`;
    case 'timeline':
      return `/timelines/${enc(id)}`;
    case 'world':
      return universeId === undefined ? undefined : `/universes/${enc(universeId)}/worlds/${enc(id)}`;
    case 'location':
      return universeId === undefined || parentId === undefined
        ? undefined
        : `/universes/${enc(universeId)}/worlds/${enc(parentId)}/locations/${enc(id)}`;
    case 'event':
      return parentId === undefined ? undefined : `/timelines/${enc(parentId)}`;
    case 'character':
      return universeId === undefined ? undefined : `/universes/${enc(universeId)}/characters/${enc(id)}`;
    case 'item':
      return universeId === undefined ? undefined : `/universes/${enc(universeId)}/items`;
  }
  // A part: its record's page, then its list's segment.
  if (parentId === undefined) return undefined;
  const [parent, segment] = kind.split('/') as [string, string];
  if (parent === 'worlds') {
    return universeId === undefined
      ? undefined
      : `/universes/${enc(universeId)}/worlds/${enc(parentId)}/${segment}/${enc(id)}`;
  }
  return `/${parent}/${enc(parentId)}/${segment}/${enc(id)}`;
}
