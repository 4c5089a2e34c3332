import { describe, expect, it } from 'vitest';
import type { EntitySummary } from '../../../../common/workspace/entities';
import { graphNodeData } from './graph-elements';

const read = (variable: string) => `colour(${variable})`;
const loaded = new Map([['/api/v1/images/mira', 'blob:mira']]);
const sourceOf = (url: string) => loaded.get(url) ?? (url.startsWith('/images/') ? url : undefined);
const options = { centre: 'character:ch-1', read, sourceOf };

describe('graphNodeData', () => {
  it('draws a character with its portrait, read through the app’s images', () => {
    const mira: EntitySummary = {
      kind: 'character',
      id: 'ch-1',
      name: 'Mira',
      imageUrl: '/api/v1/images/mira',
    };
    expect(graphNodeData(mira, options)).toEqual({
      id: 'character:ch-1',
      name: 'Mira',
      kind: 'Character',
      shape: 'ellipse',
      fill: 'colour(--tone-violet-bg)',
      stroke: 'colour(--tone-violet-fg)',
      isCentre: true,
      picture: 'blob:mira',
    });
  });

  it('draws a thing with a built-in image by that image', () => {
    const guild: EntitySummary = {
      kind: 'worlds/factions',
      id: 'f-1',
      name: 'Guild',
      imageUrl: '/images/assets/guild.svg',
    };
    expect(graphNodeData(guild, options).picture).toBe('/images/assets/guild.svg');
    expect(graphNodeData(guild, options).name).toBe('Guild');
  });

  it('keeps the kind’s shape without a picture, while it is read, and for an outside address', () => {
    const plain: EntitySummary = { kind: 'character', id: 'ch-2', name: 'Tam' };
    expect(graphNodeData(plain, options)).not.toHaveProperty('picture');
    expect(graphNodeData({ ...plain, imageUrl: '/api/v1/images/pending' }, options)).not.toHaveProperty(
      'picture',
    );
    const outside = graphNodeData(
      { ...plain, imageUrl: 'https://evil.example/x.png' },
      {
        ...options,
        sourceOf: (url) => url,
      },
    );
    expect(outside).not.toHaveProperty('picture');
    expect(outside.shape).toBe('ellipse');
  });
});
