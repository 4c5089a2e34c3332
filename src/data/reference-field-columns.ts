import type {
  ReferenceData,
  ReferenceField,
  ReferenceFieldType,
  ReferenceRow,
  ReferenceTableName,
  ReferenceValue,
} from '../../common/domain/reference';
import { type FieldDefinition, type FieldValue, valueText } from '../../common/workspace/custom-fields';

// Added fields as columns of the References console's tables (decision 077): a character's "Eye colour"
// is the characters table's `eye_colour`, so `filter` and `order` work on it as on any column. Pure, so
// both repositories give the console the same columns.

/** A stored value of a field on one thing, as the export carries it. */
export type FieldValueRow = { thingId: string; thingKind: string; fieldId: string; value: unknown };

/** The console's tables that take added fields' columns, by the kind whose fields they show. */
const TABLE_OF_KIND: Readonly<Record<string, ReferenceTableName>> = {
  character: 'characters',
  item: 'items',
};

/** A label as a column name: 'Eye colour' → 'eye_colour', '2nd name' → 'f_2nd_name'. */
export function fieldColumnName(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (words === '') return 'field';
  return /^[a-z]/.test(words) ? words : `f_${words}`;
}

function columnType(field: FieldDefinition): ReferenceFieldType {
  if (field.type === 'number') return 'number';
  if (field.type === 'yes-no') return 'boolean';
  return 'string';
}

function cellOf(value: unknown, type: ReferenceFieldType): ReferenceValue {
  if (value === null || value === undefined) return null;
  if (type === 'number') return typeof value === 'number' ? value : null;
  if (type === 'boolean') return typeof value === 'boolean' ? value : null;
  const text = valueText(value as FieldValue);
  return text === '' ? null : text;
}

/**
 * The tables with one column per added field of their kind (fields of one label in several universes
 * share a column; a label that names a column already there gets `_field` after it), each thing's value
 * in it or NULL. Tables and rows are new arrays: the console caches columns by rows array.
 */
export function withFieldColumns(
  data: ReferenceData,
  fields: readonly FieldDefinition[],
  values: readonly FieldValueRow[],
  /** Other tables by the kind whose fields they show (a kind of the user's own: decision 085). */
  tableOfKind: Readonly<Record<string, string>> = TABLE_OF_KIND,
): ReferenceData {
  if (fields.length === 0) return data;
  const tables = data.tables.map((table) => {
    const own = fields.filter((field) => tableOfKind[field.kind] === table.name);
    if (own.length === 0) return table;
    const builtIn = new Set(table.fields.map((each) => each.name.toLowerCase()));
    const columnOf = new Map<string, ReferenceField>();
    const added: ReferenceField[] = [];
    for (const field of [...own].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))) {
      const type = columnType(field);
      let name = fieldColumnName(field.label);
      if (builtIn.has(name)) name = `${name}_field`;
      // One label with two types (a number here, a text there) is two columns.
      if (added.some((each) => each.name === name && each.type !== type)) {
        name = `${name}_${field.type.replace(/-/g, '_')}`;
      }
      let column = added.find((each) => each.name === name);
      if (column === undefined) {
        column = { name, type, isPrimaryKey: false };
        added.push(column);
      }
      columnOf.set(field.id, column);
    }
    const byThing = new Map<string, ReferenceRow>();
    for (const entry of values) {
      const column = columnOf.get(entry.fieldId);
      if (column === undefined) continue;
      const cells = byThing.get(entry.thingId) ?? {};
      cells[column.name] = cellOf(entry.value, column.type);
      byThing.set(entry.thingId, cells);
    }
    const rows: ReferenceRow[] = table.rows.map((row) => {
      const cells = byThing.get(String(row.id)) ?? {};
      const next: ReferenceRow = { ...row };
      for (const column of added) next[column.name] = cells[column.name] ?? null;
      return next;
    });
    return { ...table, fields: [...table.fields, ...added], rows };
  });
  return { ...data, tables };
}
