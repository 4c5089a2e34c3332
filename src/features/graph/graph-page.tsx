import { Network } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type EntitySummary, entityKey } from '../../../common/workspace/entities';
import {
  filterGraph,
  type GraphScope,
  graphView,
  neighbourhood,
  nodeKindLabel,
  relationTypeLabel,
} from '../../../common/workspace/graph';
import { type RelationType, relationTypeNames } from '../../../common/workspace/relations';
import { useRelationGraph } from '../../data/relations';
import { entityPath } from '../../lib/entity-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Field } from '../../ui/field';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { PageHeader } from '../../ui/page-header';
import { entityKindDescription } from '../../ui/relations/relation-format';
import { Select } from '../../ui/select';
import { ConnectionsTable } from './components/connections-table';
import { GraphFilters, type KindChoice, type TypeChoice } from './components/graph-filters';

// Cytoscape loads with the drawing only: the page's list and filters show while it downloads.
const GraphCanvas = lazy(() => import('./components/graph-canvas'));

const SCOPE_BASE: Record<GraphScope, string> = {
  universe: '/universes',
  novel: '/novels',
  campaign: '/campaigns',
};

/** Which scope the address names: `/universes/:universeId/graph`, `/novels/:novelId/graph`, ... */
function useScope(): { scope: GraphScope; id: string } {
  const { universeId, novelId, campaignId } = useParams();
  if (novelId !== undefined) return { scope: 'novel', id: novelId };
  if (campaignId !== undefined) return { scope: 'campaign', id: campaignId };
  return { scope: 'universe', id: universeId ?? '' };
}

const toggled = <T,>(set: ReadonlySet<T>, value: T): ReadonlySet<T> => {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
};

/**
 * The relationship graph of a universe, novel or campaign: its records and parts drawn by kind, the
 * relations among them by type; filters, focus on one node and its neighbours 1 to 3 steps out, and
 * every connection listed beside the drawing.
 */
export default function GraphPage() {
  const { scope, id } = useScope();
  const read = useRelationGraph(scope, id);
  const base = `${SCOPE_BASE[scope]}/${encodeURIComponent(id)}`;
  const scopeNode = read.data?.nodes.find((node) => node.kind === scope && node.id === id);
  useDocumentTitle(scopeNode === undefined ? 'Relationship graph' : `${scopeNode.name} · Relationship graph`);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Relationship graph"
        description={
          scopeNode === undefined ? undefined : `Who and what is tied to what in ${scopeNode.name}.`
        }
        back={{ to: base, label: scopeNode === undefined ? 'Back' : `Back to ${scopeNode.name}` }}
      />
      {read.isPending ? (
        <LoadingBlock label="Loading the graph…" />
      ) : read.isError ? (
        <ListPageError message={read.error.message} />
      ) : read.data.relations.length === 0 ? (
        <EmptyState
          icon={<Network />}
          title="No relations yet"
          description={`Open a character's, place's or any record's page in this ${scope} and use Add relation in its Relations panel. The ties among them show here.`}
          action={
            <Button asChild variant="secondary">
              <Link to={base}>Back to {scopeNode?.name ?? `the ${scope}`}</Link>
            </Button>
          }
        />
      ) : (
        <GraphExplorer nodes={read.data.nodes} relations={read.data.relations} />
      )}
    </div>
  );
}

