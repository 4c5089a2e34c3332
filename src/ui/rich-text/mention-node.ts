import Mention, { type MentionOptions } from '@tiptap/extension-mention';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';

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

/** Punctuation that sits against the word before it: typed after a mention, it takes the space's place. */
const CLOSING_PUNCTUATION = /^[.,;:!?…)\]}»”’]/;

/**
 * A mention is followed by a space as it is made, so that writing goes on; a full stop or comma typed
 * straight after it replaces that space ("Oren." not "Oren .").
 */
// One plugin per editor, without a shared key: an editor page may hold several editors at once.
const punctuationAfterMention = () =>
  new Plugin({
    props: {
      handleTextInput(view, from, to, text) {
        if (from !== to || from < 2 || !CLOSING_PUNCTUATION.test(text)) return false;
        const { doc } = view.state;
        if (doc.textBetween(from - 1, from) !== ' ') return false;
        if (doc.resolve(from - 1).nodeBefore?.type.name !== 'mention') return false;
        view.dispatch(view.state.tr.insertText(text, from - 1, from));
        return true;
      },
    },
  });

/** The node's shape and parsing, before its options: the editor adds the @ menu and a live view. */
export const MentionBase = Mention.extend({
  addProseMirrorPlugins() {
    return [...(this.parent?.() ?? []), punctuationAfterMention()];
  },
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
