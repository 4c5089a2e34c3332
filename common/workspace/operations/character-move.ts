import { z } from 'zod';
import { CHARACTER_LINK } from '../cast';
import { workspaceErrors } from '../errors';
import type { RecordStore, StoredRecord } from '../record-store';
import type { StoredPart } from '../store';

// A novel joined to a universe after its characters were made keeps them as its own: they are not on
// the universe's Characters tab, and its Mira is not the universe's Mira. This moves them in, as one
// command: each of the novel's own characters becomes a character of the universe, or, when the
// universe already has a character of that name, the novel's appearance is given to that character
// (the appearances merge; the novel's own copy stays in References, appearing nowhere, so nothing it
// held is lost and the move can be undone). The novel's appearances keep their role and notes.

const APPEARANCE = 'novels/characters';

/** What happens to one of the novel's characters. */
export type CharacterMoveStep =
  /** The character becomes the universe's. */
  | { action: 'join'; partId: string; characterId: string; name: string }
  /** The novel's appearance of it is given to the universe's character of the same name. */
  | { action: 'merge'; partId: string; characterId: string; name: string; intoId: string; intoName: string };

/** A character of the novel that stays as it is, and why. */
export type CharacterKept = { partId: string; characterId: string; name: string; reason: string };

export type CharacterMovePlan = {
  novelId: string;
  universeId: string;
  universeName: string;
  steps: CharacterMoveStep[];
  kept: CharacterKept[];
};

/** A step as a client sends it back to undo a move (checked against the workspace before anything is written). */
export const characterMoveStepSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('join'),
    partId: z.string().min(1).max(100),
    characterId: z.string().min(1).max(100),
    name: z.string().max(500),
  }),
  z.strictObject({
    action: z.literal('merge'),
    partId: z.string().min(1).max(100),
    characterId: z.string().min(1).max(100),
    name: z.string().max(500),
    intoId: z.string().min(1).max(100),
    intoName: z.string().max(500),
  }),
]);

/** `POST /novels/:id/character-move/undo`: the steps a move answered. */
export const characterMoveUndoSchema = z.strictObject({
  steps: z.array(characterMoveStepSchema).max(5000, 'At most 5000 steps can be undone at once'),
});
export type CharacterMoveUndo = z.infer<typeof characterMoveUndoSchema>;

const normalName = (name: unknown) =>
  String(name ?? '')
    .trim()
    .toLocaleLowerCase();

async function universeOfNovel(
  store: RecordStore,
  novelId: string,
): Promise<{ universeId: string; universeName: string }> {
  const novel = await store.getRecord('novel', novelId);
  if (novel === undefined) throw workspaceErrors.notFound('Novel');
  const universeId = typeof novel.universeId === 'string' && novel.universeId !== '' ? novel.universeId : '';
  const universe = universeId === '' ? undefined : await store.getRecord('universe', universeId);
  if (universe === undefined) {
    throw workspaceErrors.invalid('This novel is not in a universe: choose one for it first', 'universeId');
  }
  return { universeId, universeName: String(universe.name ?? '') };
}

/**
 * What moving a novel's characters into its universe would do, read and written nowhere: its own
 * characters (those of no universe) each join the universe or merge with the universe's character of
 * the same name (trimmed, any case); one that also appears in another story stays, as does one whose
 * namesake of the universe is already in the novel.
 */
export async function planCharacterMove(store: RecordStore, novelId: string): Promise<CharacterMovePlan> {
  const { universeId, universeName } = await universeOfNovel(store, novelId);
  const parts = store.parts();
  const appearances = await parts.listParts(novelId, APPEARANCE);
  const universeCharacters = await store.listRecords('character', {
    field: 'universeId',
    equals: universeId,
  });
  const inNovel = new Set(appearances.map((part) => part.data[CHARACTER_LINK]));
  const steps: CharacterMoveStep[] = [];
  const kept: CharacterKept[] = [];
  for (const part of appearances) {
    const characterId = part.data[CHARACTER_LINK];
    if (typeof characterId !== 'string') continue;
    const character = await store.getRecord('character', characterId);
    if (
      character === undefined ||
      (typeof character.universeId === 'string' && character.universeId !== '')
    ) {
      continue;
    }
    const name = String(character.name ?? '');
    const base = { partId: part.id, characterId, name };
    const elsewhere = (await parts.listLinkedParts(characterId)).some((other) => other.id !== part.id);
    if (elsewhere) {
      kept.push({ ...base, reason: `${name} also appears in a story outside this universe` });
      continue;
    }
    const namesake = universeCharacters.find((each) => normalName(each.name) === normalName(name));
    if (namesake === undefined) {
      steps.push({ action: 'join', ...base });
    } else if (inNovel.has(namesake.id)) {
      kept.push({
        ...base,
        reason: `${universeName}’s ${String(namesake.name)} already appears in this novel`,
      });
    } else {
      steps.push({ action: 'merge', ...base, intoId: namesake.id, intoName: String(namesake.name ?? '') });
    }
  }
  return { novelId, universeId, universeName, steps, kept };
}

