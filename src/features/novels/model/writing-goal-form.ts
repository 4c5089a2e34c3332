import { dailyWordsSchema } from '../../../../common/workspace/writing-goal';

export type DailyWordsInput = { ok: true; value: number } | { ok: false; message: string };

/** The goal field as typed ('1,000' and ' 750 ' read as numbers); the server's own rule and messages. */
export function parseDailyWords(typed: string): DailyWordsInput {
  const text = typed.trim().replace(/[,\s_]/g, '');
  if (text === '') return { ok: false, message: 'Enter how many words a day you aim to write' };
  const number = /^[+-]?\d*\.?\d+$/.test(text) ? Number(text) : Number.NaN;
  const parsed = dailyWordsSchema.safeParse(number);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid goal' };
  return { ok: true, value: parsed.data };
}
