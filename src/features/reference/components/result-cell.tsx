import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { displayCell } from '../query/result-display';

/**
 * One result cell: NULL for missing values, booleans as text, long text cut at 100 characters. A cut cell
 * shows its whole text on hover (title) and on keyboard focus (a tooltip it is described by).
 */
export function ResultCell({ value }: { value: unknown }) {
  const cell = displayCell(value);
  const tooltipId = useId();
  if (cell.isNull) {
    return (
      <td className="px-3 py-2 align-top">
        <span className="font-mono text-xs text-fg-muted">NULL</span>
      </td>
    );
  }
  if (!cell.isTruncated) {
    // Short values (ids, dates, numbers) stay on one line; prose wraps.
    const isShort = cell.text.length <= 32 && !cell.text.includes('\n');
    return (
      <td className={cn('px-3 py-2 align-top', isShort ? 'whitespace-nowrap' : 'whitespace-pre-wrap')}>
        {cell.text}
      </td>
    );
  }
  return (
    <td className="relative px-3 py-2 align-top">
      <span
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a cut cell takes focus so keyboard users can read it whole
        tabIndex={0}
        title={cell.fullText}
        aria-describedby={tooltipId}
        className="peer block min-w-64 rounded-sm whitespace-pre-wrap"
      >
        {cell.text}
      </span>
      <span
        id={tooltipId}
        role="tooltip"
        className="absolute top-full left-2 z-20 hidden max-h-64 w-[min(28rem,80vw)] overflow-auto rounded-lg border border-border-strong bg-surface-raised p-3 text-xs whitespace-pre-wrap text-fg shadow-lg peer-focus:block"
      >
        {cell.fullText}
      </span>
    </td>
  );
}
