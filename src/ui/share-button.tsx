import { Check, CircleAlert, Share2, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { Button, type ButtonSize, type ButtonVariant, IconButton } from './button';
import { controlClasses } from './input';

export type ShareButtonProps = {
  /** The link to copy; defaults to the current page's address at the moment of the click. */
  url?: string;
  /** The button's text. */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** How long 'Link copied' stays visible, in milliseconds. */
  messageDuration?: number;
  className?: string;
};

type ShareState = { kind: 'idle' } | { kind: 'copied'; attempt: number } | { kind: 'failed'; url: string };

export const LINK_COPIED_MESSAGE = 'Link copied';
/** What the copied link is good for: the spec shows Share, but nothing is shared with anyone yet. */
export const SHARE_SCOPE_MESSAGE = 'Copies this page’s address: only you can open it, signed in.';
export const LINK_SCOPE_NOTE = 'only you can open it';
export const COPY_FAILED_MESSAGE = "Couldn't copy the link";

async function copyText(text: string): Promise<boolean> {
  // The Clipboard API is missing outside secure contexts and may be refused by permission policy.
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies a link to the clipboard and says so in a visible status message, with what it is good for:
 * the workspace is private, so the link opens only for its owner (decision 052). When the browser refuses,
 * it says that plainly beside the button and opens a small panel with the link in a read-only,
 * focused and selected field so it can be copied by hand (Escape or Dismiss closes it).
 */
export function ShareButton({
  url,
  label = 'Share',
  variant = 'secondary',
  size = 'md',
  messageDuration = 3000,
  className,
}: ShareButtonProps) {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const attemptRef = useRef(0);
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const scopeId = useId();

  useEffect(() => {
    if (state.kind !== 'copied') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), messageDuration);
    return () => clearTimeout(timer);
  }, [state, messageDuration]);

  async function handleClick() {
    const link = url ?? window.location.href;
    const isCopied = await copyText(link);
    attemptRef.current += 1;
    setState(isCopied ? { kind: 'copied', attempt: attemptRef.current } : { kind: 'failed', url: link });
  }

  return (
    <Popover.Root
      open={state.kind === 'failed'}
      onOpenChange={(isOpen) => {
        if (!isOpen) setState({ kind: 'idle' });
      }}
    >
      <div className={cn('inline-flex items-center', className)}>
        <Popover.Anchor asChild>
          <Button
            variant={variant}
            size={size}
            onClick={handleClick}
            aria-describedby={scopeId}
            title={SHARE_SCOPE_MESSAGE}
          >
            <Share2 aria-hidden="true" />
            {label}
          </Button>
        </Popover.Anchor>
        <span id={scopeId} hidden>
          {SHARE_SCOPE_MESSAGE}
        </span>
        {/* The live region stays mounted so screen readers announce the text that appears in it. */}
        <div role="status">
          {state.kind === 'copied' ? (
            <span className="ml-2 inline-flex items-center gap-1 text-sm font-medium text-tone-green-fg">
              <Check aria-hidden="true" className="size-4" />
              {LINK_COPIED_MESSAGE}
              <span className="font-normal text-fg-muted"> · {LINK_SCOPE_NOTE}</span>
            </span>
          ) : null}
          {state.kind === 'failed' ? (
            <span className="ml-2 inline-flex items-center gap-1 text-sm font-medium text-danger-text">
              <CircleAlert aria-hidden="true" className="size-4" />
              {COPY_FAILED_MESSAGE}
            </span>
          ) : null}
        </div>
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-2 rounded-lg border border-danger/40 bg-surface p-3 text-sm text-fg shadow-lg data-[state=open]:animate-fade-in"
          // Focus lands on the link, already selected, so Ctrl+C (or Cmd+C) copies it straight away.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            fieldRef.current?.focus();
          }}
        >
          <div className="flex items-start gap-2">
            <label htmlFor={fieldId} className="grow">
              The browser refused access to the clipboard. Copy the link from here:
            </label>
            <Popover.Close asChild>
              <IconButton
                aria-label="Dismiss"
                size="sm"
                className="-m-1.5 size-7"
                icon={<X aria-hidden="true" />}
              />
            </Popover.Close>
          </div>
          {state.kind === 'failed' ? (
            <input
              ref={fieldRef}
              id={fieldId}
              readOnly
              value={state.url}
              onFocus={(event) => event.currentTarget.select()}
              className={cn(controlClasses, 'h-8 font-mono text-xs')}
            />
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
