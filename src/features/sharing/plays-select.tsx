import type { MemberSummary } from '../../../common/api/sharing';
import { Select } from '../../ui/select';

/**
 * "Plays {character}" (decisions 083, 091): the campaign's character a player plays, which they may then
 * edit from their page of the campaign; "Plays no character" takes it back. The owner sets it in the
 * Members dialog, an editor on their page of the shared campaign.
 */
export function PlaysSelect({
  member,
  characters,
  isPending,
  onChange,
}: {
  member: MemberSummary;
  characters: readonly { id: string; name: string }[];
  isPending: boolean;
  onChange: (plays: string | null) => void;
}) {
  const options = [
    { value: '', label: 'Plays no character' },
    ...characters.map((character) => ({ value: character.id, label: `Plays ${character.name}` })),
  ];
  return (
    <Select
      aria-label={`Character ${member.email} plays`}
      options={options}
      value={member.plays ?? ''}
      disabled={isPending}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    />
  );
}
