import { type FormEvent, useRef, useState } from 'react';
import { useCreateSavedQuery } from '../../../data/saved-queries';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import {
  emptySavedQueryDraft,
  hasErrors,
  type SavedQueryDraft,
  type SavedQueryErrors,
  validateSavedQueryDraft,
} from '../model/saved-query-form';

/** 'Create a Saved Query': name and SQL required, the SQL must parse; a saved query joins the list. */
export function SavedQueryForm() {
  const create = useCreateSavedQuery();
  const [draft, setDraft] = useState<SavedQueryDraft>(emptySavedQueryDraft);
  const [errors, setErrors] = useState<SavedQueryErrors>({});
  const [savedName, setSavedName] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const sqlRef = useRef<HTMLTextAreaElement>(null);

  function change(field: keyof SavedQueryDraft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'description') setErrors((current) => ({ ...current, [field]: undefined }));
    setSavedName(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSavedQueryDraft(draft);
    setErrors(found);
    if (hasErrors(found)) {
      (found.name ? nameRef : sqlRef).current?.focus();
      return;
    }
    try {
      const query = await create.mutateAsync(draft);
      setDraft(emptySavedQueryDraft);
      setSavedName(query.name);
    } catch {
      // The mutation's error shows below the form.
    }
  }

  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle id="create-saved-query-heading">Create a Saved Query</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          aria-labelledby="create-saved-query-heading"
          noValidate
          onSubmit={handleSubmit}
          className="flex flex-col gap-4"
        >
          <Field label="Query Name" error={errors.name} isRequired>
            <Input
              ref={nameRef}
              value={draft.name}
              onChange={(event) => change('name', event.target.value)}
            />
          </Field>
          <Field label="SQL Query" error={errors.sql} isRequired>
            <Textarea
              ref={sqlRef}
              value={draft.sql}
              onChange={(event) => change('sql', event.target.value)}
              placeholder="SELECT * FROM novels"
              spellCheck={false}
              className="font-mono"
            />
          </Field>
          <Field label="Description">
            <Textarea
              rows={2}
              value={draft.description}
              onChange={(event) => change('description', event.target.value)}
            />
          </Field>
          {create.isError ? <Alert>{create.error.message}</Alert> : null}
          <p role="status" className="text-sm text-accent-text empty:hidden">
            {savedName ? `Saved "${savedName}"; it is now in the list.` : null}
          </p>
          <Button type="submit" disabled={create.isPending} className="self-end">
            Save Query
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
