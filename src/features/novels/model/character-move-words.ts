import type { CharacterMovePlan, CharacterMoveStep } from '../../../data/character-move';

// What the offer to move a novel's characters into its universe says: the button, the dialog's lines
// and what is said once it is done. Plain text, never markup: names are user text.

const characters = (count: number) => (count === 1 ? '1 character' : `${count} characters`);

/** 'Move 2 characters into The Emberreach'. */
export const moveOfferLabel = (plan: Pick<CharacterMovePlan, 'steps' | 'universeName'>): string =>
  `Move ${characters(plan.steps.length)} into ${plan.universeName}`;

/** Why the offer is there. */
export const moveOfferNotice = (plan: Pick<CharacterMovePlan, 'steps' | 'universeName'>): string =>
  `${plan.steps.length === 1 ? '1 of this novel’s characters is' : `${plan.steps.length} of this novel’s characters are`} not yet ${plan.universeName}’s: a namesake there is someone else.`;

/** What happens to one character, as the dialog lists it. */
export function moveStepLine(step: CharacterMoveStep, universeName: string): string {
  if (step.action === 'join') return `${step.name} becomes a character of ${universeName}.`;
  return `${step.name} becomes ${universeName}’s ${step.intoName}: this novel’s role and notes stay; the novel’s own copy stays in References.`;
}

/** Said once the move is done. */
export const movedMessage = (plan: Pick<CharacterMovePlan, 'steps' | 'universeName'>): string =>
  `Moved ${characters(plan.steps.length)} into ${plan.universeName}.`;

/** Said once it is undone; the steps that could not be are named. */
export function undoneMessage(undone: number, kept: readonly { reason: string }[]): string {
  const done = `Put back ${characters(undone)}.`;
  return kept.length === 0
    ? done
    : `${done} Left as they are: ${kept.map((each) => each.reason).join('; ')}.`;
}
