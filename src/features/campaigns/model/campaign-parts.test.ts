import { describe, expect, it } from 'vitest';
import { newPartSchema } from '../../../../common/api/parts';
import { testCampaign, testQuest } from '../../../data/test-workspace';
import { partFormValues, readPartForm } from '../../../ui/part-form-values';
import {
  campaignKind,
  campaignPageTitle,
  campaignPartDefaults,
  campaignSegments,
  todayDate,
} from './campaign-parts';

describe('campaign parts', () => {
  it('a new part of every list is valid with its defaults and a name', () => {
    for (const segment of campaignSegments) {
      const spec = campaignKind(segment);
      const values = {
        ...partFormValues(spec.fields, undefined, campaignPartDefaults(segment)),
        [spec.nameField]: 'A',
      };
      expect(newPartSchema(spec).safeParse(readPartForm(spec.fields, values)).success, segment).toBe(true);
    }
  });

  it('today is the local calendar date', () => {
    expect(todayDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('titles a part’s page with its name, then the campaign’s', () => {
    const campaign = {
      ...testCampaign({ quests: [testQuest('q-1', 'Deliver')] }),
      universe: 'U',
      sessionsCount: 0,
    };
    expect(campaignPageTitle(campaign, '')).toBe('The Road');
    expect(campaignPageTitle(campaign, 'quests')).toBe('The Road');
    expect(campaignPageTitle(campaign, 'quests/q-1')).toBe('Deliver · The Road');
    expect(campaignPageTitle(campaign, 'quests/q-9')).toBe('Quest Not Found · The Road');
    expect(campaignPageTitle(campaign, 'dragons/q-1')).toBe('The Road');
  });
});
