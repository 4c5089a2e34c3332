import { useMutation, useQuery } from '@tanstack/react-query';
import type { ManuscriptFormat } from '../../common/text/manuscript';
import type { AnnouncedMutationMeta } from './query-client';
import { nullIfNotFound, workspaceKey } from './query-helpers';
import { workspaceRepository } from './workspace';

/**
 * A novel's manuscript file, chapters in order with titles and texts: `mutateAsync({ novelId, format })`
 * resolves to the file (`md` Markdown, `docx` Word); a refusal is announced as 'Not exported. …'.
 */
export function useManuscriptDownload() {
  return useMutation({
    mutationFn: ({ novelId, format }: { novelId: string; format: ManuscriptFormat }) =>
      workspaceRepository().downloadManuscript(novelId, format),
    meta: { failureMessage: 'Not exported.' } satisfies AnnouncedMutationMeta,
  });
}

export const manuscriptKeys = {
  view: (novelId: string) => [...workspaceKey, 'manuscript', novelId] as const,
};

/** `null` when no novel has this id. */
export const fetchManuscript = (novelId: string) =>
  nullIfNotFound(workspaceRepository().getManuscript(novelId));

/**
 * A novel's chapters in order with their texts, in one request: read afresh on each visit (it is what
 * the author just wrote), `data` `null` for an unknown novel.
 */
export function useManuscript(novelId: string) {
  return useQuery({
    queryKey: manuscriptKeys.view(novelId),
    queryFn: () => fetchManuscript(novelId),
    staleTime: 0,
    gcTime: 0,
  });
}
