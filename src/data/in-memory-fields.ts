import type { ThingFields } from '../../common/api/custom-fields';
import type { Workspace } from '../../common/domain/workspace';
import {
  checkFieldValues,
  convertValue,
  type FieldDefinition,
  type FieldPatch,
  type FieldTemplate,
  type FieldValue,
  fieldsOfThing,
  matchesFieldFilter,
  newFieldSchema,
  newTemplateSchema,
  orderedFields,
  patchedField,
  previewTypeChange,
} from '../../common/workspace/custom-fields';
import type { TrashedField } from '../../common/workspace/field-trash';
import { type MemoryFieldTrash, memoryValueTrash } from '../../common/workspace/memory-trash-store';
import { userKindIdOf } from '../../common/workspace/user-kinds';
import { NotFoundError, ValidationError } from './errors';
import type { FieldValueRow } from './reference-field-columns';
import type { WorkspaceRepository } from './workspace-repository';

// Added fields of the in-memory workspace (decision 063), by the data API's rules: the core's checks of
// definitions and values; a thing's fields are its kind's in its containers (its record, its universe) and its own.

type FieldMethods = Pick<
  WorkspaceRepository,
  | 'getThingFields'
  | 'saveThingFields'
  | 'createField'
  | 'previewFieldChange'
  | 'changeField'
  | 'createFieldTemplate'
  | 'listFieldTemplates'
  | 'applyFieldTemplate'
  | 'listFields'
  | 'thingsWithFieldValue'
>;

/** What the in-memory Trash asks of the fields (decision 077): take one whole, see its place, put it back. */
export type InMemoryFieldTrash = MemoryFieldTrash & {
  takeField(id: string): TrashedField;
  /** The fields added to a kind, in every container (a kind of your own's, when it goes). */
  idsOfKind(kind: string): string[];
};

/** Every definition and value, for the References console's columns (decision 077). */
export type EveryField = { fields: FieldDefinition[]; values: FieldValueRow[] };

type Found = { id?: unknown; universeId?: unknown };

