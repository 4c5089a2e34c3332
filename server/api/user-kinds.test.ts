import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThingFields } from '../../common/api/custom-fields';
import type { SearchResult } from '../../common/api/search';
import { TRASH_ENTRY_HEADER, type TrashList } from '../../common/api/trash';
import type { FieldDefinition } from '../../common/workspace/custom-fields';
import type { EntitySummary } from '../../common/workspace/entities';
import type { RelationGraph } from '../../common/workspace/graph';
import type { UserKind } from '../../common/workspace/user-kinds';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// A kind a user defines (decision 085) over the data API, on SQLite and PostgreSQL: defined, renamed
// and deleted into the Trash with its things and values (restored whole); its things made, changed and
// read through the parts core at `/{livesIn}/:id/k-<kind id>`; each path a built-in kind has (search,
// the @ menu and mentions, history, relations, the graph) reaching them; and another account seeing
// none of it, though its sample workspace has the same universe id.

type Thing = { id: string; name: string; description: string; version: number };
type Json = Record<string, unknown>;

function mentionDoc(before: string, target: { kind: string; id: string }, label: string, after: string) {
  return {
    version: 1,
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: before },
            { type: 'mention', attrs: { ...target, label } },
            { type: 'text', text: after },
          ],
        },
      ],
    },
  };
}

