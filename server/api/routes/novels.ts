import { Hono } from 'hono';
import { noQuerySchema } from '../../../common/api/inputs';
import { type NovelRecord, newNovelSchema, novelUpdateSchema } from '../../../common/domain/novel';
import type { WorkspaceStore } from '../../db/workspace-store';
import { characterTable, novelSummaryTable, novelTable, universeTable } from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import {
  type ApiEnv,
  applyPatch,
  findOrNotFound,
  isoNow,
  newId,
  type RouteDeps,
  requireLinked,
} from '../context';
import { readBody, readId, readQuery } from '../validate';
import { registerFavorite } from './favorites';
import { registerParts } from './parts';
import { deleteTimelinesOf } from './timelines';

export const DEFAULT_NOVEL_COVER_URL = '/images/covers/default-novel.svg';

/** Deleting a novel takes its timelines with it and unlinks the References characters that named it. */
async function deleteNovel(store: WorkspaceStore, id: string): Promise<void> {
  if ((await store.remove(novelTable, { id })) === 0) throw apiErrors.notFound('Novel');
  await deleteTimelinesOf(store, id);
  await store.updateWhere(characterTable, { novel_id: id }, { novel_id: null });
}

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
      const record: NovelRecord = {
        id: newId(),
        title: input.title,
        status: 'draft',
        wordCount: 0,
        lastUpdated: isoNow(deps),
        coverUrl: DEFAULT_NOVEL_COVER_URL,
        description: input.description,
        isFavorite: false,
        ...(input.universeId === undefined ? {} : { universeId: input.universeId }),
        chapters: [],
        characters: [],
        storyArcs: [],
        timelineEvents: [],
        assets: { images: [], documents: [], music: [] },
      };
      await store.insert(novelTable, record, 'first');
      return record;
    });
    return c.json(novel, 201, { Location: `/api/v1/novels/${novel.id}` });
  });

  routes.get('/:id', async (c) => c.json(await findOrNotFound(c.var.store, novelTable, readId(c), 'Novel')));

  routes.patch('/:id', async (c) => {
    const { universeId, ...patch } = await readBody(c, novelUpdateSchema);
    const novel = await c.var.store.transaction(async (store) => {
      const record = await findOrNotFound(store, novelTable, readId(c), 'Novel', { forUpdate: true });
      if (typeof universeId === 'string') {
        await requireLinked(store, universeTable, universeId, 'universe', 'universeId');
      }
      const next: NovelRecord = { ...applyPatch(record, patch), lastUpdated: isoNow(deps) };
      if (universeId === null) delete next.universeId;
      else if (universeId !== undefined) next.universeId = universeId;
      await store.update(novelTable, next);
      return next;
    });
    return c.json(novel);
  });

  routes.delete('/:id', async (c) => {
    const id = readId(c);
    await c.var.store.transaction((store) => deleteNovel(store, id));
    return c.body(null, 204);
  });

  registerFavorite(routes, novelTable, 'Novel');
  registerParts(routes, deps, 'novels', novelTable, 'Novel');
  return routes;
}
