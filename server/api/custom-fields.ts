import type { ThingFields } from '../../common/api/custom-fields';
import {
  checkFieldValues,
  convertValue,
  FIELDS_PER_SCOPE_MAX,
  type FieldDefinition,
  type FieldPatch,
  type FieldTemplate,
  type FieldValue,
  fieldsOfThing,
  type NewField,
  type NewTemplate,
  patchedField,
  previewTypeChange,
  type TypeChangePreview,
} from '../../common/workspace/custom-fields';
import type { EntityKind, EntityRef, EntitySummary } from '../../common/workspace/entities';
import { isEntityKind } from '../../common/workspace/entities';
import { workspaceErrors } from '../../common/workspace/errors';
import { recordKinds } from '../../common/workspace/kinds';
import { fieldIntoTrash } from '../../common/workspace/operations/trash-moves';
import { userKindIdOf } from '../../common/workspace/user-kinds';
import { createCustomFieldStore, type StoredFieldValue } from '../db/custom-field-store';
import { resolveEntities } from '../db/entity-store';
import { writeFieldDocuments } from '../db/search-index';
import { createTrashStore } from '../db/trash-store';
import { createUserKindStore } from '../db/user-kind-store';
import type { WorkspaceStore } from '../db/workspace-store-type';

// A thing's fields over the store (issue 31, decision 063): the core checks definitions and values,
// this file finds the thing and its containers, writes, and keeps the search index and the history.

async function thingOf(store: WorkspaceStore, kind: string, id: string): Promise<EntitySummary> {
  if (!isEntityKind(kind)) throw workspaceErrors.notFound('Kind');
  const [thing] = await resolveEntities(store, [{ kind, id }]);
  if (thing === undefined) throw workspaceErrors.notFound('Record or part');
  return thing;
}

const containersOf = (thing: EntitySummary) =>
  [thing.parentId, thing.universeId].filter((id): id is string => id !== undefined);

async function fieldsOf(store: WorkspaceStore, thing: EntitySummary): Promise<FieldDefinition[]> {
  const scopes = [thing.id, ...containersOf(thing)];
  const fields = await createCustomFieldStore(store).listFields({ kind: thing.kind, scopeIds: scopes });
  return fieldsOfThing(fields, { kind: thing.kind, id: thing.id, containers: containersOf(thing) });
}

function asThingFields(fields: FieldDefinition[], stored: readonly StoredFieldValue[]): ThingFields {
  const values: Record<string, FieldValue> = {};
  const keptText: Record<string, string> = {};
  const known = new Set(fields.map((field) => field.id));
  for (const entry of stored) {
    if (!known.has(entry.fieldId)) continue;
    if (entry.value !== null) values[entry.fieldId] = entry.value;
    if (entry.keptText !== undefined) keptText[entry.fieldId] = entry.keptText;
  }
  return { fields, values, keptText };
}

export async function readThingFields(store: WorkspaceStore, kind: string, id: string): Promise<ThingFields> {
  const thing = await thingOf(store, kind, id);
  const fields = await fieldsOf(store, thing);
  return asThingFields(fields, await createCustomFieldStore(store).valuesOf({ thingIds: [id] }));
}

/** Every link a save names must be a record or part of this workspace. */
async function checkLinks(store: WorkspaceStore, values: Record<string, FieldValue>) {
  for (const [fieldId, value] of Object.entries(values)) {
    const refs = (Array.isArray(value) ? value : [value]).filter(
      (entry): entry is EntityRef => typeof entry === 'object' && entry !== null,
    );
    if (refs.length === 0) continue;
    const found = await resolveEntities(store, refs);
    if (found.length < new Set(refs.map((ref) => `${ref.kind}:${ref.id}`)).size) {
      throw workspaceErrors.invalid('A link names something that is not in this workspace', fieldId);
    }
  }
}

