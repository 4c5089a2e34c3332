import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import type { Workspace } from '../../common/domain/workspace';
import { createQueryClient } from '../data/query-client';
import { testRepository } from '../data/test-workspace';
import { setWorkspaceRepository } from '../data/workspace';

// Only tests import this file: a page rendered at an address over a workspace of exactly the records a
// test needs.

/** The first lazy tab load takes a moment on a busy machine. */
export const SLOW = { timeout: 5000 };

/**
 * Renders `routes` at `path` over `testRepository(records)` with a fresh query client: the person
 * (`user`), the repository to check what was stored, and the router to check where the page went.
 */
export function renderWithRepository(
  routes: RouteObject[],
  path: string,
  records: Partial<Workspace> = {},
  /** Changes the repository before anything reads it (a method answering as the server would). */
  prepare?: (repository: ReturnType<typeof testRepository>) => void,
) {
  const repository = testRepository(records);
  prepare?.(repository);
  return renderOver(repository, routes, path);
}

/**
 * `renderWithRepository` after an asynchronous set-up of the repository (fields added to a kind and
 * their values), so the page's first read already finds them.
 */
export async function renderAfter(
  routes: RouteObject[],
  path: string,
  records: Partial<Workspace>,
  setUp: (repository: ReturnType<typeof testRepository>) => Promise<unknown>,
) {
  const repository = testRepository(records);
  await setUp(repository);
  return renderOver(repository, routes, path);
}

function renderOver(repository: ReturnType<typeof testRepository>, routes: RouteObject[], path: string) {
  setWorkspaceRepository(repository);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), repository, router };
}

/** The names of a list's cards (their h3 headings), in order. */
export const listTitles = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Narrows a list by "Filter by field": chooses the field, then types or chooses the value. */
export async function filterByField(user: ReturnType<typeof userEvent.setup>, field: string, value: string) {
  const form = await screen.findByRole('form', { name: 'Filter by field' }, SLOW);
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Filter by field' }), field);
  const choose = within(form).queryByRole('combobox', { name: 'Value' });
  if (choose === null) {
    const typed = within(form).getByRole('textbox', { name: 'Value' });
    await user.clear(typed);
    await user.type(typed, value);
  } else {
    await user.selectOptions(choose, value);
  }
  await user.click(within(form).getByRole('button', { name: 'Filter' }));
  return form;
}
