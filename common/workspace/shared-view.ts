import { type ContainerKind, containerPartParent, type MemberRole, type Visibility } from '../api/sharing';
import { foldForSearch, searchWords } from '../search/normalize';
import { parseSearchQuery } from '../search/query';
import { snippetOf } from '../search/rank';
import { plainTextOf } from '../text/plain-text';
import type { RichText, RichTextDoc, RichTextNode } from '../text/rich-text';
import { mayAccess, mayWritePart, resolveVisibility, type Viewer } from './access';
import { recordKind } from './kinds';
import { findPartKind, partKindsOf } from './part-kinds';
import type { RelationRecord } from './relations';
import { nodesForViewer } from './secret-blocks';
import type { StoredPart } from './store';
import { type UserKind, userPartKind } from './user-kinds';

// A member's view of a shared container (issue 28, decision 057): the one place the access policy is
// applied to what a member reads. `viewFor` takes everything the container holds and keeps only what the
// member may see: hidden parts gone, secret blocks not for them and mentions of hidden things removed
// from every rich text (and the plain copies worked out again), links to records outside the container
// and relations with a hidden end dropped, counts taken from what is left. Every read path a member has (the page, search and its
// snippets, @mention suggestions, relations, the export) is a function of the view alone.

/** Everything a container holds, as the owner stores it: what `viewFor` filters. */
export type ContainerSnapshot = {
  kind: ContainerKind;
  /** The container's record, without its parts. */
  record: Record<string, unknown> & { id: string };
  /** Its parts with their long texts. */
  parts: readonly StoredPart[];
  /** Relations whose both ends are the container or its parts. */
  relations: readonly RelationRecord[];
  /** Visibility set on things, by `kind:id`; a thing without one takes its kind's default. */
  visibility: ReadonlyMap<string, Visibility>;
  /**
   * When the snapshot holds only some of the container's parts (a member's search reads those the index
   * found, decision 084): the `kind:id` of other parts a query found the viewer may see, so that mentions
   * of them are kept. A mention of anything neither here nor in `parts` is removed, as a hidden one is.
   */
  alsoVisible?: ReadonlySet<string>;
  /** The owner's kinds of their own (decision 095): the view names those it holds things of. */
  kinds?: readonly UserKind[];
};

/**
 * A kind of the owner's own as a member reads it (decision 095): its part kind (`campaigns/k-<id>`), the
 * owner's names and icon; only kinds the view holds a thing of, in the owner's order.
 */
export type ViewKind = { kind: string; name: string; plural: string; icon: string };

export type ViewPart = {
  id: string;
  kind: string;
  position: number;
  name: string;
  data: Record<string, unknown>;
};

export type MemberView = {
  kind: ContainerKind;
  id: string;
  role: 'owner' | MemberRole;
  /** The member whose view this is (secret blocks naming them are kept). */
  viewerId: string;
  name: string;
  /** The record's own fields, without its links to other records or the owner's preferences. */
  record: Record<string, unknown>;
  /** The visible parts, in list order within each kind. */
  parts: ViewPart[];
  relations: RelationRecord[];
  /** How many visible parts of each kind ('campaigns/sessions': 3). */
  counts: Record<string, number>;
  /** The owner's kinds of their own the member sees a thing of, in the owner's order. */
  kinds: ViewKind[];
};

/** The owner's own preferences about a record, never shown to members. */
const OWNER_ONLY_FIELDS = new Set(['isFavorite']);

function isRichText(value: unknown): value is { version: number; doc: RichTextDoc } {
  if (typeof value !== 'object' || value === null) return false;
  const doc = (value as { doc?: unknown }).doc;
  return typeof doc === 'object' && doc !== null && (doc as { type?: unknown }).type === 'doc';
}

/**
 * An object's fields with every rich text filtered, and the plain copy of each (`description` beside
 * `descriptionDoc`) worked out again from the filtered document, so no copy keeps a hidden name.
 */
function filterTexts(
  data: Record<string, unknown>,
  viewer: Viewer,
  isVisible: (kind: string, id: string) => boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const [key, value] of Object.entries(data)) {
    if (!isRichText(value)) continue;
    const doc: RichTextDoc = {
      type: 'doc',
      content: nodesForViewer(value.doc.content, viewer, isVisible) ?? [],
    };
    out[key] = { ...value, doc };
    if (key.endsWith('Doc') && typeof data[key.slice(0, -3)] === 'string')
      out[key.slice(0, -3)] = plainTextOf(doc);
  }
  return out;
}

/** The `kind:id` of every thing a mention in the object's rich texts names (secret blocks included). */
export function mentionKeysOf(data: Record<string, unknown>): Set<string> {
  const keys = new Set<string>();
  const walk = (nodes: readonly RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'mention')
        keys.add(`${String(node.attrs?.kind ?? '')}:${String(node.attrs?.id ?? '')}`);
      walk(node.content);
    }
  };
  for (const value of Object.values(data)) if (isRichText(value)) walk(value.doc.content);
  return keys;
}

