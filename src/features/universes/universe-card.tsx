import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import type { Universe } from '../../../common/domain/universe';
import { relativeTime } from '../../lib/relative-time';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FallbackImage } from '../../ui/fallback-image';
import { FavoriteToggle } from '../../ui/favorite-toggle';

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
    <Card className="flex h-full flex-col overflow-hidden">
      <FallbackImage src={universe.imageUrl} alt="" className="rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-base font-semibold text-fg">{universe.name}</h2>
          <FavoriteToggle
            size="sm"
            className="-mt-1 -mr-2"
            isFavorite={universe.isFavorite}
            itemName={universe.name}
            onToggle={onToggleFavorite}
          />
        </div>
        <p className="line-clamp-3 text-sm text-fg-muted">{universe.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <div className="flex flex-col text-xs text-fg-muted">
            <span className="inline-flex items-center gap-1.5 font-medium text-fg">
              <Globe aria-hidden="true" className="size-3.5" />
              {worldCountText(universe.worldCount)}
            </span>
            <span>Updated {relativeTime(universe.lastUpdated)}</span>
          </div>
          <Button asChild variant="secondary" size="sm">
            <Link to={`/universes/${universe.id}`} aria-label={`Open ${universe.name}`}>
              Open
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** The same universe as one dense row of the list view. */
export function UniverseRow({ universe, onToggleFavorite }: UniverseCardProps) {
  return (
    <Card className="flex items-center gap-4 p-3">
      <FallbackImage
        src={universe.imageUrl}
        alt=""
        aspectRatio="1 / 1"
        className="hidden w-14 shrink-0 rounded-md sm:block"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="truncate text-sm font-semibold text-fg">{universe.name}</h2>
        <p className="truncate text-xs text-fg-muted">{universe.description}</p>
        <p className="text-xs text-fg-muted">
          {worldCountText(universe.worldCount)} · Updated {relativeTime(universe.lastUpdated)}
        </p>
      </div>
      <FavoriteToggle
        size="sm"
        isFavorite={universe.isFavorite}
        itemName={universe.name}
        onToggle={onToggleFavorite}
      />
      <Button asChild variant="secondary" size="sm">
        <Link to={`/universes/${universe.id}`} aria-label={`Open ${universe.name}`}>
          Open
        </Link>
      </Button>
    </Card>
  );
}
