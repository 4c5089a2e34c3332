import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { readWritingGoal, setWritingGoal } from '../../../common/workspace/operations/writing-goal';
import { isPlausibleLocalDay, localDaySchema, utcDay } from '../../../common/workspace/writing-goal';
import { createWritingGoalStore } from '../../db/writing-goal-store';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, type RouteDeps } from '../context';
import { readBody, readId, readIfMatch, readQuery } from '../validate';

export const DAY_REFUSED = "day must be today's date where you are (YYYY-MM-DD)";

/**
 * The author's day (decision 022): the date the browser names, if some clock on Earth shows it now;
 * the server's UTC date when none is named (a client that does not keep days).
 */
export function authorDay(day: string | undefined, deps: RouteDeps): string {
  const now = new Date(deps.now());
  if (day === undefined) return utcDay(now);
  if (!isPlausibleLocalDay(day, now)) throw apiErrors.invalid(DAY_REFUSED, 'day');
  return day;
}

const daySchema = localDaySchema.optional();
const readSchema = z.strictObject({ day: daySchema });
const setSchema = z.object({
  dailyWords: z.unknown(),
  version: z.number({ error: 'version must be a number' }).int().min(0).optional(),
  day: daySchema,
});

const readGoalQuery = (c: Context) => readQuery(c, readSchema).day;

/**
 * A novel's daily word goal and the day's progress: `GET /:id/writing-goal?day=YYYY-MM-DD` answers
 * `{ novelId, dailyWords, version, updatedAt, day, wordsToday }` (`dailyWords: null`, version 0 before a
 * goal is set); `PUT { dailyWords, version, day? }` (or If-Match) sets it, `dailyWords: null` clears it.
 * A stale version answers 409 with the goal as stored; none answers 428.
 */
export function registerWritingGoal(routes: Hono<ApiEnv>, deps: RouteDeps): void {
  const path = '/:id/writing-goal';

  routes.get(path, async (c) => {
    const day = authorDay(readGoalQuery(c), deps);
    return c.json(await readWritingGoal(createWritingGoalStore(c.var.store), readId(c), day));
  });

  routes.put(path, async (c) => {
    const { dailyWords, version, day } = await readBody(c, setSchema);
    const saved = await setWritingGoal(createWritingGoalStore(c.var.store), {
      novelId: readId(c),
      dailyWords: dailyWords === undefined ? '' : dailyWords,
      version: readIfMatch(c) ?? version,
      day: authorDay(day, deps),
      now: isoNow(deps),
    });
    return c.json(saved, 200, { ETag: `"${saved.version}"` });
  });
}
