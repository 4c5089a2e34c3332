import { BookOpen, ChevronDown, Globe, Plus, Swords } from 'lucide-react';
import { Button } from '../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLinkItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';

/**
 * The spec gives 'New Project' no behaviour; it offers the three ways to start a project instead
 * (docs/decisions/006-workspace-data.md). New Novel opens the novels page's creation dialog.
 */
export function NewProjectMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New Project
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLinkItem to="/novels?new=1" icon={<BookOpen aria-hidden="true" />}>
          New Novel
        </DropdownMenuLinkItem>
        <DropdownMenuLinkItem to="/universes/new" icon={<Globe aria-hidden="true" />}>
          New Universe
        </DropdownMenuLinkItem>
        <DropdownMenuLinkItem to="/campaigns/new" icon={<Swords aria-hidden="true" />}>
          New Campaign
        </DropdownMenuLinkItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
