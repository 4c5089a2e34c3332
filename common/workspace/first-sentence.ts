// What a short summary of a thing says (issue 30, a pin's tooltip): the first sentence of its description
// (or summary, or content), short enough for a tooltip. Pure; the server's `POST /entities/resolve` with
// `summaries` and the member's map page both read it from here.

/** The most characters of a description a summary shows. */
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

/** The text a thing is summed up from: its description, else its summary, else its content ('' for none). */
export function describingText(data: Readonly<Record<string, unknown>>): string {
  const text = [data.description, data.summary, data.content].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return text ?? '';
}
