import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { World } from '../../../common/domain/world';
import { partView, usePartActions } from '../../data/parts';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PartDetails } from '../../ui/part-details';
import { PartFormDialog, usePartDialog } from '../../ui/part-form-dialog';
import { SectionNotFound } from '../../ui/section-not-found';
import {
  isWorldSegment,
  type WorldSegment,
  worldHref,
  worldOptionLabels,
  worldPartDefaults,
  worldPartsAt,
  worldTabOf,
} from './model/world-parts';

type PartPageProps = { world: World };

/**
 * One part of a world on a page of its own (`.../worlds/{worldId}/{segment}/{partId}`): where it sits
 * (a breadcrumb back to its tab), every field, and Edit and Delete. An unknown id says so.
 */
export default function WorldPartPage({ world }: PartPageProps) {
  const { segment = '' } = useParams();
  if (!isWorldSegment(segment)) {
    return <SectionNotFound base={worldHref(world)} message="This world has no section at that address." />;
  }
  return <PartPage key={segment} world={world} segment={segment} />;
}

function PartPage({ world, segment }: PartPageProps & { segment: WorldSegment }) {
  const { partId = '' } = useParams();
  const navigate = useNavigate();
  const actions = usePartActions({ parent: 'worlds', parentId: world.id, segment });
  const dialog = usePartDialog();
  const [isConfirming, setIsConfirming] = useState(false);
  const { spec } = actions;
  const tab = worldTabOf[segment];
  const tabHref = worldHref(world, tab.path);
  const part = worldPartsAt(world, segment).find((entry) => entry.id === partId);
  const singular = spec.singular.toLowerCase();

  if (part === undefined) {
    return (
      <EmptyState
        title={`${spec.singular} not found`}
        description={`This world has no ${singular} at that address. It may have been deleted.`}
        action={
          <Button asChild variant="secondary">
            <Link to={tabHref}>Back to {tab.label}</Link>
          </Button>
        }
      />
    );
  }

  const name = String(part[spec.nameField] ?? '');

  function handleDelete() {
    if (part === undefined) return;
    actions.remove(part);
    navigate(tabHref);
  }

  return (
    <article aria-labelledby="part-heading" className="flex flex-col gap-5">
      <Breadcrumbs
        trail={[
          { label: world.name, to: worldHref(world) },
          { label: tab.label, to: tabHref },
        ]}
        current={name}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">{spec.singular}</p>
          <h2 id="part-heading" className="text-2xl font-semibold break-words text-fg">
            {name}
          </h2>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => dialog.openEdit(partView(part))}>
            <Pencil aria-hidden="true" />
            Edit {spec.singular}
          </Button>
          <Button variant="danger" onClick={() => setIsConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete {spec.singular}
          </Button>
        </div>
      </div>
      <Card className="p-5">
        <PartDetails
          fields={spec.fields}
          values={part}
          hidden={[spec.nameField]}
          optionLabels={worldOptionLabels[segment]}
          formatters={{
            population: (value) =>
              typeof value === 'number' ? (
                value.toLocaleString('en-US')
              ) : (
                <span className="text-fg-muted italic">Not set</span>
              ),
          }}
        />
      </Card>
      <PartFormDialog
        {...dialog.props}
        spec={spec}
        defaults={worldPartDefaults(segment)}
        optionLabels={worldOptionLabels[segment]}
        onSave={async (fields, version) => {
          await actions.save(dialog.editing?.id, fields, version);
        }}
      />
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Delete "${name}"?`}
        message={`The ${singular} and everything written in it are deleted. This cannot be undone.`}
        confirmLabel={`Delete ${spec.singular}`}
        onConfirm={handleDelete}
      />
    </article>
  );
}
