import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FavoriteToggle } from './favorite-toggle';

function Harness({ initial }: { initial: boolean }) {
  const [isFavorite, setIsFavorite] = useState(initial);
  return <FavoriteToggle isFavorite={isFavorite} onToggle={setIsFavorite} itemName="Ashfall" />;
}

describe('FavoriteToggle', () => {
  it('is a button named for the item whose pressed state flips on click', async () => {
    const user = userEvent.setup();
    render(<Harness initial={false} />);
    const star = screen.getByRole('button', { name: /favorite ashfall/i });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial={true} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /favorite/i })).toHaveAttribute('aria-pressed', 'false');
  });
});
