import { useParams } from 'react-router';
import { useSharedChapterText } from '../../data/comments';
import { useSharedView } from '../../data/sharing';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { CommentsPanel } from '../../ui/comments/comments-panel';
import { EmptyState } from '../../ui/empty-state';
import { ListPageError } from '../../ui/list-page-states';
import { RichTextEditor } from '../../ui/rich-text/rich-text-editor';
import { Skeleton } from '../../ui/skeleton';
import { ChapterCommentButtons } from './components/chapter-comment-buttons';
import { COMMENTS_PANEL_CLASSES, useChapterComments } from './components/use-chapter-comments';

/**
 * `/shared/:ownerId/novel/:novelId/chapters/:chapterId`: a chapter of a novel someone shares with the
 * user, as the server's policy lets them read it (decision 071). The text can be selected, not changed;
 * a passage can be commented on, and the threads read, answered and resolved beside it.
 */
export default function SharedChapterPage() {
  const { ownerId = '', novelId = '', chapterId = '' } = useParams();
  const view = useSharedView(ownerId, 'novel', novelId);
  const text = useSharedChapterText(ownerId, novelId, chapterId);
  const chapter = view.data?.parts.find((part) => part.kind === 'novels/chapters' && part.id === chapterId);
  useDocumentTitle(chapter !== undefined && view.data ? `${chapter.name} · ${view.data.name}` : 'Read');

  if (view.isPending || text.isPending) {
    return (
      <div role="status" aria-busy="true" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <span className="sr-only">Loading chapter…</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (view.isError) return <ListPageError message={view.error.message} />;
  if (text.isError) return <ListPageError message={text.error.message} />;
  if (view.data === null || chapter === undefined || text.data === null) {
    return (
      <EmptyState
        title="Chapter not found"
        description="This chapter is not shared with you, or no longer is."
      />
    );
  }
  return (
    <SharedChapter
      key={chapterId}
      ownerId={ownerId}
      novelId={novelId}
      novelName={view.data.name}
      chapterId={chapterId}
      title={chapter.name}
      text={text.data.text}
    />
  );
}

function SharedChapter({
  ownerId,
  novelId,
  novelName,
  chapterId,
  title,
  text,
}: {
  ownerId: string;
  novelId: string;
  novelName: string;
  chapterId: string;
  title: string;
  text: Parameters<typeof RichTextEditor>[0]['initialText'];
}) {
  const comments = useChapterComments({ ownerId, kind: 'novel', id: novelId }, chapterId);
  return (
    <article aria-labelledby="chapter-heading" className="flex flex-col gap-4">
      <Breadcrumbs
        trail={[{ label: novelName, to: `/shared/${ownerId}/novel/${novelId}` }]}
        current={title}
      />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border pb-2">
            <h1 id="chapter-heading" className="text-2xl font-semibold break-words text-fg">
              {title}
            </h1>
            <div className="flex flex-wrap gap-2">
              <ChapterCommentButtons
                canComment={comments.canComment}
                canStart={comments.canStart}
                isOpen={comments.isOpen}
                openCount={comments.openCount}
                onStart={comments.startComment}
                onToggle={comments.toggle}
              />
            </div>
          </div>
          <RichTextEditor
            initialText={text}
            label="Chapter text"
            placeholder="This chapter has no text yet."
            onChange={() => undefined}
            isReadOnly
            comments={comments.editorComments}
            className={cn('font-serif')}
          />
        </div>
        {comments.isOpen ? <CommentsPanel {...comments.panel} className={COMMENTS_PANEL_CLASSES} /> : null}
      </div>
    </article>
  );
}
