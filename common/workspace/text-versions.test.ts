import { describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../text/rich-text';
import type { WorkspaceError } from './errors';
import { createMemoryChapterTextStore } from './memory-chapter-text-store';
import { createMemoryPartStore } from './memory-store';
import { saveChapterText } from './operations/chapter-text';
import { MAX_AUTOMATIC_VERSIONS, VERSION_STRETCH_MS } from './operations/keep-version';
import {
  checkVersionName,
  deleteTextVersion,
  keepTextCopy,
  listTextVersions,
  readTextVersion,
  restoreTextVersion,
  saveNamedVersion,
} from './operations/text-versions';

// Versions of a chapter's text (decision 037), over memory: when a save keeps one, the bound, named
// versions and restore.

const START = Date.parse('2026-11-24T10:00:00.000Z');
const at = (ms: number) => new Date(START + ms).toISOString();

async function setup() {
  const parts = createMemoryPartStore([{ parent: 'novels', id: 'n-1' }]);
  await parts.insertParts([
    {
      id: 'c-1',
      kind: 'novels/chapters',
      parentId: 'n-1',
      position: 0,
      version: 1,
      createdAt: at(0),
      updatedAt: at(0),
      data: { title: 'One', wordCount: 0 },
    },
  ]);
  const store = createMemoryChapterTextStore(parts);
  let version = 0;
  const save = async (plain: string, ms: number) => {
    const saved = await saveChapterText(store, {
      novelId: 'n-1',
      chapterId: 'c-1',
      text: richTextFromPlain(plain),
      version,
      now: at(ms),
      day: '2026-11-24',
    });
    version = saved.version;
    return saved;
  };
  return { store, save, version: () => version, list: () => listTextVersions(store, 'n-1', 'c-1') };
}

const refusal = async (work: Promise<unknown>) =>
  (await work.then(
    () => undefined,
    (error: unknown) => error,
  )) as WorkspaceError;

describe('versions of a chapter’s text', () => {
  it('keeps the replaced text once per stretch of writing', async () => {
    const { save, list } = await setup();
    await save('One.', 0);
    expect(await list()).toEqual([]);
    await save('One two.', 1000);
    await save('One two three.', 2000);
    expect((await list()).map((each) => each.textVersion)).toEqual([1]);
    await save('Four.', 1000 + VERSION_STRETCH_MS);
    expect((await list()).map((each) => each.textVersion)).toEqual([3, 1]);
  });

  it('keeps at most the bound of automatic versions, and every named one', async () => {
    const { store, save, list } = await setup();
    await save('Start.', 0);
    await saveNamedVersion(store, { novelId: 'n-1', chapterId: 'c-1', name: 'Kept', now: at(1) });
    for (let index = 1; index <= MAX_AUTOMATIC_VERSIONS + 5; index += 1) {
      await save(`Draft ${index}.`, index * VERSION_STRETCH_MS);
    }
    const listed = await list();
    expect(listed.filter((each) => !each.isNamed)).toHaveLength(MAX_AUTOMATIC_VERSIONS);
    expect(listed.filter((each) => each.isNamed).map((each) => each.name)).toEqual(['Kept']);
  });

  it('restores a version as a new save, keeping the replaced text first', async () => {
    const { store, save, version, list } = await setup();
    await save('The forge was cold.', 0);
    const named = await saveNamedVersion(store, {
      novelId: 'n-1',
      chapterId: 'c-1',
      name: ' Cold ',
      now: at(1),
    });
    expect(named).toMatchObject({ name: 'Cold', isNamed: true, textVersion: 1 });
    await save('The forge was hot.', 2);
    const stale = await refusal(
      restoreTextVersion(store, {
        novelId: 'n-1',
        chapterId: 'c-1',
        versionId: named.id,
        version: version() - 1,
        now: at(3),
        day: '2026-11-24',
      }),
    );
    expect(stale.reason).toBe('conflict');
    const restored = await restoreTextVersion(store, {
      novelId: 'n-1',
      chapterId: 'c-1',
      versionId: named.id,
      version: version(),
      now: at(3),
      day: '2026-11-24',
    });
    expect(restored).toMatchObject({ version: 3, text: richTextFromPlain('The forge was cold.') });
    const [replaced] = await list();
    expect(replaced).toMatchObject({ isNamed: false, textVersion: 2 });
    expect((await readTextVersion(store, 'n-1', 'c-1', replaced?.id ?? '')).text).toEqual(
      richTextFromPlain('The forge was hot.'),
    );
    await deleteTextVersion(store, 'n-1', 'c-1', named.id);
    expect((await refusal(readTextVersion(store, 'n-1', 'c-1', named.id))).reason).toBe('not_found');
  });

  it('checks a version’s name', () => {
    expect(checkVersionName('  Draft two ')).toBe('Draft two');
    expect(() => checkVersionName('  ')).toThrow('Name the version');
    expect(() => checkVersionName(3)).toThrow('Name the version');
    expect(() => checkVersionName('x'.repeat(101))).toThrow("A version's name can be at most 100 characters");
  });

  it('keeps a copy that may not be merged as a named version, the chapter’s own text untouched', async () => {
    const { store, save, list } = await setup();
    await save('The shared text.', 0);
    const keep = (plain: string) =>
      keepTextCopy(store, {
        novelId: 'n-1',
        chapterId: 'c-1',
        text: richTextFromPlain(plain),
        name: 'Kept from an older copy',
        now: at(5000),
      });
    const kept = await keep('The older copy. Typed offline.');
    expect(kept).toMatchObject({ name: 'Kept from an older copy', isNamed: true, textVersion: 1 });
    expect((await readTextVersion(store, 'n-1', 'c-1', kept?.id ?? '')).text).toEqual(
      richTextFromPlain('The older copy. Typed offline.'),
    );
    expect((await store.getText('c-1'))?.plainText).toBe('The shared text.');
    // A copy saying what the chapter says, or nothing, is not kept.
    expect(await keep('The shared text.')).toBeNull();
    expect(await keep('')).toBeNull();
    expect((await list()).length).toBe(1);
    expect((await refusal(keep('x'.repeat(4_000_001)))).reason).toBe('invalid');
  });
});
