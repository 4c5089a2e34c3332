import { useId } from 'react';
import { Link } from 'react-router';
import { usePictureSources } from '../../../ui/picture-sources';
import { BOX, DASHES, type FamilyDrawing, personBox } from '../model/family-drawing';

export type FamilyCanvasProps = {
  drawing: FamilyDrawing;
  /** The page of each person, undefined where there is none (the box is then plain). */
  pathOf: (key: string) => string | undefined;
  label: string;
};

/**
 * The family tree drawn as SVG elements (never markup from user text): a box per person, a link to
 * their page (Tab moves through them, Enter opens), lines styled by tie: spouses thicker, adoption
 * dashed, an unconfirmed tie dotted and marked '?'. Scrolls sideways when wider than the page.
 */
export function FamilyCanvas({ drawing, pathOf, label }: FamilyCanvasProps) {
  const clipPrefix = useId();
  const { sources, readers } = usePictureSources(drawing.people.map((person) => person.picture));
  return (
    <div className="overflow-auto rounded-xl border border-border bg-surface-sunken">
      {readers}
      <svg
        width={drawing.width}
        height={drawing.height}
        viewBox={`0 0 ${drawing.width} ${drawing.height}`}
        className="mx-auto block text-fg"
      >
        <title>{label}</title>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a group of lines takes no focus; its '?' marks are told in the list */}
        <g aria-hidden="true">
          {drawing.lines.map((line) => (
            <g key={line.id}>
              <path
                d={line.path}
                fill="none"
                className="stroke-fg-muted"
                strokeWidth={line.kind === 'spouse' ? 2.5 : 1.5}
                strokeDasharray={DASHES[line.variant]}
              />
              {line.mark === undefined ? null : (
                <text
                  x={line.mark.x}
                  y={line.mark.y + 4}
                  textAnchor="middle"
                  fontSize={13}
                  fontWeight={700}
                  className="fill-fg stroke-surface-sunken"
                  strokeWidth={4}
                  paintOrder="stroke"
                >
                  ?
                </text>
              )}
            </g>
          ))}
        </g>
        {drawing.people.map((person) => {
          const path = pathOf(person.key);
          const source = person.picture === undefined ? undefined : sources.get(person.picture);
          const place = personBox(person, source !== undefined);
          const clipId = `${clipPrefix}-${person.key}`.replace(/[^A-Za-z0-9_-]/g, '-');
          const box = (
            <>
              <title>{person.name}</title>
              <rect
                x={person.x}
                y={person.y}
                width={BOX.width}
                height={BOX.height}
                rx={8}
                className={
                  person.isFocus
                    ? 'fill-accent-soft stroke-accent'
                    : 'fill-surface-raised stroke-border-strong'
                }
                strokeWidth={person.isFocus ? 2.5 : 1}
              />
              {place.picture === undefined || source === undefined ? null : (
                <>
                  <clipPath id={clipId}>
                    <circle
                      cx={place.picture.centreX}
                      cy={place.picture.centreY}
                      r={place.picture.size / 2}
                    />
                  </clipPath>
                  <image
                    href={source}
                    x={place.picture.x}
                    y={place.picture.y}
                    width={place.picture.size}
                    height={place.picture.size}
                    preserveAspectRatio="xMidYMid slice"
                    clipPath={`url(#${clipId})`}
                  />
                </>
              )}
              <text
                x={place.name.x}
                y={place.name.y}
                textAnchor="middle"
                fontSize={14}
                className={path === undefined ? 'fill-fg' : 'fill-accent-text'}
                fontWeight={person.isFocus ? 600 : 500}
              >
                {place.name.text}
              </text>
            </>
          );
          return path === undefined ? (
            <g key={person.key}>{box}</g>
          ) : (
            <Link key={person.key} to={path} aria-label={person.name} className="family-person">
              {box}
            </Link>
          );
        })}
      </svg>
    </div>
  );
}
