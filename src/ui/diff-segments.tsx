import type { DiffSegment } from '../../common/text/word-diff';

/**
 * A word diff's segments as text: removed words struck through, added ones underlined, each also named
 * for screen readers ("[removed: …]"), so the change never rests on colour alone (decision 037).
 */
export function DiffSegments({ segments }: { segments: readonly DiffSegment[] }) {
  return segments.map((segment, index) =>
    segment.kind === 'same' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one comparison never move.
      <span key={index}>{segment.text}</span>
    ) : segment.kind === 'removed' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <del key={index} className="rounded-sm bg-tone-red-bg text-tone-red-fg line-through">
        <span className="sr-only">[removed: </span>
        {segment.text}
        <span className="sr-only">]</span>
      </del>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <ins key={index} className="rounded-sm bg-tone-green-bg text-tone-green-fg underline">
        <span className="sr-only">[added: </span>
        {segment.text}
        <span className="sr-only">]</span>
      </ins>
    ),
  );
}
