import { ChevronRight } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ContainerKind, SharedView } from '../../../common/api/sharing';
import {
  isPlayerAddedKind,
  PLAYER_ADDED_KINDS,
  PLAYER_CHARACTER_KIND,
} from '../../../common/workspace/access';
import { findPartKind, isUserPartKind } from '../../../common/workspace/part-kinds';
import { type SharedMapsDoor, useSharedMaps } from '../../data/shared-maps';
import { useSharedMembers, useSharedView } from '../../data/sharing';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { KindIcon } from '../../ui/kind-icon';
import { LoadingBlock } from '../../ui/loading-block';
import { PageHeader } from '../../ui/page-header';
import { type PartSecretActions, SharedMembersCard, useEditorSecretActions } from './editor-tools';
import { LeaveButton, ViewAsBanner } from './shared-page-header';
import { longTextsOf, SharedPartTexts } from './shared-part-texts';
import { AddSharedPartButton, SharedPartActions } from './shared-part-writes';

/** The kinds a member writes from this page: a player's own (editors write the rest from the owner's pages). */
const WRITABLE_ON_PAGE: ReadonlySet<string> = new Set([...PLAYER_ADDED_KINDS, PLAYER_CHARACTER_KIND]);

const roleLabel = { owner: 'Owner', editor: 'Editor', player: 'Player', reader: 'Reader' } as const;

/**
 * `/shared/:ownerId/:kind/:id`: a universe, novel or campaign someone shares with the user, read-only,
 * exactly as the server's policy lets them see it (decision 057): what is hidden from them is not in
 * the answer at all, so nothing here can show it.
 */
