import { CircleAlert, FileUp, Trash2, Undo2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, IconButton } from './button';
import { toastClasses } from './toast-classes';

/** A notice after a delete (or an import, `kind: 'import'`): what it says; Undo is the caller's. */
export type UndoNotice = { id: number; message: string; kind?: 'trash' | 'import' };

type NoticeState =
  | { phase: 'offer' }
  | { phase: 'undoing' }
  | { phase: 'undone' }
  | { phase: 'failed'; error: string };

export type UndoToasterProps = {
  notices: readonly UndoNotice[];
  /** Puts the thing back; a rejection's message is shown in the notice (the server's sentence). */
  onUndo: (id: number) => Promise<string>;
  onDismiss: (id: number) => void;
  /** How long a notice stays while nobody points at or focuses it: long enough to notice and act. */
  durationMs?: number;
};

/** How long a delete's notice stays unattended: long enough to notice it, reach it by F8 and act. */
export const UNDO_NOTICE_MS = 30_000;

/** The key that reaches the newest notice's Undo from anywhere (as Radix's and Gmail-like toasts do). */
export const UNDO_HOTKEY = 'F8';

function Notice({
  notice,
  onUndo,
  onDismiss,
  durationMs,
  returnFocus,
}: {
  notice: UndoNotice;
  onUndo: () => Promise<string>;
  onDismiss: () => void;
  durationMs: number;
  returnFocus: () => void;
}) {
  const [state, setState] = useState<NoticeState>({ phase: 'offer' });
  const [restoredMessage, setRestoredMessage] = useState('');
  const [isHeld, setIsHeld] = useState(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  // The clock runs only while nobody is reading or reaching for it (WCAG 2.2.1): pointing at the
  // notice or focusing inside it holds it; a failure stays until dismissed.
  // An import's notice stays until dismissed: its Undo may give back a whole workspace (decision 050).
  const isKept = notice.kind === 'import' && state.phase === 'offer';
  useEffect(() => {
    if (isKept || isHeld || state.phase === 'undoing' || state.phase === 'failed') return;
    const timer = setTimeout(() => dismiss.current(), state.phase === 'undone' ? 4000 : durationMs);
    return () => clearTimeout(timer);
  }, [isKept, isHeld, state.phase, durationMs]);

  async function undo() {
    setState({ phase: 'undoing' });
    try {
      setRestoredMessage(await onUndo());
      setState({ phase: 'undone' });
    } catch (error) {
      setState({
        phase: 'failed',
        error: error instanceof Error ? error.message : 'It could not be restored. Try again.',
      });
    }
  }

  const isFailed = state.phase === 'failed';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only holds the timer; nothing is operated by it
    <div
      data-notice={notice.id}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsHeld(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        returnFocus();
        onDismiss();
      }}
      className={isFailed ? toastClasses.error : toastClasses.notice}
    >
      {isFailed ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : notice.kind === 'import' ? (
        <FileUp aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
      ) : (
        <Trash2 aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
      )}
      <p className="min-w-0 flex-1 py-0.5 break-words">
        {state.phase === 'undone' ? restoredMessage : isFailed ? state.error : notice.message}
      </p>
      {state.phase === 'offer' || state.phase === 'undoing' ? (
        <Button
          size="sm"
          variant="secondary"
          data-undo
          aria-keyshortcuts={UNDO_HOTKEY}
          disabled={state.phase === 'undoing'}
          onClick={undo}
        >
          <Undo2 aria-hidden="true" />
          {state.phase === 'undoing' ? 'Undoing…' : 'Undo'}
        </Button>
      ) : null}
      <IconButton
        size="sm"
        aria-label="Dismiss message"
        icon={<X aria-hidden="true" />}
        className="size-8"
        onClick={() => {
          returnFocus();
          onDismiss();
        }}
      />
    </div>
  );
}

/**
 * Notices after a delete, each with Undo, at the bottom of the window (decision 038). They never take
 * focus: what each says is announced politely, and F8 moves focus to the newest one's Undo (Escape or
 * Dismiss brings it back to where it was). A delete's notice stays thirty seconds, and for as long as it
 * is pointed at or has focus; an import's stays until dismissed (decision 050).
 */
export function UndoToaster({ notices, onUndo, onDismiss, durationMs = UNDO_NOTICE_MS }: UndoToasterProps) {
  const regionRef = useRef<HTMLElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== UNDO_HOTKEY || event.altKey || event.ctrlKey || event.metaKey) return;
      const region = regionRef.current;
      const target =
        region?.querySelector<HTMLElement>('[data-notice]:last-child [data-undo]:not(:disabled)') ??
        region?.querySelector<HTMLElement>('[data-notice]:last-child button');
      if (!target) return;
      event.preventDefault();
      if (!region?.contains(document.activeElement)) {
        cameFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      target.focus();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);

  const returnFocus = () => {
    const region = regionRef.current;
    if (!region?.contains(document.activeElement)) return;
    const back = cameFrom.current;
    cameFrom.current = null;
    if (back?.isConnected) back.focus();
    else document.getElementById('main-content')?.focus();
  };

  return (
    // Always there, so that what arrives in it is announced; polite: a delete the person just confirmed
    // is no emergency.
    <section
      ref={regionRef}
      aria-label={`Notifications (${UNDO_HOTKEY})`}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-stretch gap-2 sm:inset-x-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2"
    >
      {notices.map((notice) => (
        <Notice
          key={notice.id}
          notice={notice}
          durationMs={durationMs}
          onUndo={() => onUndo(notice.id)}
          onDismiss={() => onDismiss(notice.id)}
          returnFocus={returnFocus}
        />
      ))}
    </section>
  );
}
