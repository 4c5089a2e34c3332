import { Eye, Users } from 'lucide-react';
import { useContext, useState } from 'react';
import { Link } from 'react-router';
import type {
  ContainerKind,
  InvitationSummary,
  MemberRole,
  MemberSummary,
  VisibilityLevel,
} from '../../../common/api/sharing';
import { findPartKind } from '../../../common/workspace/part-kinds';
import { SessionContext } from '../../auth/session-context';
import { useCampaign } from '../../data/campaigns';
import { useInvitations, useMembers, useMembershipActions, useVisibility } from '../../data/sharing';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Select } from '../../ui/select';
import { PlaysSelect } from './plays-select';

export const roleNames: Record<MemberRole, string> = {
  editor: 'Editor (co-GM)',
  player: 'Player',
  reader: 'Reader',
};

const roleChoices = (Object.keys(roleNames) as MemberRole[]).map((role) => ({
  value: role,
  label: roleNames[role],
}));

const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A link's state in words: revoked, used up, expired, or until when it works. */
export function linkState(link: InvitationSummary, now: number): string {
  if (link.revokedAt !== null) return 'Revoked';
  if (!link.isReusable && link.uses > 0) return 'Used';
  if (Date.parse(link.expiresAt) <= now) return 'Expired';
  return `Works until ${shortDate.format(Date.parse(link.expiresAt))}`;
}

type Props = { kind: ContainerKind; id: string; title: string };
type Container = { kind: ContainerKind; id: string };

function MemberRow({
  member,
  container,
  onRemove,
}: {
  member: MemberSummary;
  container: Container;
  onRemove: (member: MemberSummary) => void;
}) {
  const { setRole, setPlays } = useMembershipActions(container.kind, container.id);
  // Read softly: a screen rendered without a session (a test) offers no "View as".
  const user = useContext(SessionContext)?.user ?? null;
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <span className="min-w-0 basis-full truncate text-fg sm:flex-1 sm:basis-0">{member.email}</span>
      <Select
        aria-label={`Role of ${member.email}`}
        options={roleChoices}
        value={member.role}
        disabled={setRole.isPending}
        onChange={(event) =>
          setRole.mutate({ memberId: member.memberId, role: event.target.value as MemberRole })
        }
      />
      {container.kind === 'campaign' && member.role === 'player' ? (
        <OwnerPlaysSelect
          member={member}
          campaignId={container.id}
          isPending={setPlays.isPending}
          onChange={(plays) => setPlays.mutate({ memberId: member.memberId, plays })}
        />
      ) : null}
      {user === null ? null : (
        <Button asChild variant="ghost">
          <Link
            to={`/shared/${user.id}/${container.kind}/${container.id}?as=${encodeURIComponent(member.memberId)}`}
            aria-label={`View as ${member.email}`}
          >
            <Eye aria-hidden="true" />
            View as
          </Link>
        </Button>
      )}
      <Button variant="secondary" aria-label={`Remove ${member.email}`} onClick={() => onRemove(member)}>
        Remove
      </Button>
    </li>
  );
}

/** The owner's "Plays …": the campaign's characters read from their own campaign. */
function OwnerPlaysSelect({
  member,
  campaignId,
  isPending,
  onChange,
}: {
  member: MemberSummary;
  campaignId: string;
  isPending: boolean;
  onChange: (plays: string | null) => void;
}) {
  const characters = useCampaign(campaignId).data?.characters ?? [];
  return <PlaysSelect member={member} characters={characters} isPending={isPending} onChange={onChange} />;
}

/**
 * "Members": who has joined the universe, novel or campaign and with which role, changed or removed by
 * the owner (a removed member's next request is refused), "View as" one of them (decision 072), and
 * the links that let people in, revoked here (decision 057). Only the owner sees it: it sits on the
 * owner's own page of the container.
 */
export function MembersDialog({ kind, id, title }: Props) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Users aria-hidden="true" />
          Members
        </Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        title={`Members of ${title}`}
        description="Who has joined, with which role, and the links that let people in. Only you manage them."
      >
        <MembersPanel container={{ kind, id }} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's content, read only while it is open. */
