import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_TYPE_REFUSED } from '../../../common/api/images';
import { forgetImageSources, uploadImage, useImageSource } from '../../data/images';
import { createInMemoryRepository } from '../../data/in-memory-repository';
import { createQueryClient } from '../../data/query-client';
import { setWorkspaceRepository } from '../../data/workspace';
import type { WorkspaceRepository } from '../../data/workspace-repository';
import { ImageServicesProvider } from '../../ui/image-services';
import NovelDetailPage from './novel-detail-page';

// A 1×1 PNG.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = () => new File([PNG_BYTES], 'cover.png', { type: 'image/png' });
const renamedExe = () =>
  new File([new TextEncoder().encode('MZ\x90\x00 This program cannot be run in DOS mode')], 'cover.png', {
    type: 'image/png',
  });

const SLOW = { timeout: 3000 };
let repository: WorkspaceRepository;

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/novels/:novelId/*', element: <NovelDetailPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImageServicesProvider useSource={useImageSource} upload={uploadImage}>
        <RouterProvider router={router} />
      </ImageServicesProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

beforeEach(() => {
  repository = createInMemoryRepository({ latencyMs: 0 });
  setWorkspaceRepository(repository);
});
afterEach(() => forgetImageSources());

describe('uploading images', () => {
  it('a new cover is stored and shown through an object URL', async () => {
    const { user } = renderAt('/novels/n-ashen-crown');
    const cover = await screen.findByRole('img', { name: 'Cover of The Ashen Crown' }, SLOW);
    const before = cover.getAttribute('src');

    await user.upload(screen.getByLabelText('Change cover'), png());

    await waitFor(async () =>
      expect((await repository.getNovel('n-ashen-crown')).coverUrl).toMatch(/^\/api\/v1\/images\/[\w-]+$/),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Cover of The Ashen Crown' }).getAttribute('src')).toMatch(
        /^blob:/,
      ),
    );
    expect(screen.getByRole('img', { name: 'Cover of The Ashen Crown' }).getAttribute('src')).not.toBe(
      before,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a renamed program is refused with a clear message, and the cover stays', async () => {
    const { user } = renderAt('/novels/n-ashen-crown');
    await screen.findByRole('img', { name: 'Cover of The Ashen Crown' }, SLOW);
    const before = (await repository.getNovel('n-ashen-crown')).coverUrl;

    await user.upload(screen.getByLabelText('Change cover'), renamedExe());

    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_TYPE_REFUSED);
    expect((await repository.getNovel('n-ashen-crown')).coverUrl).toBe(before);
  });

  it('an image asset’s URL field is filled by uploading a file', async () => {
    const { user } = renderAt('/novels/n-ashen-crown/assets');
    await user.click(await screen.findByRole('button', { name: 'Add Image' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Add Image' });
    await user.upload(within(dialog).getByLabelText('Upload image'), png());
    const url = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Url' });
    await waitFor(() => expect(url.value).toMatch(/^\/api\/v1\/images\/[\w-]+$/));
  });

  it('a stored image that cannot be read shows Image unavailable', async () => {
    await repository.updateNovel('n-ashen-crown', { coverUrl: '/api/v1/images/missing' });
    renderAt('/novels/n-ashen-crown');
    expect(
      await screen.findByRole('img', { name: 'Cover of The Ashen Crown: Image unavailable' }, SLOW),
    ).toBeInTheDocument();
  });
});
