import { foldForSearch } from '../../../common/search/normalize';

// The command palette's commands (issue 14, decision 034), as data: a label, a group, and what it does
// through the few powers the palette hands it. Filtering folds case and accents like search does.

export type CommandContext = {
  navigate: (path: string) => void;
  toggleDarkMode: () => void;
  signOut: () => Promise<void>;
};

export type CommandGroup = 'Create' | 'Go to' | 'Preferences' | 'Account';

export type Command = {
  id: string;
  label: string;
  group: CommandGroup;
  /** Other words it is found by ("theme" for dark mode). */
  keywords?: string;
  perform: (context: CommandContext) => void | Promise<void>;
};

const go = (id: string, label: string, path: string, keywords?: string): Command => ({
  id,
  label,
  group: 'Go to',
  ...(keywords === undefined ? {} : { keywords }),
  perform: ({ navigate }) => navigate(path),
});

const create = (id: string, label: string, path: string): Command => ({
  id,
  label,
  group: 'Create',
  keywords: 'create add',
  perform: ({ navigate }) => navigate(path),
});

export const commands: readonly Command[] = [
  // The novels and timelines pages open their creation dialogs at ?new=1; universes and campaigns have pages.
  create('new-novel', 'New novel', '/novels?new=1'),
  create('new-timeline', 'New timeline', '/timelines?new=1'),
  create('new-campaign', 'New campaign', '/campaigns/new'),
  create('new-universe', 'New universe', '/universes/new'),
  go('go-dashboard', 'Go to Dashboard', '/dashboard', 'home'),
  go('go-novels', 'Go to Novels', '/novels'),
  go('go-universes', 'Go to Universes', '/universes'),
  go('go-campaigns', 'Go to Campaigns', '/campaigns'),
  go('go-timelines', 'Go to Timelines', '/timelines'),
  go('go-references', 'Go to References', '/reference', 'reference data query'),
  go('go-profile', 'Go to Profile', '/profile', 'account'),
  go('go-settings', 'Go to Settings', '/settings', 'preferences'),
  {
    id: 'toggle-dark-mode',
    label: 'Toggle dark mode',
    group: 'Preferences',
    keywords: 'theme light',
    perform: ({ toggleDarkMode }) => toggleDarkMode(),
  },
  {
    id: 'sign-out',
    label: 'Sign out',
    group: 'Account',
    keywords: 'log out logout',
    perform: ({ signOut }) => signOut(),
  },
];

/** The commands whose label or keywords hold every word typed (as a word's start), in their order. */
export function filterCommands(list: readonly Command[], typed: string): Command[] {
  const words = foldForSearch(typed).split(' ').filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((command) => {
    const own = foldForSearch(`${command.label} ${command.keywords ?? ''}`).split(' ');
    return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
  });
}
