import { Trophy } from 'lucide-react';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { progressStatusTone, toneFor } from '../../../ui/semantic-tones';
import { TabSection } from '../../../ui/tab-section';
import { formatXp, questStatusLabel } from '../model/campaign-format';
import { summarizeCampaign } from '../model/campaign-overview';

export default function QuestsTab({ campaign }: { campaign: CampaignDetail }) {
  const summary = summarizeCampaign(campaign);
  return (
    <TabSection
      title="Quests"
      count={campaign.quests.length}
      empty={{
        isEmpty: campaign.quests.length === 0,
        icon: <Trophy />,
        title: 'No quests yet',
        description: 'Quests with their status and experience reward appear here.',
      }}
      aside={`${formatXp(summary.xpEarned)} earned of ${formatXp(summary.xpAvailable)}`}
    >
      <ul className="flex flex-col gap-3">
        {campaign.quests.map((quest) => (
          <li key={quest.id}>
            <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="text-base font-semibold text-fg">{quest.title}</h3>
                {quest.description ? <p className="text-sm text-fg-muted">{quest.description}</p> : null}
              </div>
              <div className="flex shrink-0 items-center gap-3">
                <Badge tone={toneFor(progressStatusTone, quest.status)}>
                  {questStatusLabel[quest.status]}
                </Badge>
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-accent-text">
                  <Trophy aria-hidden="true" className="size-3.5" />
                  {formatXp(quest.xp)}
                </span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
