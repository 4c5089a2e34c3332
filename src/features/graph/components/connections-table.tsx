import { Link } from 'react-router';
import { type EntitySummary, entityKey } from '../../../../common/workspace/entities';
import type { GraphView } from '../../../../common/workspace/graph';
import { entityPath } from '../../../lib/entity-path';
import { entityKindDescription } from '../../../ui/relations/relation-format';

function NodeLink({ node }: { node: EntitySummary | undefined }) {
  if (node === undefined) return <span className="text-fg-muted">Unknown</span>;
  const path = entityPath(node);
  const kind = <span className="block text-xs text-fg-muted">{entityKindDescription(node.kind)}</span>;
  return path === undefined ? (
    <span className="break-words text-fg">
      {node.name}
      {kind}
    </span>
  ) : (
    <span>
      <Link to={path} className="font-medium break-words text-accent-text underline-offset-2 hover:underline">
        {node.name}
      </Link>
      {kind}
    </span>
  );
}

/**
 * Every connection the graph draws, as a table: the source of truth for screen readers and the way to
 * read the graph without seeing it. Each end links to its page.
 */
export function ConnectionsTable({ view }: { view: GraphView }) {
  const byKey = new Map(view.nodes.map((node) => [entityKey(node), node]));
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 pb-2 text-left text-base font-semibold text-fg">
          Connections ({view.edges.length})
        </caption>
        <thead className="border-b border-border text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              From
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Relation
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              To
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {view.edges.map((edge) => (
            <tr key={edge.id} className="align-top">
              <td className="px-4 py-2">
                <NodeLink node={byKey.get(edge.source)} />
              </td>
              <td className="px-4 py-2 text-fg-muted">{edge.label}</td>
              <td className="px-4 py-2">
                <NodeLink node={byKey.get(edge.target)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
