import type { Visibility } from '../api/sharing';
import { docFieldOf } from '../domain/shared';
import type { RichTextNode } from '../text/rich-text';
import { mayAccess, type Viewer } from './access';

// Secret blocks (issue 28): a block of any rich text that only editors (the GM) or named members read.
// The owner and editors read every secret block, marked; any other member reads only those naming them
// (marked too, naming only them), and the rest are gone with everything inside them (text, mentions,
// names), as if never written. One pure walk, used by the member's view for every text it holds.

/** Who reads a secret block: its attrs, as a visibility (editors only unless it names members). */
export function secretVisibility(node: RichTextNode): Visibility {
  const named = node.attrs?.named;
  return node.attrs?.level === 'named' && Array.isArray(named)
    ? { level: 'named', named: named.map(String) }
    : { level: 'editors', named: [] };
}

/** Blocks that hold other blocks and are dropped when nothing of them is left (the schema needs one). */
const CONTAINERS = new Set(['blockquote', 'bulletList', 'orderedList', 'listItem', 'secret']);

/**
 * The nodes as `viewer` reads them: secret blocks they may not read removed, mentions of things the
 * view does not hold (`isVisible`) removed, name and all; a quote, list or item left empty goes too.
 */
export function nodesForViewer(
  nodes: readonly RichTextNode[] | undefined,
  viewer: Viewer,
  isVisible: (kind: string, id: string) => boolean,
): RichTextNode[] | undefined {
  if (nodes === undefined) return undefined;
  const kept: RichTextNode[] = [];
  for (const node of nodes) {
    if (node.type === 'mention') {
      if (isVisible(String(node.attrs?.kind ?? ''), String(node.attrs?.id ?? ''))) kept.push(node);
      continue;
    }
    let shown = node;
    if (node.type === 'secret') {
      const visibility = secretVisibility(node);
      if (!mayAccess(viewer, visibility, 'see')) continue;
      // A player named by the block learns only that it names them, not who else it names.
      if (viewer.role !== 'owner' && viewer.role !== 'editor' && visibility.level === 'named')
        shown = { ...node, attrs: { level: 'named', named: [viewer.userId] } };
    }
    const content = nodesForViewer(node.content, viewer, isVisible);
    if (content === undefined) {
      kept.push(shown);
      continue;
    }
    if (content.length === 0 && CONTAINERS.has(node.type)) continue;
    kept.push({ ...shown, content });
  }
  return kept;
}

/** The secret blocks of a document, in reading order (a block inside another counts after it). */
export function secretBlocksOf(nodes: readonly RichTextNode[] | undefined): RichTextNode[] {
  const found: RichTextNode[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'secret') found.push(node);
    found.push(...secretBlocksOf(node.content));
  }
  return found;
}

/**
 * The long fields of a part whose document holds a secret block `viewer` may not read. A player writing
 * such a field (their note, the character they play) would send it back without the secret they never
 * saw, so the write is refused instead of dropping what the GM wrote (decision 083).
 */
export function fieldsWithHiddenSecrets(
  data: Record<string, unknown>,
  longFields: readonly string[],
  viewer: Viewer,
): string[] {
  return longFields.filter((field) => {
    const doc = data[docFieldOf(field)] as { doc?: { content?: RichTextNode[] } } | undefined;
    return secretBlocksOf(doc?.doc?.content).some(
      (node) => !mayAccess(viewer, secretVisibility(node), 'see'),
    );
  });
}

/**
 * What happens to one secret block: `reveal` makes its blocks ordinary text of the document, read by
 * everyone who reads the thing; `readers` sets who reads it (editors only when `named` is empty).
 */
export type SecretChange = { action: 'reveal' } | { action: 'readers'; named: readonly string[] };

/**
 * The nodes with the `index`-th secret block (reading order) changed; undefined when there is no such
 * block. Pure: the nodes given are not touched.
 */
export function changeSecretBlock(
  nodes: readonly RichTextNode[],
  index: number,
  change: SecretChange,
): RichTextNode[] | undefined {
  let seen = 0;
  let isDone = false;
  const walk = (list: readonly RichTextNode[]): RichTextNode[] =>
    list.flatMap((node): RichTextNode[] => {
      if (isDone) return [node];
      if (node.type === 'secret') {
        if (seen === index) {
          isDone = true;
          if (change.action === 'reveal') return [...(node.content ?? [])];
          const named = [...new Set(change.named)];
          return [
            {
              ...node,
              attrs: named.length === 0 ? { level: 'editors', named: [] } : { level: 'named', named },
            },
          ];
        }
        seen += 1;
      }
      return node.content === undefined ? [node] : [{ ...node, content: walk(node.content) }];
    });
  const changed = walk(nodes);
  return isDone ? changed : undefined;
}
