import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThingFields, TypeChangePreview } from '../../common/api/custom-fields';
import type { SearchResult } from '../../common/api/search';
import {
  TRASH_ENTRY_HEADER,
  TRASH_LABEL_HEADER,
  type TrashList,
  type TrashRestored,
} from '../../common/api/trash';
import type { FieldDefinition } from '../../common/workspace/custom-fields';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// Fields on any kind over the data API (decision 063), on SQLite and PostgreSQL: a field on a universe's
// characters, its values checked by the core, kept through a rename and a type change (after a
// preview), found by search and by a filtered list, in the history, and nobody else's.

describe.each(BACKENDS)('fields on %s', (backend) => {
  let server: TestServer;
  let token: string;
  const send = <T>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, ...(body === undefined ? {} : { body }) });
  const addField = (body: object) =>
    send<FieldDefinition>('POST', '/fields', { kind: 'character', scopeId: 'u-emberreach', ...body });

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'fields');
  });
  afterAll(() => server.close());

  it('keeps a field on a universe’s characters and a value on one, found by search and a filtered list', async () => {
    const eyes = await addField({ label: 'Eye colour', type: 'short-text', section: 'Looks' });
    expect(eyes.status).toBe(201);
    expect(eyes.body).toMatchObject({
      label: 'Eye colour',
      type: 'short-text',
      section: 'Looks',
      version: 1,
    });
    const saved = await send<ThingFields>('PUT', '/field-values/character/ch-varric', {
      values: { [eyes.body.id]: '  Amberflecked ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.values).toEqual({ [eyes.body.id]: 'Amberflecked' });
    const read = await send<ThingFields>('GET', '/field-values/character/ch-varric');
    expect(read.body.fields.map((field) => field.label)).toContain('Eye colour');
    expect(read.body.values[eyes.body.id]).toBe('Amberflecked');
    const found = await send<SearchResult>('GET', '/search?q=amberflecked');
    expect(found.body.hits.map((hit) => `${hit.kind}:${hit.id}`)).toEqual(['character:ch-varric']);
    const listed = await send<{ thingIds: string[] }>(
      'GET',
      `/field-values?fieldId=${eyes.body.id}&equals=AMBERFLECKED`,
    );
    expect(listed.body.thingIds).toEqual(['ch-varric']);
    const history = await send<{ changes: { entityKind: string; name: string }[] }>(
      'GET',
      '/history?recordId=ch-varric',
    );
    expect(history.body.changes[0]).toMatchObject({ entityKind: 'field-values' });
  });

  it('checks every value by its field’s type and refuses a required one left empty, naming the field', async () => {
    const height = await addField({ label: 'Height', type: 'number', unit: 'cm', isRequired: true });
    const school = await addField({ label: 'School', type: 'choice', choices: ['Evocation', 'Illusion'] });
    const ally = await addField({ label: 'Ally', type: 'link', linkKinds: ['character'] });
    const wiki = await addField({ label: 'Wiki', type: 'web-address' });
    const put = (values: object) => send<ErrorBody>('PUT', '/field-values/character/ch-varric', { values });
    const refusal = async (values: object) => {
      const answer = await put(values);
      expect(answer.status).toBe(422);
      return answer.body.error.message;
    };
    expect(await refusal({ [school.body.id]: 'Evocation' })).toBe('Height is required');
    expect(await refusal({ [height.body.id]: 'tall' })).toBe('Height must be a number');
    expect(await refusal({ [height.body.id]: 180, [school.body.id]: 'Necromancy' })).toBe(
      'School must be one of its choices',
    );
    expect(
      await refusal({ [height.body.id]: 180, [ally.body.id]: { kind: 'character', id: 'nobody' } }),
    ).toBe('A link names something that is not in this workspace');
    expect(await refusal({ [height.body.id]: 180, [wiki.body.id]: 'javascript:alert(1)' })).toBe(
      'Wiki must be an http://, https:// or mailto: address',
    );
    const good = await put({
      [height.body.id]: 180,
      [school.body.id]: 'Illusion',
      [ally.body.id]: { kind: 'character', id: 'ch-varric' },
      [wiki.body.id]: 'https://example.com/varric',
    });
    expect(good.status).toBe(200);
    const illusionists = await send<{ thingIds: string[] }>(
      'GET',
      `/field-values?fieldId=${school.body.id}&equals=illusion`,
    );
    expect(illusionists.body.thingIds).toEqual(['ch-varric']);
    expect((await send('GET', '/field-values?fieldId=nothing&equals=x')).status).toBe(404);
    const badField = await addField({ label: 'School', type: 'choice' });
    expect(badField.status).toBe(422);
    expect((await addField({ label: 'Height', type: 'short-text' })).status).toBe(422);
    expect(
      (await send('POST', '/fields', { kind: 'character', scopeId: 'nowhere', label: 'X', type: 'yes-no' }))
        .status,
    ).toBe(422);
  });

  it('keeps values through a rename, and a type change converts what converts after a preview', async () => {
    const mood = await addField({ label: 'Mood', type: 'short-text' });
    const id = mood.body.id;
    await send('PUT', '/field-values/character/ch-varric', { values: { [id]: '42' } });
    const renamed = await send<FieldDefinition>('PATCH', `/fields/${id}`, { label: 'Temper' });
    expect(renamed.body).toMatchObject({ label: 'Temper', version: 2 });
    expect((await send<ThingFields>('GET', '/field-values/character/ch-varric')).body.values[id]).toBe('42');
    const preview = await send<TypeChangePreview>('PATCH', `/fields/${id}?preview=true`, { type: 'yes-no' });
    expect(preview.body).toMatchObject({ converted: 0, keptAsText: [{ thingId: 'ch-varric', text: '42' }] });
    expect((await send<FieldDefinition>('GET', '/fields?kind=character')).body).toContainEqual(
      expect.objectContaining({ id, type: 'short-text' }),
    );
    const changed = await send<FieldDefinition>('PATCH', `/fields/${id}`, { type: 'yes-no' });
    expect(changed.body).toMatchObject({ type: 'yes-no', version: 3 });
    const after = (await send<ThingFields>('GET', '/field-values/character/ch-varric')).body;
    expect(after.values[id]).toBeUndefined();
    expect(after.keptText[id]).toBe('42');
    const back = await send<FieldDefinition>('PATCH', `/fields/${id}`, { type: 'number' });
    expect(back.status).toBe(200);
    const stale = await send<ErrorBody>('PATCH', `/fields/${id}`, { label: 'Old', version: 1 });
    expect(stale.status).toBe(409);
  });

  it('saves a template of values and text, and writes it on a new character (New from template)', async () => {
    const trade = await addField({ label: 'Trade', type: 'short-text' });
    const refused = await send<ErrorBody>('POST', '/field-templates', {
      kind: 'character',
      scopeId: 'u-emberreach',
      name: 'Shopkeeper',
      values: { [trade.body.id]: 'x'.repeat(501) },
    });
    expect(refused.status).toBe(422);
    const template = await send<{ id: string; text: string }>('POST', '/field-templates', {
      kind: 'character',
      scopeId: 'u-emberreach',
      name: 'Shopkeeper',
      values: { [trade.body.id]: 'Sells lanterns' },
      text: 'Knows every rumour of the market.',
    });
    expect(template.status).toBe(201);
    const listed = await send<{ name: string }[]>(
      'GET',
      '/field-templates?kind=character&scopeId=u-emberreach',
    );
    expect(listed.body.map((each) => each.name)).toEqual(['Shopkeeper']);
    const made = await send<{ id: string }>('POST', '/characters', {
      name: 'Oda',
      role: 'Ally',
      universeId: 'u-emberreach',
      description: template.body.text,
    });
    expect(made.status, made.text).toBe(201);
    const applied = await send<ThingFields>('POST', `/field-templates/${template.body.id}/apply`, {
      kind: 'character',
      id: made.body.id,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.values[trade.body.id]).toBe('Sells lanterns');
  });

  it('takes fields on a part kind too: a universe’s factions', async () => {
    const factions = (await send<{ id: string }[]>('GET', '/universes/u-emberreach/factions')).body;
    const faction = factions[0]?.id ?? '';
    const motto = await send<FieldDefinition>('POST', '/fields', {
      kind: 'universes/factions',
      scopeId: 'u-emberreach',
      label: 'Motto',
      type: 'short-text',
    });
    expect(motto.status).toBe(201);
    const saved = await send<ThingFields>('PUT', `/field-values/universes/factions/${faction}`, {
      values: { [motto.body.id]: 'Ash remembers' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.fields.map((field) => field.label)).toEqual(['Motto']);
    const found = await send<SearchResult>('GET', '/search?q=%22ash%20remembers%22');
    expect(found.body.hits.map((hit) => `${hit.kind}:${hit.id}`)).toContain(`universes/factions:${faction}`);
    expect((await send('GET', '/field-values/universes/factions/nothing-here')).status).toBe(404);
  });

  it('keeps a thing’s values through the Trash: gone from search with it, found again once restored', async () => {
    const quirk = await addField({ label: 'Quirk', type: 'short-text' });
    const made = await send<{ id: string }>('POST', '/characters', {
      name: 'Tam',
      role: 'Ally',
      universeId: 'u-emberreach',
    });
    // The universe's characters have a required Height (above): Tam gets one too.
    const fields = (await send<FieldDefinition[]>('GET', '/fields?kind=character')).body;
    const height = fields.find((field) => field.label === 'Height')?.id ?? '';
    const saved = await send('PUT', `/field-values/character/${made.body.id}`, {
      values: { [quirk.body.id]: 'Whistlesnore', [height]: 170 },
    });
    expect(saved.status, saved.text).toBe(200);
    const hits = async () =>
      (await send<SearchResult>('GET', '/search?q=whistlesnore')).body.hits.map((hit) => hit.id);
    expect(await hits()).toEqual([made.body.id]);
    expect((await send('DELETE', `/characters/${made.body.id}`)).status).toBe(204);
    expect(await hits()).toEqual([]);
    const trash = await send<{ entries: { id: string; entityId: string }[] }>('GET', '/trash');
    const entry = trash.body.entries.find((each) => each.entityId === made.body.id);
    expect((await send('POST', `/trash/${entry?.id}/restore`)).status).toBe(200);
    expect(await hits()).toEqual([made.body.id]);
    const read = await send<ThingFields>('GET', `/field-values/character/${made.body.id}`);
    expect(read.body.values[quirk.body.id]).toBe('Whistlesnore');
  });

  it('travels in the export and comes back from the import, searchable there', async () => {
    const exported = (await send<Record<string, unknown>>('GET', '/workspace')).body;
    expect(exported.fieldValues).toContainEqual(
      expect.objectContaining({ thingId: 'ch-varric', value: 'Amberflecked' }),
    );
    const other = await newUserToken(server, 'restored');
    const imported = await send('POST', '/import', { workspace: exported, replaceExisting: true }, other);
    expect(imported.status, imported.text).toBe(200);
    const found = await send<SearchResult>('GET', '/search?q=amberflecked', undefined, other);
    expect(found.body.hits.map((hit) => `${hit.kind}:${hit.id}`)).toEqual(['character:ch-varric']);
    const read = await send<ThingFields>('GET', '/field-values/character/ch-varric', undefined, other);
    expect(Object.values(read.body.values)).toContain('Amberflecked');
  });

  it('puts a deleted field in the Trash with its values, and a restore brings both back whole', async () => {
    const mood = await addField({ label: 'Mood', type: 'choice', choices: ['Grim', 'Merry'] });
    await send('PUT', '/field-values/character/ch-varric', { values: { [mood.body.id]: 'Grim' } });
    const tamsinFields = await send<ThingFields>('GET', '/field-values/character/ch-tamsin');
    const required = tamsinFields.body.fields.filter((field) => field.isRequired && field.type === 'number');
    const filled = Object.fromEntries(required.map((field) => [field.id, 170]));
    const saved = await send('PUT', '/field-values/character/ch-tamsin', {
      values: { ...filled, [mood.body.id]: 'Merry' },
    });
    expect(saved.status, saved.text).toBe(200);
    const deleted = await send('DELETE', `/fields/${mood.body.id}`);
    expect(deleted.status).toBe(204);
    const entryId = deleted.headers.get(TRASH_ENTRY_HEADER) ?? '';
    expect(decodeURIComponent(deleted.headers.get(TRASH_LABEL_HEADER) ?? '')).toBe('Mood');
    const trash = await send<TrashList>('GET', '/trash');
    expect(trash.body.entries.find((entry) => entry.id === entryId)).toMatchObject({
      kind: 'field',
      kindLabel: 'Field',
      label: 'Mood',
      contents: 'With 2 values.',
    });
    const gone = await send<ThingFields>('GET', '/field-values/character/ch-varric');
    expect(gone.body.fields.map((field) => field.label)).not.toContain('Mood');
    const other = await newUserToken(server, 'not-the-owner');
    expect((await send('POST', `/trash/${entryId}/restore`, undefined, other)).status).toBe(404);

    const restored = await send<TrashRestored>('POST', `/trash/${entryId}/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ kind: 'field', id: mood.body.id, label: 'Mood' });
    const back = await send<ThingFields>('GET', '/field-values/character/ch-varric');
    expect(back.body.fields.find((field) => field.id === mood.body.id)).toMatchObject({
      label: 'Mood',
      choices: ['Grim', 'Merry'],
    });
    expect(back.body.values[mood.body.id]).toBe('Grim');
    const tamsin = await send<ThingFields>('GET', '/field-values/character/ch-tamsin');
    expect(tamsin.body.values[mood.body.id]).toBe('Merry');
    const found = await send<{ thingIds: string[] }>(
      'GET',
      `/field-values?fieldId=${mood.body.id}&equals=merry`,
    );
    expect(found.body.thingIds).toEqual(['ch-tamsin']);
    expect((await send<SearchResult>('GET', '/search?q=merry')).body.hits.map((hit) => hit.id)).toContain(
      'ch-tamsin',
    );
    expect((await send<TrashList>('GET', '/trash')).body.entries.map((entry) => entry.id)).not.toContain(
      entryId,
    );
  });

  it('refuses a field’s restore while another field of its name is there, saying so', async () => {
    const rank = await addField({ label: 'Rank', type: 'short-text' });
    const deleted = await send('DELETE', `/fields/${rank.body.id}`);
    const entryId = deleted.headers.get(TRASH_ENTRY_HEADER) ?? '';
    await addField({ label: 'rank', type: 'number' });
    const refused = await send<ErrorBody>('POST', `/trash/${entryId}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('“Rank” cannot be restored: there is a field of that name there now.');
    expect((await send<TrashList>('GET', '/trash')).body.entries.map((entry) => entry.id)).toContain(entryId);
  });

  it('is nobody else’s: another user neither sees nor changes it', async () => {
    const other = await newUserToken(server, 'other');
    const fields = await send<FieldDefinition[]>('GET', '/fields?kind=character');
    const first = fields.body[0];
    expect((await send<FieldDefinition[]>('GET', '/fields', undefined, other)).body).toEqual([]);
    expect((await send('PATCH', `/fields/${first?.id}`, { label: 'Mine' }, other)).status).toBe(404);
    expect(
      (await send<ThingFields>('GET', '/field-values/character/ch-varric', undefined, other)).body.values,
    ).toEqual({});
    const deleted = await send('DELETE', `/fields/${first?.id}`);
    expect(deleted.status).toBe(204);
    expect((await send<SearchResult>('GET', '/search?q=amberflecked')).body.hits).toEqual([]);
  });
});
