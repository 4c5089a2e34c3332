import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * A route's `lazy` for a module that default-exports its page: the page's code is fetched only when
 * the route is first visited, keeping it out of the entry chunk.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  return async () => ({ Component: (await load()).default });
}
