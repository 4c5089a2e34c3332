import type { ThingFields } from '../../common/api/custom-fields';
import type { Workspace } from '../../common/domain/workspace';
import {
  checkFieldValues,
  type FieldDefinition,
  type FieldValue,
  fieldsOfThing,
  newFieldSchema,
} from '../../common/workspace/custom-fields';
import { ValidationError } from './errors';
import type { WorkspaceRepository } from './workspace-repository';

// Added fields of the in-memory workspace (decision 063), by the data API's rules: the core's checks of
// definitions and values; a thing's fields are its kind's in its universe (or parent) and its own.

type FieldMethods = Pick<WorkspaceRepository, 'getThingFields' | 'saveThingFields' | 'createField'>;

/** The universe a record lives in (a part's fields here are only its own); undefined when it is not there. */
function containersOf(workspace: Workspace, kind: string, id: string): string[] | undefined {
  for (const records of Object.values(workspace)) {
    if (!Array.isArray(records)) continue;
    const found = (records as { id?: unknown; universeId?: unknown }[]).find((record) => record.id === id);
    if (found !== undefined) return typeof found.universeId === 'string' ? [found.universeId] : [];
  }
  return kind.includes('/') ? [] : undefined;
}

export function createInMemoryFields(deps: {
  workspace: () => Promise<Workspace>;
  now: () => string;
  newId: () => string;
}): FieldMethods {
  const fields = new Map<string, FieldDefinition>();
  const values = new Map<string, Record<string, FieldValue>>();
  async function read(kind: string, id: string): Promise<ThingFields | null> {
    const containers = containersOf(await deps.workspace(), kind, id);
    if (containers === undefined) return null;
    const own = fieldsOfThing([...fields.values()], {
      kind: kind as FieldDefinition['kind'],
      id,
      containers,
    });
    return { fields: own, values: { ...(values.get(id) ?? {}) }, keptText: {} };
  }
  return {
    getThingFields: read,
    async saveThingFields(kind, id, sent) {
      const current = await read(kind, id);
      if (current === null) throw new ValidationError('This thing is not in the workspace');
      const checked = checkFieldValues(current.fields, sent, current.values);
      if (!checked.ok) throw new ValidationError(checked.problem.message, checked.problem.fieldId);
      const next = { ...current.values, ...checked.values };
      for (const [fieldId, value] of Object.entries(next)) if (value === null) delete next[fieldId];
      values.set(id, next);
      return { ...current, values: next };
    },
    async createField(input) {
      const parsed = newFieldSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ValidationError(issue?.message ?? 'Invalid field', String(issue?.path[0] ?? ''));
      }
      const { position, ...shape } = parsed.data;
      const stamp = deps.now();
      const field = {
        ...shape,
        id: deps.newId(),
        position: position ?? fields.size,
        version: 1,
        createdAt: stamp,
        updatedAt: stamp,
      } as FieldDefinition;
      fields.set(field.id, field);
      return field;
    },
  };
}
