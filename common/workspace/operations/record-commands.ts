import { workspaceErrors } from '../errors';
import { type KindLink, type RecordKind, recordKind } from '../kinds';
import type { RecordStore, StoredRecord } from '../record-store';
import { recordHooks } from './record-hooks';

// A record's create and update (a move to another universe is an update of its link), by its kind's
// declaration (kinds.ts): what a new one starts with, where it goes in its list, which of its fields
// name other records (each must exist), whether a save stamps it. The input arrives checked by the
// caller's schema; deletes are delete-record.ts. What a kind's save does beyond its row (appearances)
// is its hooks (record-hooks.ts), in the same transaction.

export type CreateRecordInput = {
  kind: RecordKind;
  /** The record's fields, checked by the kind's schema (absent optional fields are left undefined). */
  input: Readonly<Record<string, unknown>>;
  id: string;
  now: string;
  /** Ids for what the save makes beside the record (an item's appearances). */
  newId?: () => string;
};

export type UpdateRecordInput = {
  kind: RecordKind;
  id: string;
  /** Only the fields that change; a link field set to null loses its link. */
  patch: Readonly<Record<string, unknown>>;
  /** The version the client read; a different stored one is refused. Without one, the write goes ahead. */
  version?: number | undefined;
  now: string;
  newId?: () => string;
};

/** The record kind a link points at: its declared one, or (a timeline's entity) the one `when` names. */
function targetOf(link: KindLink, values: Readonly<Record<string, unknown>>): RecordKind | undefined {
  if (link.when === undefined) return link.to as RecordKind;
  return values[link.when.field] === link.when.equals ? (link.to as RecordKind) : undefined;
}

/** Every link the values set must name a record of the workspace: refused on its field otherwise. */
async function requireLinks(
  store: RecordStore,
  kind: RecordKind,
  values: Readonly<Record<string, unknown>>,
  record: Readonly<Record<string, unknown>> = values,
): Promise<void> {
  for (const link of recordKind(kind).links) {
    const target = targetOf(link, record);
    const ids = values[link.field];
    if (target === undefined || ids === undefined || ids === null) continue;
    for (const id of Array.isArray(ids) ? ids : [ids]) {
      if (typeof id === 'string' && !(await store.exists(target, id))) {
        throw workspaceErrors.invalid(`The selected ${target} does not exist`, link.field);
      }
    }
  }
}

const newUuid = () => crypto.randomUUID();

const withoutUndefined = (values: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** Adds a record at its place in its kind's list: its kind's defaults, then the input, then its stamp. */
export function createRecord(store: RecordStore, command: CreateRecordInput): Promise<StoredRecord> {
  const spec = recordKind(command.kind);
  const hooks = recordHooks[command.kind];
  return store.transaction(async (trx) => {
    await requireLinks(trx, command.kind, command.input);
    const record: StoredRecord = {
      id: command.id,
      ...structuredClone(spec.defaults),
      ...withoutUndefined(command.input),
      ...(spec.isStamped ? { lastUpdated: command.now } : {}),
    };
    hooks?.prepare?.(record);
    await trx.insertRecord(command.kind, record, spec.addAt);
    const { input: named, now, newId = newUuid } = command;
    await hooks?.afterWrite?.({ store: trx, before: undefined, after: record, named, now, newId });
    return record;
  });
}

/**
 * Changes the fields a patch names, in one transaction with the record locked: a version the client
 * read that is no longer the stored one is refused with the stored record (nothing is lost: the client
 * keeps what was typed); every link set must exist; a link set to null goes; the version goes up by one.
 */
export function updateRecord(store: RecordStore, command: UpdateRecordInput): Promise<StoredRecord> {
  const spec = recordKind(command.kind);
  return store.transaction(async (trx) => {
    const record = await trx.getRecord(command.kind, command.id);
    if (record === undefined) throw workspaceErrors.notFound(spec.one);
    const { version } = record;
    if (command.version !== undefined && version !== undefined && version !== command.version) {
      throw workspaceErrors.changedElsewhere(spec.one, record);
    }
    const next: StoredRecord = { ...record };
    for (const [field, value] of Object.entries(command.patch)) {
      if (value === undefined) continue;
      if (value === null && spec.links.some((link) => link.field === field)) delete next[field];
      else next[field] = value;
    }
    if (spec.isStamped) next.lastUpdated = command.now;
    if (version !== undefined) next.version = version + 1;
    const { patch: named, now, newId } = command;
    await saveRecord(trx, command.kind, { before: record, after: next, named, now, newId });
    return next;
  });
}

/**
 * Writes a changed record by its kind's rules, inside the caller's transaction with the record locked:
 * every link the save names must exist, then its hooks shape it, write it and follow it (appearances).
 * An update and a restore from the history (restore-change.ts) both end here.
 */
export async function saveRecord(
  trx: RecordStore,
  kind: RecordKind,
  save: {
    before: StoredRecord;
    after: StoredRecord;
    named: Readonly<Record<string, unknown>>;
    now: string;
    newId?: (() => string) | undefined;
  },
): Promise<void> {
  const hooks = recordHooks[kind];
  const { before, after, named, now, newId = newUuid } = save;
  await requireLinks(trx, kind, named, after);
  hooks?.prepare?.(after);
  await trx.writeRecord(kind, after);
  await hooks?.afterWrite?.({ store: trx, before, after, named, now, newId });
}
