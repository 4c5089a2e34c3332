import { Globe, MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { UniverseDetail } from '../../../../common/domain/universe';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FallbackImage } from '../../../ui/fallback-image';
import { TabGrid, TabSection } from '../../../ui/tab-section';
import { NewWorldDialog } from '../components/new-world-dialog';

export function WorldsTab({ universe }: { universe: UniverseDetail }) {
  const { worlds } = universe;
  const [isCreating, setIsCreating] = useState(false);
  const newWorld = (
    <Button size="sm" onClick={() => setIsCreating(true)}>
      <Plus aria-hidden="true" />
      New World
    </Button>
  );
  return (
    <>
      <TabSection
        title="Worlds"
        count={worlds.length}
        empty={{
          isEmpty: worlds.length === 0,
          icon: <Globe />,
          title: 'No worlds yet',
          description: 'This universe has no worlds yet. Worlds hold its locations, settlements and peoples.',
          action: newWorld,
        }}
        actions={newWorld}
      >
        <TabGrid items={worlds}>
          {(world) => (
            <Card className="relative flex h-full flex-col overflow-hidden transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
              <FallbackImage src={world.imageUrl} alt="" className="rounded-none" />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-base font-semibold text-fg">
                    {/* The link's box covers the card, so the whole card opens the world. */}
                    <Link
                      to={`/universes/${universe.id}/worlds/${world.id}`}
                      className="after:absolute after:inset-0 after:content-['']"
                    >
                      {world.name}
                    </Link>
                  </h3>
                  <Badge tone="blue">{world.type}</Badge>
                </div>
                <p className="line-clamp-3 text-sm text-fg-muted">{world.description}</p>
                <p className="mt-auto inline-flex items-center gap-1.5 pt-2 text-xs text-fg-muted">
                  <MapPin aria-hidden="true" className="size-3.5" />
                  {world.locationCount} {world.locationCount === 1 ? 'location' : 'locations'}
                </p>
              </div>
            </Card>
          )}
        </TabGrid>
      </TabSection>
      <NewWorldDialog universeId={universe.id} isOpen={isCreating} onOpenChange={setIsCreating} />
    </>
  );
}
