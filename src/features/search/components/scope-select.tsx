import type { SearchScope } from '../../../../common/api/search';
import { useCampaigns } from '../../../data/campaigns';
import { useNovels } from '../../../data/novels';
import { useUniverses } from '../../../data/universes';
import { Select, type SelectOption } from '../../../ui/select';

export type ScopeSelectProps = {
  id: string;
  value: SearchScope | undefined;
  onChange: (scope: SearchScope | undefined) => void;
};

/** "Everywhere", or one of the user's universes, novels or campaigns. */
export function ScopeSelect({ id, value, onChange }: ScopeSelectProps) {
  const universes = useUniverses();
  const novels = useNovels();
  const campaigns = useCampaigns();
  const options: SelectOption[] = [
    ...(universes.data ?? []).map((entry) => ({
      value: `universe:${entry.id}`,
      label: entry.name,
      group: 'Universes',
    })),
    ...(novels.data ?? []).map((entry) => ({
      value: `novel:${entry.id}`,
      label: entry.title,
      group: 'Novels',
    })),
    ...(campaigns.data ?? []).map((entry) => ({
      value: `campaign:${entry.id}`,
      label: entry.title,
      group: 'Campaigns',
    })),
  ];
  const current = value === undefined ? '' : `${value.kind}:${value.id}`;
  if (current !== '' && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: 'The chosen record' });
  }
  return (
    <Select
      id={id}
      value={current}
      placeholder="Everywhere"
      options={options}
      onChange={(event) => {
        const [kind, ...rest] = event.target.value.split(':');
        onChange(
          kind === 'universe' || kind === 'novel' || kind === 'campaign'
            ? { kind, id: rest.join(':') }
            : undefined,
        );
      }}
    />
  );
}
