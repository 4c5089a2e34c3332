import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateNovel } from '../../../data/novels';
import { useUniverses } from '../../../data/universes';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import {
  emptyNewNovel,
  type NewNovelErrors,
  type NewNovelField,
  type NewNovelValues,
  toNewNovel,
  validateNewNovel,
} from '../model/new-novel-form';

export type NewNovelDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

function fieldOf(error: unknown): NewNovelField | undefined {
  if (!(error instanceof Error) || !('field' in error)) return undefined;
  const { field } = error;
  return field === 'title' || field === 'description' || field === 'universeId' ? field : undefined;
}

/**
 * The New Novel dialog: a title (required), a description and, optionally, the universe to connect it
 * to. On success the user lands on the new novel; on failure the message shows and the fields keep
 * what was typed. Loaded on demand by the novels page.
 */
export function NewNovelDialog({ isOpen, onOpenChange }: NewNovelDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so a dialog closed without creating starts empty next time. */}
      {isOpen ? <NewNovelForm /> : null}
    </Dialog>
  );
}

function NewNovelForm() {
  const formId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const createNovel = useCreateNovel();
  const universes = useUniverses();
  const [values, setValues] = useState<NewNovelValues>(emptyNewNovel);
  const [errors, setErrors] = useState<NewNovelErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function handleChange(field: NewNovelField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewNovel(values);
    setErrors(found);
    setFormError(null);
    if (found.title) {
      titleRef.current?.focus();
      return;
    }
    try {
      const novel = await createNovel.mutateAsync(toNewNovel(values));
      navigate(`/novels/${novel.id}`);
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : 'The novel could not be created';
      const field = fieldOf(error);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
    }
  }

  const universeOptions = (universes.data ?? []).map((universe) => ({
    value: universe.id,
    label: universe.name,
  }));
  const isSaving = createNovel.isPending;

  return (
    <DialogContent
      title="New Novel"
      description="Give your novel a title. You can connect it to one of your universes now or later."
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        titleRef.current?.focus();
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={isSaving}>
            {isSaving ? 'Creating…' : 'Create Novel'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={handleSubmit}
        aria-label="New novel"
        className="flex flex-col gap-4"
      >
        {formError ? <Alert>{formError}</Alert> : null}
        <Field label="Title" isRequired error={errors.title}>
          <Input
            ref={titleRef}
            name="title"
            autoComplete="off"
            value={values.title}
            onChange={(event) => handleChange('title', event.target.value)}
          />
        </Field>
        <Field label="Description" error={errors.description}>
          <Textarea
            name="description"
            value={values.description}
            onChange={(event) => handleChange('description', event.target.value)}
          />
        </Field>
        <Field
          label="Universe"
          error={errors.universeId}
          hint={
            universes.isError
              ? 'Your universes could not be loaded.'
              : 'Optional: the universe this novel is set in.'
          }
        >
          <Select
            name="universeId"
            placeholder="Not connected"
            options={universeOptions}
            value={values.universeId}
            onChange={(event) => handleChange('universeId', event.target.value)}
          />
        </Field>
      </form>
    </DialogContent>
  );
}
