import type { z } from 'zod';
import { NotFoundError, ValidationError } from './errors';

// Small helpers the in-memory repository uses for every kind of record.

/** Checks input with its schema; the first problem becomes a ValidationError worded for the user. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path[0];
  throw new ValidationError(issue?.message ?? 'Invalid input', typeof path === 'string' ? path : undefined);
}

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

export function findOrThrow<T extends { id: string }>(list: T[], id: string, label: string): T {
  const record = list.find((entry) => entry.id === id);
  if (!record) throw new NotFoundError(`${label} not found`);
  return record;
}

export function removeById<T extends { id: string }>(list: T[], id: string, label: string): void {
  const index = list.findIndex((entry) => entry.id === id);
  if (index === -1) throw new NotFoundError(`${label} not found`);
  list.splice(index, 1);
}

/** Writes only the keys present in the patch, so an omitted field keeps its value. */
export function assignDefined<T extends object>(
  target: T,
  patch: { [K in keyof T]?: T[K] | undefined },
): void {
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
}
