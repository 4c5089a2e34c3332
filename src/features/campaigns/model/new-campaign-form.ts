import { type NewCampaign, newCampaignSchema } from '../../../../common/domain/campaign';
import type { CampaignStatus } from '../../../../common/domain/enums';

/** What the creation form holds: plain strings, as the inputs give them. */
export type NewCampaignFormValues = {
  title: string;
  description: string;
  universeId: string;
  status: CampaignStatus;
  /** YYYY-MM-DD from the date input, or '' when no session is scheduled. */
  nextSessionDate: string;
};

export type NewCampaignField = keyof NewCampaignFormValues;
export type NewCampaignFormErrors = Partial<Record<NewCampaignField, string>>;

export const emptyNewCampaignForm: NewCampaignFormValues = {
  title: '',
  description: '',
  universeId: '',
  status: 'planning',
  nextSessionDate: '',
};

export type NewCampaignCheck =
  | { isValid: true; input: NewCampaign }
  | { isValid: false; errors: NewCampaignFormErrors };

const fields: readonly NewCampaignField[] = [
  'title',
  'description',
  'universeId',
  'status',
  'nextSessionDate',
];

function isField(key: PropertyKey | undefined): key is NewCampaignField {
  return typeof key === 'string' && (fields as readonly string[]).includes(key);
}

/**
 * Checks the form with the same schema the data layer applies, so the form and the data layer can never
 * disagree; each field gets its first message ('Title is required', 'Please select a universe', ...).
 */
export function checkNewCampaignForm(values: NewCampaignFormValues): NewCampaignCheck {
  const result = newCampaignSchema.safeParse({
    title: values.title,
    description: values.description,
    universeId: values.universeId,
    status: values.status,
    nextSessionDate: values.nextSessionDate === '' ? null : values.nextSessionDate,
  });
  if (result.success) {
    return {
      isValid: true,
      input: {
        title: result.data.title,
        description: result.data.description,
        universeId: result.data.universeId,
        status: result.data.status,
        nextSessionDate: result.data.nextSessionDate,
      },
    };
  }
  const errors: NewCampaignFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return { isValid: false, errors };
}

/** The first field with an error in the form's order, to move focus there. */
export function firstInvalidField(errors: NewCampaignFormErrors): NewCampaignField | undefined {
  return fields.find((field) => errors[field] !== undefined);
}
