import { describe, expect, it } from 'vitest';
import { dayFromDate } from '../../../../common/time/engine';
import { emberreach, gregorian, lamplight } from '../../../../common/time/presets';
import {
  clusterDays,
  dayToX,
  fitView,
  keyToView,
  MIN_DAYS_PER_PX,
  type TimeView,
  visibleRange,
  xToDay,
  zoomAt,
} from './time-scale';
import { eraBands, eraIndexOfDay, levelName, tickLevel, ticksFor } from './time-ticks';

const WIDTH = 1000;
const day = (year: number, month = 1, dayOfMonth = 1) =>
  dayFromDate(gregorian, { year, month, day: dayOfMonth });
const labels = (view: TimeView) =>
  ticksFor(gregorian, view, WIDTH, tickLevel(gregorian, view.daysPerPx)).map((tick) => tick.label);

describe('the scale', () => {
  it('keeps the day under the pointer where it is while zooming, and stops at a day 80 px wide', () => {
    const view = fitView(day(-3000), day(7000), WIDTH);
    expect(xToDay(view, 0)).toBeLessThan(day(-3000));
    expect(xToDay(view, WIDTH)).toBeGreaterThan(day(7000));
    const anchor = xToDay(view, 300);
    const zoomed = zoomAt(view, 8, 300);
    expect(zoomed.daysPerPx).toBeCloseTo(view.daysPerPx / 8);
    expect(xToDay(zoomed, 300)).toBeCloseTo(anchor, 3);
    let close = zoomed;
    for (let step = 0; step < 40; step += 1) close = zoomAt(close, 2, 300);
    expect(close.daysPerPx).toBe(MIN_DAYS_PER_PX);
    expect(dayToX(close, xToDay(close, 123))).toBeCloseTo(123);
  });

  it('answers the keys: + and − zoom about the middle, arrows pan a tenth, Home fits', () => {
    const view = fitView(0, 10_000, WIDTH);
    const fit = () => view;
    const zoomedIn = keyToView('+', view, WIDTH, fit);
    expect(zoomedIn?.daysPerPx).toBeCloseTo(view.daysPerPx / 2);
    expect(zoomedIn && xToDay(zoomedIn, WIDTH / 2)).toBeCloseTo(xToDay(view, WIDTH / 2));
    expect(keyToView('-', view, WIDTH, fit)?.daysPerPx).toBeCloseTo(view.daysPerPx * 2);
    expect(keyToView('ArrowRight', view, WIDTH, fit)?.start).toBeCloseTo(view.start + 100 * view.daysPerPx);
    expect(keyToView('Home', zoomedIn ?? view, WIDTH, fit)).toBe(view);
    expect(keyToView('a', view, WIDTH, fit)).toBeUndefined();
  });
});

