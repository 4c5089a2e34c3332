import {
  type FieldDefinition,
  type FieldTemplate,
  type FieldValue,
  filterText,
  valueText,
} from '../../common/workspace/custom-fields';
import type { EntityKind } from '../../common/workspace/entities';
import type { CustomFieldTable, FieldTemplateTable, FieldValueTable } from './schema';
import type { WorkspaceStore } from './workspace-store-type';

// The fields a user added to kinds and their values (migration 0033, decision 063), in the store's
// transaction. Every query names the user. The rules (what a value may be, what a type change does)
// are the core's (common/workspace/custom-fields.ts); this file only reads and writes rows.

/** One thing's value of one field as stored: a value, or the words a type change kept. */
export type StoredFieldValue = {
  thingId: string;
  thingKind: string;
  fieldId: string;
  value: FieldValue;
  keptText?: string;
};

export type CustomFieldStore = {
  /** Definitions, all or those of a kind in the scopes named. */
  listFields(filter?: { kind?: string; scopeIds?: readonly string[] }): Promise<FieldDefinition[]>;
  getField(id: string): Promise<FieldDefinition | undefined>;
  putField(field: FieldDefinition): Promise<void>;
  removeField(id: string): Promise<void>;
  /** The values of one thing, or of many, or every one of a field. */
  valuesOf(filter: { thingIds?: readonly string[]; fieldId?: string }): Promise<StoredFieldValue[]>;
  /** Writes values (a null one without kept words is removed). */
  putValues(values: readonly StoredFieldValue[]): Promise<void>;
  removeValuesOfThings(thingIds: readonly string[]): Promise<void>;
  /** The things whose value of a field is `equals` (folded), or holds it for a list, in id order. */
  thingsWhere(fieldId: string, equals: string, limit: number, isList: boolean): Promise<string[]>;
  listTemplates(filter?: { kind?: string; scopeIds?: readonly string[] }): Promise<FieldTemplate[]>;
  getTemplate(id: string): Promise<FieldTemplate | undefined>;
  putTemplate(template: FieldTemplate): Promise<void>;
  /** False when there was none. */
  removeTemplate(id: string): Promise<boolean>;
  clear(): Promise<void>;
};

