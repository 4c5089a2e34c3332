import { CalendarDays, Clock, Globe, ScrollText } from 'lucide-react';
import type { Campaign } from '../../../../common/domain/campaign';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { ProjectCard, ProjectRow } from '../../../ui/project-card';
import { formatNextSession } from '../model/calendar-date';
import { countText } from '../model/campaign-format';
import { CampaignStatusBadge } from './campaign-status-badge';

export type CampaignItemProps = {
  campaign: Campaign;
  onToggleFavorite: (campaign: Campaign, isFavorite: boolean) => void;
};

/** The next session's date, in bold when one is planned ('Not scheduled' reads as an aside). */
function NextSession({ campaign }: { campaign: Campaign }) {
  const isScheduled = campaign.nextSessionDate !== null;
  return (
    <span>
      Next session:{' '}
      <span className={isScheduled ? 'font-medium text-fg' : 'italic'}>
        {formatNextSession(campaign.nextSessionDate)}
      </span>
    </span>
  );
}

/** Universe, sessions, next session and last edit, each with an icon and words (never the icon alone). */
function CampaignFacts({ campaign, className }: { campaign: Campaign; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-1.5 text-sm text-fg-muted', className)}>
      <li className="flex items-center gap-2">
        <Globe aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="sr-only">Universe: </span>
        <span className="truncate">{campaign.universe}</span>
      </li>
      <li className="flex items-center gap-2">
        <ScrollText aria-hidden="true" className="size-3.5 shrink-0" />
        {countText(campaign.sessionsCount, 'session')}
      </li>
      <li className="flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
        <NextSession campaign={campaign} />
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-3.5 shrink-0" />
        Updated {relativeTime(campaign.lastUpdated)}
      </li>
    </ul>
  );
}

/** A campaign in the grid: cover, title, status, universe, sessions, next session, last edit, star, Open. */
export function CampaignCard({ campaign, onToggleFavorite }: CampaignItemProps) {
  return (
    <ProjectCard
      title={campaign.title}
      href={`/campaigns/${campaign.id}`}
      isFavorite={campaign.isFavorite}
      onToggleFavorite={(next) => onToggleFavorite(campaign, next)}
      image={{ src: campaign.coverUrl, alt: `Cover of ${campaign.title}` }}
      footer={<CampaignStatusBadge status={campaign.status} />}
    >
      <CampaignFacts campaign={campaign} />
    </ProjectCard>
  );
}

/** The same campaign as one dense row of the list view, without the cover. */
export function CampaignRow({ campaign, onToggleFavorite }: CampaignItemProps) {
  return (
    <ProjectRow
      title={campaign.title}
      href={`/campaigns/${campaign.id}`}
      isFavorite={campaign.isFavorite}
      onToggleFavorite={(next) => onToggleFavorite(campaign, next)}
      badge={<CampaignStatusBadge status={campaign.status} />}
    >
      <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-fg-muted">
        <span>
          <span className="sr-only">Universe: </span>
          {campaign.universe}
        </span>
        <span>{countText(campaign.sessionsCount, 'session')}</span>
        <NextSession campaign={campaign} />
        <span>Updated {relativeTime(campaign.lastUpdated)}</span>
      </p>
    </ProjectRow>
  );
}
