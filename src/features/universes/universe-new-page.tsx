import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCreateUniverse } from '../../data/universes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Textarea } from '../../ui/textarea';
import {
  hasErrors,
  type UniverseFormErrors,
  validateUniverseForm,
  withoutError,
} from './model/universe-form';

/**
 * The spec links /universes/new but shows no screen: a plain form that creates the universe (with the
 * default image) and lands on its page. A failure keeps everything typed.
 */
export default function UniverseNewPage() {
  useDocumentTitle('New Universe');
  const navigate = useNavigate();
  const create = useCreateUniverse();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<UniverseFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitError(null);
    const found = validateUniverseForm({ name, description });
    setErrors(found);
    if (hasErrors(found)) {
      (found.name ? nameRef : descriptionRef).current?.focus();
      return;
    }
    try {
      const universe = await create.mutateAsync({ name, description });
      navigate(`/universes/${universe.id}`);
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : 'The universe could not be created.');
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="New Universe"
        description="A shared setting for your worlds, novels and campaigns."
        back={{ to: '/universes', label: 'Back to Universes' }}
      />
      <Card className="w-full max-w-2xl p-5 sm:p-6">
        <form aria-label="New universe" noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
          {submitError ? <Alert>{submitError}</Alert> : null}
          <Field label="Name" isRequired error={errors.name}>
            <Input
              ref={nameRef}
              name="name"
              value={name}
              autoComplete="off"
              maxLength={200}
              onChange={(event) => {
                setName(event.target.value);
                setErrors((current) => withoutError(current, 'name'));
              }}
            />
          </Field>
          <Field
            label="Description"
            error={errors.description}
            hint="What makes this setting itself: its history, its rules, its mood."
          >
            <Textarea
              ref={descriptionRef}
              name="description"
              value={description}
              rows={5}
              onChange={(event) => {
                setDescription(event.target.value);
                setErrors((current) => withoutError(current, 'description'));
              }}
            />
          </Field>
          <p className="text-xs text-fg-muted">The universe starts with the default image and no worlds.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="ghost">
              <Link to="/universes">Cancel</Link>
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create Universe'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
