import { type FormEvent, useState } from 'react';
import { TEMPLATE_NAME_MAX } from '../../common/workspace/custom-fields';
import { Button } from './button';
import { CardFormButtons } from './card-form-buttons';
import { Field } from './field';
import { Input } from './input';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/**
 * Names a template made of a thing's added values (decision 063): "Shopkeeper", kept for its kind to start
 * new ones from. The name typed stays when the save is refused, with the reason.
 */
export function TemplateSaveForm({
  onSave,
  onDone,
}: {
  onSave: (name: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError('A template’s name is required');
      return;
    }
    try {
      await onSave(name.trim());
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }
  return (
    <form aria-label="Save as template" className="flex flex-col gap-3" onSubmit={handleSubmit} noValidate>
      <Field label="Template name" error={error} isRequired hint="These values, to start new ones from">
        <Input value={name} maxLength={TEMPLATE_NAME_MAX} onChange={(event) => setName(event.target.value)} />
      </Field>
      <CardFormButtons onCancel={onDone}>
        <Button type="submit" size="sm">
          Save template
        </Button>
      </CardFormButtons>
    </form>
  );
}
