import { createContext, type ReactNode, useContext } from 'react';
import type { ContainerKind } from '../../common/api/sharing';

// Invite and Members on the owner's page of a universe, novel or campaign (decisions 057, 072): one pair
// of dialogs, kept with the rest of sharing (src/features/sharing) and handed to every container's page
// by the app, since a feature does not import another.

/** One of the user's own containers: what it is, and the name its dialogs are titled with. */
export type OwnContainer = { kind: ContainerKind; id: string; title: string };

const SharingSlotContext = createContext<((container: OwnContainer) => ReactNode) | null>(null);

export function SharingSlotProvider({
  render,
  children,
}: {
  render: (container: OwnContainer) => ReactNode;
  children: ReactNode;
}) {
  return <SharingSlotContext.Provider value={render}>{children}</SharingSlotContext.Provider>;
}

/** The container's Invite and Members buttons, as the app provides them; nothing without a provider. */
export function SharingButtons(container: OwnContainer) {
  const render = useContext(SharingSlotContext);
  return render === null ? null : render(container);
}
