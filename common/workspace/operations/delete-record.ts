import { workspaceErrors } from '../errors';
import { countOfKind, recordKind } from '../kinds';
import { type Link, linksTo, type RecordKind } from '../links';
import type { RecordStore } from '../record-store';
import { recordHooks } from './record-hooks';

/** What deleting a record would do, worked out from the links table before anything is written. */
export type DeletePlan = {
  kind: RecordKind;
  id: string;
  /** Set when a `refuse` link holds: nothing may be deleted, and this is why. */
  refusal?: string;
  /** Every record that goes, the asked-for one first, then what cascades from it. */
  removes: { kind: RecordKind; ids: string[] }[];
  /** Records that stay but lose their link to something that goes. */
  unlinks: { link: Link; targetIds: string[]; count: number }[];
  /** Parts (chapters, factions, ...) of the records that go. */
  partCount: number;
  /** Appearances in novels and campaigns of the characters that go: they go too. */
  appearanceIds: string[];
  /** Appearances in campaigns of the items that go: they go too. */
  itemAppearanceIds: string[];
  /**
   * A record that stays and whose change this delete is, stamped by it (an event's timeline, by the
   * kind's `stamps` hook in record-hooks.ts); a Trash restore puts its old stamp back.
   */
  stamps?: { kind: RecordKind; id: string };
};

/** Works out the whole delete, following cascades, without writing. 404 when the record is not there. */
export async function planDelete(store: RecordStore, kind: RecordKind, id: string): Promise<DeletePlan> {
  if (!(await store.exists(kind, id))) throw workspaceErrors.notFound(recordKind(kind).one);
  const plan: DeletePlan = {
    kind,
    id,
    removes: [],
    unlinks: [],
    partCount: 0,
    appearanceIds: [],
    itemAppearanceIds: [],
  };
  const seen = new Set<string>();
  let frontier: { kind: RecordKind; ids: string[] }[] = [{ kind, ids: [id] }];
  while (frontier.length > 0) {
    const next: { kind: RecordKind; ids: string[] }[] = [];
    for (const group of frontier) {
      const fresh = group.ids.filter((each) => !seen.has(`${group.kind}:${each}`));
      if (fresh.length === 0) continue;
      for (const each of fresh) seen.add(`${group.kind}:${each}`);
      plan.removes.push({ kind: group.kind, ids: fresh });
      for (const link of linksTo(group.kind)) {
        const linked = await store.linking(link, fresh);
        if (linked.length === 0) continue;
        if (link.onDelete === 'refuse' && plan.refusal === undefined) {
          plan.refusal =
            link.message ?? `Other records still need this ${recordKind(group.kind).one.toLowerCase()}`;
        } else if (link.onDelete === 'cascade') next.push({ kind: link.from, ids: linked });
        else if (link.onDelete === 'unlink')
          plan.unlinks.push({ link, targetIds: fresh, count: linked.length });
      }
    }
    frontier = next;
  }
  plan.partCount = await store.countPartsOf(plan.removes.flatMap((group) => group.ids));
  const characters = plan.removes.filter((group) => group.kind === 'character').flatMap((group) => group.ids);
  if (characters.length > 0) plan.appearanceIds = await store.appearancesOf('character', characters);
  const items = plan.removes.filter((group) => group.kind === 'item').flatMap((group) => group.ids);
  if (items.length > 0) plan.itemAppearanceIds = await store.appearancesOf('item', items);
  const stamps = recordHooks[kind]?.stamps;
  const record = stamps === undefined ? undefined : await store.getRecord(kind, id);
  const stamped = record === undefined ? undefined : stamps?.(record);
  const goes = (target: { kind: RecordKind; id: string }) =>
    plan.removes.some((group) => group.kind === target.kind && group.ids.includes(target.id));
  if (stamped !== undefined && !goes(stamped) && (await store.exists(stamped.kind, stamped.id))) {
    plan.stamps = stamped;
  }
  return plan;
}

/**
 * Deletes a record with everything its links say goes with it, and clears the links of what stays, in
 * one transaction; refused as a whole when any `refuse` link holds. With `now`, the record the delete
 * is a change of (`plan.stamps`: an event's timeline) is stamped at it.
 */
export async function deleteRecord(
  store: RecordStore,
  kind: RecordKind,
  id: string,
  /** Runs in the transaction once the plan is known and before anything is written (the Trash's snapshot). */
  beforeWrite?: (plan: DeletePlan) => Promise<void>,
  now?: string,
): Promise<DeletePlan> {
  return store.transaction(async (trx) => {
    const plan = await planDelete(trx, kind, id);
    if (plan.refusal !== undefined) throw workspaceErrors.refused(plan.refusal);
    await beforeWrite?.(plan);
    for (const { link, targetIds } of plan.unlinks) await trx.unlink(link, targetIds);
    await trx.removeParts([...plan.appearanceIds, ...plan.itemAppearanceIds]);
    for (const group of [...plan.removes].reverse()) await trx.removeRecords(group.kind, group.ids);
    if (plan.stamps !== undefined && now !== undefined)
      await trx.stampRecord(plan.stamps.kind, plan.stamps.id, now);
    return plan;
  });
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What else goes, for a confirmation: 'It also deletes 2 timelines, 14 events and 31 parts.' */
export function describeDeletePlan(plan: DeletePlan): string {
  if (plan.refusal !== undefined) return plan.refusal;
  const counts = new Map<RecordKind, number>();
  for (const group of plan.removes.slice(1))
    counts.set(group.kind, (counts.get(group.kind) ?? 0) + group.ids.length);
  const goes = [...counts].map(([kind, count]) => countOfKind(kind, count));
  if (plan.partCount > 0) goes.push(plural(plan.partCount, 'part', 'parts'));
  if (plan.appearanceIds.length > 0) {
    goes.push(`${plural(plan.appearanceIds.length, 'appearance', 'appearances')} in novels and campaigns`);
  }
  if (plan.itemAppearanceIds.length > 0) {
    goes.push(`${plural(plan.itemAppearanceIds.length, 'appearance', 'appearances')} in campaigns`);
  }
  const lose = plan.unlinks.reduce((sum, entry) => sum + entry.count, 0);
  const sentences: string[] = [];
  if (goes.length > 0) {
    const list = goes.length === 1 ? goes[0] : `${goes.slice(0, -1).join(', ')} and ${goes.at(-1)}`;
    sentences.push(`It also deletes ${list}.`);
  }
  if (lose > 0)
    sentences.push(`${plural(lose, 'record keeps', 'records keep')} everything but the link to it.`);
  return sentences.length === 0 ? 'Nothing else is deleted with it.' : sentences.join(' ');
}

/** A delete's plan as clients are told it (`GET …/delete-plan`): refused or not, its sentence, counts. */
export type DeletePlanView = { isRefused: boolean; summary: string; counts: Record<string, number> };

export async function deletePlanView(
  store: RecordStore,
  kind: RecordKind,
  id: string,
): Promise<DeletePlanView> {
  const plan = await planDelete(store, kind, id);
  const counts: Record<string, number> = { parts: plan.partCount };
  for (const group of plan.removes.slice(1))
    counts[group.kind] = (counts[group.kind] ?? 0) + group.ids.length;
  return { isRefused: plan.refusal !== undefined, summary: describeDeletePlan(plan), counts };
}
