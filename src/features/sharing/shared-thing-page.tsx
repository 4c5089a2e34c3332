import { Link, useParams, useSearchParams } from 'react-router';
import type { ContainerKind } from '../../../common/api/sharing';
import { findPartKind } from '../../../common/workspace/part-kinds';
import type { ViewNamed } from '../../../common/workspace/shared-thing';
import { useSharedMembers, useSharedThing, useSharedView } from '../../data/sharing';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { KindIcon } from '../../ui/kind-icon';
import { LoadingBlock } from '../../ui/loading-block';
import { PageHeader } from '../../ui/page-header';
import { ShownFieldValues } from '../../ui/shown-field-values';
import { useEditorSecretActions } from './editor-tools';
import { ViewAsBanner } from './shared-page-header';
import { longTextsOf, SharedPartTexts } from './shared-part-texts';

const linkClass =
  'rounded text-accent-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/**
 * `/shared/:ownerId/:kind/:id/things/:partId`: one thing of a container shared with the user, on a page
 * of its own (decision 100): its texts, its added fields, its relations and what mentions it, exactly as
 * the server's view lets them see it. A thing hidden from them reads as one that is not there.
 */
export default function SharedThingPage() {
  const { ownerId = '', kind = 'campaign', id = '', partId = '' } = useParams();
  const [search] = useSearchParams();
  const as = search.get('as') ?? undefined;
  const door = { ownerId, kind: kind as ContainerKind, id };
  const thing = useSharedThing(door, partId, as);
  const view = useSharedView(ownerId, kind as ContainerKind, id, as);
  useDocumentTitle(thing.data?.part.name ?? 'Shared with you');
  const isEditor = as === undefined && view.data?.role === 'editor';
  const members = useSharedMembers(door, isEditor).data ?? [];
  const secretActionsOf = useEditorSecretActions(door, members);
  const query = as === undefined ? '' : `?as=${encodeURIComponent(as)}`;
  const containerPath = `/shared/${ownerId}/${kind}/${id}`;
  const back = { to: `${containerPath}${query}`, label: `Back to ${view.data?.name || 'the shared page'}` };

  if (thing.isPending) return <LoadingBlock label="Loading…" />;
  if (thing.error) return <Alert>{thing.error.message}</Alert>;
  if (thing.data === null) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Not shared with you" back={back} />
        <p className="text-fg-muted">This is not shared with you, or no longer is.</p>
      </div>
    );
  }
  const { part, kind: ownKind, fields, values, linked, relations, mentionedIn } = thing.data;
  const kindName = ownKind?.name ?? findPartKind(part.kind)?.singular ?? 'Entry';
  const version = view.data?.writes.canChange.find((entry) => entry.id === part.id)?.version;
  const texts = longTextsOf(part);
  const hrefOf = (named: ViewNamed) =>
    named.kind === kind
      ? `${containerPath}${query}`
      : named.kind === 'novels/chapters'
        ? `/shared/${ownerId}/novel/${id}/chapters/${named.id}${query}`
        : `${containerPath}/things/${encodeURIComponent(named.id)}${query}`;
  const names = new Map(linked.map((each) => [each.id, each.name]));

  return (
    <div className="flex flex-col gap-6">
      {as === undefined ? null : (
        <ViewAsBanner ownerId={ownerId} kind={kind as ContainerKind} id={id} memberId={as} />
      )}
      <PageHeader
        title={part.name}
        back={back}
        meta={
          <span className="inline-flex items-center gap-2">
            {ownKind === null ? null : <KindIcon icon={ownKind.icon} className="size-5 text-fg-muted" />}
            <Badge>{`${kindName} · Shared with you`}</Badge>
          </span>
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {texts.length === 0 ? null : (
          <Card role="region" aria-label="Description" className="lg:col-span-2">
            <CardContent className="pt-5">
              <SharedPartTexts
                texts={texts}
                secretActions={isEditor ? secretActionsOf(part, version) : undefined}
              />
            </CardContent>
          </Card>
        )}
        {fields.length === 0 ? null : (
          <Card role="region" aria-label="Fields">
            <CardHeader>
              <CardTitle>Fields</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <ShownFieldValues fields={fields} values={values} names={names} />
            </CardContent>
          </Card>
        )}
        <NamedList
          title="Relations"
          empty={`No relations of this ${kindName.toLowerCase()} are shared with you.`}
          items={relations.map((relation) => ({
            key: relation.id,
            before: `${relation.label} `,
            named: relation.other,
          }))}
          hrefOf={hrefOf}
        />
        {mentionedIn.length === 0 ? null : (
          <NamedList
            title="Mentioned in"
            empty=""
            items={mentionedIn.map((named) => ({ key: `${named.kind}:${named.id}`, before: '', named }))}
            hrefOf={hrefOf}
          />
        )}
      </div>
    </div>
  );
}

/** A card listing things of the view, each a link to its page. */
function NamedList({
  title,
  empty,
  items,
  hrefOf,
}: {
  title: string;
  empty: string;
  items: { key: string; before: string; named: ViewNamed }[];
  hrefOf: (named: ViewNamed) => string;
}) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{`${title} (${items.length})`}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-fg-muted">{empty}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {items.map((item) => (
              <li key={item.key} className="text-fg">
                {item.before}
                <Link to={hrefOf(item.named)} className={linkClass}>
                  {item.named.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
