import { describe, expect, it } from 'vitest';
import { mayCoEdit } from './co-editing';
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
