import { Globe, SearchX } from 'lucide-react';
import { useToggleUniverseFavorite, useUniverses } from '../../data/universes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EmptyState } from '../../ui/empty-state';
import { ListResults } from '../../ui/list-results';
import { ListToolbar, useListControls } from '../../ui/list-toolbar';
import { NewLinkButton } from '../../ui/new-link-button';
import { PageHeader } from '../../ui/page-header';
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
  const { term, setTerm, filter, setFilter, view, setView } = useListControls<UniverseFilter>('all');

  const shown = universes.data ? filterUniverses(universes.data, term, filter) : [];
  const trimmed = term.trim();

  const handleToggle = (id: string) => (isFavorite: boolean) => toggleFavorite.mutate({ id, isFavorite });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Universes"
        description="Shared settings that hold your worlds, novels and campaigns."
        actions={<NewLinkButton to="/universes/new" label="New Universe" isDisabled={universes.isError} />}
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
      <ListResults
        query={universes}
        loadingLabel="Loading universes…"
        label="Universes"
        items={shown}
        view={view}
        renderCard={(universe) => (
          <UniverseCard universe={universe} onToggleFavorite={handleToggle(universe.id)} />
        )}
        renderRow={(universe) => (
          <UniverseRow universe={universe} onToggleFavorite={handleToggle(universe.id)} />
        )}
        empty={
          trimmed ? (
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
                    action: <NewLinkButton to="/universes/new" label="New Universe" />,
                  }
                : {})}
            />
          )
        }
      />
    </div>
  );
}
