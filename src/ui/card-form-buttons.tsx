import type { ReactNode } from 'react';
import { Button } from './button';

/** The end of a form inside a card (the Fields card's): Cancel, then its submit (or what is given). */
export function CardFormButtons({
  onCancel,
  children,
}: {
  onCancel: () => void;
  /** The submit button, or the buttons that take its place. */
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </div>
  );
}
