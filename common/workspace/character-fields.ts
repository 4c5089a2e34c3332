// A campaign character's race and class are the character's own (issue 27, decision 070): one value on
// the References character, copied onto each of its campaign appearances as its name is, so that every
// campaign's Characters table reads them as before. Before migration 0044 each campaign kept its own.
// `settleCharacterFields` is the one rule that brings such a workspace (a stored one, or an old export)
// to one value per character, losing nothing:
// - the character's value when it has one; else the first non-empty value of its campaign appearances,
//   in the order given (the caller's: campaigns by position, then the appearance's position);
// - every appearance then carries that value; one whose own differed keeps it, visibly, as a line at
//   the start of its notes: `Earlier race in this campaign: Elf` (`keptFieldLine`).

/** The fields of a character that its campaign appearances copy. */
export const sharedCampaignFields = ['race', 'class'] as const;
export type SharedCampaignField = (typeof sharedCampaignFields)[number];
export type SharedFields = { [field in SharedCampaignField]?: string | undefined };

const fieldLabels: Record<SharedCampaignField, string> = { race: 'race', class: 'class' };

/** The line kept in an appearance's notes for a value of its own that the character's replaced. */
export function keptFieldLine(field: SharedCampaignField, value: string): string {
  return `Earlier ${fieldLabels[field]} in this campaign: ${value}`;
}

/** A shared field's value as stored: trimmed text, absent when empty. */
export function sharedValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export type SettleAppearance = { partId: string; characterId: string; fields: SharedFields };

export type SettledFields = {
  /** Each character's values after settling (only characters with an appearance or a value). */
  characters: Map<string, SharedFields>;
  /** Each appearance's values after settling, and the lines to add to the start of its notes. */
  appearances: Map<string, { fields: SharedFields; kept: string[] }>;
};

/** One race and class per character (the rule above); pure, the caller stores what it answers. */
export function settleCharacterFields(
  characters: ReadonlyMap<string, SharedFields>,
  appearances: readonly SettleAppearance[],
): SettledFields {
  const settled = new Map<string, SharedFields>();
  for (const [id, fields] of characters) {
    const own: SharedFields = {};
    for (const field of sharedCampaignFields) {
      const value = sharedValue(fields[field]);
      if (value !== undefined) own[field] = value;
    }
    settled.set(id, own);
  }
  for (const appearance of appearances) {
    const own = settled.get(appearance.characterId) ?? {};
    settled.set(appearance.characterId, own);
    for (const field of sharedCampaignFields) {
      const value = sharedValue(appearance.fields[field]);
      if (own[field] === undefined && value !== undefined) own[field] = value;
    }
  }
  const result: SettledFields['appearances'] = new Map();
  for (const appearance of appearances) {
    const own = settled.get(appearance.characterId) ?? {};
    const kept: string[] = [];
    for (const field of sharedCampaignFields) {
      const value = sharedValue(appearance.fields[field]);
      if (value !== undefined && value !== own[field]) kept.push(keptFieldLine(field, value));
    }
    result.set(appearance.partId, { fields: { ...own }, kept });
  }
  return { characters: settled, appearances: result };
}

/** Notes with the kept lines at their start (nothing changes without any). */
export function notesWithKept(notes: string, kept: readonly string[]): string {
  if (kept.length === 0) return notes;
  return notes === '' ? kept.join('\n') : `${kept.join('\n')}\n${notes}`;
}

/** Rich notes (a stored `RichText`: its version and Tiptap document) with the kept lines as paragraphs at its start. */
export function richNotesWithKept<T extends { doc: { content?: unknown[] } }>(
  text: T,
  kept: readonly string[],
): T {
  if (kept.length === 0) return text;
  const lines = kept.map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] }));
  return { ...text, doc: { ...text.doc, content: [...lines, ...(text.doc.content ?? [])] } };
}

/**
 * What a change to an appearance asks of its character: the shared fields the patch names, each
 * trimmed (an empty text clears it). `undefined` when the patch names none.
 */
export function sharedFieldsPatch(patch: Record<string, unknown>): SharedFields | undefined {
  const next: SharedFields = {};
  let touched = false;
  for (const field of sharedCampaignFields) {
    if (!(field in patch)) continue;
    touched = true;
    next[field] = sharedValue(patch[field]) ?? '';
  }
  return touched ? next : undefined;
}
