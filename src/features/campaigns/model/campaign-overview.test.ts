import { describe, expect, it } from 'vitest';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { sessionsByDate, summarizeCampaign } from './campaign-overview';

const base: CampaignDetail = {
  id: 'c-1',
  title: 'Test',
  status: 'active',
  universeId: 'u-1',
  universe: 'Somewhere',
  description: '',
  lastUpdated: '2026-11-01T00:00:00Z',
  sessionsCount: 4,
  nextSessionDate: '2026-12-01',
  coverUrl: '/x.svg',
  isFavorite: false,
  sessions: [
    { id: 's3', title: 'Later', status: 'planned', date: '2026-12-20', summary: '' },
    { id: 's1', title: 'First', status: 'completed', date: '2026-10-01', summary: '' },
    { id: 's4', title: 'Soonest', status: 'planned', date: '2026-12-01', summary: '' },
    { id: 's2', title: 'Second', status: 'completed', date: '2026-10-15', summary: '' },
  ],
  characters: [
    { id: 'p1', name: 'Ada', type: 'player', race: 'Elf', class: 'Wizard', role: 'Face', description: '' },
    { id: 'n1', name: 'Bob', type: 'npc', race: 'Human', class: 'Guard', role: 'Ally', description: '' },
    { id: 'n2', name: 'Cy', type: 'npc', race: 'Orc', class: 'Chief', role: 'Villain', description: '' },
  ],
  quests: [
    { id: 'q1', title: 'A', status: 'completed', xp: 400, description: '' },
    { id: 'q2', title: 'B', status: 'in-progress', xp: 1200, description: '' },
    { id: 'q3', title: 'C', status: 'completed', xp: 100, description: '' },
  ],
  encounters: [],
  locations: [],
  items: [],
  notes: [],
  arcs: [],
};

describe('summarizeCampaign', () => {
  it('counts sessions by status and finds the earliest planned one', () => {
    const summary = summarizeCampaign(base);
    expect(summary.completedSessions).toBe(2);
    expect(summary.plannedSessions).toBe(2);
    expect(summary.nextPlannedSession?.title).toBe('Soonest');
  });

  it('adds up earned and available quest XP', () => {
    const summary = summarizeCampaign(base);
    expect(summary.questsCompleted).toBe(2);
    expect(summary.xpEarned).toBe(500);
    expect(summary.xpAvailable).toBe(1700);
  });

  it('lists the party (player characters) and counts NPCs', () => {
    const summary = summarizeCampaign(base);
    expect(summary.players.map((player) => player.name)).toEqual(['Ada']);
    expect(summary.npcCount).toBe(2);
  });

  it('has no next session when none is planned', () => {
    expect(summarizeCampaign({ ...base, sessions: [] }).nextPlannedSession).toBeNull();
  });
});

describe('sessionsByDate', () => {
  it('orders sessions by calendar date without changing the input', () => {
    expect(sessionsByDate(base.sessions).map((session) => session.id)).toEqual(['s1', 's2', 's4', 's3']);
    expect(base.sessions[0]?.id).toBe('s3');
  });
});
