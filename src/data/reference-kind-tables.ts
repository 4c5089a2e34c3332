import type {
  ReferenceData,
  ReferenceField,
  ReferenceRow,
  ReferenceTable,
} from '../../common/domain/reference';
import type { FieldDefinition } from '../../common/workspace/custom-fields';
import { type BackupKindThing, type UserKind, userPartKind } from '../../common/workspace/user-kinds';
import { type FieldValueRow, fieldColumnName, withFieldColumns } from './reference-field-columns';

// Kinds of the user's own as tables of the References console (decision 085): "Religion" is the table
// `religions`, a row per thing (id, name, description, where it lives), then one column per field of the
// kind, as a built-in table's added fields are (decision 077). Pure, for both repositories.

const BASE_FIELDS: ReferenceField[] = [
  { name: 'id', type: 'string', isPrimaryKey: true },
  { name: 'name', type: 'string', isPrimaryKey: false },
  { name: 'description', type: 'string', isPrimaryKey: false },
];

/** The container's column of a kind's table: `universe_id` for a kind living in universes. */
const containerColumn = (kind: UserKind) => `${kind.livesIn.slice(0, -1)}_id`;

/** A kind's table name: its plural as a column-like name, `_kind` after one a table already has. */
export function kindTableName(kind: UserKind, taken: ReadonlySet<string>): string {
  const name = fieldColumnName(kind.plural);
  return taken.has(name) ? `${name}_kind` : name;
}

/** The tables with the user's kinds' tables after them, each with its fields' columns. */
export function withKindTables(
  data: ReferenceData,
  kinds: readonly UserKind[],
  things: readonly BackupKindThing[],
  fields: readonly FieldDefinition[],
  values: readonly FieldValueRow[],
): ReferenceData {
  if (kinds.length === 0) return data;
  const taken = new Set<string>(data.tables.map((table) => table.name));
  const tables: ReferenceTable[] = [];
  for (const kind of kinds) {
    const partKind = userPartKind(kind);
    const name = kindTableName(kind, taken);
    taken.add(name);
    const container = containerColumn(kind);
    const rows: ReferenceRow[] = things
      .filter((thing) => thing.kind === partKind)
      .map((thing) => ({
        id: thing.id,
        name: typeof thing.data.name === 'string' ? thing.data.name : '',
        description: typeof thing.data.description === 'string' ? thing.data.description : '',
        [container]: thing.parentId,
      }));
    const table: ReferenceTable = {
      name,
      fields: [...BASE_FIELDS, { name: container, type: 'string', isPrimaryKey: false }],
      rows,
    };
    // The kind's fields as its columns, by the same rule as a built-in table's.
    const own = fields.filter((field) => field.kind === partKind);
    const [withColumns] = withFieldColumns({ tables: [table], relationships: [] }, own, values, {
      [partKind]: name,
    }).tables;
    tables.push(withColumns ?? table);
  }
  return { ...data, tables: [...data.tables, ...tables] };
}
