import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type ContainerKind, emailInvitationSchema, type MemberRole } from '../../../common/api/sharing';
import { useEmailInvitation, useMailSettings } from '../../data/sharing';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';

/**
 * "Invite by email" (decision 083): a single-use link mailed to one address, with the role chosen above,
 * when the server has mail settings; otherwise a line says mail is not set up. A refused address or a
 * mail server that failed keeps what was typed, with the reason under the field.
 */
export function EmailInvite({
  kind,
  id,
  memberRole,
}: {
  kind: ContainerKind;
  id: string;
  memberRole: MemberRole;
}) {
  const settings = useMailSettings();
  const send = useEmailInvitation(kind, id);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sentTo, setSentTo] = useState('');

  if (settings.data?.isEnabled !== true) {
    return settings.data === undefined ? null : (
      <p className="text-sm text-fg-muted">
        Invite by email: mail is not set up on this server. Share a link instead.
      </p>
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSentTo('');
    const checked = emailInvitationSchema.safeParse({ email, role: memberRole });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Enter an email address');
      return;
    }
    setError('');
    try {
      setSentTo((await send.mutateAsync(checked.data)).sentTo);
      setEmail('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The invitation was not sent.');
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2 border-t border-border pt-4">
      <Field
        label="Invite by email"
        error={error}
        hint="A link that works once, for 7 days, with the role above."
      >
        <Input
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-fg-muted">
          {sentTo === '' ? '' : `Invitation sent to ${sentTo}.`}
        </p>
        <Button type="submit" variant="secondary" disabled={send.isPending}>
          <Mail aria-hidden="true" />
          {send.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
