import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PresenceAvatars } from './presence-avatars';

describe('PresenceAvatars', () => {
  it("shows each person once by their initials, named for screen readers, and the rest as '+N'", () => {
    const people = ['Ana Silva', 'Ben', 'Cleo', 'Dan', 'Eve'].map((name) => ({
      userId: name,
      name,
      tab: `${name}-1`,
    }));
    render(<PresenceAvatars people={[...people, { userId: 'Ben', name: 'Ben', tab: 'Ben-2' }]} />);
    const list = screen.getByRole('list', { name: 'Who is here' });
    expect(within(list).getByRole('img', { name: 'Ana Silva is here' })).toHaveTextContent('AS');
    expect(within(list).getAllByRole('img', { name: 'Ben is here' })).toHaveLength(1);
    expect(within(list).getByRole('img', { name: 'and 1 more' })).toHaveTextContent('+1');
    expect(within(list).queryByRole('img', { name: 'Eve is here' })).toBeNull();
  });

  it('shows nothing when nobody else is there', () => {
    const { container } = render(<PresenceAvatars people={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
