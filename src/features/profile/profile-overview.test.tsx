import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../common/domain/profile';
import { ProfileOverview } from './profile-overview';

const profile = (socials: Profile['socials']): Profile => ({
  id: 'p-1',
  name: 'Ada',
  username: 'ada',
  email: 'ada@example.com',
  avatar: '',
  bio: '',
  joined: '2024-01-01',
  stats: { novels: 0, universes: 0, campaigns: 0 },
  recentProjects: [],
  notifications: { comments: 0, mentions: 0, updates: 0 },
  socials,
});

describe('ProfileOverview social links', () => {
  it('makes only http, https and mailto addresses clickable', () => {
    render(
      <MemoryRouter>
        <ProfileOverview
          profile={profile({
            twitter: 'javascript:alert(1)',
            instagram: 'data:text/html,<script>alert(1)</script>',
            website: 'https://ada.example.com',
          })}
          onViewAllNotifications={() => {}}
        />
      </MemoryRouter>,
    );
    const socials = screen.getByRole('region', { name: 'Social Links' });
    const links = within(socials).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://ada.example.com');
    expect(within(socials).getByText('javascript:alert(1)')).toBeInTheDocument();
  });
});
