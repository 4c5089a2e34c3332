import type { ReferenceData, ReferenceRelationship } from '../../../../common/domain/reference';
import type { QueryDatabase, QueryField } from '../query/query-table';

/**
 * The workspace's References tables as the query engine reads them. Rows are passed through untouched
 * (the engine never mutates them); a new ReferenceData gives a new database, as the engine's caching needs.
 */
export function toQueryDatabase(data: ReferenceData): QueryDatabase {
  return data.tables.map((table) => ({
    name: table.name,
    fields: table.fields.map((field): QueryField => {
      const converted: QueryField = { name: field.name, type: field.type };
      if (field.isPrimaryKey) converted.primaryKey = true;
      if (field.references) converted.foreignKey = { ...field.references };
      return converted;
    }),
    rows: table.rows,
  }));
}

/** The relationships a table takes part in, from either side, in the workspace's order. */
export function relationshipsOf(
  table: string,
  relationships: readonly ReferenceRelationship[],
): ReferenceRelationship[] {
  return relationships.filter(
    (relationship) => relationship.from.table === table || relationship.to.table === table,
  );
}

export const relationshipKindLabel: Record<ReferenceRelationship['kind'], string> = {
  'one-to-many': 'One-to-Many',
  'many-to-many': 'Many-to-Many',
};