function GraphExplorer({ nodes, relations }: Parameters<typeof graphView>[0]) {
  const navigate = useNavigate();
  const view = useMemo(() => graphView({ nodes, relations }), [nodes, relations]);
  const [hiddenKinds, setHiddenKinds] = useState<ReadonlySet<string>>(new Set());
  const [hiddenTypes, setHiddenTypes] = useState<ReadonlySet<RelationType>>(new Set());
  const [isUnrelatedShown, setIsUnrelatedShown] = useState(false);
  const [centre, setCentre] = useState<string | undefined>();
  const [steps, setSteps] = useState(1);
  const [selected, setSelected] = useState<string | undefined>();

  // The kinds on offer: those with a relation here (every kind once unrelated ones are shown), so the
  // list names what the drawing can hold rather than every kind of the workspace.
  const kinds: KindChoice[] = useMemo(() => {
    const offered = isUnrelatedShown ? view : filterGraph(view, {});
    const byLabel = new Map<string, KindChoice>();
    for (const node of offered.nodes) {
      const label = nodeKindLabel(node);
      const entry = byLabel.get(label) ?? { label, kind: node.kind, count: 0 };
      byLabel.set(label, { ...entry, count: entry.count + 1 });
    }
    return [...byLabel.values()].sort((a, b) => a.label.localeCompare(b.label));
  }, [view, isUnrelatedShown]);
  const types: TypeChoice[] = useMemo(
    () =>
      relationTypeNames.flatMap((type) => {
        const count = view.edges.filter((edge) => edge.type === type).length;
        return count === 0 ? [] : [{ type, label: relationTypeLabel(type), count }];
      }),
    [view],
  );

  const filtered = useMemo(() => {
    const kindsShown = new Set(view.nodes.map(nodeKindLabel).filter((label) => !hiddenKinds.has(label)));
    const typesShown = new Set(relationTypeNames.filter((type) => !hiddenTypes.has(type)));
    const kept = filterGraph(view, { kinds: kindsShown, types: typesShown, isUnrelatedShown: true });
    if (centre !== undefined) return neighbourhood(kept, centre, steps);
    return isUnrelatedShown ? kept : filterGraph(kept, {});
  }, [view, hiddenKinds, hiddenTypes, isUnrelatedShown, centre, steps]);

  const focusOptions = useMemo(
    () =>
      [...filterGraph(view, { isUnrelatedShown: false }).nodes]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((node) => ({
          value: entityKey(node),
          label: `${node.name} (${entityKindDescription(node.kind)})`,
        })),
    [view],
  );

  const selectedNode = filtered.nodes.find((node) => entityKey(node) === selected);
  const selectedEdges =
    selected === undefined
      ? 0
      : filtered.edges.filter((edge) => edge.source === selected || edge.target === selected).length;

  function open(node: EntitySummary) {
    const path = entityPath(node);
    if (path !== undefined) navigate(path);
  }

  function focusOn(key: string | undefined) {
    setCentre(key);
    setSelected(key);
  }

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[15rem_minmax(0,1fr)]">
      <Card className="h-fit p-4">
        <GraphFilters
          kinds={kinds}
          types={types}
          hiddenKinds={hiddenKinds}
          hiddenTypes={hiddenTypes}
          onToggleKind={(label) => setHiddenKinds((set) => toggled(set, label))}
          onToggleType={(type) => setHiddenTypes((set) => toggled(set, type))}
          isUnrelatedShown={isUnrelatedShown}
          onUnrelatedShownChange={setIsUnrelatedShown}
        />
      </Card>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Focus on" className="min-w-56 flex-1">
            <Select
              placeholder="The whole graph"
              options={focusOptions}
              value={centre ?? ''}
              onChange={(event) => focusOn(event.target.value === '' ? undefined : event.target.value)}
            />
          </Field>
          <Field label="Steps out" className="w-32">
            <Select
              options={[1, 2, 3].map((count) => ({ value: String(count), label: String(count) }))}
              value={String(steps)}
              disabled={centre === undefined}
              onChange={(event) => setSteps(Number(event.target.value))}
            />
          </Field>
          {centre === undefined ? null : (
            <Button variant="secondary" onClick={() => focusOn(undefined)}>
              Show the whole graph
            </Button>
          )}
        </div>
        <p id="graph-keys" className="text-xs text-fg-muted">
          Tab into the graph, then use the arrow keys to move between nodes, Enter to open one, + and − to
          zoom, 0 to fit. Click a node to open it.
        </p>
        {filtered.nodes.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title="Nothing to show"
            description="No relations match these filters. Turn a kind or a relation type back on."
          />
        ) : (
          <Suspense fallback={<LoadingBlock label="Loading the drawing…" className="h-[28rem]" />}>
            <GraphCanvas
              view={filtered}
              centre={centre}
              selected={selected}
              onSelect={setSelected}
              onOpen={open}
              describedBy="graph-keys graph-selection"
            />
          </Suspense>
        )}
        <div className="flex min-h-9 flex-wrap items-center gap-3">
          <p id="graph-selection" role="status" className="text-sm text-fg">
            {selectedNode === undefined
              ? 'No node selected.'
              : `Selected: ${selectedNode.name} (${entityKindDescription(selectedNode.kind)}), ${selectedEdges} ${
                  selectedEdges === 1 ? 'connection' : 'connections'
                }. Enter opens it.`}
          </p>
          {selectedNode !== undefined && entityKey(selectedNode) !== centre ? (
            <Button size="sm" variant="ghost" onClick={() => focusOn(entityKey(selectedNode))}>
              Focus on {selectedNode.name}
            </Button>
          ) : null}
        </div>
        <ConnectionsTable view={filtered} />
      </div>
    </div>
  );
}
