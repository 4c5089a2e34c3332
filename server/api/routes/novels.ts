import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { newNovelSchema, novelPatchSchema } from '../../../common/domain/novel';
import { novelSummaryTable, novelTable } from '../../db/workspace-tables';
import type { ApiEnv, RouteDeps } from '../context';
import { presentNovelDetail } from '../presenters';
import { registerRecordRoutes } from '../resource-routes';
import { readQuery } from '../validate';
import { registerChapterText, registerManuscript, registerTextVersions } from './chapter-text';
import { registerCharacterMove } from './character-move';
import { registerFavorite } from './favorites';
import { registerParts } from './parts';
import { registerWritingGoal } from './writing-goal';

/** `/api/v1/novels`: a novel with its chapters, characters, story arcs, events and assets. */
export function novelRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    readQuery(c, noQuerySchema);
    return c.json(await c.var.store.list(novelSummaryTable));
  });

  // Its timelines go with it; References characters lose the link (common/workspace/kinds.ts).
  registerRecordRoutes(routes, deps, 'novel', {
    newSchema: newNovelSchema,
    updateSchema: novelPatchSchema,
    present: presentNovelDetail,
  });

  registerFavorite(routes, novelTable, 'Novel');
  registerParts(routes, deps, 'novels');
  registerChapterText(routes, deps);
  registerTextVersions(routes, deps);
  registerManuscript(routes);
  registerWritingGoal(routes, deps);
  registerCharacterMove(routes, deps);
  return routes;
}
