import type { SearchHit } from '../../../common/api/search';
import { entityKindLabel } from '../../../common/workspace/entities';
import { HighlightedText } from './highlighted-text';

/** What it is and where it lives: "Character · The Emberreach". */
export function hitPlace(hit: SearchHit): string {
  const kind = entityKindLabel(hit.kind);
  return hit.place === '' ? kind : `${kind} · ${hit.place}`;
}

/** A hit's name with its matched words, its kind and place, and a line of its text. */
export function SearchHitContent({ hit, isCompact = false }: { hit: SearchHit; isCompact?: boolean }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium text-fg">
        <HighlightedText text={hit.name === '' ? '(untitled)' : hit.name} ranges={hit.nameRanges} />
      </span>
      <span className="truncate text-xs text-fg-muted">{hitPlace(hit)}</span>
      {hit.snippet === '' ? null : (
        <span className={isCompact ? 'truncate text-xs text-fg-muted' : 'line-clamp-2 text-sm text-fg-muted'}>
          <HighlightedText text={hit.snippet} ranges={hit.snippetRanges} />
        </span>
      )}
    </span>
  );
}
