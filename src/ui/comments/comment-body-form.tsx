import { type FormEvent, useEffect, useRef, useState } from 'react';
import { COMMENT_BODY_MAX } from '../../../common/api/comments';
import { Button } from '../button';
import { CardFormButtons } from '../card-form-buttons';
import { Field } from '../field';
import { Textarea } from '../textarea';

// The words of a reply or of an edited comment (decisions 071, 091): focused when it opens, refused
// while empty, and kept with the reason when the save fails.

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The comment could not be saved. Try again.';

export function CommentBodyForm({
  label,
  submitLabel,
  initial = '',
  emptyMessage,
  onSubmit,
  onDone,
}: {
  /** The form's and the field's name ('Reply', 'Edit comment'). */
  label: string;
  submitLabel: string;
  initial?: string;
  emptyMessage: string;
  onSubmit: (body: string) => Promise<void>;
  onDone: () => void;
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
    <form onSubmit={handleSubmit} aria-label={label} className="flex flex-col gap-2">
      <Field label={label} error={problem}>
        <Textarea
          ref={fieldRef}
          rows={2}
          maxLength={COMMENT_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field>
      <CardFormButtons onCancel={onDone}>
        <Button type="submit" size="sm" disabled={isSaving}>
          {isSaving ? 'Saving…' : submitLabel}
        </Button>
      </CardFormButtons>
    </form>
  );
}
