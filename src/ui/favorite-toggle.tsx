import { Star } from 'lucide-react';
import { cn } from '../lib/cn';

export type FavoriteToggleProps = {
  isFavorite: boolean;
  onToggle: (isFavorite: boolean) => void;
  /** What is being favorited, for the accessible name: "Favorite The Shattered Crown". */
  itemName?: string;
  size?: 'sm' | 'md';
  className?: string;
};

/** A star that flips a favorite; aria-pressed tells assistive technology its state. */
export function FavoriteToggle({
  isFavorite,
  onToggle,
  itemName,
  size = 'md',
  className,
}: FavoriteToggleProps) {
  return (
    <button
      type="button"
      aria-label={itemName ? `Favorite ${itemName}` : 'Favorite'}
      aria-pressed={isFavorite}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={() => onToggle(!isFavorite)}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-md transition-colors duration-150 hover:bg-surface-raised',
        size === 'sm' ? 'size-8' : 'size-9',
        isFavorite ? 'text-accent-text' : 'text-fg-muted hover:text-fg',
        className,
      )}
    >
      <Star aria-hidden="true" className="size-4" fill={isFavorite ? 'currentColor' : 'none'} />
    </button>
  );
}
