import { type EntitySummary, isRecordKind } from '../../common/workspace/entities';
import { recordPage } from '../../common/workspace/kinds';

/** Where records without a page of their own are listed: the References data browser. */
export const REFERENCE_PATH = '/reference';

const enc = encodeURIComponent;

/**
 * The app's address of a record or part (routes.tsx): a part at `/{parent}/{parentId}/{segment}/{id}`,
 * a world's part under its universe (`/universes/{u}/worlds/{w}/...`), a world and its locations under
 * their universe, a universe's character on its own page, an event on its timeline, an item and a
 * character of no universe on their own pages (decision 061). What lacks the ids to place it opens the
 * References browser.
 */
export function entityPath(entity: EntitySummary): string {
  const { kind, id, parentId, universeId } = entity;
  if (!isRecordKind(kind)) {
    const [parent, segment] = kind.split('/') as [string, string];
    if (parentId === undefined) return REFERENCE_PATH;
    if (parent === 'worlds') {
      return universeId === undefined
        ? REFERENCE_PATH
        : `/universes/${enc(universeId)}/worlds/${enc(parentId)}/${segment}/${enc(id)}`;
    }
    return `/${parent}/${enc(parentId)}/${segment}/${enc(id)}`;
  }
  return recordPage(kind, entity) ?? REFERENCE_PATH;
}
