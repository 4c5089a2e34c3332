import { z } from 'zod';
import type { PartStore } from './store';

// A novel's daily word goal and today's progress (decision 022). "Today" is the author's day, named by
// the browser as its local date ('2026-11-24'); the server accepts a date only if some clock on Earth
// shows it now. The words written on a day are the growth of the novel's counted words since the day's
// first save, kept as the count the day started from (`startWords`).

/** The most words a day a goal may ask for: more than anyone types, less than a typo of a zero. */
export const MAX_DAILY_WORDS = 50_000;

export const dailyWordsSchema = z
  .number({ error: 'The goal must be a number of words' })
  .int('The goal must be a whole number of words')
  .min(1, 'The goal must be at least 1 word a day')
  .max(MAX_DAILY_WORDS, `The goal can be at most ${MAX_DAILY_WORDS.toLocaleString('en-US')} words a day`);

/** A calendar date as `YYYY-MM-DD`. */
export const localDaySchema = z
  .string({ error: 'day must be a date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a date as YYYY-MM-DD')
  .refine((day) => dayStartUtc(day) !== undefined, 'day must be a date as YYYY-MM-DD');

export type WritingGoal = {
  novelId: string;
  /** Words a day; `null` when the author has set none. */
  dailyWords: number | null;
  /** 0 before a goal was first set; every change adds one. */
  version: number;
  updatedAt: string | null;
};

/** What a client reads: the goal and the progress of the day it asked about. */
export type WritingGoalView = WritingGoal & {
  day: string;
  /** Words written on `day` (never below 0: a day that cut more than it wrote wrote nothing). */
  wordsToday: number;
};

/** One day of writing in a novel: the novel's counted words before that day's first save. */
export type WritingDay = { novelId: string; day: string; startWords: number };

const HOUR_MS = 3_600_000;

/** Midnight UTC of a `YYYY-MM-DD` date, or undefined for one that does not exist ('2026-02-30'). */
export function dayStartUtc(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    return undefined;
  }
  return time;
}

/** The date a clock set to UTC shows at `now`. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The date of `now` where the browser is (its own time zone): what the browser sends as its day. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether some clock on Earth shows `day` at `now`: time zones run from UTC−12 to UTC+14, so a day is
 * somewhere's today from 14 hours before its UTC midnight until 12 hours after its UTC end, give or take
 * an hour for a clock that is off.
 */
export function isPlausibleLocalDay(day: string, now: Date): boolean {
  const start = dayStartUtc(day);
  if (start === undefined) return false;
  const time = now.getTime();
  return time >= start - 15 * HOUR_MS && time < start + 24 * HOUR_MS + 13 * HOUR_MS;
}

/** Words written on a day: how far the novel's count has grown past the day's start, never below 0. */
export function wordsWrittenToday(startWords: number | undefined, novelWords: number): number {
  if (startWords === undefined) return 0;
  return Math.max(0, novelWords - startWords);
}

/** Progress against a goal, for a bar: 0 to 1 (a day past its goal is a full bar), null without a goal. */
export function goalFraction(wordsToday: number, dailyWords: number | null): number | null {
  if (dailyWords === null || dailyWords <= 0) return null;
  return Math.min(1, Math.max(0, wordsToday / dailyWords));
}

/** '412 of 1,000 words today', or '1 word today' without a goal. */
export function formatDayProgress(wordsToday: number, dailyWords: number | null): string {
  const words = wordsToday.toLocaleString('en-US');
  if (dailyWords === null) return `${words} ${wordsToday === 1 ? 'word' : 'words'} today`;
  return `${words} of ${dailyWords.toLocaleString('en-US')} words today`;
}

/**
 * The start of a day after a save: the first save of the day starts it at the count before that save.
 * A chapter saved for the first time gave up a typed-in count (`untypedWords`) that was never written:
 * the start moves down by it, so replacing a planned 3,000 with 5 typed words counts as 5 written.
 */
export function dayStartAfterSave(
  current: number | undefined,
  wordsBeforeSave: number,
  untypedWords: number,
): number {
  return (current ?? wordsBeforeSave) - untypedWords;
}

/** The novel's counted words: the sum of its chapters'. */
export async function novelWords(parts: PartStore, novelId: string): Promise<number> {
  const chapters = await parts.listParts(novelId, 'novels/chapters');
  return chapters.reduce((sum, chapter) => sum + Number(chapter.data.wordCount ?? 0), 0);
}

/** What the writing days need of storage, written in the chapter text's transaction. */
export interface WritingDayStore {
  getWritingDay(novelId: string, day: string): Promise<WritingDay | undefined>;
  /** Sets the day's start (a row of its own per novel and day). */
  putWritingDay(day: WritingDay): Promise<void>;
}

/** What the goal needs of storage, for one user's workspace. */
export interface WritingGoalStore extends WritingDayStore {
  transaction<T>(work: (store: WritingGoalStore) => Promise<T>): Promise<T>;
  parts(): PartStore;
  getWritingGoal(novelId: string): Promise<WritingGoal | undefined>;
  /** Writes the goal if its stored version is still `expectedVersion` (0: none stored); false if not. */
  putWritingGoal(goal: WritingGoal, expectedVersion: number): Promise<boolean>;
}
