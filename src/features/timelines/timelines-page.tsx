import { GitCommitVertical, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Timeline } from '../../../common/domain/timeline';
import { useDeleteTimeline, useTimelines } from '../../data/timelines';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { deleteTimelineMessage } from '../../ui/confirm-messages';
import { EmptyState } from '../../ui/empty-state';
import { ListPageError, ListPageSkeleton, listGridClassName } from '../../ui/list-page-states';
import { PageHeader } from '../../ui/page-header';
import { SearchInput } from '../../ui/search-input';
import { CreateTimelineWizard } from './components/create-timeline-wizard';
import { TimelineCard } from './components/timeline-card';
import { TimelineTypeFilterButtons } from './components/timeline-type-filter';
import { filterTimelines, type TimelineTypeFilter } from './model/timeline-list';

export default function TimelinesPage() {
  useDocumentTitle('Timelines');
  const timelines = useTimelines();
  const deleteTimeline = useDeleteTimeline();
  const [term, setTerm] = useState('');
  const [type, setType] = useState<TimelineTypeFilter>('all');
  const [isWizardOpen, setWizardOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  // The command palette's New timeline links to /timelines?new=1: open the wizard, then drop the
  // parameter so a reload or Back does not open it again.
  const wantsNewTimeline = searchParams.get('new') === '1';
  useEffect(() => {
    if (!wantsNewTimeline) return;
    setWizardOpen(true);
    setSearchParams(
      (params) => {
        params.delete('new');
        return params;
      },
      { replace: true },
    );
  }, [wantsNewTimeline, setSearchParams]);
  // The target outlives the dialog's closing animation, so its sentence never blanks mid-fade.
  const [pendingDelete, setPendingDelete] = useState<Timeline | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const visible = useMemo(
    () => (timelines.data ? filterTimelines(timelines.data, term, type) : []),
    [timelines.data, term, type],
  );

  function handleCreated(timeline: Timeline) {
    setWizardOpen(false);
    setAnnouncement(`Timeline "${timeline.name}" created.`);
  }

  async function handleDelete(timeline: Timeline) {
    setDeleteError(null);
    try {
      await deleteTimeline.mutateAsync(timeline.id);
      setAnnouncement(`Timeline "${timeline.name}" deleted.`);
    } catch (error) {
      setDeleteError(error instanceof Error ? error.message : 'An unexpected error occurred');
    }
  }

  const isFiltered = term.trim() !== '' || type !== 'all';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Timelines"
        description="Events in the order they happen in your worlds, linked to a novel, universe or campaign."
        actions={
          <Button onClick={() => setWizardOpen(true)} disabled={timelines.isError}>
            <Plus aria-hidden="true" />
            Create New Timeline
          </Button>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          label="Search timelines"
          placeholder="Search timelines..."
          value={term}
          onValueChange={setTerm}
          className="w-full sm:max-w-sm"
        />
        <TimelineTypeFilterButtons value={type} onChange={setType} />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {deleteError ? <Alert>{deleteError}</Alert> : null}
      {timelines.isPending ? (
        <ListPageSkeleton label="Loading timelines…" />
      ) : timelines.isError ? (
        <ListPageError message={timelines.error.message} />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={<GitCommitVertical />}
          title="No timelines found"
          description={
            isFiltered
              ? 'No timeline matches this search and filter. Try other words, or create one.'
              : 'A timeline keeps the events of a novel, universe or campaign in order.'
          }
          action={
            <Button onClick={() => setWizardOpen(true)}>
              <Plus aria-hidden="true" />
              Create Your First Timeline
            </Button>
          }
        />
      ) : (
        <ul aria-label="Timelines" className={listGridClassName}>
          {visible.map((timeline) => (
            <li key={timeline.id}>
              <TimelineCard
                timeline={timeline}
                onDelete={(target) => {
                  setPendingDelete(target);
                  setConfirmOpen(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <CreateTimelineWizard isOpen={isWizardOpen} onOpenChange={setWizardOpen} onCreated={handleCreated} />
      <ConfirmDialog
        isOpen={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete Timeline"
        message={pendingDelete ? deleteTimelineMessage(pendingDelete.name) : ''}
        onConfirm={() => {
          if (pendingDelete) void handleDelete(pendingDelete);
        }}
      />
    </div>
  );
}
