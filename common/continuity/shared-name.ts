import { foldText } from '../time/lenient';
import { type Finding, involvedAt, makeFinding } from './finding';
import type { NamedThing } from './input';

/** A name as the check compares it: accents and case folded, spaces collapsed. */
export function nameKey(name: string): string {
  return foldText(name).replace(/\s+/g, ' ').trim();
}

/**
 * A name used for two different things in one universe (a character and a city both called Aldric; two
 * characters called Mira). `things` are one universe's, each thing once (appearances resolved to their
 * character by the gatherer).
 */
export function sharedNames(things: readonly NamedThing[]): Finding[] {
  const byName = new Map<string, NamedThing[]>();
  for (const thing of things) {
    const key = `${thing.universeId}\u0000${nameKey(thing.ref.name)}`;
    if (nameKey(thing.ref.name) === '') continue;
    const list = byName.get(key);
    if (list === undefined) byName.set(key, [thing]);
    else if (!list.some((other) => other.ref.kind === thing.ref.kind && other.ref.id === thing.ref.id))
      list.push(thing);
  }
  const findings: Finding[] = [];
  for (const list of byName.values()) {
    const clashing = list.filter((thing) => list.some((other) => clash(thing, other)));
    if (clashing.length < 2 || !clashing.some((thing) => thing.isInScope)) continue;
    const sorted = [...clashing].sort((a, b) =>
      `${a.ref.kind}/${a.ref.id}`.localeCompare(`${b.ref.kind}/${b.ref.id}`),
    );
    const [first] = sorted;
    if (first === undefined) continue;
    findings.push(
      makeFinding(
        'shared-name',
        'problem',
        `“${first.ref.name}” names ${sorted.length} different things in one universe: ${sorted.map((thing) => `a ${thing.label}`).join(', ')}. Readers may take one for another.`,
        sorted.map((thing) => involvedAt(thing.ref)),
        sorted.map((thing) => `${thing.ref.kind}/${thing.ref.id}/${thing.ref.name}`),
      ),
    );
  }
  return findings;
}

/**
 * Two things clash when they are different kinds of thing (a character and a place), or two of one list
 * (two characters of the References, two locations). A place written in a world's settlements and in a
 * campaign's locations, or a novel's character beside the References character of that name, is one
 * thing written in two lists (they are not linked), so it does not clash.
 */
function clash(a: NamedThing, b: NamedThing): boolean {
  if (a.ref.kind === b.ref.kind && a.ref.id === b.ref.id) return false;
  return a.label !== b.label || a.ref.kind === b.ref.kind;
}