const toField = (row: CustomFieldTable): FieldDefinition => ({
  ...(JSON.parse(row.data) as Omit<FieldDefinition, 'id' | 'kind' | 'scopeId' | 'position' | 'version'>),
  id: row.id,
  kind: row.kind as EntityKind,
  scopeId: row.scope_id,
  position: row.position,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toTemplate = (row: FieldTemplateTable): FieldTemplate => ({
  ...(JSON.parse(row.data) as Pick<FieldTemplate, 'name' | 'values' | 'text'>),
  id: row.id,
  kind: row.kind as EntityKind,
  scopeId: row.scope_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toValue = (row: FieldValueTable): StoredFieldValue => ({
  thingId: row.thing_id,
  thingKind: row.thing_kind,
  fieldId: row.field_id,
  value: row.value === null ? null : (JSON.parse(row.value) as FieldValue),
  ...(row.kept_text === null ? {} : { keptText: row.kept_text }),
});

export function createCustomFieldStore(store: Pick<WorkspaceStore, 'db' | 'userId'>): CustomFieldStore {
  const { db, userId } = store;
  return {
    async listFields(filter = {}) {
      if (filter.scopeIds?.length === 0) return [];
      const rows = await db
        .selectFrom('custom_fields')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(filter.kind !== undefined, (query) => query.where('kind', '=', filter.kind ?? ''))
        .$if(filter.scopeIds !== undefined, (query) =>
          query.where('scope_id', 'in', [...(filter.scopeIds ?? [])]),
        )
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(toField);
    },

    async getField(id) {
      const row = await db
        .selectFrom('custom_fields')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? undefined : toField(row);
    },

    async putField(field) {
      const { id, kind, scopeId, position, version, createdAt, updatedAt, ...rest } = field;
      const columns = {
        kind,
        scope_id: scopeId,
        position,
        version,
        data: JSON.stringify(rest),
        created_at: createdAt,
        updated_at: updatedAt,
      };
      await db
        .insertInto('custom_fields')
        .values({ user_id: userId, id, ...columns })
        .onConflict((oc) => oc.columns(['user_id', 'id']).doUpdateSet(columns))
        .execute();
    },

    async removeField(id) {
      await db.deleteFrom('field_values').where('user_id', '=', userId).where('field_id', '=', id).execute();
      await db.deleteFrom('custom_fields').where('user_id', '=', userId).where('id', '=', id).execute();
    },

    async valuesOf(filter) {
      if (filter.thingIds?.length === 0) return [];
      const rows = await db
        .selectFrom('field_values')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(filter.thingIds !== undefined, (query) =>
          query.where('thing_id', 'in', [...(filter.thingIds ?? [])]),
        )
        .$if(filter.fieldId !== undefined, (query) => query.where('field_id', '=', filter.fieldId ?? ''))
        .orderBy('thing_id')
        .orderBy('field_id')
        .execute();
      return rows.map(toValue);
    },

    async putValues(values) {
      for (const entry of values) {
        const key = { user_id: userId, thing_id: entry.thingId, field_id: entry.fieldId };
        if (entry.value === null && entry.keptText === undefined) {
          await db
            .deleteFrom('field_values')
            .where('user_id', '=', userId)
            .where('thing_id', '=', entry.thingId)
            .where('field_id', '=', entry.fieldId)
            .execute();
          continue;
        }
        const columns = {
          thing_kind: entry.thingKind,
          value: entry.value === null ? null : JSON.stringify(entry.value),
          kept_text: entry.keptText ?? null,
          filter_text:
            entry.value === null ? (entry.keptText ?? '').toLocaleLowerCase() : filterText(entry.value),
          amount: typeof entry.value === 'number' ? entry.value : null,
        };
        await db
          .insertInto('field_values')
          .values({ ...key, ...columns })
          .onConflict((oc) => oc.columns(['user_id', 'thing_id', 'field_id']).doUpdateSet(columns))
          .execute();
      }
    },

    async removeValuesOfThings(thingIds) {
      for (let at = 0; at < thingIds.length; at += 500) {
        await db
          .deleteFrom('field_values')
          .where('user_id', '=', userId)
          .where('thing_id', 'in', thingIds.slice(at, at + 500))
          .execute();
      }
    },

    async thingsWhere(fieldId, equals, limit, isList) {
      const folded = equals.trim().toLocaleLowerCase();
      // One value is found by the index alone; a list's (several choices, links) is one of its lines.
      const rows = await db
        .selectFrom('field_values')
        .select('thing_id')
        .where('user_id', '=', userId)
        .where('field_id', '=', fieldId)
        .$if(!isList, (query) => query.where('filter_text', '=', folded))
        .$if(isList, (query) =>
          query.where((eb) =>
            eb.or([
              eb('filter_text', '=', folded),
              eb('filter_text', 'like', `${folded}\n%`),
              eb('filter_text', 'like', `%\n${folded}`),
              eb('filter_text', 'like', `%\n${folded}\n%`),
            ]),
          ),
        )
        .orderBy('thing_id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.thing_id);
    },

    async listTemplates(filter = {}) {
      if (filter.scopeIds?.length === 0) return [];
      const rows = await db
        .selectFrom('field_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(filter.kind !== undefined, (query) => query.where('kind', '=', filter.kind ?? ''))
        .$if(filter.scopeIds !== undefined, (query) =>
          query.where('scope_id', 'in', [...(filter.scopeIds ?? [])]),
        )
        .orderBy('id')
        .execute();
      return rows.map(toTemplate).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },

    async getTemplate(id) {
      const row = await db
        .selectFrom('field_templates')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? undefined : toTemplate(row);
    },

    async putTemplate(template) {
      const { id, kind, scopeId, createdAt, updatedAt, name, values, text } = template;
      const columns = {
        kind,
        scope_id: scopeId,
        data: JSON.stringify({ name, values, text }),
        created_at: createdAt,
        updated_at: updatedAt,
      };
      await db
        .insertInto('field_templates')
        .values({ user_id: userId, id, ...columns })
        .onConflict((oc) => oc.columns(['user_id', 'id']).doUpdateSet(columns))
        .execute();
    },

    async removeTemplate(id) {
      const result = await db
        .deleteFrom('field_templates')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async clear() {
      await db.deleteFrom('field_values').where('user_id', '=', userId).execute();
      await db.deleteFrom('field_templates').where('user_id', '=', userId).execute();
      await db.deleteFrom('custom_fields').where('user_id', '=', userId).execute();
    },
  };
}

/** A thing's field values as one text for the search index ('Eye colour: Green'). */
export function fieldSearchText(
  fields: readonly FieldDefinition[],
  values: readonly StoredFieldValue[],
): string {
  const labels = new Map(fields.map((field) => [field.id, field.label]));
  return values
    .map((entry) => {
      const text = entry.value === null ? (entry.keptText ?? '') : valueText(entry.value);
      return text === '' ? '' : `${labels.get(entry.fieldId) ?? ''}: ${text}`;
    })
    .filter((line) => line !== '')
    .join('\n');
}
