import type { ChangeOp } from '../api/history';

// How history stays small (decision 039): every change of the last 30 days is kept; an older one is
// merged with the other changes of its entity on the same day (UTC) into one change from the day's first
// state to its last. Summaries (an import's counts) are one a command already and are left alone.

export const KEEP_EVERY_CHANGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What compaction needs of a stored change; snapshots are JSON text (null: the entity did not exist). */
export type CompactableChange = {
  id: string;
  at: string;
  op: ChangeOp;
  entityKind: string;
  entityId: string;
  before: string | null;
  after: string | null;
  isComplete: boolean;
  fields: readonly string[];
};

/** The change that stands for a day's changes of one entity (it keeps the last one's id and action). */
export type MergedChange = {
  id: string;
  op: ChangeOp;
  before: string | null;
  after: string | null;
  isComplete: boolean;
  fields: string[];
};

export type CompactionPlan = { merged: MergedChange[]; deleted: string[] };

/** Changes before this instant are compacted. */
export function compactionCutoff(now: number): string {
  return new Date(now - KEEP_EVERY_CHANGE_DAYS * DAY_MS).toISOString();
}

type Parsed = Record<string, unknown> | null;
const parse = (text: string | null): Parsed => (text === null ? null : (JSON.parse(text) as Parsed));

/**
 * The entity before the first change and after the last. A complete snapshot stands as it is; partial
 * ones (a reorder's positions) are laid over each other: the earliest value of a field is its value
 * before, the latest its value after.
 */
function mergeGroup(group: readonly CompactableChange[]): MergedChange | null {
  const first = group[0];
  const last = group.at(-1);
  if (first === undefined || last === undefined) return null;
  const isCreated = first.op === 'create';
  const isDeleted = last.op === 'delete';
  // Made and deleted on the same day: nothing of it is left to restore.
  if (isCreated && isDeleted) return null;
  let before: Parsed = null;
  if (!isCreated) {
    if (first.isComplete) before = parse(first.before);
    else {
      const overlay: Record<string, unknown> = {};
      for (const change of [...group].reverse()) Object.assign(overlay, parse(change.before) ?? {});
      before = overlay;
    }
  }
  let after: Parsed = null;
  if (!isDeleted) {
    if (last.isComplete) after = parse(last.after);
    else {
      const overlay: Record<string, unknown> = {};
      for (const change of group) Object.assign(overlay, parse(change.after) ?? {});
      after = overlay;
    }
  }
  return {
    id: last.id,
    op: isCreated ? 'create' : isDeleted ? 'delete' : 'update',
    before: before === null ? null : JSON.stringify(before),
    after: after === null ? null : JSON.stringify(after),
    isComplete: group.every((change) => change.isComplete),
    fields: [...new Set(group.flatMap((change) => change.fields))],
  };
}

/**
 * Which of these changes (oldest first) to merge and which to delete. Only changes before the cutoff
 * are touched; a day with one change of an entity stays as it is.
 */
export function planCompaction(changes: readonly CompactableChange[], now: number): CompactionPlan {
  const cutoff = compactionCutoff(now);
  const groups = new Map<string, CompactableChange[]>();
  for (const change of changes) {
    if (change.at >= cutoff || change.op === 'summary') continue;
    const key = `${change.entityKind}\u0000${change.entityId}\u0000${change.at.slice(0, 10)}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [change]);
    else group.push(change);
  }
  const plan: CompactionPlan = { merged: [], deleted: [] };
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const merged = mergeGroup(group);
    if (merged !== null) plan.merged.push(merged);
    for (const change of group) if (change.id !== merged?.id) plan.deleted.push(change.id);
  }
  return plan;
}

/** What version compaction needs of a chapter's kept text. */
export type CompactableVersion = { id: string; chapterId: string; createdAt: string; isNamed: boolean };

/**
 * Automatic text versions (decision 037) older than the cutoff: the newest of each chapter's day is
 * kept, the others deleted. Named versions are the author's and are never touched.
 */
export function planVersionCompaction(versions: readonly CompactableVersion[], now: number): string[] {
  const cutoff = compactionCutoff(now);
  const newestOfDay = new Map<string, CompactableVersion>();
  const old = versions.filter((version) => !version.isNamed && version.createdAt < cutoff);
  for (const version of old) {
    const key = `${version.chapterId}\u0000${version.createdAt.slice(0, 10)}`;
    const kept = newestOfDay.get(key);
    if (kept === undefined || kept.createdAt < version.createdAt) newestOfDay.set(key, version);
  }
  const keep = new Set([...newestOfDay.values()].map((version) => version.id));
  return old.filter((version) => !keep.has(version.id)).map((version) => version.id);
}
