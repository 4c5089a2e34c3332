import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from './badge';
import { EntryCard } from './entry-card';
import { Portrait } from './portrait';

/** Heroes and villains read apart at a glance; the badge's text says the role either way. */
const roleTone: Record<string, BadgeTone> = {
  Protagonist: 'blue',
  Antagonist: 'red',
  Villain: 'red',
  Ally: 'green',
  Mentor: 'violet',
  Player: 'amber',
};

export type CharacterCardProps = {
  name: string;
  /** Protagonist, Mentor…; no badge when empty. */
  role: string;
  description: string;
  /** Makes the whole card a link to the character's own page. */
  href?: string;
  /** Edit, Delete and reorder buttons, in the card's footer. */
  controls?: ReactNode;
  /** The character's portrait (decision 061), beside its description. */
  portraitUrl?: string | undefined;
  /**
   * For an appearance in a story: the small line saying that its role and notes are that story's own
   * ("Role and notes: in this novel only"), above the notes.
   */
  storyNote?: string | undefined;
};

/** A character in a detail page's Characters tab: name, role badge, description and any controls. */
export function CharacterCard({
  name,
  role,
  description,
  href,
  controls,
  portraitUrl,
  storyNote,
}: CharacterCardProps) {
  const notes = (
    <div className="min-w-0">
      {storyNote ? <StoryNote text={storyNote} /> : null}
      <p className="text-sm text-fg-muted">{description}</p>
    </div>
  );
  return (
    <EntryCard
      title={name}
      {...(href === undefined ? {} : { href })}
      {...(role ? { badge: <Badge tone={roleTone[role] ?? 'neutral'}>{role}</Badge> } : {})}
      controls={controls}
    >
      {portraitUrl ? (
        <div className="flex items-start gap-3">
          <Portrait url={portraitUrl} name={name} className="size-14" />
          {notes}
        </div>
      ) : (
        notes
      )}
    </EntryCard>
  );
}

/** The small line that marks a card's role and notes as one story's own. */
export function StoryNote({ text }: { text: string }) {
  return <p className="mb-1 text-xs font-medium text-fg-muted italic">{text}</p>;
}
