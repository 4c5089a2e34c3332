import Mention, { type MentionOptions } from '@tiptap/extension-mention';
import type { DOMOutputSpec } from '@tiptap/pm/model';

// The mention node (decision 027): a record or part named by kind and id, with the name it was written
// with (`label`). Only what the stored schema takes is parsed from pasted HTML: a mention without a
// well-formed kind and id (another site's, a hostile page's) is not one, and its text stays as text.

const KIND = /^[a-z]+(?:[-/][a-z]+)*$/;

/** Whether a pasted `<span data-type="mention">` carries a mention the stored document can hold. */
export function isStorableMention(element: HTMLElement): boolean {
  const kind = element.getAttribute('data-kind') ?? '';
  const id = element.getAttribute('data-id') ?? '';
  const label = element.getAttribute('data-label') ?? '';
  const char = element.getAttribute('data-mention-suggestion-char') ?? '';
  return (
    kind.length <= 60 &&
    KIND.test(kind) &&
    id.length > 0 &&
    id.length <= 100 &&
    label.length <= 200 &&
    char.length <= 2
  );
}

/** The node's shape and parsing, before its options: the editor adds the @ menu and a live view. */
export const MentionBase = Mention.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      kind: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-kind'),
        renderHTML: (attributes: Record<string, unknown>) =>
          typeof attributes.kind === 'string' ? { 'data-kind': attributes.kind } : {},
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span[data-type="mention"]',
        getAttrs: (element: HTMLElement) => (isStorableMention(element) ? null : false),
      },
    ];
  },
});

export const mentionOptions = {
  // Copied or exported as text, a mention is its name as written, without the @.
  renderText: ({ node }: { node: { attrs: Record<string, unknown> } }) => String(node.attrs.label ?? ''),
  renderHTML: ({
    options,
    node,
  }: {
    options: MentionOptions;
    node: { attrs: Record<string, unknown> };
  }): DOMOutputSpec => ['span', options.HTMLAttributes, String(node.attrs.label ?? '')],
  deleteTriggerWithBackspace: true,
} satisfies Partial<MentionOptions>;

/** The node as documents load it (tests, paste): no menu, the name as written. */
export const MentionNode = MentionBase.configure(mentionOptions);
