import { describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../text/rich-text';
import { createMemoryPartStore } from './memory-store';
import { createPart } from './operations/create-part';
import { MAX_AUTOMATIC_VERSIONS, VERSION_STRETCH_MS } from './operations/keep-version';
import {
  listPartTextVersions,
  readPartTextVersion,
  restorePartTextVersion,
  savePartNamedVersion,
} from './operations/part-text-versions';
import { updatePart } from './operations/update-part';
import type { PartStore } from './store';

// Versions of a part's long text (decision 037) by the chapter's rules, over the memory store: one per
// stretch of writing, none for a change of other fields or of an empty text, the bound, named ones kept.

const START = Date.parse('2026-11-24T09:00:00.000Z');
const at = (ms: number) => new Date(START + ms).toISOString();

function setUp() {
  const parts: PartStore = createMemoryPartStore([{ parent: 'universes', id: 'u-1' }]);
  const stores = { parts, cast: () => undefined as never, items: () => undefined as never };
  const ref = { kind: 'universes/lore', parentId: 'u-1', partId: 'l-1', field: 'content' };
  let version = 1;
  const change = async (patch: Record<string, unknown>, ms: number) => {
    const part = await updatePart(parts, {
      kind: 'universes/lore',
      parentId: 'u-1',
      partId: 'l-1',
      patch,
      version,
      now: at(ms),
    });
    version = part.version;
    return part;
  };
  const write = (text: string, ms: number) => change({ contentDoc: richTextFromPlain(text) }, ms);
  const list = () => listPartTextVersions(stores, ref);
  return { parts, stores, ref, change, write, list, version: () => version };
}

async function withEntry(content: string) {
  const setup = setUp();
  await createPart(setup.parts, {
    kind: 'universes/lore',
    parentId: 'u-1',
    id: 'l-1',
    input: { title: 'Oath', category: '', era: '', content },
    now: at(0),
  });
  return setup;
}

describe('versions of a part’s long text', () => {
  it('keeps the text before a stretch of writing, once per stretch, and nothing for other fields', async () => {
    const { write, change, list } = await withEntry('Sworn at dawn.');
    await write('Sworn at noon.', 1000);
    await write('Sworn at dusk.', 2000);
    expect((await list()).map((version) => version.wordCount)).toEqual([3]);
    await change({ title: 'The Oath' }, VERSION_STRETCH_MS * 2);
    expect(await list()).toHaveLength(1);
    await write('Broken.', VERSION_STRETCH_MS * 3);
    const [newest] = await list();
    expect(newest).toMatchObject({ isNamed: false, wordCount: 3 });
  });

  it('keeps nothing of an empty text, and refuses to name one', async () => {
    const { write, list, stores, ref } = await withEntry('');
    await write('First words.', 1000);
    expect(await list()).toEqual([]);
    await write('', VERSION_STRETCH_MS * 2);
    expect(await list()).toHaveLength(1);
    await expect(savePartNamedVersion(stores, { ...ref, name: 'Empty', now: at(0) })).rejects.toThrow(
      'This text is empty',
    );
  });

  it('keeps at most the bound of automatic versions and every named one', async () => {
    const { write, list, stores, ref } = await withEntry('Draft.');
    await savePartNamedVersion(stores, { ...ref, name: 'First', now: at(1) });
    for (let index = 1; index <= MAX_AUTOMATIC_VERSIONS + 3; index += 1) {
      await write(`Draft ${index}.`, VERSION_STRETCH_MS * index);
    }
    const versions = await list();
    expect(versions.filter((version) => !version.isNamed)).toHaveLength(MAX_AUTOMATIC_VERSIONS);
    expect(versions.filter((version) => version.isNamed).map((version) => version.name)).toEqual(['First']);
  });

  it('restores a plain text as plain, dropping the document, and keeps the replaced text first', async () => {
    const { write, list, stores, ref, parts, version } = await withEntry('Plain words.');
    await write('Rich words.', 1000);
    const [plain] = await list();
    const kept = await readPartTextVersion(stores, ref, plain?.id ?? '');
    expect(kept).toMatchObject({ text: null, plainText: 'Plain words.' });
    const restored = await restorePartTextVersion(stores, {
      ...ref,
      versionId: plain?.id ?? '',
      version: version(),
      now: at(2000),
    });
    expect(restored.data.content).toBe('Plain words.');
    expect(restored.data.contentDoc).toBeUndefined();
    expect((await parts.getPart('l-1'))?.data.content).toBe('Plain words.');
    const [replaced] = await list();
    expect((await readPartTextVersion(stores, ref, replaced?.id ?? '')).plainText).toBe('Rich words.');
  });
});
