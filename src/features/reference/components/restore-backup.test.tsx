import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportReport, ImportRequest } from '../../../../common/api/import';
import { importTables } from '../../../../common/api/import';
import { sampleWorkspace } from '../../../../common/sample/workspace';
import type { ApiRequest } from '../../../data/api-client';
import { setImportApiClient } from '../../../data/import-workspace';
import { createQueryClient } from '../../../data/query-client';
import { buildBackupZip } from '../model/backup-zip';
import { exportWorkspaceJson } from '../model/import-parse-json';
import { RestoreBackup } from './restore-backup';

const zero = { added: 0, replaced: 0, skipped: 0, removed: 0 };
const emptyTables = Object.fromEntries(importTables.map((table) => [table, zero])) as ImportReport['tables'];

let answer: (request: ImportRequest) => ImportReport;
let sent: ImportRequest[];
/** Requests to the backup door (`POST /import/backup`): the file as it is, the options in the query. */
let zipsSent: ApiRequest[];

beforeEach(() => {
  sent = [];
  zipsSent = [];
  answer = (request) => ({ isApplied: !request.dryRun, tables: emptyTables, problems: [] });
  setImportApiClient({
    request: async (request: ApiRequest) => {
      if (request.path === '/import/backup') {
        zipsSent.push(request);
        const isDryRun = request.query?.dryRun === 'true';
        return { ...answer({ workspace: {}, dryRun: isDryRun }), isApplied: !isDryRun };
      }
      sent.push(request.body as ImportRequest);
      return answer(request.body as ImportRequest);
    },
  });
});

function renderCard(requestMaxBytes?: number) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RestoreBackup {...(requestMaxBytes === undefined ? {} : { requestMaxBytes })} />
    </QueryClientProvider>,
  );
  return screen.getByRole('form', { name: 'Restore a backup' });
}

async function choose(file: File) {
  // Any file, as a person may pick one the picker's filter does not show.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText(/Backup file/), file);
  await user.click(screen.getByRole('button', { name: 'Preview restore' }));
}

const listOf = (region: HTMLElement, name: string) =>
  within(within(region).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('RestoreBackup', () => {
  it('says what a backup .zip will replace, remove and add before anything is written, then restores it', async () => {
    renderCard();
    answer = (request) => ({
      isApplied: !request.dryRun,
      tables: {
        ...emptyTables,
        novels: { ...zero, replaced: 3, removed: 1 },
        universes: { ...zero, added: 2 },
      },
      relations: { ...zero, replaced: 4 },
      extras: { images: { ...zero, removed: 2 } },
      notCarried: ['text versions'],
      problems: [],
    });
    const json = exportWorkspaceJson(sampleWorkspace, importTables, {
      exportedAt: '2026-11-20T10:30:00.000Z',
      hasImageBytes: true,
    });
    const zip = await buildBackupZip(json, [], async () => new Uint8Array());
    await choose(new File([await zip.arrayBuffer()], 'fablehold-export.zip'));

    const preview = await screen.findByRole('region', { name: 'Restore preview' });
    expect(preview).toHaveTextContent('"fablehold-export.zip", a backup made 20 November 2026');
    expect(listOf(preview, 'Replaced by the backup’s copy')).toEqual(['Novels: 3', 'Relations: 4']);
    expect(listOf(preview, 'Removed: the backup does not hold them')).toEqual([
      'Novels: 1',
      'Uploaded images: 2',
    ]);
    expect(listOf(preview, 'Added from the backup')).toEqual(['Universes: 2']);
    expect(listOf(preview, 'Not in this file')).toEqual(['text versions']);
    expect(within(preview).getByText(/goes to the Trash as one entry/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ dryRun: true, replaceExisting: true });
    expect(sent[0]?.workspace.novels).toEqual(sampleWorkspace.novels);

    await userEvent.click(within(preview).getByRole('button', { name: 'Restore this backup' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Restored "fablehold-export.zip"/);
    expect(sent[1]).toMatchObject({ dryRun: false, replaceExisting: true });
    expect(screen.queryByRole('region', { name: 'Restore preview' })).not.toBeInTheDocument();
  });

  it('sends a backup .zip too large for one import request as it is, previewed then restored', async () => {
    // One request carries 1 MB here (the server's IMPORT_REQUEST_MAX_MB), so the test's file stays small.
    renderCard(1024 * 1024);
    answer = () => ({
      isApplied: false,
      tables: { ...emptyTables, novels: { ...zero, replaced: 3 } },
      extras: { images: { ...zero, added: 1 } },
      problems: [],
    });
    const json = exportWorkspaceJson(sampleWorkspace, importTables, {
      exportedAt: '2026-11-20T10:30:00.000Z',
      hasImageBytes: true,
    });
    const withImage = JSON.stringify({
      ...JSON.parse(json),
      images: [
        {
          id: 'big',
          type: 'image/webp',
          width: 10,
          height: 10,
          size: 1_000_000,
          createdAt: '2026-11-20T10:30:00.000Z',
        },
      ],
    });
    // 1 MB of image: 1.3 MB as the base64 of one request, over the 1 MB it may be.
    const image = new Uint8Array(1_000_000);
    image.set([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    const zip = await buildBackupZip(withImage, ['big'], async () => image);
    const file = new File([await zip.arrayBuffer()], 'big-backup.zip');
    await choose(file);

    const preview = await screen.findByRole('region', { name: 'Restore preview' });
    expect(listOf(preview, 'Replaced by the backup’s copy')).toEqual(['Novels: 3']);
    expect(listOf(preview, 'Added from the backup')).toEqual(['Uploaded images: 1']);
    expect(sent).toEqual([]);
    expect(zipsSent).toHaveLength(1);
    expect(zipsSent[0]?.query).toEqual({ replaceExisting: 'true', dryRun: 'true' });
    expect(zipsSent[0]?.body).toBe(file);

    await userEvent.click(within(preview).getByRole('button', { name: 'Restore this backup' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Restored "big-backup.zip"/);
    expect(zipsSent[1]?.query).toEqual({ replaceExisting: 'true', dryRun: 'false' });
    expect(zipsSent[1]?.body).toBe(file);
    expect(sent).toEqual([]);
  });

  it('refuses a file that is not a backup, saying why, and asks the server nothing', async () => {
    renderCard();
    await choose(new File([JSON.stringify({ novels: sampleWorkspace.novels })], 'novels.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"novels.json" is not a Fablehold backup: its head does not name the backup format',
    );
    await choose(new File(['# novels\nid,title\n'], 'novels.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a backup: a .zip or .json file made by Export',
    );
    expect(sent).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Restore preview' })).not.toBeInTheDocument();
  });
});
