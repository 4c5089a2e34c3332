import * as Y from 'yjs';
import type { RichTextDoc, RichTextMark, RichTextNode } from './rich-text';

// A rich-text document as shared text (issue 29, decision 073): the Yjs form the editor's collaboration
// binding (y-prosemirror, through Tiptap) reads and writes, and back. Elements are nodes named by their
// type with their attributes; a run of text nodes is one Y.XmlText whose formatting attributes are the
// marks (`{ bold: {} }`, `{ link: { href } }`). The stored document stays the JSON; this is only how it
// is shared while it is being written.

/** The fragment of the Y document the editor binds to (Tiptap's collaboration default). */
export const SHARED_TEXT_FIELD = 'default';

type Attributes = Record<string, unknown>;

function marksToAttributes(marks: readonly RichTextMark[] | undefined): Attributes | undefined {
  if (marks === undefined || marks.length === 0) return undefined;
  const attributes: Attributes = {};
  for (const mark of marks) attributes[mark.type] = 'attrs' in mark ? { ...mark.attrs } : {};
  return attributes;
}

function textRun(nodes: readonly RichTextNode[]): Y.XmlText {
  const text = new Y.XmlText();
  text.applyDelta(
    nodes.map((node) => {
      const attributes = marksToAttributes(node.marks);
      return attributes === undefined ? { insert: node.text ?? '' } : { insert: node.text ?? '', attributes };
    }),
  );
  return text;
}

/** The Y children of `content`: each element on its own, each run of text nodes as one text. */
function childrenOf(content: readonly RichTextNode[] | undefined): (Y.XmlElement | Y.XmlText)[] {
  const children: (Y.XmlElement | Y.XmlText)[] = [];
  let run: RichTextNode[] = [];
  const endRun = () => {
    if (run.length > 0) children.push(textRun(run));
    run = [];
  };
  for (const node of content ?? []) {
    if (node.type === 'text') {
      run.push(node);
      continue;
    }
    endRun();
    children.push(elementOf(node));
  }
  endRun();
  return children;
}

function elementOf(node: RichTextNode): Y.XmlElement {
  const element = new Y.XmlElement(node.type);
  for (const [key, value] of Object.entries(node.attrs ?? {})) {
    // As the editor's binding does: an attribute without a value is not kept.
    if (value !== null && value !== undefined) element.setAttribute(key, value as string);
  }
  const children = childrenOf(node.content);
  if (children.length > 0) element.insert(0, children);
  return element;
}

/** Replaces the fragment's content with the document's (in the caller's transaction, if any). */
export function writeRichText(fragment: Y.XmlFragment, doc: RichTextDoc | null): void {
  const write = () => {
    if (fragment.length > 0) fragment.delete(0, fragment.length);
    const children = childrenOf(doc?.content);
    if (children.length > 0) fragment.insert(0, children);
  };
  if (fragment.doc === null) write();
  else fragment.doc.transact(write);
}

function nodeOf(item: Y.XmlElement | Y.XmlText | Y.XmlHook): RichTextNode[] {
  if (item instanceof Y.XmlText) {
    const delta = item.toDelta() as { insert: unknown; attributes?: Attributes }[];
    const nodes: RichTextNode[] = [];
    for (const op of delta) {
      if (typeof op.insert !== 'string' || op.insert.length === 0) continue;
      const marks = Object.entries(op.attributes ?? {}).map(([type, attrs]) =>
        attrs !== null && typeof attrs === 'object' && Object.keys(attrs).length > 0
          ? ({ type, attrs } as RichTextMark)
          : ({ type } as RichTextMark),
      );
      nodes.push(
        marks.length > 0 ? { type: 'text', text: op.insert, marks } : { type: 'text', text: op.insert },
      );
    }
    return nodes;
  }
  if (!(item instanceof Y.XmlElement)) return [];
  const node: RichTextNode = { type: item.nodeName };
  const attrs = item.getAttributes() as Attributes;
  if (Object.keys(attrs).length > 0) node.attrs = attrs;
  const content = item.toArray().flatMap(nodeOf);
  if (content.length > 0) node.content = content;
  return [node];
}

/** The document the fragment holds now, in the stored JSON's shape (checked by the caller's save). */
export function readRichText(fragment: Y.XmlFragment): RichTextDoc {
  const content = fragment.toArray().flatMap(nodeOf);
  return { type: 'doc', content };
}
