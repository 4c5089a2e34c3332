import { Clock, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Novel } from '../../../../common/domain/novel';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FallbackImage } from '../../../ui/fallback-image';
import { FavoriteToggle } from '../../../ui/favorite-toggle';
import { novelStatusTone, toneFor } from '../../../ui/semantic-tones';
import { formatWordCount, novelStatusLabel } from '../model/novel-format';

export type NovelItemProps = {
  novel: Novel;
  onToggleFavorite: (novel: Novel, isFavorite: boolean) => void;
  now?: Date;
};

export function NovelStatusBadge({ status }: { status: Novel['status'] }) {
  return <Badge tone={toneFor(novelStatusTone, status)}>{novelStatusLabel[status]}</Badge>;
}

/** Word count and last edit, the latter exactly as relativeTime words it ('Just now', '3 days ago'). */
function NovelFacts({ novel, now, className }: { novel: Novel; now?: Date | undefined; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted', className)}>
      <span className="inline-flex items-center gap-1.5">
        <FileText aria-hidden="true" className="size-3.5" />
        {formatWordCount(novel.wordCount)}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-3.5" />
        <span className="sr-only">Last updated </span>
        {relativeTime(novel.lastUpdated, now)}
      </span>
    </p>
  );
}

/** A novel in the grid: cover, title, status, word count, last edit, favorite star and Open. */
export function NovelCard({ novel, onToggleFavorite, now }: NovelItemProps) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <FallbackImage src={novel.coverUrl} alt={`Cover of ${novel.title}`} aspectRatio="16 / 9" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-base font-semibold break-words text-fg">{novel.title}</h2>
          <FavoriteToggle
            size="sm"
            isFavorite={novel.isFavorite}
            itemName={novel.title}
            onToggle={(next) => onToggleFavorite(novel, next)}
            className="-mt-1 -mr-2"
          />
        </div>
        <NovelFacts novel={novel} now={now} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <NovelStatusBadge status={novel.status} />
          <Button asChild variant="secondary" size="sm">
            <Link to={`/novels/${novel.id}`} aria-label={`Open ${novel.title}`}>
              Open
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** A novel in the dense list: the same facts on one row, without the cover. */
export function NovelRow({ novel, onToggleFavorite, now }: NovelItemProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <h2 className="truncate text-sm font-semibold text-fg">{novel.title}</h2>
        <NovelFacts novel={novel} now={now} className="text-xs" />
      </div>
      <div className="flex items-center gap-2">
        <NovelStatusBadge status={novel.status} />
        <FavoriteToggle
          size="sm"
          isFavorite={novel.isFavorite}
          itemName={novel.title}
          onToggle={(next) => onToggleFavorite(novel, next)}
        />
        <Button asChild variant="secondary" size="sm">
          <Link to={`/novels/${novel.id}`} aria-label={`Open ${novel.title}`}>
            Open
          </Link>
        </Button>
      </div>
    </div>
  );
}
