import { Trophy } from 'lucide-react';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { type QuestStatus, questStatuses } from '../../../../common/domain/enums';
import { useListFieldFilter } from '../../../data/custom-fields';
import { Card } from '../../../ui/card';
import { CardLink } from '../../../ui/card-link';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { progressStatusTone, toneFor } from '../../../ui/semantic-tones';
import { SortableList } from '../../../ui/sortable-list';
import { StatusMenu } from '../../../ui/status-menu';
import { TabSection } from '../../../ui/tab-section';
import { usePartEditing } from '../components/use-part-editing';
import { formatXp, questStatusLabel } from '../model/campaign-format';
import { summarizeCampaign } from '../model/campaign-overview';

const statusOptions = questStatuses.map((status) => ({
  value: status,
  label: questStatusLabel[status],
  tone: toneFor(progressStatusTone, status),
}));

export default function QuestsTab({ campaign }: { campaign: CampaignDetail }) {
  const summary = summarizeCampaign(campaign);
  const quests = usePartEditing(campaign, 'quests');
  const byField = useListFieldFilter('campaigns/quests', campaign.id);
  return (
    <>
      <TabSection
        title="Quests"
        count={campaign.quests.length}
        empty={{
          isEmpty: campaign.quests.length === 0,
          icon: <Trophy />,
          title: 'No quests yet',
          description: 'Quests with their status and experience reward appear here.',
          action: quests.addButton,
        }}
        aside={`${formatXp(summary.xpEarned)} earned of ${formatXp(summary.xpAvailable)}`}
        actions={quests.addButton}
      >
        <FilteredByField {...byField} items={campaign.quests} noun="quest" containerName={campaign.title}>
          {(shown, storedOrder) => (
            <SortableList
              items={shown}
              storedOrder={storedOrder}
              label="Quests"
              nameOf={(quest) => quest.title}
              onMove={quests.move}
              className="flex flex-col gap-3"
            >
              {(quest, move) => (
                <Card className="relative flex flex-col gap-2 p-4 transition-colors duration-150 focus-within:border-accent hover:border-border-strong sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <div className="flex min-w-0 flex-col gap-1">
                    <h3 className="text-base font-semibold text-fg">
                      <CardLink to={quests.href(quest)}>{quest.title}</CardLink>
                    </h3>
                    {quest.description ? <p className="text-sm text-fg-muted">{quest.description}</p> : null}
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2">
                    <StatusMenu<QuestStatus>
                      label={`Status of ${quest.title}`}
                      value={quest.status}
                      options={statusOptions}
                      onChange={(status) => quests.setFields(quest, { status })}
                    />
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-accent-text">
                      <Trophy aria-hidden="true" className="size-3.5" />
                      {formatXp(quest.xp)}
                    </span>
                    {quests.controls(quest, quest.title, move)}
                  </div>
                </Card>
              )}
            </SortableList>
          )}
        </FilteredByField>
      </TabSection>
      {quests.form}
    </>
  );
}
