import { Feather } from 'lucide-react';
import type { ReactNode } from 'react';

/** The signed-out screens' frame (sign-in, an invitation): the mark, a title, a line under it, a card. */
export function AuthScreen({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 py-10">
      <div className="flex w-full max-w-md flex-col gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <div
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-fg shadow-sm"
          >
            <Feather className="size-6" />
          </div>
          <h1 className="text-3xl font-semibold tracking-tight text-fg">{title}</h1>
          <p className="text-sm text-fg-muted">{subtitle}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
