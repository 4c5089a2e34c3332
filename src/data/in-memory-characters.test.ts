import { describe, expect, it } from 'vitest';
import type { Character } from '../../common/domain/reference';
import { isConflictError } from './errors';
import { testRepository } from './test-workspace';

const mira = (overrides: Partial<Character> = {}): Character => ({
  id: 'ch-1',
  name: 'Mira',
  role: 'Protagonist',
  description: 'A forge apprentice.',
  universeId: 'u-1',
  ...overrides,
});

describe('in-memory References characters', () => {
  it('lists characters with their version, narrowed by link', async () => {
    const repository = testRepository({ characters: [mira(), mira({ id: 'ch-2', universeId: undefined })] });
    expect(await repository.records('character').list({ universeId: 'u-1' })).toEqual([
      { ...mira(), version: 1 },
    ]);
    expect(await repository.records('character').list()).toHaveLength(2);
  });

  it('creates a character linked to a universe, trimmed, at version 1, listed last', async () => {
    const repository = testRepository({ characters: [mira()] });
    const created = await repository.records('character').create({
      name: '  Nettle ',
      role: 'Ally',
      universeId: 'u-1',
    });
    expect(created).toEqual({
      id: 'new-1',
      name: 'Nettle',
      role: 'Ally',
      description: '',
      universeId: 'u-1',
      version: 1,
    });
    expect((await repository.records('character').list({ universeId: 'u-1' })).map((c) => c.name)).toEqual([
      'Mira',
      'Nettle',
    ]);
  });

  it('refuses bad input and links to records that do not exist, naming the field', async () => {
    const repository = testRepository();
    await expect(repository.records('character').create({ name: ' ', role: 'Ally' })).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'Name is required',
      field: 'name',
    });
    await expect(
      repository.records('character').create({ name: 'Nettle', role: 'Bard' as 'Ally' }),
    ).rejects.toMatchObject({ name: 'ValidationError', field: 'role' });
    for (const [field, what] of [
      ['novelId', 'novel'],
      ['universeId', 'universe'],
      ['campaignId', 'campaign'],
    ] as const) {
      await expect(
        repository.records('character').create({ name: 'Nettle', role: 'Ally', [field]: 'nope' }),
      ).rejects.toMatchObject({
        name: 'ValidationError',
        message: `The selected ${what} does not exist`,
        field,
      });
    }
    expect(await repository.records('character').list()).toEqual([]);
  });

  it('changes only the fields given, removes a link set to null, and adds one to the version', async () => {
    const repository = testRepository({ characters: [mira()] });
    const changed = await repository.records('character').update('ch-1', { role: 'Mentor' }, 1);
    expect(changed).toMatchObject({ name: 'Mira', role: 'Mentor', universeId: 'u-1', version: 2 });
    const unlinked = await repository.records('character').update('ch-1', { universeId: null });
    expect(unlinked.version).toBe(3);
    expect(unlinked).not.toHaveProperty('universeId');
    await expect(
      repository.records('character').update('ch-1', { campaignId: 'nope' }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'campaignId',
    });
    await expect(repository.records('character').update('nope', { name: 'X' })).rejects.toMatchObject({
      name: 'NotFoundError',
      message: 'Character not found',
    });
  });

  it('refuses a change based on a version no longer stored, carrying the stored character', async () => {
    const repository = testRepository({ characters: [mira()] });
    await repository.records('character').update('ch-1', { name: 'Mira Coldwater' }, 1);
    const error = await repository
      .records('character')
      .update('ch-1', { description: 'Mine' }, 1)
      .catch((caught: unknown) => caught);
    expect(isConflictError(error)).toBe(true);
    expect(error).toMatchObject({ current: { id: 'ch-1', name: 'Mira Coldwater', version: 2 } });
    expect((await repository.records('character').list())[0]?.description).toBe('A forge apprentice.');
  });

  it('deletes a character, and an unknown one is not found', async () => {
    const repository = testRepository({ characters: [mira()] });
    await repository.records('character').delete('ch-1');
    expect(await repository.records('character').list()).toEqual([]);
    await expect(repository.records('character').delete('ch-1')).rejects.toMatchObject({
      name: 'NotFoundError',
    });
  });

  it('shows the new characters in the References tables', async () => {
    const repository = testRepository();
    await repository.records('character').create({ name: 'Nettle', role: 'Ally', universeId: 'u-1' });
    const { tables } = await repository.getReferenceData();
    const rows = tables.find((table) => table.name === 'characters')?.rows;
    expect(rows).toEqual([expect.objectContaining({ name: 'Nettle', universeId: 'u-1' })]);
  });
});
