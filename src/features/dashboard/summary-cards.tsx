import { BookOpen, Globe, type LucideIcon, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import type { WorkspaceLists } from './model/workspace-entries';

type Summary = { to: string; label: string; Icon: LucideIcon; count: number | undefined; detail: string };

type MaybeLists = { [K in keyof WorkspaceLists]: WorkspaceLists[K] | undefined };

function summaries(lists: MaybeLists): Summary[] {
  const { novels, universes, campaigns } = lists;
  const inProgress = novels?.filter((novel) => novel.status === 'in-progress').length ?? 0;
  const worlds = universes?.reduce((sum, universe) => sum + universe.worldCount, 0) ?? 0;
  const active = campaigns?.filter((campaign) => campaign.status === 'active').length ?? 0;
  return [
    {
      to: '/novels',
      label: 'Novels',
      Icon: BookOpen,
      count: novels?.length,
      detail: `${inProgress} in progress`,
    },
    {
      to: '/universes',
      label: 'Universes',
      Icon: Globe,
      count: universes?.length,
      detail: `${worlds} ${worlds === 1 ? 'world' : 'worlds'}`,
    },
    {
      to: '/campaigns',
      label: 'Campaigns',
      Icon: Swords,
      count: campaigns?.length,
      detail: `${active} active`,
    },
  ];
}

/** One card per project kind; the whole card is the link to that kind's list. */
export function SummaryCards(lists: MaybeLists) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {summaries(lists).map(({ to, label, Icon, count, detail }) => (
        <li key={to}>
          <Card className="transition-colors duration-150 hover:border-border-strong">
            <Link to={to} className="flex items-center gap-4 rounded-xl p-5">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text"
              >
                <Icon className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-medium text-fg-muted">{label}</span>
                {count === undefined ? (
                  <Skeleton className="my-1 h-7 w-10" />
                ) : (
                  <span className="text-2xl font-semibold text-fg">{count}</span>
                )}
                <span className="text-xs text-fg-muted">{count === undefined ? 'Loading…' : detail}</span>
              </span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
