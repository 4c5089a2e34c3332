import { Globe } from 'lucide-react';
import type { Universe } from '../../../common/domain/universe';
import { relativeTime } from '../../lib/relative-time';
import { ProjectCard, ProjectRow } from '../../ui/project-card';

export type UniverseCardProps = {
  universe: Universe;
  onToggleFavorite: (isFavorite: boolean) => void;
};

function worldCountText(count: number): string {
  return `${count} ${count === 1 ? 'world' : 'worlds'}`;
}

/** A universe in the grid: image, name, description, world count, last update, star and Open. */
export function UniverseCard({ universe, onToggleFavorite }: UniverseCardProps) {
  return (
    <ProjectCard
      title={universe.name}
      href={`/universes/${universe.id}`}
      isFavorite={universe.isFavorite}
      onToggleFavorite={onToggleFavorite}
      image={{ src: universe.imageUrl, alt: '' }}
      footer={
        <div className="flex flex-col text-xs text-fg-muted">
          <span className="inline-flex items-center gap-1.5 font-medium text-fg">
            <Globe aria-hidden="true" className="size-3.5" />
            {worldCountText(universe.worldCount)}
          </span>
          <span>Updated {relativeTime(universe.lastUpdated)}</span>
        </div>
      }
    >
      <p className="line-clamp-3 text-sm text-fg-muted">{universe.description}</p>
    </ProjectCard>
  );
}

/** The same universe as one dense row of the list view. */
export function UniverseRow({ universe, onToggleFavorite }: UniverseCardProps) {
  return (
    <ProjectRow
      title={universe.name}
      href={`/universes/${universe.id}`}
      isFavorite={universe.isFavorite}
      onToggleFavorite={onToggleFavorite}
      thumbnailSrc={universe.imageUrl}
    >
      <p className="truncate text-xs text-fg-muted">{universe.description}</p>
      <p className="text-xs text-fg-muted">
        {worldCountText(universe.worldCount)} · Updated {relativeTime(universe.lastUpdated)}
      </p>
    </ProjectRow>
  );
}
