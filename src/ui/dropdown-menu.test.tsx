import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLinkItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <button type="button">Elsewhere</button>
              <DropdownMenu>
                <DropdownMenuTrigger>New Project</DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuLinkItem to="/campaigns/new">New Campaign</DropdownMenuLinkItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </main>
          }
        />
        <Route path="/campaigns/new" element={<h1>Create a campaign</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DropdownMenu', () => {
  it('leaves the rest of the page readable by assistive technology while open', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    // A modal menu would mark everything else aria-hidden; the button must stay in the accessibility tree.
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-hidden');
  });

  it('follows a link item and closes', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    await user.click(await screen.findByRole('menuitem', { name: 'New Campaign' }));
    expect(screen.getByRole('heading', { name: 'Create a campaign' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
