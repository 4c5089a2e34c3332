import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { cn } from '../lib/cn';
import { FieldContext, type FieldControlProps } from './field-context';
import { Label } from './label';

export type FieldProps = {
  label: ReactNode;
  /** Shown under the control in red with an icon; marks the control aria-invalid. */
  error?: string | null | undefined;
  hint?: ReactNode;
  isRequired?: boolean;
  /** Use when the control needs a known id (e.g. to focus it); otherwise one is generated. */
  id?: string;
  className?: string;
  /** One control: Input, Textarea or Select take the label, hint and error wiring automatically. */
  children: ReactNode;
};

export function Field({ label, error, hint, isRequired = false, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const hasHint = Boolean(hint);

  const control = useMemo<FieldControlProps>(() => {
    const describedBy = [hasError ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ');
    return {
      id: controlId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(hasError ? { 'aria-invalid': true as const } : {}),
      ...(isRequired ? { required: true } : {}),
    };
  }, [controlId, errorId, hintId, hasError, hasHint, isRequired]);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-text">
            *
          </span>
        ) : null}
      </Label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export type FieldErrorProps = {
  /** The id the control's `aria-describedby` names. */
  id: string;
  children: ReactNode;
  className?: string;
};

/**
 * The one way a form says what is wrong with a field: under it, in red, with an icon, announced.
 * `Field` uses it; a control that cannot sit in a `Field` (a group of chips, say) uses it directly.
 */
export function FieldError({ id, children, className }: FieldErrorProps) {
  return (
    <p
      id={id}
      role="alert"
      className={cn('flex items-start gap-1.5 text-xs font-medium text-danger-text', className)}
    >
      <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
