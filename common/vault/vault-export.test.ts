import { describe, expect, it } from 'vitest';
import { planVault, planVaultInPieces, VAULT_PLAN_RECORDS_PER_PIECE, type VaultFile } from './vault-export';

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
