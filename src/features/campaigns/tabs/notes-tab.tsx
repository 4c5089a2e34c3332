import { NotebookPen, Tag } from 'lucide-react';
import type { CampaignDetail, CampaignNote } from '../../../../common/domain/campaign';
import { relativeTime } from '../../../lib/relative-time';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { TabSection } from '../../../ui/tab-section';

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

function NoteCard({ note }: { note: CampaignNote }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-base font-semibold text-fg">{note.title}</h3>
        {note.category ? <Badge tone="violet">{note.category}</Badge> : null}
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

export default function NotesTab({ campaign }: { campaign: CampaignDetail }) {
  const notes = campaign.notes.toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <TabSection
      title="Notes"
      count={notes.length}
      empty={{
        isEmpty: notes.length === 0,
        icon: <NotebookPen />,
        title: 'No notes yet',
        description: 'Recaps, plot ideas and prep notes for this campaign appear here.',
      }}
    >
      <ul className="flex flex-col gap-3">
        {notes.map((note) => (
          <li key={note.id}>
            <NoteCard note={note} />
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
