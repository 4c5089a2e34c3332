import { Link } from 'react-router';
import { useSharedContainers } from '../../data/sharing';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';

const roleLabel = { editor: 'Editor', player: 'Player', reader: 'Reader' } as const;

/**
 * "Shared with you": the universes, novels and campaigns others share with the user (decision 057).
 * Nothing at all while there are none, so a workspace nobody shares with looks as it always did.
 */
export function SharedWithYou() {
  const { data } = useSharedContainers();
  if (data === undefined || data.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="shared-with-you">
      <CardHeader>
        <CardTitle id="shared-with-you">Shared with you</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {data.map((shared) => (
            <li
              key={`${shared.ownerId}/${shared.kind}/${shared.id}`}
              className="flex items-center justify-between gap-2"
            >
              <Link
                to={`/shared/${shared.ownerId}/${shared.kind}/${shared.id}`}
                className="font-medium text-fg hover:underline"
              >
                {shared.name}
              </Link>
              <span className="text-xs text-fg-muted">{roleLabel[shared.role]}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
