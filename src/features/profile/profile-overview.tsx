import {
  AtSign,
  Bell,
  BookOpen,
  Camera,
  Globe,
  Link as LinkIcon,
  type LucideIcon,
  MessageCircle,
  MessageSquare,
  Swords,
} from 'lucide-react';
import { Link } from 'react-router';
import type { ProjectType } from '../../../common/domain/enums';
import type { Profile } from '../../../common/domain/profile';
import { isSafeLinkUrl } from '../../../common/domain/safe-urls';
import { relativeTime } from '../../lib/relative-time';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { projectPath } from './model/profile-form';

const typeLabel: Record<ProjectType, string> = { novel: 'Novel', universe: 'Universe', campaign: 'Campaign' };

export type ProfileOverviewProps = {
  profile: Profile;
  /** 'View All' notifications opens the Activity tab, where the activity log will live. */
  onViewAllNotifications: () => void;
  now?: Date;
};

function Statistics({ stats }: { stats: Profile['stats'] }) {
  const items: { label: string; value: number; Icon: LucideIcon }[] = [
    { label: 'Novels', value: stats.novels, Icon: BookOpen },
    { label: 'Universes', value: stats.universes, Icon: Globe },
    { label: 'Campaigns', value: stats.campaigns, Icon: Swords },
  ];
  return (
    <Card role="region" aria-labelledby="profile-statistics">
      <CardHeader>
        <CardTitle id="profile-statistics">Statistics</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3">
          {items.map(({ label, value, Icon }) => (
            <div
              key={label}
              className="flex flex-col items-center gap-1 rounded-lg bg-surface-sunken p-3 text-center"
            >
              <Icon aria-hidden="true" className="size-4 text-accent-text" />
              <dt className="order-3 text-xs text-fg-muted">{label}</dt>
              <dd className="order-2 text-2xl font-semibold text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function RecentProjects({ projects, now }: { projects: Profile['recentProjects']; now: Date | undefined }) {
  return (
    <Card role="region" aria-labelledby="profile-recent-projects">
      <CardHeader>
        <CardTitle id="profile-recent-projects">Recent Projects</CardTitle>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <p className="text-sm text-fg-muted">No recent projects.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {projects.map((project) => (
              <li key={`${project.type}:${project.id}`} className="flex items-center gap-3 py-3">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge>{typeLabel[project.type]}</Badge>
                    <span className="truncate text-sm font-medium text-fg">{project.title}</span>
                  </div>
                  <span className="text-xs text-fg-muted">
                    Last modified {relativeTime(project.lastModified, now).toLowerCase()}
                  </span>
                </div>
                <Button asChild variant="secondary" size="sm">
                  <Link
                    to={`${projectPath[project.type]}/${project.id}`}
                    aria-label={`Open ${project.title}`}
                  >
                    Open
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Notifications({ counts, onViewAll }: { counts: Profile['notifications']; onViewAll: () => void }) {
  const items: { label: string; value: number; Icon: LucideIcon }[] = [
    { label: 'Comments', value: counts.comments, Icon: MessageSquare },
    { label: 'Mentions', value: counts.mentions, Icon: AtSign },
    { label: 'Updates', value: counts.updates, Icon: Bell },
  ];
  return (
    <Card role="region" aria-labelledby="profile-notifications">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id="profile-notifications">Notifications</CardTitle>
        <Button variant="ghost" size="sm" onClick={onViewAll}>
          View All
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {items.map(({ label, value, Icon }) => (
            <li key={label} className="flex items-center gap-3 text-sm">
              <Icon aria-hidden="true" className="size-4 text-fg-muted" />
              <span className="flex-1 text-fg">{label}</span>
              <Badge tone={value > 0 ? 'amber' : 'neutral'}>{value}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function SocialLinks({ socials }: { socials: Profile['socials'] }) {
  const items: { label: string; href: string; Icon: LucideIcon }[] = [
    { label: 'Twitter', href: socials.twitter, Icon: MessageCircle },
    { label: 'Instagram', href: socials.instagram, Icon: Camera },
    { label: 'Website', href: socials.website, Icon: LinkIcon },
  ].filter((item) => item.href !== '');
  return (
    <Card role="region" aria-labelledby="profile-socials">
      <CardHeader>
        <CardTitle id="profile-socials">Social Links</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-fg-muted">No social profiles yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map(({ label, href, Icon }) => (
              <li key={label}>
                {isSafeLinkUrl(href) ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-center gap-2 text-sm text-accent-text underline-offset-4 hover:underline"
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    <span className="font-medium">{label}</span>
                    <span className="truncate text-fg-muted">{href.replace(/^https?:\/\//, '')}</span>
                  </a>
                ) : (
                  // Stored before links were checked (data:, javascript:, file:, ...): shown, never clickable.
                  <span className="inline-flex max-w-full items-center gap-2 text-sm text-fg-muted">
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    <span className="font-medium">{label}</span>
                    <span className="truncate">{href}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function ProfileOverview({ profile, onViewAllNotifications, now }: ProfileOverviewProps) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        <Statistics stats={profile.stats} />
        <RecentProjects projects={profile.recentProjects} now={now} />
      </div>
      <div className="flex flex-col gap-4">
        <Notifications counts={profile.notifications} onViewAll={onViewAllNotifications} />
        <SocialLinks socials={profile.socials} />
      </div>
    </div>
  );
}
