import {
  CalendarDays,
  Gem,
  type LucideIcon,
  MapPin,
  NotebookPen,
  ScrollText,
  Swords,
  Trophy,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { useOwnerCalendar } from '../../../data/calendars';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { MentionedIn } from '../../../ui/mentions/mentioned-in';
import { RelationsPanel } from '../../../ui/relations/relations-panel';
import { CurrentWorldDate } from '../components/current-world-date';
import { formatNextSession } from '../model/calendar-date';
import { countText, formatXp } from '../model/campaign-format';
import { summarizeCampaign } from '../model/campaign-overview';

type Count = { label: string; value: number; path: string; Icon: LucideIcon };

function CountTile({ count, base }: { count: Count; base: string }) {
  const { Icon } = count;
  return (
    <li>
      <Link
        to={`${base}/${count.path}`}
        className="flex h-full items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2.5 transition-colors duration-150 hover:border-border-strong hover:bg-surface-raised"
      >
        <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
        <span className="flex flex-col">
          <span className="text-xl leading-tight font-semibold text-fg">{count.value}</span>
          <span className="text-xs text-fg-muted">{count.label}</span>
        </span>
      </Link>
    </li>
  );
}

export default function OverviewTab({ campaign }: { campaign: CampaignDetail }) {
  const summary = summarizeCampaign(campaign);
  const base = `/campaigns/${campaign.id}`;
  const counts: Count[] = [
    { label: 'Sessions', value: campaign.sessions.length, path: 'sessions', Icon: ScrollText },
    { label: 'Characters', value: campaign.characters.length, path: 'characters', Icon: Users },
    { label: 'Quests', value: campaign.quests.length, path: 'quests', Icon: Trophy },
    { label: 'Encounters', value: campaign.encounters.length, path: 'encounters', Icon: Swords },
    { label: 'Locations', value: campaign.locations.length, path: 'locations', Icon: MapPin },
    { label: 'Items', value: campaign.items.length, path: 'items', Icon: Gem },
    { label: 'Notes', value: campaign.notes.length, path: 'notes', Icon: NotebookPen },
  ];
  const isScheduled = campaign.nextSessionDate !== null;
  const calendar = useOwnerCalendar({ ownerKind: 'campaign', ownerId: campaign.id }).data?.calendar;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <section aria-labelledby="campaign-about" className="flex flex-col gap-3">
          <h2 id="campaign-about" className="text-xl font-semibold text-fg">
            About this campaign
          </h2>
          {campaign.description ? (
            <p className="prose-text max-w-prose whitespace-pre-line text-fg">{campaign.description}</p>
          ) : (
            <p className="text-sm text-fg-muted italic">No description yet. Use Edit to add one.</p>
          )}
        </section>
        <section aria-labelledby="campaign-counts" className="flex flex-col gap-3">
          <h2 id="campaign-counts" className="text-xl font-semibold text-fg">
            At a glance
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {counts.map((count) => (
              <CountTile key={count.path} count={count} base={base} />
            ))}
          </ul>
          <p className="text-sm text-fg-muted">
            {countText(summary.completedSessions, 'session')} played, {summary.plannedSessions} planned ·{' '}
            {summary.questsCompleted} of {countText(campaign.quests.length, 'quest')} completed ·{' '}
            {formatXp(summary.xpEarned)} earned
          </p>
        </section>
        <RelationsPanel
          end={{ kind: 'campaign', id: campaign.id }}
          name={campaign.title}
          headingLevel={2}
          graphHref={`${base}/graph`}
          calendarHref={`${base}/calendar`}
          calendar={calendar}
        />
        <MentionedIn target={{ kind: 'campaign', id: campaign.id }} name={campaign.title} />
      </div>
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-accent-text" />
              Next session
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-1">
            <p className={isScheduled ? 'text-lg font-semibold text-fg' : 'text-base text-fg-muted italic'}>
              {formatNextSession(campaign.nextSessionDate)}
            </p>
            {summary.nextPlannedSession ? (
              <p className="text-sm text-fg-muted">Planned: {summary.nextPlannedSession.title}</p>
            ) : null}
          </CardContent>
        </Card>
        <CurrentWorldDate campaign={campaign} calendar={calendar} />
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 text-accent-text" />
              Party
            </CardTitle>
            <p className="text-xs text-fg-muted">
              {countText(summary.players.length, 'player character')} · {countText(summary.npcCount, 'NPC')}
            </p>
          </CardHeader>
          <CardContent>
            {summary.players.length > 0 ? (
              <ul className="flex flex-col divide-y divide-border">
                {summary.players.map((player) => (
                  <li key={player.id} className="flex flex-col py-2 first:pt-0 last:pb-0">
                    <span className="text-sm font-medium text-fg">{player.name}</span>
                    <span className="text-xs text-fg-muted">
                      {[player.race, player.class, player.role].filter(Boolean).join(' · ')}
                      {player.player ? ` · played by ${player.player}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-fg-muted">No player characters yet.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
