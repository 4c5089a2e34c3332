import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { UniverseDetail } from '../../../common/domain/universe';
import { partView, usePartActions } from '../../data/parts';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PartDetails } from '../../ui/part-details';
import { PartFormDialog, usePartDialog } from '../../ui/part-form-dialog';
import { SectionNotFound } from '../../ui/section-not-found';
import { PartBadge } from './components/part-badge';
import {
  isUniverseSegment,
  type UniverseSegment,
  universePartDefaults,
  universePartName,
  universePartsAt,
  universeSegmentTabs,
} from './model/universe-parts';

type PartPageProps = { universe: UniverseDetail };

/**
 * One part of a universe on a page of its own (`/universes/:id/{segment}/{partId}`, the data API's
 * segment names): where it sits (a breadcrumb back to its tab), every field, Edit and Delete. An unknown
 * id says so; a segment that is no part list (worlds, locations) is no section here.
 */
export default function UniversePartPage({ universe }: PartPageProps) {
  const { segment = '' } = useParams();
  if (!isUniverseSegment(segment)) {
    return (
      <SectionNotFound
        base={`/universes/${universe.id}`}
        message="This universe has no section at that address."
      />
    );
  }
  return <PartPage key={segment} universe={universe} segment={segment} />;
}

function PartPage({ universe, segment }: PartPageProps & { segment: UniverseSegment }) {
  const { partId = '' } = useParams();
  const navigate = useNavigate();
  const tab = universeSegmentTabs[segment];
  const tabHref = `/universes/${universe.id}/${tab.path}`;
  const actions = usePartActions({ parent: 'universes', parentId: universe.id, segment });
  const dialog = usePartDialog();
  const [isConfirming, setIsConfirming] = useState(false);
  const { spec } = actions;
  const part = universePartsAt(universe, segment).find((entry) => entry.id === partId);

  if (part === undefined) {
    return (
      <EmptyState
        title={`${spec.singular} not found`}
        description={`This universe has no ${spec.singular.toLowerCase()} at that address. It may have been deleted.`}
        action={
          <Button asChild variant="secondary">
            <Link to={tabHref}>Back to {tab.label}</Link>
          </Button>
        }
      />
    );
  }

  const name = universePartName(segment, part);
  return (
    <article aria-labelledby="part-heading" className="flex flex-col gap-5">
      <Breadcrumbs
        trail={[
          { label: universe.name, to: `/universes/${universe.id}` },
          { label: tab.label, to: tabHref },
        ]}
        current={name}
      />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">{spec.singular}</p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="part-heading" className="text-2xl font-semibold text-fg">
              {name}
            </h2>
            <PartBadge segment={segment} part={part} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => dialog.openEdit(partView(part))}>
            <Pencil aria-hidden="true" />
            Edit {spec.singular}
          </Button>
          <Button variant="secondary" onClick={() => setIsConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete {spec.singular}
          </Button>
        </div>
      </div>
      <Card className="p-5">
        <PartDetails fields={spec.fields} values={part} hidden={[spec.nameField]} />
      </Card>
      <PartFormDialog
        {...dialog.props}
        spec={spec}
        defaults={universePartDefaults(segment)}
        onSave={async (fields, version) => {
          await actions.save(dialog.editing?.id, fields, version);
        }}
      />
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Delete "${name}"?`}
        message={`The ${spec.singular.toLowerCase()} and everything written in it are deleted. This cannot be undone.`}
        confirmLabel={`Delete ${spec.singular}`}
        onConfirm={() => {
          actions.remove(part);
          navigate(tabHref);
        }}
      />
    </article>
  );
}
