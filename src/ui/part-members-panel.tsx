import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { movedMember, withMember } from '../../common/workspace/members';
import { Button, IconButton } from './button';
import { Card } from './card';
import { Field } from './field';
import { MoveButtons } from './part-item-actions';
import { Select } from './select';
import { SortableList } from './sortable-list';

/** A part the panel lists or offers: its id, name and page. */
export type MemberPart = { id: string; name: string; href: string };

export type PartMembersPanelProps = {
  /** 'Chapters in this arc'. */
  title: string;
  /** 'chapter': the controls' words ('Add chapter', 'Remove Ember from this arc'). */
  noun: string;
  /** 'arc': what holds them ('from this arc'). */
  holder: string;
  /** The members in the holder's order (ids no longer there already left out). */
  members: readonly MemberPart[];
  /** Every part that could be a member, in the record's own (story) order. */
  candidates: readonly MemberPart[];
  /** Saves the whole new list of ids. */
  onChange: (ids: string[]) => void;
  /** Said when there are none. */
  emptyText: string;
};

/**
 * The parts one part holds (a story arc's chapters, a campaign arc's sessions or quests; decision 061),
 * on its page: listed in the holder's order, each a link to its page, moved with its buttons, Alt+Arrow
 * keys or a drag, removed; another added from a list of the rest, where the story puts it.
 */
export function PartMembersPanel({
  title,
  noun,
  holder,
  members,
  candidates,
  onChange,
  emptyText,
}: PartMembersPanelProps) {
  const [choice, setChoice] = useState('');
  const ids = members.map((member) => member.id);
  const storyOrder = candidates.map((candidate) => candidate.id);
  const addable = candidates.filter((candidate) => !ids.includes(candidate.id));
  const headingId = `members-${noun.replace(/\W+/g, '-')}-heading`;
  const chosen = addable.some((candidate) => candidate.id === choice) ? choice : '';

  function add() {
    if (chosen === '') return;
    onChange(withMember(ids, chosen, storyOrder));
    setChoice('');
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <h3 id={headingId} className="text-base font-semibold text-fg">
        {title} <span className="font-normal text-fg-muted">({members.length})</span>
      </h3>
      {members.length === 0 ? (
        <p className="text-sm text-fg-muted">{emptyText}</p>
      ) : (
        <SortableList
          as="ol"
          items={members}
          label={title}
          nameOf={(member) => member.name}
          onMove={(id, toIndex) => onChange(movedMember(ids, id, toIndex))}
          className="flex flex-col gap-2"
        >
          {(member, move) => (
            <div className="flex items-center gap-3 rounded-md border border-border px-3 py-2">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-text"
              >
                {move.position}
              </span>
              <Link
                to={member.href}
                className="min-w-0 flex-1 font-medium break-words text-fg underline-offset-2 hover:underline"
              >
                {member.name}
              </Link>
              <div className="flex shrink-0 items-center">
                <MoveButtons name={member.name} move={move} />
                <IconButton
                  size="sm"
                  aria-label={`Remove ${member.name} from this ${holder}`}
                  title={`Remove from this ${holder}`}
                  icon={<X aria-hidden="true" />}
                  onClick={() => onChange(ids.filter((id) => id !== member.id))}
                />
              </div>
            </div>
          )}
        </SortableList>
      )}
      {addable.length === 0 ? null : (
        <div className="flex flex-wrap items-end gap-2">
          <Field label={`Add a ${noun}`} className="min-w-48 flex-1">
            <Select
              value={chosen}
              onChange={(event) => setChoice(event.target.value)}
              placeholder={`Choose a ${noun}`}
              options={addable.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            />
          </Field>
          <Button variant="secondary" onClick={add} disabled={chosen === ''}>
            <Plus aria-hidden="true" />
            Add {noun}
          </Button>
        </div>
      )}
    </Card>
  );
}