/** Whether a record holds a part of this id in one of its lists (a novel's chapters, its assets' images, ...). */
function holds(value: unknown, id: string, depth = 0): boolean {
  if (depth > 2 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((entry) => (entry as Found)?.id === id);
  return Object.values(value).some((inner) => holds(inner, id, depth + 1));
}

/**
 * The containers of a thing, as the server's (its `parentId`, its `universeId`): a record's universe; a
 * part's record and that record's universe. Undefined when it is not there.
 */
function containersOf(workspace: Workspace, kind: string, id: string): string[] | undefined {
  const ids = (record: Found) => (typeof record.universeId === 'string' ? [record.universeId] : []);
  for (const records of Object.values(workspace)) {
    if (!Array.isArray(records)) continue;
    const found = (records as Found[]).find((record) => record.id === id);
    if (found !== undefined) return ids(found);
  }
  if (!kind.includes('/')) return undefined;
  for (const records of Object.values(workspace)) {
    if (!Array.isArray(records)) continue;
    const parent = (records as Found[]).find((record) =>
      Object.entries(record).some(([key, value]) => key !== 'id' && holds(value, id)),
    );
    if (parent !== undefined) return [String(parent.id), ...ids(parent)];
  }
  return [];
}

/** A stored value (or kept words) that a filter by `equals` keeps; no value is never kept. */
const isKeptBy = (value: FieldValue | undefined, equals: string) =>
  value !== undefined && matchesFieldFilter(value, equals);

export function createInMemoryFields(deps: {
  workspace: () => Promise<Workspace>;
  now: () => string;
  newId: () => string;
  /**
   * The container of a part kept outside its record's lists (a thing of a kind of your own, decision
   * 085), or undefined.
   */
  partParent?: (id: string) => Promise<string | undefined>;
}): FieldMethods & { trash: InMemoryFieldTrash; everyField: () => EveryField } {
  const fields = new Map<string, FieldDefinition>();
  const values = new Map<string, Record<string, FieldValue>>();
  /** Values a type change could not convert, by thing and field, kept as the words they were. */
  const kept = new Map<string, Record<string, string>>();
  const templates = new Map<string, FieldTemplate>();
  async function read(kind: string, id: string): Promise<ThingFields | null> {
    const ws = await deps.workspace();
    let containers = containersOf(ws, kind, id);
    if (containers !== undefined && containers.length === 0 && userKindIdOf(kind) !== undefined) {
      const parentId = await deps.partParent?.(id);
      if (parentId !== undefined) containers = [parentId, ...(containersOf(ws, 'record', parentId) ?? [])];
    }
    if (containers === undefined) return null;
    const own = fieldsOfThing([...fields.values()], {
      kind: kind as FieldDefinition['kind'],
      id,
      containers,
    });
    return { fields: own, values: { ...(values.get(id) ?? {}) }, keptText: { ...(kept.get(id) ?? {}) } };
  }
  function changed(id: string, patch: FieldPatch) {
    const field = fields.get(id);
    if (field === undefined) throw new ValidationError('This field is not there any more');
    const next = patchedField(field, patch);
    if (typeof next === 'string') throw new ValidationError(next);
    const stored = [...values].flatMap(([thingId, own]) =>
      own[id] === undefined ? [] : [{ thingId, value: own[id] ?? null }],
    );
    return { field, next, stored };
  }
  const trash: InMemoryFieldTrash = {
    ...memoryValueTrash(values, kept),
    idsOfKind: (kind) => [...fields.values()].filter((field) => field.kind === kind).map((field) => field.id),
    takeField(id) {
      const field = fields.get(id);
      if (field === undefined) throw new NotFoundError('Field not found');
      const taken: TrashedField = { field: structuredClone(field), values: [] };
      const thingIds = new Set([...values.keys(), ...kept.keys()]);
      for (const thingId of [...thingIds].sort()) {
        const own = values.get(thingId) ?? {};
        const words = kept.get(thingId) ?? {};
        if (own[id] === undefined && words[id] === undefined) continue;
        taken.values.push({
          thingId,
          thingKind: field.kind,
          value: structuredClone(own[id] ?? null),
          ...(words[id] === undefined ? {} : { keptText: words[id] }),
        });
        delete own[id];
        delete words[id];
      }
      fields.delete(id);
      return taken;
    },
    async restoreSite(field) {
      const ws = await deps.workspace();
      const isScopeThere =
        containersOf(ws, field.kind, field.scopeId) !== undefined || holds(ws, field.scopeId);
      return {
        isIdTaken: fields.has(field.id),
        isScopeThere,
        siblingLabels: [...fields.values()]
          .filter((each) => each.kind === field.kind && each.scopeId === field.scopeId)
          .map((each) => each.label),
      };
    },
    putBack({ field, values: taken }) {
      fields.set(field.id, structuredClone(field));
      for (const entry of taken) {
        if (entry.value !== null)
          values.set(entry.thingId, { ...(values.get(entry.thingId) ?? {}), [field.id]: entry.value });
        if (entry.keptText !== undefined) {
          kept.set(entry.thingId, { ...(kept.get(entry.thingId) ?? {}), [field.id]: entry.keptText });
        }
      }
    },
  };
  return {
    trash,
    everyField: () => ({
      fields: [...fields.values()],
      values: [...values].flatMap(([thingId, own]) =>
        Object.entries(own).map(([fieldId, value]) => ({
          thingId,
          thingKind: fields.get(fieldId)?.kind ?? '',
          fieldId,
          value,
        })),
      ),
    }),
    async listFields(kind, scopeId) {
      return orderedFields(
        [...fields.values()].filter((field) => field.kind === kind && field.scopeId === scopeId),
      );
    },
    async thingsWithFieldValue(fieldId, equals) {
      const thingIds = new Set([...values.keys(), ...kept.keys()]);
      return [...thingIds]
        .filter(
          (thingId) =>
            isKeptBy(values.get(thingId)?.[fieldId], equals) ||
            isKeptBy(kept.get(thingId)?.[fieldId], equals),
        )
        .sort()
        .slice(0, 1000);
    },
    getThingFields: read,
    async previewFieldChange(id, patch) {
      const { field, next, stored } = changed(id, patch);
      return previewTypeChange(field, next, stored);
    },
    async changeField(id, patch) {
      const { field, next, stored } = changed(id, patch);
      for (const { thingId, value } of stored) {
        const converted = convertValue(value, field, next);
        const own = values.get(thingId) ?? {};
        if (converted.ok) own[id] = converted.value;
        else {
          delete own[id];
          kept.set(thingId, { ...(kept.get(thingId) ?? {}), [id]: converted.keptText });
        }
      }
      const written = { ...next, version: field.version + 1, updatedAt: deps.now() };
      fields.set(id, written);
      return written;
    },
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
    async createFieldTemplate(input) {
      const parsed = newTemplateSchema.safeParse(input);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ValidationError(issue?.message ?? 'Invalid template', String(issue?.path[0] ?? ''));
      }
      const stamp = deps.now();
      const template = {
        ...parsed.data,
        values: parsed.data.values as Record<string, FieldValue>,
        id: deps.newId(),
        createdAt: stamp,
        updatedAt: stamp,
      };
      templates.set(template.id, template);
      return template;
    },
    async applyFieldTemplate(templateId, thing) {
      const template = templates.get(templateId);
      if (template === undefined) throw new ValidationError('This template is not there any more');
      const current = await read(thing.kind, thing.id);
      if (current === null) throw new ValidationError('This thing is not in the workspace');
      const known = new Set(current.fields.map((field) => field.id));
      const values = Object.fromEntries(Object.entries(template.values).filter(([id]) => known.has(id)));
      return this.saveThingFields(thing.kind, thing.id, values);
    },
    async listFieldTemplates(kind, scopeId) {
      return [...templates.values()]
        .filter((template) => template.kind === kind && template.scopeId === scopeId)
        .sort((a, b) => a.name.localeCompare(b.name));
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
