/** How a toast looks: an error's, or a neutral notice's (the Undo notices, src/ui/undo-toast.tsx). */
export const toastClasses = {
  error:
    'pointer-events-auto flex items-start gap-2 rounded-lg border border-danger/40 bg-tone-red-bg py-2 pr-1.5 pl-3 text-sm text-tone-red-fg shadow-lg animate-fade-in',
  notice:
    'pointer-events-auto flex items-center gap-2 rounded-lg border border-border-strong bg-surface-raised py-1.5 pr-1.5 pl-3 text-sm text-fg shadow-lg animate-fade-in',
} as const;
