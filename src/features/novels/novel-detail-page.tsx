import { Pencil } from 'lucide-react';
import { lazy, useState } from 'react';
import { Navigate, Route, useParams } from 'react-router';
import type { NovelDetail } from '../../../common/domain/novel';
import { useOwnerCalendar } from '../../data/calendars';
import { useNovel, useToggleNovelFavorite, useUpdateNovel } from '../../data/novels';
import { usePresence } from '../../data/presence';
import { useKindsLivingIn } from '../../data/user-kinds';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { ContinuityButton } from '../../ui/continuity/continuity-button';
import { DetailNotFound } from '../../ui/detail-not-found';
import { DetailTabs } from '../../ui/detail-tabs';
import { FavoriteToggle } from '../../ui/favorite-toggle';
import { HistoryButton } from '../../ui/history/history-button';
import { InlineEditForm, useInlineEdit } from '../../ui/inline-edit';
import { KindSection, withKindTabs } from '../../ui/kind-slot';
import { ListPageError } from '../../ui/list-page-states';
import { LoadingBlock } from '../../ui/loading-block';
import { MentionScopeProvider } from '../../ui/mentions/mention-services';
import { PageHeader } from '../../ui/page-header';
import { PresenceAvatars } from '../../ui/presence-avatars';
import { SharingButtons } from '../../ui/sharing-slot';
import { Skeleton } from '../../ui/skeleton';
import { WorldDateCalendarProvider } from '../../ui/world-date/owner';
import { DeleteNovelButton } from './components/delete-novel-button';
import { NovelStatusMenu } from './components/novel-status-menu';
import { novelPageTitle } from './model/novel-parts';
import { novelTabs } from './novel-tabs';

// Each tab's code loads only when the tab is first shown.
const OverviewTab = lazy(() => import('./tabs/overview-tab').then((m) => ({ default: m.OverviewTab })));
const ChaptersTab = lazy(() => import('./tabs/chapters-tab').then((m) => ({ default: m.ChaptersTab })));
const CharactersTab = lazy(() => import('./tabs/characters-tab').then((m) => ({ default: m.CharactersTab })));
const StoryArcsTab = lazy(() => import('./tabs/story-arcs-tab').then((m) => ({ default: m.StoryArcsTab })));
const TimelineTab = lazy(() => import('./tabs/timeline-tab').then((m) => ({ default: m.TimelineTab })));
const AssetsTab = lazy(() => import('./tabs/assets-tab').then((m) => ({ default: m.AssetsTab })));
const NovelPartPage = lazy(() => import('./novel-part-page'));

const backToNovels = { to: '/novels', label: 'Back to Novels' };

function NovelSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">Loading novel…</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

type NovelViewProps = { novel: NovelDetail; onDeleting: (isDeleting: boolean) => void };

function NovelView({ novel, onDeleting }: NovelViewProps) {
  const toggleFavorite = useToggleNovelFavorite();
  const updateNovel = useUpdateNovel();
  const edit = useInlineEdit();
  const kinds = useKindsLivingIn('novels');
  const base = `/novels/${novel.id}`;
  const kindContainer = {
    parent: 'novels',
    id: novel.id,
    name: novel.title,
    noun: 'novel',
    href: base,
  } as const;

  async function handleSave({ name, description }: { name: string; description: string }) {
    await updateNovel.mutateAsync({ id: novel.id, patch: { title: name, description } });
  }

  const calendar = useOwnerCalendar({ ownerKind: 'novel', ownerId: novel.id }).data?.calendar;
  const here = usePresence({ table: 'novels', kind: null, entityId: novel.id, parentId: null });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={novel.title}
        back={backToNovels}
        meta={
          <>
            <FavoriteToggle
              isFavorite={novel.isFavorite}
              itemName={novel.title}
              onToggle={(isFavorite) => toggleFavorite.mutate({ id: novel.id, isFavorite })}
            />
            <NovelStatusMenu novel={novel} />
            <PresenceAvatars people={here} />
          </>
        }
        actions={
          <>
            <SharingButtons kind="novel" id={novel.id} title={novel.title} />
            <Button ref={edit.triggerRef} variant="secondary" onClick={edit.start} disabled={edit.isEditing}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <ContinuityButton scope="novels" id={novel.id} name={novel.title} />
            <HistoryButton recordId={novel.id} name={novel.title} />
            <DeleteNovelButton novel={novel} onDeleting={onDeleting} />
          </>
        }
      />
      {edit.isEditing ? (
        <InlineEditForm
          label="Edit novel"
          nameLabel="Title"
          initialValues={{ name: novel.title, description: novel.description }}
          onSave={handleSave}
          onClose={edit.finish}
        />
      ) : null}
      <MentionScopeProvider universeId={novel.universeId || undefined}>
        <WorldDateCalendarProvider calendar={calendar}>
          <DetailTabs
            base={base}
            tabs={withKindTabs(novelTabs, kinds)}
            label="Novel sections"
            notFoundMessage="This novel has no section at that address."
          >
            <Route index element={<OverviewTab novel={novel} />} />
            <Route path="chapters" element={<ChaptersTab novel={novel} />} />
            <Route path="characters" element={<CharactersTab novel={novel} />} />
            <Route path="story-arcs" element={<StoryArcsTab novel={novel} />} />
            <Route path="timelines" element={<TimelineTab novel={novel} />} />
            {/* A novel's events were parts with pages of their own; they are its timelines' events now. */}
            <Route path="events/*" element={<Navigate to={`/novels/${novel.id}/timelines`} replace />} />
            <Route path="assets" element={<AssetsTab novel={novel} />} />
            <Route path=":segment" element={<KindSection container={kindContainer} />} />
            <Route
              path=":segment/:partId"
              element={<KindSection container={kindContainer} fallback={<NovelPartPage novel={novel} />} />}
            />
          </DetailTabs>
        </WorldDateCalendarProvider>
      </MentionScopeProvider>
    </div>
  );
}

/** /novels/{id}/*: the novel's header and its tabs, each a lazily loaded sub-route. */
export default function NovelDetailPage() {
  const { novelId = '', '*': subPath = '' } = useParams();
  const novel = useNovel(novelId);
  // Once deleted, the novel reads as gone while the way back to the list is taken: not "Not Found".
  const [isDeleting, setIsDeleting] = useState(false);
  useDocumentTitle(
    novel.data ? novelPageTitle(novel.data, subPath) : novel.data === null ? 'Novel Not Found' : 'Novel',
  );

  if (novel.isPending) return <NovelSkeleton />;
  if (novel.isError) return <ListPageError message={novel.error.message} />;
  if (novel.data === null) {
    if (isDeleting) return <LoadingBlock label="Deleting novel…" className="pt-16" />;
    return (
      <DetailNotFound
        title="Novel Not Found"
        message="The novel you're looking for doesn't exist or has been removed."
        links={[backToNovels]}
      />
    );
  }
  return <NovelView novel={novel.data} onDeleting={setIsDeleting} />;
}
