import { Link } from 'react-router';
import { Button } from './button';
import { EmptyState } from './empty-state';

export type SectionNotFoundProps = {
  /** The detail page's own URL: "Go to Overview" leads there. */
  base: string;
  /** e.g. "This novel has no section at that address." */
  message: string;
};

/** A detail page's unknown tab path: says so and leads to the Overview tab. */
export function SectionNotFound({ base, message }: SectionNotFoundProps) {
  return (
    <EmptyState
      title="Section not found"
      description={message}
      action={
        <Button asChild variant="secondary">
          <Link to={base}>Go to Overview</Link>
        </Button>
      }
    />
  );
}
