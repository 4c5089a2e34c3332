import { describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../common/text/rich-text';
import { isChapterTextConflict, isNotFoundError } from './errors';
import { createInMemoryRepository } from './in-memory-repository';
import { testNovel, testWorkspace } from './test-workspace';

const NOW = new Date('2026-11-24T10:00:00.000Z');

function repo() {
  const workspace = testWorkspace({
    novels: [
      testNovel({
        wordCount: 2000,
        chapters: [
          { id: 'c-1', title: 'One', wordCount: 1200 },
          { id: 'c-2', title: 'Two', wordCount: 800 },
        ],
      }),
    ],
  });
  return createInMemoryRepository({ latencyMs: 0, now: () => NOW, loadWorkspace: async () => workspace });
}

describe('in-memory chapter text (the workspace core’s commands)', () => {
  it('reads version 0 before the chapter is written in, and not found for an unknown one', async () => {
    const r = repo();
    expect(await r.getChapterText('n-1', 'c-1')).toEqual({
      chapterId: 'c-1',
      novelId: 'n-1',
      version: 0,
      text: null,
      wordCount: 1200,
      updatedAt: null,
    });
    expect(isNotFoundError(await r.getChapterText('n-1', 'c-9').catch((error: unknown) => error))).toBe(true);
  });

  it('saves the text; the chapter’s count and the novel’s total follow on every read', async () => {
    const r = repo();
    const saved = await r.saveChapterText('n-1', 'c-1', richTextFromPlain('The forge was cold.'), 0);
    expect(saved).toMatchObject({ version: 1, wordCount: 4, updatedAt: NOW.toISOString() });
    const novel = await r.getNovel('n-1');
    expect(novel.chapters[0]).toMatchObject({ id: 'c-1', wordCount: 4 });
    expect(novel.wordCount).toBe(804);
    expect((await r.listNovels())[0]?.wordCount).toBe(804);
    expect(await r.getChapterText('n-1', 'c-1')).toMatchObject({ version: 1, text: saved.text });
  });

  it('a save over a version gone is a conflict carrying the stored text', async () => {
    const r = repo();
    await r.saveChapterText('n-1', 'c-1', richTextFromPlain('First tab.'), 0);
    const error = await r
      .saveChapterText('n-1', 'c-1', richTextFromPlain('Second tab.'), 0)
      .catch((caught: unknown) => caught);
    expect(isChapterTextConflict(error)).toBe(true);
    expect(error).toMatchObject({ current: { version: 1, wordCount: 2 } });
  });
});
