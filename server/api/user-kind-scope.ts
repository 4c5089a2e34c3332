import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { setUserKindNames } from '../../common/workspace/part-kinds';
import { type UserKind, userPartKind } from '../../common/workspace/user-kinds';
import { createUserKindStore } from '../db/user-kind-store';
import type { WorkspaceStore } from '../db/workspace-store-type';
import type { ApiEnv } from './context';

// The registry's view for one request (decision 085): the caller's own kinds, read once when the request
// begins and kept in the request's async context, so that the shared registry (`part-kinds.ts`) names a
// user's kind for its owner alone and no account's kinds are ever visible to another. Another server of
// the same PostgreSQL reads them the same way: nothing is cached between requests.

type KindScope = { byPartKind: Map<string, UserKind> };

const scope = new AsyncLocalStorage<KindScope>();

setUserKindNames((kind) => scope.getStore()?.byPartKind.get(kind)?.name);

/** The caller's kinds in this request, by part kind (`universes/k-<id>`). */
export function kindsInScope(): ReadonlyMap<string, UserKind> {
  return scope.getStore()?.byPartKind ?? new Map();
}

/** Puts a kind defined, renamed or deleted in this request into the request's view. */
export function noteKind(kind: UserKind, isGone = false): void {
  const kinds = scope.getStore()?.byPartKind;
  if (kinds === undefined) return;
  if (isGone) kinds.delete(userPartKind(kind));
  else kinds.set(userPartKind(kind), kind);
}

/** Runs `work` with these kinds as the registry's view (tests, and a store used outside a request). */
export function withKinds<T>(kinds: readonly UserKind[], work: () => T): T {
  return scope.run({ byPartKind: new Map(kinds.map((kind) => [userPartKind(kind), kind])) }, work);
}

/** Runs `work` with the store's user's kinds as the registry's view. */
export async function withKindsOf<T>(store: Pick<WorkspaceStore, 'db' | 'userId'>, work: () => Promise<T>) {
  return withKinds(await createUserKindStore(store).listKinds(), work);
}

/** The middleware: every later handler of the request sees the caller's kinds. */
export const userKindScope: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await withKindsOf(c.var.store, () => next());
};