/** Saves some of a thing's values (checked by the core), in one transaction with its index and history. */
export async function saveThingValues(
  store: WorkspaceStore,
  kind: string,
  id: string,
  sent: Record<string, unknown>,
  /** A template's values: a required field it does not fill is left for the person to fill. */
  options: { isPartial?: boolean } = {},
): Promise<ThingFields> {
  return store.transaction(async (trx) => {
    const thing = await thingOf(trx, kind, id);
    const fields = await fieldsOf(trx, thing);
    const values = createCustomFieldStore(trx);
    const before = asThingFields(fields, await values.valuesOf({ thingIds: [id] }));
    const checked = checkFieldValues(fields, sent, before.values, options);
    if (!checked.ok) throw workspaceErrors.invalid(checked.problem.message, checked.problem.fieldId);
    await checkLinks(trx, checked.values);
    await values.putValues(
      Object.entries(checked.values).map(([fieldId, value]) => ({
        thingId: id,
        thingKind: thing.kind,
        fieldId,
        value,
      })),
    );
    const after = asThingFields(fields, await values.valuesOf({ thingIds: [id] }));
    await writeFieldDocuments(trx, [thing.id]);
    await trx.history.record([
      {
        op: 'update',
        entityKind: 'field-values',
        entityId: id,
        recordId: id,
        before: before.values,
        after: after.values,
        isComplete: true,
        name: thing.name,
        action: 'update-field-values',
      },
    ]);
    return after;
  });
}

/** A scope is the thing itself or a record that holds things (a universe): it must be in this workspace. */
async function checkScope(store: WorkspaceStore, input: NewField) {
  // A field of a kind of your own only while you have that kind (decision 085).
  const kindId = userKindIdOf(input.kind);
  if (kindId !== undefined && (await createUserKindStore(store).getKind(kindId)) === undefined) {
    throw workspaceErrors.invalid('kind must be a kind of this workspace', 'kind');
  }
  const refs: EntityRef[] = [...recordKinds, input.kind].map((kind) => ({
    kind: kind as EntityKind,
    id: input.scopeId,
  }));
  if ((await resolveEntities(store, refs)).length === 0) {
    throw workspaceErrors.invalid(
      'scopeId must be a record of this workspace or the thing itself',
      'scopeId',
    );
  }
}

export async function createField(
  store: WorkspaceStore,
  input: NewField,
  id: string,
  now: string,
): Promise<FieldDefinition> {
  return store.transaction(async (trx) => {
    await checkScope(trx, input);
    const fields = createCustomFieldStore(trx);
    const siblings = await fields.listFields({ kind: input.kind, scopeIds: [input.scopeId] });
    if (siblings.length >= FIELDS_PER_SCOPE_MAX) {
      throw workspaceErrors.invalid(`A kind has at most ${FIELDS_PER_SCOPE_MAX} fields in one place`);
    }
    if (siblings.some((field) => field.label.toLocaleLowerCase() === input.label.toLocaleLowerCase())) {
      throw workspaceErrors.invalid(`There is already a field named ${input.label} here`, 'label');
    }
    const { position, ...shape } = input;
    const field: FieldDefinition = {
      ...shape,
      kind: input.kind as EntityKind,
      id,
      position: position ?? siblings.reduce((last, each) => Math.max(last, each.position + 1), 0),
      version: 1,
      createdAt: now,
      updatedAt: now,
    } as FieldDefinition;
    await fields.putField(field);
    await trx.history.record([
      {
        op: 'create',
        entityKind: 'field',
        entityId: id,
        recordId: input.scopeId,
        before: null,
        after: field,
        isComplete: true,
        name: field.label,
      },
    ]);
    return field;
  });
}

export type FieldChange = { field: FieldDefinition } | { preview: TypeChangePreview };

/**
 * Changes a definition. A rename keeps every value (they are kept by the field's id); a type change
 * converts what converts and keeps the rest as text. With `isPreview`, nothing is written: the answer
 * says how many values convert and which are kept as text.
 */
