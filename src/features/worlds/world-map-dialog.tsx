import { Map as MapIcon, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { World } from '../../../common/domain/world';
import { useRecords } from '../../data/records';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { layoutMapPins } from './model/map-layout';

/** View Map: a sketch map of the world's locations, each pin and list entry opening the location. */
export function WorldMapDialog({ world }: { world: World }) {
  const [isOpen, setIsOpen] = useState(false);
  const locations = useRecords('location', { worldId: world.id });
  const list = locations.data ?? [];
  const pins = new Map(layoutMapPins(list.map((location) => location.id)).map((pin) => [pin.id, pin]));
  const base = `/universes/${world.universeId}/worlds/${world.id}/locations`;

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <MapIcon aria-hidden="true" />
          View Map
        </Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        title={`Map of ${world.name}`}
        description={`${list.length} ${list.length === 1 ? 'location' : 'locations'}; a sketch, not to scale.`}
      >
        {locations.isPending ? <Spinner label="Loading locations…" /> : null}
        {locations.isError ? <p className="text-sm text-danger-text">{locations.error.message}</p> : null}
        {locations.data && list.length === 0 ? (
          <p className="text-sm text-fg-muted">{world.name} has no locations to show yet.</p>
        ) : null}
        {list.length > 0 ? (
          <div className="flex flex-col gap-4">
            <div
              aria-hidden="true"
              className="relative overflow-hidden rounded-lg border border-border bg-surface-sunken bg-[radial-gradient(circle,var(--border)_1px,transparent_1px)] bg-[length:20px_20px]"
              style={{ aspectRatio: '16 / 9' }}
            >
              {list.map((location) => {
                const pin = pins.get(location.id);
                return pin ? (
                  <span
                    key={location.id}
                    className="absolute flex -translate-x-1/2 -translate-y-full flex-col items-center"
                    style={{ left: `${pin.x}%`, top: `${pin.y}%` }}
                  >
                    <span className="mb-0.5 rounded bg-surface px-1.5 py-0.5 text-xs whitespace-nowrap text-fg shadow-sm">
                      {location.name}
                    </span>
                    <MapPin className="size-5 fill-accent text-accent-fg" />
                  </span>
                ) : null;
              })}
            </div>
            <ul aria-label={`Locations of ${world.name}`} className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {list.map((location) => (
                <li key={location.id}>
                  <Link
                    to={`${base}/${location.id}`}
                    onClick={() => setIsOpen(false)}
                    className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-fg hover:bg-surface-raised"
                  >
                    <MapPin aria-hidden="true" className="size-4 text-accent-text" />
                    <span className="flex-1">{location.name}</span>
                    <span className="text-xs text-fg-muted">{location.type}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
