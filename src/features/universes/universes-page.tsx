import { Globe, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useToggleUniverseFavorite, useUniverses } from '../../data/universes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ListPageError, ListPageSkeleton, listGridClassName } from '../../ui/list-page-states';
import { ListToolbar } from '../../ui/list-toolbar';
import { PageHeader } from '../../ui/page-header';
import type { ViewMode } from '../../ui/view-toggle';
import { filterUniverses, type UniverseFilter, universeFilters } from './model/universe-filters';
import { UniverseCard, UniverseRow } from './universe-card';

const emptyFilterText: Record<UniverseFilter, string> = {
  all: 'No universes yet',
  recent: 'No universes edited in the last 7 days',
  favorites: 'No favorite universes yet',
};

export default function UniversesPage() {
  useDocumentTitle('Universes');
  const universes = useUniverses();
  const toggleFavorite = useToggleUniverseFavorite();
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<UniverseFilter>('all');
  const [view, setView] = useState<ViewMode>('grid');

  const shown = universes.data ? filterUniverses(universes.data, term, filter) : [];
  const trimmed = term.trim();

  function renderList() {
    if (universes.isPending) return <ListPageSkeleton label="Loading universes…" />;
    if (universes.isError) return <ListPageError message={universes.error.message} />;
    if (shown.length === 0) {
      return trimmed ? (
        <EmptyState
          icon={<SearchX />}
          title={`No universes matching "${trimmed}"`}
          description="Try another word from a universe's name or description."
        />
      ) : (
        <EmptyState
          icon={<Globe />}
          title={emptyFilterText[filter]}
          description={
            filter === 'all'
              ? 'Create a universe to hold your worlds, novels and campaigns.'
              : 'Choose All Universes in the Filter menu to see every universe.'
          }
          {...(filter === 'all'
            ? {
                action: (
                  <Button asChild>
                    <Link to="/universes/new">New Universe</Link>
                  </Button>
                ),
              }
            : {})}
        />
      );
    }
    const handleToggle = (id: string) => (isFavorite: boolean) => toggleFavorite.mutate({ id, isFavorite });
    return view === 'grid' ? (
      <ul aria-label="Universes" className={listGridClassName}>
        {shown.map((universe) => (
          <li key={universe.id}>
            <UniverseCard universe={universe} onToggleFavorite={handleToggle(universe.id)} />
          </li>
        ))}
      </ul>
    ) : (
      <ul aria-label="Universes" className="flex flex-col gap-2">
        {shown.map((universe) => (
          <li key={universe.id}>
            <UniverseRow universe={universe} onToggleFavorite={handleToggle(universe.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Universes"
        description="Shared settings that hold your worlds, novels and campaigns."
        actions={
          universes.isError ? (
            <Button disabled>
              <Plus aria-hidden="true" />
              New Universe
            </Button>
          ) : (
            <Button asChild>
              <Link to="/universes/new">
                <Plus aria-hidden="true" />
                New Universe
              </Link>
            </Button>
          )
        }
      />
      <ListToolbar
        search={{
          label: 'Search universes',
          placeholder: 'Search universes...',
          value: term,
          onValueChange: setTerm,
        }}
        filter={{ options: universeFilters, value: filter, onChange: setFilter }}
        view={{ value: view, onChange: setView }}
      />
      {renderList()}
    </div>
  );
}