/** The fields of a part that name records outside the container (an appearance's character). */
const OUTSIDE_LINK_FIELDS = ['characterId', 'itemId'];

/** The visibility of a thing: its own, its container's default for its kind, or its kind's default. */
export function visibilityOf(snapshot: ContainerSnapshot, kind: string, id: string): Visibility {
  return resolveVisibility(snapshot.visibility, { kind: snapshot.kind, id: snapshot.record.id }, kind, id);
}

/** The member's view of the container: only what the policy lets them see. */
export function viewFor(snapshot: ContainerSnapshot, viewer: Viewer): MemberView {
  const spec = recordKind(snapshot.kind);
  const visibleParts = snapshot.parts.filter((part) =>
    mayAccess(viewer, visibilityOf(snapshot, part.kind, part.id), 'see'),
  );
  const visible = new Set([
    `${snapshot.kind}:${snapshot.record.id}`,
    ...visibleParts.map((part) => `${part.kind}:${part.id}`),
    ...(snapshot.alsoVisible ?? []),
  ]);
  const isVisible = (kind: string, id: string) => visible.has(`${kind}:${id}`);

  const linkFields = new Set(spec.links.map((link) => link.field));
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filterTexts(snapshot.record, viewer, isVisible))) {
    if (!linkFields.has(key) && !OWNER_ONLY_FIELDS.has(key)) record[key] = value;
  }

  const parts = visibleParts.map((part): ViewPart => {
    const data = filterTexts(part.data, viewer, isVisible);
    for (const field of OUTSIDE_LINK_FIELDS) delete data[field];
    // An arc's lists name only the parts the member sees (decision 061).
    for (const member of findPartKind(part.kind)?.memberLists ?? []) {
      const ids = data[member.field];
      if (Array.isArray(ids)) data[member.field] = ids.filter((id) => isVisible(member.kind, String(id)));
    }
    const nameField = findPartKind(part.kind)?.nameField ?? 'name';
    return {
      id: part.id,
      kind: part.kind,
      position: part.position,
      name: String(data[nameField] ?? ''),
      data,
    };
  });
  parts.sort((a, b) => a.kind.localeCompare(b.kind) || a.position - b.position || a.id.localeCompare(b.id));

  const counts: Record<string, number> = {};
  for (const part of parts) counts[part.kind] = (counts[part.kind] ?? 0) + 1;

  return {
    kind: snapshot.kind,
    id: snapshot.record.id,
    role: viewer.role,
    viewerId: viewer.userId,
    name: String(record[spec.nameField] ?? ''),
    record,
    parts,
    relations: snapshot.relations
      .filter(
        (relation) =>
          isVisible(relation.from.kind, relation.from.id) && isVisible(relation.to.kind, relation.to.id),
      )
      .map((relation) => ({ ...relation })),
    counts,
    kinds: kindsInView(snapshot.kinds ?? [], counts),
  };
}

/**
 * The owner's kinds a member's view names (decision 095): those it holds a visible thing of, so that a
 * kind whose every thing is hidden from them is not named either; in the owner's order.
 */
function kindsInView(kinds: readonly UserKind[], counts: Readonly<Record<string, number>>): ViewKind[] {
  return kinds
    .filter((kind) => (counts[userPartKind(kind)] ?? 0) > 0)
    .toSorted((a, b) => a.position - b.position || a.id.localeCompare(b.id))
    .map((kind) => ({ kind: userPartKind(kind), name: kind.name, plural: kind.plural, icon: kind.icon }));
}

/** What a member may write of what their view holds (decision 083), for the page to offer it. */
export type ViewWrites = {
  /** The part kinds they may add ('campaigns/notes' for a player of a campaign). */
  canAdd: string[];
  /** The visible parts they may change, with the version a change names; the ids of those they may delete. */
  canChange: { id: string; version: number }[];
  canDelete: string[];
};

/** The writes the one policy (`mayWritePart`) allows `viewer` on the parts of `view`. */
export function writesOf(snapshot: ContainerSnapshot, view: MemberView, viewer: Viewer): ViewWrites {
  const allKinds = partKindsOf(containerPartParent[snapshot.kind]).map((spec) => spec.kind);
  const stored = new Map(snapshot.parts.map((part) => [part.id, part]));
  const visible = view.parts.flatMap((part) => {
    const found = stored.get(part.id);
    return found === undefined ? [] : [found];
  });
  return {
    canAdd: allKinds.filter((kind) => mayWritePart(viewer, snapshot.kind, { kind }, 'create')),
    canChange: visible
      .filter((part) => mayWritePart(viewer, snapshot.kind, part, 'change'))
      .map((part) => ({ id: part.id, version: part.version })),
    canDelete: visible
      .filter((part) => mayWritePart(viewer, snapshot.kind, part, 'delete'))
      .map((part) => part.id),
  };
}

/**
 * A long text kept apart from its part (a chapter's text) as the member may read it: secret blocks not
 * for them and mentions of what the view does not hold removed, as in every text inside the view.
 */
