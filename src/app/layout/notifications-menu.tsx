import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { CommentNotice } from '../../../common/api/comments';
import type { ChangeSummary } from '../../../common/api/history';
import { useCommentNotices } from '../../data/comments';
import { useRecentChanges } from '../../data/history';
import { whenIdle } from '../../lib/preload-when-idle';
import { relativeTime } from '../../lib/relative-time';
import { IconButton } from '../../ui/button';
import { changeTitle } from '../../ui/history/history-format';
import { LoadingBlock } from '../../ui/loading-block';

// The bell in the top bar (the spec shows it with an unread dot and no behaviour): it lists the latest
// changes of the workspace from its history, and the dot marks changes not yet seen in this tab. What
// was seen is not kept across a reload: the spec keeps only the dark and sidebar settings (decision 052).

/** Where a change's record is shown, for the records whose page needs nothing but their id. */
const RECORD_PATHS: Record<string, string> = {
  novel: '/novels',
  universe: '/universes',
  campaign: '/campaigns',
  timeline: '/timelines',
};

function recordHref(change: ChangeSummary): string | undefined {
  const base = RECORD_PATHS[change.entityKind];
  return base === undefined || change.op === 'delete' || change.recordId === ''
    ? undefined
    : `${base}/${change.recordId}`;
}

/** Whether `changes` holds one newer than the newest seen (everything is new before the first look). */
export function hasUnseen(changes: readonly ChangeSummary[], seenId: string | null): boolean {
  const newest = changes[0]?.id;
  return newest !== undefined && (seenId === null || newest > seenId);
}

export function NotificationsMenu() {
  const [isReady, setIsReady] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [seenId, setSeenId] = useState<string | null>(null);
  const unreadId = useId();
  const headingId = useId();
  useEffect(() => whenIdle(() => setIsReady(true)), []);
  const recent = useRecentChanges(isReady || isOpen);
  const changes = recent.data?.changes ?? [];
  // Comments others wrote on the user's things (decision 071), seen like the changes.
  const [seenComment, setSeenComment] = useState<string | null>(null);
  const commentNotices = useCommentNotices(isReady || isOpen);
  const notices = commentNotices.data ?? [];
  const newestNotice = notices[0] === undefined ? undefined : `${notices[0].createdAt} ${notices[0].id}`;
  const isUnread =
    !isOpen &&
    (hasUnseen(changes, seenId) ||
      (newestNotice !== undefined && (seenComment === null || newestNotice > seenComment)));

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    // Seen once looked at: the newest listed when the panel closes.
    if (!next && changes[0] !== undefined) setSeenId(changes[0].id);
    if (!next && newestNotice !== undefined) setSeenComment(newestNotice);
  }

  return (
    <Popover.Root open={isOpen} onOpenChange={handleOpenChange}>
      <span className="relative">
        <Popover.Trigger asChild>
          <IconButton
            aria-label="Notifications"
            {...(isUnread ? { 'aria-describedby': unreadId } : {})}
            icon={<Bell aria-hidden="true" />}
          />
        </Popover.Trigger>
        {isUnread ? (
          <>
            <span
              aria-hidden="true"
              data-testid="unread-dot"
              className="pointer-events-none absolute top-2 right-2 size-2 rounded-full bg-danger ring-2 ring-surface"
            />
            <span id={unreadId} className="sr-only">
              You have unread notifications
            </span>
          </>
        ) : null}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Recent changes"
          className="z-50 flex max-h-[min(28rem,calc(100vh-6rem))] w-[min(22rem,calc(100vw-1.5rem))] flex-col rounded-lg border border-border bg-surface text-sm text-fg shadow-lg data-[state=open]:animate-fade-in"
        >
          {notices.length === 0 ? null : (
            <CommentNotices notices={notices} onOpen={() => handleOpenChange(false)} />
          )}
          <h2 id={headingId} className="border-b border-border px-4 py-3 text-sm font-semibold">
            Recent changes
          </h2>
          {/* Reachable by the keyboard to scroll, even where no entry is a link. */}
          <section
            aria-labelledby={headingId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable to scroll
            tabIndex={0}
            className="min-h-0 overflow-y-auto px-2 py-2 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {recent.isPending ? (
              <LoadingBlock label="Loading changes…" />
            ) : recent.isError ? (
              <p className="px-2 py-2 text-danger-text">
                {recent.error?.message ?? 'The changes could not be read.'}
              </p>
            ) : changes.length === 0 ? (
              <p className="px-2 py-2 text-fg-muted">No changes yet. What you add and edit is listed here.</p>
            ) : (
              <ul className="flex flex-col">
                {changes.map((change) => (
                  <ChangeEntry key={change.id} change={change} onOpen={() => handleOpenChange(false)} />
                ))}
              </ul>
            )}
          </section>
          <p className="border-t border-border px-4 py-2 text-xs text-fg-muted">
            A record’s History button lists all of its changes.
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The newest comments by others, each a link to its passage. */
function CommentNotices({ notices, onOpen }: { notices: readonly CommentNotice[]; onOpen: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex max-h-[40%] min-h-0 flex-col border-b border-border">
      <h2 id={headingId} className="px-4 pt-3 pb-1 text-sm font-semibold">
        New comments
      </h2>
      <ul className="min-h-0 overflow-y-auto px-2 pb-2">
        {notices.slice(0, 10).map((notice) => (
          <li key={notice.id}>
            <Link
              to={notice.href}
              onClick={onOpen}
              className="block rounded-md px-2 py-2 hover:bg-surface-raised"
            >
              <span className="block truncate font-medium text-fg">
                {`${notice.authorName} commented on “${notice.quote}”`}
              </span>
              <span className="block truncate text-fg-muted">{notice.body}</span>
              <span className="block text-xs text-fg-muted">
                {`${notice.containerName} · ${relativeTime(notice.createdAt)}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChangeEntry({ change, onOpen }: { change: ChangeSummary; onOpen: () => void }) {
  const href = recordHref(change);
  const body = (
    <>
      <span className="block truncate font-medium text-fg">{changeTitle(change)}</span>
      <span className="block text-xs text-fg-muted">{relativeTime(change.at)}</span>
    </>
  );
  return (
    <li>
      {href === undefined ? (
        <div className="rounded-md px-2 py-2">{body}</div>
      ) : (
        <Link to={href} onClick={onOpen} className="block rounded-md px-2 py-2 hover:bg-surface-raised">
          {body}
        </Link>
      )}
    </li>
  );
}