export async function changeField(
  store: WorkspaceStore,
  id: string,
  patch: FieldPatch,
  options: { isPreview: boolean; now: string },
): Promise<FieldChange> {
  return store.transaction(async (trx) => {
    const fields = createCustomFieldStore(trx);
    const field = await fields.getField(id);
    if (field === undefined) throw workspaceErrors.notFound('Field');
    if (patch.version !== undefined && patch.version !== field.version)
      throw workspaceErrors.changedElsewhere('Field', field);
    const { version: _version, ...shape } = patch;
    const next = patchedField(field, shape);
    if (typeof next === 'string') throw workspaceErrors.invalid(next);
    const stored = await fields.valuesOf({ fieldId: id });
    const isRetyped =
      next.type !== field.type ||
      JSON.stringify(next.choices) !== JSON.stringify(field.choices) ||
      JSON.stringify(next.linkKinds) !== JSON.stringify(field.linkKinds);
    if (options.isPreview) {
      return {
        preview: previewTypeChange(
          field,
          next,
          stored.map((entry) => ({ thingId: entry.thingId, value: entry.value })),
        ),
      };
    }
    const written: FieldDefinition = { ...next, version: field.version + 1, updatedAt: options.now };
    await fields.putField(written);
    if (isRetyped) {
      await fields.putValues(
        stored
          .filter((entry) => entry.value !== null)
          .map((entry) => {
            const converted = convertValue(entry.value, field, next);
            return converted.ok
              ? { ...entry, value: converted.value }
              : { ...entry, value: null, keptText: converted.keptText };
          }),
      );
    }
    await writeFieldDocuments(trx, [...new Set(stored.map((entry) => entry.thingId))]);
    await trx.history.record([
      {
        op: 'update',
        entityKind: 'field',
        entityId: id,
        recordId: field.scopeId,
        before: field,
        after: written,
        isComplete: true,
        name: written.label,
      },
    ]);
    return { field: written };
  });
}

/**
 * Deletes a definition with its values into the Trash (decision 077), whole: a restore brings back the
 * definition and every value. The history keeps both too. Answers the Trash entry.
 */
export async function deleteField(
  store: WorkspaceStore,
  id: string,
  trashed: { entryId: string; deletedAt: string; now: () => number },
): Promise<{ id: string; label: string }> {
  return store.transaction(async (trx) => {
    const fields = createCustomFieldStore(trx);
    const field = await fields.getField(id);
    if (field === undefined) throw workspaceErrors.notFound('Field');
    const values = await fields.valuesOf({ fieldId: id });
    const kept = values.map(({ fieldId: _field, ...entry }) => entry);
    const trash = createTrashStore(trx, trashed.now);
    await trash.purgeExpired();
    await trash.put({ id: trashed.entryId, ...fieldIntoTrash({ field, values: kept }, trashed.deletedAt) });
    await fields.removeField(id);
    await writeFieldDocuments(trx, [...new Set(values.map((entry) => entry.thingId))]);
    await trx.history.record([
      {
        op: 'delete',
        entityKind: 'field',
        entityId: id,
        recordId: field.scopeId,
        before: { ...field, values },
        after: null,
        isComplete: true,
        name: field.label,
      },
    ]);
    return { id: trashed.entryId, label: field.label };
  });
}

/** Saves a template for a kind: its values checked by the kind's fields in its place (none required). */
export async function createTemplate(
  store: WorkspaceStore,
  input: NewTemplate,
  id: string,
  now: string,
): Promise<FieldTemplate> {
  return store.transaction(async (trx) => {
    const fields = createCustomFieldStore(trx);
    const own = await fields.listFields({ kind: input.kind });
    const checked = checkFieldValues(own, input.values, {}, { isPartial: true });
    if (!checked.ok) throw workspaceErrors.invalid(checked.problem.message, checked.problem.fieldId);
    await checkLinks(trx, checked.values);
    const template: FieldTemplate = {
      ...input,
      kind: input.kind as EntityKind,
      values: checked.values,
      id,
      createdAt: now,
      updatedAt: now,
    };
    await fields.putTemplate(template);
    await trx.history.record([
      {
        op: 'create',
        entityKind: 'field-template',
        entityId: id,
        recordId: input.scopeId,
        before: null,
        after: template,
        isComplete: true,
        name: template.name,
      },
    ]);
    return template;
  });
}

/** "New from template": the template's values written on a thing of its kind (the thing's rules apply). */
export async function applyTemplate(
  store: WorkspaceStore,
  templateId: string,
  thing: EntityRef,
): Promise<ThingFields> {
  const template = await createCustomFieldStore(store).getTemplate(templateId);
  if (template === undefined) throw workspaceErrors.notFound('Template');
  if (template.kind !== thing.kind)
    throw workspaceErrors.invalid(`This template is for another kind (${template.kind})`, 'kind');
  const fields = await fieldsOf(store, await thingOf(store, thing.kind, thing.id));
  const known = new Set(fields.map((field) => field.id));
  const values = Object.fromEntries(
    Object.entries(template.values).filter(([fieldId]) => known.has(fieldId)),
  );
  return saveThingValues(store, thing.kind, thing.id, values, { isPartial: true });
}
