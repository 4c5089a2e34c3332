import { loadAuthClient } from '../auth/auth-client';
import type { AccessTokenSource } from './api-client';
import { createHttpRepository } from './http-repository';
import type { WorkspaceRepository } from './workspace-repository';

/**
 * The access token of the person signed in. The auth client refreshes an expiring token before it
 * answers, so every request carries a live one; a signed-out page gets `null` and the request says so.
 */
export const currentAccessToken: AccessTokenSource = async () => {
  const { data } = await (await loadAuthClient()).getSession();
  return data.session?.access_token ?? null;
};

// The repository every hook uses: the user's workspace stored by the data API (docs/data-api.md). Unit
// tests install the in-memory one with `setWorkspaceRepository`. This module is reached only from the
// signed-in screens' lazy chunks, so the HTTP client never weighs on the login screen's download.
let current: WorkspaceRepository | undefined;
let isServer = true;

/** Whether the workspace is the data API's (live updates come from it) rather than a test's. */
export function isServerWorkspace(): boolean {
  return isServer;
}

export function workspaceRepository(): WorkspaceRepository {
  current ??= createHttpRepository({ getAccessToken: currentAccessToken });
  return current;
}

/** Swaps the repository: tests install `createInMemoryRepository({ latencyMs: 0 })`. */
export function setWorkspaceRepository(repository: WorkspaceRepository): void {
  current = repository;
  isServer = false;
}