export default function SharedContainerPage() {
  const { ownerId = '', kind = 'campaign', id = '' } = useParams();
  const [search] = useSearchParams();
  const as = search.get('as') ?? undefined;
  const view = useSharedView(ownerId, kind as ContainerKind, id, as);
  useDocumentTitle(view.data?.name ?? 'Shared with you');
  const door = { ownerId, kind: kind as ContainerKind, id };
  // An editor's tools (decision 083): the members to view as, and Reveal on secret blocks.
  const isEditor = as === undefined && view.data?.role === 'editor';
  const members = useSharedMembers(door, isEditor).data ?? [];
  const secretActionsOf = useEditorSecretActions(door, members);

  if (view.isPending) return <LoadingBlock label="Loading…" />;
  if (view.error) return <Alert>{view.error.message}</Alert>;
  if (view.data === null) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Not shared with you" back={{ to: '/dashboard', label: 'Back to Dashboard' }} />
        <p className="text-fg-muted">This is not shared with you, or no longer is.</p>
      </div>
    );
  }
  const { data } = view;
  const groups = new Map<string, typeof data.parts>();
  for (const part of data.parts) groups.set(part.kind, [...(groups.get(part.kind) ?? []), part]);
  // What the member may write here (decisions 083, 091): notes, places and leads, and the characters
  // they may change; never while viewing as someone, since writes are one's own.
  const writes = as === undefined ? data.writes : { canAdd: [], canChange: [], canDelete: [] };
  const canAdd = writes.canAdd.filter(isPlayerAddedKind);
  for (const addable of canAdd) if (!groups.has(addable)) groups.set(addable, []);
  // The owner's kinds of their own (decision 095) come after the built-in lists, in the owner's order,
  // under the owner's names.
  const ownKinds = new Map(data.kinds.map((each, index) => [each.kind, { ...each, index }]));
  const listed = [...groups].toSorted(
    ([a], [b]) =>
      (ownKinds.get(a)?.index ?? (isUserPartKind(a) ? data.kinds.length : -1)) -
      (ownKinds.get(b)?.index ?? (isUserPartKind(b) ? data.kinds.length : -1)),
  );
  const partKinds = new Map(data.parts.map((part) => [part.id, part.kind]));
  const allVersions = new Map(writes.canChange.map((entry) => [entry.id, entry.version]));
  const versions = new Map(
    [...allVersions].filter(([partId]) => WRITABLE_ON_PAGE.has(partKinds.get(partId) ?? '')),
  );
  const description = typeof data.record.description === 'string' ? data.record.description : undefined;

  return (
    <div className="flex flex-col gap-6">
      {as === undefined ? null : (
        <ViewAsBanner ownerId={ownerId} kind={kind as ContainerKind} id={id} memberId={as} />
      )}
      <PageHeader
        title={data.name}
        description={description}
        back={{ to: '/dashboard', label: 'Back to Dashboard' }}
        meta={<Badge>{`Shared with you · ${roleLabel[data.role]}`}</Badge>}
        actions={
          as === undefined ? (
            <LeaveButton ownerId={ownerId} kind={kind as ContainerKind} id={id} name={data.name} />
          ) : undefined
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {isEditor ? (
          <SharedMembersCard
            door={door}
            members={members}
            characters={data.parts.filter((part) => part.kind === PLAYER_CHARACTER_KIND)}
          />
        ) : null}
        <SharedMapsCard door={{ ownerId, kind: kind as ContainerKind, id, as }} />
        {listed.map(([partKind, parts]) => {
          const spec = findPartKind(partKind);
          const own = ownKinds.get(partKind);
          const title = own?.plural ?? (spec === undefined ? partKind : `${spec.singular}s`);
          return (
            <Card key={partKind} role="region" aria-label={title}>
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle className="flex items-center gap-2">
                  {own === undefined ? null : <KindIcon icon={own.icon} />}
                  {`${title} (${data.counts[partKind] ?? parts.length})`}
                </CardTitle>
                {canAdd.includes(partKind) ? <AddSharedPartButton door={door} kind={partKind} /> : null}
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col gap-1">
                  {parts.map((part) => (
                    <li key={part.id} className="flex items-start justify-between gap-2 text-fg">
                      <div className="min-w-0 flex-1">
                        {partKind === 'novels/chapters' ? (
                          // A chapter opens to be read (and commented on): decision 071.
                          <Link
                            to={`/shared/${ownerId}/novel/${id}/chapters/${part.id}${
                              as === undefined ? '' : `?as=${encodeURIComponent(as)}`
                            }`}
                            className="rounded text-accent-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                          >
                            {part.name}
                          </Link>
                        ) : isUserPartKind(partKind) ? (
                          // A thing of the owner's kind has a page of its own, with its fields (decision 100).
                          <span className="flex items-center gap-1">
                            <span aria-hidden="true" className="size-4 shrink-0" />
                            <Link
                              to={`/shared/${ownerId}/${kind}/${id}/things/${encodeURIComponent(part.id)}${
                                as === undefined ? '' : `?as=${encodeURIComponent(as)}`
                              }`}
                              className="rounded text-accent-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                            >
                              {part.name}
                            </Link>
                          </span>
                        ) : (
                          <SharedPartItem
                            part={part}
                            secretActions={
                              isEditor ? secretActionsOf(part, allVersions.get(part.id)) : undefined
                            }
                          />
                        )}
                      </div>
                      {versions.has(part.id) ? (
                        <SharedPartActions
                          door={door}
                          part={part}
                          version={versions.get(part.id) ?? 0}
                          canDelete={writes.canDelete.includes(part.id)}
                          canWriteTogether={isEditor}
                        />
                      ) : null}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </div>
  );
}

/** The container's maps the user may see (decision 076), each opening read-only; absent when there are none. */
function SharedMapsCard({ door }: { door: SharedMapsDoor }) {
  const maps = useSharedMaps(door);
  if (maps.data === undefined || maps.data.length === 0) return null;
  const query = door.as === undefined ? '' : `?as=${encodeURIComponent(door.as)}`;
  return (
    <Card role="region" aria-label="Maps">
      <CardHeader>
        <CardTitle>{`Maps (${maps.data.length})`}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-1">
          {maps.data.map((map) => (
            <li key={map.id}>
              <Link
                to={`/shared/${door.ownerId}/${door.kind}/${door.id}/maps/${encodeURIComponent(map.id)}${query}`}
                className="rounded text-accent-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {map.name}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** A part's name, and its texts once opened (a disclosure: the list stays a list of names). */
function SharedPartItem({
  part,
  secretActions,
}: {
  part: SharedView['parts'][number];
  secretActions?: PartSecretActions | undefined;
}) {
  const texts = longTextsOf(part);
  if (texts.length === 0) {
    return (
      <span className="flex items-center gap-1">
        <span aria-hidden="true" className="size-4 shrink-0" />
        {part.name}
      </span>
    );
  }
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-sm [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 text-fg-muted transition-transform duration-150 group-open:rotate-90 motion-reduce:transition-none"
        />
        {part.name}
      </summary>
      <div className="mt-2 mb-3 ml-2 border-l-2 border-border pl-3">
        <SharedPartTexts texts={texts} secretActions={secretActions} />
      </div>
    </details>
  );
}
