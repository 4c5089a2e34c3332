import { CalendarDays, Clock, Globe, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import type { Campaign } from '../../../../common/domain/campaign';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FallbackImage } from '../../../ui/fallback-image';
import { FavoriteToggle } from '../../../ui/favorite-toggle';
import { formatNextSession } from '../model/calendar-date';
import { countText } from '../model/campaign-format';
import { CampaignStatusBadge } from './campaign-status-badge';

export type CampaignItemProps = {
  campaign: Campaign;
  onToggleFavorite: (campaign: Campaign, isFavorite: boolean) => void;
};

/** Universe, sessions, next session and last edit, each with an icon and words (never the icon alone). */
function CampaignFacts({ campaign, className }: { campaign: Campaign; className?: string }) {
  const isScheduled = campaign.nextSessionDate !== null;
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
        <span>
          Next session:{' '}
          <span className={isScheduled ? 'font-medium text-fg' : 'italic'}>
            {formatNextSession(campaign.nextSessionDate)}
          </span>
        </span>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-3.5 shrink-0" />
        Updated {relativeTime(campaign.lastUpdated)}
      </li>
    </ul>
  );
}

function OpenLink({ campaign }: { campaign: Campaign }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link to={`/campaigns/${campaign.id}`} aria-label={`Open ${campaign.title}`}>
        Open
      </Link>
    </Button>
  );
}

/** A campaign in the grid: cover, title, status, universe, sessions, next session, last edit, star, Open. */
export function CampaignCard({ campaign, onToggleFavorite }: CampaignItemProps) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <FallbackImage src={campaign.coverUrl} alt={`Cover of ${campaign.title}`} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-base font-semibold break-words text-fg">{campaign.title}</h2>
          <FavoriteToggle
            size="sm"
            className="-mt-1 -mr-2"
            isFavorite={campaign.isFavorite}
            itemName={campaign.title}
            onToggle={(next) => onToggleFavorite(campaign, next)}
          />
        </div>
        <CampaignFacts campaign={campaign} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <CampaignStatusBadge status={campaign.status} />
          <OpenLink campaign={campaign} />
        </div>
      </div>
    </Card>
  );
}

/** The same campaign as one dense row of the list view, without the cover. */
export function CampaignRow({ campaign, onToggleFavorite }: CampaignItemProps) {
  const isScheduled = campaign.nextSessionDate !== null;
  return (
    <Card className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="flex min-w-0 flex-1 basis-60 flex-col gap-1">
        <h2 className="truncate text-sm font-semibold text-fg">{campaign.title}</h2>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-fg-muted">
          <span>
            <span className="sr-only">Universe: </span>
            {campaign.universe}
          </span>
          <span>{countText(campaign.sessionsCount, 'session')}</span>
          <span>
            Next session:{' '}
            <span className={isScheduled ? 'font-medium text-fg' : 'italic'}>
              {formatNextSession(campaign.nextSessionDate)}
            </span>
          </span>
          <span>Updated {relativeTime(campaign.lastUpdated)}</span>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <CampaignStatusBadge status={campaign.status} />
        <FavoriteToggle
          size="sm"
          isFavorite={campaign.isFavorite}
          itemName={campaign.title}
          onToggle={(next) => onToggleFavorite(campaign, next)}
        />
        <OpenLink campaign={campaign} />
      </div>
    </Card>
  );
}
