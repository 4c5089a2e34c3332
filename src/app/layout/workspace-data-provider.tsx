import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { prefetchChapterText } from '../../data/chapter-text';
import { uploadImage, useImageSource } from '../../data/images';
import { createQueryClient } from '../../data/query-client';
import { ImageServicesProvider } from '../../ui/image-services';
import { provideRoutePrefetchers } from '../route-loaders';

/**
 * Workspace data for the signed-in screens. One cache per signed-in visit: signing out unmounts the
 * layout and drops it, so the next user never sees the previous one's cached data. Images stored by the
 * data API are shown (read with the token) and uploaded through src/data.
 */
export function WorkspaceDataProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(
    () =>
      provideRoutePrefetchers({
        chapterText: (novelId, chapterId) => prefetchChapterText(queryClient, novelId, chapterId),
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ImageServicesProvider useSource={useImageSource} upload={uploadImage}>
        {children}
      </ImageServicesProvider>
    </QueryClientProvider>
  );
}
