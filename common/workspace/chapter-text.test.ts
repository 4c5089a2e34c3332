import { describe, expect, it } from 'vitest';
import { RICH_TEXT_VERSION, richTextFromPlain } from '../text/rich-text';
import type { WorkspaceError } from './errors';
import { createMemoryChapterTextStore } from './memory-chapter-text-store';
import { createMemoryPartStore } from './memory-store';
import { readChapterText, saveChapterText } from './operations/chapter-text';
import type { StoredPart } from './store';

const NOW = '2026-11-24T10:00:00.000Z';
const DAY = '2026-11-24';

const chapter = (id: string, wordCount: number, position: number): StoredPart => ({
  id,
  kind: 'novels/chapters',
  parentId: 'n-1',
  position,
  version: 1,
  createdAt: NOW,
  updatedAt: NOW,
  data: { title: `Chapter ${id}`, wordCount },
});

async function setup() {
  const parts = createMemoryPartStore([{ parent: 'novels', id: 'n-1' }]);
  await parts.insertParts([chapter('c-1', 1200, 0), chapter('c-2', 800, 1)]);
  return { parts, store: createMemoryChapterTextStore(parts) };
}

const refusal = async (work: Promise<unknown>) =>
  (await work.then(
    () => undefined,
    (error: unknown) => error,
  )) as WorkspaceError;

describe('a chapter’s text', () => {
  it('reads as version 0 with the chapter’s count before it is written in', async () => {
    const { store } = await setup();
    expect(await readChapterText(store, 'n-1', 'c-1')).toEqual({
      chapterId: 'c-1',
      novelId: 'n-1',
      version: 0,
      text: null,
      wordCount: 1200,
      updatedAt: null,
    });
    expect((await refusal(readChapterText(store, 'n-1', 'c-9'))).message).toBe('Chapter not found');
  });

  it('saves the document, counts its words, and the novel’s total follows', async () => {
    const { store, parts } = await setup();
    const saved = await saveChapterText(store, {
      novelId: 'n-1',
      chapterId: 'c-1',
      text: richTextFromPlain('The forge was cold.\nMira waited.'),
      version: 0,
      now: NOW,
      day: DAY,
    });
    expect(saved).toMatchObject({ version: 1, wordCount: 6, updatedAt: NOW });
    expect((await parts.getPart('c-1'))?.data.wordCount).toBe(6);
    expect((await parts.getPart('c-1'))?.version).toBe(2);
    // The other chapter keeps its sample count until it gets text of its own.
    expect(store.novelWordCount('n-1')).toBe(806);
    expect(await readChapterText(store, 'n-1', 'c-1')).toMatchObject({ version: 1, text: saved.text });
  });

  it('refuses a save without a version, and a stale one with the text as it now is', async () => {
    const { store } = await setup();
    const first = { novelId: 'n-1', chapterId: 'c-1', text: richTextFromPlain('One.'), now: NOW, day: DAY };
    expect((await refusal(saveChapterText(store, { ...first, version: undefined }))).reason).toBe(
      'version_required',
    );
    await saveChapterText(store, { ...first, version: 0 });
    const stale = await refusal(
      saveChapterText(store, { ...first, text: richTextFromPlain('Two.'), version: 0 }),
    );
    expect(stale.reason).toBe('conflict');
    expect(stale.current).toMatchObject({ version: 1, wordCount: 1 });
  });

  it('refuses a document that is not one, naming the text field', async () => {
    const { store } = await setup();
    const bad = await refusal(
      saveChapterText(store, {
        novelId: 'n-1',
        chapterId: 'c-1',
        text: { version: RICH_TEXT_VERSION, doc: { type: 'doc', content: [{ type: 'script' }] } },
        version: 0,
        now: NOW,
        day: DAY,
      }),
    );
    expect(bad.reason).toBe('invalid');
    expect(bad.field).toBe('text');
    const huge = await refusal(
      saveChapterText(store, {
        novelId: 'n-1',
        chapterId: 'c-1',
        text: richTextFromPlain('word '.repeat(900_000)),
        version: 0,
        now: NOW,
        day: DAY,
      }),
    );
    expect(huge.message).toMatch(/at most about 250,000 words/);
  });
});
