import type { ReactNode } from 'react';
import type { CampaignDetail } from '../../../common/domain/campaign';
import type { Calendar } from '../../../common/time/calendar';
import { presentMembers } from '../../../common/workspace/members';
import { useOwnerCalendar } from '../../data/calendars';
import { useAppearances } from '../../data/characters';
import { useItemAppearances } from '../../data/items';
import { usePartActions } from '../../data/parts';
import { useSecretReaders } from '../../data/sharing';
import { AppearanceList } from '../../ui/appearance-list';
import { Badge } from '../../ui/badge';
import { PartMembersPanel } from '../../ui/part-members-panel';
import { PartPage, PartRoute } from '../../ui/part-page';
import { progressStatusTone, toneFor } from '../../ui/semantic-tones';
import { WorldDateText } from '../../ui/world-date-text';
import { campaignTabs } from './campaign-tabs';
import { PartVisibility } from './components/part-visibility';
import { SessionWorldDate } from './components/session-world-date';
import { usePartEditing } from './components/use-part-editing';
import { formatCalendarDate } from './model/calendar-date';
import { formatXp, itemLeavesMessage } from './model/campaign-format';
import { sessionsByDate } from './model/campaign-overview';
import { type CampaignSegment, campaignOptionLabels, isCampaignSegment } from './model/campaign-parts';

const fullDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const timestamp = (value: unknown) => (
  <time dateTime={String(value)}>{fullDateTime.format(Date.parse(String(value)))}</time>
);

/** How some fields read on a part's page, where plain text would not do. */
const formatters: Record<string, (value: unknown) => ReactNode> = {
  xp: (value) => formatXp(Number(value)),
  date: (value) => <time dateTime={String(value)}>{formatCalendarDate(String(value))}</time>,
  createdAt: timestamp,
  updatedAt: timestamp,
};

type PartPageProps = { campaign: CampaignDetail };

/**
 * One part of a campaign on a page of its own (`/campaigns/:id/{segment}/{partId}`): where it sits (a
 * breadcrumb back to its tab), every field, and Edit and Delete. An unknown id says so.
 */
export default function CampaignPartPage({ campaign }: PartPageProps) {
  return (
    <PartRoute base={`/campaigns/${campaign.id}`} noun="campaign" isSegment={isCampaignSegment}>
      {(segment, partId) => <CampaignPart campaign={campaign} segment={segment} partId={partId} />}
    </PartRoute>
  );
}

/** An appearance's character: where else it appears, and its own page. */
function CampaignCharacterLinks({
  campaign,
  part,
}: {
  campaign: CampaignDetail;
  part: { id: string; characterId?: unknown };
}) {
  const characterId = String(part.characterId ?? '');
  const appearances = useAppearances(characterId);
  return (
    <AppearanceList
      read={appearances}
      currentPartId={part.id}
      characterHref={`/universes/${campaign.universeId}/characters/${characterId}`}
    />
  );
}

/** An appearance's item: every campaign it is in (the item itself lives in References). */
function CampaignItemLinks({ part }: { part: { id: string; itemId?: unknown } }) {
  const appearances = useItemAppearances(String(part.itemId ?? ''));
  return <AppearanceList noun="item" read={appearances} currentPartId={part.id} />;
}

