import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import type { EntityKind, EntitySummary } from '../../../common/workspace/entities';
import { useUnlinked } from '../../data/entities';
import { entityPath } from '../../lib/entity-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { groupLabel } from '../../ui/mentions/suggestion-groups';
import { PageHeader } from '../../ui/page-header';

// The pages nothing links (issue 13): records and parts no text mentions and whose own texts mention
// nothing — the islands of a world, to be tied in with @ or forgotten on purpose.

/** The entities by kind, kinds in the order they first appear (the server lists records, then parts). */
function byKind(entities: readonly EntitySummary[]): [EntityKind, EntitySummary[]][] {
  const groups = new Map<EntityKind, EntitySummary[]>();
  for (const entity of entities) groups.set(entity.kind, [...(groups.get(entity.kind) ?? []), entity]);
  return [...groups];
}

export default function UnlinkedPage() {
  useDocumentTitle('Unlinked pages');
  const read = useUnlinked();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Unlinked pages"
        description="Records and parts that no text mentions and that mention nothing themselves. Type @ in a description, a lore entry, a note or a chapter to tie them in."
      />
      {read.isPending ? <LoadingBlock label="Loading unlinked pages…" /> : null}
      {read.isError ? <ListPageError message={read.error.message} /> : null}
      {read.data !== undefined && read.data.total === 0 ? (
        <EmptyState
          icon={<Link2Off aria-hidden="true" />}
          title="Everything is linked"
          description="Every record and part is mentioned somewhere or mentions something."
        />
      ) : null}
      {read.data !== undefined && read.data.total > 0 ? (
        <>
          <p className="text-sm text-fg-muted" role="status">
            {read.data.total === 1
              ? '1 unlinked page'
              : `${read.data.total.toLocaleString('en')} unlinked pages`}
            {read.data.entities.length < read.data.total
              ? `, the first ${read.data.entities.length.toLocaleString('en')} shown`
              : ''}
          </p>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {byKind(read.data.entities).map(([kind, entities]) => (
              <Card key={kind} className="flex flex-col gap-2 p-5">
                <h2 className="text-base font-semibold text-fg">
                  {groupLabel(kind)} <span className="font-normal text-fg-muted">({entities.length})</span>
                </h2>
                <ul className="flex flex-col gap-1 text-sm">
                  {entities.map((entity) => (
                    <li key={entity.id}>
                      <Link to={entityPath(entity)} className="text-accent-text hover:underline">
                        {entity.name === '' ? 'Untitled' : entity.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
