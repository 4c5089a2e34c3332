import { firstSentence } from '../../../../common/workspace/first-sentence';

// What a pin's tooltip says of the thing it leads to (issue 30): its kind and place, then the first
// sentence of its description (`common/workspace/first-sentence.ts`), short enough for a tooltip.

export { firstSentence, SUMMARY_MAX } from '../../../../common/workspace/first-sentence';

/** The tooltip's line under the pin's name: "Quest · The king's seal is stolen." */
export function summaryLine(kindLabel: string, description: string): string {
  const sentence = firstSentence(description);
  return sentence === '' ? kindLabel : `${kindLabel} · ${sentence}`;
}
