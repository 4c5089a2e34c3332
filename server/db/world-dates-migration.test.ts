import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { BACKENDS } from '../test/test-server';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrations';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import { campaignTable, characterTable, type WorkspaceDb } from './workspace-tables';

// 0019_world_dates, from the previous release's database: new nullable columns only, so the rows are as
// they were (no character has a birth, no campaign a current date), and they take one.

describe.each(BACKENDS)('migration 0019_world_dates on %s', (backend) => {
  let handle: DatabaseHandle;
  let fixture: MigrationFixture;
  let db: WorkspaceDb;
  let users: string[];
  const before = new Map<string, unknown>();

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0016_text_versions');
    ({ handle, db } = fixture);
    users = (await db.selectFrom('workspace_seeds').select('user_id').execute()).map((row) =>
      String(row.user_id),
    );
    for (const table of ['reference_characters', 'campaigns'] as const) {
      before.set(table, await db.selectFrom(table).selectAll().orderBy('user_id').orderBy('id').execute());
    }
    expect(await migrateToLatest(handle.db)).toContain('0019_world_dates');
  });

  afterAll(async () => {
    await fixture.close();
  });

  it('keeps every row as it was, the new columns empty', async () => {
    expect(users.length).toBeGreaterThan(0);
    const characters = await db
      .selectFrom('reference_characters')
      .selectAll()
      .orderBy('user_id')
      .orderBy('id')
      .execute();
    expect(characters.length).toBeGreaterThan(0);
    // (0031 adds a portrait, empty too; 0044 gives characters their campaigns' race and class, which
    // its own test checks.)
    expect(characters.map(({ race: _race, class: _class, ...row }) => row)).toEqual(
      (before.get('reference_characters') as object[]).map((row) => ({
        ...row,
        born: null,
        died: null,
        portrait_url: null,
      })),
    );
    const campaigns = await db.selectFrom('campaigns').selectAll().orderBy('user_id').orderBy('id').execute();
    expect(campaigns).toEqual(
      (before.get('campaigns') as object[]).map((row) => ({ ...row, current_world_date: null })),
    );
    for (const userId of users) {
      const workspace = await readWorkspace(createWorkspaceStore(db, handle.kind, userId));
      expect(workspace.characters.every((character) => character.born === undefined)).toBe(true);
    }
  });

  it('keeps a birth, a death and a current date once given', async () => {
    const userId = users[0] as string;
    const store = createWorkspaceStore(db, handle.kind, userId);
    const [character] = await store.list(characterTable);
    const [campaign] = await store.list(campaignTable);
    if (character === undefined || campaign === undefined) throw new Error('The fixture has none');
    expect(character.born).toBeUndefined();
    expect(campaign.currentWorldDate).toBeUndefined();
    await store.update(characterTable, { ...character, born: 'Year 290 of the Ember Age', died: '' });
    await store.update(campaignTable, { ...campaign, currentWorldDate: 'Year 322 of the Ember Age' });
    expect(await store.find(characterTable, character.id)).toMatchObject({
      born: 'Year 290 of the Ember Age',
      died: '',
    });
    expect((await store.find(campaignTable, campaign.id))?.currentWorldDate).toBe(
      'Year 322 of the Ember Age',
    );
  });
});
