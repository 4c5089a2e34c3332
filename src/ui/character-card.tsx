import { Badge, type BadgeTone } from './badge';
import { EntryCard } from './entry-card';

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
};

/** A character in a detail page's Characters tab: name, role badge and description. */
export function CharacterCard({ name, role, description }: CharacterCardProps) {
  return (
    <EntryCard
      title={name}
      {...(role ? { badge: <Badge tone={roleTone[role] ?? 'neutral'}>{role}</Badge> } : {})}
    >
      <p className="text-sm text-fg-muted">{description}</p>
    </EntryCard>
  );
}
