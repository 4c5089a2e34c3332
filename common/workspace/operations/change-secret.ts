import { docFieldOf } from '../../domain/shared';
import { plainTextOf } from '../../text/plain-text';
import { parseRichText, type RichText } from '../../text/rich-text';
import { workspaceErrors } from '../errors';
import { partKind } from '../part-kinds';
import { changeSecretBlock, type SecretChange } from '../secret-blocks';
import type { StoredPart } from '../store';
import { findPart } from './find-part';
import { changePart, type PartCommandStores } from './part-commands';

// "Reveal" and "Who reads this" on a secret block (issue 28, decision 072): one command that changes one
// block of a part's long text and saves the part by the ordinary change (its version rule, its kept
// versions, its plain text), so the history holds it as a change of the part that History's restore
// undoes like any other. The caller names the change in the history ('reveal-secret', 'secret-readers').

export type ChangeSecretInput = {
  kind: string;
  parentId: string;
  partId: string;
  /** The long field holding the block ('description', 'content', 'summary'). */
  field: string;
  /** Which secret block of the field, in reading order from 0. */
  index: number;
  change: SecretChange;
  /** The version the client read: the index means a block of that version's text. */
  version: number | undefined;
  now: string;
};

/** The history's name of a secret change: 'reveal-secret' or 'secret-readers'. */
export function secretChangeAction(change: SecretChange): string {
  return change.action === 'reveal' ? 'reveal-secret' : 'secret-readers';
}

export async function changeSecret(stores: PartCommandStores, input: ChangeSecretInput): Promise<StoredPart> {
  const spec = partKind(input.kind);
  const part = await findPart(stores.parts, spec, input.parentId, input.partId);
  if (!spec.longFields.includes(input.field)) {
    throw workspaceErrors.invalid(
      `A ${spec.singular.toLowerCase()} has no long text named ${input.field}`,
      'field',
    );
  }
  const stored = parseRichText(part.data[docFieldOf(input.field)]);
  const changed = stored.ok
    ? changeSecretBlock(stored.value.doc.content, input.index, input.change)
    : undefined;
  if (!stored.ok || changed === undefined) {
    throw workspaceErrors.invalid(
      'That secret is no longer in the text: reload to see it as it is now',
      'index',
    );
  }
  const text: RichText = { ...stored.value, doc: { ...stored.value.doc, content: changed } };
  return changePart(stores, {
    kind: spec.kind,
    parentId: input.parentId,
    partId: input.partId,
    patch: { [input.field]: plainTextOf(text.doc), [docFieldOf(input.field)]: text },
    version: input.version,
    now: input.now,
  });
}
