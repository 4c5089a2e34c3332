import { Gem, Home, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { World } from '../../../common/domain/world';
import { useRecord, useRecords } from '../../data/records';
import { useReferenceData } from '../../data/reference';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { DetailNotFound } from '../../ui/detail-not-found';
import { EntryCard } from '../../ui/entry-card';
import { HistoryButton } from '../../ui/history/history-button';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { MentionedIn } from '../../ui/mentions/mentioned-in';
import { PageHeader } from '../../ui/page-header';
import { RelationsPanel } from '../../ui/relations/relations-panel';
import { rarityTone, toneFor } from '../../ui/semantic-tones';
import { Spinner } from '../../ui/spinner';
import { MapsShowing } from './components/maps-showing';
import { itemsAtLocation, matchingSettlement } from './model/location-finds';

function LocationNotFound({ world, locationsHref }: { world: World; locationsHref: string }) {
  useDocumentTitle('Location Not Found');
  return (
    <DetailNotFound
      title="Location Not Found"
      message={`${world.name} has no location at this address. It may have been removed.`}
      links={[{ to: locationsHref, label: `Back to ${world.name} locations` }]}
    />
  );
}

/** One location of a world: what it is, where, and what is found there. */
export function LocationDetail({ world }: { world: World }) {
  const { locationId = '' } = useParams();
  const location = useRecord('location', locationId);
  const neighbours = useRecords('location', { worldId: world.id });
  const reference = useReferenceData();
  const worldHref = `/universes/${world.universeId}/worlds/${world.id}`;
  const locationsHref = `${worldHref}/locations`;
  useDocumentTitle(location.data?.name ?? 'Location');

  if (location.isPending) return <LoadingBlock label="Loading location…" className="pt-16" />;
  if (location.isError) return <ListPageError message={location.error.message} />;
  // A location of another world is not this world's: the address is wrong.
  if (location.data === null || location.data.worldId !== world.id) {
    return <LocationNotFound world={world} locationsHref={locationsHref} />;
  }

  const place = location.data;
  const items = reference.data ? itemsAtLocation(reference.data, place.name) : [];
  const settlement = matchingSettlement(world.settlements, place.name);
  const others = (neighbours.data ?? []).filter((other) => other.id !== place.id);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={place.name}
        back={{ to: locationsHref, label: `Back to ${world.name} locations` }}
        meta={<Badge tone="blue">{place.type}</Badge>}
        actions={<HistoryButton recordId={place.id} name={place.name} />}
        description={
          <>
            {place.type} in{' '}
            <Link to={worldHref} className="font-medium text-accent-text underline">
              {world.name}
            </Link>
            , part of{' '}
            <Link to={`/universes/${world.universeId}`} className="font-medium text-accent-text underline">
              {world.universeName}
            </Link>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="location-about" className="flex flex-col gap-3">
            <h2 id="location-about" className="text-xl font-semibold text-fg">
              About
            </h2>
            <p className="prose-text max-w-3xl text-fg">{place.description || 'No description yet.'}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium text-fg">Type</dt>
              <dd className="text-fg-muted">{place.type}</dd>
              <dt className="font-medium text-fg">World</dt>
              <dd className="text-fg-muted">{world.name}</dd>
              <dt className="font-medium text-fg">Climate</dt>
              <dd className="text-fg-muted">{world.climate || 'Not recorded'}</dd>
            </dl>
          </section>
          <section aria-labelledby="location-found" className="flex flex-col gap-3">
            <h2 id="location-found" className="text-xl font-semibold text-fg">
              Found here
            </h2>
            {reference.isPending ? <Spinner label="Loading items…" /> : null}
            {reference.isError ? <p className="text-sm text-danger-text">{reference.error.message}</p> : null}
            {settlement ? (
              <Card className="flex flex-col gap-2 p-5">
                <h3 className="inline-flex items-center gap-2 text-base font-semibold text-fg">
                  <Home aria-hidden="true" className="size-4 text-fg-muted" />
                  Settlement: {settlement.name}
                </h3>
                <p className="text-sm text-fg-muted">
                  {settlement.kind}
                  {settlement.population === undefined
                    ? ''
                    : ` · population ${settlement.population.toLocaleString('en-US')}`}
                </p>
                <p className="text-sm text-fg-muted">{settlement.description}</p>
              </Card>
            ) : null}
            {items.length > 0 ? (
              <ul aria-label="Items found here" className="grid grid-cols-1 gap-4 md:grid-cols-2">
                {items.map((item) => (
                  <li key={item.id}>
                    <EntryCard
                      title={item.name}
                      icon={<Gem />}
                      badge={<Badge tone={toneFor(rarityTone, item.rarity)}>{item.rarity}</Badge>}
                      meta={item.type}
                    >
                      <p className="text-sm text-fg-muted">{item.description}</p>
                    </EntryCard>
                  </li>
                ))}
              </ul>
            ) : null}
            {reference.data && items.length === 0 && !settlement ? (
              <p className="text-sm text-fg-muted">
                No items or settlements are recorded at {place.name} yet.
              </p>
            ) : null}
          </section>
          <RelationsPanel end={{ kind: 'location', id: place.id }} name={place.name} headingLevel={2} />
          <MentionedIn target={{ kind: 'location', id: place.id }} name={place.name} />
          <MapsShowing kind="location" id={place.id} name={place.name} />
        </div>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle as="h2">Elsewhere in {world.name}</CardTitle>
          </CardHeader>
          <CardContent>
            {others.length === 0 ? (
              <p className="text-sm text-fg-muted">No other locations yet.</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {others.map((other) => (
                  <li key={other.id}>
                    <Link
                      to={`${locationsHref}/${other.id}`}
                      className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-fg hover:bg-surface-raised"
                    >
                      <MapPin aria-hidden="true" className="size-4 text-fg-muted" />
                      <span className="flex-1">{other.name}</span>
                      <span className="text-xs text-fg-muted">{other.type}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
