import type { TextRange } from '../../../common/api/search';

type Piece = { text: string; isMatch: boolean };

/** Cuts `text` into plain and matched pieces by `ranges` (sorted, overlapping or out-of-bounds ones tolerated). */
export function highlightPieces(text: string, ranges: readonly TextRange[]): Piece[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const pieces: Piece[] = [];
  let at = 0;
  for (const [rawFrom, rawTo] of sorted) {
    const from = Math.max(at, Math.min(rawFrom, text.length));
    const to = Math.min(rawTo, text.length);
    if (to <= from) continue;
    if (from > at) pieces.push({ text: text.slice(at, from), isMatch: false });
    pieces.push({ text: text.slice(from, to), isMatch: true });
    at = to;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), isMatch: false });
  return pieces;
}

/** Text with its matched stretches in <mark>, built as React text nodes (never HTML). */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return (
    <>
      {highlightPieces(text, ranges).map((piece, index) =>
        piece.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <mark key={index} className="rounded-sm bg-accent-soft px-px font-medium text-fg">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
