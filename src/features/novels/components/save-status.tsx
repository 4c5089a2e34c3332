import { CircleAlert, CircleCheck, CloudOff, LoaderCircle } from 'lucide-react';
import type { AutosaveStatus } from '../../../data/autosave-state';

/** What each autosave state says, as the writer reads it. */
export const saveStatusText: Record<AutosaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline — kept on this device, will retry',
  error: 'Not saved — retrying',
  conflict: 'Changed elsewhere — choose a version',
};

const icons = {
  saved: CircleCheck,
  saving: LoaderCircle,
  offline: CloudOff,
  error: CircleAlert,
  conflict: CircleAlert,
} as const;

/** The autosave's state in a polite live region: a screen reader hears each change once. */
export function SaveStatus({ status, message }: { status: AutosaveStatus; message: string | null }) {
  const Icon = icons[status];
  const isProblem = status === 'error' || status === 'conflict';
  return (
    <p
      role="status"
      className={`inline-flex items-center gap-1.5 text-sm ${isProblem ? 'text-danger-text' : 'text-fg-muted'}`}
    >
      <Icon
        aria-hidden="true"
        className={`size-4 ${status === 'saving' ? 'motion-safe:animate-spin' : ''}`}
      />
      <span>{saveStatusText[status]}</span>
      {status === 'error' && message !== null ? <span className="sr-only">{message}</span> : null}
    </p>
  );
}
