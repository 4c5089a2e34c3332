import { startTransition, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ContainerKind, SharedView } from '../../../common/api/sharing';
import { describingText } from '../../../common/workspace/first-sentence';
import { findPartKind } from '../../../common/workspace/part-kinds';
import { asViewedMap, type SharedMapsDoor, useSharedMap, useSharedTileLink } from '../../data/shared-maps';
import { useSharedView } from '../../data/sharing';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Badge } from '../../ui/badge';
import { DetailNotFound } from '../../ui/detail-not-found';
import { LoadingBlock } from '../../ui/loading-block';
import { PageHeader } from '../../ui/page-header';
import { FeatureList } from './components/feature-list';
import { type CanvasHandle, MapCanvas } from './components/map-canvas';
import {
  featuresInView,
  featuresOf,
  layersOf,
  type MapFeature,
  type PictureBounds,
  sortedByName,
} from './model/map-geometry';
import { summaryLine } from './model/pin-summary';

/** What a pin leads to, from the member's view of the container (already filtered by the policy). */
function describeFrom(view: SharedView | null | undefined) {
  return async (feature: MapFeature): Promise<string | undefined> => {
    if (feature.linkId === '') return undefined;
    if (feature.linkKind === 'map') return 'Opens its map';
    const part = view?.parts.find((each) => each.kind === feature.linkKind && each.id === feature.linkId);
    if (part === undefined) return undefined;
    const label = findPartKind(part.kind)?.singular ?? 'Part';
    return summaryLine(label, describingText(part.data));
  };
}

/**
 * `/shared/:ownerId/:kind/:id/maps/:mapId`: a map of a container shared with the user, read-only, with
 * only what the policy lets them see (decision 076): the map view of the owner's page, without its edits.
 */
export default function SharedMapPage() {
  const { ownerId = '', kind = 'campaign', id = '', mapId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const door: SharedMapsDoor = {
    ownerId,
    kind: kind as ContainerKind,
    id,
    as: search.get('as') ?? undefined,
  };
  const read = useSharedMap(door, mapId);
  const view = useSharedView(ownerId, kind as ContainerKind, id, door.as);
  const [bounds, setBounds] = useState<PictureBounds | undefined>(undefined);
  const [hiddenLayers, setHiddenLayers] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState<MapFeature | undefined>(undefined);
  const canvas = useRef<CanvasHandle | undefined>(undefined);
  const map = read.data ?? undefined;
  useDocumentTitle(map?.name ?? 'Map');

  const viewed = useMemo(() => (map === undefined ? undefined : asViewedMap(map)), [map]);
  const features = useMemo(() => (map === undefined ? [] : sortedByName(featuresOf(map))), [map]);
  // Once per change of the map, not on every move's render (10,000 pins: tens of ms a render).
  const layers = useMemo(() => layersOf(features), [features]);
  const shown = useMemo(
    () => features.filter((feature) => !hiddenLayers.has(feature.layer)),
    [features, hiddenLayers],
  );
  const inView = useMemo(
    () => featuresInView(features, bounds, hiddenLayers),
    [features, bounds, hiddenLayers],
  );
  const tileLink = useSharedTileLink(door, mapId, map?.image?.id);

  const containerPath = `/shared/${ownerId}/${kind}/${id}${door.as === undefined ? '' : `?as=${encodeURIComponent(door.as)}`}`;
  const mapPath = (other: string) =>
    `/shared/${ownerId}/${kind}/${id}/maps/${encodeURIComponent(other)}${door.as === undefined ? '' : `?as=${encodeURIComponent(door.as)}`}`;

  if (read.isPending) return <LoadingBlock label="Loading map" />;
  if (map === undefined || viewed === undefined) {
    return (
      <DetailNotFound
        title="Map Not Found"
        message="This map is not shared with you, or no longer is."
        links={[{ to: containerPath, label: `Back to ${view.data?.name ?? 'the shared page'}` }]}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={map.name}
        back={{ to: containerPath, label: `Back to ${view.data?.name ?? 'the shared page'}` }}
        description={map.description === '' ? undefined : map.description}
        meta={<Badge>Shared with you · read-only</Badge>}
      />
      {map.image === null ? (
        <p className="text-sm text-fg-muted">This map has no picture yet.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <MapCanvas
            map={viewed}
            features={shown}
            mode="browse"
            drawn={[]}
            focus={focus}
            handle={canvas}
            tileLink={tileLink.data}
            onTileError={() => void tileLink.refetch()}
            onView={(next) => startTransition(() => setBounds(next))}
            onPoint={() => undefined}
            onOpen={(feature) => {
              if (feature.linkKind === 'map') void navigate(mapPath(feature.linkId));
              else setFocus(feature);
            }}
            describe={describeFrom(view.data)}
          />
          <aside className="flex flex-col gap-6">
            <FeatureList
              features={inView}
              layers={layers}
              hiddenLayers={hiddenLayers}
              onToggleLayer={(layer, isShown) =>
                setHiddenLayers((current) => {
                  const next = new Set(current);
                  if (isShown) next.delete(layer);
                  else next.add(layer);
                  return next;
                })
              }
              onShow={setFocus}
              nestedMapPath={mapPath}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
