import { PenLine } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { ManuscriptView } from '../../../common/text/manuscript';
import { useManuscript } from '../../data/manuscript';
import { usePreloadWhenIdle } from '../../lib/preload-when-idle';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button, buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ListPageError } from '../../ui/list-page-states';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { Skeleton } from '../../ui/skeleton';
import { DayProgress } from './components/day-progress';
import { loadChapterWritePage } from './load-chapter-write-page';
import { formatNumber, formatWordCount } from './model/novel-format';
import { chapterWriteHref } from './model/novel-parts';

type Chapter = ManuscriptView['chapters'][number];

const anchorOf = (chapter: Chapter) => `chapter-${chapter.id}`;

/** About how tall a chapter stands before it is first laid out: a few pixels a word, a line if empty. */
const estimatedHeight = (chapter: Chapter) =>
  chapter.text === null ? 140 : 160 + Math.round(chapter.wordCount * 3.5);

/**
 * One chapter in the scroll. `content-visibility: auto` lets the browser skip laying out and painting
 * chapters off screen (a 150,000-word novel stays quick to scroll) while their text stays in the page
 * for find-in-page, the contents' links and screen readers; the estimated height keeps the scrollbar
 * steady until a chapter has been shown once (`auto` then remembers its real height).
 */
function ManuscriptChapter({
  novelId,
  chapter,
  index,
}: {
  novelId: string;
  chapter: Chapter;
  index: number;
}) {
  const headingId = anchorOf(chapter);
  return (
    <section
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-4 border-t border-border pt-8 [content-visibility:auto]"
      style={{ containIntrinsicSize: `auto ${estimatedHeight(chapter)}px` }}
    >
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">
            Chapter {index + 1} · {formatWordCount(chapter.wordCount)}
          </p>
          <h2 id={headingId} className="scroll-mt-4 text-2xl font-semibold break-words text-fg">
            {chapter.title}
          </h2>
        </div>
        <Link
          to={chapterWriteHref(novelId, chapter.id)}
          aria-label={`Write ${chapter.title}`}
          className={buttonClasses('secondary', 'sm')}
        >
          <PenLine aria-hidden="true" />
          Write
        </Link>
      </header>
      {chapter.text === null ? (
        <p className="text-fg-muted italic">This chapter has no text yet.</p>
      ) : (
        <RichTextView text={chapter.text} headingOffset={2} />
      )}
    </section>
  );
}

function Manuscript({ manuscript }: { manuscript: ManuscriptView }) {
  const { novelId, chapters } = manuscript;
  const { hash } = useLocation();
  // A link to one chapter ('#chapter-…', from the writing view) lands on it once the text is here.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <article aria-labelledby="manuscript-heading" className="flex flex-col gap-6">
      <Breadcrumbs
        trail={[
          { label: manuscript.title, to: `/novels/${novelId}` },
          { label: 'Chapters', to: `/novels/${novelId}/chapters` },
        ]}
        current="Manuscript"
      />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">Manuscript</p>
          <h1 id="manuscript-heading" className="text-3xl font-semibold break-words text-fg">
            {manuscript.title}
          </h1>
          <p className="text-sm text-fg-muted tabular-nums">
            {formatWordCount(manuscript.wordCount)} in {formatNumber(chapters.length)}{' '}
            {chapters.length === 1 ? 'chapter' : 'chapters'}
          </p>
          <DayProgress novelId={novelId} />
        </header>
        {chapters.length === 0 ? (
          <EmptyState
            title="No chapters yet"
            description="Add chapters on the Chapters tab; they appear here in reading order."
            action={
              <Button asChild variant="secondary">
                <Link to={`/novels/${novelId}/chapters`}>Back to Chapters</Link>
              </Button>
            }
          />
        ) : (
          <>
            <nav aria-label="Contents" className="rounded-xl border border-border bg-surface p-4">
              <h2 className="mb-2 text-sm font-semibold text-fg">Contents</h2>
              <ol className="gap-x-6 sm:columns-2">
                {chapters.map((chapter, index) => (
                  <li key={chapter.id} className="flex min-w-0 break-inside-avoid gap-2 py-0.5 text-sm">
                    <span className="w-6 shrink-0 text-right text-fg-muted tabular-nums">{index + 1}.</span>
                    <a
                      href={`#${anchorOf(chapter)}`}
                      className="min-w-0 truncate rounded-sm text-fg hover:text-accent-text hover:underline"
                    >
                      {chapter.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            {chapters.map((chapter, index) => (
              <ManuscriptChapter key={chapter.id} novelId={novelId} chapter={chapter} index={index} />
            ))}
          </>
        )}
      </div>
    </article>
  );
}

/** /novels/{id}/manuscript: every chapter of the novel in order, read-only, in one scroll. */
export default function ManuscriptPage() {
  const { novelId = '' } = useParams();
  const manuscript = useManuscript(novelId);
  useDocumentTitle(manuscript.data ? `Manuscript · ${manuscript.data.title}` : 'Manuscript');
  // Each chapter's Write link opens the writing view: its code is fetched while this shows.
  usePreloadWhenIdle(loadChapterWritePage);

  if (manuscript.isPending) {
    return (
      <div role="status" aria-busy="true" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <span className="sr-only">Loading manuscript…</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (manuscript.isError) return <ListPageError message={manuscript.error.message} />;
  if (manuscript.data === null) {
    return (
      <EmptyState
        title="Novel not found"
        description="There is no novel at this address. It may have been deleted."
        action={
          <Button asChild variant="secondary">
            <Link to="/novels">Back to Novels</Link>
          </Button>
        }
      />
    );
  }
  return <Manuscript manuscript={manuscript.data} />;
}
