import { createMemoryPartStore } from './memory-store';
import { describePartCore } from './testing/part-core-suite';
import { describeSecretCore } from './testing/secret-suite';

describePartCore('the in-memory store', async (parents) => {
  const store = createMemoryPartStore(parents);
  return { store, lastUpdatedOf: async (_parent, id) => store.lastUpdatedOf(id) };
});

describeSecretCore('the in-memory store', async (parents) => {
  const store = createMemoryPartStore(parents);
  return { store, lastUpdatedOf: async (_parent, id) => store.lastUpdatedOf(id) };
});
