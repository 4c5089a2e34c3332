import { ArrowRightLeft } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { useUpdateNovel } from '../../../data/novels';
import { announceRefusedSave } from '../../../data/save-notices';
import { useUniverses } from '../../../data/universes';
import { Button } from '../../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';

// The menu's value for "no universe": universe ids never take this form.
const NONE = '(none)';

/**
 * Connects the novel to another of the user's universes, or to none: a menu of them with the current one
 * checked. The change is saved at once; a refusal is announced and the novel keeps its universe.
 */
export function NovelUniverseMenu({ novel }: { novel: NovelDetail }) {
  const universes = useUniverses();
  const update = useUpdateNovel();
  const pending = update.isPending ? update.variables.patch.universeId : undefined;
  const value = pending === undefined ? (novel.universeId ?? NONE) : (pending ?? NONE);

  function handleChange(next: string) {
    if (next === value) return;
    update.mutate(
      { id: novel.id, patch: { universeId: next === NONE ? null : next } },
      { onError: (error) => announceRefusedSave(`Universe not saved. ${error.message}`) },
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" className="w-fit" disabled={update.isPending}>
          <ArrowRightLeft aria-hidden="true" />
          {update.isPending ? 'Saving…' : 'Change universe'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" aria-label="Universe">
        <DropdownMenuLabel>Set in</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={handleChange}>
          <DropdownMenuRadioItem value={NONE}>Not connected</DropdownMenuRadioItem>
          <DropdownMenuSeparator />
          {(universes.data ?? []).map((universe) => (
            <DropdownMenuRadioItem key={universe.id} value={universe.id}>
              {universe.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {universes.isPending ? <DropdownMenuItem disabled>Loading universes…</DropdownMenuItem> : null}
        {universes.isError ? (
          <DropdownMenuItem disabled>Your universes could not be loaded.</DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
