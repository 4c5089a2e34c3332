import { Puzzle, Swords, Users } from 'lucide-react';
import type { CampaignDetail } from '../../../../common/domain/campaign';
import type { EncounterType } from '../../../../common/domain/enums';
import { useListFieldFilter } from '../../../data/custom-fields';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { CardLink } from '../../../ui/card-link';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { difficultyTone, toneFor } from '../../../ui/semantic-tones';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection, tabGridClassName } from '../../../ui/tab-section';
import { usePartEditing } from '../components/use-part-editing';
import { difficultyLabel, encounterTypeLabel } from '../model/campaign-format';

const typeIcon: Record<EncounterType, typeof Swords> = { combat: Swords, puzzle: Puzzle, social: Users };

export default function EncountersTab({ campaign }: { campaign: CampaignDetail }) {
  const editing = usePartEditing(campaign, 'encounters');
  const byField = useListFieldFilter('campaigns/encounters', campaign.id);
  return (
    <>
      <TabSection
        title="Encounters"
        count={campaign.encounters.length}
        empty={{
          isEmpty: campaign.encounters.length === 0,
          icon: <Swords />,
          title: 'No encounters yet',
          description: 'Combat, puzzle and social encounters with their difficulty appear here.',
          action: editing.addButton,
        }}
        actions={editing.addButton}
      >
        <FilteredByField
          {...byField}
          items={campaign.encounters}
          noun="encounter"
          containerName={campaign.title}
        >
          {(shown, storedOrder) => (
            <SortableList
              items={shown}
              storedOrder={storedOrder}
              label="Encounters"
              nameOf={(encounter) => encounter.title}
              onMove={editing.move}
              layout="grid"
              className={tabGridClassName}
            >
              {(encounter, move) => {
                const Icon = typeIcon[encounter.type];
                return (
                  <Card className="relative flex h-full flex-col gap-3 p-4 transition-colors duration-150 focus-within:border-accent hover:border-border-strong">
                    <h3 className="text-base font-semibold text-fg">
                      <CardLink to={editing.href(encounter)}>{encounter.title}</CardLink>
                    </h3>
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
                    <div className="mt-auto flex justify-end border-t border-border pt-2">
                      {editing.controls(encounter, encounter.title, move)}
                    </div>
                  </Card>
                );
              }}
            </SortableList>
          )}
        </FilteredByField>
      </TabSection>
      {editing.form}
    </>
  );
}
