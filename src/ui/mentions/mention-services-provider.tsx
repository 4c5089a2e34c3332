import type { ReactNode } from 'react';
import { type MentionAttrs, MentionRendererContext } from '../rich-text/rich-text-view';
import { MentionChip } from './mention-chip';
import { type MentionServices, MentionServicesContext } from './mention-services';

// Apart from mention-services.tsx because the chip it draws reads those services: kept together, the
// two files imported each other.

const renderMention = (mention: MentionAttrs) => <MentionChip {...mention} />;

/** Gives mentions their services, and every `RichTextView` below its live mentions. */
export function MentionServicesProvider({
  services,
  children,
}: {
  services: MentionServices;
  children: ReactNode;
}) {
  return (
    <MentionServicesContext.Provider value={services}>
      <MentionRendererContext.Provider value={renderMention}>{children}</MentionRendererContext.Provider>
    </MentionServicesContext.Provider>
  );
}
