import { render, screen } from '@testing-library/react';
import { Plus } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Button, IconButton } from './button';

describe('Button', () => {
  it('does not submit a form unless asked to', () => {
    render(
      <form>
        <Button>Save</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('renders its child link with the button look when asChild', () => {
    render(
      <Button asChild>
        <a href="/universes/new">New Universe</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'New Universe' })).toHaveAttribute('href', '/universes/new');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives an icon button its required accessible name', () => {
    render(<IconButton aria-label="Add event" icon={<Plus aria-hidden="true" />} />);
    expect(screen.getByRole('button', { name: 'Add event' })).toBeInTheDocument();
  });
});
