import { describe, expect, it } from 'vitest';
import type { CharacterMoveStep } from '../../../data/character-move';
import {
  movedMessage,
  moveOfferLabel,
  moveOfferNotice,
  moveStepLine,
  undoneMessage,
} from './character-move-words';

const join: CharacterMoveStep = { action: 'join', partId: 'p1', characterId: 'c1', name: 'Wren' };
const merge: CharacterMoveStep = {
  action: 'merge',
  partId: 'p2',
  characterId: 'c2',
  name: 'mira',
  intoId: 'ch-mira',
  intoName: 'Mira Coldwater',
};

describe('the character move’s words', () => {
  it('counts the characters and names the universe', () => {
    const plan = { steps: [join, merge], universeName: 'The Emberreach' };
    expect(moveOfferLabel(plan)).toBe('Move 2 characters into The Emberreach');
    expect(moveOfferLabel({ ...plan, steps: [join] })).toBe('Move 1 character into The Emberreach');
    expect(moveOfferNotice({ ...plan, steps: [join] })).toMatch(/^1 of this novel’s characters is not yet/);
    expect(movedMessage(plan)).toBe('Moved 2 characters into The Emberreach.');
  });

  it('says what happens to each, and what an undo left', () => {
    expect(moveStepLine(join, 'The Emberreach')).toBe('Wren becomes a character of The Emberreach.');
    expect(moveStepLine(merge, 'The Emberreach')).toMatch(/^mira becomes The Emberreach’s Mira Coldwater: /);
    expect(undoneMessage(2, [])).toBe('Put back 2 characters.');
    expect(undoneMessage(1, [{ reason: 'Wren now appears in other stories of the universe' }])).toBe(
      'Put back 1 character. Left as they are: Wren now appears in other stories of the universe.',
    );
  });
});
