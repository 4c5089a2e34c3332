import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: ReactNode;
  /** A short sentence under the title; screen readers announce it with the title. */
  description?: ReactNode;
  /** Buttons for the bottom row, primary action last (on the right). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Where focus goes on close when whatever opened the dialog is gone (an empty state's button, say). */
  focusFallback?: () => HTMLElement | null;
};

const sizeClasses = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * The dialog's panel with its overlay. Radix closes it on Escape and returns focus to the opener.
 */
export function DialogContent({
  title,
  description,
  footer,
  size = 'md',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  focusFallback,
  ...props
}: DialogContentProps) {
  // Radix returns focus only to a Dialog.Trigger; a dialog opened from elsewhere (a menu item, a
  // controlled `open`) would leave focus on <body>. Remember whatever had focus and return it there.
  const openerRef = useRef<HTMLElement | null>(null);

  function handleOpenAutoFocus(event: Event) {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpenAutoFocus?.(event);
  }

  function handleCloseAutoFocus(event: Event) {
    onCloseAutoFocus?.(event);
    const opener = openerRef.current?.isConnected ? openerRef.current : focusFallback?.();
    if (event.defaultPrevented || !opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  }

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-surface text-fg shadow-xl data-[state=open]:animate-pop-in',
          sizeClasses[size],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={handleOpenAutoFocus}
        onCloseAutoFocus={handleCloseAutoFocus}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-5 pb-3">
          <div className="flex flex-col gap-1">
            <DialogPrimitive.Title className="text-lg font-semibold text-fg">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-fg-muted">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="-mt-1 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-surface-raised hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        </div>
        {children ? <div className="overflow-y-auto px-6 pb-5">{children}</div> : null}
        {footer ? (
          <div className="flex flex-wrap justify-end gap-2 border-t border-border px-6 py-4">{footer}</div>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
