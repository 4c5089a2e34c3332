import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import type { NovelDetail } from '../../../../common/domain/novel';
import { useOwnerCalendar } from '../../../data/calendars';
import { useUpdateNovel } from '../../../data/novels';
import { linkedTimelines, useTimelines } from '../../../data/timelines';
import { useUniverse } from '../../../data/universes';
import { relativeTime } from '../../../lib/relative-time';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { FallbackImage } from '../../../ui/fallback-image';
import { ImageUploadButton } from '../../../ui/image-upload-button';
import { MentionedIn } from '../../../ui/mentions/mentioned-in';
import { RelationsPanel } from '../../../ui/relations/relations-panel';
import { Skeleton } from '../../../ui/skeleton';
import { CharacterMoveOffer } from '../components/character-move-offer';
import { NovelUniverseMenu } from '../components/novel-universe-menu';
import { novelStatistics } from '../model/novel-overview';

function UniverseLink({ universeId }: { universeId: string | undefined }) {
  const universe = useUniverse(universeId);
  if (universeId === undefined) return <p className="text-sm text-fg-muted">Not connected to a universe</p>;
  if (universe.isPending) return <Skeleton className="h-5 w-40" />;
  if (universe.isError) return <p className="text-sm text-danger-text">{universe.error.message}</p>;
  if (universe.data === null) return <p className="text-sm text-fg-muted">Not connected to a universe</p>;
  return (
    <Link
      to={`/universes/${universe.data.id}`}
      className="inline-flex w-fit items-center gap-2 text-sm font-medium text-accent-text underline-offset-4 hover:underline"
    >
      <Globe aria-hidden="true" className="size-4" />
      {universe.data.name}
    </Link>
  );
}

/** The novel at a glance: its description, figures, its cover and the universe it is set in. */
export function OverviewTab({ novel }: { novel: NovelDetail }) {
  const updateNovel = useUpdateNovel();
  // Its own calendar or its universe's (decision 040): it reads the relations' dates.
  const calendar = useOwnerCalendar({ ownerKind: 'novel', ownerId: novel.id }).data?.calendar;
  // A timeline's summary counts its events, so the figure needs no event reads.
  const timelines = useTimelines();
  const eventCount = timelines.data
    ? linkedTimelines(timelines.data, 'novel', novel.id).reduce(
        (sum, timeline) => sum + timeline.eventCount,
        0,
      )
    : undefined;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Description</CardTitle>
          </CardHeader>
          <CardContent>
            {novel.description ? (
              <p className="prose-text whitespace-pre-line text-fg">{novel.description}</p>
            ) : (
              <p className="text-sm text-fg-muted">This novel has no description yet.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Statistics</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5">
              {novelStatistics(novel, eventCount).map((statistic) => (
                <div
                  key={statistic.label}
                  className="flex flex-col gap-1 rounded-lg bg-surface-sunken px-3 py-2.5"
                >
                  <dt className="text-xs text-fg-muted">{statistic.label}</dt>
                  <dd className="text-xl font-semibold text-fg tabular-nums">{statistic.value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <RelationsPanel
          end={{ kind: 'novel', id: novel.id }}
          name={novel.title}
          headingLevel={2}
          graphHref={`/novels/${novel.id}/graph`}
          calendarHref={`/novels/${novel.id}/calendar`}
          calendar={calendar}
        />
        <MentionedIn target={{ kind: 'novel', id: novel.id }} name={novel.title} />
      </div>
      <div className="flex flex-col gap-6">
        <Card className="overflow-hidden">
          <FallbackImage src={novel.coverUrl} alt={`Cover of ${novel.title}`} aspectRatio="3 / 2" />
          <div className="flex flex-col gap-3 p-5">
            <ImageUploadButton
              label="Change cover"
              onUploaded={(url) => updateNovel.mutateAsync({ id: novel.id, patch: { coverUrl: url } })}
            />
            <h2 className="text-base font-semibold text-fg">Universe</h2>
            <UniverseLink universeId={novel.universeId} />
            <NovelUniverseMenu novel={novel} />
            <CharacterMoveOffer novel={novel} />
            <p className="text-xs text-fg-muted">Last updated {relativeTime(novel.lastUpdated)}</p>
          </div>
        </Card>
      </div>
    </div>
  );
}