function MembersPanel({ container }: { container: Container }) {
  const members = useMembers(container.kind, container.id);
  const links = useInvitations(container.kind, container.id);
  const { setRole, remove, revoke } = useMembershipActions(container.kind, container.id);
  const [removing, setRemoving] = useState<MemberSummary | null>(null);
  const error = setRole.error ?? revoke.error ?? members.error ?? links.error;
  const now = Date.now();

  return (
    <>
      <div className="flex flex-col gap-4">
        {error ? <Alert>{error.message}</Alert> : null}
        <section aria-labelledby="members-heading" className="flex flex-col gap-1">
          <h3 id="members-heading" className="font-semibold text-fg">
            People
          </h3>
          {members.data?.length === 0 ? (
            <p className="text-fg-muted">Nobody has joined yet. Invite someone with a link.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {(members.data ?? []).map((member) => (
                <MemberRow
                  key={member.memberId}
                  member={member}
                  container={container}
                  onRemove={setRemoving}
                />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="links-heading" className="flex flex-col gap-1">
          <h3 id="links-heading" className="font-semibold text-fg">
            Invitation links
          </h3>
          {links.data?.length === 0 ? (
            <p className="text-fg-muted">No links yet.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {(links.data ?? []).map((link) => {
                const made = shortDate.format(Date.parse(link.createdAt));
                const state = linkState(link, now);
                const kind = link.isReusable ? 'reusable' : 'single use';
                return (
                  <li key={link.id} className="flex flex-wrap items-center gap-2 py-2">
                    <span className="min-w-0 flex-1 text-fg">
                      {`${roleNames[link.role]} · ${kind} · made ${made}`}
                      <span className="block text-sm text-fg-muted">{`${state} · joined ${link.uses}`}</span>
                    </span>
                    {state.startsWith('Works') ? (
                      <Button
                        variant="secondary"
                        aria-label={`Revoke the ${roleNames[link.role]} link made ${made}`}
                        disabled={revoke.isPending}
                        onClick={() => revoke.mutate(link.id)}
                      >
                        Revoke
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <DefaultsSection container={container} />
      </div>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(null);
        }}
        title={`Remove ${removing?.email ?? ''}?`}
        message="They lose access at once: their next request is refused. They can join again only with a new link."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        failureMessage="Not removed."
        onConfirm={() => (removing === null ? undefined : remove.mutateAsync(removing.memberId))}
      />
    </>
  );
}

const defaultChoices: { value: VisibilityLevel; label: string }[] = [
  { value: 'members', label: 'Every member' },
  { value: 'editors', label: 'GM only' },
];

/**
 * "Who sees what, unless set": the container's own default per kind of part (a part's "Who sees this"
 * overrides it). Without a choice a kind keeps its built-in default: a campaign's notes are the GM's.
 */
function DefaultsSection({ container }: { container: Container }) {
  const { list, setDefault } = useVisibility(container.kind, container.id);
  return (
    <section aria-labelledby="defaults-heading" className="flex flex-col gap-2">
      <h3 id="defaults-heading" className="font-semibold text-fg">
        Who sees what, unless set
      </h3>
      {setDefault.error ? <Alert>{setDefault.error.message}</Alert> : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {(list.data?.defaults ?? []).map((entry) => {
          const spec = findPartKind(entry.entityKind);
          const label = spec === undefined ? entry.entityKind : `${spec.singular}s`;
          const options =
            entry.level === 'named'
              ? [...defaultChoices, { value: 'named' as const, label: 'Named members' }]
              : defaultChoices;
          return (
            <Field key={entry.entityKind} label={label}>
              <Select
                options={options}
                value={entry.level}
                disabled={setDefault.isPending}
                onChange={(event) =>
                  setDefault.mutate({
                    entityKind: entry.entityKind,
                    level: event.target.value as VisibilityLevel,
                    named: entry.named,
                  })
                }
              />
            </Field>
          );
        })}
      </div>
    </section>
  );
}
