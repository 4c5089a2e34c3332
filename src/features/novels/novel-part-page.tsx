import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { NovelDetail } from '../../../common/domain/novel';
import { partView, usePartActions } from '../../data/parts';
import { Badge } from '../../ui/badge';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { FallbackImage } from '../../ui/fallback-image';
import { PartDetails } from '../../ui/part-details';
import { PartFormDialog, usePartDialog } from '../../ui/part-form-dialog';
import { SectionNotFound } from '../../ui/section-not-found';
import { formatWordCount } from './model/novel-format';
import {
  isNovelSegment,
  type NovelSegment,
  novelOptionLabels,
  novelPartDefaults,
  novelPartsAt,
  novelSegmentTab,
} from './model/novel-parts';

/** How some fields read on a part's page, where plain text would not do. */
const formatters: Record<string, (value: unknown) => ReactNode> = {
  wordCount: (value) => formatWordCount(Number(value)),
};

type PartPageProps = { novel: NovelDetail };

/**
 * One part of a novel on a page of its own (`/novels/:id/{segment}/{partId}`): where it sits (a
 * breadcrumb back to its tab), every field, and Edit and Delete. An unknown id says so.
 */
export default function NovelPartPage({ novel }: PartPageProps) {
  const { segment = '' } = useParams();
  if (!isNovelSegment(segment)) {
    return (
      <SectionNotFound base={`/novels/${novel.id}`} message="This novel has no section at that address." />
    );
  }
  return <PartPage key={segment} novel={novel} segment={segment} />;
}

function PartPage({ novel, segment }: PartPageProps & { segment: NovelSegment }) {
  const { partId = '' } = useParams();
  const navigate = useNavigate();
  const actions = usePartActions({ parent: 'novels', parentId: novel.id, segment });
  const dialog = usePartDialog();
  const [isConfirming, setIsConfirming] = useState(false);
  const { spec } = actions;
  const tab = novelSegmentTab[segment];
  const tabHref = `/novels/${novel.id}/${tab.path}`;
  const part = novelPartsAt(novel, segment).find((entry) => entry.id === partId);
  const singular = spec.singular.toLowerCase();

  if (part === undefined) {
    return (
      <EmptyState
        title={`${spec.singular} not found`}
        description={`This novel has no ${singular} at that address. It may have been deleted.`}
        action={
          <Button asChild variant="secondary">
            <Link to={tabHref}>Back to {tab.label}</Link>
          </Button>
        }
      />
    );
  }

  const name = String(part[spec.nameField] ?? '');
  const eventType = segment === 'events' ? novelOptionLabels.events.type?.[String(part.type)] : undefined;

  function handleDelete() {
    if (part === undefined) return;
    actions.remove(part);
    navigate(tabHref);
  }

  return (
    <article aria-labelledby="part-heading" className="flex flex-col gap-5">
      <Breadcrumbs
        trail={[
          { label: novel.title, to: `/novels/${novel.id}` },
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
            {eventType ? <Badge tone={part.type === 'major' ? 'amber' : 'neutral'}>{eventType}</Badge> : null}
          </div>
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
      <Card className="overflow-hidden">
        {segment === 'images' ? (
          <div className="flex justify-center border-b border-border bg-surface-sunken">
            <FallbackImage src={String(part.url ?? '')} alt={name} className="w-full max-w-2xl" />
          </div>
        ) : null}
        <div className="p-5">
          <PartDetails
            fields={spec.fields}
            values={part}
            hidden={[spec.nameField]}
            optionLabels={novelOptionLabels[segment]}
            formatters={formatters}
          />
        </div>
      </Card>
      <PartFormDialog
        {...dialog.props}
        spec={spec}
        defaults={novelPartDefaults(segment)}
        optionLabels={novelOptionLabels[segment]}
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
