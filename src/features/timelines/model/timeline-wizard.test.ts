import { describe, expect, it } from 'vitest';
import { initialWizardState, validateWizard, type WizardAction, wizardReducer } from './timeline-wizard';

function run(...actions: WizardAction[]) {
  return actions.reduce(wizardReducer, initialWizardState);
}

describe('the timeline creation wizard', () => {
  it('stays on step 1 with the name error first, then the description error', () => {
    const empty = run({ type: 'next' });
    expect(empty.step).toBe(1);
    expect(empty.error).toEqual({ field: 'name', message: 'Timeline name is required' });

    const named = run({ type: 'change', field: 'name', value: 'Ages' }, { type: 'next' });
    expect(named.step).toBe(1);
    expect(named.error).toEqual({ field: 'description', message: 'Description is required' });
  });

  it('counts whitespace as empty', () => {
    const state = run(
      { type: 'change', field: 'name', value: '   ' },
      { type: 'change', field: 'description', value: 'x' },
      { type: 'next' },
    );
    expect(state.error?.message).toBe('Timeline name is required');
  });

  it('advances when step 1 is valid and Back returns keeping the values', () => {
    const step2 = run(
      { type: 'change', field: 'name', value: 'Ages' },
      { type: 'change', field: 'description', value: 'All of it' },
      { type: 'next' },
    );
    expect(step2.step).toBe(2);
    expect(step2.error).toBeNull();
    const back = wizardReducer(step2, { type: 'back' });
    expect(back).toMatchObject({ step: 1, name: 'Ages', description: 'All of it' });
  });

  it('clears the error when any field changes', () => {
    const failed = run({ type: 'next' });
    expect(wizardReducer(failed, { type: 'change', field: 'description', value: 'd' }).error).toBeNull();
    expect(wizardReducer(failed, { type: 'changeEntityType', value: 'campaign' }).error).toBeNull();
  });

  it('asks for the linked item in the words of its type', () => {
    const step2 = run(
      { type: 'change', field: 'name', value: 'Ages' },
      { type: 'change', field: 'description', value: 'All of it' },
      { type: 'next' },
    );
    expect(validateWizard(step2)).toEqual({ field: 'entityId', message: 'Please select a novel' });
    expect(validateWizard(wizardReducer(step2, { type: 'changeEntityType', value: 'universe' }))).toEqual({
      field: 'entityId',
      message: 'Please select a universe',
    });
    expect(validateWizard({ ...step2, entityType: 'campaign' })?.message).toBe('Please select a campaign');
    expect(validateWizard({ ...step2, entityId: 'n-1' })).toBeNull();
  });

  it('clears the selected item when the type changes, but not when the same type is chosen', () => {
    const picked = run({ type: 'change', field: 'entityId', value: 'n-1' });
    expect(wizardReducer(picked, { type: 'changeEntityType', value: 'novel' }).entityId).toBe('n-1');
    expect(wizardReducer(picked, { type: 'changeEntityType', value: 'campaign' })).toMatchObject({
      entityType: 'campaign',
      entityId: '',
    });
  });

  it('returns to step 1 when saving reports a step-1 problem', () => {
    const step2 = { ...initialWizardState, step: 2 as const };
    const state = wizardReducer(step2, {
      type: 'fail',
      error: { field: 'name', message: 'Timeline name is required' },
    });
    expect(state.step).toBe(1);
    expect(wizardReducer(step2, { type: 'fail', error: { field: 'entityId', message: 'x' } }).step).toBe(2);
  });
});
