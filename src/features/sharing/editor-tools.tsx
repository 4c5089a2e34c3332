import { Eye } from 'lucide-react';
import { type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import type { MemberSummary } from '../../../common/api/sharing';
import type { RichTextNode } from '../../../common/text/rich-text';
import { findPartKind } from '../../../common/workspace/part-kinds';
import { SessionContext } from '../../auth/session-context';
import { useSharedMemberPlays, useSharedSecretChange } from '../../data/sharing';
import type { SharedDoor } from '../../data/workspace-repository';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { SecretBlockActions } from '../../ui/secret-block-actions';
import { PlaysSelect } from './plays-select';

// An editor's tools on the page of a container shared with them (decision 083): the members, each to
// be viewed as, and Reveal and "Who reads this" on the secret blocks of the parts' texts, as the owner
// has them on their own pages. The server asks the one policy again on every request.

const roleNames = { editor: 'Editor', player: 'Player', reader: 'Reader' } as const;

/**
 * "Members": who has joined, "View as" each other member, and in a campaign the character each player
 * plays (decision 091), under the player's name; the owner manages roles and links from their own page.
 * The editor's own row says "(you)" and offers no View as: their own view is the page they are on.
 */
export function SharedMembersCard({
  door,
  members,
  characters,
}: {
  door: SharedDoor;
  members: readonly MemberSummary[];
  /** The campaign's characters the editor sees, to hand out to its players. */
  characters: readonly { id: string; name: string }[];
}) {
  const setPlays = useSharedMemberPlays(door);
  // Read softly: a screen rendered without a session (a test) offers View as on every row.
  const selfId = useContext(SessionContext)?.user?.id;
  if (members.length === 0) return null;
  return (
    <Card role="region" aria-label="Members">
      <CardHeader>
        <CardTitle>{`Members (${members.length})`}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {setPlays.error ? <Alert>{setPlays.error.message}</Alert> : null}
        <ul className="flex flex-col gap-3">
          {members.map((member) => (
            <li key={member.memberId} className="flex flex-col items-start gap-1">
              <div className="flex w-full flex-wrap items-center justify-between gap-x-2">
                <span className="min-w-0 [overflow-wrap:anywhere] text-fg">
                  {member.email}
                  <span className="text-fg-muted">
                    {` · ${roleNames[member.role]}${member.memberId === selfId ? ' (you)' : ''}`}
                  </span>
                </span>
                {member.memberId === selfId ? null : (
                  <Button asChild variant="ghost" size="sm">
                    <Link
                      to={`/shared/${door.ownerId}/${door.kind}/${door.id}?as=${encodeURIComponent(member.memberId)}`}
                      aria-label={`View as ${member.email}`}
                    >
                      <Eye aria-hidden="true" />
                      View as
                    </Link>
                  </Button>
                )}
              </div>
              {door.kind === 'campaign' && member.role === 'player' ? (
                <PlaysSelect
                  member={member}
                  characters={characters}
                  isPending={setPlays.isPending}
                  onChange={(plays) => setPlays.mutate({ memberId: member.memberId, plays })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Secret block actions on one part's texts, for an editor: what `SharedPartItem` puts on each block. */
export type PartSecretActions = (field: string, index: number, node: RichTextNode) => ReactNode;

/** Reveal and "Who reads this" for the parts an editor may change, at the version the page read. */
export function useEditorSecretActions(
  door: SharedDoor,
  members: readonly MemberSummary[],
): (part: { id: string; kind: string }, version: number | undefined) => PartSecretActions | undefined {
  const change = useSharedSecretChange(door);
  const readers = members
    .filter((member) => member.role !== 'editor')
    .map((member) => ({ id: member.memberId, label: member.email }));
  return (part, version) => {
    const segment = findPartKind(part.kind)?.segment;
    if (version === undefined || segment === undefined) return undefined;
    return (field, index, node) => (
      <SecretBlockActions
        node={node}
        readers={readers}
        onChange={(secretChange) =>
          change.mutateAsync({
            target: { segment, partId: part.id, field },
            index,
            change: secretChange,
            version,
          })
        }
      />
    );
  };
}
