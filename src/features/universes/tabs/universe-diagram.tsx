import { Link } from 'react-router';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { DiagramCanvas } from '../../../ui/diagram-canvas';
import { type DiagramGroupKind, layoutUniverseDiagram } from '../model/universe-diagram';

const emptyText: Record<DiagramGroupKind, string> = {
  novels: 'No novels yet',
  worlds: 'No worlds yet',
  campaigns: 'No campaigns yet',
};

/** The universe's entity-relationship diagram: the universe and the novels, worlds and campaigns it has. */
export function UniverseDiagram({ universe }: { universe: UniverseDetail }) {
  const base = `/universes/${universe.id}`;
  const layout = layoutUniverseDiagram({
    universe: { name: universe.name, href: base },
    groups: {
      novels: universe.novels.map((novel) => ({
        id: novel.id,
        label: novel.title,
        href: `/novels/${novel.id}`,
      })),
      worlds: universe.worlds.map((world) => ({
        id: world.id,
        label: world.name,
        href: `${base}/worlds/${world.id}`,
      })),
      campaigns: universe.campaigns.map((campaign) => ({
        id: campaign.id,
        label: campaign.title,
        href: `/campaigns/${campaign.id}`,
      })),
    },
  });

  return (
    <DiagramCanvas
      label={`Diagram of ${universe.name}`}
      width={layout.width}
      height={layout.height}
      maxHeight={560}
      className="mx-auto"
      edgeClassName="text-border-strong"
      edges={layout.edges.map((edge) => (
        <g key={edge.kind}>
          <path d={edge.path} fill="none" stroke="currentColor" strokeWidth={1.5} />
          <text
            x={edge.label.x}
            y={edge.label.y - 6}
            textAnchor="middle"
            className="fill-fg-muted text-[11px]"
          >
            {edge.label.text}
          </text>
        </g>
      ))}
    >
      <div
        className="absolute flex flex-col items-center justify-center rounded-lg border-2 border-accent bg-surface px-3 text-center"
        style={{
          left: layout.universe.x,
          top: layout.universe.y,
          width: layout.universe.width,
          height: layout.universe.height,
        }}
      >
        <span className="text-xs font-medium tracking-wide text-accent-text uppercase">Universe</span>
        <span className="truncate text-sm font-semibold text-fg">{layout.universe.name}</span>
      </div>
      {layout.groups.map((group) => (
        <div
          key={group.kind}
          className="absolute rounded-lg border border-border bg-surface shadow-sm"
          style={{ left: group.x, top: group.y, width: group.width, height: group.height }}
        >
          <p className="flex h-11 items-center justify-between border-b border-border px-3 text-sm font-semibold text-fg">
            {group.title}
            <span className="text-xs font-normal text-fg-muted">{group.entries.length}</span>
          </p>
          {group.entries.length === 0 ? (
            <p className="px-3 pt-2 text-xs text-fg-muted">{emptyText[group.kind]}</p>
          ) : (
            <ul aria-label={group.title}>
              {group.entries.map((entry) => (
                <li
                  key={entry.id}
                  className="absolute"
                  style={{
                    left: entry.x - group.x,
                    top: entry.y - group.y,
                    width: entry.width,
                    height: entry.height,
                  }}
                >
                  <Link
                    to={entry.href}
                    draggable={false}
                    className="flex size-full items-center truncate rounded-md bg-surface-raised px-2.5 text-sm text-fg hover:bg-accent-soft"
                  >
                    <span className="truncate">{entry.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </DiagramCanvas>
  );
}