describe('ticks', () => {
  it('go from millennia to centuries, years, months and days as one zooms in', () => {
    const levels = [3650, 365, 36, 3, 0.3, 0.05].map((daysPerPx) =>
      levelName(tickLevel(gregorian, daysPerPx)),
    );
    expect(levels).toEqual(['millennia', 'centuries', 'decades', 'years', 'months', 'days']);
    expect(tickLevel(gregorian, 3650)).toEqual({ unit: 'years', step: 1000 });
    expect(tickLevel(gregorian, 0.05)).toEqual({ unit: 'days', step: 5 });
    expect(tickLevel(gregorian, MIN_DAYS_PER_PX)).toEqual({ unit: 'days', step: 1 });
  });

  it('label millennia across the epoch without a year zero, in the calendar’s eras', () => {
    const view = fitView(day(-3000), day(7000), WIDTH);
    expect(labels(view)).toEqual([
      '3000 BC',
      '2000 BC',
      '1000 BC',
      '1 AD',
      '1000 AD',
      '2000 AD',
      '3000 AD',
      '4000 AD',
      '5000 AD',
      '6000 AD',
      '7000 AD',
    ]);
  });

  it('tick single years over the missing year zero', () => {
    const view = fitView(day(-3), day(3), WIDTH);
    const ticks = ticksFor(gregorian, view, WIDTH, { unit: 'years', step: 1 });
    expect(ticks.map((tick) => tick.label)).toEqual(['3 BC', '2 BC', '1 BC', '1 AD', '2 AD', '3 AD']);
    // One year apart each: 1 BC (a leap year, astronomical 0) runs straight into AD 1.
    expect(ticks.map((tick) => tick.day)).toEqual([-3, -2, -1, 1, 2, 3].map((year) => day(year)));
  });

  it('tick months with the year on the first, and days with the month on the first', () => {
    const span = (from: number, to: number): TimeView => ({ start: from, daysPerPx: (to - from) / WIDTH });
    const months = ticksFor(gregorian, span(day(2024, 11), day(2025, 2, 10)), WIDTH, {
      unit: 'months',
      step: 1,
    });
    expect(months.map((tick) => tick.label)).toEqual(['November', 'December', 'January 2025 AD', 'February']);
    expect(months.find((tick) => tick.label.startsWith('January'))?.isMajor).toBe(true);
    const days = ticksFor(gregorian, span(day(2024, 2, 27), day(2024, 3, 2)), WIDTH, {
      unit: 'days',
      step: 1,
    });
    expect(days.map((tick) => tick.label)).toEqual(['27', '28', '29', '1 March 2024 AD', '2']);
  });

  it('name invented months and festival days, and eras that restart the count', () => {
    const thaw = dayFromDate(emberreach, { year: 4, month: 3, day: 1 });
    const ticks = ticksFor(emberreach, { start: thaw, daysPerPx: 45 / WIDTH }, WIDTH, {
      unit: 'months',
      step: 1,
    });
    expect(ticks.map((tick) => tick.label)).toEqual(['Thawmonth', 'Kindling Night', 'Seedmonth']);
    // The Lantern era restarts at the calendar's year 400: its first year is "1 LnY".
    const lantern = dayFromDate(lamplight, { year: 400, month: 1, day: 1 });
    const years = ticksFor(lamplight, fitView(lantern - 5000, lantern + 5000, WIDTH), WIDTH, {
      unit: 'years',
      step: 10,
    });
    expect(years.map((tick) => tick.label)).toEqual(['390 LY', '1 LnY', '11 LnY']);
  });
});

describe('era bands', () => {
  it('reach from each era’s first day to the next one’s, the first back without end', () => {
    const bands = eraBands(gregorian);
    expect(bands.map((band) => band.name)).toEqual(['Before Christ', 'Anno Domini']);
    expect(bands[0]?.from).toBe(Number.NEGATIVE_INFINITY);
    expect(bands[0]?.to).toBe(day(1));
    expect(bands[1]?.to).toBe(Number.POSITIVE_INFINITY);
    expect(eraIndexOfDay(gregorian, day(-1, 12, 31))).toBe(0);
    expect(eraIndexOfDay(gregorian, day(1))).toBe(1);
    expect(eraBands(lamplight).map((band) => band.abbreviation)).toEqual(['CY', 'LY', 'LnY']);
  });
});

describe('clustering', () => {
  it('groups events whose markers would overlap, and finds those in the window', () => {
    const days = [0, 1, 2, 50, 51, 400, 401, 402, 403];
    const far = clusterDays(days, 1, 10);
    expect(far.map((item) => item.count)).toEqual([3, 2, 4]);
    expect(far[2]).toEqual({ first: 5, count: 4, firstDay: 400, lastDay: 403 });
    // Zoomed in a hundredfold, every event stands alone.
    expect(clusterDays(days, 0.01, 10)).toHaveLength(days.length);
    expect(visibleRange(far, { start: 40, daysPerPx: 1 }, 100, 0)).toEqual([1, 2]);
    expect(visibleRange(far, { start: -500, daysPerPx: 1 }, 100, 0)).toEqual([0, 0]);
  });
});
