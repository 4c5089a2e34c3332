import type { ProfileRecord } from '../domain/profile';

export const sampleProfile: ProfileRecord = {
  id: 'profile-elena',
  name: 'Elena Voss',
  username: 'elenavoss',
  email: 'elena.voss@example.com',
  avatar: '/images/avatars/elena-voss.svg',
  bio: 'Novelist and weekend game master. I build worlds where promises have weight and maps are never quite finished.',
  joined: '2024-03-14',
  recentProjects: [
    { id: 'n-ashen-crown', type: 'novel' },
    { id: 'c-cinder-road', type: 'campaign' },
    { id: 'u-emberreach', type: 'universe' },
    { id: 'n-drowned-bells', type: 'novel' },
  ],
  notifications: { comments: 4, mentions: 2, updates: 7 },
  socials: {
    twitter: 'https://twitter.com/elenavoss',
    instagram: 'https://instagram.com/elenavoss.writes',
    website: 'https://elenavoss.example.com',
  },
};
