import type { TimelineEntityType } from '../../../../common/domain/enums';
import {
  type NewTimeline,
  newTimelineDetailsSchema,
  newTimelineSchema,
} from '../../../../common/domain/timeline';
import { type FieldError, firstFieldError } from '../../../ui/form-errors';

export type WizardField = 'name' | 'description' | 'entityType' | 'entityId';

export type WizardState = {
  step: 1 | 2;
  name: string;
  description: string;
  entityType: TimelineEntityType;
  entityId: string;
  error: FieldError<WizardField> | null;
};

export type WizardAction =
  | { type: 'change'; field: 'name' | 'description' | 'entityId'; value: string }
  | { type: 'changeEntityType'; value: TimelineEntityType }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'fail'; error: FieldError<WizardField> }
  | { type: 'reset' };

export const initialWizardState: WizardState = {
  step: 1,
  name: '',
  description: '',
  entityType: 'novel',
  entityId: '',
  error: null,
};

/** Step 1 alone: 'Timeline name is required', then 'Description is required'. */
export function validateWizardDetails(state: Pick<WizardState, 'name' | 'description'>) {
  return firstFieldError(newTimelineDetailsSchema, state, ['name', 'description']);
}

/** The whole timeline, as it will be created: step 1, then 'Please select a {novel|universe|campaign}'. */
export function validateWizard(state: WizardState) {
  return firstFieldError(newTimelineSchema, toNewTimeline(state), [
    'name',
    'description',
    'entityType',
    'entityId',
  ]);
}

export function toNewTimeline(state: WizardState): NewTimeline {
  return {
    name: state.name,
    description: state.description,
    entityType: state.entityType,
    entityId: state.entityId,
  };
}

/**
 * The two-step creation wizard (spec section 4): Next advances only when step 1 is valid, Back returns
 * keeping what was typed, changing any field clears the error, and changing the type clears the item
 * (an id from another kind of record would be meaningless).
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'change':
      return { ...state, [action.field]: action.value, error: null };
    case 'changeEntityType':
      if (action.value === state.entityType) return state;
      return { ...state, entityType: action.value, entityId: '', error: null };
    case 'next': {
      const error = validateWizardDetails(state);
      return error ? { ...state, error } : { ...state, step: 2, error: null };
    }
    case 'back':
      return { ...state, step: 1, error: null };
    case 'fail':
      return {
        ...state,
        error: action.error,
        step: action.error.field === 'name' || action.error.field === 'description' ? 1 : state.step,
      };
    case 'reset':
      return initialWizardState;
  }
}