/** A campaign arc's sessions (in date order to choose from) and quests (decision 061). */
function CampaignArcMembers({
  campaign,
  arc,
}: {
  campaign: CampaignDetail;
  arc: { id: string; sessionIds?: unknown; questIds?: unknown };
}) {
  const actions = usePartActions({ parent: 'campaigns', parentId: campaign.id, segment: 'arcs' });
  const toMember = (segment: string) => (part: { id: string; title: string }) => ({
    id: part.id,
    name: part.title,
    href: `/campaigns/${campaign.id}/${segment}/${part.id}`,
  });
  const lists = [
    {
      field: 'sessionIds',
      title: 'Sessions in this arc',
      noun: 'session',
      parts: sessionsByDate(campaign.sessions).map(toMember('sessions')),
      emptyText: 'No sessions yet. Add the sessions this arc is played in.',
    },
    {
      field: 'questIds',
      title: 'Quests in this arc',
      noun: 'quest',
      parts: campaign.quests.map(toMember('quests')),
      emptyText: 'No quests yet. Add the quests this arc carries.',
    },
  ] as const;
  return (
    <>
      {lists.map((list) => {
        const ids = (arc as Record<string, unknown>)[list.field];
        return (
          <PartMembersPanel
            key={list.field}
            title={list.title}
            noun={list.noun}
            holder="arc"
            members={presentMembers(Array.isArray(ids) ? ids : [], list.parts)}
            candidates={list.parts}
            onChange={(next) => actions.setFields(arc, { [list.field]: next })}
            emptyText={list.emptyText}
          />
        );
      })}
    </>
  );
}

/** What a part's page shows under its fields, by the part's list: an arc's members, a session's date. */
function relatedOf(
  campaign: CampaignDetail,
  segment: CampaignSegment,
  calendar: Calendar | null | undefined,
  part: { id: string } & Record<string, unknown>,
): ReactNode {
  switch (segment) {
    case 'arcs':
      return <CampaignArcMembers campaign={campaign} arc={part} />;
    case 'sessions':
      return (
        <SessionWorldDate campaign={campaign} calendar={calendar} worldDate={String(part.worldDate ?? '')} />
      );
    case 'characters':
      return <CampaignCharacterLinks campaign={campaign} part={part} />;
    case 'items':
      return <CampaignItemLinks part={part} />;
    default:
      return null;
  }
}

function CampaignPart({
  campaign,
  segment,
  partId,
}: PartPageProps & { segment: CampaignSegment; partId: string }) {
  const editor = usePartEditing(campaign, segment);
  const parts = campaign[segment] as readonly ({ id: string } & Record<string, unknown>)[];
  // A campaign's segments are its tabs' paths; its story arcs are listed on the Sessions tab.
  const tabPath = segment === 'arcs' ? 'sessions' : segment;
  const tabLabel = campaignTabs.find((tab) => tab.path === tabPath)?.label ?? segment;
  const calendar = useOwnerCalendar({ ownerKind: 'campaign', ownerId: campaign.id }).data?.calendar;
  const secretReaders = useSecretReaders('campaign', campaign.id);
  const withDates = {
    ...formatters,
    worldDate: (value: unknown) => <WorldDateText text={String(value ?? '')} calendar={calendar} />,
  };
  return (
    <PartPage
      editor={editor}
      calendar={calendar}
      part={parts.find((entry) => entry.id === partId)}
      record={{ noun: 'campaign', name: campaign.title, href: `/campaigns/${campaign.id}` }}
      tab={{ label: tabLabel, href: `/campaigns/${campaign.id}/${tabPath}` }}
      fieldsContainer={{ id: campaign.id, label: `All ${segment} of ${campaign.title}` }}
      formatters={withDates}
      secretReaders={secretReaders}
      related={(part: { id: string } & Record<string, unknown>) => (
        <>
          {relatedOf(campaign, segment, calendar, part)}
          <PartVisibility
            campaignId={campaign.id}
            partKind={`campaigns/${segment}`}
            partId={part.id}
            name={String(part.title ?? part.name ?? '')}
          />
        </>
      )}
      {...(segment === 'characters'
        ? {
            deleteMessage: (_part: unknown, name: string) =>
              `${name} leaves this campaign. The character stays in References and in any other story it appears in.`,
          }
        : segment === 'items'
          ? { deleteMessage: (_part: unknown, name: string) => itemLeavesMessage(name) }
          : {})}
      badge={(part) => {
        const status = segment === 'quests' || segment === 'sessions' ? String(part.status ?? '') : '';
        const label = campaignOptionLabels[segment].status?.[status];
        return label ? <Badge tone={toneFor(progressStatusTone, status)}>{label}</Badge> : null;
      }}
    />
  );
}
