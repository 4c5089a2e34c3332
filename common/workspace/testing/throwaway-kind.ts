import { z } from 'zod';
import type { RecordKind, RecordKindSpec } from '../kinds';

// A kind of record no release has: tests add it through the registry alone (`registerRecordKind`) to
// prove every path that reads the registry reaches it (kinds.test.ts, server/api/throwaway-kind.test.ts).

export const relic = 'relic' as RecordKind;

export const relicSpec: RecordKindSpec = {
  kind: relic,
  collection: 'relics',
  table: 'relics',
  one: 'Relic',
  many: 'relics',
  nameField: 'name',
  icon: 'Gem',
  routes: { api: 'relics' },
  isSearched: true,
  hasHistory: true,
  isStamped: true,
  livesIn: ['universeId'],
  links: [
    {
      field: 'universeId',
      to: 'universe',
      onDelete: 'refuse',
      message: 'This universe still keeps relics: move or delete them first',
    },
  ],
  addAt: 'last',
  defaults: { isCursed: false },
  newSchema: z.object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    description: z.string().max(10_000).default(''),
    universeId: z.string().optional(),
    isCursed: z.boolean().optional(),
  }),
  editSchema: z
    .object({
      name: z.string().trim().min(1, 'Name is required').max(200),
      description: z.string().max(10_000),
      isCursed: z.boolean(),
    })
    .partial(),
  schema: z.object({
    id: z.string(),
    name: z.string().min(1, 'Name is required').max(200),
    description: z.string().max(10_000),
    universeId: z.string().optional(),
    isCursed: z.boolean(),
    lastUpdated: z.string(),
  }),
};
