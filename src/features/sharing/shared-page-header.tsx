import { Eye } from 'lucide-react';
import { useContext, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ContainerKind } from '../../../common/api/sharing';
import { SessionContext } from '../../auth/session-context';
import { useLeaveShared, useViewedMemberName } from '../../data/sharing';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

// The shared page's header pieces: the "Viewing as" banner (decision 072) and Leave (decision 064).

const ownPages: Record<ContainerKind, string> = {
  campaign: '/campaigns',
  novel: '/novels',
  universe: '/universes',
};

/**
 * "Viewing as Ana — read-only" (decision 072): the owner or an editor sees the page exactly as one member
 * does (the server answers with that member's view), and leaves it back to their own page of it.
 */
export function ViewAsBanner({
  ownerId,
  kind,
  id,
  memberId,
}: {
  ownerId: string;
  kind: ContainerKind;
  id: string;
  memberId: string;
}) {
  // Read softly: a screen rendered without a session (a test) names no one.
  const isOwner = useContext(SessionContext)?.user?.id === ownerId;
  const name = useViewedMemberName({ ownerId, kind, id }, memberId);
  const back = isOwner ? `${ownPages[kind]}/${id}` : `/shared/${ownerId}/${kind}/${id}`;
  return (
    <section
      aria-label="View as"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent bg-surface-raised px-4 py-3"
    >
      <p className="flex min-w-0 items-center gap-2 font-medium [overflow-wrap:anywhere] text-fg">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0">{`Viewing as ${name} — read-only`}</span>
      </p>
      <Button asChild variant="secondary" size="sm">
        <Link to={back}>Stop viewing as</Link>
      </Button>
    </section>
  );
}

/** "Leave": the member ends their own membership; the way back in is a new link from the owner. */
export function LeaveButton({
  ownerId,
  kind,
  id,
  name,
}: {
  ownerId: string;
  kind: ContainerKind;
  id: string;
  name: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const leave = useLeaveShared(ownerId, kind, id);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        Leave
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={`Leave ${name}?`}
        message="You will no longer see it. To come back you need a new link from its owner."
        confirmLabel="Leave"
        pendingLabel="Leaving…"
        failureMessage="You are still a member."
        onConfirm={async () => {
          await leave.mutateAsync();
          await navigate('/dashboard');
        }}
      />
    </>
  );
}
