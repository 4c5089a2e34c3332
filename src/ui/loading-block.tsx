import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export type LoadingBlockProps = {
  /** Announced while it shows, e.g. "Loading section…". */
  label: string;
  className?: string;
};

/** A spinner centred in the space a page or tab will fill once its data or code has arrived. */
export function LoadingBlock({ label, className }: LoadingBlockProps) {
  return (
    <div className={cn('flex justify-center pt-8', className)}>
      <Spinner label={label} />
    </div>
  );
}
