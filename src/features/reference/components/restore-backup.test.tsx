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

beforeEach(() => {
  sent = [];
  answer = (request) => ({ isApplied: !request.dryRun, tables: emptyTables, problems: [] });
  setImportApiClient({
    request: async ({ body }: ApiRequest) => {
      sent.push(body as ImportRequest);
      return answer(body as ImportRequest);
    },
  });
});

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RestoreBackup />
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
