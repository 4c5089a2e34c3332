import { Puzzle, Swords, Users } from 'lucide-react';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import type { EncounterType } from '../../../../common/domain/enums';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { difficultyTone, toneFor } from '../../../ui/semantic-tones';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { difficultyLabel, encounterTypeLabel } from '../model/campaign-format';

const typeIcon: Record<EncounterType, typeof Swords> = { combat: Swords, puzzle: Puzzle, social: Users };

export default function EncountersTab({ campaign }: { campaign: CampaignDetail }) {
  return (
    <TabSection
      title="Encounters"
      count={campaign.encounters.length}
      empty={{
        isEmpty: campaign.encounters.length === 0,
        icon: <Swords />,
        title: 'No encounters yet',
        description: 'Combat, puzzle and social encounters with their difficulty appear here.',
      }}
    >
      <ul className={tabGridClassName}>
        {campaign.encounters.map((encounter) => {
          const Icon = typeIcon[encounter.type];
          return (
            <li key={encounter.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <h3 className="text-base font-semibold text-fg">{encounter.title}</h3>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="inline-flex items-center gap-1.5 text-sm text-fg-muted">
                    <Icon aria-hidden="true" className="size-4" />
                    <span className="sr-only">Type: </span>
                    {encounterTypeLabel[encounter.type]}
                  </span>
                  <Badge tone={toneFor(difficultyTone, encounter.difficulty)}>
                    {difficultyLabel[encounter.difficulty]}
                  </Badge>
                </div>
                {encounter.description ? (
                  <p className="text-sm text-fg-muted">{encounter.description}</p>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </TabSection>
  );
}
