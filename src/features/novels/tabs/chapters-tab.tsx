import { BookOpen, BookOpenText, Download, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import type { NovelDetail } from '../../../../common/domain/novel';
import { type ManuscriptFormat, manuscriptFileName } from '../../../../common/text/manuscript';
import { useManuscriptDownload } from '../../../data/manuscript';
import { cn } from '../../../lib/cn';
import { downloadBlob } from '../../../lib/download';
import { usePreloadWhenIdle } from '../../../lib/preload-when-idle';
import { Button, buttonClasses } from '../../../ui/button';
import { CardLink } from '../../../ui/card-link';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection } from '../../../ui/tab-section';
import { WorldDateLine } from '../../../ui/world-date/world-date-line';
import { DayProgress } from '../components/day-progress';
import { useNovelPartEditor } from '../components/use-novel-part-editor';
import { loadChapterWritePage } from '../load-chapter-write-page';
import { formatWordCount } from '../model/novel-format';
import { chapterWriteHref } from '../model/novel-parts';

/** 'Export manuscript': the chapters in order with their texts, as Markdown or as a Word document. */
function ManuscriptExport({ novel }: { novel: NovelDetail }) {
  const download = useManuscriptDownload();
  async function exportAs(format: ManuscriptFormat) {
    const file = await download.mutateAsync({ novelId: novel.id, format }).catch(() => undefined);
    if (file !== undefined) downloadBlob(manuscriptFileName(novel.title, format), file);
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" disabled={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? 'Exporting…' : 'Export manuscript'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void exportAs('md')}>Markdown (.md)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void exportAs('docx')}>Word document (.docx)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function ChaptersTab({ novel }: { novel: NovelDetail }) {
  const chapters = useNovelPartEditor(novel, 'chapters');
  // Each chapter's Write link opens the writing view: its code (the editor) is fetched while this shows.
  usePreloadWhenIdle(loadChapterWritePage);
  return (
    <>
      <TabSection
        title="Chapters"
        count={novel.chapters.length}
        empty={{
          isEmpty: novel.chapters.length === 0,
          icon: <BookOpen />,
          title: 'No chapters yet',
          description: 'Chapters you write for this novel will be listed here in reading order.',
          action: chapters.addButton,
        }}
        actions={
          <>
            {novel.chapters.length > 0 ? (
              <>
                <Link to={`/novels/${novel.id}/manuscript`} className={buttonClasses('secondary', 'sm')}>
                  <BookOpenText aria-hidden="true" />
                  Read manuscript
                </Link>
                <ManuscriptExport novel={novel} />
              </>
            ) : null}
            {chapters.addButton}
          </>
        }
      >
        <DayProgress novelId={novel.id} className="mb-3" />
        <SortableList
          as="ol"
          items={novel.chapters}
          label="Chapters"
          nameOf={(chapter) => chapter.title}
          onMove={chapters.move}
          className="divide-y divide-border rounded-xl border border-border bg-surface [&>li]:rounded-none"
        >
          {(chapter, move) => (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 pr-2 pl-4">
              <span className="w-20 shrink-0 text-xs font-medium text-fg-muted">Chapter {move.position}</span>
              <span className="min-w-0 flex-1 font-medium text-fg">
                <CardLink to={chapters.href(chapter)}>{chapter.title}</CardLink>
                <WorldDateLine text={chapter.worldDate} className="font-normal" />
              </span>
              <span className="text-sm text-fg-muted tabular-nums">{formatWordCount(chapter.wordCount)}</span>
              <Link
                to={chapterWriteHref(novel.id, chapter.id)}
                aria-label={`Write ${chapter.title}`}
                className={cn(buttonClasses('secondary', 'sm'), 'relative z-10')}
              >
                <PenLine aria-hidden="true" />
                Write
              </Link>
              <div className="ml-auto">{chapters.controls(chapter, chapter.title, move)}</div>
            </div>
          )}
        </SortableList>
      </TabSection>
      {chapters.form}
    </>
  );
}
