import { createContext, type ReactNode, useContext } from 'react';
import { useParams } from 'react-router';
import type { KindHome } from '../../common/workspace/user-kinds';
import { USER_KIND_PREFIX } from '../../common/workspace/user-kinds';
import { SectionNotFound } from './section-not-found';
import type { TabLink } from './tab-links';

// The tab and the pages of a kind of your own (decision 085) on a universe's, world's, campaign's or
// novel's page: kept with the rest of kinds (src/features/kinds) and handed to every container's page by
// the app, since a feature does not import another.

/** The container whose tab it is: `{ parent: 'campaigns', id, name: 'Ashes', noun: 'campaign', href }`. */
export type KindContainer = { parent: KindHome; id: string; name: string; noun: string; href: string };

/** What the app renders for a kind's address: its tab (`partId` undefined) or one thing's page. */
type RenderKindSection = (container: KindContainer, kindId: string, partId: string | undefined) => ReactNode;

const KindSlotContext = createContext<RenderKindSection | null>(null);

export function KindSlotProvider({ render, children }: { render: RenderKindSection; children: ReactNode }) {
  return <KindSlotContext.Provider value={render}>{children}</KindSlotContext.Provider>;
}

/**
 * The `:segment` and `:segment/:partId` routes of a container's tabs: a `k-<id>` segment is a kind of the
 * user's own, anything else is `fallback` (the container's own part pages) or no section.
 */
export function KindSection({ container, fallback }: { container: KindContainer; fallback?: ReactNode }) {
  const render = useContext(KindSlotContext);
  const { segment = '', partId } = useParams();
  if (!segment.startsWith(USER_KIND_PREFIX) || render === null) {
    return (
      fallback ?? (
        <SectionNotFound
          base={container.href}
          message={`This ${container.noun} has no section at that address.`}
        />
      )
    );
  }
  return render(container, segment.slice(USER_KIND_PREFIX.length), partId);
}

/** A container's tabs, then one per kind of the user's living there (none: the tabs as they were). */
export function withKindTabs(
  tabs: readonly TabLink[],
  kinds: readonly { id: string; plural: string }[],
): readonly TabLink[] {
  if (kinds.length === 0) return tabs;
  return [...tabs, ...kinds.map((kind) => ({ path: `${USER_KIND_PREFIX}${kind.id}`, label: kind.plural }))];
}
