import { describe, expect, it } from 'vitest';
import { createInMemoryRepository } from './in-memory-repository';

// The browser's test repository answers the delete plan from the same links table as the data API.

describe('the delete plan of the in-memory repository', () => {
  it('takes a universe’s worlds and campaigns with it (decision 038), and says so', async () => {
    const repository = createInMemoryRepository({ latencyMs: 0 });
    const plan = await repository.getDeletePlan('universe', 'u-emberreach');
    expect(plan).toMatchObject({ isRefused: false, counts: { world: 2, campaign: 2 } });
    expect(plan.summary).toMatch(/^It also deletes 2 worlds, 2 campaigns, /);
  });

  it('says what goes with a novel and counts its parts', async () => {
    const repository = createInMemoryRepository({ latencyMs: 0 });
    const novel = await repository.getNovel('n-ashen-crown');
    const plan = await repository.getDeletePlan('novel', 'n-ashen-crown');
    expect(plan.isRefused).toBe(false);
    expect(plan.counts.parts).toBe(
      novel.chapters.length +
        novel.characters.length +
        novel.storyArcs.length +
        novel.assets.images.length +
        novel.assets.documents.length +
        novel.assets.music.length,
    );
    expect(plan.summary).toMatch(/^It also deletes .* parts\./);
  });

  it('rejects an unknown record as not found', async () => {
    const repository = createInMemoryRepository({ latencyMs: 0 });
    await expect(repository.getDeletePlan('world', 'w-nowhere')).rejects.toMatchObject({
      message: 'World not found',
    });
  });
});
