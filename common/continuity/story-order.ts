import { type Finding, involvedAt, makeFinding, passageWord } from './finding';
import type { Passage } from './input';

/**
 * Story order against world time (information: it may be deliberate): in one novel or campaign, a
 * chapter or session dated before one that comes earlier in the story. `passages` are one container's,
 * in any order; each is compared with the latest-dated passage before it.
 */
export function storyOrder(passages: readonly Passage[]): Finding[] {
  const ordered = passages
    .filter((passage) => passage.ref.kind !== 'event' && passage.date.day !== null)
    .sort((a, b) => a.order - b.order);
  const findings: Finding[] = [];
  let latest: Passage | undefined;
  for (const passage of ordered) {
    const day = passage.date.day ?? 0;
    if (latest !== undefined && day < (latest.date.day ?? 0)) {
      findings.push(
        makeFinding(
          'story-order',
          'info',
          `${passageWord(passage.ref.kind)} “${passage.ref.name}” (${passage.date.text}) comes after “${latest.ref.name}” (${latest.date.text}) in the story but is set earlier in the world. Fine for a flashback; worth a look otherwise.`,
          [involvedAt(passage.ref), involvedAt(latest.ref)],
          [passage.order, passage.date.day, latest.order, latest.date.day],
        ),
      );
    }
    if (latest === undefined || day > (latest.date.day ?? 0)) latest = passage;
  }
  return findings;
}