export function textInView(view: MemberView, text: RichText | null): RichText | null {
  if (text === null) return null;
  const visible = new Set([
    `${view.kind}:${view.id}`,
    ...view.parts.map((part) => `${part.kind}:${part.id}`),
  ]);
  const viewer: Viewer = { userId: view.viewerId, role: view.role };
  const doc = nodesForViewer(text.doc.content, viewer, (kind, id) => visible.has(`${kind}:${id}`)) ?? [];
  return { ...text, doc: { ...text.doc, content: doc } };
}

/** A visible thing as the member's search and suggestions name it. */
export type ViewHit = { kind: string; id: string; name: string; snippet: string };

/** Every visible thing: the container itself and its parts, with the plain text of their fields. */
function things(view: MemberView): { kind: string; id: string; name: string; text: string }[] {
  // Every string field but the name (and ids), each on a line of its own.
  const textOf = (data: Record<string, unknown>, nameField: string) =>
    Object.entries(data)
      .filter(([key]) => key !== nameField && key !== 'id' && !key.endsWith('Url'))
      .flatMap(([, value]) =>
        typeof value === 'string'
          ? [value]
          : Array.isArray(value)
            ? value.filter((item): item is string => typeof item === 'string')
            : [],
      )
      .filter((text) => text !== '')
      .join('\n');
  return [
    {
      kind: view.kind,
      id: view.id,
      name: view.name,
      text: textOf(view.record, recordKind(view.kind).nameField),
    },
    ...view.parts.map((part) => ({
      kind: part.kind,
      id: part.id,
      name: part.name,
      text: textOf(part.data, findPartKind(part.kind)?.nameField ?? 'name'),
    })),
  ];
}

/** The most hits a member's search answers. */
export const SEARCH_VIEW_LIMIT = 50;

/**
 * Search within the member's view: every word of the query in the thing's name or text; names first,
 * then in the order `rank` gives (`kind:id` → lower first: the search index's, decision 084), then by name.
 */
export function searchView(
  view: MemberView,
  typed: string,
  limit = SEARCH_VIEW_LIMIT,
  rank?: ReadonlyMap<string, number>,
): ViewHit[] {
  const words = searchWords(typed);
  if (words.length === 0) return [];
  const query = parseSearchQuery(typed);
  const hits: (ViewHit & { inName: boolean })[] = [];
  for (const thing of things(view)) {
    const name = foldForSearch(thing.name);
    const text = foldForSearch(thing.text);
    const inName = words.every((word) => name.includes(word));
    if (!inName && !words.every((word) => name.includes(word) || text.includes(word))) continue;
    const { snippet } = inName ? { snippet: '' } : snippetOf(thing.text, query);
    hits.push({ kind: thing.kind, id: thing.id, name: thing.name, snippet, inName });
  }
  const rankOf = (hit: ViewHit) => rank?.get(`${hit.kind}:${hit.id}`) ?? Number.POSITIVE_INFINITY;
  hits.sort(
    (a, b) => Number(b.inName) - Number(a.inName) || rankOf(a) - rankOf(b) || a.name.localeCompare(b.name),
  );
  return hits.slice(0, limit).map(({ inName: _inName, ...hit }) => hit);
}

/** @mention suggestions within the member's view: names holding what was typed, best first. */
export function suggestInView(
  view: MemberView,
  typed: string,
  limit = 10,
): { kind: string; id: string; name: string }[] {
  return suggestAmong(things(view), typed, limit);
}

/**
 * @mention suggestions among named things: names holding what was typed, those starting with it first,
 * then shorter names, then by name. The one rule for a member's suggestions, whether the things come
 * from the whole view or from a query that read only the visible names (decision 075).
 */
export function suggestAmong(
  named: readonly { kind: string; id: string; name: string }[],
  typed: string,
  limit = 10,
): { kind: string; id: string; name: string }[] {
  const folded = foldForSearch(typed);
  return named
    .filter((thing) => thing.name !== '' && foldForSearch(thing.name).includes(folded))
    .map(({ kind, id, name }) => ({ kind, id, name, starts: foldForSearch(name).startsWith(folded) }))
    .sort(
      (a, b) =>
        Number(b.starts) - Number(a.starts) || a.name.length - b.name.length || a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ kind, id, name }) => ({ kind, id, name }));
}

/** The member's relationship graph: the container and its visible parts as nodes, the visible relations. */
export function graphOfView(view: MemberView): {
  nodes: { kind: string; id: string; name: string }[];
  relations: RelationRecord[];
} {
  return {
    nodes: [
      { kind: view.kind, id: view.id, name: view.name },
      ...view.parts.map(({ kind, id, name }) => ({ kind, id, name })),
    ],
    relations: view.relations,
  };
}

/** The member's export: the container as they see it, its visible parts and relations. */
export function exportView(view: MemberView): Record<string, unknown> {
  return {
    kind: view.kind,
    role: view.role,
    record: view.record,
    parts: view.parts,
    relations: view.relations,
    kinds: view.kinds,
  };
}
