import { plainTextOf } from '../../../common/text/plain-text';
import type { EntityKind } from '../../../common/workspace/entities';
import { isUserPartKind } from '../../../common/workspace/part-kinds';
import type { PartView } from '../../../common/workspace/present';
import { USER_KIND_PREFIX, type UserKind } from '../../../common/workspace/user-kinds';
import { useListFieldFilter } from '../../data/custom-fields';
import { usePartActions } from '../../data/parts';
import { useKindThings, useUserKind } from '../../data/user-kinds';
import { EntryCard } from '../../ui/entry-card';
import { FilteredByField } from '../../ui/filtered-by-field';
import { HistoryButton } from '../../ui/history/history-button';
import { KindIcon } from '../../ui/kind-icon';
import type { KindContainer } from '../../ui/kind-slot';
import { LoadingBlock } from '../../ui/loading-block';
import { PartPage } from '../../ui/part-page';
import { SectionNotFound } from '../../ui/section-not-found';
import { TabGrid, TabSection } from '../../ui/tab-section';
import { usePartEditor } from '../../ui/use-part-editor';

type KindProps = { container: KindContainer; kind: UserKind };

const segmentOf = (kind: UserKind) => `${USER_KIND_PREFIX}${kind.id}`;

/** A description's first words for a card (rich text, or a plain string from an older answer). */
function excerpt(description: unknown): string {
  if (typeof description === 'string') return description;
  if (typeof description === 'object' && description !== null) {
    try {
      return plainTextOf(description as Parameters<typeof plainTextOf>[0]);
    } catch {
      return '';
    }
  }
  return '';
}

/** Adding, editing and deleting a kind's things in one container, as any part list's editor. */
function useKindEditor({ container, kind }: KindProps) {
  const segment = segmentOf(kind);
  const actions = usePartActions({ parent: container.parent, parentId: container.id, segment });
  return usePartEditor(actions, { href: (part) => `${container.href}/${segment}/${part.id}` });
}

/**
 * A kind's tab on its container's page: its things as cards, Add, Edit and Delete; with fields added to
 * the kind there, "Filter by field" narrows it by one's value (decision 077).
 */
function KindTab({ container, kind }: KindProps) {
  const things = useKindThings(container.parent, container.id, kind.id);
  const byField = useListFieldFilter(`${container.parent}/${segmentOf(kind)}` as EntityKind, container.id);
  if (things.data === undefined) return <LoadingBlock label={`Loading ${kind.plural.toLowerCase()}…`} />;
  return (
    <FilteredByField
      {...byField}
      items={things.data}
      noun={kind.name.toLowerCase()}
      containerName={container.name}
    >
      {(shown) => <KindList container={container} kind={kind} list={shown} />}
    </FilteredByField>
  );
}

/** A kind's things as cards, with Add, Edit and Delete. */
function KindList({ container, kind, list }: KindProps & { list: readonly PartView[] }) {
  const editor = useKindEditor({ container, kind });
  return (
    <>
      <TabSection
        title={kind.plural}
        count={list.length}
        empty={{
          isEmpty: list.length === 0,
          icon: <KindIcon icon={kind.icon} />,
          title: `No ${kind.plural.toLowerCase()} yet`,
          description: `This ${container.noun} has no ${kind.plural.toLowerCase()} recorded yet.`,
          action: editor.addButton,
        }}
        actions={editor.addButton}
      >
        <TabGrid items={list}>
          {(thing) => {
            const name = typeof thing.name === 'string' ? thing.name : '';
            return (
              <EntryCard
                title={name}
                href={editor.href(thing)}
                icon={<KindIcon icon={kind.icon} />}
                controls={editor.controls(thing, name)}
              >
                <p className="prose-text line-clamp-3 text-fg-muted">{excerpt(thing.description)}</p>
              </EntryCard>
            );
          }}
        </TabGrid>
      </TabSection>
      {editor.form}
    </>
  );
}

/** One thing of a kind on a page of its own: its fields (and fields of your own), Edit, History, Delete. */
function KindThingPage({ container, kind, partId }: KindProps & { partId: string }) {
  const things = useKindThings(container.parent, container.id, kind.id);
  const editor = useKindEditor({ container, kind });
  if (things.data === undefined) return <LoadingBlock label={`Loading ${kind.name.toLowerCase()}…`} />;
  return (
    <PartPage
      editor={editor}
      part={things.data.find((thing) => thing.id === partId)}
      record={{ noun: container.noun, name: container.name, href: container.href }}
      tab={{ label: kind.plural, href: `${container.href}/${segmentOf(kind)}` }}
      fieldsContainer={{ id: container.id }}
      actions={(thing) => (
        <HistoryButton recordId={container.id} entityId={thing.id} name={String(thing.name ?? '')} />
      )}
    />
  );
}

/** A kind's address under a container: its tab, or one of its things; a kind not the user's is no section. */
export function KindSectionPage({
  container,
  kindId,
  partId,
}: {
  container: KindContainer;
  kindId: string;
  partId: string | undefined;
}) {
  const { kind, data } = useUserKind(kindId);
  if (data === undefined) return <LoadingBlock label="Loading section…" />;
  if (
    kind === undefined ||
    kind.livesIn !== container.parent ||
    !isUserPartKind(`${container.parent}/k-${kindId}`)
  ) {
    return (
      <SectionNotFound
        base={container.href}
        message={`This ${container.noun} has no section at that address.`}
      />
    );
  }
  return partId === undefined ? (
    <KindTab container={container} kind={kind} />
  ) : (
    <KindThingPage container={container} kind={kind} partId={partId} />
  );
}
