import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { COMMENT_BODY_MAX } from '../../../common/api/comments';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { CardFormButtons } from '../card-form-buttons';
import { Field } from '../field';
import { Textarea } from '../textarea';

// The words of a new comment, a reply or an edited comment (decisions 071, 091): focused when it opens, refused
// while empty, and kept with the reason when the save fails.

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The comment could not be saved. Try again.';

export function CommentBodyForm({
  label,
  fieldLabel = label,
  submitLabel,
  savingLabel = 'Saving…',
  initial = '',
  emptyMessage,
  rows = 2,
  className,
  children,
  onSubmit,
  onDone,
  onCancel = onDone,
}: {
  /** The form's name, and the field's unless `fieldLabel` says otherwise ('Reply', 'Edit comment'). */
  label: string;
  fieldLabel?: string;
  submitLabel: string;
  savingLabel?: string;
  initial?: string;
  emptyMessage: string;
  rows?: number;
  className?: string;
  /** Shown above the field (a new comment's passage). */
  children?: ReactNode;
  onSubmit: (body: string) => Promise<void>;
  /** After a save that went through. */
  onDone: () => void;
  onCancel?: () => void;
}) {
  const [body, setBody] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === '') {
      setProblem(emptyMessage);
      return;
    }
    setIsSaving(true);
    try {
      await onSubmit(body);
      onDone();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} aria-label={label} className={cn('flex flex-col gap-2', className)}>
      {children}
      <Field label={fieldLabel} error={problem}>
        <Textarea
          ref={fieldRef}
          rows={rows}
          maxLength={COMMENT_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field>
      <CardFormButtons onCancel={onCancel}>
        <Button type="submit" size="sm" disabled={isSaving}>
          {isSaving ? savingLabel : submitLabel}
        </Button>
      </CardFormButtons>
    </form>
  );
}
