import { describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../text/rich-text';
import type { WorkspaceError } from './errors';
import { createMemoryChapterTextStore } from './memory-chapter-text-store';
import { createMemoryPartStore } from './memory-store';
import { saveChapterText } from './operations/chapter-text';
import { readWritingGoal, setWritingGoal } from './operations/writing-goal';
import type { StoredPart } from './store';
import {
  dayStartAfterSave,
  formatDayProgress,
  goalFraction,
  isPlausibleLocalDay,
  localDay,
  wordsWrittenToday,
} from './writing-goal';

// A novel's daily goal (decision 022): the day is the author's, and the words written on it are the
// growth of the novel's counted words since that day's first save.

const NOW = '2026-11-24T10:00:00.000Z';

describe('the author’s day', () => {
  const at = (iso: string) => new Date(iso);

  it('accepts a date some clock on Earth shows now, and no other', () => {
    // 10:00 UTC: Kiritimati (UTC+14) is at 00:00 the next day; Baker Island (UTC−12) at 22:00 the day before.
    expect(isPlausibleLocalDay('2026-11-24', at(NOW))).toBe(true);
    expect(isPlausibleLocalDay('2026-11-25', at(NOW))).toBe(true);
    expect(isPlausibleLocalDay('2026-11-23', at(NOW))).toBe(true);
    expect(isPlausibleLocalDay('2026-11-26', at(NOW))).toBe(false);
    expect(isPlausibleLocalDay('2026-11-22', at(NOW))).toBe(false);
    // Just after UTC midnight, yesterday is still today west of Greenwich; the day after tomorrow is not yet.
    expect(isPlausibleLocalDay('2026-11-23', at('2026-11-24T00:30:00Z'))).toBe(true);
    expect(isPlausibleLocalDay('2026-11-26', at('2026-11-24T23:30:00Z'))).toBe(false);
    expect(isPlausibleLocalDay('2026-11-22', at('2026-11-24T00:30:00Z'))).toBe(false);
  });

  it('refuses dates that do not exist', () => {
    expect(isPlausibleLocalDay('2026-02-30', at('2026-02-28T12:00:00Z'))).toBe(false);
    expect(isPlausibleLocalDay('24/11/2026', at(NOW))).toBe(false);
  });

  it('names the browser’s local date, not the UTC one', () => {
    const late = new Date(2026, 10, 24, 23, 59);
    expect(localDay(late)).toBe('2026-11-24');
    expect(localDay(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-05');
  });
});

describe('progress arithmetic', () => {
  it('counts the growth since the day’s start, never below zero', () => {
    expect(wordsWrittenToday(undefined, 5000)).toBe(0);
    expect(wordsWrittenToday(5000, 5412)).toBe(412);
    expect(wordsWrittenToday(5000, 4800)).toBe(0);
  });

  it('fills a bar up to its goal and no further', () => {
    expect(goalFraction(412, 1000)).toBeCloseTo(0.412);
    expect(goalFraction(1500, 1000)).toBe(1);
    expect(goalFraction(10, null)).toBeNull();
  });

  it('words the progress as the writing view shows it', () => {
    expect(formatDayProgress(412, 1000)).toBe('412 of 1,000 words today');
    expect(formatDayProgress(1, null)).toBe('1 word today');
    expect(formatDayProgress(12_345, 50_000)).toBe('12,345 of 50,000 words today');
  });

  it('starts a day at its first save, and drops a typed-in count that no one wrote', () => {
    expect(dayStartAfterSave(undefined, 5000, 0)).toBe(5000);
    expect(dayStartAfterSave(4000, 5000, 0)).toBe(4000);
    expect(dayStartAfterSave(undefined, 5000, 3000)).toBe(2000);
    expect(dayStartAfterSave(4000, 5000, 300)).toBe(3700);
  });
});

const chapter = (id: string, wordCount: number, position: number): StoredPart => ({
  id,
  kind: 'novels/chapters',
  parentId: 'n-1',
  position,
  version: 1,
  createdAt: NOW,
  updatedAt: NOW,
  data: { title: `Chapter ${id}`, wordCount },
});

async function setup() {
  const parts = createMemoryPartStore([{ parent: 'novels', id: 'n-1' }]);
  await parts.insertParts([chapter('c-1', 1200, 0), chapter('c-2', 800, 1)]);
  const texts = createMemoryChapterTextStore(parts);
  return { texts, goals: texts.goals() };
}

const words = (count: number) => richTextFromPlain(Array.from({ length: count }, () => 'word').join(' '));

const refusal = async (work: Promise<unknown>) =>
  (await work.then(
    () => undefined,
    (error: unknown) => error,
  )) as WorkspaceError;

describe('a novel’s daily goal', () => {
  it('is none until set, then set over the version read', async () => {
    const { goals } = await setup();
    expect(await readWritingGoal(goals, 'n-1', '2026-11-24')).toEqual({
      novelId: 'n-1',
      dailyWords: null,
      version: 0,
      updatedAt: null,
      day: '2026-11-24',
      wordsToday: 0,
    });
    const set = { novelId: 'n-1', day: '2026-11-24', now: NOW };
    const saved = await setWritingGoal(goals, { ...set, dailyWords: 1000, version: 0 });
    expect(saved).toMatchObject({ dailyWords: 1000, version: 1 });
    expect((await refusal(setWritingGoal(goals, { ...set, dailyWords: 500, version: 0 }))).reason).toBe(
      'conflict',
    );
    expect(
      (await refusal(setWritingGoal(goals, { ...set, dailyWords: 500, version: undefined }))).reason,
    ).toBe('version_required');
    expect(await setWritingGoal(goals, { ...set, dailyWords: null, version: 1 })).toMatchObject({
      dailyWords: null,
      version: 2,
    });
    expect((await refusal(readWritingGoal(goals, 'n-9', '2026-11-24'))).message).toBe('Novel not found');
  });

  it.each([
    [0, 'The goal must be at least 1 word a day'],
    [-5, 'The goal must be at least 1 word a day'],
    [2.5, 'The goal must be a whole number of words'],
    [50_001, 'The goal can be at most 50,000 words a day'],
    ['1000', 'The goal must be a number of words'],
  ])('refuses %j: %s', async (dailyWords, message) => {
    const { goals } = await setup();
    const refused = await refusal(
      setWritingGoal(goals, { novelId: 'n-1', dailyWords, version: 0, day: '2026-11-24', now: NOW }),
    );
    expect(refused).toMatchObject({ reason: 'invalid', field: 'dailyWords', message });
  });

  it('counts the words saved today, per day, and not a chapter’s typed-in count', async () => {
    const { texts, goals } = await setup();
    const save = (chapterId: string, count: number, version: number, day = '2026-11-24') =>
      saveChapterText(texts, { novelId: 'n-1', chapterId, text: words(count), version, now: NOW, day });
    // The chapter had a typed-in 1,200; its first text has 300 words: 300 written, not −900.
    await save('c-1', 300, 0);
    expect((await readWritingGoal(goals, 'n-1', '2026-11-24')).wordsToday).toBe(300);
    await save('c-1', 412, 1);
    expect((await readWritingGoal(goals, 'n-1', '2026-11-24')).wordsToday).toBe(412);
    // Cutting counts against the day.
    await save('c-1', 400, 2);
    expect((await readWritingGoal(goals, 'n-1', '2026-11-24')).wordsToday).toBe(400);
    // The next day starts from where the last one ended.
    expect((await readWritingGoal(goals, 'n-1', '2026-11-25')).wordsToday).toBe(0);
    await save('c-1', 450, 3, '2026-11-25');
    await save('c-2', 20, 0, '2026-11-25');
    expect((await readWritingGoal(goals, 'n-1', '2026-11-25')).wordsToday).toBe(70);
  });
});
