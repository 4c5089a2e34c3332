import { lazy } from 'react';
import { Route, useParams } from 'react-router';
import { useNovel, useToggleNovelFavorite } from '../../data/novels';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DetailNotFound } from '../../ui/detail-not-found';
import { DetailTabs } from '../../ui/detail-tabs';
import { FavoriteToggle } from '../../ui/favorite-toggle';
import { ListPageError } from '../../ui/list-page-states';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { NovelStatusBadge } from './components/novel-card';
import { novelTabs } from './novel-tabs';

// Each tab's code loads only when the tab is first shown.
const OverviewTab = lazy(() => import('./tabs/overview-tab').then((m) => ({ default: m.OverviewTab })));
const ChaptersTab = lazy(() => import('./tabs/chapters-tab').then((m) => ({ default: m.ChaptersTab })));
const CharactersTab = lazy(() => import('./tabs/characters-tab').then((m) => ({ default: m.CharactersTab })));
const StoryArcsTab = lazy(() => import('./tabs/story-arcs-tab').then((m) => ({ default: m.StoryArcsTab })));
const TimelineTab = lazy(() => import('./tabs/timeline-tab').then((m) => ({ default: m.TimelineTab })));
const AssetsTab = lazy(() => import('./tabs/assets-tab').then((m) => ({ default: m.AssetsTab })));

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

/** /novels/{id}/*: the novel's header and its tabs, each a lazily loaded sub-route. */
export default function NovelDetailPage() {
  const { novelId = '' } = useParams();
  const novel = useNovel(novelId);
  const toggleFavorite = useToggleNovelFavorite();
  useDocumentTitle(novel.data ? novel.data.title : novel.data === null ? 'Novel Not Found' : 'Novel');

  if (novel.isPending) return <NovelSkeleton />;
  if (novel.isError) return <ListPageError message={novel.error.message} />;
  if (novel.data === null) {
    return (
      <DetailNotFound
        title="Novel Not Found"
        message="The novel you're looking for doesn't exist or has been removed."
        links={[backToNovels]}
      />
    );
  }

  const data = novel.data;
  const base = `/novels/${data.id}`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={data.title}
        back={backToNovels}
        meta={
          <>
            <FavoriteToggle
              isFavorite={data.isFavorite}
              itemName={data.title}
              onToggle={(isFavorite) => toggleFavorite.mutate({ id: data.id, isFavorite })}
            />
            <NovelStatusBadge status={data.status} />
          </>
        }
      />
      <DetailTabs
        base={base}
        tabs={novelTabs}
        label="Novel sections"
        notFoundMessage="This novel has no section at that address."
      >
        <Route index element={<OverviewTab novel={data} />} />
        <Route path="chapters" element={<ChaptersTab novel={data} />} />
        <Route path="characters" element={<CharactersTab novel={data} />} />
        <Route path="story-arcs" element={<StoryArcsTab novel={data} />} />
        <Route path="timelines" element={<TimelineTab novel={data} />} />
        <Route path="assets" element={<AssetsTab novel={data} />} />
      </DetailTabs>
    </div>
  );
}
