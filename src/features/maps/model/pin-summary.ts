// What a pin's tooltip says of the thing it leads to (issue 30): its kind and place, then the first
// sentence of its description, short enough for a tooltip. Pure; the page gives it the text at hand.

/** The most characters of a description a tooltip shows. */
export const SUMMARY_MAX = 140;

/** The first sentence of a text (to its first . ! ? or …, or its first line), cut to `max` with an ellipsis. */
export function firstSentence(text: string, max = SUMMARY_MAX): string {
  const line = text.trim().split(/\n/, 1)[0]?.trim() ?? '';
  const end = line.search(/[.!?…](\s|$)/);
  const sentence = end === -1 ? line : line.slice(0, end + 1);
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The tooltip's line under the pin's name: "Quest · The king's seal is stolen." */
export function summaryLine(kindLabel: string, description: string): string {
  const sentence = firstSentence(description);
  return sentence === '' ? kindLabel : `${kindLabel} · ${sentence}`;
}
