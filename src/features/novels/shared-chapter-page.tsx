import { Eye } from 'lucide-react';
import { useContext } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SessionContext } from '../../auth/session-context';
import { useSharedChapterText } from '../../data/comments';
import {
  useSharedChapterSecretChange,
  useSharedMembers,
  useSharedView,
  useViewedMemberName,
} from '../../data/sharing';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { CommentsPanel } from '../../ui/comments/comments-panel';
import { EmptyState } from '../../ui/empty-state';
import { ListPageError } from '../../ui/list-page-states';
import { RichTextEditor } from '../../ui/rich-text/rich-text-editor';
import { Skeleton } from '../../ui/skeleton';
import { ChapterCommentButtons } from './components/chapter-comment-buttons';
import { ChapterSecrets } from './components/chapter-secrets';
import { COMMENTS_PANEL_CLASSES, useChapterComments } from './components/use-chapter-comments';

/**
 * `/shared/:ownerId/novel/:novelId/chapters/:chapterId`: a chapter of a novel someone shares with the
 * user, as the server's policy lets them read it (decision 071). The text can be selected, not changed;
 * a passage can be commented on, and the threads read, answered and resolved beside it.
 */
export default function SharedChapterPage() {
  const { ownerId = '', novelId = '', chapterId = '' } = useParams();
  // "View as" (decision 091): the owner or an editor reads the chapter and its comments as one member.
  const as = useSearchParams()[0].get('as') ?? undefined;
  const view = useSharedView(ownerId, 'novel', novelId, as);
  const text = useSharedChapterText(ownerId, novelId, chapterId, as);
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
      key={`${chapterId}@${text.data.version}`}
      ownerId={ownerId}
      novelId={novelId}
      novelName={view.data.name}
      chapterId={chapterId}
      title={chapter.name}
      text={text.data.text}
      version={text.data.version}
      isEditor={view.data.role === 'editor'}
      as={as}
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
  version,
  isEditor,
  as,
}: {
  ownerId: string;
  novelId: string;
  novelName: string;
  chapterId: string;
  title: string;
  text: Parameters<typeof RichTextEditor>[0]['initialText'];
  /** The text's version, which a Reveal names. */
  version: number;
  /** An editor reveals the text's secrets from here (decision 104); the owner does from their write page. */
  isEditor: boolean;
  /** The member whose reading this is ("View as"): read-only, comments and all. */
  as: string | undefined;
}) {
  const comments = useChapterComments({ ownerId, kind: 'novel', id: novelId, as }, chapterId);
  const query = as === undefined ? '' : `?as=${encodeURIComponent(as)}`;
  // Read softly: a screen rendered without a session (a test) goes back to the member's page.
  const isOwner = useContext(SessionContext)?.user?.id === ownerId;
  const door = { ownerId, kind: 'novel' as const, id: novelId };
  const viewedName = useViewedMemberName(door, as);
  const canReveal = isEditor && as === undefined;
  const readers = (useSharedMembers(door, canReveal).data ?? [])
    .filter((member) => member.role !== 'editor')
    .map((member) => ({ id: member.memberId, label: member.email }));
  const secretChange = useSharedChapterSecretChange(door, chapterId);
  return (
    <article aria-labelledby="chapter-heading" className="flex flex-col gap-4">
      {as === undefined ? null : (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-accent bg-accent/10 px-3 py-2 text-sm text-fg"
        >
          <span className="flex min-w-0 items-center gap-2 [overflow-wrap:anywhere]">
            <Eye aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0">
              {`Viewing as ${viewedName} — read-only: the chapter and its comments as they read them.`}
            </span>
          </span>
          <Link
            to={
              isOwner
                ? `/novels/${novelId}/chapters/${chapterId}/write`
                : `/shared/${ownerId}/novel/${novelId}/chapters/${chapterId}`
            }
            className="rounded font-medium text-accent-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            Back to your view
          </Link>
        </div>
      )}
      <Breadcrumbs
        trail={[{ label: novelName, to: `/shared/${ownerId}/novel/${novelId}${query}` }]}
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
                canComment={comments.canComment && as === undefined}
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
          {canReveal ? (
            <ChapterSecrets
              text={text}
              readers={readers}
              onChange={(index, change) => secretChange.mutateAsync({ index, change, version })}
            />
          ) : null}
        </div>
        {comments.isOpen ? (
          <CommentsPanel
            {...comments.panel}
            isReadOnly={as !== undefined}
            className={COMMENTS_PANEL_CLASSES}
          />
        ) : null}
      </div>
    </article>
  );
}
