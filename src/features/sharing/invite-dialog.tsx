import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { ContainerKind, CreatedInvitation, MemberRole } from '../../../common/api/sharing';
import { useCreateInvitation } from '../../data/sharing';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { SwitchField } from '../../ui/switch-field';
import { EmailInvite } from './email-invite';

const roleOptions: Record<ContainerKind, { value: MemberRole; label: string }[]> = {
  campaign: [
    { value: 'player', label: 'Player: sees what is shared with players' },
    { value: 'reader', label: 'Reader: reads what is shared' },
    { value: 'editor', label: 'Editor (co-GM): sees and manages everything' },
  ],
  novel: [
    { value: 'reader', label: 'Reader: reads what is shared' },
    { value: 'editor', label: 'Editor: sees and manages everything' },
  ],
  universe: [
    { value: 'player', label: 'Player: sees what is shared with players' },
    { value: 'reader', label: 'Reader: reads what is shared' },
    { value: 'editor', label: 'Editor: sees and manages everything' },
  ],
};

/**
 * "Invite": makes a link that lets someone join a universe, novel or campaign with a role (decisions 057,
 * 072). The link is shown once; a campaign's notes stay the GM's unless shared.
 */
export function InviteDialog({ kind, id, title }: { kind: ContainerKind; id: string; title: string }) {
  const options = roleOptions[kind];
  const [role, setRole] = useState<MemberRole>(options[0]?.value ?? 'reader');
  const [isReusable, setIsReusable] = useState(false);
  const [made, setMade] = useState<CreatedInvitation | null>(null);
  const create = useCreateInvitation(kind, id);
  const link = made === null ? '' : `${window.location.origin}${made.path}`;

  return (
    <Dialog
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setMade(null);
          create.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">
          <UserPlus aria-hidden="true" />
          Invite
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Invite to ${title}`}
        description="Anyone with the link can create an account and join. Your notes stay yours unless you share them."
        footer={
          made === null ? (
            <Button
              onClick={() => create.mutate({ role, isReusable }, { onSuccess: setMade })}
              disabled={create.isPending}
            >
              Create link
            </Button>
          ) : (
            <Button onClick={() => void navigator.clipboard?.writeText(link)}>Copy link</Button>
          )
        }
      >
        <div className="flex flex-col gap-4">
          <Field label="Role">
            <Select
              options={options}
              value={role}
              onChange={(event) => setRole(event.target.value as MemberRole)}
              disabled={made !== null}
            />
          </Field>
          <SwitchField
            label="Reusable link"
            hint="Off: the link works once. It expires after 7 days either way."
            checked={isReusable}
            onCheckedChange={setIsReusable}
          />
          {create.error ? <Alert>{create.error.message}</Alert> : null}
          {made !== null ? (
            <Field label="Invitation link">
              <Input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            </Field>
          ) : null}
          <EmailInvite kind={kind} id={id} memberRole={role} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
