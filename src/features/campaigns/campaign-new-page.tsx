import { Plus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { campaignStatuses } from '../../../common/domain/enums';
import { useCreateCampaign } from '../../data/campaigns';
import { isValidationError } from '../../data/errors';
import { useUniverses } from '../../data/universes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { PageHeader } from '../../ui/page-header';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { campaignStatusLabel } from './model/campaign-format';
import {
  checkNewCampaignForm,
  emptyNewCampaignForm,
  firstInvalidField,
  type NewCampaignField,
  type NewCampaignFormErrors,
  type NewCampaignFormValues,
} from './model/new-campaign-form';

const statusOptions = campaignStatuses.map((status) => ({
  value: status,
  label: campaignStatusLabel[status],
}));

function isNewCampaignField(field: string | undefined): field is NewCampaignField {
  return field !== undefined && field in emptyNewCampaignForm;
}

export default function CampaignNewPage() {
  useDocumentTitle('New Campaign');
  const navigate = useNavigate();
  const universes = useUniverses();
  const createCampaign = useCreateCampaign();
  const [values, setValues] = useState<NewCampaignFormValues>(emptyNewCampaignForm);
  const [errors, setErrors] = useState<NewCampaignFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const controls = useRef<Partial<Record<NewCampaignField, HTMLElement | null>>>({});

  const register = (field: NewCampaignField) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };

  function update<K extends NewCampaignField>(field: K, value: NewCampaignFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }

  function showErrors(next: NewCampaignFormErrors) {
    setErrors(next);
    const field = firstInvalidField(next);
    if (field) controls.current[field]?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createCampaign.isPending) return;
    const check = checkNewCampaignForm(values);
    if (!check.isValid) {
      showErrors(check.errors);
      return;
    }
    try {
      const campaign = await createCampaign.mutateAsync(check.input);
      navigate(`/campaigns/${campaign.id}`);
    } catch (error) {
      // What was typed stays in the form; the message goes under its field when the data layer names one.
      if (isValidationError(error) && isNewCampaignField(error.field)) {
        showErrors({ [error.field]: error.message });
      } else {
        setFormError(error instanceof Error ? error.message : 'The campaign could not be created');
      }
    }
  }

  const universeOptions = (universes.data ?? []).map((universe) => ({
    value: universe.id,
    label: universe.name,
  }));
  const hasNoUniverses = universes.isSuccess && universeOptions.length === 0;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title="New Campaign"
        back={{ to: '/campaigns', label: 'Back to Campaigns' }}
        description="A campaign belongs to one universe. You can change its title and description later."
      />
      <Card className="p-5 sm:p-6">
        <form aria-label="New campaign" noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
          {formError ? <Alert>{formError}</Alert> : null}
          <Field label="Title" error={errors.title} isRequired>
            <Input
              ref={register('title')}
              name="title"
              autoComplete="off"
              value={values.title}
              onChange={(event) => update('title', event.target.value)}
            />
          </Field>
          <Field label="Description" error={errors.description} hint="What is the campaign about? Optional.">
            <Textarea
              ref={register('description')}
              name="description"
              value={values.description}
              onChange={(event) => update('description', event.target.value)}
            />
          </Field>
          <Field
            label="Universe"
            error={errors.universeId ?? (universes.isError ? universes.error.message : undefined)}
            hint={hasNoUniverses ? 'Create a universe first: every campaign belongs to one.' : undefined}
            isRequired
          >
            <Select
              ref={register('universeId')}
              name="universeId"
              placeholder={universes.isPending ? 'Loading universes…' : 'Choose a universe'}
              options={universeOptions}
              disabled={!universes.isSuccess}
              value={values.universeId}
              onChange={(event) => update('universeId', event.target.value)}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Status" error={errors.status}>
              <Select
                ref={register('status')}
                name="status"
                options={statusOptions}
                value={values.status}
                onChange={(event) => {
                  const match = campaignStatuses.find((status) => status === event.target.value);
                  if (match) update('status', match);
                }}
              />
            </Field>
            <Field
              label="Next session"
              error={errors.nextSessionDate}
              hint="Optional. Leave empty if not scheduled."
            >
              <Input
                ref={register('nextSessionDate')}
                type="date"
                name="nextSessionDate"
                value={values.nextSessionDate}
                onChange={(event) => update('nextSessionDate', event.target.value)}
              />
            </Field>
          </div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-5">
            <Button asChild variant="secondary">
              <Link to="/campaigns">Cancel</Link>
            </Button>
            <Button type="submit" disabled={createCampaign.isPending}>
              <Plus aria-hidden="true" />
              {createCampaign.isPending ? 'Creating…' : 'Create Campaign'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
