import { createInMemoryRepository } from './in-memory-repository';
import type { WorkspaceRepository } from './workspace-repository';

// The repository every hook uses. Today the in-memory sample workspace; an HTTP client later replaces it
// here (or through `setWorkspaceRepository` at start-up), and no page changes.
let current: WorkspaceRepository | undefined;

export function workspaceRepository(): WorkspaceRepository {
  current ??= createInMemoryRepository();
  return current;
}

/** Swaps the repository: tests install one with `latencyMs: 0`; the app may install the HTTP one. */
export function setWorkspaceRepository(repository: WorkspaceRepository): void {
  current = repository;
}
