import { Link } from 'react-router';
import { BOX, DASHES, type FamilyDrawing, fitName } from '../model/family-drawing';

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
  return (
    <div className="overflow-auto rounded-xl border border-border bg-surface-sunken">
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
              <text
                x={person.x + BOX.width / 2}
                y={person.y + BOX.height / 2 + 5}
                textAnchor="middle"
                fontSize={14}
                className={path === undefined ? 'fill-fg' : 'fill-accent-text'}
                fontWeight={person.isFocus ? 600 : 500}
              >
                {fitName(person.name)}
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
