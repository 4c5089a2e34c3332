import { type FormEvent, useState } from 'react';
import { type ContinuityScopeSegment, continuitySettingsInputSchema } from '../../../common/api/continuity';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import type { ContinuityServices } from './continuity-services';

// The kinship check's tolerance for one novel, campaign or universe (decision 060, 2026-11-28): how many
// days after a parent's death a child may still be born. Checked here by the API's own rule; what was
// typed stays in the field on an error.

export function ToleranceForm({
  services,
  scope,
  id,
  toleranceDays,
}: {
  services: ContinuityServices;
  scope: ContinuityScopeSegment;
  id: string;
  toleranceDays: number;
}) {
  const actions = services.useContinuityActions();
  const [value, setValue] = useState(String(toleranceDays));
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = value.trim();
    const parsed = continuitySettingsInputSchema.safeParse({
      toleranceDays: /^-?\d+(\.\d+)?$/.test(typed) ? Number(typed) : typed,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'The tolerance could not be read');
      return;
    }
    setIsBusy(true);
    try {
      await actions.setSettings(scope, id, parsed.data);
      setSaved(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The tolerance could not be saved.');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form
      aria-label="Kinship tolerance"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
    >
      <Field
        label="Days a child may be born after a parent’s death"
        hint="The kinship check flags a birth later than this (default 300)."
        error={error}
        className="min-w-64 flex-1"
      >
        <Input
          inputMode="numeric"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
            setSaved(false);
          }}
        />
      </Field>
      <Button type="submit" size="sm" variant="secondary" disabled={isBusy}>
        Save tolerance
      </Button>
      <p role="status" className="w-full text-sm text-fg-muted">
        {saved ? 'Tolerance saved.' : ''}
      </p>
    </form>
  );
}
