import { describe, expect, it } from 'vitest';
import { sampleWorkspaceAt } from './sample-at';
import { SAMPLE_CLOCK_MS } from './time';
import { sampleWorkspace } from './workspace';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the sample workspace seen later', () => {
  it('keeps "2 hours ago" two hours before the new moment', () => {
    const later = SAMPLE_CLOCK_MS + 3 * DAY_MS + 5_000;
    const moved = sampleWorkspaceAt(later);
    for (const [index, novel] of moved.novels.entries()) {
      const original = sampleWorkspace.novels[index];
      expect(Date.parse(novel.lastUpdated) - Date.parse(original?.lastUpdated ?? '')).toBe(
        3 * DAY_MS + 5_000,
      );
    }
    const note = moved.campaigns.flatMap((c) => c.notes)[0];
    const originalNote = sampleWorkspace.campaigns.flatMap((c) => c.notes)[0];
    expect(Date.parse(note?.updatedAt ?? '') - Date.parse(originalNote?.updatedAt ?? '')).toBe(
      3 * DAY_MS + 5_000,
    );
  });

  it('moves next-session and session dates by whole days', () => {
    const moved = sampleWorkspaceAt(SAMPLE_CLOCK_MS + 10 * DAY_MS);
    const campaign = moved.campaigns.find((c) => c.nextSessionDate !== null);
    const original = sampleWorkspace.campaigns.find((c) => c.id === campaign?.id);
    const days = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / DAY_MS;
    expect(days(campaign?.nextSessionDate ?? '', original?.nextSessionDate ?? '')).toBe(10);
    expect(days(campaign?.sessions[0]?.date ?? '', original?.sessions[0]?.date ?? '')).toBe(10);
  });

  it('leaves the shared sample untouched', () => {
    const before = JSON.stringify(sampleWorkspace);
    sampleWorkspaceAt(SAMPLE_CLOCK_MS + DAY_MS).novels.pop();
    expect(JSON.stringify(sampleWorkspace)).toBe(before);
  });
});
