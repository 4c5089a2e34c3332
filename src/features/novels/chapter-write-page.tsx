import { BookOpenText, ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { NovelDetail } from '../../../common/domain/novel';
import { plainTextOf } from '../../../common/text/plain-text';
import type { RichText } from '../../../common/text/rich-text';
import { countWords } from '../../../common/text/word-count';
import type { ChapterTextView } from '../../../common/workspace/chapter-text';
import { presenceSentence } from '../../../common/workspace/presence';
import { useChapterAutosave, useChapterText } from '../../data/chapter-text';
import { useNovel } from '../../data/novels';
import { usePresence } from '../../data/presence';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button } from '../../ui/button';
import { CommentsPanel } from '../../ui/comments/comments-panel';
import { EmptyState } from '../../ui/empty-state';
import { ListPageError } from '../../ui/list-page-states';
import { MentionScopeProvider } from '../../ui/mentions/mention-services';
import { PresenceAvatars } from '../../ui/presence-avatars';
import { RichTextEditor } from '../../ui/rich-text/rich-text-editor';
import { Skeleton } from '../../ui/skeleton';
import { ChapterConflict } from './components/chapter-conflict';
import { ChapterWriteActions } from './components/chapter-write-actions';
import { ChapterWriteStatus } from './components/chapter-write-status';
import { COMMENTS_PANEL_CLASSES, useChapterComments } from './components/use-chapter-comments';
import { chapterWriteHref } from './model/novel-parts';
import { useScrollToMention } from './use-scroll-to-mention';
import { useWriteTogether } from './use-write-together';

type Chapter = NovelDetail['chapters'][number];

// Its own chunk: loaded when the writer first opens Versions.
const TextVersionsDialog = lazy(() =>
  import('./components/text-versions-dialog').then((module) => ({ default: module.TextVersionsDialog })),
);

const wordsIn = (text: RichText | null) => (text === null ? 0 : countWords(plainTextOf(text.doc)));

