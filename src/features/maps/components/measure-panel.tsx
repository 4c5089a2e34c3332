import { type FormEvent, useState } from 'react';
import { type MapPoint, type MapScale, mapScaleSchema } from '../../../../common/domain/map';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { formatDistance, pathLength, scaledDistance, travelDays } from '../model/map-geometry';

type MeasurePanelProps = {
  points: readonly MapPoint[];
  scale: MapScale | null;
  isSaving: boolean;
  onSetScale: (scale: MapScale) => void;
};

/**
 * The route drawn by clicking on the map: its length in the map's units once the scale is set (set it
 * from this line: "this line is 50 miles"), and how long it takes at a pace.
 */
export function MeasurePanel({ points, scale, isSaving, onSetScale }: MeasurePanelProps) {
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState('miles');
  const [pace, setPace] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const pixels = pathLength(points);

  function handleScale(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = mapScaleSchema.safeParse({ pixels, amount: Number(amount), unit });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the scale');
      return;
    }
    setError(undefined);
    onSetScale(parsed.data);
  }

  const distance = scale === null ? undefined : scaledDistance(pixels, scale);
  const days = distance === undefined ? Number.NaN : travelDays(distance, Number(pace));

  return (
    <section aria-labelledby="measure-heading" className="flex flex-col gap-3">
      <h2 id="measure-heading" className="text-base font-semibold text-fg">
        Measure a route
      </h2>
      <p aria-live="polite" className="text-sm text-fg">
        {points.length < 2
          ? 'Click on the map to draw the route, point by point.'
          : distance === undefined
            ? `The route is ${Math.round(pixels)} pixels long. Set the map's scale from it below.`
            : `The route is ${formatDistance(distance, scale?.unit ?? '')} long.`}
      </p>
      {distance !== undefined && scale !== null ? (
        <Field label={`Pace (${scale.unit} a day)`}>
          <Input inputMode="decimal" value={pace} onChange={(event) => setPace(event.target.value)} />
        </Field>
      ) : null}
      {Number.isFinite(days) ? (
        <p className="text-sm text-fg">Travel time: {formatDistance(days, days === 1 ? 'day' : 'days')}</p>
      ) : null}
      {points.length >= 2 ? (
        <form onSubmit={handleScale} noValidate className="flex flex-col gap-2" aria-label="Map scale">
          <p className="text-sm text-fg-muted">
            {scale === null ? 'This line is:' : 'Set the scale again: this line is'}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Field label="Distance" error={error}>
              <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </Field>
            <Field label="Unit">
              <Input value={unit} onChange={(event) => setUnit(event.target.value)} />
            </Field>
          </div>
          <Button type="submit" variant="secondary" disabled={isSaving}>
            Set the map's scale
          </Button>
        </form>
      ) : null}
    </section>
  );
}
