import { CalendarDays, ScrollText } from 'lucide-react';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { progressStatusTone, toneFor } from '../../../ui/semantic-tones';
import { TabSection } from '../../../ui/tab-section';
import { formatCalendarDate } from '../model/calendar-date';
import { sessionStatusLabel } from '../model/campaign-format';
import { sessionsByDate } from '../model/campaign-overview';

export default function SessionsTab({ campaign }: { campaign: CampaignDetail }) {
  const sessions = sessionsByDate(campaign.sessions);
  const completed = sessions.filter((session) => session.status === 'completed').length;
  return (
    <TabSection
      title="Sessions"
      count={sessions.length}
      empty={{
        isEmpty: sessions.length === 0,
        icon: <ScrollText />,
        title: 'No sessions yet',
        description: 'Sessions you play or plan for this campaign appear here, in date order.',
      }}
      aside={`${completed} completed · ${sessions.length - completed} planned`}
    >
      <ol className="flex flex-col gap-3">
        {sessions.map((session, index) => (
          <li key={session.id}>
            <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:gap-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-raised text-sm font-semibold text-fg-muted"
              >
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h3 className="text-base font-semibold text-fg">{session.title}</h3>
                  <Badge tone={toneFor(progressStatusTone, session.status)}>
                    {sessionStatusLabel[session.status]}
                  </Badge>
                </div>
                <p className="flex items-center gap-1.5 text-sm text-fg-muted">
                  <CalendarDays aria-hidden="true" className="size-3.5" />
                  <time dateTime={session.date}>{formatCalendarDate(session.date)}</time>
                </p>
                {session.summary ? (
                  <p className="prose-text text-fg">{session.summary}</p>
                ) : (
                  <p className="text-sm text-fg-muted italic">
                    {session.status === 'planned' ? 'Not played yet.' : 'No summary written.'}
                  </p>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </TabSection>
  );
}
