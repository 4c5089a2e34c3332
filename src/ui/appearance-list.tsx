import { BookOpen, Swords } from 'lucide-react';
import { Link } from 'react-router';
import type { Appearance } from '../../common/workspace/operations/appearances';
import { Card } from './card';

/** The list as its query holds it (`useAppearances(id)`): loading, unreadable, or read. */
export type AppearancesRead = {
  data?: readonly Appearance[] | undefined;
  isPending: boolean;
  isError: boolean;
};

export type AppearanceListProps = {
  read: AppearancesRead;
  /** The appearance whose page this is: listed as 'this novel', not as a link. */
  currentPartId?: string;
  /** The character's own page (its universe's), linked from an appearance's page. */
  characterHref?: string | undefined;
  /** What appears: a character (in novels and campaigns) or an item (in campaigns). */
  noun?: 'character' | 'item';
};

const label = { novels: 'Novel', campaigns: 'Campaign' } as const;

const texts = {
  character: {
    segment: 'characters',
    empty: 'No novel or campaign yet. Add the character from a novel’s or campaign’s Characters tab.',
  },
  item: { segment: 'items', empty: 'No campaign yet. Add the item from a campaign’s Items tab.' },
} as const;

/**
 * Where one character appears: each novel and campaign with its role there, linking to that story's
 * page of the character. On a character's page and on each of its appearances' pages. With `noun`
 * 'item', where one item appears: each campaign with what the item is there.
 */
export function AppearanceList({
  read,
  currentPartId,
  characterHref,
  noun = 'character',
}: AppearanceListProps) {
  const appearances = read.data;
  const status = read.isPending ? 'loading' : read.isError ? 'error' : undefined;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="appearances-heading" className="text-base font-semibold text-fg">
          Appears in
        </h3>
        {characterHref === undefined ? null : (
          <Link
            to={characterHref}
            className="text-sm font-medium text-accent-text underline-offset-2 hover:underline"
          >
            Open the character’s page
          </Link>
        )}
      </div>
      {status === 'loading' ? (
        <p className="text-sm text-fg-muted">Loading where this {noun} appears…</p>
      ) : null}
      {status === 'error' ? (
        <p className="text-sm text-fg-muted">Where this {noun} appears could not be read.</p>
      ) : null}
      {status === undefined && (appearances ?? []).length === 0 ? (
        <p className="text-sm text-fg-muted">{texts[noun].empty}</p>
      ) : null}
      {(appearances ?? []).length > 0 ? (
        <ul aria-labelledby="appearances-heading" className="flex flex-col divide-y divide-border">
          {(appearances ?? []).map((appearance) => {
            const Icon = appearance.parent === 'novels' ? BookOpen : Swords;
            const href = `/${appearance.parent}/${appearance.parentId}/${texts[noun].segment}/${appearance.partId}`;
            const isHere = appearance.partId === currentPartId;
            return (
              <li key={appearance.partId} className="flex items-center gap-3 py-2 text-sm">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
                <span className="min-w-0 flex-1">
                  {isHere ? (
                    <span className="font-medium text-fg">
                      {appearance.parentTitle} <span className="text-fg-muted">(this page)</span>
                    </span>
                  ) : (
                    <Link
                      to={href}
                      className="font-medium text-accent-text underline-offset-2 hover:underline"
                    >
                      {appearance.parentTitle}
                    </Link>
                  )}
                  <span className="text-fg-muted">
                    {' '}
                    · {label[appearance.parent]}
                    {appearance.role ? ` · ${appearance.role}` : ''}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}
