import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport, ImportRequest, ImportUndone } from '../../common/api/import';
import type { Workspace } from '../../common/domain/workspace';
import { type ApiClient, createApiClient } from './api-client';
import { invalidateWorkspace } from './query-helpers';
import { announceImported, markImportUndone } from './trash-notices';
import { currentAccessToken } from './workspace';

// Import and the lossless JSON export talk to the data API directly: they move a whole workspace, which
// no single repository method covers (docs/decisions/014-import.md).
let client: ApiClient | undefined;

function importClient(): ApiClient {
  client ??= createApiClient({ getAccessToken: currentAccessToken });
  return client;
}

/** Tests install a client over a fake fetch. */
export function setImportApiClient(next: ApiClient): void {
  client = next;
}

/**
 * `POST /api/v1/import`. With `dryRun` the answer is the preview (what would be added, replaced, skipped
 * and removed per table, and every problem) and nothing is written; otherwise all of it is written or,
 * on any problem, nothing (the promise rejects with the server's message).
 */
export async function postImport(request: ImportRequest): Promise<ImportReport> {
  return (await importClient().request({ method: 'POST', path: '/import', body: request })) as ImportReport;
}

/**
 * `POST /api/v1/import/:batchId/undo`: what the import added goes to the Trash, what it replaced comes
 * back; rejects with the server's sentence when something it added changed since.
 */
export async function postImportUndo(batchId: string): Promise<ImportUndone> {
  return (await importClient().request({
    method: 'POST',
    path: `/import/${encodeURIComponent(batchId)}/undo`,
  })) as ImportUndone;
}

/** An import's Undo; afterwards every workspace query (the Trash's too) refetches. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => postImportUndo(batchId),
    onSuccess: (_undone, batchId) => {
      markImportUndone(batchId);
      return invalidateWorkspace(queryClient);
    },
  });
}

/**
 * `GET /api/v1/workspace`: every stored record with every field, the JSON export's content; with
 * `includeTrash`, also `trash`: every Trash entry with its snapshot (decision 038); with
 * `includeVersions`, also `textVersions`: every kept version of every text (decision 037); with
 * `includeHistory`, also `history`: every change the history keeps (decision 039).
 */
export async function fetchStoredWorkspace(
  options: { includeTrash?: boolean; includeVersions?: boolean; includeHistory?: boolean } = {},
): Promise<Workspace & { trash?: unknown; textVersions?: unknown; history?: unknown }> {
  const include = [
    ...(options.includeTrash === true ? ['trash'] : []),
    ...(options.includeVersions === true ? ['versions'] : []),
    ...(options.includeHistory === true ? ['history'] : []),
  ].join(',');
  return (await importClient().request(
    include === '' ? { path: '/workspace' } : { path: '/workspace', query: { include } },
  )) as Workspace & { trash?: unknown; textVersions?: unknown; history?: unknown };
}

/** An uploaded image's bytes (`GET /api/v1/images/:id`), for a backup `.zip` (decision 050). */
export async function fetchImageBytes(id: string): Promise<Uint8Array> {
  const blob = (await importClient().request({
    path: `/images/${encodeURIComponent(id)}`,
    responseType: 'blob',
  })) as Blob;
  return new Uint8Array(await blob.arrayBuffer());
}

/** The preview: the same request with `dryRun`, which never changes anything. */
export function useImportPreview() {
  return useMutation({
    mutationFn: (request: ImportRequest) => postImport({ ...request, dryRun: true }),
  });
}

/** The import itself; afterwards every workspace query refetches, so every screen shows what arrived. */
export function useImportWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => postImport({ ...request, dryRun: false }),
    // Every applied import is offered for Undo, as every delete is (decision 038).
    onSuccess: (report) => {
      if (report.undo !== undefined) announceImported(report.undo);
      return invalidateWorkspace(queryClient);
    },
  });
}

/**
 * `POST /api/v1/import/backup`: a backup `.zip` sent as it is, however large (decision 069), with the
 * options of `POST /import` in the query; the same preview (`dryRun`), checks, transaction and Undo.
 */
export async function postBackupZip(
  file: Blob,
  options: { replaceExisting: boolean; dryRun: boolean },
): Promise<ImportReport> {
  return (await importClient().request({
    method: 'POST',
    path: '/import/backup',
    query: { replaceExisting: String(options.replaceExisting), dryRun: String(options.dryRun) },
    body: file,
  })) as ImportReport;
}

/** A backup `.zip`'s preview: nothing is written. */
export function useBackupZipPreview() {
  return useMutation({
    mutationFn: (file: Blob) => postBackupZip(file, { replaceExisting: true, dryRun: true }),
  });
}

/** A backup `.zip` restored (replacing); offered for Undo, and every workspace query refetches. */
export function useRestoreBackupZip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => postBackupZip(file, { replaceExisting: true, dryRun: false }),
    onSuccess: (report) => {
      if (report.undo !== undefined) announceImported(report.undo);
      return invalidateWorkspace(queryClient);
    },
  });
}

/**
 * `GET /api/v1/workspace/markdown.zip`: the workspace, or with `scope` (`novel:<id>`, `universe:<id>`,
 * `campaign:<id>`) one record and what lives in it, as a `.zip` of Markdown notes (decision 056).
 */
export async function fetchMarkdownVault(scope: string | undefined): Promise<Blob> {
  return (await importClient().request({
    path: '/workspace/markdown.zip',
    ...(scope === undefined ? {} : { query: { scope } }),
    responseType: 'blob',
  })) as Blob;
}
