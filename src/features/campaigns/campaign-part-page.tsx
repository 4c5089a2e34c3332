import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CampaignDetail } from '../../../common/domain/campaign';
import { partView, usePartActions } from '../../data/parts';
import { Badge } from '../../ui/badge';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PartDetails } from '../../ui/part-details';
import { PartFormDialog, usePartDialog } from '../../ui/part-form-dialog';
import { SectionNotFound } from '../../ui/section-not-found';
import { progressStatusTone, toneFor } from '../../ui/semantic-tones';
import { formatCalendarDate } from './model/calendar-date';
import { formatXp } from './model/campaign-format';
import {
  type CampaignSegment,
  campaignOptionLabels,
  campaignPartDefaults,
  isCampaignSegment,
} from './model/campaign-parts';

const tabLabels: Record<CampaignSegment, string> = {
  sessions: 'Sessions',
  characters: 'Characters',
  quests: 'Quests',
  encounters: 'Encounters',
  locations: 'Locations',
  items: 'Items',
  notes: 'Notes',
};

const fullDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** How some fields read on a part's page, where plain text would not do. */
const formatters: Record<string, (value: unknown) => ReactNode> = {
  xp: (value) => formatXp(Number(value)),
  date: (value) => <time dateTime={String(value)}>{formatCalendarDate(String(value))}</time>,
  createdAt: (value) => (
    <time dateTime={String(value)}>{fullDateTime.format(Date.parse(String(value)))}</time>
  ),
  updatedAt: (value) => (
    <time dateTime={String(value)}>{fullDateTime.format(Date.parse(String(value)))}</time>
  ),
};

type PartPageProps = { campaign: CampaignDetail };

/**
 * One part of a campaign on a page of its own (`/campaigns/:id/{segment}/{partId}`): where it sits (a
 * breadcrumb back to its tab), every field, and Edit and Delete. An unknown id says so.
 */
export default function CampaignPartPage({ campaign }: PartPageProps) {
  const { segment = '' } = useParams();
  const base = `/campaigns/${campaign.id}`;
  if (!isCampaignSegment(segment)) {
    return <SectionNotFound base={base} message="This campaign has no section at that address." />;
  }
  return <PartPage key={segment} campaign={campaign} segment={segment} />;
}

function PartPage({ campaign, segment }: PartPageProps & { segment: CampaignSegment }) {
  const { partId = '' } = useParams();
  const navigate = useNavigate();
  const actions = usePartActions({ parent: 'campaigns', parentId: campaign.id, segment });
  const dialog = usePartDialog();
  const [isConfirming, setIsConfirming] = useState(false);
  const { spec } = actions;
  const tabHref = `/campaigns/${campaign.id}/${segment}`;
  const part = (campaign[segment] as readonly ({ id: string } & Record<string, unknown>)[]).find(
    (entry) => entry.id === partId,
  );
  const singular = spec.singular.toLowerCase();

  if (part === undefined) {
    return (
      <EmptyState
        title={`${spec.singular} not found`}
        description={`This campaign has no ${singular} at that address. It may have been deleted.`}
        action={
          <Button asChild variant="secondary">
            <Link to={tabHref}>Back to {tabLabels[segment]}</Link>
          </Button>
        }
      />
    );
  }

  const name = String(part[spec.nameField] ?? '');
  const status = segment === 'quests' || segment === 'sessions' ? String(part.status ?? '') : '';
  const statusLabel = campaignOptionLabels[segment].status?.[status];

  function handleDelete() {
    if (part === undefined) return;
    actions.remove(part);
    navigate(tabHref);
  }

  return (
    <article aria-labelledby="part-heading" className="flex flex-col gap-5">
      <Breadcrumbs
        trail={[
          { label: campaign.title, to: `/campaigns/${campaign.id}` },
          { label: tabLabels[segment], to: tabHref },
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
            {statusLabel ? <Badge tone={toneFor(progressStatusTone, status)}>{statusLabel}</Badge> : null}
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
      <Card className="p-5">
        <PartDetails
          fields={[
            ...spec.fields,
            ...spec.serverFields.map((field) => ({
              name: field,
              label: field === 'createdAt' ? 'Created' : 'Updated',
              input: 'text' as const,
              isRequired: false,
            })),
          ]}
          values={part}
          hidden={[spec.nameField]}
          optionLabels={campaignOptionLabels[segment]}
          formatters={formatters}
        />
      </Card>
      <PartFormDialog
        {...dialog.props}
        spec={spec}
        defaults={campaignPartDefaults(segment)}
        optionLabels={campaignOptionLabels[segment]}
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
