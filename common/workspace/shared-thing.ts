import type { FieldDefinition, FieldValue } from './custom-fields';
import type { EntityRef } from './entities';
import { otherEnd, relationLabel } from './relations';
import { type MemberView, mentionKeysOf, type ViewKind, type ViewPart } from './shared-view';

// One thing of a shared container as a member reads it on a page of its own (decision 100): the part as
// the view holds it, its added fields with their values, its relations and what mentions it, every piece
// a function of the member's view, so that what the policy hides from them is in none of it.

/** A thing's added fields as the owner stores them (the fields API's `ThingFields`). */
export type StoredThingFields = {
  fields: readonly FieldDefinition[];
  values: Readonly<Record<string, FieldValue>>;
};

/** Something the view holds, named as the member sees it. */
export type ViewNamed = { kind: string; id: string; name: string };

/** `GET /shared/:ownerId/:kind/:id/things/:partId`. */
export type ViewThing = {
  part: ViewPart;
  /** The owner's kind of their own the thing is of, by the owner's names; null for a built-in kind. */
  kind: ViewKind | null;
  fields: FieldDefinition[];
  /**
   * By field id; a link to what the view does not hold is left out (a one-link field then has none).
   * Words a type change kept are not given: they may be the ids of what a link named.
   */
  values: Record<string, FieldValue>;
  /** The names of what the kept links point at. */
  linked: ViewNamed[];
  /** The thing's relations whose other end the view holds, named from the thing's side. */
  relations: { id: string; label: string; other: ViewNamed }[];
  /** The view's parts whose texts mention the thing. */
  mentionedIn: ViewNamed[];
};

const isRef = (value: unknown): value is EntityRef =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'kind' in value && 'id' in value;

/** What the view holds, by `kind:id`: the container and its visible parts. */
function namesInView(view: MemberView): Map<string, ViewNamed> {
  const named = new Map<string, ViewNamed>([
    [`${view.kind}:${view.id}`, { kind: view.kind, id: view.id, name: view.name }],
  ]);
  for (const part of view.parts)
    named.set(`${part.kind}:${part.id}`, { kind: part.kind, id: part.id, name: part.name });
  return named;
}

/**
 * The page of the view's part `partId`, or undefined when the view does not hold it (hidden from the
 * member, or not there: the same answer). `stored` is the part's fields as the owner keeps them.
 */
export function thingInView(
  view: MemberView,
  partId: string,
  stored: StoredThingFields,
): ViewThing | undefined {
  const part = view.parts.find((each) => each.id === partId);
  if (part === undefined) return undefined;
  const named = namesInView(view);
  const isHeld = (ref: EntityRef) => named.has(`${ref.kind}:${ref.id}`);
  const linked = new Map<string, ViewNamed>();
  const values: Record<string, FieldValue> = {};
  for (const field of stored.fields) {
    const value = stored.values[field.id];
    if (value === undefined || value === null) continue;
    if (isRef(value)) {
      if (isHeld(value)) values[field.id] = value;
    } else if (Array.isArray(value) && value.some(isRef)) {
      const kept = (value as EntityRef[]).filter(isHeld);
      if (kept.length > 0) values[field.id] = kept;
    } else {
      values[field.id] = value;
    }
    const kept = values[field.id];
    for (const ref of Array.isArray(kept) ? kept : [kept]) {
      if (!isRef(ref)) continue;
      const name = named.get(`${ref.kind}:${ref.id}`);
      if (name !== undefined) linked.set(`${ref.kind}:${ref.id}`, name);
    }
  }
  const self = { kind: part.kind, id: part.id } as EntityRef;
  const key = `${part.kind}:${part.id}`;
  // The view keeps only relations whose both ends it holds.
  const relations = view.relations
    .filter(
      (relation) =>
        `${relation.from.kind}:${relation.from.id}` === key ||
        `${relation.to.kind}:${relation.to.id}` === key,
    )
    .flatMap((relation) => {
      const end = otherEnd(relation, self);
      const other = named.get(`${end.kind}:${end.id}`);
      return other === undefined ? [] : [{ id: relation.id, label: relationLabel(relation, self), other }];
    });
  const mentionedIn = view.parts
    .filter((each) => each.id !== part.id && mentionKeysOf(each.data).has(key))
    .map(({ kind, id, name }) => ({ kind, id, name }));
  return {
    part,
    kind: view.kinds.find((each) => each.kind === part.kind) ?? null,
    fields: [...stored.fields],
    values,
    linked: [...linked.values()],
    relations,
    mentionedIn,
  };
}
