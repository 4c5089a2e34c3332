import { docFieldOf } from '../../domain/shared';
import { countWords } from '../../text/word-count';
import { workspaceErrors } from '../errors';
import { type PartKindSpec, partKind } from '../part-kinds';
import type { StoredPart, StoredPartTextVersion, TextVersionSummary } from '../store';
import { findPart } from './find-part';
import { longTextOf } from './keep-version';
import { changePart, type PartCommandStores } from './part-commands';
import { checkVersionName } from './text-versions';

// Versions of a part's long text (decision 037): a lore entry's content, a quest's description, a
// session's summary — kept by the chapter's rules (after a stretch of writing, on demand with a name)
// and restored as a change of the part through its optimistic version.

/** Names one long text: the part (by kind, record and id) and its field. */
export type PartTextRef = { kind: string; parentId: string; partId: string; field: string };

/** What a client reads of one version: its document and its plain text. */
export type PartTextVersionView = StoredPartTextVersion;

/** The kind's spec, with the field checked to be one of its long texts (404 otherwise, like an unknown part). */
function longField(ref: PartTextRef): PartKindSpec {
  const spec = partKind(ref.kind);
  if (!spec.longFields.includes(ref.field)) throw workspaceErrors.notFound('Text');
  return spec;
}

async function findLongText(stores: PartCommandStores, ref: PartTextRef): Promise<StoredPart> {
  return findPart(stores.parts, longField(ref), ref.parentId, ref.partId);
}

/** The text's versions, newest first, without texts. 404 for an unknown part or field. */
export async function listPartTextVersions(
  stores: PartCommandStores,
  ref: PartTextRef,
): Promise<TextVersionSummary[]> {
  await findLongText(stores, ref);
  return stores.parts.listTextVersions(ref.partId, ref.field);
}

/** One version with its text. */
export async function readPartTextVersion(
  stores: PartCommandStores,
  ref: PartTextRef,
  versionId: string,
): Promise<PartTextVersionView> {
  await findLongText(stores, ref);
  const version = await stores.parts.getTextVersion(ref.partId, ref.field, versionId);
  if (version === undefined || version.parentId !== ref.parentId) throw workspaceErrors.notFound('Version');
  return version;
}

/** Keeps the text as it is stored as a named version. Refused (422) while the text is empty. */
export async function savePartNamedVersion(
  stores: PartCommandStores,
  command: PartTextRef & { name: unknown; now: string },
): Promise<PartTextVersionView> {
  const name = checkVersionName(command.name);
  return stores.parts.transaction(async (trx) => {
    const part = await findPart(trx, longField(command), command.parentId, command.partId);
    const { plainText, text } = longTextOf(part, command.field);
    if (plainText === '' && text === null) {
      throw workspaceErrors.invalid('This text is empty: there is nothing to keep as a version yet', 'name');
    }
    return trx.addTextVersion({
      kind: part.kind,
      partId: part.id,
      parentId: part.parentId,
      field: command.field,
      name,
      isNamed: true,
      text,
      plainText,
      wordCount: countWords(plainText),
      textVersion: part.version,
      createdAt: command.now,
    });
  });
}

/**
 * Restores a version: its text becomes the field's, through the same change as any edit of the part
 * (search, mentions, history), after the text it replaces is kept as a version. `version` is the part's
 * version read: a stale one is a conflict carrying the part as it now is.
 */
export async function restorePartTextVersion(
  stores: PartCommandStores,
  command: PartTextRef & { versionId: string; version: number | undefined; now: string },
): Promise<StoredPart> {
  const restored = await readPartTextVersion(stores, command, command.versionId);
  // A text kept plain drops the document the field may have now (decision 023: null removes it).
  const patch = {
    [command.field]: restored.plainText,
    [docFieldOf(command.field)]: restored.text,
  };
  return changePart(stores, {
    kind: partKind(command.kind).kind,
    parentId: command.parentId,
    partId: command.partId,
    patch,
    version: command.version,
    now: command.now,
    keepVersion: 'always',
  });
}

/** Deletes a version (named or automatic). */
export async function deletePartTextVersion(
  stores: PartCommandStores,
  ref: PartTextRef,
  versionId: string,
): Promise<void> {
  await stores.parts.transaction(async (trx) => {
    await readPartTextVersion({ ...stores, parts: trx }, ref, versionId);
    await trx.deleteTextVersions(ref.partId, ref.field, [versionId]);
  });
}
