import type { Involved } from '../../../common/continuity/finding';
import type { EntityKind } from '../../../common/workspace/entities';
import { isEntityKind } from '../../../common/workspace/entities';
import { entityPath, REFERENCE_PATH } from '../../lib/entity-path';

const enc = encodeURIComponent;

/**
 * Where a thing a finding involves is edited: a chapter's text at the sentence (`#mention-N`, which the
 * writing page scrolls to), a session, an event, a character or a place on its page; a relation on
 * its source's page.
 */
export function involvedHref(thing: Involved): string {
  if (thing.kind === 'chapter' && thing.parentId !== undefined) {
    const base = `/novels/${enc(thing.parentId)}/chapters/${enc(thing.id)}/write`;
    return thing.position === undefined ? base : `${base}#mention-${thing.position}`;
  }
  const kind =
    thing.kind === 'session' ? 'campaigns/sessions' : thing.kind === 'relation' ? 'character' : thing.kind;
  const id = thing.kind === 'relation' ? (thing.parentId ?? thing.id) : thing.id;
  if (!isEntityKind(kind)) return REFERENCE_PATH;
  return entityPath({
    kind: kind as EntityKind,
    id,
    name: thing.name,
    ...(thing.kind === 'relation' ? {} : { parentId: thing.parentId }),
    universeId: thing.universeId,
  });
}

/** What the link says: "Chapter “Ash” at the sentence", "Lord Varric Hale". */
export function involvedLabel(thing: Involved): string {
  if (thing.kind === 'chapter')
    return `Chapter “${thing.name}”${thing.position === undefined ? '' : ', at the sentence'}`;
  if (thing.kind === 'session') return `Session “${thing.name}”`;
  if (thing.kind === 'event') return `Event “${thing.name}”`;
  if (thing.kind === 'relation') return `Relation ${thing.name}`;
  return thing.name;
}
