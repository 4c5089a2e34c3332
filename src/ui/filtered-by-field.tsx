import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../common/workspace/custom-fields';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { FieldFilter, type FieldFilterValue } from './field-filter';
import { ListPageError } from './list-page-states';
import { Spinner } from './spinner';

type Props<T extends { id: string }> = {
  /** The fields added to the list's kind in its container: none filterable, no control. */
  fields: readonly FieldDefinition[];
  items: readonly T[];
  filter: FieldFilterValue | null;
  onFilter: (filter: FieldFilterValue | null) => void;
  /** What the repository's field-value query kept (`ids` undefined while it reads). */
  filtered: { ids: readonly string[] | undefined; error: Error | null };
  /** One of the list's things, in lower case ('character', 'religion'). */
  noun: string;
  /** The container's name, for the empty state ('No religion of The Emberreach has …'). */
  containerName: string;
  /**
   * The list as the tab draws it, of the things kept (all of them with no filter). While a filter is
   * set, `storedOrder` is every item's id, for a reorderable list to count a move among them all
   * (`SortableList`'s `storedOrder`); with none it is undefined.
   */
  children: (shown: readonly T[], storedOrder: readonly string[] | undefined) => ReactNode;
};

/**
 * "Filter by field" over any list of things with fields of their own (decision 077): the control, the
 * list narrowed to the ids the repository answers, and an empty state of its own with Clear filter.
 * With no filter set the list is the tab's own, unchanged.
 */
export function FilteredByField<T extends { id: string }>({
  fields,
  items,
  filter,
  onFilter,
  filtered,
  noun,
  containerName,
  children,
}: Props<T>) {
  const keep = filtered.ids === undefined ? undefined : new Set(filtered.ids);
  const shown = keep === undefined ? items : items.filter((each) => keep.has(each.id));
  const field = fields.find((each) => each.id === filter?.fieldId);
  return (
    <div className="flex flex-col gap-4">
      <FieldFilter fields={fields} value={filter} onChange={onFilter} />
      {filtered.error !== null ? <ListPageError message={filtered.error.message} /> : null}
      {filter !== null && filtered.ids === undefined && filtered.error === null ? (
        <Spinner label={`Filtering ${noun}s…`} />
      ) : null}
      {filter !== null && shown.length === 0 && filtered.ids !== undefined ? (
        <EmptyState
          title={`No ${noun} matches this filter`}
          description={`No ${noun} of ${containerName} has ${field?.label ?? 'this field'} “${filter.equals}”.`}
          action={
            <Button variant="secondary" size="sm" onClick={() => onFilter(null)}>
              Clear filter
            </Button>
          }
        />
      ) : (
        children(shown, filter === null ? undefined : items.map((each) => each.id))
      )}
    </div>
  );
}
