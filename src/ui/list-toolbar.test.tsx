import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListToolbar, useListControls } from './list-toolbar';

type Option = 'all' | 'favorites' | 'draft';

const options = [
  { value: 'all', label: 'All Things' },
  { value: 'favorites', label: 'Favorites' },
  { value: 'draft', label: 'Draft' },
] as const;

function Harness() {
  const { term, setTerm, filter, setFilter, view, setView } = useListControls<Option>('all');
  return (
    <>
      <ListToolbar
        search={{
          label: 'Search things',
          placeholder: 'Search things...',
          value: term,
          onValueChange: setTerm,
        }}
        filter={{ options, value: filter, onChange: setFilter }}
        view={{ value: view, onChange: setView }}
      />
      <output aria-label="state">{`${term}|${filter}|${view}`}</output>
    </>
  );
}

function state() {
  return screen.getByRole('status', { name: 'state' }).textContent;
}

describe('ListToolbar', () => {
  it('passes what is typed in the labelled search box to the page', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    expect(box).toHaveAttribute('placeholder', 'Search things...');
    await user.type(box, 'ash');
    expect(state()).toBe('ash|all|grid');
  });

  it('shows the current filter on its button and changes it from the radio menu', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filter: All Things' }));
    const radios = await screen.findAllByRole('menuitemradio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['All Things', 'Favorites', 'Draft']);
    expect(screen.getByRole('menuitemradio', { name: 'All Things' })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('menuitemradio', { name: 'Draft' }));
    expect(state()).toBe('|draft|grid');
    expect(screen.getByRole('button', { name: 'Filter: Draft' })).toBeInTheDocument();
  });

  it('switches between grid and list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(state()).toBe('|all|list');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
  });
});
