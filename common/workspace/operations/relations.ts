import { type EntityRef, entityRefSchema } from '../entities';
import { workspaceErrors } from '../errors';
import { parseInput } from '../present';
import {
  isFamilyType,
  isSameTie,
  newRelationSchema,
  normaliseChoice,
  RELATIONS_PER_THING_MAX,
  RELATIONS_PER_USER_MAX,
  type RelationStore,
  type RelationView,
  relationUpdateSchema,
  type StoredRelation,
  viewFrom,
} from '../relations';

// The relation commands of the data API and the browser's test repository: add one between two things
// of the workspace, change its details, delete it, list those of one end. Every write names the version
// it read, like parts; both ends must exist in the caller's workspace.

export type CreateRelationCommand = { input: unknown; id: string; now: string };

/** How many relations a thing and a workspace may have (the defaults; tests of the rule pass small ones). */
export type RelationLimits = { perThing: number; perUser: number };
const RELATION_LIMITS: RelationLimits = {
  perThing: RELATIONS_PER_THING_MAX,
  perUser: RELATIONS_PER_USER_MAX,
};

/**
 * Why one more relation between `from` and `to` would pass a limit, or undefined: the counts bound what a
 * page of relations, a graph and a family tree read, whoever added them (the API or an import).
 */
export function relationCountProblem(
  counts: { from: number; to: number; all: number },
  limits: RelationLimits = RELATION_LIMITS,
): { message: string; field: string } | undefined {
  const perThing = limits.perThing.toLocaleString('en');
  if (counts.from >= limits.perThing) {
    return { message: `A record or part can have at most ${perThing} relations`, field: 'from' };
  }
  if (counts.to >= limits.perThing) {
    return { message: `A record or part can have at most ${perThing} relations`, field: 'to' };
  }
  if (counts.all >= limits.perUser) {
    return {
      message: `A workspace can hold at most ${limits.perUser.toLocaleString('en')} relations; delete some to add more`,
      field: '',
    };
  }
  return undefined;
}

export async function createRelation(
  store: RelationStore,
  command: CreateRelationCommand,
  limits: RelationLimits = RELATION_LIMITS,
): Promise<StoredRelation> {
  const input = parseInput(newRelationSchema, command.input);
  const { type, from, to } = normaliseChoice(input.type, input.from, input.to);
  if (from.kind === to.kind && from.id === to.id) {
    throw workspaceErrors.invalid('A relation joins two different things', 'to');
  }
  if (type === 'custom' && (input.customLabel ?? '') === '') {
    throw workspaceErrors.invalid('Name the relation', 'customLabel');
  }
  const relation: StoredRelation = {
    id: command.id,
    from,
    to,
    type,
    variant: isFamilyType(type) ? (input.variant ?? 'birth') : null,
    customLabel: type === 'custom' ? (input.customLabel ?? '') : '',
    customInverse: type === 'custom' ? (input.customInverse ?? '') : '',
    attitude: input.attitude ?? null,
    note: input.note ?? '',
    starts: input.starts ?? '',
    ends: input.ends ?? '',
    version: 1,
    createdAt: command.now,
    updatedAt: command.now,
  };
  return store.transaction(async (trx) => {
    // Both ends are checked in this workspace: an id of someone else's reads as not there.
    if (!(await trx.entityExists(input.from)))
      throw workspaceErrors.invalid('That record does not exist', 'from');
    if (!(await trx.entityExists(input.to)))
      throw workspaceErrors.invalid('That record does not exist', 'to');
    const fromRelations = await trx.relationsOf(from);
    if (fromRelations.some((existing) => isSameTie(existing, relation))) {
      throw workspaceErrors.invalid('These two are already related that way', 'type');
    }
    const tooMany = relationCountProblem(
      {
        from: fromRelations.length,
        to: (await trx.relationsOf(to)).length,
        all: await trx.countRelations(),
      },
      limits,
    );
    if (tooMany !== undefined) throw workspaceErrors.invalid(tooMany.message, tooMany.field);
    await trx.insertRelation(relation);
    return relation;
  });
}

export type UpdateRelationCommand = {
  id: string;
  patch: unknown;
  version: number | undefined;
  now: string;
};

export async function updateRelation(
  store: RelationStore,
  command: UpdateRelationCommand,
): Promise<StoredRelation> {
  const patch = parseInput(relationUpdateSchema, command.patch);
  return store.transaction(async (trx) => {
    const current = await trx.getRelation(command.id);
    if (current === undefined) throw workspaceErrors.notFound('Relation');
    if (command.version === undefined) throw workspaceErrors.versionRequired();
    if (current.version !== command.version) throw workspaceErrors.stale('relation', current);
    const isCustom = current.type === 'custom';
    const next: StoredRelation = {
      ...current,
      ...(patch.variant !== undefined && isFamilyType(current.type)
        ? { variant: patch.variant ?? 'birth' }
        : {}),
      ...(patch.customLabel !== undefined && isCustom ? { customLabel: patch.customLabel } : {}),
      ...(patch.customInverse !== undefined && isCustom ? { customInverse: patch.customInverse } : {}),
      ...(patch.attitude !== undefined ? { attitude: patch.attitude } : {}),
      ...(patch.note !== undefined ? { note: patch.note } : {}),
      ...(patch.starts !== undefined ? { starts: patch.starts } : {}),
      ...(patch.ends !== undefined ? { ends: patch.ends } : {}),
      version: current.version + 1,
      updatedAt: command.now,
    };
    if (isCustom && next.customLabel === '')
      throw workspaceErrors.invalid('Name the relation', 'customLabel');
    if (!(await trx.updateRelation(next, current.version))) {
      const now = await trx.getRelation(command.id);
      if (now === undefined) throw workspaceErrors.notFound('Relation');
      throw workspaceErrors.stale('relation', now);
    }
    return next;
  });
}

export async function deleteRelation(store: RelationStore, id: string): Promise<void> {
  if (!(await store.deleteRelation(id))) throw workspaceErrors.notFound('Relation');
}

/** The relations of one record or part, each read from its side. A thing not in the workspace has none. */
export async function relationsOf(store: RelationStore, ref: unknown): Promise<RelationView[]> {
  const side: EntityRef = parseInput(entityRefSchema, ref);
  return (await store.relationsOf(side)).map((relation) => viewFrom(relation, side));
}
