import { BookOpen, ChevronDown, Globe, Plus, Swords } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
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
        <DropdownMenuItem asChild>
          <Link to="/novels?new=1">
            <BookOpen aria-hidden="true" />
            New Novel
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/universes/new">
            <Globe aria-hidden="true" />
            New Universe
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/campaigns/new">
            <Swords aria-hidden="true" />
            New Campaign
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
