import { useQueries, useQueryClient } from '@tanstack/react-query';
import { MapPinPlus, Pentagon, Route, Ruler } from 'lucide-react';
import { type ReactNode, startTransition, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MAP_IMAGE_ACCEPT } from '../../../common/api/images';
import type { MapPoint } from '../../../common/domain/map';
import { isEntityKind } from '../../../common/workspace/entities';
import { resolveEntity } from '../../data/entities';
import {
  mapQuery,
  useCreatePin,
  useCreateShape,
  useDeleteFeature,
  useMap,
  useMapTileLink,
  useUpdateMap,
  useUpdatePin,
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
import { LayerAccess } from './components/layer-access';
import type { FeatureLink } from './components/link-picker';
import { type CanvasHandle, type CanvasMode, MapCanvas } from './components/map-canvas';
import { MeasurePanel } from './components/measure-panel';
import { PinForm } from './components/pin-form';
import { ShapeForm } from './components/shape-form';
import {
  featuresInView,
  featuresOf,
  layersOf,
  type MapFeature,
  type PictureBounds,
  sortedByName,
} from './model/map-geometry';
import { describePinWith } from './pin-description';

/** `?place=kind&placeId=id&placeName=name`: "Place on map" from a record's page. */
function presetLinkOf(params: URLSearchParams): FeatureLink | undefined {
  const linkKind = params.get('place') ?? '';
  const linkId = params.get('placeId') ?? '';
  if (linkKind === '' || linkId === '') return undefined;
  return { linkKind, linkId, name: params.get('placeName') ?? '' };
}

type Moved = { pinId: string; name: string; from: MapPoint };

/** `/maps/:mapId` (`?trail=` the maps opened on the way here, outermost first): one map (decision 059). */
export default function MapPage() {
  const { mapId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const trail = (params.get('trail') ?? '').split(',').filter((id) => id !== '' && id !== mapId);
  const presetLink = presetLinkOf(params);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const read = useMap(mapId);
  const trailMaps = useQueries({ queries: trail.map((id) => mapQuery(id)) });
  const upload = useUploadMapPicture(mapId);
  const createPin = useCreatePin(mapId);
  const updatePin = useUpdatePin(mapId);
  const createShape = useCreateShape(mapId);
  const remove = useDeleteFeature(mapId);
  const update = useUpdateMap(mapId);
  const [mode, setMode] = useState<CanvasMode>(presetLink === undefined ? 'browse' : 'place');
  const [view, setView] = useState<PictureBounds | undefined>(undefined);
  const [hiddenLayers, setHiddenLayers] = useState<ReadonlySet<string>>(new Set());
  const [placing, setPlacing] = useState<MapPoint | undefined>(undefined);
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const [drawn, setDrawn] = useState<MapPoint[]>([]);
  const [focus, setFocus] = useState<MapFeature | undefined>(undefined);
  const [moved, setMoved] = useState<Moved | undefined>(undefined);
  const [status, setStatus] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const canvas = useRef<CanvasHandle | undefined>(undefined);
  const map = read.data ?? undefined;
  const tileLink = useMapTileLink(mapId, map?.image?.id);

  const features = useMemo(() => (map === undefined ? [] : sortedByName(featuresOf(map))), [map]);
  // Once per change of the map, not on every move's render (10,000 pins: tens of ms a render).
  const layers = useMemo(() => layersOf(features), [features]);
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
  const editedPin = map.pins.find((pin) => pin.id === editing);

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
    setEditing(undefined);
    setDrawn([]);
  }

  function handlePoint(point: MapPoint) {
    if (mode === 'place') setPlacing(point);
    else setDrawn((points) => [...points, point]);
  }

  function addCentre() {
    const centre = canvas.current?.centre();
    if (centre !== undefined) handlePoint(centre);
  }

  function movePin(feature: MapFeature, to: MapPoint, isUndo = false) {
    const pin = map?.pins.find((stored) => stored.id === feature.id);
    if (pin === undefined) return;
    updatePin.mutate({ pinId: pin.id, x: to[0], y: to[1], version: pin.version });
    setMoved(isUndo ? undefined : { pinId: pin.id, name: pin.name, from: [pin.x, pin.y] });
    setStatus(isUndo ? `${pin.name} is back where it was.` : '');
  }

  function handleDelete(feature: MapFeature) {
    const segment = feature.kind === 'pin' ? 'pins' : feature.kind === 'region' ? 'regions' : 'routes';
    remove.mutate(
      { segment, id: feature.id },
      { onSuccess: () => setStatus(`${feature.name} was moved to the Trash.`) },
    );
  }

  const crumbs = trail.map((id, index) => ({
    label: trailMaps[index]?.data?.name ?? 'Map',
    to: `/maps/${encodeURIComponent(id)}${index === 0 ? '' : `?trail=${encodeURIComponent(trail.slice(0, index).join(','))}`}`,
  }));

  const modeButton = (next: CanvasMode, label: string, icon: ReactNode) => (
    <Button
      variant={mode === next ? 'primary' : 'secondary'}
      aria-pressed={mode === next}
      onClick={() => toggleMode(next)}
    >
      {icon}
      {label}
    </Button>
  );

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
                {modeButton('place', 'Place a pin', <MapPinPlus aria-hidden="true" />)}
                {modeButton('region', 'Draw a region', <Pentagon aria-hidden="true" />)}
                {modeButton('route', 'Draw a route', <Route aria-hidden="true" />)}
                {modeButton('measure', 'Measure', <Ruler aria-hidden="true" />)}
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
            {mode === 'place' && placing === undefined ? (
              <div className="flex flex-wrap items-center gap-3">
                <p aria-live="polite" className="text-sm text-fg">
                  Click on the map where the pin goes
                  {presetLink === undefined || presetLink.name === '' ? '' : ` (${presetLink.name})`}, or pan
                  to it and place it at the centre.
                </p>
                <Button variant="secondary" size="sm" onClick={addCentre}>
                  Place at the centre
                </Button>
              </div>
            ) : null}
            <p aria-live="polite" className="flex flex-wrap items-center gap-3 text-sm text-fg">
              {moved === undefined ? status : `${moved.name} was moved.`}
              {moved === undefined ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => movePin({ id: moved.pinId } as MapFeature, moved.from, true)}
                >
                  Undo the move
                </Button>
              )}
            </p>
            <MapCanvas
              map={map}
              features={shown}
              mode={mode}
              drawn={drawn}
              focus={focus}
              handle={canvas}
              tileLink={tileLink.data}
              onTileError={() => void tileLink.refetch()}
              onView={(next) => startTransition(() => setView(next))}
              onPoint={handlePoint}
              onOpen={(feature) => void handleOpen(feature)}
              onMovePin={(feature, point) => movePin(feature, point)}
              describe={describePinWith(queryClient)}
            />
          </div>
          <aside className="flex flex-col gap-6">
            {placing !== undefined || editedPin !== undefined ? (
              <PinForm
                key={editedPin?.id ?? 'new'}
                point={editedPin === undefined ? (placing ?? [0, 0]) : [editedPin.x, editedPin.y]}
                pin={editedPin}
                presetLink={presetLink}
                centre={() => canvas.current?.centre()}
                isSaving={createPin.isPending || updatePin.isPending}
                error={(editedPin === undefined ? createPin.error : updatePin.error)?.message}
                onCancel={() => {
                  setPlacing(undefined);
                  setEditing(undefined);
                }}
                onSave={(pin) => {
                  const done = () => {
                    setPlacing(undefined);
                    setEditing(undefined);
                    setMode('browse');
                    setStatus(`${pin.name} was saved.`);
                    if (presetLink !== undefined) {
                      // Placed from a record's page: the next pin is a pin of its own.
                      setParams((current) => {
                        for (const name of ['place', 'placeId', 'placeName']) current.delete(name);
                        return current;
                      });
                    }
                  };
                  if (editedPin === undefined) createPin.mutate(pin, { onSuccess: done });
                  else
                    updatePin.mutate(
                      { ...pin, pinId: editedPin.id, version: editedPin.version },
                      { onSuccess: done },
                    );
                }}
              />
            ) : null}
            {mode === 'region' || mode === 'route' ? (
              <ShapeForm
                key={mode}
                kind={mode}
                points={drawn}
                isSaving={createShape.isPending}
                error={createShape.error?.message}
                onAddCentre={addCentre}
                onUndoPoint={() => setDrawn((points) => points.slice(0, -1))}
                onCancel={() => toggleMode(mode)}
                onSave={(shape) =>
                  createShape.mutate(
                    { segment: mode === 'region' ? 'regions' : 'routes', shape },
                    {
                      onSuccess: () => {
                        setStatus(`${shape.name} was saved.`);
                        toggleMode(mode);
                      },
                    },
                  )
                }
              />
            ) : null}
            {mode === 'measure' ? (
              <MeasurePanel
                points={drawn}
                scale={map.scale}
                isSaving={update.isPending}
                onSetScale={(scale) => update.mutate({ scale })}
              />
            ) : null}
            {remove.error ? <Alert tone="danger">{remove.error.message}</Alert> : null}
            {/* A drag or its undo that failed (an edit's failure shows in its form). */}
            {updatePin.error && editedPin === undefined ? (
              <Alert tone="danger">{updatePin.error.message}</Alert>
            ) : null}
            <LayerAccess map={map} layers={layers} />
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
              onEdit={(feature) => {
                setPlacing(undefined);
                setEditing(feature.id);
              }}
              onDelete={handleDelete}
              nestedMapPath={nestedMapPath}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
