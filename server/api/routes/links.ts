import { Hono } from 'hono';
import { z } from 'zod';
import { type EntityRef, entityKey, entityRefSchema } from '../../../common/workspace/entities';
import { graphQuerySchema } from '../../../common/workspace/graph';
import type { Backlink } from '../../../common/workspace/mentions';
import {
  createRelation,
  deleteRelation,
  relationsOf,
  updateRelation,
} from '../../../common/workspace/operations/relations';
import type { RelationAnswer, RelationView, StoredRelation } from '../../../common/workspace/relations';
import { resolveEntities, suggestEntities, unlinkedEntities } from '../../db/entity-store';
import { relationGraph } from '../../db/graph-store';
import { createRelationStore } from '../../db/relation-store';
import type { WorkspaceStore } from '../../db/workspace-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import { readBody, readId, readIfMatch, readQuery } from '../validate';

// A connected world (issue 13, decision 027): typed relations, what mentions a record ("Mentioned in"),
// and records and parts by kind and id (names now, for mentions; found by name, for the @ menu).

/** What `?kind=&id=` names: one record or part. */
const endQuery = z.strictObject({
  kind: z.string({ error: 'kind is required' }),
  id: z.string({ error: 'id is required' }).min(1).max(100),
});

const suggestQuery = z.strictObject({
  q: z.string({ error: 'q is required' }).max(100, 'q must be at most 100 characters'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(20),
});

const resolveBody = z.strictObject({
  refs: z.array(entityRefSchema).max(500, 'At most 500 at a time'),
  /** Each with the first sentence of its description too (a pin's tooltip); mentions leave it out. */
  summaries: z.boolean().optional(),
});

const versionBody = z.object({ version: z.number().int().positive().optional() }).loose();

function answerRelation(relation: StoredRelation) {
  return { body: relation, headers: { ETag: `"${relation.version}"` } };
}

async function withOthers(store: WorkspaceStore, views: RelationView[]): Promise<RelationAnswer[]> {
  const summaries = new Map(
    (
      await resolveEntities(
        store,
        views.map((view) => view.other),
      )
    ).map((entry) => [entityKey(entry), entry]),
  );
  return views.map((view) => ({ ...view, otherEntity: summaries.get(entityKey(view.other)) ?? null }));
}

/** The places that mention `target`, in the order they were indexed, with their owners' names now. */
async function backlinksOf(store: WorkspaceStore, target: EntityRef): Promise<Backlink[]> {
  const rows = await store.db
    .selectFrom('mentions')
    .select(['source_kind', 'source_id', 'source_field', 'position', 'snippet'])
    .where('user_id', '=', store.userId)
    .where('target_id', '=', target.id)
    .where('target_kind', '=', target.kind)
    .orderBy('source_id')
    .orderBy('source_field')
    .orderBy('position')
    .limit(1000)
    .execute();
  const sources = new Map(
    (
      await resolveEntities(
        store,
        rows.map((row) => ({ kind: row.source_kind, id: row.source_id }) as EntityRef),
      )
    ).map((entry) => [entityKey(entry), entry]),
  );
  return rows.flatMap((row) => {
    const source = sources.get(`${row.source_kind}:${row.source_id}`);
    return source === undefined
      ? []
      : [{ source, field: row.source_field, position: Number(row.position), snippet: row.snippet }];
  });
}

/** `/relations`: list those of one end (`?kind=&id=`), add, change (over the version read), delete. */
export function relationRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/', async (c) => {
    const end = readQuery(c, endQuery);
    const views = await relationsOf(createRelationStore(c.var.store), end);
    return c.json(await withOthers(c.var.store, views));
  });

  routes.post('/', async (c) => {
    const made = await createRelation(createRelationStore(c.var.store), {
      input: await readBody(c, z.object({}).loose()),
      id: newId(),
      now: isoNow(deps),
    });
    const { body, headers } = answerRelation(made);
    return c.json(body, 201, headers);
  });

  routes.patch('/:id', async (c) => {
    const { version, ...patch } = await readBody(c, versionBody);
    const changed = await updateRelation(createRelationStore(c.var.store), {
      id: readId(c),
      patch,
      version: readIfMatch(c) ?? version,
      now: isoNow(deps),
    });
    const { body, headers } = answerRelation(changed);
    return c.json(body, 200, headers);
  });

  routes.delete('/:id', async (c) => {
    await deleteRelation(createRelationStore(c.var.store), readId(c));
    return c.body(null, 204);
  });

  return routes;
}

/** The whole mention index of the workspace, as the References console's `mentions` table holds it. */
async function allMentions(store: WorkspaceStore) {
  const rows = await store.db
    .selectFrom('mentions')
    .select(['source_kind', 'source_id', 'source_field', 'position', 'target_kind', 'target_id', 'snippet'])
    .where('user_id', '=', store.userId)
    .orderBy('source_id')
    .orderBy('source_field')
    .orderBy('position')
    .limit(50_000)
    .execute();
  return rows.map((row) => ({
    sourceKind: row.source_kind,
    sourceId: row.source_id,
    field: row.source_field,
    position: Number(row.position),
    targetKind: row.target_kind,
    targetId: row.target_id,
    snippet: row.snippet,
  }));
}

/**
 * `/mentions?kind=&id=`: every place that mentions this record or part ("Mentioned in"); without a
 * target, the workspace's whole mention index (the References console's `mentions` table).
 */
export function mentionRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/', async (c) => {
    if (c.req.query('kind') === undefined && c.req.query('id') === undefined) {
      return c.json(await allMentions(c.var.store));
    }
    const end = readQuery(c, endQuery);
    const target = entityRefSchema.safeParse(end);
    return c.json(target.success ? await backlinksOf(c.var.store, target.data) : []);
  });
  return routes;
}

/**
 * `/entities/suggest?q=` (the @ menu), `POST /entities/resolve` (mentions' current names) and
 * `/entities/unlinked` (pages mentioned nowhere that mention nothing: the first 1,000, and how many).
 */
export function entityRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/suggest', async (c) => {
    const { q, limit } = readQuery(c, suggestQuery);
    return c.json(await suggestEntities(c.var.store, q, { limit, perKind: limit }));
  });
  routes.get('/unlinked', async (c) => c.json(await unlinkedEntities(c.var.store, { limit: 1000 })));
  routes.post('/resolve', async (c) => {
    const { refs, summaries } = await readBody(c, resolveBody);
    return c.json(await resolveEntities(c.var.store, refs, { summaries: summaries === true }));
  });
  return routes;
}

/** `/graph?scope=universe|novel|campaign&id=`: the scope's records and parts and every relation among them. */
export function graphRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  routes.get('/', async (c) => {
    const { scope, id } = readQuery(c, graphQuerySchema);
    const graph = await relationGraph(c.var.store, scope, id);
    if (graph === undefined) throw apiErrors.notFound(scope.charAt(0).toUpperCase() + scope.slice(1));
    return c.json(graph);
  });
  return routes;
}
