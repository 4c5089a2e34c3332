import { entityKey } from './entities';
import { createMemoryRelationStore } from './memory-relation-store';
import { describeRelations } from './testing/relation-suite';

describeRelations('the in-memory store', async (mine) => {
  const keys = new Set(mine.map(entityKey));
  return createMemoryRelationStore((ref) => keys.has(entityKey(ref)));
});
