import type { FamilyLine, FamilyTree } from '../../../../common/workspace/family-tree';
import { ownPicture } from '../../../../common/workspace/pictures';
import type { FamilyVariant } from '../../../../common/workspace/relations';

// Where the family tree's boxes and lines go, in SVG user units: shared by the drawing on the page
// and the SVG file it exports, so both show the same tree.

export const BOX = { width: 168, height: 44, gapX: 24, gapY: 72, margin: 24, nameChars: 20 };

export type DrawnPerson = {
  key: string;
  name: string;
  x: number;
  y: number;
  isFocus: boolean;
  /** Their portrait (or a thing's image): one of the app's own images, never an outside address. */
  picture?: string;
};
export type DrawnLine = {
  id: string;
  kind: FamilyLine['kind'];
  variant: FamilyVariant;
  path: string;
  mark?: { x: number; y: number };
};
export type FamilyDrawing = { width: number; height: number; people: DrawnPerson[]; lines: DrawnLine[] };

const pictureEntry = (picture: string | undefined) => (picture === undefined ? {} : { picture });

const BEND: Record<FamilyVariant, number> = { birth: 0, adoptive: -10, unknown: 10 };

/** A name cut to fit its box, with an ellipsis (the full name is the link's accessible name). */
export function fitName(name: string, max = BOX.nameChars): string {
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}

/** The round picture at a box's left, and the name centred in what is left of the box. */
export const PICTURE = { size: 32, inset: 6 };

export type PersonBox = {
  picture?: { x: number; y: number; size: number; centreX: number; centreY: number };
  name: { x: number; y: number; text: string };
};

/**
 * Where a person's picture and name go in their box: with a picture, the picture at the left and the
 * name (cut shorter) beside it; without one, the name alone in the middle, as before pictures.
 */
export function personBox(person: DrawnPerson, hasPicture: boolean): PersonBox {
  const middle = person.y + BOX.height / 2;
  if (!hasPicture) {
    return { name: { x: person.x + BOX.width / 2, y: middle + 5, text: fitName(person.name) } };
  }
  const { size, inset } = PICTURE;
  const left = person.x + inset + size + inset;
  return {
    picture: {
      x: person.x + inset,
      y: middle - size / 2,
      size,
      centreX: person.x + inset + size / 2,
      centreY: middle,
    },
    name: {
      x: (left + person.x + BOX.width - inset) / 2,
      y: middle + 5,
      text: fitName(person.name, BOX.nameChars - 5),
    },
  };
}

export function drawFamily(
  tree: FamilyTree,
  nameOf: (key: string) => string,
  focus: string,
  pictureOf: (key: string) => string | undefined = () => undefined,
): FamilyDrawing {
  const first = tree.generations[0]?.generation ?? 0;
  const slot = BOX.width + BOX.gapX;
  const at = new Map(
    tree.people.map((person) => [
      person.key,
      {
        x: BOX.margin + person.x * slot,
        y: BOX.margin + (person.generation - first) * (BOX.height + BOX.gapY),
        order: person.order,
      },
    ]),
  );
  const people = tree.people.map((person) => {
    const place = at.get(person.key) ?? { x: 0, y: 0 };
    return {
      key: person.key,
      name: nameOf(person.key),
      x: place.x,
      y: place.y,
      isFocus: person.key === focus,
      ...pictureEntry(ownPicture(pictureOf(person.key))),
    };
  });
  const lines = tree.lines.flatMap((line): DrawnLine[] => {
    if (line.kind === 'parent') {
      const up = at.get(line.parent);
      const down = at.get(line.child);
      if (up === undefined || down === undefined) return [];
      const x1 = up.x + BOX.width / 2;
      const y1 = up.y + BOX.height;
      const x2 = down.x + BOX.width / 2;
      const y2 = down.y;
      // Each kind of tie turns at its own height, so a dotted line never hides under a solid one.
      const mid = y2 - BOX.gapY / 2 + BEND[line.variant];
      return [
        {
          id: line.id,
          kind: line.kind,
          variant: line.variant,
          path: `M${x1} ${y1}V${mid}H${x2}V${y2}`,
          ...(line.variant === 'unknown' ? { mark: { x: x1, y: y1 + (mid - y1) / 2 } } : {}),
        },
      ];
    }
    const a = at.get(line.a);
    const b = at.get(line.b);
    if (a === undefined || b === undefined) return [];
    const [left, right] = a.x <= b.x ? [a, b] : [b, a];
    const isNext = right.order - left.order === 1 && line.kind === 'spouse';
    // Spouses side by side are joined at mid-height; others (a second spouse beyond the first, a
    // sibling) by an arc over the row, so the line never runs through someone between them.
    const path = isNext
      ? `M${left.x + BOX.width} ${left.y + BOX.height / 2}H${right.x}`
      : `M${left.x + BOX.width / 2} ${left.y}C${left.x + BOX.width / 2} ${left.y - BOX.gapY / 3} ${right.x + BOX.width / 2} ${right.y - BOX.gapY / 3} ${right.x + BOX.width / 2} ${right.y}`;
    const mark =
      line.variant === 'unknown'
        ? isNext
          ? { x: (left.x + BOX.width + right.x) / 2, y: left.y + BOX.height / 2 }
          : { x: (left.x + right.x + BOX.width) / 2, y: left.y - BOX.gapY / 4 }
        : undefined;
    return [
      { id: line.id, kind: line.kind, variant: line.variant, path, ...(mark === undefined ? {} : { mark }) },
    ];
  });
  const rows = tree.generations.length;
  return {
    width: BOX.margin * 2 + Math.max(0, tree.width - 1) * slot + BOX.width,
    height: BOX.margin * 2 + rows * BOX.height + Math.max(0, rows - 1) * BOX.gapY,
    people,
    lines,
  };
}

