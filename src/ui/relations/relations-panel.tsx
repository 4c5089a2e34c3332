import { CalendarDays, GitFork, Link2, Network, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Calendar } from '../../../common/time/calendar';
import type { EntityRef } from '../../../common/workspace/entities';
import { isFamilyType, type RelationAnswer } from '../../../common/workspace/relations';
import { entityPath } from '../../lib/entity-path';
import { Alert } from '../alert';
import { Badge } from '../badge';
import { Button, IconButton } from '../button';
import { Card } from '../card';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadingBlock } from '../loading-block';
import { RelationDialog } from './relation-dialog';
import {
  attitudeText,
  attitudeTone,
  entityKindDescription,
  groupRelations,
  relationPeriod,
} from './relation-format';
import { type RelationServices, useRelationServices } from './relation-services';

export type RelationsPanelProps = {
  /** The record or part whose page this is, and its name. */
  end: EntityRef;
  name: string;
  /** The panel's heading level in the page's outline. */
  headingLevel?: 2 | 3;
  /** The relationship graph this record opens (a universe's, novel's or campaign's), beside Add. */
  graphHref?: string | undefined;
  /** The owner's calendar page (a universe's, novel's or campaign's), linked beside the graph. */
  calendarHref?: string | undefined;
  /** A person's family tree, offered once they have a family relation. */
  familyTreeHref?: string | undefined;
  /** The calendar of the page's world, which reads the relations' dates (decision 040). */
  calendar?: Calendar | null | undefined;
};

/**
 * "Relations" on a record's or part's page: its ties to other records and parts, grouped by category,
 * each read from this side ('Child of') with the other end's name now (a link to its page), attitude,
 * note and period; Add, Edit and Delete. Renders nothing where the app gives no relation services.
 */
export function RelationsPanel(props: RelationsPanelProps) {
  const services = useRelationServices();
  return services === undefined ? null : <RelationsPanelBody {...props} services={services} />;
}

function RelationsPanelBody({
  end,
  name,
  headingLevel = 3,
  graphHref,
  calendarHref,
  familyTreeHref,
  calendar,
  services,
}: RelationsPanelProps & { services: RelationServices }) {
  const read = services.useRelations(end);
  const actions = services.useRelationActions(end);
  const [dialog, setDialog] = useState<{ relation: RelationAnswer | undefined } | undefined>();
  const [deleting, setDeleting] = useState<RelationAnswer | undefined>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Group = headingLevel === 2 ? 'h3' : 'h4';
  const headingId = `relations-${end.kind.replace('/', '-')}-${end.id}`;
  const otherName = (relation: RelationAnswer) => relation.otherEntity?.name ?? 'Something no longer there';

  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-base font-semibold text-fg">
          Relations
          {read.data !== undefined && read.data.length > 0 ? (
            <span className="ml-1.5 font-normal text-fg-muted">({read.data.length})</span>
          ) : null}
        </Heading>
        <div className="flex flex-wrap gap-2">
          {familyTreeHref !== undefined && read.data?.some((relation) => isFamilyType(relation.type)) ? (
            <Button asChild size="sm" variant="ghost">
              <Link to={familyTreeHref}>
                <GitFork aria-hidden="true" />
                Family tree
              </Link>
            </Button>
          ) : null}
          {graphHref === undefined ? null : (
            <Button asChild size="sm" variant="ghost">
              <Link to={graphHref}>
                <Network aria-hidden="true" />
                Relationship graph
              </Link>
            </Button>
          )}
          {calendarHref === undefined ? null : (
            <Button asChild size="sm" variant="ghost">
              <Link to={calendarHref}>
                <CalendarDays aria-hidden="true" />
                Calendar
              </Link>
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setDialog({ relation: undefined })}>
            <Plus aria-hidden="true" />
            Add relation
          </Button>
        </div>
      </div>
      <div className="mt-3">
        {read.isPending ? (
          <LoadingBlock label="Loading relations…" />
        ) : read.isError ? (
          <Alert>{read.error?.message ?? 'The relations could not be read.'}</Alert>
        ) : read.data === undefined || read.data.length === 0 ? (
          <p className="flex items-start gap-2 text-sm text-fg-muted">
            <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              No relations yet. Use Add relation to say who or what {name} is tied to: family, allies and
              rivals, the places it lives in or rules.
            </span>
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            {groupRelations(read.data).map((group) => (
              <section key={group.category} aria-label={group.label} className="flex flex-col gap-2">
                <Group className="text-xs font-medium tracking-wide text-fg-muted uppercase">
                  {group.label}
                </Group>
                <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
                  {group.relations.map((relation) => (
                    <RelationRow
                      key={relation.id}
                      relation={relation}
                      otherName={otherName(relation)}
                      calendar={calendar}
                      onEdit={() => setDialog({ relation })}
                      onDelete={() => setDeleting(relation)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
      <RelationDialog
        isOpen={dialog !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDialog(undefined);
        }}
        end={end}
        endName={name}
        relation={dialog?.relation}
        actions={actions}
        suggest={services.suggest}
      />
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(undefined);
        }}
        title="Delete this relation?"
        message={
          deleting === undefined
            ? ''
            : `"${name} — ${deleting.label} ${otherName(deleting)}" is removed from both pages. This cannot be undone.`
        }
        confirmLabel="Delete relation"
        onConfirm={() => {
          if (deleting !== undefined) actions.remove(deleting);
        }}
      />
    </Card>
  );
}

function RelationRow({
  relation,
  otherName,
  calendar,
  onEdit,
  onDelete,
}: {
  relation: RelationAnswer;
  otherName: string;
  calendar: Calendar | null | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const path = relation.otherEntity === null ? undefined : entityPath(relation.otherEntity);
  const period = relationPeriod(relation.starts, relation.ends, calendar);
  const spoken = `${relation.label} ${otherName}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 px-3 py-2.5">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
          <span className="text-fg-muted">{relation.label}</span>
          {path === undefined ? (
            <span className="font-medium break-words text-fg">{otherName}</span>
          ) : (
            <Link
              to={path}
              className="font-medium break-words text-accent-text underline-offset-2 hover:underline"
            >
              {otherName}
            </Link>
          )}
          {relation.otherEntity !== null ? (
            <span className="text-xs text-fg-muted">
              · {entityKindDescription(relation.otherEntity.kind)}
            </span>
          ) : null}
        </p>
        {relation.attitude !== null || period !== '' ? (
          <p className="flex flex-wrap items-center gap-2 text-xs text-fg-muted">
            {relation.attitude !== null ? (
              <Badge
                tone={attitudeTone(relation.attitude)}
              >{`${relation.isSource ? 'Attitude' : 'Their attitude'}: ${attitudeText(relation.attitude)}`}</Badge>
            ) : null}
            {period !== '' ? <span>{period}</span> : null}
          </p>
        ) : null}
        {relation.note !== '' ? (
          <p className="text-sm break-words whitespace-pre-line text-fg">{relation.note}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <IconButton aria-label={`Edit relation: ${spoken}`} icon={<Pencil />} size="sm" onClick={onEdit} />
        <IconButton
          aria-label={`Delete relation: ${spoken}`}
          icon={<Trash2 />}
          size="sm"
          onClick={onDelete}
        />
      </div>
    </li>
  );
}