/** Writes a character's new fields at its next version. */
async function writeCharacter(store: RecordStore, character: StoredRecord, fields: Record<string, unknown>) {
  await store.writeRecord('character', { ...character, ...fields, version: (character.version ?? 1) + 1 });
}

/** Gives an appearance another character (and that character's name), at its next version. */
async function relink(store: RecordStore, part: StoredPart, characterId: string, name: string, now: string) {
  const next: StoredPart = {
    ...part,
    data: { ...part.data, [CHARACTER_LINK]: characterId, name },
    version: part.version + 1,
    updatedAt: now,
  };
  if (!(await store.parts().updatePart(next, part.version, [CHARACTER_LINK, 'name']))) {
    throw workspaceErrors.refused('The novel’s characters changed while they were being moved: try again');
  }
}

/**
 * Moves a novel's own characters into its universe (the plan above, carried out in one transaction):
 * each change is its own in the history. Answers the plan carried out; its steps undo it.
 */
export function moveCharactersIntoUniverse(
  store: RecordStore,
  command: { novelId: string; now: string },
): Promise<CharacterMovePlan> {
  return store.transaction(async (trx) => {
    const plan = await planCharacterMove(trx, command.novelId);
    for (const step of plan.steps) {
      if (step.action === 'join') {
        const character = await trx.getRecord('character', step.characterId);
        if (character !== undefined) await writeCharacter(trx, character, { universeId: plan.universeId });
      } else {
        const part = await trx.parts().getPart(step.partId);
        if (part !== undefined) await relink(trx, part, step.intoId, step.intoName, command.now);
      }
    }
    if (plan.steps.length > 0) await trx.parts().touchParent('novels', command.novelId, command.now);
    return plan;
  });
}

/**
 * Undoes a move: each character that joined goes back to the novel alone, each merged appearance back
 * to the novel's own character. Every step is checked against the workspace as it is now; one that no
 * longer holds (the character was since added to another story of the universe, the appearance was
 * removed or given to someone else, the novel's own copy was deleted) is left and answered in `kept`.
 */
export function undoCharacterMove(
  store: RecordStore,
  command: { novelId: string; undo: CharacterMoveUndo; now: string },
): Promise<{ undone: number; kept: CharacterKept[] }> {
  return store.transaction(async (trx) => {
    if ((await trx.getRecord('novel', command.novelId)) === undefined)
      throw workspaceErrors.notFound('Novel');
    const parts = trx.parts();
    const kept: CharacterKept[] = [];
    let undone = 0;
    for (const step of command.undo.steps) {
      const part = await parts.getPart(step.partId);
      const isHere = part !== undefined && part.kind === APPEARANCE && part.parentId === command.novelId;
      const own = await trx.getRecord('character', step.characterId);
      const base = { partId: step.partId, characterId: step.characterId, name: step.name };
      if (!isHere || own === undefined || own.novelId !== command.novelId) {
        kept.push({ ...base, reason: `${step.name} is no longer in this novel as it was` });
        continue;
      }
      if (step.action === 'join') {
        const elsewhere = (await parts.listLinkedParts(step.characterId)).some(
          (other) => other.id !== part.id,
        );
        if (part.data[CHARACTER_LINK] !== step.characterId || elsewhere) {
          kept.push({ ...base, reason: `${step.name} now appears in other stories of the universe` });
          continue;
        }
        await writeCharacter(trx, own, { universeId: undefined });
      } else {
        if (part.data[CHARACTER_LINK] !== step.intoId) {
          kept.push({ ...base, reason: `${step.name}’s appearance was changed since` });
          continue;
        }
        await relink(trx, part, step.characterId, String(own.name ?? step.name), command.now);
      }
      undone += 1;
    }
    if (undone > 0) await parts.touchParent('novels', command.novelId, command.now);
    return { undone, kept };
  });
}
