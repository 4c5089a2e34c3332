import { describe, expect, it } from 'vitest';
import { presetCalendar } from '../api/calendars';
import { sampleWorkspace } from '../sample/workspace';
import { checkContinuity } from './continuity-index';
import { type ContinuityScope, gatherContinuityInput } from './gather';

const scopes: ContinuityScope[] = [
  ...sampleWorkspace.novels.map((novel) => ({ kind: 'novel' as const, id: novel.id })),
  ...sampleWorkspace.campaigns.map((campaign) => ({ kind: 'campaign' as const, id: campaign.id })),
  ...sampleWorkspace.universes.map((universe) => ({ kind: 'universe' as const, id: universe.id })),
];

describe('the sample workspace', () => {
  it.each(scopes)('has no continuity findings in $kind $id as it comes', (scope) => {
    const input = gatherContinuityInput({ workspace: sampleWorkspace, calendars: [] }, scope);
    expect(checkContinuity(input)).toEqual([]);
  });

  // The presets were made for these universes; Tidewell's "Tide 85" has no calendar of its own.
  it.each(scopes)('has none in $kind $id either once its universes have their calendars', (scope) => {
    const calendars = [
      { ownerKind: 'universe', ownerId: 'u-emberreach', calendar: presetCalendar('emberreach') },
      { ownerKind: 'universe', ownerId: 'u-lanternfall', calendar: presetCalendar('lamplight') },
    ];
    const input = gatherContinuityInput({ workspace: sampleWorkspace, calendars }, scope);
    expect(checkContinuity(input).map((finding) => finding.explanation)).toEqual([]);
  });
});
