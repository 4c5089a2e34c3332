import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';

export type NewLinkButtonProps = {
  /** The creation page, e.g. '/campaigns/new'. */
  to: string;
  /** e.g. 'New Campaign'. */
  label: string;
  /** While the list has failed to load (src/data/README.md). */
  isDisabled?: boolean;
};

/** A list page's New button that links to a creation page, or a disabled button while it may not be used. */
export function NewLinkButton({ to, label, isDisabled = false }: NewLinkButtonProps) {
  // A disabled link is not a thing; while the action is unavailable it is a disabled button instead.
  if (isDisabled) {
    return (
      <Button disabled>
        <Plus aria-hidden="true" />
        {label}
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link to={to}>
        <Plus aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
