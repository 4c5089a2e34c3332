import type { MentionNodeAttrs } from '@tiptap/extension-mention';
import { NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import type { SuggestionProps } from '@tiptap/suggestion';
import type { EntitySummary } from '../../../common/workspace/entities';
import { MentionChip } from '../mentions/mention-chip';
import { MentionBase, mentionOptions } from './mention-node';

// The editor's mentions: a live view of each (the target's name now, its card) and the @ menu's bridge.
// The suggestion plugin finds what follows @ and hands its keys over; the menu itself is React state of
// the editor component (`MentionMenu`), so it reads the app's services like any other component.

/** Longer than this after @, it is prose, not a name: the menu steps aside. */
const MAX_QUERY = 60;

/** The open menu: what was typed after @, where the caret is, and how to put a mention in its place. */
export type SuggestionView = {
  query: string;
  rect: () => DOMRect | null;
  insert: (entity: EntitySummary) => void;
};

export type SuggestionBridge = {
  onChange: (view: SuggestionView | null) => void;
  onKeyDown: (event: KeyboardEvent) => boolean;
};

function viewOf(props: SuggestionProps<unknown, MentionNodeAttrs>): SuggestionView | null {
  if (props.query.length > MAX_QUERY) return null;
  return {
    query: props.query,
    rect: () => props.clientRect?.() ?? null,
    // `kind` is the node's own attribute (mention-node.ts), beside Tiptap's id and label.
    insert: (entity) =>
      props.command({ id: entity.id, label: entity.name, kind: entity.kind } as MentionNodeAttrs),
  };
}

function MentionNodeView({ node }: ReactNodeViewProps) {
  return (
    <NodeViewWrapper as="span">
      <MentionChip
        kind={String(node.attrs.kind ?? '')}
        id={String(node.attrs.id ?? '')}
        label={String(node.attrs.label ?? '')}
        isInEditor
      />
    </NodeViewWrapper>
  );
}

/** The mention node with a live view and the @ menu's bridge. */
export function mentionWithSuggestion(bridge: SuggestionBridge) {
  return MentionBase.extend({
    addNodeView() {
      return ReactNodeViewRenderer(MentionNodeView, { as: 'span' });
    },
  }).configure({
    ...mentionOptions,
    suggestion: {
      char: '@',
      // Names have spaces ('Mira Coldwater'); a long run of words closes the menu (MAX_QUERY).
      allowSpaces: true,
      items: () => [],
      render: () => ({
        onStart: (props) => bridge.onChange(viewOf(props)),
        onUpdate: (props) => bridge.onChange(viewOf(props)),
        onExit: () => bridge.onChange(null),
        onKeyDown: ({ event }) => bridge.onKeyDown(event),
      }),
    },
  });
}
