import { Clock, FileText } from 'lucide-react';
import type { Novel } from '../../../../common/domain/novel';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { Badge } from '../../../ui/badge';
import { ProjectCard, ProjectRow } from '../../../ui/project-card';
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
    <ProjectCard
      title={novel.title}
      href={`/novels/${novel.id}`}
      isFavorite={novel.isFavorite}
      onToggleFavorite={(next) => onToggleFavorite(novel, next)}
      image={{ src: novel.coverUrl, alt: `Cover of ${novel.title}` }}
      footer={<NovelStatusBadge status={novel.status} />}
    >
      <NovelFacts novel={novel} now={now} />
    </ProjectCard>
  );
}

/** A novel in the dense list: the same facts on one row, without the cover. */
export function NovelRow({ novel, onToggleFavorite, now }: NovelItemProps) {
  return (
    <ProjectRow
      title={novel.title}
      href={`/novels/${novel.id}`}
      isFavorite={novel.isFavorite}
      onToggleFavorite={(next) => onToggleFavorite(novel, next)}
      badge={<NovelStatusBadge status={novel.status} />}
    >
      <NovelFacts novel={novel} now={now} className="text-xs" />
    </ProjectRow>
  );
}
