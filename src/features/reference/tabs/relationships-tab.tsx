import { KeyRound, Link2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { DiagramCanvas } from '../../../ui/diagram-canvas';
import { layoutReferenceDiagram } from '../model/diagram-layout';
import { relationshipKindLabel } from '../model/query-database';
import type { ReferenceTabProps } from './tab-props';

/** The entity diagram: a card per table with its fields, curves for relationships, and a legend. */
export function RelationshipsTab({ data }: ReferenceTabProps) {
  const layout = layoutReferenceDiagram(data.tables, data.relationships);
  return (
    <div className="flex flex-col gap-4">
      <DiagramLegend />
      <DiagramCanvas
        label="Entity relationship diagram"
        width={layout.width}
        height={layout.height}
        maxHeight={760}
        edgeClassName="text-fg-muted"
        edges={layout.edges.map((edge) => (
          <g key={edge.description}>
            <path
              d={edge.path}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.5}
              strokeDasharray={edge.kind === 'many-to-many' ? '6 4' : undefined}
            />
            <text
              x={edge.label.x}
              y={edge.label.y - 4}
              textAnchor="middle"
              className="fill-fg text-[11px] font-semibold"
            >
              {edge.label.text}
            </text>
          </g>
        ))}
      >
        {layout.cards.map((card) => (
          <section
            key={card.name}
            aria-label={`${card.name} table`}
            className="absolute rounded-lg border border-border-strong bg-surface shadow-sm"
            style={{ left: card.x, top: card.y, width: card.width, height: card.height }}
          >
            <h3 className="flex h-10 items-center border-b border-border px-3 font-mono text-sm font-semibold text-fg">
              {card.name}
            </h3>
            <ul className="p-2">
              {card.fields.map((field) => (
                <li
                  key={field.name}
                  className={cn(
                    'flex h-[26px] items-center gap-1.5 rounded px-1.5 text-xs',
                    field.isPrimaryKey ? 'bg-accent-soft font-semibold text-fg' : 'text-fg',
                  )}
                >
                  {field.isPrimaryKey ? (
                    <KeyRound aria-hidden="true" className="size-3 shrink-0 text-accent-text" />
                  ) : field.referencesTable ? (
                    <Link2 aria-hidden="true" className="size-3 shrink-0 text-tone-blue-fg" />
                  ) : (
                    <span aria-hidden="true" className="size-3 shrink-0" />
                  )}
                  <span className="truncate font-mono">{field.name}</span>
                  {field.isPrimaryKey ? <span className="sr-only">(primary key)</span> : null}
                  {field.referencesTable ? (
                    <span className="ml-auto shrink-0 rounded bg-tone-blue-bg px-1.5 text-[11px] text-tone-blue-fg">
                      FK → {field.referencesTable}
                    </span>
                  ) : (
                    <span className="ml-auto shrink-0 text-[11px] text-fg-muted">{field.type}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </DiagramCanvas>
      <section aria-labelledby="relationship-list-heading" className="flex flex-col gap-2">
        <h2 id="relationship-list-heading" className="text-sm font-semibold text-fg">
          Relationships
        </h2>
        <ul className="grid gap-1 text-sm text-fg sm:grid-cols-2">
          {data.relationships.map((relationship) => (
            <li key={relationship.description}>
              <span className="font-mono text-xs text-fg-muted">
                {relationship.from.table}.{relationship.from.field} → {relationship.to.table}.
                {relationship.to.field}
              </span>{' '}
              {relationship.description} ({relationshipKindLabel[relationship.kind]})
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function DiagramLegend() {
  return (
    <section
      aria-labelledby="legend-heading"
      className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-fg"
    >
      <h2 id="legend-heading" className="text-sm font-semibold">
        Legend
      </h2>
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <li className="flex items-center gap-2">
          <LegendLine />
          <span>Relationship</span>
        </li>
        <li className="flex items-center gap-2">
          <LegendLine label="1:N" />
          <span>One-to-Many</span>
        </li>
        <li className="flex items-center gap-2">
          <LegendLine label="N:N" isDashed />
          <span>Many-to-Many</span>
        </li>
        <li className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-3.5 text-accent-text" />
          Primary key (id)
        </li>
        <li className="flex items-center gap-2">
          <span className="rounded bg-tone-blue-bg px-1.5 text-[11px] text-tone-blue-fg">FK</span>
          Foreign key
        </li>
      </ul>
    </section>
  );
}

function LegendLine({ label, isDashed = false }: { label?: string; isDashed?: boolean }) {
  return (
    <svg aria-hidden="true" width="48" height="16" className="text-fg-muted">
      <line
        x1="2"
        y1="11"
        x2="46"
        y2="11"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeDasharray={isDashed ? '6 4' : undefined}
      />
      {label ? (
        <text x="24" y="7" textAnchor="middle" className="fill-fg text-[9px] font-semibold">
          {label}
        </text>
      ) : null}
    </svg>
  );
}
