import { describe, expect, it } from 'vitest';
import { restoreFromTrashMessage } from '../../common/api/history';
import { createInMemoryRepository } from './in-memory-repository';

// The in-memory repository's history behaves as the server's (server/api/history.test.ts): changes by
// record, fields before and after, restores as new changes, what is gone sent to the Trash.

const NOVEL = 'n-ashen-crown';

describe('in-memory history', () => {
  it('lists a record’s changes with each field before and after, and restores a version', async () => {
    const repository = createInMemoryRepository({ latencyMs: 0 });
    await repository.updateNovel(NOVEL, { title: 'The Ashen Throne' });
    const novel = await repository.getNovel(NOVEL);
    const chapter = novel.chapters[0] as unknown as { id: string; version: number };
    await repository.updatePart(
      'novels',
      NOVEL,
      'chapters',
      chapter.id,
      { title: 'Scarred' },
      chapter.version,
    );

    const { changes } = await repository.listChanges({ recordId: NOVEL });
    expect(changes.slice(0, 2)).toMatchObject([
      { action: 'update-part', entityKind: 'part', entityId: chapter.id, fields: ['title'], name: 'Scarred' },
      { action: 'update-novel', entityKind: 'novel', fields: ['title'] },
    ]);
    const detail = await repository.getChange(changes[1]?.id ?? '');
    expect([detail.before?.title, detail.after?.title]).toEqual(['The Ashen Crown', 'The Ashen Throne']);

    const restored = await repository.restoreChange(detail.id, 'before');
    expect(restored.change).toMatchObject({ action: 'restore', fields: ['title'] });
    expect((await repository.getNovel(NOVEL)).title).toBe('The Ashen Crown');

    const part = await repository.restoreChange(changes[0]?.id ?? '', 'before');
    expect(part.change).toMatchObject({ action: 'restore', entityId: chapter.id });
    expect((await repository.getNovel(NOVEL)).chapters[0]?.title).toBe('A Scar for a Promise');
  });

  it('notes a reorder by positions and sends a deleted record to the Trash', async () => {
    const repository = createInMemoryRepository({ latencyMs: 0 });
    const novel = await repository.getNovel(NOVEL);
    await repository.movePart('novels', NOVEL, 'chapters', novel.chapters[0]?.id ?? '', 2);
    const { changes } = await repository.listChanges({ recordId: NOVEL });
    expect(changes.every((change) => change.action === 'reorder' && change.fields[0] === 'position')).toBe(
      true,
    );

    const created = await repository.createNovel({ title: 'Brief', description: '' });
    const [made] = (await repository.listChanges({ recordId: created.id })).changes;
    expect(made).toMatchObject({ op: 'create', action: 'create-novel' });
    await repository.deleteNovel(created.id);
    await expect(repository.restoreChange(made?.id ?? '', 'after')).rejects.toThrow(restoreFromTrashMessage);
  });
});
