import { describe, expect, it } from 'vitest';
import { movePartTo, partsAt, patchPart, removePart, replacePart, withParts } from './part-cache';

const part = (id: string, extra: Record<string, unknown> = {}) => ({ id, version: 1, ...extra });
const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe('part cache changes', () => {
  it('reads and replaces a list at a dotted prop without touching the input', () => {
    const novel = { id: 'n-1', chapters: [part('c-1')], assets: { images: [part('i-1')], music: [] } };
    const next = withParts(novel, 'assets.images', (list) => [...list, part('i-2')]);
    expect(ids(partsAt(next, 'assets.images'))).toEqual(['i-1', 'i-2']);
    expect(next.assets.music).toBe(novel.assets.music);
    expect(next.chapters).toBe(novel.chapters);
    expect(ids(novel.assets.images)).toEqual(['i-1']);
    expect(partsAt(novel, 'quests')).toEqual([]);
  });

  it('patches, replaces and removes one part by id', () => {
    const list = [part('a', { title: 'A' }), part('b', { title: 'B' })];
    expect(patchPart(list, 'b', { title: 'Bee' })[1]).toEqual(part('b', { title: 'Bee' }));
    expect(replacePart(list, 'a', { id: 'z', version: 1 }).map((entry) => entry.id)).toEqual(['z', 'b']);
    expect(ids(removePart(list, 'a'))).toEqual(['b']);
  });

  it('moves as the data API does: the index counts the list without the part, past the end is last', () => {
    const list = [part('a'), part('b'), part('c')];
    expect(ids(movePartTo(list, 'a', 1))).toEqual(['b', 'a', 'c']);
    expect(ids(movePartTo(list, 'c', 0))).toEqual(['c', 'a', 'b']);
    expect(ids(movePartTo(list, 'a', 9))).toEqual(['b', 'c', 'a']);
    expect(ids(movePartTo(list, 'x', 0))).toEqual(['a', 'b', 'c']);
  });
});