/** How a line's variant is dashed: adoption dashed, an unconfirmed tie dotted (and marked '?'). */
export const DASHES: Record<FamilyVariant, string | undefined> = {
  birth: undefined,
  adoptive: '8 5',
  unknown: '2 5',
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** The palette of an exported file: paper and ink, readable wherever it is opened. */
const FILE = {
  paper: '#fbf8f1',
  card: '#ffffff',
  border: '#8a8170',
  ink: '#1f1c17',
  focus: '#9a5b00',
  line: '#5b5446',
};

/** A picture that a standalone file may carry: an image inlined as a data URL, never an address. */
const INLINE_PICTURE = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/;

/**
 * The tree as a standalone SVG file: every name escaped, colours fixed (no page styles to lean on).
 * `pictures` answers, by a person's picture address, that picture inlined as a data URL (the page reads
 * the app's own images for it); a person whose picture is not there (or not a data URL) gets the box
 * with the name alone, as on the page while a picture is read.
 */
export function familySvg(
  drawing: FamilyDrawing,
  title: string,
  pictures: ReadonlyMap<string, string> = new Map(),
): string {
  const lines = drawing.lines.map((line) => {
    const dash = DASHES[line.variant];
    const mark =
      line.mark === undefined
        ? ''
        : `<text x="${line.mark.x}" y="${line.mark.y + 4}" text-anchor="middle" font-size="13" font-weight="700" fill="${FILE.ink}" stroke="${FILE.paper}" stroke-width="4" paint-order="stroke">?</text>`;
    return `<path d="${line.path}" fill="none" stroke="${FILE.line}" stroke-width="${line.kind === 'spouse' ? 2.5 : 1.5}"${dash === undefined ? '' : ` stroke-dasharray="${dash}"`}/>${mark}`;
  });
  const people = drawing.people.map((person, index) => {
    const inline = person.picture === undefined ? undefined : pictures.get(person.picture);
    const hasPicture = inline !== undefined && INLINE_PICTURE.test(inline);
    const box = personBox(person, hasPicture);
    const rect = `<rect x="${person.x}" y="${person.y}" width="${BOX.width}" height="${BOX.height}" rx="8" fill="${FILE.card}" stroke="${person.isFocus ? FILE.focus : FILE.border}" stroke-width="${person.isFocus ? 3 : 1}"/>`;
    const picture =
      box.picture === undefined || !hasPicture
        ? ''
        : `<clipPath id="picture-${index}"><circle cx="${box.picture.centreX}" cy="${box.picture.centreY}" r="${box.picture.size / 2}"/></clipPath><image href="${inline}" x="${box.picture.x}" y="${box.picture.y}" width="${box.picture.size}" height="${box.picture.size}" preserveAspectRatio="xMidYMid slice" clip-path="url(#picture-${index})"/><circle cx="${box.picture.centreX}" cy="${box.picture.centreY}" r="${box.picture.size / 2}" fill="none" stroke="${FILE.border}"/>`;
    const name = `<text x="${box.name.x}" y="${box.name.y}" text-anchor="middle" font-size="14" fill="${FILE.ink}">${escapeXml(box.name.text)}<title>${escapeXml(person.name)}</title></text>`;
    return `<g>${rect}${picture}${name}</g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${drawing.height}" viewBox="0 0 ${drawing.width} ${drawing.height}" font-family="system-ui, sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="100%" height="100%" fill="${FILE.paper}"/>`,
    ...lines,
    ...people,
    '</svg>',
  ].join('');
}
