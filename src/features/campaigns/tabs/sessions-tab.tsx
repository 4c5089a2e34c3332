import { CalendarDays, ScrollText } from 'lucide-react';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { type SessionStatus, sessionStatuses } from '../../../../common/domain/enums';
import { presentMembers } from '../../../../common/workspace/members';
import { useListFieldFilter } from '../../../data/custom-fields';
import { ArcsSection } from '../../../ui/arcs-section';
import { Card } from '../../../ui/card';
import { CardLink } from '../../../ui/card-link';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { progressStatusTone, toneFor } from '../../../ui/semantic-tones';
import { StatusMenu } from '../../../ui/status-menu';
import { TabSection } from '../../../ui/tab-section';
import { WorldDateLine } from '../../../ui/world-date/world-date-line';
import { usePartEditing } from '../components/use-part-editing';
import { formatCalendarDate } from '../model/calendar-date';
import { sessionStatusLabel } from '../model/campaign-format';
import { sessionsByDate } from '../model/campaign-overview';

const statusOptions = sessionStatuses.map((status) => ({
  value: status,
  label: sessionStatusLabel[status],
  tone: toneFor(progressStatusTone, status),
}));

// Sessions read in date order, so they have no order of their own to move them in.
export default function SessionsTab({ campaign }: { campaign: CampaignDetail }) {
  const sessions = sessionsByDate(campaign.sessions);
  const completed = sessions.filter((session) => session.status === 'completed').length;
  const editing = usePartEditing(campaign, 'sessions');
  const byField = useListFieldFilter('campaigns/sessions', campaign.id);
  return (
    <>
      <TabSection
        title="Sessions"
        count={sessions.length}
        empty={{
          isEmpty: sessions.length === 0,
          icon: <ScrollText />,
          title: 'No sessions yet',
          description: 'Sessions you play or plan for this campaign appear here, in date order.',
          action: editing.addButton,
        }}
        aside={`${completed} completed · ${sessions.length - completed} planned`}
        actions={editing.addButton}
      >
        <FilteredByField {...byField} items={sessions} noun="session" containerName={campaign.title}>
          {(shown) => (
            <ol className="flex flex-col gap-3">
              {shown.map((session) => (
                <li key={session.id}>
                  <Card className="relative flex flex-col gap-2 p-4 transition-colors duration-150 focus-within:border-accent hover:border-border-strong sm:flex-row sm:items-start sm:gap-4">
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-raised text-sm font-semibold text-fg-muted"
                    >
                      {sessions.indexOf(session) + 1}
                    </span>
                    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <h3 className="text-base font-semibold text-fg">
                          <CardLink to={editing.href(session)}>{session.title}</CardLink>
                        </h3>
                        <StatusMenu<SessionStatus>
                          label={`Status of ${session.title}`}
                          value={session.status}
                          options={statusOptions}
                          onChange={(status) => editing.setFields(session, { status })}
                        />
                      </div>
                      <p className="flex items-center gap-1.5 text-sm text-fg-muted">
                        <CalendarDays aria-hidden="true" className="size-3.5" />
                        <time dateTime={session.date}>{formatCalendarDate(session.date)}</time>
                      </p>
                      <WorldDateLine text={session.worldDate} className="text-sm" />
                      {session.summary ? (
                        <p className="prose-text text-fg">{session.summary}</p>
                      ) : (
                        <p className="text-sm text-fg-muted italic">
                          {session.status === 'planned' ? 'Not played yet.' : 'No summary written.'}
                        </p>
                      )}
                    </div>
                    {editing.controls(session, session.title)}
                  </Card>
                </li>
              ))}
            </ol>
          )}
        </FilteredByField>
      </TabSection>
      {editing.form}
      <CampaignArcs campaign={campaign} />
    </>
  );
}

/** The campaign's story arcs (decision 061), under its sessions: each holds sessions and quests. */
function CampaignArcs({ campaign }: { campaign: CampaignDetail }) {
  const arcs = usePartEditing(campaign, 'arcs');
  return (
    <div className="mt-8 flex flex-col">
      <ArcsSection
        arcs={campaign.arcs}
        editor={arcs}
        holds={(arc) => [
          {
            label: 'session',
            names: presentMembers(arc.sessionIds, campaign.sessions).map((part) => part.title),
          },
          { label: 'quest', names: presentMembers(arc.questIds, campaign.quests).map((part) => part.title) },
        ]}
        emptyDescription="The threads that run through this campaign, with the sessions and quests that carry them."
        isSecondary
      />
      {arcs.form}
    </div>
  );
}
