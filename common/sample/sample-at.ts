import type { Workspace } from '../domain/workspace';
import { SAMPLE_CLOCK_MS } from './time';
import { sampleWorkspace } from './workspace';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sample workspace as if it had been loaded at `nowMs`: a long-running server seeds a new user's
 * workspace days after it loaded the sample, and 'Updated 2 hours ago' must still read that way. Instants
 * move by the elapsed time; calendar dates (sessions, next session) by the elapsed UTC days. Returns a copy.
 */
export function sampleWorkspaceAt(nowMs: number, source: Workspace = sampleWorkspace): Workspace {
  const workspace = structuredClone(source);
  const elapsedMs = nowMs - SAMPLE_CLOCK_MS;
  const elapsedDays = Math.floor(nowMs / DAY_MS) - Math.floor(SAMPLE_CLOCK_MS / DAY_MS);
  const instant = (iso: string) => new Date(Date.parse(iso) + elapsedMs).toISOString();
  const date = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + elapsedDays * DAY_MS).toISOString().slice(0, 10);

  for (const novel of workspace.novels) novel.lastUpdated = instant(novel.lastUpdated);
  for (const universe of workspace.universes) universe.lastUpdated = instant(universe.lastUpdated);
  for (const timeline of workspace.timelines) timeline.lastUpdated = instant(timeline.lastUpdated);
  for (const campaign of workspace.campaigns) {
    campaign.lastUpdated = instant(campaign.lastUpdated);
    if (campaign.nextSessionDate !== null) campaign.nextSessionDate = date(campaign.nextSessionDate);
    for (const session of campaign.sessions) session.date = date(session.date);
    for (const note of campaign.notes) {
      note.createdAt = instant(note.createdAt);
      note.updatedAt = instant(note.updatedAt);
    }
  }
  return workspace;
}
