import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover shadow-sm',
  secondary: 'border border-border-strong bg-surface text-fg hover:bg-surface-raised',
  ghost: 'text-fg-muted hover:bg-surface-raised hover:text-fg',
  danger: 'bg-danger text-danger-fg hover:bg-danger-hover shadow-sm',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-xs',
  md: 'h-9 gap-2 px-4 text-sm',
  lg: 'h-11 gap-2 px-5 text-base',
};

const iconSizeClasses: Record<ButtonSize, string> = {
  sm: 'size-8',
  md: 'size-9',
  lg: 'size-11',
};

const baseClasses =
  'inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cn(baseClasses, variantClasses[variant], sizeClasses[size]);
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return <Slot.Root className={cn(buttonClasses(variant, size), className)} {...props} />;
  }
  // Buttons default to type="button" so that one inside a form never submits it by accident.
  return (
    <button type={type ?? 'button'} className={cn(buttonClasses(variant, size), className)} {...props} />
  );
}

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label'> & {
  /** An icon-only button has no visible text, so its accessible name is required. */
  'aria-label': string;
  icon: ReactNode;
};

export function IconButton({
  variant = 'ghost',
  size = 'md',
  icon,
  className,
  type,
  asChild = false,
  ...props
}: IconButtonProps) {
  const classes = cn(baseClasses, variantClasses[variant], iconSizeClasses[size], 'p-0', className);
  if (asChild) {
    return <Slot.Root className={classes} {...props} />;
  }
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {icon}
    </button>
  );
}
