import { afterEach, describe, expect, it } from 'vitest';
import { WorkspaceError } from './errors';
import { createMemoryKindStore } from './memory-kind-store';
import { findPartKind, partKindAt, partKindsOf, setUserKindNames } from './part-kinds';
import {
  changeKind,
  defineKind,
  KINDS_MAX,
  kindTrashContents,
  moveKind,
  userKindIdOf,
  userPartKind,
} from './user-kinds';

// Kinds of your own (decision 085): the rules of defining and renaming one, and the registry's answer
// for its part kind: the one shape of every such kind, named only by whoever knows its owner's kinds.

const NOW = '2026-12-07T10:00:00.000Z';
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkspaceError);
  const { reason, message, field } = error as WorkspaceError;
  return { reason, message, field };
};

afterEach(() => setUserKindNames(() => undefined));

describe('defining a kind of your own', () => {
  it('keeps a name, a plural, an icon and where it lives, placed after the others', async () => {
    const store = createMemoryKindStore();
    const first = await defineKind(
      store,
      { name: ' Religion ', plural: 'Religions', livesIn: 'universes' },
      { id: 'religion', now: NOW },
    );
    expect(first).toEqual({
      id: 'religion',
      name: 'Religion',
      plural: 'Religions',
      icon: 'Sparkles',
      livesIn: 'universes',
      position: 0,
      version: 1,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const second = await defineKind(
      store,
      { name: 'Guild', plural: 'Guilds', icon: 'Shield', livesIn: 'campaigns' },
      { id: 'guild', now: NOW },
    );
    expect(second.position).toBe(1);
    expect((await store.listKinds()).map((kind) => kind.name)).toEqual(['Religion', 'Guild']);
  });

  it('refuses an empty name, an unknown home or icon, and a name or plural one of your kinds has', async () => {
    const store = createMemoryKindStore();
    await defineKind(
      store,
      { name: 'Religion', plural: 'Religions', livesIn: 'universes' },
      { id: 'r', now: NOW },
    );
    const define = (input: object) => defineKind(store, input, { id: 'x', now: NOW });
    expect(await refusal(define({ name: '', plural: 'Cults', livesIn: 'worlds' }))).toEqual({
      reason: 'invalid',
      message: 'Name is required',
      field: 'name',
    });
    expect((await refusal(define({ name: 'Cult', plural: 'Cults', livesIn: 'maps' }))).field).toBe('livesIn');
    expect(
      (await refusal(define({ name: 'Cult', plural: 'Cults', icon: 'Bomb', livesIn: 'worlds' }))).field,
    ).toBe('icon');
    expect(await refusal(define({ name: 'Sect', plural: 'RELIGIONS', livesIn: 'worlds' }))).toEqual({
      reason: 'invalid',
      message: 'You already have a kind called “Religion”',
      field: 'plural',
    });
    expect((await refusal(define({ name: 'A'.repeat(61), plural: 'As', livesIn: 'worlds' }))).message).toBe(
      'Name must be at most 60 characters',
    );
  });

  it(`refuses a kind past ${KINDS_MAX}`, async () => {
    const store = createMemoryKindStore();
    for (let index = 0; index < KINDS_MAX; index += 1) {
      await defineKind(
        store,
        { name: `K${index}`, plural: `K${index}s`, livesIn: 'novels' },
        { id: `k${index}`, now: NOW },
      );
    }
    expect(
      (
        await refusal(
          defineKind(store, { name: 'One more', plural: 'More', livesIn: 'novels' }, { id: 'm', now: NOW }),
        )
      ).reason,
    ).toBe('refused');
  });
});

describe('renaming a kind of your own', () => {
  it('changes its name, plural or icon at the version read, never where it lives', async () => {
    const store = createMemoryKindStore();
    await defineKind(
      store,
      { name: 'Religion', plural: 'Religions', livesIn: 'universes' },
      { id: 'r', now: NOW },
    );
    await defineKind(store, { name: 'Guild', plural: 'Guilds', livesIn: 'universes' }, { id: 'g', now: NOW });
    const later = '2026-12-08T10:00:00.000Z';
    const renamed = await changeKind(store, {
      id: 'r',
      patch: { name: 'Faith', plural: 'Faiths' },
      version: 1,
      now: later,
    });
    expect(renamed).toMatchObject({
      name: 'Faith',
      plural: 'Faiths',
      livesIn: 'universes',
      version: 2,
      updatedAt: later,
    });
    expect(
      (await refusal(changeKind(store, { id: 'r', patch: { name: 'X' }, version: 1, now: later }))).reason,
    ).toBe('conflict');
    expect(
      (await refusal(changeKind(store, { id: 'r', patch: { name: 'X' }, version: undefined, now: later })))
        .reason,
    ).toBe('version_required');
    expect(
      (await refusal(changeKind(store, { id: 'r', patch: { livesIn: 'worlds' }, version: 2, now: later })))
        .reason,
    ).toBe('invalid');
    expect(
      (await refusal(changeKind(store, { id: 'r', patch: { name: 'guild' }, version: 2, now: later })))
        .message,
    ).toBe('You already have a kind called “Guild”');
    expect(
      (await refusal(changeKind(store, { id: 'nope', patch: { name: 'X' }, version: 1, now: later }))).reason,
    ).toBe('not_found');
  });

  it('words what a deleted kind takes to the Trash', () => {
    const kind = { name: 'Pantheon', plural: 'Pantheons' } as Parameters<typeof kindTrashContents>[0];
    expect(kindTrashContents(kind, 0, 0)).toBe('');
    expect(kindTrashContents(kind, 1, 0)).toBe('With 1 pantheon.');
    expect(kindTrashContents(kind, 2, 3)).toBe('With 2 pantheons and 3 field values.');
  });
});

describe('reordering kinds of your own', () => {
  async function threeKinds() {
    const store = createMemoryKindStore();
    for (const [id, name] of [
      ['r', 'Religion'],
      ['g', 'Guild'],
      ['s', 'Spell'],
    ] as const) {
      await defineKind(store, { name, plural: `${name}s`, livesIn: 'universes' }, { id, now: NOW });
    }
    return store;
  }
  const names = async (store: ReturnType<typeof createMemoryKindStore>) =>
    (await store.listKinds()).map((kind) => `${kind.position}:${kind.name}`);

  it('moves a kind to a place, every kind then at its index, and keeps each one’s version', async () => {
    const store = await threeKinds();
    const later = '2026-12-08T10:00:00.000Z';
    const placed = await moveKind(store, { id: 's', move: { toIndex: 0 }, now: later });
    expect(placed.map((kind) => kind.name)).toEqual(['Spell', 'Religion', 'Guild']);
    expect(await names(store)).toEqual(['0:Spell', '1:Religion', '2:Guild']);
    expect((await store.listKinds()).map((kind) => kind.version)).toEqual([1, 1, 1]);
    // A rename read before the move still applies.
    await changeKind(store, { id: 'r', patch: { name: 'Faith', plural: 'Faiths' }, version: 1, now: later });
    await moveKind(store, { id: 's', move: { toIndex: 99 }, now: later });
    expect(await names(store)).toEqual(['0:Faith', '1:Guild', '2:Spell']);
  });

  it('refuses a move of a kind it does not have, or to a place that is not one', async () => {
    const store = await threeKinds();
    expect((await refusal(moveKind(store, { id: 'x', move: { toIndex: 0 }, now: NOW }))).reason).toBe(
      'not_found',
    );
    expect(await refusal(moveKind(store, { id: 'r', move: { toIndex: -1 }, now: NOW }))).toMatchObject({
      reason: 'invalid',
      field: 'toIndex',
    });
    expect((await refusal(moveKind(store, { id: 'r', move: { toIndex: 'first' }, now: NOW }))).message).toBe(
      'toIndex must be a number',
    );
    expect(await names(store)).toEqual(['0:Religion', '1:Guild', '2:Spell']);
  });
});

describe('the registry and a kind of your own', () => {
  it('answers the one shape of such a kind: a name and a rich-text description', () => {
    const spec = findPartKind('universes/k-religion');
    expect(spec).toMatchObject({
      parent: 'universes',
      segment: 'k-religion',
      nameField: 'name',
      longFields: ['description'],
    });
    expect(spec?.fields.map((field) => [field.name, field.input, field.isRequired])).toEqual([
      ['name', 'text', true],
      ['description', 'long-text', false],
    ]);
    expect(partKindAt('worlds', 'k-3f2a-9')?.kind).toBe('worlds/k-3f2a-9');
    // Not a built-in list of its container, and no kind of a map or of a malformed id.
    expect(partKindsOf('universes').map((each) => each.segment)).not.toContain('k-religion');
    expect(findPartKind('maps/k-religion')).toBeUndefined();
    expect(findPartKind('universes/k-Bad_Id')).toBeUndefined();
    expect(findPartKind('universes/k-')).toBeUndefined();
  });

  it('names it only through whoever knows its owner’s kinds, and “Entry” otherwise', () => {
    expect(findPartKind('universes/k-religion')?.singular).toBe('Entry');
    setUserKindNames((kind) => (kind === 'universes/k-religion' ? 'Religion' : undefined));
    expect(findPartKind('universes/k-religion')?.singular).toBe('Religion');
    expect(findPartKind('universes/k-other')?.singular).toBe('Entry');
    expect(findPartKind('universes/factions')?.singular).toBe('Faction');
  });

  it('reads a kind’s id back from its part kind', () => {
    const kind = { id: 'religion', livesIn: 'campaigns' } as const;
    expect(userPartKind(kind)).toBe('campaigns/k-religion');
    expect(userKindIdOf('campaigns/k-religion')).toBe('religion');
    expect(userKindIdOf('campaigns/quests')).toBeUndefined();
    expect(userKindIdOf('universes/k-a/b')).toBeUndefined();
  });
});
