import { mergeAttributes, Node } from '@tiptap/core';

// A secret block (issue 28): blocks only the owner and editors read, or also the members it names
// (common/workspace/secret-blocks.ts removes it from everyone else's reads). In the editor it wraps
// blocks like a quote and shows marked; "Secret" on the toolbar wraps or unwraps the selection. Its
// attrs are the stored document's: `level` ('editors' or 'named') and `named` (user ids).

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    secret: {
      /** Wraps the selected blocks in a secret block for editors, or unwraps them. */
      toggleSecret: () => ReturnType;
    };
  }
}

export const SecretNode = Node.create({
  name: 'secret',
  group: 'block',
  content: 'block+',
  defining: true,

  addAttributes() {
    return {
      level: {
        default: 'editors',
        parseHTML: (element) => (element.getAttribute('data-level') === 'named' ? 'named' : 'editors'),
        renderHTML: (attributes) => ({ 'data-level': attributes.level }),
      },
      named: {
        default: [],
        parseHTML: (element) => (element.getAttribute('data-named') ?? '').split(' ').filter(Boolean),
        renderHTML: (attributes) => ({ 'data-named': (attributes.named as string[]).join(' ') }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-secret]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const label = node.attrs.level === 'named' ? 'Secret: named members only' : 'Secret: editors only';
    return [
      'div',
      mergeAttributes(HTMLAttributes, {
        'data-secret': '',
        class: 'rich-text-secret',
        role: 'note',
        'aria-label': label,
      }),
      0,
    ];
  },

  addCommands() {
    return {
      toggleSecret:
        () =>
        ({ commands }) =>
          commands.toggleWrap(this.name),
    };
  },
});
