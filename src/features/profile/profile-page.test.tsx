import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { setWorkspaceRepository } from '../../data/workspace';
import ProfilePage from './profile-page';

// The real data/password.ts over a fake auth client: what the form sends, and GoTrue's refusals.
const authClient = vi.hoisted(() => ({ updateUser: vi.fn() }));
vi.mock('../../auth/auth-client', () => ({ loadAuthClient: async () => authClient }));

function renderProfile(path = '/profile') {
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  setWorkspaceRepository(createInMemoryRepository({ latencyMs: 0 }));
  authClient.updateUser.mockReset().mockResolvedValue({ data: { user: {} }, error: null });
});

// Typing through user-event is slow on a busy machine; these journeys get more than the default 5 s.
describe('ProfilePage', { timeout: 20_000 }, () => {
  it('shows the header: name, username, bio, joined date and a mail link', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Elena Voss' })).toBeInTheDocument();
    expect(screen.getByText('@elenavoss')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'elena.voss@example.com' })).toHaveAttribute(
      'href',
      'mailto:elena.voss@example.com',
    );
  });

  it('toggles Follow as a pressed button', async () => {
    renderProfile();
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    expect(follow).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows statistics, recent projects with Open links, notifications and socials on Overview', async () => {
    renderProfile();
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(within(stats).getByText('Novels').nextElementSibling).toHaveTextContent('6');
    const recent = screen.getByRole('region', { name: 'Recent Projects' });
    expect(within(recent).getByRole('link', { name: 'Open The Ashen Crown' })).toHaveAttribute(
      'href',
      '/novels/n-ashen-crown',
    );
    expect(within(recent).getByRole('link', { name: 'Open The Cinder Road' })).toHaveAttribute(
      'href',
      '/campaigns/c-cinder-road',
    );
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText('Mentions')).toBeInTheDocument();
    const socials = screen.getByRole('region', { name: 'Social Links' });
    expect(within(socials).getAllByRole('link')).toHaveLength(3);
  });

  // Arrow-key movement between tabs is Radix's; the browser test drives it with a real keyboard.
  it('switches tabs, shows the placeholder texts and keeps the tab in the URL', async () => {
    const router = renderProfile();
    await userEvent.click(await screen.findByRole('tab', { name: 'Projects' }));
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Projects content will be shown here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(screen.getByText('Activity log will be shown here.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=activity');
  });

  it('opens Activity from the notifications View All', async () => {
    renderProfile();
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    await userEvent.click(within(notifications).getByRole('button', { name: 'View All' }));
    expect(screen.getByText('Activity log will be shown here.')).toBeInTheDocument();
  });

  it('opens the Settings tab from Edit Profile', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Elena Voss');
  });

  it('keeps typed values across tabs, saves them and confirms', async () => {
    renderProfile('/profile?tab=settings');
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Maps first.');
    await userEvent.type(screen.getByLabelText('New Password'), 'pw12');
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Maps first.');
    expect(screen.getByLabelText('New Password')).toHaveValue('pw12');
    await userEvent.clear(screen.getByLabelText('New Password'));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'E. Voss');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'E. Voss' })).toBeInTheDocument();
    expect(screen.getByText('Maps first.', { selector: 'p' })).toBeInTheDocument();
  });

  it('changes the password with the current one and says so', async () => {
    renderProfile('/profile?tab=settings');
    await userEvent.type(await screen.findByLabelText('Current Password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved. Your password has been changed.')).toBeInTheDocument();
    expect(authClient.updateUser).toHaveBeenCalledWith({
      password: 'new-secret',
      current_password: 'old-secret',
    });
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('checks the password fields before sending anything', async () => {
    renderProfile('/profile?tab=settings');
    await userEvent.type(await screen.findByLabelText('New Password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secrets');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
    expect(authClient.updateUser).not.toHaveBeenCalled();
    expect(screen.queryByText('Changes saved')).not.toBeInTheDocument();
  });

  it('says under Current Password when the auth server refuses it, and saves nothing', async () => {
    authClient.updateUser.mockResolvedValue({
      data: { user: null },
      error: { code: 'current_password_invalid', message: 'The current password is not correct.' },
    });
    renderProfile('/profile?tab=settings');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Not Saved');
    await userEvent.type(screen.getByLabelText('Current Password'), 'wrong-one');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Your current password is not correct. Nothing was changed.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Elena Voss' })).toBeInTheDocument();
  });

  it('shows why a save failed and keeps what was typed', async () => {
    renderProfile('/profile?tab=settings');
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await userEvent.clear(username);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username is required');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  });
});
