import { Map as MapIcon, MapPinPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMaps, useMapsShowing } from '../../../data/maps';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';

/** Where "Place on map" leads: the map in placing mode, the new pin leading to this thing. */
export function placeOnMapPath(mapId: string, target: { kind: string; id: string; name: string }): string {
  const query = new URLSearchParams({ place: target.kind, placeId: target.id, placeName: target.name });
  return `/maps/${encodeURIComponent(mapId)}?${query.toString()}`;
}

/**
 * The maps this place is on (a pin, region or route leads here), each a link to the map, and "Place on
 * map": a map to put a pin leading here on (decision 059). Nothing when there are no maps at all.
 */
export function MapsShowing({ kind, id, name }: { kind: string; id: string; name: string }) {
  const maps = useMapsShowing({ kind, id });
  const everyMap = useMaps();
  const navigate = useNavigate();
  const pictured = (everyMap.data ?? []).filter((map) => map.image !== null);
  const [chosen, setChosen] = useState('');
  const mapId = chosen === '' ? (pictured[0]?.id ?? '') : chosen;
  if ((maps.data ?? []).length === 0 && pictured.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>On maps</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {(maps.data ?? []).length === 0 ? null : (
          <ul aria-label={`Maps showing ${name}`} className="flex flex-col gap-2">
            {(maps.data ?? []).map((map) => (
              <li key={map.id}>
                <Link
                  to={`/maps/${encodeURIComponent(map.id)}`}
                  className="inline-flex items-center gap-2 text-accent-text underline"
                >
                  <MapIcon aria-hidden="true" className="size-4" />
                  {map.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {pictured.length === 0 ? null : (
          <div className="flex flex-wrap items-end gap-2">
            <Field label="Map to place it on" className="min-w-48 flex-1">
              <Select
                options={pictured.map((map) => ({ value: map.id, label: map.name }))}
                value={mapId}
                onChange={(event) => setChosen(event.target.value)}
              />
            </Field>
            <Button
              variant="secondary"
              onClick={() => void navigate(placeOnMapPath(mapId, { kind, id, name }))}
            >
              <MapPinPlus aria-hidden="true" />
              Place on map
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
