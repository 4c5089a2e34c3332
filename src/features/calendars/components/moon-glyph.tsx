import type { MoonPhase } from '../../../../common/time/engine';

/**
 * A moon's phase drawn as its lit part (from the day in its cycle), with the phase in words for
 * assistive technology and as a tooltip.
 */
export function MoonGlyph({ phase }: { phase: MoonPhase }) {
  const text = `${phase.moon}: ${phase.phase} moon`;
  const r = 5;
  // 0 at the new moon, π at the full, 2π at the next new moon.
  const angle = (2 * Math.PI * phase.dayOfCycle) / phase.cycleDays;
  const isWaxing = angle <= Math.PI;
  const terminator = Math.abs(Math.cos(angle)) * r;
  // The lit limb is a half circle on the lit side; the terminator an ellipse bulging in or out.
  const limbSweep = isWaxing ? 1 : 0;
  const isGibbous = Math.cos(angle) < 0;
  const terminatorSweep = isWaxing === isGibbous ? 1 : 0;
  const path = `M6 1 A${r} ${r} 0 0 ${limbSweep} 6 11 A${terminator.toFixed(2)} ${r} 0 0 ${terminatorSweep} 6 1 Z`;
  return (
    <span title={text} className="inline-flex">
      <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
        <circle cx="6" cy="6" r={r} className="fill-surface-sunken stroke-fg-muted" strokeWidth="0.75" />
        <path d={path} className="fill-tone-gold-fg" />
      </svg>
      <span className="sr-only">{text}</span>
    </span>
  );
}
