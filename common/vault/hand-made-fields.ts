import type { z } from 'zod';
import { campaignRecordSchema } from '../domain/campaign';
import { mapSchema } from '../domain/map';
import { novelImportSchema } from '../domain/novel';
import { characterSchema, itemSchema } from '../domain/reference';
import { timelineEventSchema, timelineRecordSchema } from '../domain/timeline';
import { universeRecordSchema } from '../domain/universe';
import { locationSchema, worldRecordSchema } from '../domain/world';
import type { RecordKind } from '../workspace/kinds';

// A note written by hand has only the fields its writer gave it (decision 056). Before the import's
// checks (the same as every import's), a record's required fields that are missing get the plainest
// value (an empty text, an empty list, the time of the import), and a choice whose value is not one
// Fablehold offers gets a neutral one, named in the report. Optional fields stay absent, so a note
// exported by Fablehold, which has every field, comes back unchanged.

/** The stored schema of each kind's record, as the import checks it (server/api/import-plan.ts). */
const storedSchemas: Record<RecordKind, z.ZodType> = {
  universe: universeRecordSchema,
  world: worldRecordSchema,
  location: locationSchema,
  novel: novelImportSchema,
  campaign: campaignRecordSchema,
  timeline: timelineRecordSchema,
  event: timelineEventSchema,
  character: characterSchema,
  item: itemSchema,
  map: mapSchema,
};

/** The choice a hand-made note gets when it names none, where the list's first would say too much. */
const NEUTRAL_CHOICES: Partial<Record<RecordKind, Record<string, string>>> = {
  character: { role: 'Ally' },
  item: { type: 'Artifact', rarity: 'Uncommon' },
};

type Def = { type: string; entries?: Record<string, string>; format?: string | null; innerType?: unknown };

function defOf(schema: unknown): Def {
  const zod = schema as { def?: Def; _zod?: { def: Def }; format?: string | null };
  const def = zod.def ?? zod._zod?.def ?? { type: 'unknown' };
  return { ...def, format: zod.format ?? def.format ?? null };
}

/**
 * `record` with its missing required fields filled and its unknown choices made neutral; each change
 * of a value the note gave is told to `report` ('role “Hero” is not one of …; imported as Ally').
 */
export function completeHandMade(
  kind: RecordKind,
  record: Record<string, unknown>,
  now: string,
  report: (message: string) => void,
): Record<string, unknown> {
  const shape = (storedSchemas[kind] as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape === undefined) return record;
  const out = { ...record };
  for (const [field, schema] of Object.entries(shape)) {
    const def = defOf(schema);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') continue;
    const value = out[field];
    if (def.type === 'enum') {
      const options = Object.values(def.entries ?? {});
      if (typeof value === 'string' && options.includes(value)) continue;
      const neutral = NEUTRAL_CHOICES[kind]?.[field] ?? options[0];
      if (value !== undefined) {
        report(`${field} “${String(value)}” is not one of ${options.join(', ')}; imported as ${neutral}`);
      }
      out[field] = neutral;
      continue;
    }
    if (value !== undefined) continue;
    if (def.type === 'string') out[field] = def.format === 'datetime' ? now : '';
    else if (def.type === 'array') out[field] = [];
    else if (def.type === 'boolean') out[field] = false;
    else if (def.type === 'number') out[field] = 0;
  }
  return out;
}
