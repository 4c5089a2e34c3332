import type { CampaignDetail, CampaignSession } from '../../../../common/domain/campaign';

export type CampaignSummary = {
  completedSessions: number;
  plannedSessions: number;
  /** The earliest planned session, if any. */
  nextPlannedSession: CampaignSession | null;
  questsCompleted: number;
  /** XP of completed quests. */
  xpEarned: number;
  /** XP of every quest. */
  xpAvailable: number;
  players: CampaignDetail['characters'];
  npcCount: number;
};

/** The figures the Overview tab shows, computed from the campaign's parts. */
export function summarizeCampaign(campaign: CampaignDetail): CampaignSummary {
  const planned = campaign.sessions
    .filter((session) => session.status === 'planned')
    .toSorted((a, b) => a.date.localeCompare(b.date));
  const completedQuests = campaign.quests.filter((quest) => quest.status === 'completed');
  return {
    completedSessions: campaign.sessions.length - planned.length,
    plannedSessions: planned.length,
    nextPlannedSession: planned[0] ?? null,
    questsCompleted: completedQuests.length,
    xpEarned: completedQuests.reduce((sum, quest) => sum + quest.xp, 0),
    xpAvailable: campaign.quests.reduce((sum, quest) => sum + quest.xp, 0),
    players: campaign.characters.filter((character) => character.type === 'player'),
    npcCount: campaign.characters.filter((character) => character.type === 'npc').length,
  };
}

/** Sessions in calendar order, the order a game master reads a campaign's story in. */
export function sessionsByDate(sessions: readonly CampaignSession[]): CampaignSession[] {
  return sessions.toSorted((a, b) => a.date.localeCompare(b.date));
}
