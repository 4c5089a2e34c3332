import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { defaultImages } from '../../../common/domain/new-record-defaults';
import { type Novel, newNovelSchema, novelPatchSchema } from '../../../common/domain/novel';
import { novelSummaryTable, novelTable, universeTable } from '../../db/workspace-tables';
import { type ApiEnv, applyPatch, isoNow, newId, type RouteDeps, requireLinked } from '../context';
import { presentNovelDetail } from '../presenters';
import { created, registerGetOne, registerPatch, registerRecordDelete, resource } from '../resource-routes';
import { readBody, readQuery } from '../validate';
import { registerChapterText, registerManuscript, registerTextVersions } from './chapter-text';
import { registerFavorite } from './favorites';
import { registerParts } from './parts';
import { registerWritingGoal } from './writing-goal';

const novels = resource(novelTable, 'Novel', presentNovelDetail);

/** `/api/v1/novels`: a novel with its chapters, characters, story arcs, events and assets. */
export function novelRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    return c.json(await c.var.store.list(novelSummaryTable));
  });

  routes.post('/', async (c) => {
    const input = await readBody(c, newNovelSchema);
    const novel = await c.var.store.transaction(async (store) => {
      if (input.universeId !== undefined) {
        await requireLinked(store, universeTable, input.universeId, 'universe', 'universeId');
      }
      const record: Novel = {
        id: newId(),
        title: input.title,
        status: 'draft',
        wordCount: 0,
        lastUpdated: isoNow(deps),
        coverUrl: defaultImages.novelCover,
        description: input.description,
        isFavorite: false,
        ...(input.universeId === undefined ? {} : { universeId: input.universeId }),
      };
      await store.insert(novelTable, record, 'first');
      return presentNovelDetail(store, record);
    });
    return created(c, 'novels', novel);
  });

  registerGetOne(routes, novels);

  registerPatch(routes, novels, novelPatchSchema, async (store, record, { universeId, ...patch }) => {
    if (typeof universeId === 'string') {
      await requireLinked(store, universeTable, universeId, 'universe', 'universeId');
    }
    const next: Novel = { ...applyPatch(record, patch), lastUpdated: isoNow(deps) };
    if (universeId === null) delete next.universeId;
    else if (universeId !== undefined) next.universeId = universeId;
    return next;
  });

  // Its timelines go with it; References characters lose the link (common/workspace/links.ts).
  registerRecordDelete(routes, 'novel', deps);

  registerFavorite(routes, novelTable, 'Novel');
  registerParts(routes, deps, 'novels');
  registerChapterText(routes, deps);
  registerTextVersions(routes, deps);
  registerManuscript(routes);
  registerWritingGoal(routes, deps);
  return routes;
}
