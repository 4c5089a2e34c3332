import type { BackupFieldValue } from '../../common/api/backup';
import {
  checkFieldValues,
  type FieldDefinition,
  type FieldTemplate,
  type FieldValue,
} from '../../common/workspace/custom-fields';
import type { EntityKind } from '../../common/workspace/entities';
import { createCustomFieldStore } from './custom-field-store';
import { resolveEntities } from './entity-store';
import { writeFieldDocuments } from './search-index';
import type { WorkspaceStore } from './workspace-store-type';

// Fields, their values and templates in a backup (decision 063, like every table: decision 050). The
// export carries the values of the things the workspace holds (a thing in the Trash travels with the
// Trash's export); the import writes each after its records, checked by its field like a save.

type FieldBackup = {
  customFields: FieldDefinition[];
  fieldValues: BackupFieldValue[];
  fieldTemplates: FieldTemplate[];
};

/** Of these things, the keys (`kind:id`) of those the workspace holds, read a few hundred at a time. */
async function heldThings(
  store: WorkspaceStore,
  things: readonly { kind: string; id: string }[],
): Promise<Set<string>> {
  const held = new Set<string>();
  for (let at = 0; at < things.length; at += 500) {
    const refs = things
      .slice(at, at + 500)
      .map((thing) => ({ kind: thing.kind as EntityKind, id: thing.id }));
    for (const found of await resolveEntities(store, refs)) held.add(`${found.kind}:${found.id}`);
  }
  return held;
}

export async function readFieldBackup(store: WorkspaceStore): Promise<FieldBackup> {
  const fields = createCustomFieldStore(store);
  const values = await fields.valuesOf({});
  const things = [
    ...new Map(
      values.map((entry) => [
        `${entry.thingKind}:${entry.thingId}`,
        { kind: entry.thingKind, id: entry.thingId },
      ]),
    ).values(),
  ];
  const held = await heldThings(store, things);
  return {
    customFields: await fields.listFields(),
    fieldValues: values.filter((entry) => held.has(`${entry.thingKind}:${entry.thingId}`)),
    fieldTemplates: await fields.listTemplates(),
  };
}

/** Writes a file's fields, values and templates; answers the first row that cannot be written. */
export async function writeFieldBackup(
  store: WorkspaceStore,
  file: FieldBackup,
): Promise<{ field: string; message: string } | undefined> {
  const fields = createCustomFieldStore(store);
  for (const field of file.customFields) await fields.putField(field);
  const known = new Map((await fields.listFields()).map((field) => [field.id, field]));
  const held = await heldThings(
    store,
    file.fieldValues.map((entry) => ({ kind: entry.thingKind, id: entry.thingId })),
  );
  for (const [index, entry] of file.fieldValues.entries()) {
    const at = `fieldValues[${index + 1}]`;
    const field = known.get(entry.fieldId);
    if (field === undefined) {
      return {
        field: `${at}.fieldId`,
        message: `Nothing was imported: field value row ${index + 1} is of field ${entry.fieldId}, which is not in the workspace`,
      };
    }
    if (!held.has(`${entry.thingKind}:${entry.thingId}`)) {
      return {
        field: `${at}.thingId`,
        message: `Nothing was imported: field value row ${index + 1} is of ${entry.thingKind} ${entry.thingId}, which is not in the workspace`,
      };
    }
    const checked = checkFieldValues([field], { [field.id]: entry.value ?? null }, {}, { isPartial: true });
    if (!checked.ok)
      return {
        field: `${at}.value`,
        message: `Nothing was imported: field value row ${index + 1}: ${checked.problem.message}`,
      };
    await fields.putValues([
      {
        thingId: entry.thingId,
        thingKind: entry.thingKind,
        fieldId: entry.fieldId,
        value: checked.values[field.id] ?? null,
        ...(entry.keptText === undefined ? {} : { keptText: entry.keptText }),
      },
    ]);
  }
  await writeFieldDocuments(store, [...new Set(file.fieldValues.map((entry) => entry.thingId))]);
  for (const template of file.fieldTemplates) {
    const own = [...known.values()].filter((field) => field.kind === template.kind);
    const checked = checkFieldValues(own, template.values, {}, { isPartial: true });
    if (!checked.ok)
      return {
        field: 'fieldTemplates',
        message: `Nothing was imported: template ${template.name}: ${checked.problem.message}`,
      };
    await fields.putTemplate({ ...template, values: checked.values as Record<string, FieldValue> });
  }
  return undefined;
}
