import { BookOpen } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { TabSection } from '../../../ui/tab-section';
import { formatWordCount } from '../model/novel-format';

export function ChaptersTab({ novel }: { novel: NovelDetail }) {
  return (
    <TabSection
      title="Chapters"
      count={novel.chapters.length}
      empty={{
        isEmpty: novel.chapters.length === 0,
        icon: <BookOpen />,
        title: 'No chapters yet',
        description: 'Chapters you write for this novel will be listed here in reading order.',
      }}
    >
      <ol className="divide-y divide-border rounded-xl border border-border bg-surface">
        {novel.chapters.map((chapter, index) => (
          <li key={chapter.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
            <span className="w-20 shrink-0 text-xs font-medium text-fg-muted">Chapter {index + 1}</span>
            <span className="min-w-0 flex-1 font-medium text-fg">{chapter.title}</span>
            <span className="text-sm text-fg-muted tabular-nums">{formatWordCount(chapter.wordCount)}</span>
          </li>
        ))}
      </ol>
    </TabSection>
  );
}
