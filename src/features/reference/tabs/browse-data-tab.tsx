import { Table2 } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../ui/card';
import { browseQuery } from '../model/example-queries';
import { relationshipsOf } from '../model/query-database';
import { countLabel, tableLabel } from '../model/table-label';
import type { ReferenceTabProps } from './tab-props';

/** A card per table: how many records, which fields, how it relates; Browse opens ten rows in the editor. */
export function BrowseDataTab({ data, onRunInEditor }: ReferenceTabProps) {
  return (
    <ul aria-label="Entities" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {data.tables.map((table) => {
        const relationships = relationshipsOf(table.name, data.relationships);
        return (
          <li key={table.name}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Table2 aria-hidden="true" className="size-4 text-accent-text" />
                  {tableLabel(table.name)}
                </CardTitle>
                <p className="text-sm text-fg-muted">{countLabel(table.rows.length, 'record')}</p>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-3">
                <ul aria-label={`Fields of ${table.name}`} className="flex flex-wrap gap-1.5">
                  {table.fields.map((field) => (
                    <li
                      key={field.name}
                      className="rounded-full bg-surface-raised px-2 py-0.5 font-mono text-xs text-fg"
                    >
                      {field.name}
                    </li>
                  ))}
                </ul>
                {relationships.length > 0 ? (
                  <ul
                    aria-label={`Relationships of ${table.name}`}
                    className="flex flex-col gap-1 text-sm text-fg-muted"
                  >
                    {relationships.map((relationship) => (
                      <li key={relationship.description}>{relationship.description}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-fg-muted">No relationships to other tables.</p>
                )}
              </CardContent>
              <CardFooter>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Browse ${table.name}`}
                  onClick={() => onRunInEditor(browseQuery(table.name))}
                >
                  Browse
                </Button>
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
