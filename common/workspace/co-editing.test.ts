import { describe, expect, it } from 'vitest';
import { mayCoEdit, mayCoEditField } from './co-editing';
import type { LiveMembership } from './live-events';

const chapter = { ownerId: 'owner', novelId: 'n-1', chapterId: 'ch-1' };
const member = (role: LiveMembership['role'], containerId = 'n-1'): LiveMembership => ({
  ownerId: 'owner',
  containerKind: 'novel',
  containerId,
  role,
});

describe('who may co-edit a chapter', () => {
  it('lets its owner and the novel’s editors in', () => {
    expect(mayCoEdit('owner', chapter, [])).toBe(true);
    expect(mayCoEdit('ed', chapter, [member('editor')])).toBe(true);
  });

  it('keeps players and readers out: the shared text holds the secrets their view removes', () => {
    expect(mayCoEdit('pl', chapter, [member('player')])).toBe(false);
    expect(mayCoEdit('rd', chapter, [member('reader')])).toBe(false);
  });

  it('keeps out an editor of another novel, a campaign, or another owner’s novel of that id', () => {
    expect(mayCoEdit('ed', chapter, [member('editor', 'n-2')])).toBe(false);
    expect(mayCoEdit('ed', chapter, [{ ...member('editor'), containerKind: 'campaign' }])).toBe(false);
    expect(mayCoEdit('ed', chapter, [{ ...member('editor'), ownerId: 'someone' }])).toBe(false);
    expect(mayCoEdit('stranger', chapter, [])).toBe(false);
  });
});

describe('who may co-edit a part’s long field (decision 105)', () => {
  const quest = {
    ownerId: 'owner',
    kind: 'campaigns/quests',
    parentId: 'c-1',
    partId: 'q-1',
    field: 'description',
  };
  const inCampaign = (role: LiveMembership['role'], containerId = 'c-1'): LiveMembership => ({
    ownerId: 'owner',
    containerKind: 'campaign',
    containerId,
    role,
  });

  it('lets its owner and the editors of the container it belongs to in', () => {
    expect(mayCoEditField('owner', quest, [])).toBe(true);
    expect(mayCoEditField('ed', quest, [inCampaign('editor')])).toBe(true);
  });

  it('keeps players and readers out, even of a part they see or added', () => {
    expect(mayCoEditField('pl', quest, [inCampaign('player')])).toBe(false);
    expect(mayCoEditField('rd', quest, [inCampaign('reader')])).toBe(false);
  });

  it('keeps out an editor of another container, another kind of container, or another owner', () => {
    expect(mayCoEditField('ed', quest, [inCampaign('editor', 'c-2')])).toBe(false);
    expect(mayCoEditField('ed', quest, [{ ...inCampaign('editor'), containerKind: 'novel' }])).toBe(false);
    expect(mayCoEditField('ed', quest, [{ ...inCampaign('editor'), ownerId: 'someone' }])).toBe(false);
    // A world's part: its parent is no shared container; only its owner writes it together.
    const settlement = { ...quest, kind: 'worlds/settlements', parentId: 'c-1' };
    expect(mayCoEditField('ed', settlement, [inCampaign('editor')])).toBe(false);
    expect(mayCoEditField('stranger', quest, [])).toBe(false);
  });
});
