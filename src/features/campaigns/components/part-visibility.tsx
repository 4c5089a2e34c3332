import type { VisibilityLevel } from '../../../../common/api/sharing';
import { defaultVisibility } from '../../../../common/workspace/access';
import { useMembers, useVisibility } from '../../../data/sharing';
import { Alert } from '../../../ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';

const levelChoices: { value: VisibilityLevel; label: string }[] = [
  { value: 'members', label: 'Every member' },
  { value: 'editors', label: 'GM only (you and editors)' },
  { value: 'named', label: 'Named members (and editors)' },
];

type Props = { campaignId: string; partKind: string; partId: string; name: string };

/**
 * "Who sees this" on a part of a shared campaign (decision 057): every member, the GM only, or named
 * members; without a choice the part takes its kind's default (a campaign's notes are the GM's). The
 * server's policy applies it to every read a member makes. Absent while nobody has joined, so an
 * unshared campaign's pages are as they were.
 */
export function PartVisibility({ campaignId, partKind, partId, name }: Props) {
  const members = useMembers('campaign', campaignId);
  if (!members.data?.length) return null;
  return <VisibilityCard campaignId={campaignId} partKind={partKind} partId={partId} name={name} />;
}

function VisibilityCard({ campaignId, partKind, partId, name }: Props) {
  const members = useMembers('campaign', campaignId).data ?? [];
  const { list, set } = useVisibility('campaign', campaignId);
  if (list.data === undefined) return null;
  const own = list.data.visibility.find((row) => row.entityKind === partKind && row.entityId === partId);
  const fallback = list.data.defaults.find((row) => row.entityKind === partKind) ?? {
    ...defaultVisibility('campaign', partKind),
    isChosen: false,
  };
  const current = own ?? fallback;
  const choose = (level: VisibilityLevel, named: readonly string[] = current.named) =>
    set.mutate({ entityKind: partKind, entityId: partId, level, named: [...named] });
  // Editors see everything: only players and readers are named.
  const nameable = members.filter((member) => member.role !== 'editor');

  return (
    <Card role="region" aria-label="Who sees this">
      <CardHeader>
        <CardTitle>Who sees this</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Field label={`Visible to`} hint={`Who among the campaign’s members sees ${name || 'this'}.`}>
          <Select
            options={levelChoices}
            value={current.level}
            disabled={set.isPending}
            onChange={(event) => choose(event.target.value as VisibilityLevel)}
          />
        </Field>
        {current.level === 'named' ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm text-fg-muted">Members who see it</legend>
            {nameable.map((member) => (
              <Checkbox
                key={member.memberId}
                label={member.email}
                checked={current.named.includes(member.memberId)}
                disabled={set.isPending}
                onCheckedChange={(isChecked) =>
                  choose(
                    'named',
                    isChecked
                      ? [...current.named, member.memberId]
                      : current.named.filter((id) => id !== member.memberId),
                  )
                }
              />
            ))}
          </fieldset>
        ) : null}
        {set.error ? <Alert>{set.error.message}</Alert> : null}
      </CardContent>
    </Card>
  );
}