function ChapterWriter({
  novel,
  chapter,
  server,
}: {
  novel: NovelDetail;
  chapter: Chapter;
  server: ChapterTextView;
}) {
  const autosave = useChapterAutosave(novel.id, chapter.id, server);
  const comments = useChapterComments({ ownerId: null, kind: 'novel', id: novel.id }, chapter.id);
  // Who else has this chapter open (another person, or another tab of one's own).
  const writers = usePresence({
    table: 'chapter_texts',
    kind: 'novels/chapters',
    entityId: chapter.id,
    parentId: novel.id,
  });
  // Written together once someone else is here: the shared text is the editor's, and its save state the
  // page's. It is joined once what was typed alone is saved, so the shared text holds it.
  const together = useWriteTogether(novel.id, chapter.id, {
    isOthersHere: writers.length > 0,
    canJoin: autosave.status === 'saved' && autosave.conflict === null,
  });
  const isTogether = together.isOn;
  // A Continuity finding's link lands on its sentence (`#mention-N`).
  const textRef = useRef<HTMLDivElement>(null);
  useScrollToMention(textRef, autosave.isReady);
  const [wordCount, setWordCount] = useState(server.wordCount);
  const [isFocusMode, setIsFocusMode] = useState(false);
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const [hasOpenedVersions, setHasOpenedVersions] = useState(false);
  const { key: documentKey, text: documentText } = autosave.document;
  // The text in the editor now, which a version is compared with.
  const latestText = useRef<RichText | null>(documentText);
  const [comparedText, setComparedText] = useState('');
  // Where the caret was: the editor bound to the shared text as someone arrives puts it back there.
  const caret = useRef<number | null>(null);

  // A text restored from this device, or theirs after a conflict, is counted when it arrives. A save's
  // answer (a new stored text) is not: the count is already the editor's, and the document shown is not
  // the one just saved. (A chapter never written in keeps the count it was given until its first save.)
  const serverText = useRef(server.text);
  serverText.current = server.text;
  useEffect(() => {
    latestText.current = documentText;
    if (documentKey > 0 && documentText !== serverText.current) setWordCount(wordsIn(documentText));
  }, [documentKey, documentText]);

  function openVersions() {
    setComparedText(latestText.current === null ? '' : plainTextOf(latestText.current.doc));
    setHasOpenedVersions(true);
    setIsVersionsOpen(true);
  }

  async function restoreVersion(versionId: string) {
    const view = await autosave.restore(versionId);
    setWordCount(view.wordCount);
    // Written together, the server makes the restored text everyone's, as one edit of the shared text.
  }

  useEffect(() => {
    if (!isFocusMode) return;
    const handleKey = (event: KeyboardEvent) => {
      // An Escape the editor used (closing the @ menu) does not also leave focus mode.
      if (event.key === 'Escape' && !event.defaultPrevented) setIsFocusMode(false);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [isFocusMode]);

  // The editor hands the document on after a pause in typing, so this count runs once per pause.
  function handleSharedChange(text: RichText) {
    latestText.current = text;
    // A shared text is stored by the server from the shared document, never by this page's autosave.
    setWordCount(wordsIn(text));
  }
  function handleChange(text: RichText) {
    // The editor written alone hands on its last words as it goes, even as the page joins the shared
    // text: they are saved, and the server gives them to the shared text.
    autosave.edit(text);
    handleSharedChange(text);
  }
  function handleEdit(text: RichText, { isShared }: { isShared: boolean }) {
    if (isShared) handleSharedChange(text);
    else handleChange(text);
  }
  // Written together, the editor is the shared text's once it has arrived (a new connection's, after a
  // copy of an older generation was kept, waits for its own); alone, once the stored text is read.
  const sharedText =
    isTogether && together.shared !== undefined && together.state.isReady ? together.shared : undefined;
  const isEditorShown = isTogether ? sharedText !== undefined : autosave.isReady;
  // Written together, the stored text the autosave reads anew (the server's derive of the shared text)
  // is not a new document for the editor: its key stays the one it had when the page joined.
  const keyWhenJoined = useRef<number | null>(null);
  if (!isTogether) keyWhenJoined.current = null;
  else keyWhenJoined.current ??= documentKey;
  const editorKey = keyWhenJoined.current ?? documentKey;

  const index = novel.chapters.findIndex((entry) => entry.id === chapter.id);
  const previous = novel.chapters[index - 1];
  const next = novel.chapters[index + 1];

  return (
    <article
      aria-labelledby="chapter-heading"
      className={cn(
        'flex flex-col gap-4',
        // Focus mode covers the app's chrome: only the text, its count and its save state remain.
        isFocusMode && 'fixed inset-0 z-40 overflow-y-auto bg-bg px-4 py-6 sm:px-8',
      )}
    >
      {isFocusMode ? null : (
        <Breadcrumbs
          trail={[
            { label: novel.title, to: `/novels/${novel.id}` },
            { label: 'Chapters', to: `/novels/${novel.id}/chapters` },
          ]}
          current={chapter.title}
        />
      )}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">Chapter {index + 1}</p>
              <h1
                id="chapter-heading"
                className={cn('font-semibold break-words text-fg', isFocusMode ? 'text-xl' : 'text-2xl')}
              >
                {chapter.title}
              </h1>
              {writers.length > 0 ? (
                <div className="flex items-center gap-2">
                  <PresenceAvatars people={writers} />
                  <p className="text-sm text-fg-muted">{presenceSentence(writers, 'writing here')}</p>
                </div>
              ) : null}
            </div>
            <ChapterWriteActions
              isFocusMode={isFocusMode}
              canOpenVersions={autosave.isReady}
              onOpenVersions={openVersions}
              onToggleFocus={() => setIsFocusMode((current) => !current)}
              comments={{
                canComment: comments.canComment,
                canStart: comments.canStart,
                isOpen: comments.isOpen,
                openCount: comments.openCount,
                onStart: comments.startComment,
                onToggle: comments.toggle,
              }}
            />
          </div>
          {hasOpenedVersions ? (
            <Suspense fallback={null}>
              <TextVersionsDialog
                novelId={novel.id}
                chapterId={chapter.id}
                isOpen={isVersionsOpen}
                onOpenChange={setIsVersionsOpen}
                currentPlainText={comparedText}
                onRestore={restoreVersion}
                onSettle={autosave.settle}
              />
            </Suspense>
          ) : null}
          <ChapterWriteStatus
            novelId={novel.id}
            wordCount={wordCount}
            status={isTogether ? together.state.status : autosave.status}
            message={isTogether ? null : autosave.message}
            together={isTogether ? 'on' : together.isAlone ? 'unreachable' : 'off'}
          />
          {autosave.conflict === null ? null : (
            <ChapterConflict
              current={autosave.conflict.current}
              onKeepMine={autosave.keepMine}
              onUseTheirs={autosave.takeTheirs}
            />
          )}
          {isEditorShown ? (
            <MentionScopeProvider universeId={novel.universeId || undefined}>
              <div ref={textRef} className="contents">
                {/* One editor, alone or written together: joining binds it in place (decision 088). */}
                <RichTextEditor
                  key={editorKey}
                  initialText={documentText}
                  shared={sharedText}
                  label="Chapter text"
                  placeholder="This chapter has no text yet. Start writing…"
                  onChange={handleEdit}
                  {...(isTogether ? {} : { onLeave: autosave.leave })}
                  isToolbarHidden={isFocusMode}
                  isAutoFocused
                  caret={caret}
                  comments={comments.editorComments}
                />
              </div>
            </MentionScopeProvider>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
          {isFocusMode ? null : (
            <nav
              aria-label="Other chapters"
              className="flex flex-wrap justify-between gap-3 border-t border-border pt-4"
            >
              {previous === undefined ? (
                <span />
              ) : (
                <Button asChild variant="ghost">
                  <Link to={chapterWriteHref(novel.id, previous.id)}>
                    <ChevronLeft aria-hidden="true" />
                    <span className="sr-only">Previous chapter: </span>
                    {previous.title}
                  </Link>
                </Button>
              )}
              <Button asChild variant="ghost">
                <Link to={`/novels/${novel.id}/manuscript#chapter-${chapter.id}`}>
                  <BookOpenText aria-hidden="true" />
                  Manuscript
                </Link>
              </Button>
              {next === undefined ? null : (
                <Button asChild variant="ghost">
                  <Link to={chapterWriteHref(novel.id, next.id)}>
                    <span className="sr-only">Next chapter: </span>
                    {next.title}
                    <ChevronRight aria-hidden="true" />
                  </Link>
                </Button>
              )}
            </nav>
          )}
        </div>
        {comments.isOpen && !isFocusMode ? (
          <CommentsPanel {...comments.panel} className={COMMENTS_PANEL_CLASSES} />
        ) : null}
      </div>
    </article>
  );
}

/** /novels/{id}/chapters/{chapterId}/write: a chapter's text in the editor, saved as it is typed. */
export default function ChapterWritePage() {
  const { novelId = '', chapterId = '' } = useParams();
  const novel = useNovel(novelId);
  const text = useChapterText(novelId, chapterId);
  const chapter = novel.data?.chapters.find((entry) => entry.id === chapterId);
  useDocumentTitle(chapter !== undefined && novel.data ? `${chapter.title} · ${novel.data.title}` : 'Write');

  if (novel.isPending || text.isPending) {
    return (
      <div role="status" aria-busy="true" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <span className="sr-only">Loading chapter…</span>
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (novel.isError) return <ListPageError message={novel.error.message} />;
  if (text.isError) return <ListPageError message={text.error.message} />;
  if (novel.data === null || chapter === undefined || text.data === null) {
    return (
      <EmptyState
        title="Chapter not found"
        description="This novel has no chapter at that address. It may have been deleted."
        action={
          <Button asChild variant="secondary">
            <Link to={novel.data ? `/novels/${novelId}/chapters` : '/novels'}>
              {novel.data ? 'Back to Chapters' : 'Back to Novels'}
            </Link>
          </Button>
        }
      />
    );
  }
  return <ChapterWriter key={chapter.id} novel={novel.data} chapter={chapter} server={text.data} />;
}
