import { describe, expect, it } from 'vitest';
import { sampleWorkspace } from '../sample/workspace';
import type { RichText } from '../text/rich-text';
import { type RecordKind, recordKind, recordKindOfCollection } from '../workspace/kinds';
import {
  planVault,
  planVaultInPieces,
  VAULT_PLAN_RECORDS_PER_PIECE,
  type VaultFile,
  type VaultScope,
  vaultSkeletonOf,
} from './vault-export';

// The vault's plan made in pieces (decision 097): the same files as the plan made at once, with the
// caller's pause between every few hundred records and parts, for the whole workspace and for one scope.

const EXPORTED_AT = '2026-12-07T21:00:00.000Z';

/** A workspace of `characters` characters (some sharing a name) and one novel of `chapters` chapters. */
function workspaceOf(characters: number, chapters: number): Record<string, unknown> {
  return {
    universes: [{ id: 'u-1', name: 'Reach', description: '' }],
    characters: Array.from({ length: characters }, (_, index) => ({
      id: `ch-${index}`,
      name: index % 3 === 0 ? 'Mira' : `Person ${index}`,
      description: '',
      universeId: index % 2 === 0 ? 'u-1' : null,
    })),
    novels: [
      {
        id: 'n-1',
        title: 'The Long Tide',
        universeId: 'u-1',
        chapters: Array.from({ length: chapters }, (_, index) => ({
          id: `c-${index}`,
          title: `Chapter ${index + 1}`,
        })),
      },
    ],
  };
}

async function filesOf(plan: { files: () => Generator<VaultFile> }): Promise<VaultFile[]> {
  return [...plan.files()];
}

describe('planning a vault in pieces', () => {
  it('gives the same files as planning at once, pausing between pieces of records and parts', async () => {
    const workspace = workspaceOf(1_300, 700);
    let pauses = 0;
    const pieces = await planVaultInPieces(workspace, { kind: 'workspace' }, EXPORTED_AT, async () => {
      pauses += 1;
    });
    const whole = planVault(workspace, { kind: 'workspace' }, EXPORTED_AT);
    expect(pieces.noteCount).toBe(whole.noteCount);
    expect(pieces.noteCount).toBe(1 + 1_300 + 1 + 700);
    expect(await filesOf(pieces)).toEqual(await filesOf(whole));
    // Once to find the scope's records, once again to plan them with their parts.
    const records = 1 + 1_300 + 1;
    expect(pauses).toBe(
      Math.floor(records / VAULT_PLAN_RECORDS_PER_PIECE) +
        Math.floor((records + 700) / VAULT_PLAN_RECORDS_PER_PIECE),
    );
    // Names that repeat still get their own paths, in the same order.
    const miras = (await filesOf(pieces)).filter((file) => file.path.includes('/Mira'));
    expect(new Set(miras.map((file) => file.path)).size).toBe(miras.length);
  });

  it('plans one universe and what links to it the same way, with pauses while it grows the scope', async () => {
    const workspace = workspaceOf(1_100, 3);
    let pauses = 0;
    const scope = { kind: 'universe', id: 'u-1' } as const;
    const pieces = await planVaultInPieces(workspace, scope, EXPORTED_AT, async () => {
      pauses += 1;
    });
    const whole = planVault(workspace, scope, EXPORTED_AT);
    expect(await filesOf(pieces)).toEqual(await filesOf(whole));
    // The universe, its 550 characters and the novel with its 3 chapters.
    expect(pieces.noteCount).toBe(1 + 550 + 1 + 3);
    expect(pauses).toBeGreaterThan(0);
  });
});

describe("planning a vault over the records' skeletons (decision 102)", () => {
  const workspace = sampleWorkspace as unknown as Record<string, unknown>;
  /** Every record as the server keeps it while it plans: id, name, links, pictures, parts' names. */
  const skeleton = Object.fromEntries(
    Object.entries(workspace).map(([key, value]) => {
      const kind = recordKindOfCollection(key);
      if (kind === undefined || !Array.isArray(value)) return [key, value];
      return [key, value.map((row) => vaultSkeletonOf(kind, row as { id: string }))];
    }),
  );
  /** The whole rows again, two records a page, as the server reads them while it writes. */
  async function* pagesOf(kind: RecordKind): AsyncGenerator<readonly unknown[]> {
    const rows = (workspace[recordKind(kind).collection] ?? []) as unknown[];
    for (let index = 0; index < rows.length; index += 2) yield rows.slice(index, index + 2);
  }
  const texts = new Map(
    ((workspace.chapterTexts ?? []) as { chapterId: string; text: RichText }[]).map((entry) => [
      entry.chapterId,
      entry.text,
    ]),
  );
  const readTexts = async (ids: readonly string[]) =>
    new Map(ids.flatMap((id) => (texts.has(id) ? [[id, texts.get(id) as RichText] as const] : [])));

  it.each<VaultScope>([
    { kind: 'workspace' },
    { kind: 'universe', id: (sampleWorkspace.universes[0] as { id: string }).id },
  ])('writes the same files as the plan over the whole rows ($kind)', async (scope) => {
    const whole = planVault(workspace, scope, EXPORTED_AT);
    const planned = planVault(skeleton, scope, EXPORTED_AT);
    // What is held while planning holds no text.
    expect(JSON.stringify(skeleton).length).toBeLessThan(JSON.stringify(workspace).length / 2);
    let pauses = 0;
    const files: VaultFile[] = [];
    for await (const file of planned.filesFromPages(pagesOf, readTexts, async () => {
      pauses += 1;
    }))
      files.push(file);
    expect(files).toEqual([...whole.files()]);
    expect(files.length).toBeGreaterThan(20);
    expect(planned.imageIds).toEqual(whole.imageIds);
    expect(pauses).toBeGreaterThan(0);
  });
});
