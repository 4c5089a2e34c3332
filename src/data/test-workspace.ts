import type { CampaignRecord, Quest } from '../../common/domain/campaign';
import {
  emptyCampaignParts,
  emptyNovelParts,
  emptyUniverseParts,
  emptyWorldParts,
} from '../../common/domain/new-record-defaults';
import type { NovelRecord } from '../../common/domain/novel';
import type { TimelineEvent, TimelineRecord } from '../../common/domain/timeline';
import type { UniverseRecord } from '../../common/domain/universe';
import type { Workspace } from '../../common/domain/workspace';
import type { Location, WorldRecord } from '../../common/domain/world';
import { sampleProfile } from '../../common/sample/profile';
import { createInMemoryRepository } from './in-memory-repository';

// Small factories for tests: a workspace holding exactly the records a test needs. Only tests import
// this file.

const STAMP = '2026-11-01T10:00:00.000Z';

export function testUniverse(overrides: Partial<UniverseRecord> = {}): UniverseRecord {
  return {
    id: 'u-1',
    name: 'The Reach',
    description: '',
    lastUpdated: STAMP,
    imageUrl: '',
    isFavorite: false,
    ...emptyUniverseParts(),
    ...overrides,
  };
}

export function testNovel(overrides: Partial<NovelRecord> = {}): NovelRecord {
  return {
    id: 'n-1',
    title: 'The Crown',
    status: 'draft',
    wordCount: 0,
    lastUpdated: STAMP,
    coverUrl: '',
    description: '',
    isFavorite: false,
    universeId: 'u-1',
    ...emptyNovelParts(),
    ...overrides,
  };
}

export function testWorld(overrides: Partial<WorldRecord> = {}): WorldRecord {
  return {
    id: 'w-1',
    name: 'The Green',
    description: '',
    type: 'Forest',
    universeId: 'u-1',
    imageUrl: '',
    climate: '',
    timePeriod: '',
    ...emptyWorldParts(),
    ...overrides,
  };
}

export function testLocation(id: string, name: string, overrides: Partial<Location> = {}): Location {
  return { id, name, type: 'City', description: '', worldId: 'w-1', ...overrides };
}

export function testCampaign(overrides: Partial<CampaignRecord> = {}): CampaignRecord {
  return {
    id: 'c-1',
    title: 'The Road',
    status: 'active',
    universeId: 'u-1',
    description: '',
    lastUpdated: STAMP,
    nextSessionDate: null,
    coverUrl: '',
    isFavorite: false,
    ...emptyCampaignParts(),
    ...overrides,
  };
}

/** A timeline of the novel n-1 unless told otherwise. */
export function testTimeline(overrides: Partial<TimelineRecord> = {}): TimelineRecord {
  return {
    id: 't-1',
    name: 'Crown years',
    description: 'What happens.',
    entityType: 'novel',
    entityId: 'n-1',
    lastUpdated: STAMP,
    ...overrides,
  };
}

export function testEvent(
  id: string,
  title: string,
  date: string,
  overrides: Partial<TimelineEvent> = {},
): TimelineEvent {
  return {
    id,
    timelineId: 't-1',
    title,
    date,
    description: '',
    type: 'minor',
    characters: [],
    tags: [],
    importance: 'moderate',
    icon: 'Calendar',
    ...overrides,
  };
}

export function testQuest(id: string, title: string, overrides: Partial<Quest> = {}): Quest {
  return { id, title, status: 'planned', xp: 100, description: '', ...overrides };
}

export function testWorkspace(records: Partial<Workspace> = {}): Workspace {
  return {
    novels: [],
    universes: [testUniverse()],
    worlds: [],
    locations: [],
    campaigns: [],
    timelines: [],
    events: [],
    characters: [],
    items: [],
    maps: [],
    profile: sampleProfile,
    ...records,
  };
}

/** An in-memory repository over `testWorkspace(records)`, answering at once; ids are new-1, new-2, ... */
export function testRepository(records: Partial<Workspace> = {}) {
  let counter = 0;
  const workspace = testWorkspace(records);
  return createInMemoryRepository({
    latencyMs: 0,
    newId: () => `new-${++counter}`,
    loadWorkspace: async () => workspace,
  });
}
