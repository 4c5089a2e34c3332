import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWindowList } from './use-window-list';

function Rows({ count }: { count: number }) {
  const { listRef, virtualizer } = useWindowList<HTMLUListElement>({
    count,
    estimateSize: () => 120,
    getItemKey: (index) => index,
  });
  return (
    <ul ref={listRef} aria-label="Rows">
      {virtualizer.getVirtualItems().map((item) => (
        <li key={item.key} data-index={item.index}>
          Row {item.index}
        </li>
      ))}
    </ul>
  );
}

describe('the window-scrolled list', () => {
  it('renders a short list whole, however little of it the window shows', () => {
    render(<Rows count={40} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
  });

  it('renders only the rows near the window of a long one', () => {
    render(<Rows count={5000} />);
    const shown = screen.getAllByRole('listitem').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(40);
  });
});
