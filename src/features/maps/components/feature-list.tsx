import { useVirtualizer } from '@tanstack/react-virtual';
import { ExternalLink, Eye, Pencil, Trash2 } from 'lucide-react';
import { memo, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { type EntityKind, isEntityKind } from '../../../../common/workspace/entities';
import { useEntitySummary } from '../../../data/entities';
import { entityPath } from '../../../lib/entity-path';
import { SwitchField } from '../../../ui/switch-field';
import type { MapFeature } from '../model/map-geometry';

const KIND_LABEL = { pin: 'Pin', region: 'Region', route: 'Route' } as const;

const ROW_BUTTON = 'inline-flex items-center gap-1 rounded-md text-fg-muted hover:text-fg';

/** A row's height before it is measured (a name, its kind, one line of actions). */
const ROW_ESTIMATE = 64;

type FeatureListProps = {
  features: readonly MapFeature[];
  layers: readonly string[];
  hiddenLayers: ReadonlySet<string>;
  onToggleLayer: (layer: string, isShown: boolean) => void;
  onShow: (feature: MapFeature) => void;
  /** Without these the list is read-only (a member's map): no Edit, no Delete, no links to pages. */
  onEdit?: ((feature: MapFeature) => void) | undefined;
  onDelete?: ((feature: MapFeature) => void) | undefined;
  /** The address of a map a pin opens, keeping the way back. */
  nestedMapPath: (mapId: string) => string;
};

function LinkedPage({ kind, id }: { kind: EntityKind; id: string }) {
  const summary = useEntitySummary({ kind, id });
  if (summary === undefined || summary === null) return null;
  return (
    <Link to={entityPath(summary)} className="inline-flex items-center gap-1 text-accent-text underline">
      {summary.name}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </Link>
  );
}

function FeatureTarget({
  feature,
  nestedMapPath,
}: {
  feature: MapFeature;
  nestedMapPath: (id: string) => string;
}) {
  if (feature.linkKind === 'map') {
    return (
      <Link
        to={nestedMapPath(feature.linkId)}
        className="inline-flex items-center gap-1 text-accent-text underline"
      >
        Open map
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </Link>
    );
  }
  return isEntityKind(feature.linkKind) ? <LinkedPage kind={feature.linkKind} id={feature.linkId} /> : null;
}

type RowActions = {
  isReadOnly: boolean;
  show: (feature: MapFeature) => void;
  edit: (feature: MapFeature) => void;
  remove: (feature: MapFeature) => void;
  nestedMapPath: (mapId: string) => string;
};

/** One pin, region or route: drawn again only when it changes (rows are laid out only when seen). */
const FeatureRow = memo(function FeatureRow({
  feature,
  actions,
}: {
  feature: MapFeature;
  actions: RowActions;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-fg">{feature.name}</span>
        <span className="text-fg-muted">
          {KIND_LABEL[feature.kind]}
          {feature.layer === '' ? '' : ` · ${feature.layer}`}
        </span>
      </span>
      <span className="flex items-center gap-3">
        {feature.linkId === '' || (actions.isReadOnly && feature.linkKind !== 'map') ? null : (
          <FeatureTarget feature={feature} nestedMapPath={actions.nestedMapPath} />
        )}
        <button type="button" onClick={() => actions.show(feature)} className={ROW_BUTTON}>
          <Eye aria-hidden="true" className="size-4" />
          Show<span className="sr-only"> {feature.name} on the map</span>
        </button>
        {feature.kind === 'pin' && !actions.isReadOnly ? (
          <button type="button" onClick={() => actions.edit(feature)} className={ROW_BUTTON}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {feature.name}</span>
          </button>
        ) : null}
        {actions.isReadOnly ? null : (
          <button type="button" onClick={() => actions.remove(feature)} className={ROW_BUTTON}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only"> {feature.name}</span>
          </button>
        )}
      </span>
    </div>
  );
});

/**
 * Every pin, region and route in view, beside the map: the same things as the picture, for the keyboard
 * and screen readers. Layers are switched here.
 */
export function FeatureList(props: FeatureListProps) {
  const { features, layers } = props;
  const latest = useRef(props);
  latest.current = props;
  // One set of actions for the page's life, so that a row shown before is not drawn again on a move.
  const isReadOnly = props.onEdit === undefined;
  const actions = useMemo<RowActions>(
    () => ({
      isReadOnly,
      show: (feature) => latest.current.onShow(feature),
      edit: (feature) => latest.current.onEdit?.(feature),
      remove: (feature) => latest.current.onDelete?.(feature),
      nestedMapPath: (id) => latest.current.nestedMapPath(id),
    }),
    [isReadOnly],
  );
  // Every row is in the list, but only those scrolled to (and a few around) are in the page: 10,000
  // rows would stall it. Each row says its place in the whole list to screen readers.
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: features.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 6,
    gap: 4,
    getItemKey: (index) => {
      const feature = features[index];
      return feature === undefined ? index : `${feature.kind}-${feature.id}`;
    },
    initialRect: { width: 320, height: 8 * ROW_ESTIMATE },
  });
  return (
    <section aria-labelledby="map-list-heading" className="flex flex-col gap-3">
      <h2 id="map-list-heading" className="text-base font-semibold text-fg">
        On the map
      </h2>
      <p aria-live="polite" className="text-sm text-fg-muted">
        {features.length === 1 ? '1 thing in view' : `${features.length.toLocaleString('en')} things in view`}
      </p>
      {layers.length > 1 || (layers.length === 1 && layers[0] !== '') ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">Layers</legend>
          {layers.map((layer) => (
            <SwitchField
              key={layer}
              label={layer === '' ? 'No layer' : layer}
              checked={!props.hiddenLayers.has(layer)}
              onCheckedChange={(isShown) => props.onToggleLayer(layer, isShown)}
            />
          ))}
        </fieldset>
      ) : null}
      <div ref={scrollRef} className="max-h-[50vh] overflow-y-auto">
        <ul aria-label="In view" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const feature = features[item.index];
            if (feature === undefined) return null;
            return (
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-setsize={features.length}
                aria-posinset={item.index + 1}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <FeatureRow feature={feature} actions={actions} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
