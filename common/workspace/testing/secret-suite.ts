import { beforeEach, describe, expect, it } from 'vitest';
import { RICH_TEXT_VERSION, type RichText, type RichTextNode } from '../../text/rich-text';
import { changeSecret } from '../operations/change-secret';
import { createPart } from '../operations/create-part';
import type { PartStore } from '../store';
import { type PartStoreFactory, refusal } from './part-core-suite';

const NOW = '2026-11-23T12:00:00.000Z';
const LATER = '2026-11-23T12:05:00.000Z';

const paragraph = (text: string): RichTextNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const secret = (text: string, named: string[] = []): RichTextNode => ({
  type: 'secret',
  attrs: named.length === 0 ? { level: 'editors', named: [] } : { level: 'named', named },
  content: [paragraph(text)],
});
const textOf = (...content: RichTextNode[]): RichText => ({
  version: RICH_TEXT_VERSION,
  doc: { type: 'doc', content },
});

/** Reveal and "Who reads this" on a secret block of a part's long text (decision 072), on one backend. */
export function describeSecretCore(backend: string, makeStore: PartStoreFactory): void {
  describe(`workspace core: secret blocks on ${backend}`, () => {
    let store: PartStore;
    let count = 0;
    let campaign = '';

    beforeEach(async () => {
      count += 1;
      campaign = `secret-campaign-${count}`;
      ({ store } = await makeStore([{ parent: 'campaigns', id: campaign, lastUpdated: NOW }]));
    });

    const stores = () => ({
      parts: store,
      cast: () => {
        throw new Error('no cast here');
      },
      items: () => {
        throw new Error('no items here');
      },
    });

    const session = (summary: RichText) =>
      createPart(store, {
        kind: 'campaigns/sessions',
        parentId: campaign,
        input: {
          title: 'The Lichgate',
          status: 'planned',
          date: '2026-11-30',
          summary: 'placeholder',
          summaryDoc: summary,
        },
        id: crypto.randomUUID(),
        now: NOW,
      });

    const change = (
      partId: string,
      index: number,
      version: number,
      what: Parameters<typeof changeSecret>[1]['change'],
    ) =>
      changeSecret(stores(), {
        kind: 'campaigns/sessions',
        parentId: campaign,
        partId,
        field: 'summary',
        index,
        change: what,
        version,
        now: LATER,
      });

    it('reveals one secret block: its paragraphs become ordinary text, the other secret stays', async () => {
      const part = await session(
        textOf(
          paragraph('The road is quiet.'),
          secret('The innkeeper is a lich.'),
          secret('The well is cursed.'),
        ),
      );
      const revealed = await change(part.id, 0, part.version, { action: 'reveal' });
      expect(revealed.version).toBe(part.version + 1);
      const stored = await store.getPart(part.id);
      expect((stored?.data.summaryDoc as RichText | undefined)?.doc.content).toEqual([
        paragraph('The road is quiet.'),
        paragraph('The innkeeper is a lich.'),
        secret('The well is cursed.'),
      ]);
      expect(stored?.data.summary).toBe(
        'The road is quiet.\n\nThe innkeeper is a lich.\n\nThe well is cursed.',
      );
    });

    it('names the members who read a block, and back to editors only when none is named', async () => {
      const part = await session(textOf(paragraph('Open.'), secret('Whispers.')));
      const named = await change(part.id, 0, part.version, {
        action: 'readers',
        named: ['ana', 'ana', 'bo'],
      });
      expect((named.data.summaryDoc as RichText).doc.content[1]).toEqual(secret('Whispers.', ['ana', 'bo']));
      const none = await change(part.id, 0, named.version, { action: 'readers', named: [] });
      expect((none.data.summaryDoc as RichText).doc.content[1]).toEqual(secret('Whispers.'));
    });

    it('refuses a block that is not there, or a stale version, and changes nothing', async () => {
      const part = await session(textOf(secret('Only one.')));
      expect(await refusal(change(part.id, 1, part.version, { action: 'reveal' }))).toMatchObject({
        reason: 'invalid',
        field: 'index',
      });
      expect(await refusal(change(part.id, 0, part.version + 3, { action: 'reveal' }))).toMatchObject({
        reason: 'conflict',
      });
      expect((await store.getPart(part.id))?.version).toBe(part.version);
    });
  });
}
