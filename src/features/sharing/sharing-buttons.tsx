import type { OwnContainer } from '../../ui/sharing-slot';
import { InviteDialog } from './invite-dialog';
import { MembersDialog } from './members-dialog';

/** Invite and Members for one of the user's universes, novels or campaigns: the same pair on each page. */
export function renderSharingButtons({ kind, id, title }: OwnContainer) {
  return (
    <>
      <InviteDialog kind={kind} id={id} title={title} />
      <MembersDialog kind={kind} id={id} title={title} />
    </>
  );
}
