import { useMutation } from '@tanstack/react-query';
import type { ManuscriptFormat } from '../../common/text/manuscript';
import type { AnnouncedMutationMeta } from './query-client';
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
