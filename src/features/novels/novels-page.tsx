import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Novel } from '../../../common/domain/novel';
import { useNovels, useToggleNovelFavorite } from '../../data/novels';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { ListResults } from '../../ui/list-results';
import { ListToolbar, useListControls } from '../../ui/list-toolbar';
import { PageHeader } from '../../ui/page-header';
import { NovelCard, NovelRow } from './components/novel-card';
import { NovelsEmptyState, novelsShownSummary } from './components/novel-results';
import { filterNovels, type NovelFilter, novelFilterOptions } from './model/novel-filters';

const loadNewNovelDialog = () => import('./components/new-novel-dialog');
// The dialog's code is fetched the first time it is wanted (or hinted at by hovering New Novel).
const NewNovelDialog = lazy(() =>
  loadNewNovelDialog().then((module) => ({ default: module.NewNovelDialog })),
);

/** The /novels list: search by title, the Filter menu, grid or list, and the New Novel dialog. */
export default function NovelsPage() {
  useDocumentTitle('Novels');
  const novels = useNovels();
  const toggleFavorite = useToggleNovelFavorite();
  const { term, setTerm, filter, setFilter, view, setView } = useListControls<NovelFilter>('all');
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();

  function openDialog() {
    setHasOpenedDialog(true);
    setIsDialogOpen(true);
  }

  // The dashboard's New Project → New Novel links to /novels?new=1: open the dialog, then drop the
  // parameter so a reload or Back does not open it again.
  const wantsNewNovel = searchParams.get('new') === '1';
  useEffect(() => {
    if (!wantsNewNovel) return;
    setHasOpenedDialog(true);
    setIsDialogOpen(true);
    setSearchParams(
      (params) => {
        params.delete('new');
        return params;
      },
      { replace: true },
    );
  }, [wantsNewNovel, setSearchParams]);

  function handleToggleFavorite(novel: Novel, isFavorite: boolean) {
    toggleFavorite.mutate({ id: novel.id, isFavorite });
  }

  const visible = novels.data ? filterNovels(novels.data, { term, filter }) : [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Novels"
        description="Your manuscripts, from first draft to finished book."
        actions={
          <Button
            onClick={openDialog}
            onPointerEnter={() => void loadNewNovelDialog()}
            onFocus={() => void loadNewNovelDialog()}
            disabled={novels.isError}
          >
            <Plus aria-hidden="true" />
            New Novel
          </Button>
        }
      />
      <ListToolbar
        search={{
          label: 'Search novels',
          placeholder: 'Search novels...',
          value: term,
          onValueChange: setTerm,
        }}
        filter={{ options: novelFilterOptions, value: filter, onChange: setFilter }}
        view={{ value: view, onChange: setView }}
      />
      <ListResults
        query={novels}
        loadingLabel="Loading novels…"
        label="Novels"
        items={visible}
        view={view}
        renderCard={(novel) => <NovelCard novel={novel} onToggleFavorite={handleToggleFavorite} />}
        renderRow={(novel) => <NovelRow novel={novel} onToggleFavorite={handleToggleFavorite} />}
        empty={<NovelsEmptyState term={term} totalCount={novels.data?.length ?? 0} />}
        summary={novelsShownSummary(visible.length)}
      />
      {hasOpenedDialog ? (
        <Suspense fallback={null}>
          <NewNovelDialog isOpen={isDialogOpen} onOpenChange={setIsDialogOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
