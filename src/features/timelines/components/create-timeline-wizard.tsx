import { BookOpen, Globe, Swords } from 'lucide-react';
import { type FormEvent, useEffect, useId, useReducer, useState } from 'react';
import type { TimelineEntityType } from '../../../../common/domain/enums';
import type { Timeline } from '../../../../common/domain/timeline';
import { useCampaigns } from '../../../data/campaigns';
import { isValidationError } from '../../../data/errors';
import { useNovels } from '../../../data/novels';
import { useCreateTimeline } from '../../../data/timelines';
import { useUniverses } from '../../../data/universes';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ChoiceTiles } from '../../../ui/choice-tiles';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select, type SelectOption } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { entityTypeLabel } from '../model/timeline-list';
import {
  initialWizardState,
  toNewTimeline,
  validateWizard,
  type WizardField,
  wizardReducer,
} from '../model/timeline-wizard';

export type CreateTimelineWizardProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreated: (timeline: Timeline) => void;
};

const typeTiles = [
  { value: 'novel', label: 'Novel', icon: <BookOpen /> },
  { value: 'universe', label: 'Universe', icon: <Globe /> },
  { value: 'campaign', label: 'Campaign', icon: <Swords /> },
] as const;

/** The records of the chosen kind as select options; only the chosen kind's list is read. */
function useEntityOptions(type: TimelineEntityType): {
  options: SelectOption[];
  isPending: boolean;
  error: Error | null;
} {
  const novels = useNovels();
  const universes = useUniverses();
  const campaigns = useCampaigns();
  if (type === 'novel') {
    return {
      options: (novels.data ?? []).map((novel) => ({ value: novel.id, label: novel.title })),
      isPending: novels.isPending,
      error: novels.error,
    };
  }
  if (type === 'universe') {
    return {
      options: (universes.data ?? []).map((universe) => ({ value: universe.id, label: universe.name })),
      isPending: universes.isPending,
      error: universes.error,
    };
  }
  return {
    options: (campaigns.data ?? []).map((campaign) => ({ value: campaign.id, label: campaign.title })),
    isPending: campaigns.isPending,
    error: campaigns.error,
  };
}

/** Creation in two steps (spec section 4): details, then the novel, universe or campaign it belongs to. */
export function CreateTimelineWizard({ isOpen, onOpenChange, onCreated }: CreateTimelineWizardProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? <WizardContent onCancel={() => onOpenChange(false)} onCreated={onCreated} /> : null}
    </Dialog>
  );
}

function WizardContent({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (timeline: Timeline) => void;
}) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTimeline();
  const entities = useEntityOptions(state.entityType);
  const baseId = useId();
  const formId = `${baseId}-form`;
  const fieldId = (field: WizardField) => `${baseId}-${field}`;
  const errorFor = (field: WizardField) => (state.error?.field === field ? state.error.message : null);
  const typeLabel = entityTypeLabel(state.entityType);

  // Send the user to the field that needs fixing; the message under it is announced as an alert.
  useEffect(() => {
    if (state.error) document.getElementById(`${baseId}-${state.error.field}`)?.focus();
  }, [state.error, baseId]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (state.step === 1) {
      dispatch({ type: 'next' });
      return;
    }
    const error = validateWizard(state);
    if (error) {
      dispatch({ type: 'fail', error });
      return;
    }
    try {
      onCreated(await create.mutateAsync(toNewTimeline(state)));
    } catch (caught) {
      const field = isValidationError(caught) ? caught.field : undefined;
      if (field === 'name' || field === 'description' || field === 'entityId') {
        dispatch({ type: 'fail', error: { field, message: caught instanceof Error ? caught.message : '' } });
      } else {
        setFailure(caught instanceof Error ? caught.message : 'An unexpected error occurred');
      }
    }
  }

  return (
    <DialogContent
      title="Create New Timeline"
      description={state.step === 1 ? 'Step 1 of 2: Details' : 'Step 2 of 2: Connect to content'}
      footer={
        state.step === 1 ? (
          <>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" form={formId}>
              Next
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
              Back
            </Button>
            <Button type="submit" form={formId} disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create Timeline'}
            </Button>
          </>
        )
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {failure ? <Alert>{failure}</Alert> : null}
        {state.step === 1 ? (
          <>
            <Field label="Name" id={fieldId('name')} error={errorFor('name')} isRequired>
              <Input
                value={state.name}
                placeholder="e.g. The Ember Age"
                autoComplete="off"
                onChange={(event) => dispatch({ type: 'change', field: 'name', value: event.target.value })}
              />
            </Field>
            <Field label="Description" id={fieldId('description')} error={errorFor('description')} isRequired>
              <Textarea
                value={state.description}
                placeholder="What this timeline follows"
                onChange={(event) =>
                  dispatch({ type: 'change', field: 'description', value: event.target.value })
                }
              />
            </Field>
          </>
        ) : (
          <>
            <ChoiceTiles
              legend="Connect to"
              name={`${baseId}-type`}
              columns={3}
              options={typeTiles}
              value={state.entityType}
              onChange={(value) => dispatch({ type: 'changeEntityType', value })}
            />
            <Field
              label={typeLabel}
              id={fieldId('entityId')}
              error={errorFor('entityId') ?? entities.error?.message}
              isRequired
            >
              <Select
                value={state.entityId}
                disabled={entities.isPending}
                placeholder={entities.isPending ? 'Loading…' : `Select a ${state.entityType}`}
                options={entities.options}
                onChange={(event) =>
                  dispatch({ type: 'change', field: 'entityId', value: event.target.value })
                }
              />
            </Field>
          </>
        )}
      </form>
    </DialogContent>
  );
}