describe.each(BACKENDS)('kinds of your own on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let other: string;
  const send = <T>(
    method: string,
    path: string,
    body?: unknown,
    as = token,
    headers?: Record<string, string>,
  ) =>
    api<T>(server, method, path, {
      token: as,
      ...(body === undefined ? {} : { body }),
      ...(headers === undefined ? {} : { headers }),
    });
  const defineReligion = async (name = 'Religion', plural = 'Religions') => {
    const made = await send<UserKind>('POST', '/kinds', {
      name,
      plural,
      icon: 'Church',
      livesIn: 'universes',
    });
    expect(made.status).toBe(201);
    return made.body;
  };
  const thingsOf = (kind: UserKind) => `/universes/u-emberreach/k-${kind.id}`;
  const addThing = async (kind: UserKind, name: string, description: string) => {
    const made = await send<Thing>('POST', thingsOf(kind), { name, description });
    expect(made.status).toBe(201);
    return made.body;
  };

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'kinds');
    other = await newUserToken(server, 'kinds-other');
  });
  afterAll(() => server.close());

  it('defines a kind with a name, plural, icon and home, and refuses a bad or taken one with a clear message', async () => {
    const kind = await defineReligion('Order', 'Orders');
    expect(kind).toMatchObject({
      name: 'Order',
      plural: 'Orders',
      icon: 'Church',
      livesIn: 'universes',
      version: 1,
    });
    expect((await send<UserKind[]>('GET', '/kinds')).body.map((each) => each.name)).toContain('Order');
    const refuse = async (body: object) => {
      const answer = await send<ErrorBody>('POST', '/kinds', body);
      expect(answer.status).toBe(422);
      return answer.body.error.message;
    };
    expect(await refuse({ name: ' ', plural: 'Cults', livesIn: 'worlds' })).toBe('Name is required');
    expect(await refuse({ name: 'Cult', plural: 'Cults', livesIn: 'timelines' })).toBe(
      'Lives in must be one of universes, worlds, campaigns, novels',
    );
    expect(await refuse({ name: 'Cult', plural: 'Cults', icon: 'Bomb', livesIn: 'worlds' })).toMatch(
      /^Icon must be one of BookOpen, /,
    );
    expect(await refuse({ name: 'order', plural: 'Sects', livesIn: 'worlds' })).toBe(
      'You already have a kind called “Order”',
    );
  });

  it('makes, lists, changes and deletes its things in a container, through the parts core', async () => {
    const kind = await defineReligion('Faith', 'Faiths');
    const thing = await addThing(kind, 'The Ember Creed', 'Fire remembers.');
    expect(thing).toMatchObject({ name: 'The Ember Creed', description: 'Fire remembers.', version: 1 });
    expect((await send<Thing[]>('GET', thingsOf(kind))).body.map((each) => each.name)).toEqual([
      'The Ember Creed',
    ]);
    const noName = await send<ErrorBody>('POST', thingsOf(kind), { name: '', description: '' });
    expect([noName.status, noName.body.error.message]).toEqual([422, 'Name is required']);
    const stale = await send<ErrorBody>('PATCH', `${thingsOf(kind)}/${thing.id}`, { version: 7, name: 'X' });
    expect(stale.status).toBe(409);
    const changed = await send<Thing>('PATCH', `${thingsOf(kind)}/${thing.id}`, {
      version: 1,
      name: 'Ember Creed',
    });
    expect([changed.status, changed.body.name, changed.body.version]).toEqual([200, 'Ember Creed', 2]);
    const gone = await send('DELETE', `${thingsOf(kind)}/${thing.id}`);
    expect(gone.status).toBe(204);
    const trash = await send<TrashList>('GET', '/trash');
    const entry = trash.body.entries.find((each) => each.id === gone.headers.get(TRASH_ENTRY_HEADER));
    expect(entry).toMatchObject({ label: 'Ember Creed', kindLabel: 'Faith' });
    expect((await send('GET', `${thingsOf(kind)}/${thing.id}`)).status).toBe(404);
  });

  it('renames a kind and keeps its things and their field values', async () => {
    const kind = await defineReligion('Church', 'Churches');
    const thing = await addThing(kind, 'The Ashen See', '');
    const field = await send<FieldDefinition>('POST', '/fields', {
      kind: `universes/k-${kind.id}`,
      scopeId: 'u-emberreach',
      label: 'Deity',
      type: 'short-text',
    });
    expect(field.status).toBe(201);
    const put = await send('PUT', `/field-values/universes/k-${kind.id}/${thing.id}`, {
      values: { [field.body.id]: 'The Smith' },
    });
    expect(put.status).toBe(200);
    const stale = await send<ErrorBody>('PATCH', `/kinds/${kind.id}`, { version: 3, name: 'Temple' });
    expect(stale.status).toBe(409);
    const renamed = await send<UserKind>('PATCH', `/kinds/${kind.id}`, {
      version: 1,
      name: 'Temple',
      plural: 'Temples',
    });
    expect(renamed.body).toMatchObject({ name: 'Temple', plural: 'Temples', version: 2 });
    expect((await send<Thing[]>('GET', thingsOf(kind))).body.map((each) => each.name)).toEqual([
      'The Ashen See',
    ]);
    const values = await send<ThingFields>('GET', `/field-values/universes/k-${kind.id}/${thing.id}`);
    expect(values.body.values[field.body.id]).toBe('The Smith');
  });

  it('reorders kinds: each then at its place, in the list and the export, never another account’s', async () => {
    const own = await newUserToken(server, 'kinds-order');
    const names = async () =>
      (await send<UserKind[]>('GET', '/kinds', undefined, own)).body.map((kind) => kind.name);
    const made: UserKind[] = [];
    for (const name of ['Religion', 'Guild', 'Spell']) {
      const answer = await send<UserKind>(
        'POST',
        '/kinds',
        { name, plural: `${name}s`, livesIn: 'universes' },
        own,
      );
      made.push(answer.body);
    }
    const [religion, , spell] = made as [UserKind, UserKind, UserKind];
    const moved = await send<UserKind[]>('POST', `/kinds/${spell.id}/move`, { toIndex: 0 }, own);
    expect([moved.status, moved.body.map((kind) => kind.name)]).toEqual([
      200,
      ['Spell', 'Religion', 'Guild'],
    ]);
    expect(await names()).toEqual(['Spell', 'Religion', 'Guild']);
    // A rename read before the move still applies: a move changes places, not versions.
    const renamed = await send<UserKind>(
      'PATCH',
      `/kinds/${religion.id}`,
      { version: religion.version, name: 'Faith', plural: 'Faiths' },
      own,
    );
    expect(renamed.status).toBe(200);
    await send('POST', `/kinds/${religion.id}/move`, { toIndex: 5 }, own);
    expect(await names()).toEqual(['Spell', 'Guild', 'Faith']);
    const exported = await send<{ customKinds: UserKind[] }>('GET', '/workspace', undefined, own);
    expect(exported.body.customKinds.map((kind) => [kind.name, kind.position])).toEqual([
      ['Spell', 0],
      ['Guild', 1],
      ['Faith', 2],
    ]);
    const bad = await send<ErrorBody>('POST', `/kinds/${spell.id}/move`, { toIndex: -1 }, own);
    expect([bad.status, bad.body.error.message]).toEqual([422, 'toIndex must be 0 or more']);
    const notTheirs = await send<ErrorBody>('POST', `/kinds/${spell.id}/move`, { toIndex: 1 }, other);
    expect(notTheirs.status).toBe(404);
    expect(await names()).toEqual(['Spell', 'Guild', 'Faith']);
  });

  it('finds a thing of a kind by search, named by its kind', async () => {
    const kind = await defineReligion('Sect', 'Sects');
    const thing = await addThing(kind, 'Cinder Choir', 'They sing to the quenchwater.');
    const found = await send<SearchResult>('GET', '/search?q=quenchwater');
    expect(found.body.hits.map((hit) => [hit.kind, hit.id, hit.name])).toEqual([
      [`universes/k-${kind.id}`, thing.id, 'Cinder Choir'],
    ]);
    expect((await send<SearchResult>('GET', '/search?q=quenchwater', undefined, other)).body.hits).toEqual(
      [],
    );
  });

  it('offers a thing of a kind in the @ menu, and lists what mentions it', async () => {
    const kind = await defineReligion('Cult', 'Cults');
    const thing = await addThing(kind, 'Saltmoth Cult', '');
    const suggested = await send<EntitySummary[]>('GET', '/entities/suggest?q=saltmoth');
    expect(suggested.body.map((each) => [each.kind, each.id, each.name])).toContainEqual([
      `universes/k-${kind.id}`,
      thing.id,
      'Saltmoth Cult',
    ]);
    const target = { kind: `universes/k-${kind.id}`, id: thing.id };
    const lore = await send<Json>('POST', '/universes/u-emberreach/lore', {
      title: 'Moth Hymns',
      category: 'Faith',
      era: 'Now',
      contentDoc: mentionDoc('Sung by the ', target, 'Saltmoth Cult', ' at dusk.'),
    });
    expect(lore.status).toBe(201);
    const mentioned = await send<{ source: { id: string } }[]>(
      'GET',
      `/mentions?kind=universes/k-${kind.id}&id=${thing.id}`,
    );
    expect(mentioned.body.map((each) => each.source.id)).toEqual([lore.body.id]);
    const resolved = await send<EntitySummary[]>('POST', '/entities/resolve', { refs: [target] });
    expect(resolved.body).toEqual([
      expect.objectContaining({ ...target, name: 'Saltmoth Cult', parentId: 'u-emberreach' }),
    ]);
  });

  it('keeps the history of a thing of a kind', async () => {
    const kind = await defineReligion('Rite', 'Rites');
    const thing = await addThing(kind, 'Quenching', '');
    await send('PATCH', `${thingsOf(kind)}/${thing.id}`, { version: 1, name: 'The Quenching' });
    const history = await send<{ changes: { entityKind: string; name: string; op: string }[] }>(
      'GET',
      `/history?entityId=${thing.id}`,
    );
    expect(history.body.changes.map((change) => [change.op, change.entityKind, change.name])).toEqual([
      ['update', 'part', 'The Quenching'],
      ['create', 'part', 'Quenching'],
    ]);
  });

  it('lets a thing of a kind be a relation’s end, drawn on its universe’s graph', async () => {
    const kind = await defineReligion('Creed', 'Creeds');
    const thing = await addThing(kind, 'Anvil Creed', '');
    const from = { kind: `universes/k-${kind.id}`, id: thing.id };
    const made = await send('POST', '/relations', {
      from,
      to: { kind: 'character', id: 'ch-mira' },
      type: 'ally',
    });
    expect(made.status).toBe(201);
    const listed = await send<Json[]>('GET', `/relations?kind=universes/k-${kind.id}&id=${thing.id}`);
    expect(listed.body).toHaveLength(1);
    const graph = await send<RelationGraph>('GET', '/graph?scope=universe&id=u-emberreach');
    expect(graph.body.nodes.map((node) => node.id)).toContain(thing.id);
  });

  it('deletes a kind into the Trash with its things and their values, and restores it whole', async () => {
    const kind = await defineReligion('Pantheon', 'Pantheons');
    const first = await addThing(kind, 'The Forge Gods', 'Hammer and anvilwright.');
    await addThing(kind, 'The Drowned Court', '');
    const field = await send<FieldDefinition>('POST', '/fields', {
      kind: `universes/k-${kind.id}`,
      scopeId: 'u-emberreach',
      label: 'Domain',
      type: 'short-text',
    });
    await send('PUT', `/field-values/universes/k-${kind.id}/${first.id}`, {
      values: { [field.body.id]: 'Fire' },
    });
    const gone = await send('DELETE', `/kinds/${kind.id}`);
    expect(gone.status).toBe(204);
    expect((await send('GET', `/kinds/${kind.id}`)).status).toBe(404);
    expect((await send('GET', thingsOf(kind))).status).toBe(404);
    expect((await send<SearchResult>('GET', '/search?q=anvilwright')).body.hits).toEqual([]);
    const entryId = gone.headers.get(TRASH_ENTRY_HEADER) ?? '';
    const entry = (await send<TrashList>('GET', '/trash')).body.entries.find((each) => each.id === entryId);
    expect(entry).toMatchObject({
      kindLabel: 'Kind',
      label: 'Pantheon',
      contents: 'With 2 pantheons and 1 field value.',
    });

    expect((await send('POST', `/trash/${entryId}/restore`)).status).toBe(200);
    expect((await send<UserKind>('GET', `/kinds/${kind.id}`)).body.name).toBe('Pantheon');
    expect((await send<Thing[]>('GET', thingsOf(kind))).body.map((each) => each.name)).toEqual([
      'The Forge Gods',
      'The Drowned Court',
    ]);
    const values = await send<ThingFields>('GET', `/field-values/universes/k-${kind.id}/${first.id}`);
    expect(values.body.values[field.body.id]).toBe('Fire');
    expect((await send<SearchResult>('GET', '/search?q=anvilwright')).body.hits.map((hit) => hit.id)).toEqual(
      [first.id],
    );
  });

  it('carries its kinds and their things in the export, and an import into another account brings them back whole', async () => {
    const kind = await defineReligion('Brotherhood', 'Brotherhoods');
    const thing = await addThing(kind, 'The Bellows', 'Keepers of the wind.');
    const tie = await send('POST', '/relations', {
      from: { kind: `universes/k-${kind.id}`, id: thing.id },
      to: { kind: 'character', id: 'ch-mira' },
      type: 'ally',
    });
    expect(tie.status).toBe(201);
    const exported = await send<Json & { customKinds: UserKind[]; kindThings: Json[] }>('GET', '/workspace');
    expect(exported.body.customKinds.map((each) => each.name)).toContain('Brotherhood');
    expect(exported.body.kindThings).toContainEqual(
      expect.objectContaining({ id: thing.id, kind: `universes/k-${kind.id}`, parentId: 'u-emberreach' }),
    );
    const lonely = await newUserToken(server, 'kinds-import');
    const refused = await send<ErrorBody>(
      'POST',
      '/import',
      { workspace: { ...exported.body, customKinds: [] }, replaceExisting: true },
      lonely,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/^Nothing was imported: thing row \d+ is of kind /);
    const imported = await send(
      'POST',
      '/import',
      { workspace: exported.body, replaceExisting: true },
      lonely,
    );
    expect(imported.status).toBe(200);
    expect((await send<UserKind>('GET', `/kinds/${kind.id}`, undefined, lonely)).body.plural).toBe(
      'Brotherhoods',
    );
    const things = await send<Thing[]>('GET', thingsOf(kind), undefined, lonely);
    expect(things.body.map((each) => [each.id, each.name, each.description])).toEqual([
      [thing.id, 'The Bellows', 'Keepers of the wind.'],
    ]);
    // A relation ending at a thing of a kind comes back with it.
    const related = (exported.body.relations as { from: { id: string } }[]).filter(
      (relation) => relation.from.id === thing.id,
    );
    expect(related).toHaveLength(1);
    const theirs = await send<{ relations: unknown[] }>('GET', '/workspace', undefined, lonely);
    expect(theirs.body.relations).toEqual(expect.arrayContaining(related));
    const found = await send<SearchResult>('GET', '/search?q=bellows', undefined, lonely);
    expect(found.body.hits.map((hit) => hit.id)).toContain(thing.id);
  });

  it('an import’s Undo takes the kinds and things it brought back, and gives back the kinds it replaced', async () => {
    const from = await newUserToken(server, 'kinds-undo-from');
    const into = await newUserToken(server, 'kinds-undo-into');
    const defineAs = async (as: string, name: string, thing: string) => {
      const kind = (
        await send<UserKind>('POST', '/kinds', { name, plural: `${name}s`, livesIn: 'universes' }, as)
      ).body;
      const made = await send<Thing>('POST', thingsOf(kind), { name: thing, description: '' }, as);
      expect(made.status).toBe(201);
      return kind;
    };
    const order = await defineAs(from, 'Order', 'The Bellows');
    const guild = await defineAs(into, 'Guild', 'The Masons');
    const kindsOf = async () =>
      (await send<UserKind[]>('GET', '/kinds', undefined, into)).body.map((kind) => kind.name);
    const thingNames = async (kind: UserKind) =>
      (await send<Thing[]>('GET', thingsOf(kind), undefined, into)).body.map((thing) => thing.name);
    const exported = await send<Json & { customKinds: UserKind[]; kindThings: Json[] }>(
      'GET',
      '/workspace',
      undefined,
      from,
    );
    type Applied = { undo: { batchId: string } };
    const undo = async (answer: { status: number; body: Applied }) => {
      expect(answer.status).toBe(200);
      const undone = await send('POST', `/import/${answer.body.undo.batchId}/undo`, {}, into);
      expect(undone.status).toBe(200);
    };

    // Added beside what is there: the kind and its thing (in a universe that stays) go again.
    const file = { customKinds: exported.body.customKinds, kindThings: exported.body.kindThings };
    const added = await send<Applied>('POST', '/import', { workspace: file }, into);
    expect((await kindsOf()).sort()).toEqual(['Guild', 'Order']);
    expect(await thingNames(order)).toEqual(['The Bellows']);
    await undo(added);
    expect(await kindsOf()).toEqual(['Guild']);
    expect((await send('GET', thingsOf(order), undefined, into)).status).toBe(404);
    expect(await thingNames(guild)).toEqual(['The Masons']);

    // Replacing: the file's kinds take the place of the stored ones, and its Undo gives those back.
    const replaced = await send<Applied>('POST', '/import', { workspace: file, replaceExisting: true }, into);
    expect(await kindsOf()).toEqual(['Order']);
    expect((await send('GET', thingsOf(guild), undefined, into)).status).toBe(404);
    await undo(replaced);
    expect(await kindsOf()).toEqual(['Guild']);
    expect(await thingNames(guild)).toEqual(['The Masons']);
    const trash = await send<TrashList>('GET', '/trash', undefined, into);
    const undone = trash.body.entries.find((entry) => entry.label.startsWith('Undone'));
    expect(undone?.label).toMatch(/^Undone the import of /);
  });

  it('shares a campaign’s things of a kind with its members by the sharing rules: a hidden one is not seen', async () => {
    const made = await send<UserKind>('POST', '/kinds', {
      name: 'Company',
      plural: 'Companies',
      icon: 'Shield',
      livesIn: 'campaigns',
    });
    const [campaign] = (await send<{ id: string }[]>('GET', '/campaigns')).body;
    const things = `/campaigns/${campaign?.id}/k-${made.body.id}`;
    expect(made.status).toBe(201);
    const shown = await send<Thing>('POST', things, { name: 'Lantern Watch', description: '' });
    const hidden = await send<Thing>('POST', things, {
      name: 'Veiled Hand',
      description: 'Spies of the court.',
    });
    const link = await send<{ token: string }>('POST', `/sharing/campaign/${campaign?.id}/invitations`, {
      role: 'player',
    });
    const player = await newUserToken(server, 'kinds-player');
    const joined = await send<{ ownerId: string }>(
      'POST',
      '/invitations/accept',
      { token: link.body.token },
      player,
    );
    expect(joined.status).toBe(200);
    const hide = await send('PUT', `/sharing/campaign/${campaign?.id}/visibility`, {
      entityKind: `campaigns/k-${made.body.id}`,
      entityId: hidden.body.id,
      level: 'editors',
    });
    expect(hide.status).toBe(200);
    const door = `/shared/${joined.body.ownerId}/campaign/${campaign?.id}`;
    const view = await send<{ parts: { id: string }[] }>('GET', door, undefined, player);
    expect(view.body.parts.map((part) => part.id)).toContain(shown.body.id);
    expect(view.text).not.toContain(hidden.body.id);
    expect(view.text).not.toContain('Veiled Hand');
    const search = await send<{ results: { id: string }[] }>(
      'GET',
      `${door}/search?q=veiled`,
      undefined,
      player,
    );
    expect(search.text).not.toContain(hidden.body.id);
    // The member has no kinds of their own: the owner's things are not theirs to reach directly.
    expect((await send('GET', `${things}/${shown.body.id}`, undefined, player)).status).toBe(404);
  });

  it('gives a member a page of its own for a thing of a kind: its fields, relations and mentions as the policy allows, a hidden one refused', async () => {
    const made = await send<UserKind>('POST', '/kinds', {
      name: 'Guild',
      plural: 'Guilds',
      icon: 'Shield',
      livesIn: 'campaigns',
    });
    const kind = `campaigns/k-${made.body.id}`;
    const [campaign] = (await send<{ id: string }[]>('GET', '/campaigns')).body;
    const campaignId = campaign?.id ?? '';
    const things = `/campaigns/${campaignId}/k-${made.body.id}`;
    const add = async (name: string, descriptionDoc?: unknown) => {
      const answer = await send<Thing>('POST', things, {
        name,
        description: '',
        ...(descriptionDoc === undefined ? {} : { descriptionDoc }),
      });
      expect(answer.status).toBe(201);
      return answer.body;
    };
    const watch = await add('Lantern Watch');
    const hidden = await add(
      'Veiled Hand',
      mentionDoc('Spies on the ', { kind, id: watch.id }, 'Lantern Watch', ' for the court.'),
    );
    const market = await add(
      'Open Market',
      mentionDoc('Guarded by the ', { kind, id: watch.id }, 'Lantern Watch', '.'),
    );
    const field = async (label: string, type: string) =>
      (
        await send<FieldDefinition>('POST', '/fields', {
          kind,
          scopeId: campaignId,
          label,
          type,
          ...(type.startsWith('link') ? { linkKinds: [kind] } : {}),
        })
      ).body;
    const motto = await field('Motto', 'short-text');
    const rival = await field('Rival', 'link');
    const allies = await field('Allies', 'links');
    const put = await send('PUT', `/field-values/${kind}/${watch.id}`, {
      values: {
        [motto.id]: 'We see by our own light',
        [rival.id]: { kind, id: hidden.id },
        [allies.id]: [
          { kind, id: market.id },
          { kind, id: hidden.id },
        ],
      },
    });
    expect(put.status).toBe(200);
    for (const [to, type] of [
      [hidden, 'enemy'],
      [market, 'ally'],
    ] as const) {
      const tie = await send('POST', '/relations', {
        from: { kind, id: watch.id },
        to: { kind, id: to.id },
        type,
      });
      expect(tie.status).toBe(201);
    }
    const hide = await send('PUT', `/sharing/campaign/${campaignId}/visibility`, {
      entityKind: kind,
      entityId: hidden.id,
      level: 'editors',
    });
    expect(hide.status).toBe(200);
    const join = async (role: 'player' | 'editor') => {
      const link = await send<{ token: string }>('POST', `/sharing/campaign/${campaignId}/invitations`, {
        role,
      });
      const member = await newUserToken(server, `kinds-page-${role}`);
      const joined = await send<{ ownerId: string }>(
        'POST',
        '/invitations/accept',
        { token: link.body.token },
        member,
      );
      expect(joined.status).toBe(200);
      return { member, door: `/shared/${joined.body.ownerId}/campaign/${campaignId}` };
    };
    type Page = {
      part: { id: string; name: string };
      kind: { name: string; plural: string } | null;
      fields: { id: string; label: string }[];
      values: Record<string, unknown>;
      linked: { id: string; name: string }[];
      relations: { label: string; other: { id: string; name: string } }[];
      mentionedIn: { id: string; name: string }[];
    };

    const { member: player, door } = await join('player');
    const page = await send<Page>('GET', `${door}/things/${watch.id}`, undefined, player);
    expect(page.status).toBe(200);
    expect(page.body.part.name).toBe('Lantern Watch');
    expect(page.body.kind).toMatchObject({ name: 'Guild', plural: 'Guilds' });
    expect(page.body.fields.map((each) => each.label)).toEqual(['Motto', 'Rival', 'Allies']);
    expect(page.body.values).toEqual({
      [motto.id]: 'We see by our own light',
      [allies.id]: [{ kind, id: market.id }],
    });
    expect(page.body.linked).toEqual([{ kind, id: market.id, name: 'Open Market' }]);
    expect(page.body.relations.map((each) => [each.label, each.other.name])).toEqual([
      ['Ally of', 'Open Market'],
    ]);
    expect(page.body.mentionedIn.map((each) => each.name)).toEqual(['Open Market']);
    // Leak probe: the hidden thing is in no part of the answer, and its own page is refused as an unknown one is.
    expect(page.text).not.toContain(hidden.id);
    expect(page.text).not.toContain('Veiled Hand');
    const refused = await send<ErrorBody>('GET', `${door}/things/${hidden.id}`, undefined, player);
    const unknown = await send<ErrorBody>('GET', `${door}/things/no-such-thing`, undefined, player);
    expect([refused.status, refused.body]).toEqual([404, unknown.body]);
    expect(refused.text).not.toContain('Veiled Hand');
    // Someone who is not a member reaches nothing through the door.
    expect((await send('GET', `${door}/things/${watch.id}`, undefined, other)).status).toBe(404);

    // An editor sees what the policy shows editors: the hidden one, and the links to it.
    const { member: editor } = await join('editor');
    const seen = await send<Page>('GET', `${door}/things/${watch.id}`, undefined, editor);
    expect(seen.body.values[rival.id]).toEqual({ kind, id: hidden.id });
    expect(seen.body.relations.map((each) => each.other.name).sort()).toEqual(['Open Market', 'Veiled Hand']);
    expect(seen.body.mentionedIn.map((each) => each.name).sort()).toEqual(['Open Market', 'Veiled Hand']);
    const hiddenPage = await send<Page>('GET', `${door}/things/${hidden.id}`, undefined, editor);
    expect([hiddenPage.status, hiddenPage.body.part.name]).toEqual([200, 'Veiled Hand']);
  });

  it('shares a world’s things of a kind with the members of its universe by the sharing rules, in every member’s path', async () => {
    const owner = await newUserToken(server, 'kinds-world-owner');
    const kind = (
      await send<UserKind>(
        'POST',
        '/kinds',
        { name: 'Shrine', plural: 'Shrines', icon: 'Landmark', livesIn: 'worlds' },
        owner,
      )
    ).body;
    const partKind = `worlds/k-${kind.id}`;
    const add = async (world: string, name: string, description: string) => {
      const made = await send<Thing>('POST', `/worlds/${world}/k-${kind.id}`, { name, description }, owner);
      expect(made.status).toBe(201);
      return made.body;
    };
    const open = await add('w-thornwild', 'Stag Altar', 'Antlers hung with embergrass.');
    const hidden = await add('w-greyspire', 'Sealed Forge Shrine', 'Where the inquiry hid the embergrass.');
    const elsewhere = await add('w-aerith-isles', 'Kite Shrine', 'Embergrass kites, far away.');
    const hide = await send(
      'PUT',
      '/sharing/universe/u-emberreach/visibility',
      { entityKind: partKind, entityId: hidden.id, level: 'editors' },
      owner,
    );
    expect(hide.status).toBe(200);
    // Only the universe's own worlds' things are its to share.
    const foreign = await send<ErrorBody>(
      'PUT',
      '/sharing/universe/u-emberreach/visibility',
      { entityKind: partKind, entityId: elsewhere.id, level: 'editors' },
      owner,
    );
    expect([foreign.status, foreign.body.error.message]).toEqual([422, 'That is not part of this universe']);
    const listed = await send<{ visibility: { entityId: string; level: string }[] }>(
      'GET',
      '/sharing/universe/u-emberreach/visibility',
      undefined,
      owner,
    );
    expect(listed.body.visibility).toContainEqual(
      expect.objectContaining({ entityId: hidden.id, level: 'editors' }),
    );

    const link = await send<{ token: string }>(
      'POST',
      '/sharing/universe/u-emberreach/invitations',
      { role: 'reader' },
      owner,
    );
    const reader = await newUserToken(server, 'kinds-world-reader');
    const joined = await send<{ ownerId: string }>(
      'POST',
      '/invitations/accept',
      { token: link.body.token },
      reader,
    );
    const door = `/shared/${joined.body.ownerId}/universe/u-emberreach`;
    const read = <T>(path: string) => send<T>('GET', `${door}${path}`, undefined, reader);

    const page = await read<{ parts: { id: string; kind: string }[]; kinds: { plural: string }[] }>('');
    expect(page.body.parts.filter((part) => part.kind === partKind).map((part) => part.id)).toEqual([
      open.id,
    ]);
    expect(page.body.kinds.map((each) => each.plural)).toEqual(['Shrines']);
    // A world's built-in parts stay outside the shared universe.
    expect(page.body.parts.some((part) => part.kind.startsWith('worlds/') && part.kind !== partKind)).toBe(
      false,
    );
    const found = await read<{ results: { id: string }[] }>('/search?q=embergrass');
    expect(found.body.results.map((hit) => hit.id)).toEqual([open.id]);
    const suggested = await read<{ suggestions: { id: string }[] }>('/suggest?q=shrine');
    expect(suggested.body.suggestions).toEqual([]);
    const altar = await read<{ suggestions: { id: string }[] }>('/suggest?q=stag');
    expect(altar.body.suggestions.map((each) => each.id)).toContain(open.id);
    const thing = await read<{ part: { name: string }; kind: { name: string } }>(`/things/${open.id}`);
    expect([thing.status, thing.body.part.name, thing.body.kind.name]).toEqual([200, 'Stag Altar', 'Shrine']);
    // Leak probe: the hidden shrine, and the one of another universe, are in no answer.
    for (const path of ['', '/search?q=embergrass', '/suggest?q=shrine', '/graph', '/export', '/relations']) {
      const answer = await read<unknown>(path);
      expect(answer.status).toBe(200);
      for (const secret of [hidden.id, 'Sealed Forge', elsewhere.id, 'Kite Shrine']) {
        expect(answer.text).not.toContain(secret);
      }
    }
    for (const id of [hidden.id, elsewhere.id]) expect((await read(`/things/${id}`)).status).toBe(404);
  });

  it('restores a thing of a deleted kind only once its kind is back', async () => {
    const kind = await defineReligion('Oath', 'Oaths');
    const thing = await addThing(kind, 'Oath of Ash', '');
    const thingGone = await send('DELETE', `${thingsOf(kind)}/${thing.id}`);
    const kindGone = await send('DELETE', `/kinds/${kind.id}`);
    const refused = await send<ErrorBody>(
      'POST',
      `/trash/${thingGone.headers.get(TRASH_ENTRY_HEADER)}/restore`,
    );
    expect([refused.status, refused.body.error.message]).toEqual([
      409,
      '“Oath of Ash” cannot be restored: its kind was deleted. Restore the kind from the Trash first.',
    ]);
    expect((await send('POST', `/trash/${kindGone.headers.get(TRASH_ENTRY_HEADER)}/restore`)).status).toBe(
      200,
    );
    expect((await send('POST', `/trash/${thingGone.headers.get(TRASH_ENTRY_HEADER)}/restore`)).status).toBe(
      200,
    );
    expect((await send<Thing[]>('GET', thingsOf(kind))).body.map((each) => each.name)).toEqual([
      'Oath of Ash',
    ]);
  });

  it('shows another account none of your kinds or their things, though its universe has the same id', async () => {
    const kind = await defineReligion('Coven', 'Covens');
    const thing = await addThing(kind, 'Hollow Coven', '');
    expect((await send<UserKind[]>('GET', '/kinds', undefined, other)).body).toEqual([]);
    expect((await send('GET', `/kinds/${kind.id}`, undefined, other)).status).toBe(404);
    expect((await send('PATCH', `/kinds/${kind.id}`, { version: 1, name: 'Mine' }, other)).status).toBe(404);
    expect((await send('DELETE', `/kinds/${kind.id}`, undefined, other)).status).toBe(404);
    expect((await send('GET', thingsOf(kind), undefined, other)).status).toBe(404);
    expect((await send('GET', `${thingsOf(kind)}/${thing.id}`, undefined, other)).status).toBe(404);
    expect((await send('POST', thingsOf(kind), { name: 'Planted', description: '' }, other)).status).toBe(
      404,
    );
    const theirField = await send<ErrorBody>(
      'POST',
      '/fields',
      { kind: `universes/k-${kind.id}`, scopeId: 'u-emberreach', label: 'Planted', type: 'short-text' },
      other,
    );
    expect([theirField.status, theirField.body.error.message]).toEqual([
      422,
      'kind must be a kind of this workspace',
    ]);
    const suggested = await send<EntitySummary[]>('GET', '/entities/suggest?q=hollow', undefined, other);
    expect(suggested.body.map((each) => each.id)).not.toContain(thing.id);
    expect((await send<Thing[]>('GET', thingsOf(kind))).body.map((each) => each.name)).toEqual([
      'Hollow Coven',
    ]);
  });
});
