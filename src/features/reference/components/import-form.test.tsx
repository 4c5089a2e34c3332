import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportReport, ImportRequest } from '../../../../common/api/import';
import { sampleWorkspace } from '../../../../common/sample/workspace';
import type { ApiRequest } from '../../../data/api-client';
import { setImportApiClient } from '../../../data/import-workspace';
import { createQueryClient } from '../../../data/query-client';
import { workspaceKey } from '../../../data/query-helpers';
import { buildReferenceData } from '../../../data/reference-tables';
import { exportWorkspaceJson } from '../model/import-parse-json';
import { ImportForm } from './import-form';

const zero = { added: 0, replaced: 0, skipped: 0, removed: 0 };
const emptyTables: ImportReport['tables'] = {
  universes: zero,
  worlds: zero,
  locations: zero,
  novels: zero,
  campaigns: zero,
  timelines: zero,
  events: zero,
  characters: zero,
  items: zero,
  maps: zero,
};

type Answer = (request: ImportRequest) => ImportReport | Error;
let answer: Answer;
let sent: ImportRequest[];

beforeEach(() => {
  sent = [];
  answer = () => ({ isApplied: false, tables: emptyTables, problems: [] });
  setImportApiClient({
    request: async ({ body }: ApiRequest) => {
      const request = body as ImportRequest;
      sent.push(request);
      const result = answer(request);
      if (result instanceof Error) throw result;
      return result;
    },
  });
});

function renderForm() {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <ImportForm headingRef={createRef()} schema={buildReferenceData(sampleWorkspace).tables} />
    </QueryClientProvider>,
  );
  return { invalidate, form: screen.getByRole('form', { name: 'Import Data' }) };
}

async function choose(name: string, content: string) {
  await userEvent.upload(screen.getByLabelText(/Upload a file/), new File([content], name));
}

describe('ImportForm', () => {
  it('says before anything is written what a replacing import replaces, where it goes, and what the file lacks', async () => {
    const { form } = renderForm();
    answer = (request) => ({
      isApplied: !request.dryRun,
      tables: { ...emptyTables, novels: { ...zero, replaced: 4, removed: 1 } },
      relations: { ...zero, added: 2, removed: 3 },
      extras: { calendars: { ...zero, replaced: 1 }, images: { ...zero, added: 2 } },
      notCarried: ['text versions', 'the bytes of 1 image (a .zip export carries them)'],
      problems: [],
    });
    await choose('backup.json', exportWorkspaceJson(sampleWorkspace, ['novels']));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Replace existing data' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Import Data' }));
    const preview = await screen.findByRole('region', { name: 'Import Preview' });
    expect(within(preview).getByRole('row', { name: 'Relations 2 0 0 3' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: 'Calendars 0 1 0 0' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: 'Uploaded images 2 0 0 0' })).toBeInTheDocument();
    expect(within(preview).getByText(/goes to the Trash as one entry/)).toBeInTheDocument();
    expect(
      within(within(preview).getByRole('list', { name: 'Not in this file' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['text versions', 'the bytes of 1 image (a .zip export carries them)']);
    // Only the preview was asked for.
    expect(sent.every((request) => request.dryRun)).toBe(true);
  });

  it('previews what the server would do, then imports on confirmation and refreshes every screen', async () => {
    const { invalidate, form } = renderForm();
    answer = (request) => ({
      isApplied: !request.dryRun,
      tables: { ...emptyTables, universes: { ...zero, added: 3 }, novels: { ...zero, added: 1, skipped: 2 } },
      problems: [],
    });
    await choose('export.json', exportWorkspaceJson(sampleWorkspace, ['universes', 'novels']));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Replace existing data' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Import Data' }));

    const preview = await screen.findByRole('region', { name: 'Import Preview' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ dryRun: true, replaceExisting: true, skipDuplicates: true });
    expect(sent[0]?.workspace.novels).toEqual(sampleWorkspace.novels);
    expect(within(preview).getByText('"export.json": 4 added, 0 replaced, 2 skipped.')).toBeInTheDocument();
    const novels = within(preview).getByRole('row', { name: /Novels/ });
    expect(
      within(novels)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '2', '0']);
    expect(invalidate).not.toHaveBeenCalled();

    await userEvent.click(within(preview).getByRole('button', { name: 'Confirm Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported "export.json": 4 added, 0 replaced, 2 skipped. Every screen now shows the imported data.',
    );
    expect(sent[1]).toMatchObject({ dryRun: false, replaceExisting: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: workspaceKey });
    expect(screen.queryByRole('region', { name: 'Import Preview' })).not.toBeInTheDocument();
  });

  it("shows the server's problems with their row and file line, and offers no import", async () => {
    renderForm();
    answer = () => ({
      isApplied: false,
      tables: { ...emptyTables, novels: { ...zero, added: 2 } },
      problems: [
        { table: 'novels', row: 2, field: 'universeId', message: 'The universe u-9 does not exist' },
      ],
    });
    await choose('novels.csv', '# novels\r\nid,title,universeId\r\nn1,One,\r\nn2,Two,u-9\r\n');
    await userEvent.click(screen.getByRole('button', { name: 'Import Data' }));
    const preview = await screen.findByRole('region', { name: 'Import Preview' });
    expect(within(preview).getByRole('list', { name: 'Import problems' })).toHaveTextContent(
      'Table novels, row 2, line 4, universeId: The universe u-9 does not exist',
    );
    expect(within(preview).queryByRole('button', { name: 'Confirm Import' })).not.toBeInTheDocument();
  });

  it('reports problems in the file itself without sending it', async () => {
    renderForm();
    await choose('novels.csv', '# novels\nid,title,wordCount\nn1,One,many\n');
    await userEvent.click(screen.getByRole('button', { name: 'Import Data' }));
    const preview = await screen.findByRole('region', { name: 'Import Preview' });
    expect(within(preview).getByRole('list', { name: 'Import problems' })).toHaveTextContent(
      'Table novels, row 1, line 3: wordCount must be a number, not "many"',
    );
    expect(sent).toEqual([]);
  });

  it('refuses a file over 10MB before reading it', async () => {
    renderForm();
    const file = new File(['{}'], 'huge.json');
    Object.defineProperty(file, 'size', { value: 10 * 1024 * 1024 + 1 });
    const read = vi.spyOn(file, 'text');
    await userEvent.upload(screen.getByLabelText(/Upload a file/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 10MB');
    expect(read).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('keeps the file and the options when the import is refused, so it can be tried again', async () => {
    const { invalidate, form } = renderForm();
    await choose('export.json', exportWorkspaceJson(sampleWorkspace, ['universes']));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Skip duplicate records' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import Data' }));
    answer = () => new Error('Nothing was imported: one problem, the first in universes row 1: taken');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported: one problem, the first in universes row 1: taken',
    );
    expect(invalidate).not.toHaveBeenCalled();
    const input = screen.getByLabelText<HTMLInputElement>(/Upload a file/);
    expect(input.files?.[0]?.name).toBe('export.json');
    expect(within(form).getByRole('checkbox', { name: 'Skip duplicate records' })).not.toBeChecked();

    answer = (request) => ({ isApplied: !request.dryRun, tables: emptyTables, problems: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported "export.json"');
    expect(sent.at(-1)).toMatchObject({ dryRun: false, skipDuplicates: false });
  });
});
