import { ChevronRight, Database } from 'lucide-react';
import { useState } from 'react';
import type { ReferenceData, ReferenceTable } from '../../../../common/domain/reference';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { browseQuery, structureQuery, wholeTableQuery } from '../model/example-queries';
import { relationshipsOf } from '../model/query-database';
import { countLabel } from '../model/table-label';

type SchemaBrowserProps = { data: ReferenceData; onRun: (source: string) => void };

/** Every table with its row count and a Query button; a table opens to its fields, keys and links. */
export function SchemaBrowser({ data, onRun }: SchemaBrowserProps) {
  const [openTable, setOpenTable] = useState<string | null>(null);
  return (
    <section aria-labelledby="schema-heading" className="flex flex-col gap-2">
      <h2 id="schema-heading" className="flex items-center gap-2 text-sm font-semibold text-fg">
        <Database aria-hidden="true" className="size-4 text-fg-muted" />
        Schema
      </h2>
      <ul className="flex flex-col gap-1" aria-label="Tables">
        {data.tables.map((table) => (
          <SchemaTable
            key={table.name}
            table={table}
            data={data}
            isOpen={openTable === table.name}
            onToggle={() => setOpenTable((current) => (current === table.name ? null : table.name))}
            onRun={onRun}
          />
        ))}
      </ul>
    </section>
  );
}

type SchemaTableProps = {
  table: ReferenceTable;
  data: ReferenceData;
  isOpen: boolean;
  onToggle: () => void;
  onRun: (source: string) => void;
};

function SchemaTable({ table, data, isOpen, onToggle, onRun }: SchemaTableProps) {
  const detailsId = `schema-${table.name}`;
  const relationships = relationshipsOf(table.name, data.relationships);
  return (
    <li className="rounded-lg border border-border bg-surface">
      <div className="flex items-center gap-1 p-1">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-1.5 rounded-md px-2 py-1.5 text-left text-sm font-medium text-fg hover:bg-surface-raised"
        >
          <ChevronRight
            aria-hidden="true"
            className={cn(
              'size-4 shrink-0 text-fg-muted transition-transform duration-150',
              isOpen && 'rotate-90',
            )}
          />
          <span className="truncate font-mono">{table.name}</span>
        </button>
        <span className="shrink-0 text-xs text-fg-muted">{countLabel(table.rows.length, 'row')}</span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Query ${table.name}`}
          onClick={() => onRun(browseQuery(table.name))}
        >
          Query
        </Button>
      </div>
      {isOpen ? (
        <div id={detailsId} className="flex flex-col gap-3 border-t border-border px-3 py-3">
          <ul aria-label={`Fields of ${table.name}`} className="flex flex-col gap-1">
            {table.fields.map((field) => (
              <li key={field.name} className="flex flex-wrap items-center gap-1.5 text-xs">
                <span className="font-mono text-fg">{field.name}</span>
                <span className="text-fg-muted">{field.type}</span>
                {field.isPrimaryKey ? (
                  <Badge tone="gold" title="Primary key">
                    PK
                  </Badge>
                ) : null}
                {field.references ? (
                  <Badge
                    tone="blue"
                    title={`Foreign key to ${field.references.table}.${field.references.field}`}
                  >
                    {`FK → ${field.references.table}`}
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
          {relationships.length > 0 ? (
            <div className="flex flex-col gap-1">
              <h3 className="text-xs font-semibold text-fg-muted">Relationships</h3>
              <ul className="flex flex-col gap-0.5 text-xs text-fg">
                {relationships.map((relationship) => (
                  <li key={relationship.description}>{relationship.description}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Structure of ${table.name}`}
              onClick={() => onRun(structureQuery(table.name))}
            >
              Structure
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Browse Data of ${table.name}`}
              onClick={() => onRun(wholeTableQuery(table.name))}
            >
              Browse Data
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
