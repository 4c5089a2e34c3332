import { memo } from 'react';
import type { Calendar } from '../../../../common/time/calendar';
import { dayToX, type TimeView } from '../model/time-scale';
import { eraBands, type TickLevel, ticksFor } from '../model/time-ticks';

export const AXIS_Y = 136;
export const CHART_HEIGHT = 172;
const ERA_FILLS = ['fill-tone-violet-bg', 'fill-tone-blue-bg', 'fill-tone-green-bg', 'fill-tone-amber-bg'];

/**
 * The drawn part of the scale: era bands, the axis and its ticks. Decorative for assistive technology
 * (the status line says the level, each event's name says its date), so the SVG is hidden from it.
 */
export const TimeScaleAxis = memo(function TimeScaleAxis({
  calendar,
  view,
  width,
  level,
}: {
  calendar: Calendar;
  view: TimeView;
  width: number;
  level: TickLevel;
}) {
  const ticks = ticksFor(calendar, view, width, level);
  const bands = eraBands(calendar).flatMap((band) => {
    const from = Math.max(dayToX(view, band.from), 0);
    const to = Math.min(dayToX(view, band.to), width);
    return to > from ? [{ ...band, from, to }] : [];
  });
  return (
    <svg aria-hidden="true" width={width} height={CHART_HEIGHT} className="absolute inset-0 block">
      {bands.map((band) => (
        <g key={band.index}>
          <rect
            x={band.from}
            y={0}
            width={band.to - band.from}
            height={AXIS_Y}
            className={`${ERA_FILLS[band.index % ERA_FILLS.length]} opacity-60`}
          />
          <line x1={band.from} x2={band.from} y1={0} y2={AXIS_Y} className="stroke-border-strong" />
          <text x={band.from + 8} y={16} className="fill-fg text-xs font-semibold">
            {band.to - band.from > 120 ? band.name : band.abbreviation}
          </text>
        </g>
      ))}
      <line x1={0} x2={width} y1={AXIS_Y} y2={AXIS_Y} className="stroke-fg-muted" strokeWidth={1.5} />
      {ticks.map((tick) => {
        const x = dayToX(view, tick.day);
        return (
          <g key={tick.day}>
            <line
              x1={x}
              x2={x}
              y1={tick.isMajor ? 24 : AXIS_Y - 8}
              y2={AXIS_Y + 6}
              className={tick.isMajor ? 'stroke-border-strong' : 'stroke-fg-muted'}
            />
            <text
              x={x + 4}
              y={AXIS_Y + 22}
              className={tick.isMajor ? 'fill-fg text-xs font-medium' : 'fill-fg-muted text-xs'}
            >
              {tick.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
});
