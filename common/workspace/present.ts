import type { z } from 'zod';
import { friendlyMessage } from '../api/messages';
import { workspaceErrors } from './errors';
import type { StoredPart } from './store';

/** A part as clients see it: its fields, its id and the version a later write must name. */
export type PartView = { id: string; version: number } & Record<string, unknown>;

export function presentPart(part: StoredPart): PartView {
  return { ...part.data, id: part.id, version: part.version };
}

/** The input checked by its schema; the first problem becomes the refusal, naming its field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input, { error: friendlyMessage });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw workspaceErrors.invalid(issue?.message ?? 'Invalid input', issue?.path.map(String).join('.') ?? '');
}
