import { NotebookPen, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CampaignDetail, CampaignNote } from '../../../../common/domain/campaign';
import { useListFieldFilter } from '../../../data/custom-fields';
import { relativeTime } from '../../../lib/relative-time';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { CardLink } from '../../../ui/card-link';
import { FilteredByField } from '../../../ui/filtered-by-field';
import { TabSection } from '../../../ui/tab-section';
import { usePartEditing } from '../components/use-part-editing';

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Yesterday' reads 'Created yesterday' mid-sentence. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function Stamp({ label, iso }: { label: string; iso: string }) {
  const instant = Date.parse(iso);
  return (
    <span>
      {label}{' '}
      <time dateTime={iso} title={Number.isNaN(instant) ? iso : fullDate.format(instant)}>
        {lowerFirst(relativeTime(iso))}
      </time>
    </span>
  );
}

type NoteCardProps = { note: CampaignNote; href: string; controls: ReactNode };

function NoteCard({ note, href, controls }: NoteCardProps) {
  return (
    <Card className="relative flex flex-col gap-3 p-4 transition-colors duration-150 focus-within:border-accent hover:border-border-strong sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-base font-semibold text-fg">
            <CardLink to={href}>{note.title}</CardLink>
          </h3>
          {note.category ? <Badge tone="violet">{note.category}</Badge> : null}
        </div>
        {controls}
      </div>
      <p className="prose-text whitespace-pre-line text-fg">{note.content}</p>
      {note.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {note.tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-md bg-surface-raised px-2 py-0.5 text-xs text-fg"
            >
              <Tag aria-hidden="true" className="size-3 text-fg-muted" />
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="flex flex-wrap gap-x-3 text-xs text-fg-muted">
        <Stamp label="Created" iso={note.createdAt} />
        <span aria-hidden="true">·</span>
        <Stamp label="Updated" iso={note.updatedAt} />
      </p>
    </Card>
  );
}

// Notes read most recently updated first, so they have no order of their own to move them in.
export default function NotesTab({ campaign }: { campaign: CampaignDetail }) {
  const notes = campaign.notes.toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const editing = usePartEditing(campaign, 'notes');
  const byField = useListFieldFilter('campaigns/notes', campaign.id);
  return (
    <>
      <TabSection
        title="Notes"
        count={notes.length}
        empty={{
          isEmpty: notes.length === 0,
          icon: <NotebookPen />,
          title: 'No notes yet',
          description: 'Recaps, plot ideas and prep notes for this campaign appear here.',
          action: editing.addButton,
        }}
        actions={editing.addButton}
      >
        <FilteredByField {...byField} items={notes} noun="note" containerName={campaign.title}>
          {(shown) => (
            <ul className="flex flex-col gap-3">
              {shown.map((note) => (
                <li key={note.id}>
                  <NoteCard
                    note={note}
                    href={editing.href(note)}
                    controls={editing.controls(note, note.title)}
                  />
                </li>
              ))}
            </ul>
          )}
        </FilteredByField>
      </TabSection>
      {editing.form}
    </>
  );
}
