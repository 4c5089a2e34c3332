import { useQueries } from '@tanstack/react-query';
import { MapPinPlus, Ruler } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MAP_IMAGE_ACCEPT } from '../../../common/api/images';
import type { MapPoint } from '../../../common/domain/map';
import { isEntityKind } from '../../../common/workspace/entities';
import { resolveEntity } from '../../data/entities';
import {
  mapQuery,
  useCreatePin,
  useMap,
  useMovePin,
  useUpdateMap,
  useUploadMapPicture,
} from '../../data/maps';
import { entityPath } from '../../lib/entity-path';
import { Alert } from '../../ui/alert';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button } from '../../ui/button';
import { DetailNotFound } from '../../ui/detail-not-found';
import { LoadingBlock } from '../../ui/loading-block';
import { PageHeader } from '../../ui/page-header';
import { FeatureList } from './components/feature-list';
import { type CanvasMode, MapCanvas } from './components/map-canvas';
import { MeasurePanel } from './components/measure-panel';
import { PinForm } from './components/pin-form';
import {
  featuresInView,
  featuresOf,
  layersOf,
  type MapFeature,
  type PictureBounds,
} from './model/map-geometry';

/** `/maps/:mapId` (`?trail=` the maps opened on the way here, outermost first): one map (decision 059). */
export default function MapPage() {
  const { mapId = '' } = useParams();
  const [params] = useSearchParams();
  const trail = (params.get('trail') ?? '').split(',').filter((id) => id !== '' && id !== mapId);
  const navigate = useNavigate();
  const read = useMap(mapId);
  const trailMaps = useQueries({ queries: trail.map((id) => mapQuery(id)) });
  const upload = useUploadMapPicture(mapId);
  const createPin = useCreatePin(mapId);
  const movePin = useMovePin(mapId);
  const update = useUpdateMap(mapId);
  const [mode, setMode] = useState<CanvasMode>('browse');
  const [view, setView] = useState<PictureBounds | undefined>(undefined);
  const [hiddenLayers, setHiddenLayers] = useState<ReadonlySet<string>>(new Set());
  const [placing, setPlacing] = useState<MapPoint | undefined>(undefined);
  const [measured, setMeasured] = useState<MapPoint[]>([]);
  const [focus, setFocus] = useState<MapFeature | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const map = read.data ?? undefined;

  const features = useMemo(() => (map === undefined ? [] : featuresOf(map)), [map]);
  const shown = useMemo(
    () => features.filter((feature) => !hiddenLayers.has(feature.layer)),
    [features, hiddenLayers],
  );
  const inView = useMemo(() => featuresInView(features, view, hiddenLayers), [features, view, hiddenLayers]);

  if (read.isPending) return <LoadingBlock label="Loading map" />;
  if (map === undefined) {
    return (
      <DetailNotFound
        title="Map Not Found"
        message="The map you're looking for doesn't exist or has been removed."
        links={[{ to: '/maps', label: 'Back to Maps' }]}
      />
    );
  }

  const nestedMapPath = (id: string) =>
    `/maps/${encodeURIComponent(id)}?trail=${encodeURIComponent([...trail, mapId].join(','))}`;

  async function handleOpen(feature: MapFeature) {
    if (feature.linkId === '') {
      setFocus(feature);
      return;
    }
    if (feature.linkKind === 'map') {
      await navigate(nestedMapPath(feature.linkId));
      return;
    }
    if (!isEntityKind(feature.linkKind)) return;
    const summary = await resolveEntity({ kind: feature.linkKind, id: feature.linkId });
    if (summary !== null) await navigate(entityPath(summary));
  }

  function toggleMode(next: CanvasMode) {
    setMode((current) => (current === next ? 'browse' : next));
    setPlacing(undefined);
    setMeasured([]);
  }

  const crumbs = trail.map((id, index) => ({
    label: trailMaps[index]?.data?.name ?? 'Map',
    to: `/maps/${encodeURIComponent(id)}${index === 0 ? '' : `?trail=${encodeURIComponent(trail.slice(0, index).join(','))}`}`,
  }));

  return (
    <div className="flex flex-col gap-6">
      {crumbs.length > 0 ? <Breadcrumbs trail={crumbs} current={map.name} /> : null}
      <PageHeader
        title={map.name}
        back={{ to: '/maps', label: 'Back to Maps' }}
        description={map.description === '' ? undefined : map.description}
        actions={
          <>
            <input
              ref={fileInput}
              type="file"
              accept={MAP_IMAGE_ACCEPT}
              className="sr-only"
              aria-label="Map picture"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file !== undefined) upload.mutate(file);
                event.target.value = '';
              }}
            />
            <Button
              variant="secondary"
              onClick={() => fileInput.current?.click()}
              disabled={upload.isPending}
            >
              {map.image === null ? 'Upload picture' : 'Replace picture'}
            </Button>
            {map.image === null ? null : (
              <>
                <Button
                  variant={mode === 'place' ? 'primary' : 'secondary'}
                  aria-pressed={mode === 'place'}
                  onClick={() => toggleMode('place')}
                >
                  <MapPinPlus aria-hidden="true" />
                  Place a pin
                </Button>
                <Button
                  variant={mode === 'measure' ? 'primary' : 'secondary'}
                  aria-pressed={mode === 'measure'}
                  onClick={() => toggleMode('measure')}
                >
                  <Ruler aria-hidden="true" />
                  Measure
                </Button>
              </>
            )}
          </>
        }
      />
      {upload.isPending ? <p aria-live="polite">Cutting the picture into tiles…</p> : null}
      {upload.error ? <Alert tone="danger">{upload.error.message}</Alert> : null}
      {map.image === null ? (
        <p className="text-sm text-fg-muted">
          Upload the picture of your map (PNG, JPEG or WebP, up to 64 MB and 200 megapixels).
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-2">
            {mode === 'place' ? (
              <p aria-live="polite" className="text-sm text-fg">
                Click on the map where the pin goes.
              </p>
            ) : null}
            <MapCanvas
              map={map}
              features={shown}
              mode={mode}
              focus={focus}
              onView={setView}
              onPlace={(point) => setPlacing(point)}
              onMeasure={setMeasured}
              onOpen={(feature) => void handleOpen(feature)}
              onMovePin={(feature, [x, y]) => {
                const version = map.pins.find((pin) => pin.id === feature.id)?.version ?? 0;
                movePin.mutate({ pinId: feature.id, x, y, version });
              }}
            />
          </div>
          <aside className="flex flex-col gap-6">
            {placing !== undefined ? (
              <PinForm
                point={placing}
                isSaving={createPin.isPending}
                error={createPin.error?.message}
                onCancel={() => setPlacing(undefined)}
                onSave={(pin) =>
                  createPin.mutate(pin, {
                    onSuccess: () => {
                      setPlacing(undefined);
                      setMode('browse');
                    },
                  })
                }
              />
            ) : null}
            {mode === 'measure' ? (
              <MeasurePanel
                points={measured}
                scale={map.scale}
                isSaving={update.isPending}
                onSetScale={(scale) => update.mutate({ scale })}
              />
            ) : null}
            <FeatureList
              features={inView}
              layers={layersOf(features)}
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
              nestedMapPath={nestedMapPath}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
