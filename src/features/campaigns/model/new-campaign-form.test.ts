import { describe, expect, it } from 'vitest';
import { checkNewCampaignForm, emptyNewCampaignForm, firstInvalidField } from './new-campaign-form';

describe('checkNewCampaignForm', () => {
  it('requires a title and a universe, with clear messages', () => {
    const check = checkNewCampaignForm(emptyNewCampaignForm);
    expect(check).toEqual({
      isValid: false,
      errors: { title: 'Title is required', universeId: 'Please select a universe' },
    });
  });

  it('counts a whitespace-only title as empty', () => {
    const check = checkNewCampaignForm({ ...emptyNewCampaignForm, title: '   ', universeId: 'u-1' });
    expect(check).toEqual({ isValid: false, errors: { title: 'Title is required' } });
  });

  it('rejects an overlong title', () => {
    const check = checkNewCampaignForm({
      ...emptyNewCampaignForm,
      title: 'x'.repeat(201),
      universeId: 'u-1',
    });
    expect(check.isValid).toBe(false);
    if (!check.isValid) expect(check.errors.title).toBe('Title must be at most 200 characters');
  });

  it('rejects a next-session value that is not a date', () => {
    const check = checkNewCampaignForm({
      ...emptyNewCampaignForm,
      title: 'Night Market',
      universeId: 'u-1',
      nextSessionDate: '31/12/2026',
    });
    expect(check).toEqual({
      isValid: false,
      errors: { nextSessionDate: 'Next session must be a date (YYYY-MM-DD)' },
    });
  });

  it('gives the trimmed input for the data layer when valid; no date means not scheduled', () => {
    const check = checkNewCampaignForm({
      title: '  Night Market ',
      description: ' Smugglers. ',
      universeId: 'u-lanternfall',
      status: 'active',
      nextSessionDate: '',
    });
    expect(check).toEqual({
      isValid: true,
      input: {
        title: 'Night Market',
        description: 'Smugglers.',
        universeId: 'u-lanternfall',
        status: 'active',
        nextSessionDate: null,
      },
    });
  });

  it('keeps a chosen next-session date', () => {
    const check = checkNewCampaignForm({
      ...emptyNewCampaignForm,
      title: 'Night Market',
      universeId: 'u-1',
      nextSessionDate: '2026-12-31',
    });
    expect(check.isValid && check.input.nextSessionDate).toBe('2026-12-31');
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the form', () => {
    expect(firstInvalidField({ universeId: 'x', title: 'y' })).toBe('title');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
