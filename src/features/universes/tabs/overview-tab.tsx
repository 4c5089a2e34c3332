import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { useOwnerCalendar } from '../../../data/calendars';
import { useUpdateUniverse } from '../../../data/universes';
import { relativeTime } from '../../../lib/relative-time';
import { Badge } from '../../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { FallbackImage } from '../../../ui/fallback-image';
import { ImageUploadButton } from '../../../ui/image-upload-button';
import { MentionedIn } from '../../../ui/mentions/mentioned-in';
import { RelationsPanel } from '../../../ui/relations/relations-panel';
import { campaignStatusTone, novelStatusTone, toneFor } from '../../../ui/semantic-tones';
import { UniverseDiagram } from './universe-diagram';

function statusLabel(status: string): string {
  return status.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());
}

function LinkedList({
  title,
  emptyText,
  items,
}: {
  title: string;
  emptyText: string;
  items: { id: string; label: string; href: string; badge?: ReactNode }[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-fg-muted">{emptyText}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2 py-2">
                <Link to={item.href} className="min-w-0 truncate text-sm font-medium text-fg hover:underline">
                  {item.label}
                </Link>
                {item.badge}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ universe }: { universe: UniverseDetail }) {
  const updateUniverse = useUpdateUniverse();
  const base = `/universes/${universe.id}`;
  const calendar = useOwnerCalendar({ ownerKind: 'universe', ownerId: universe.id }).data?.calendar;
  const locationCount = universe.worlds.reduce((sum, world) => sum + world.locationCount, 0);
  const counts = [
    { label: 'Worlds', value: universe.worlds.length },
    { label: 'Locations', value: locationCount },
    { label: 'Novels', value: universe.novels.length },
    { label: 'Campaigns', value: universe.campaigns.length },
  ];
  return (
    <div className="flex flex-col gap-8">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="overview-about" className="flex min-w-0 flex-col gap-4">
          <h2 id="overview-about" className="text-xl font-semibold text-fg">
            About
          </h2>
          {universe.description ? (
            <p className="prose-text max-w-3xl text-fg">{universe.description}</p>
          ) : (
            <p className="text-sm text-fg-muted">No description yet. Use Edit to add one.</p>
          )}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {counts.map((count) => (
              <div key={count.label} className="rounded-lg border border-border bg-surface px-4 py-3">
                <dt className="text-xs text-fg-muted">{count.label}</dt>
                <dd className="text-2xl font-semibold text-fg">{count.value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-fg-muted">Last updated {relativeTime(universe.lastUpdated)}</p>
        </section>
        <Card className="h-fit overflow-hidden">
          <FallbackImage src={universe.imageUrl} alt={universe.name} className="rounded-none" />
          <ImageUploadButton
            label="Change image"
            className="p-4"
            onUploaded={(url) => updateUniverse.mutateAsync({ id: universe.id, patch: { imageUrl: url } })}
          />
        </Card>
      </div>

      <section aria-labelledby="overview-contents" className="flex flex-col gap-4">
        <h2 id="overview-contents" className="text-xl font-semibold text-fg">
          In this universe
        </h2>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <LinkedList
            title="Novels"
            emptyText="No novels are set in this universe yet."
            items={universe.novels.map((novel) => ({
              id: novel.id,
              label: novel.title,
              href: `/novels/${novel.id}`,
              badge: <Badge tone={toneFor(novelStatusTone, novel.status)}>{statusLabel(novel.status)}</Badge>,
            }))}
          />
          <LinkedList
            title="Worlds"
            emptyText="This universe has no worlds yet."
            items={universe.worlds.map((world) => ({
              id: world.id,
              label: world.name,
              href: `${base}/worlds/${world.id}`,
              badge: <Badge tone="blue">{world.type}</Badge>,
            }))}
          />
          <LinkedList
            title="Campaigns"
            emptyText="No campaigns are played in this universe yet."
            items={universe.campaigns.map((campaign) => ({
              id: campaign.id,
              label: campaign.title,
              href: `/campaigns/${campaign.id}`,
              badge: (
                <Badge tone={toneFor(campaignStatusTone, campaign.status)}>
                  {statusLabel(campaign.status)}
                </Badge>
              ),
            }))}
          />
        </div>
      </section>

      <RelationsPanel
        end={{ kind: 'universe', id: universe.id }}
        name={universe.name}
        headingLevel={2}
        graphHref={`${base}/graph`}
        calendarHref={`${base}/calendar`}
        calendar={calendar}
      />

      <section aria-labelledby="overview-diagram" className="flex flex-col gap-3">
        <h2 id="overview-diagram" className="text-xl font-semibold text-fg">
          Relationships
        </h2>
        <UniverseDiagram universe={universe} />
      </section>
      <MentionedIn target={{ kind: 'universe', id: universe.id }} name={universe.name} />
    </div>
  );
}
