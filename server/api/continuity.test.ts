import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContinuityReport, ContinuitySetting, Dismissal } from '../../common/api/continuity';
import type { SharedContainer } from '../../common/api/sharing';
import type { RichText, RichTextNode } from '../../common/text/rich-text';
import { createWorkspaceStore } from '../db/workspace-store';
import { BACKENDS, createAuthClient, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';
import { checkAfterWrite, continuityJobs } from './continuity-cache';

// Continuity over the data API (decision 060): the report of a novel, campaign or universe read from what
// is stored, in the universe's calendar; a dismissal kept until the data the finding rests on changes.

type Chapter = { id: string; title: string; version: number };

const doc = (...content: RichTextNode[]): RichText => ({ version: 1, doc: { type: 'doc', content } });
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const text = (value: string): RichTextNode => ({ type: 'text', text: value });
const varric: RichTextNode = {
  type: 'mention',
  attrs: { kind: 'character', id: 'ch-varric', label: 'Varric' },
};

describe.each(BACKENDS)('continuity on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let chapters: Chapter[];
  const novel = '/novels/n-ashen-crown';

  const report = (path = `/continuity${novel}`, as = token) =>
    api<ContinuityReport>(server, 'GET', path, { token: as });
  const setChapterDate = async (chapter: Chapter | undefined, worldDate: string) => {
    const current = (await api<Chapter>(server, 'GET', `${novel}/chapters/${chapter?.id}`, { token })).body;
    const saved = await api(server, 'PATCH', `${novel}/chapters/${chapter?.id}`, {
      token,
      body: { worldDate, version: current.version },
    });
    expect(saved.status).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'continuity');
    const calendar = await api(server, 'POST', '/calendars', {
      token,
      body: { ownerKind: 'universe', ownerId: 'u-emberreach', preset: 'emberreach' },
    });
    expect(calendar.status).toBe(201);
    const died = await api(server, 'PATCH', '/characters/ch-varric', {
      token,
      body: { born: '2 Seedmonth 270 EA', died: '3 Ashmonth 320 EA' },
    });
    expect(died.status).toBe(200);
    chapters = (await api<Chapter[]>(server, 'GET', `${novel}/chapters`, { token })).body;
    await setChapterDate(chapters[3], '3 Ashmonth 320 EA');
    await setChapterDate(chapters[4], '10 Ashmonth 320 EA');
    const chapter = chapters[4];
    const current = await api<{ version: number }>(server, 'GET', `${novel}/chapters/${chapter?.id}/text`, {
      token,
    });
    const saved = await api(server, 'PUT', `${novel}/chapters/${chapter?.id}/text`, {
      token,
      body: {
        text: doc(paragraph(text('At dawn '), varric, text(' walked into the forge.'))),
        version: current.body.version,
      },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await continuityJobs().idle();
    await server.close();
  });

  it('tells the author that a character dead a week walks into chapter 5, with the sentence', async () => {
    const read = await report();
    expect(read.status).toBe(200);
    expect(read.body.hasCalendar).toBe(true);
    expect(read.body.counts).toEqual({ open: 1, dismissed: 0 });
    expect(read.body.findings[0]).toMatchObject({
      check: 'acts-after-death',
      dismissal: null,
      involved: [
        {
          kind: 'chapter',
          id: chapters[4]?.id,
          parentId: 'n-ashen-crown',
          position: 0,
          snippet: 'At dawn Varric walked into the forge.',
        },
        { kind: 'character', id: 'ch-varric', name: 'Lord Varric Hale' },
      ],
    });
    const universe = await report('/continuity/universes/u-emberreach');
    expect(universe.body.findings.map((finding) => finding.check)).toEqual(['acts-after-death']);
  });

  it('keeps a dismissal with its reason until the data it rests on changes, and shows it again on request', async () => {
    const finding = (await report()).body.findings[0];
    const dismissed = await api<Dismissal>(server, 'PUT', '/continuity/dismissals', {
      token,
      body: { findingId: finding?.id, fingerprint: finding?.fingerprint, reason: 'His ghost, told later' },
    });
    expect(dismissed.status).toBe(200);
    const after = (await report()).body;
    expect(after.counts).toEqual({ open: 0, dismissed: 1 });
    expect(after.findings[0]?.dismissal).toMatchObject({ reason: 'His ghost, told later' });

    await setChapterDate(chapters[4], '11 Ashmonth 320 EA');
    const changed = (await report()).body;
    expect(changed.counts).toEqual({ open: 1, dismissed: 0 });
    expect(changed.findings[0]?.explanation).toContain('8 days later');

    const again = changed.findings[0];
    await api(server, 'PUT', '/continuity/dismissals', {
      token,
      body: { findingId: again?.id, fingerprint: again?.fingerprint, reason: 'Fine' },
    });
    expect((await report()).body.counts).toEqual({ open: 0, dismissed: 1 });
    const undone = await api(
      server,
      'DELETE',
      `/continuity/dismissals?findingId=${encodeURIComponent(again?.id ?? '')}`,
      {
        token,
      },
    );
    expect(undone.status).toBe(204);
    expect((await report()).body.counts).toEqual({ open: 1, dismissed: 0 });
    const twice = await api(
      server,
      'DELETE',
      `/continuity/dismissals?findingId=${encodeURIComponent(again?.id ?? '')}`,
      {
        token,
      },
    );
    expect(twice.status).toBe(404);
  });

  it('keeps the kinship tolerance set for one scope, leaves the others at the default, and refuses a bad one', async () => {
    const universe = '/continuity/universes/u-emberreach';
    const kinship = async (path = universe) =>
      (await report(path)).body.findings.filter((finding) => finding.check === 'impossible-kinship');
    const tamsin = await api<{ born?: string }>(server, 'GET', '/characters/ch-tamsin', { token });
    await api(server, 'PATCH', '/characters/ch-tamsin', { token, body: { born: '1 Harvestmonth 321 EA' } });
    const tie = await api<{ id: string }>(server, 'POST', '/relations', {
      token,
      body: {
        from: { kind: 'character', id: 'ch-varric' },
        to: { kind: 'character', id: 'ch-tamsin' },
        type: 'parent',
      },
    });
    expect(tie.status).toBe(201);
    expect((await report(universe)).body.settings).toEqual({ toleranceDays: 300 });
    expect((await kinship()).map((finding) => finding.explanation)).toEqual([
      expect.stringContaining('more than the 300 days allowed'),
    ]);

    const set = await api(server, 'PUT', `${universe}/settings`, { token, body: { toleranceDays: 400 } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ toleranceDays: 400 });
    const after = await report(universe);
    expect(after.body.settings).toEqual({ toleranceDays: 400 });
    expect(await kinship()).toEqual([]);
    expect((await report(`/continuity${novel}`)).body.settings).toEqual({ toleranceDays: 300 });
    expect(await kinship(`${universe}?toleranceDays=10`)).toHaveLength(1);
    type Exported = { continuityDismissals: Dismissal[]; continuitySettings: ContinuitySetting[] };
    const exported = await api<Exported>(server, 'GET', '/workspace', { token });
    expect(exported.body.continuitySettings).toEqual([
      expect.objectContaining({ scopeKind: 'universe', scopeId: 'u-emberreach', toleranceDays: 400 }),
    ]);
    expect(exported.body.continuityDismissals.filter((row) => row.findingId.startsWith('settings:'))).toEqual(
      [],
    );

    const restorer = await newUserToken(server, 'continuity-restore');
    const restored = await api(server, 'POST', '/import', {
      token: restorer,
      body: { workspace: exported.body, replaceExisting: true },
    });
    expect(restored.status).toBe(200);
    expect((await report(universe, restorer)).body.settings).toEqual({ toleranceDays: 400 });

    // A file made before the settings had a table carries them as a dismissal row (decision 060): it
    // still imports, as the scope's settings; one that does not read leaves the defaults.
    const older = { ...exported.body, continuitySettings: undefined } as Record<string, unknown>;
    delete older.continuitySettings;
    older.continuityDismissals = [
      ...exported.body.continuityDismissals,
      {
        findingId: 'settings:universe:u-emberreach',
        fingerprint: '00000000',
        reason: '{"toleranceDays":250}',
        dismissedAt: '2026-11-28T10:00:00.000Z',
      },
      {
        findingId: `settings:novel:${novel.split('/')[2]}`,
        fingerprint: '00000000',
        reason: 'not json',
        dismissedAt: '2026-11-28T10:00:00.000Z',
      },
    ];
    const oldRestorer = await newUserToken(server, 'continuity-old-file');
    const fromOlder = await api(server, 'POST', '/import', {
      token: oldRestorer,
      body: { workspace: older, replaceExisting: true },
    });
    expect(fromOlder.status).toBe(200);
    expect((await report(universe, oldRestorer)).body.settings).toEqual({ toleranceDays: 250 });
    expect((await report(`/continuity${novel}`, oldRestorer)).body.settings).toEqual({ toleranceDays: 300 });
    const reexported = await api<Exported>(server, 'GET', '/workspace', { token: oldRestorer });
    expect(reexported.body.continuitySettings).toEqual([
      {
        scopeKind: 'universe',
        scopeId: 'u-emberreach',
        toleranceDays: 250,
        updatedAt: '2026-11-28T10:00:00.000Z',
      },
    ]);
    expect(reexported.body.continuityDismissals).toEqual(exported.body.continuityDismissals);

    const negative = await api<ErrorBody>(server, 'PUT', `${universe}/settings`, {
      token,
      body: { toleranceDays: -1 },
    });
    expect(negative.status).toBe(422);
    expect(negative.body.error.message).toBe('The tolerance cannot be negative');
    const missing = await api(server, 'PUT', '/continuity/novels/n-unknown/settings', {
      token,
      body: { toleranceDays: 5 },
    });
    expect(missing.status).toBe(404);
    expect((await report(universe)).body.settings).toEqual({ toleranceDays: 400 });

    expect((await api(server, 'DELETE', `/relations/${tie.body.id}`, { token })).status).toBe(204);
    await api(server, 'PATCH', '/characters/ch-tamsin', { token, body: { born: tamsin.body.born ?? '' } });
  });

  it('checks again in the background after a save, so that the next report has nothing left to read', async () => {
    const jobs = continuityJobs();
    expect((await report()).body.counts.open + (await report()).body.counts.dismissed).toBe(1);
    await jobs.idle();
    const chapter = chapters[4];
    const path = `${novel}/chapters/${chapter?.id}/text`;
    const current = await api<{ version: number }>(server, 'GET', path, { token });
    const before = { ...jobs.stats };
    const saved = await api(server, 'PUT', path, {
      token,
      body: {
        text: doc(paragraph(text('[Memory] '), varric, text(' had laughed once.'))),
        version: current.body.version,
      },
    });
    expect(saved.status).toBe(200);
    await jobs.idle();
    // The save's job took the chapter in; the report reads no chapter and no scope again.
    expect(jobs.stats.jobs).toBeGreaterThan(before.jobs);
    expect(jobs.stats.retakes).toBeGreaterThan(before.retakes);
    const checked = { ...jobs.stats };
    const read = await report();
    expect(read.body.counts.open + read.body.counts.dismissed).toBe(0);
    expect(jobs.stats).toEqual(checked);

    // A change that needs the scope read again (a death moved) is read in the background too.
    const moved = await api(server, 'PATCH', '/characters/ch-varric', {
      token,
      body: { died: '4 Ashmonth 320 EA' },
    });
    expect(moved.status).toBe(200);
    await jobs.idle();
    expect(jobs.stats.builds).toBeGreaterThan(checked.builds);
    const rebuilt = { ...jobs.stats };
    await report();
    expect(jobs.stats).toEqual(rebuilt);

    // Saves while a check waits are one check: a write queues each of the user's kept scopes once, and
    // five writes queued at once queue them no more.
    const userId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub as string;
    const store = createWorkspaceStore(server.db, backend, userId);
    const once = jobs.stats.jobs;
    checkAfterWrite(store);
    await jobs.idle();
    const scopes = jobs.stats.jobs - once;
    expect(scopes).toBeGreaterThan(0);
    const five = jobs.stats.jobs;
    for (let write = 0; write < 5; write += 1) checkAfterWrite(store);
    await jobs.idle();
    expect(jobs.stats.jobs - five).toBe(scopes);

    // Put the death and the text back as the other tests read them.
    await api(server, 'PATCH', '/characters/ch-varric', { token, body: { died: '3 Ashmonth 320 EA' } });
    const again = await api<{ version: number }>(server, 'GET', path, { token });
    await api(server, 'PUT', path, {
      token,
      body: {
        text: doc(paragraph(text('At dawn '), varric, text(' walked into the forge.'))),
        version: again.body.version,
      },
    });
    await jobs.idle();
    expect((await report()).body.counts.open + (await report()).body.counts.dismissed).toBe(1);
  });

  it('takes back with an import’s Undo the dismissals and settings it brought, but not what was changed since', async () => {
    const user = await newUserToken(server, 'continuity-undo');
    type Exported = { continuityDismissals: Dismissal[]; continuitySettings: ContinuitySetting[] };
    const stored = async () => {
      const { body } = await api<Exported>(server, 'GET', '/workspace', { token: user });
      return {
        dismissals: Object.fromEntries(body.continuityDismissals.map((row) => [row.findingId, row.reason])),
        settings: Object.fromEntries(
          body.continuitySettings.map((row) => [`${row.scopeKind}:${row.scopeId}`, row.toleranceDays]),
        ),
      };
    };
    const dismiss = async (findingId: string, reason: string) =>
      expect(
        (
          await api(server, 'PUT', '/continuity/dismissals', {
            token: user,
            body: { findingId, fingerprint: 'aaaaaaaa', reason },
          })
        ).status,
      ).toBe(200);
    const undo = async (batchId: string | undefined) =>
      expect((await api(server, 'POST', `/import/${batchId}/undo`, { token: user })).status).toBe(200);
    const row = (findingId: string, reason: string) => ({
      findingId,
      fingerprint: 'aaaaaaaa',
      reason,
      dismissedAt: '2026-12-01T00:00:00.000Z',
    });
    const setting = (scopeKind: string, scopeId: string, toleranceDays: number) => ({
      scopeKind,
      scopeId,
      toleranceDays,
      updatedAt: '2026-12-01T00:00:00.000Z',
    });

    await dismiss('story-order:a', 'Mine');
    await dismiss('story-order:c', 'Kept');
    const set = await api(server, 'PUT', `/continuity${novel}/settings`, {
      token: user,
      body: { toleranceDays: 100 },
    });
    expect(set.status).toBe(200);
    const before = await stored();
    expect(before).toEqual({
      dismissals: { 'story-order:a': 'Mine', 'story-order:c': 'Kept' },
      settings: { 'novel:n-ashen-crown': 100 },
    });

    type Imported = { undo?: { batchId: string } };
    const added = await api<Imported>(server, 'POST', '/import', {
      token: user,
      body: {
        workspace: {
          continuityDismissals: [row('story-order:a', 'Theirs'), row('story-order:b', 'New')],
          continuitySettings: [
            setting('novel', 'n-ashen-crown', 200),
            setting('universe', 'u-emberreach', 500),
          ],
        },
      },
    });
    expect(added.status).toBe(200);
    expect(await stored()).toEqual({
      dismissals: { 'story-order:a': 'Theirs', 'story-order:b': 'New', 'story-order:c': 'Kept' },
      settings: { 'novel:n-ashen-crown': 200, 'universe:u-emberreach': 500 },
    });
    // Changed after the import: the author's later word stays through the Undo.
    await dismiss('story-order:b', 'Later');
    await undo(added.body.undo?.batchId);
    expect(await stored()).toEqual({
      dismissals: { 'story-order:a': 'Mine', 'story-order:b': 'Later', 'story-order:c': 'Kept' },
      settings: { 'novel:n-ashen-crown': 100 },
    });

    // A replacing file that carries them replaces them all; its Undo brings every one back. A whole
    // workspace, so that on SQLite it is the staged restore's path (decision 080).
    const whole = (await api<Record<string, unknown>>(server, 'GET', '/workspace', { token: user })).body;
    const replacing = await api<Imported>(server, 'POST', '/import', {
      token: user,
      body: {
        workspace: { ...whole, continuityDismissals: [], continuitySettings: [] },
        replaceExisting: true,
      },
    });
    expect(replacing.status).toBe(200);
    expect(await stored()).toEqual({ dismissals: {}, settings: {} });
    await undo(replacing.body.undo?.batchId);
    expect(await stored()).toEqual({
      dismissals: { 'story-order:a': 'Mine', 'story-order:b': 'Later', 'story-order:c': 'Kept' },
      settings: { 'novel:n-ashen-crown': 100 },
    });
  });

  it('checks the owner’s kept scopes again in the background when a member writes to a shared campaign', async () => {
    const jobs = continuityJobs();
    const [campaign] = (await api<{ id: string }[]>(server, 'GET', '/campaigns', { token })).body;
    const scope = `/continuity/campaigns/${campaign?.id}`;
    expect((await report(scope)).status).toBe(200);
    const invited = await api<{ token: string }>(
      server,
      'POST',
      `/sharing/campaign/${campaign?.id}/invitations`,
      {
        token,
        body: { role: 'player', isReusable: false },
      },
    );
    expect(invited.status).toBe(201);
    const { data } = await createAuthClient(server).signUp({
      email: `continuity-player-${crypto.randomUUID().slice(0, 6)}@example.com`,
      password: 'a-long-password',
      options: { data: { invitation: invited.body.token } },
    });
    const player = data.session?.access_token ?? '';
    const accepted = await api<SharedContainer>(server, 'POST', '/invitations/accept', {
      token: player,
      body: { token: invited.body.token },
    });
    expect(accepted.status).toBe(200);
    await jobs.idle();
    const before = { ...jobs.stats };
    const note = await api(
      server,
      'POST',
      `/shared/${accepted.body.ownerId}/campaign/${campaign?.id}/parts/notes`,
      {
        token: player,
        body: { title: 'The miller lies', category: 'Player', content: 'He was at the mill.', tags: [] },
      },
    );
    expect(note.status).toBe(201);
    await jobs.idle();
    // The player keeps no report of their own: the jobs were the owner's, and read the campaign again.
    expect(jobs.stats.jobs).toBeGreaterThan(before.jobs);
    expect(jobs.stats.builds).toBeGreaterThan(before.builds);
    const checked = { ...jobs.stats };
    expect((await report(scope)).status).toBe(200);
    expect(jobs.stats).toEqual(checked);
  });

  it('follows every change after a report: a chapter’s text, a character’s death, a calendar', async () => {
    const open = async () => (await report()).body.counts.open + (await report()).body.counts.dismissed;
    expect(await open()).toBe(1);
    const chapter = chapters[4];
    const path = `${novel}/chapters/${chapter?.id}/text`;
    const saveText = async (...content: RichTextNode[]) => {
      const current = await api<{ version: number }>(server, 'GET', path, { token });
      const saved = await api(server, 'PUT', path, {
        token,
        body: { text: doc(...content), version: current.body.version },
      });
      expect(saved.status).toBe(200);
    };
    await saveText(paragraph(text('[Memory] '), varric, text(' had laughed once.')));
    expect(await open()).toBe(0);
    await saveText(paragraph(text('Then '), varric, text(' spoke.')));
    expect(await open()).toBe(1);

    const later = await api(server, 'PATCH', '/characters/ch-varric', {
      token,
      body: { died: '30 Yearsend 320 EA' },
    });
    expect(later.status).toBe(200);
    expect(await open()).toBe(0);
    await api(server, 'PATCH', '/characters/ch-varric', { token, body: { died: '3 Ashmonth 320 EA' } });
    expect(await open()).toBe(1);

    const stored = await api<{ id: string }>(
      server,
      'GET',
      '/calendars?ownerKind=universe&ownerId=u-emberreach',
      { token },
    );
    expect((await api(server, 'DELETE', `/calendars/${stored.body.id}`, { token })).status).toBe(204);
    const without = (await report()).body;
    expect(without.hasCalendar).toBe(false);
    expect(without.findings).toEqual([]);
  });

  it('answers the sample’s other novels, campaigns and universes with no findings', async () => {
    for (const path of ['/novels/n-thornwild-song', '/campaigns/c-cinder-road', '/universes/u-lanternfall']) {
      const read = await report(`/continuity${path}`);
      expect(read.status, path).toBe(200);
      expect(read.body.findings, path).toEqual([]);
    }
  });

  it('refuses what it cannot read, and shows no one else’s workspace', async () => {
    const other = await newUserToken(server, 'continuity-other');
    expect((await report('/continuity/novels/n-unknown')).status).toBe(404);
    const theirs = await api(server, 'GET', '/continuity/novels/n-ashen-crown', { token: other });
    expect((theirs.body as ContinuityReport).findings).toEqual([]);
    const tolerance = await api<ErrorBody>(server, 'GET', `/continuity${novel}?toleranceDays=-3`, { token });
    expect(tolerance.status).toBe(400);
    expect((await api(server, 'GET', `/continuity${novel}?tolerance=3`, { token })).status).toBe(400);
    const noReason = await api<ErrorBody>(server, 'PUT', '/continuity/dismissals', {
      token,
      body: { findingId: 'x', fingerprint: '0123abcd', reason: '  ' },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.message).toBe('A reason is required');
  });
});
