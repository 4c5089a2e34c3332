import { Plus } from 'lucide-react';
import { Button, type ButtonProps } from './button';

export type AddPartButtonProps = Omit<ButtonProps, 'children'> & {
  /** 'Quest', 'Story arc': the button says 'Add Quest'. */
  singular: string;
};

/** Opens the form that adds a part: in a tab's header (`TabSection` `actions`) and in its empty state. */
export function AddPartButton({ singular, variant = 'primary', size = 'sm', ...props }: AddPartButtonProps) {
  return (
    // Marked so a form opened from an empty state can hand focus to the header's button once the first
    // part is there and the empty state is gone.
    <Button variant={variant} size={size} data-part-add="" {...props}>
      <Plus aria-hidden="true" />
      Add {singular}
    </Button>
  );
}
