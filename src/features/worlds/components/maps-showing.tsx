import { Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useMapsShowing } from '../../../data/maps';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';

/** The maps this place is on (a pin, region or route leads here), each a link to the map (decision 059). */
export function MapsShowing({ kind, id, name }: { kind: string; id: string; name: string }) {
  const maps = useMapsShowing({ kind, id });
  if (maps.data === undefined || maps.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>On maps</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label={`Maps showing ${name}`} className="flex flex-col gap-2">
          {maps.data.map((map) => (
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
      </CardContent>
    </Card>
  );
}
