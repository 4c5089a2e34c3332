import { describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../common/text/rich-text';
import { createMemoryUnsavedTexts, unsavedTextKey } from './unsaved-text';

describe('unsaved text', () => {
  it('is kept per user and chapter, and cleared only for the revision the server confirmed', async () => {
    const storage = createMemoryUnsavedTexts();
    const key = unsavedTextKey('u-1', 'n-1', 'c-1');
    expect(key).not.toBe(unsavedTextKey('u-2', 'n-1', 'c-1'));
    const entry = {
      key,
      novelId: 'n-1',
      chapterId: 'c-1',
      text: richTextFromPlain('Kept.'),
      baseVersion: 3,
      revision: 2,
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    await storage.put(entry);
    await storage.clear(key, 1);
    expect(await storage.get(key)).toEqual(entry);
    await storage.clear(key, 2);
    expect(await storage.get(key)).toBeUndefined();
  });
});
