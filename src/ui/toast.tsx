import { CircleAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { IconButton } from './button';
import { toastClasses } from './toast-classes';

export type ToastMessage = { id: number; message: string };

export type ToasterProps = {
  messages: readonly ToastMessage[];
  onDismiss: (id: number) => void;
  /** How long a message stays before it goes by itself; long enough to read twice. */
  durationMs?: number;
};

function Toast({
  toast,
  onDismiss,
  durationMs,
}: {
  toast: ToastMessage;
  onDismiss: () => void;
  durationMs: number;
}) {
  // The timer starts once per message: a new message arriving must not restart the others' clocks.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const timer = setTimeout(() => dismiss.current(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);

  return (
    <div role="alert" className={toastClasses.error}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1 py-0.5">{toast.message}</p>
      <IconButton
        size="sm"
        aria-label="Dismiss message"
        icon={<X aria-hidden="true" />}
        className="size-6 text-tone-red-fg hover:bg-transparent hover:text-tone-red-fg"
        onClick={onDismiss}
      />
    </div>
  );
}

/**
 * Messages about something that just failed and that no form on screen reports (a refused favorite),
 * at the bottom of the window, announced at once. Each goes after `durationMs` or when dismissed.
 */
export function Toaster({ messages, onDismiss, durationMs = 8000 }: ToasterProps) {
  if (messages.length === 0) return null;
  return (
    // A labelled section, not a list: each message must be its own alert, which a list item cannot be.
    <section
      aria-label="Messages"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-stretch gap-2 sm:left-auto sm:w-96"
    >
      {messages.map((toast) => (
        <Toast key={toast.id} toast={toast} durationMs={durationMs} onDismiss={() => onDismiss(toast.id)} />
      ))}
    </section>
  );
}
