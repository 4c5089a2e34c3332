// An uploaded JSON document (a backup's `fablehold-backup.json`, an import request's body) read as it
// arrives (decision 093): the text is never held whole, only the chunk being read and the value being
// collected, and the event loop is given way between chunks, so a large file neither doubles the
// server's memory (bytes, text and values at once, as `JSON.parse` of the whole needs) nor holds other
// requests up for the whole parse.
//
// The two outer levels (the file's object, its lists) are read here; every value inside them (a
// record, a chapter's text, an image's facts) is collected as text and given to `JSON.parse`, which
// checks it and builds it at native speed. Streaming tokenizers written in JavaScript (stream-json,
// @streamparser/json) build the same values 7 to 75 times slower here (long strings the slowest).

/** Why the text is not one JSON value; the message is for the person who sent it. */
export class JsonStreamError extends Error {}

/**
 * How deeply values may nest: as deep as `JSON.parse` of the whole body took before (a rich text nested
 * thousands deep must reach the import's own check, which names the field and its limit, not stop
 * here as "not JSON"), while a body of nothing but brackets is still refused early.
 */
export const MAX_JSON_DEPTH = 100_000;

type Container =
  | { kind: 'object'; value: Record<string, unknown>; key: string | undefined }
  /** `read`: elements read into it so far, taken ones too. */
  | { kind: 'array'; value: unknown[]; read: number };

/** What the reader expects next at the outer levels. */
type Expect = 'value' | 'first-key' | 'key' | 'colon' | 'comma' | 'done';

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** A value being collected as text: a string (a key too), a container, or a number or keyword. */
type Collecting = {
  pieces: string[];
  /** Where the value began in the whole text (for messages). */
  at: number;
  kind: 'string' | 'container' | 'bare';
  /** Open containers within it (for a container). */
  depth: number;
  inString: boolean;
  escaped: boolean;
  isKey: boolean;
};

/** One JSON value from `text`, or the reason it is none, placed in the whole text. */
function parsed(text: string, at: number): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new JsonStreamError(`${message} (in the value that begins at character ${at + 1})`);
  }
}

/**
 * Takes an element of one of the document's lists as it is read, instead of its list: `key` names the
 * list in the document's object. Returns true when it took the element (the list does not get it).
 * Called while a chunk is read: a taker keeps what it took and works on it in the `pause` that follows.
 */
export type ElementTaker = (key: string, element: unknown) => boolean;

/**
 * The one JSON value `chunks` spell (UTF-8 bytes, a leading byte-order mark allowed), built as the
 * chunks come, with `pause` awaited after each. Text that is not one JSON value — broken, cut short,
 * followed by more, nested deeper than `MAX_JSON_DEPTH`, not UTF-8 — is a `JsonStreamError` saying
 * where and why; an error of `chunks` itself is thrown as it is. With `take`, the elements of the
 * document's lists it takes are left out of the value built (the lists stay, without them).
 */
export async function readJsonStream(
  chunks: AsyncIterable<Uint8Array>,
  pause: () => Promise<void> = () => Promise.resolve(),
  take?: ElementTaker,
): Promise<unknown> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stack: Container[] = [];
  let expect: Expect = 'value';
  let result: unknown;
  let collecting: Collecting | undefined;
  /** Characters read before the current chunk. */
  let offset = 0;

  const fail = (what: string, at: number): never => {
    throw new JsonStreamError(`${what} at character ${at + 1}`);
  };

  /** A whole value read (collected, or a container closed): placed in its container, or the result. */
  const place = (value: unknown) => {
    const top = stack.at(-1);
    if (top === undefined) {
      result = value;
      expect = 'done';
    } else if (top.kind === 'array') {
      const outer = stack[0];
      const isTaken =
        take !== undefined &&
        stack.length === 2 &&
        outer?.kind === 'object' &&
        outer.key !== undefined &&
        take(outer.key, value);
      if (!isTaken) top.value.push(value);
      top.read += 1;
      expect = 'comma';
    } else {
      // As JSON.parse: an own property, whatever the key ("__proto__" too).
      Object.defineProperty(top.value, top.key as string, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
      top.key = undefined;
      expect = 'comma';
    }
  };

  const finish = (value: Collecting) => {
    const text = value.pieces.join('');
    collecting = undefined;
    if (value.isKey) {
      const top = stack.at(-1);
      if (top?.kind === 'object') top.key = parsed(text, value.at) as string;
      expect = 'colon';
      return;
    }
    place(parsed(text, value.at));
  };

  /** Goes on collecting `value` in `text` from `from`; returns where it ended, or -1 when it goes on. */
  const collect = (value: Collecting, text: string, from: number): number => {
    let index = from;
    if (value.kind === 'bare') {
      while (index < text.length) {
        const code = text.charCodeAt(index);
        if (isSpace(code) || code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET) {
          value.pieces.push(text.slice(from, index));
          return index;
        }
        index += 1;
      }
      value.pieces.push(text.slice(from));
      return -1;
    }
    while (index < text.length) {
      if (value.inString) {
        // Most of a file is the text inside strings: the next quote is found natively, and it ends
        // the string unless an odd run of backslashes stands before it.
        const quote = text.indexOf('"', index);
        const end = quote < 0 ? text.length : quote;
        let run = 0;
        while (end - run > index && text.charCodeAt(end - run - 1) === BACKSLASH) run += 1;
        const isEscaped = (run + (end - run === index && value.escaped ? 1 : 0)) % 2 === 1;
        if (quote < 0) {
          value.escaped = isEscaped;
          break;
        }
        value.escaped = false;
        index = quote + 1;
        if (isEscaped) continue;
        value.inString = false;
        if (value.kind === 'string') {
          value.pieces.push(text.slice(from, index));
          return index;
        }
        continue;
      }
      const code = text.charCodeAt(index);
      index += 1;
      if (code === QUOTE) {
        value.inString = true;
        value.escaped = false;
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        value.depth += 1;
        if (stack.length + value.depth > MAX_JSON_DEPTH)
          throw new JsonStreamError(`values nest deeper than ${MAX_JSON_DEPTH} levels`);
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        value.depth -= 1;
        if (value.depth === 0) {
          value.pieces.push(text.slice(from, index));
          return index;
        }
      }
    }
    value.pieces.push(text.slice(from));
    return -1;
  };

  const startCollecting = (code: number, at: number, isKey: boolean): Collecting => ({
    pieces: [],
    at,
    kind: code === QUOTE ? 'string' : code === OPEN_BRACE || code === OPEN_BRACKET ? 'container' : 'bare',
    depth: 0,
    // The opening quote or bracket is read again by `collect`.
    inString: false,
    escaped: false,
    isKey,
  });

  const read = (text: string) => {
    let index = 0;
    while (index < text.length) {
      if (collecting !== undefined) {
        const end = collect(collecting, text, index);
        if (end < 0) return;
        index = end;
        finish(collecting);
        continue;
      }
      const code = text.charCodeAt(index);
      if (isSpace(code)) {
        index += 1;
        continue;
      }
      const at = offset + index;
      const top = stack.at(-1);
      switch (expect) {
        case 'value':
        case 'first-key':
          if (expect === 'first-key' && code === CLOSE_BRACE) {
            stack.pop();
            index += 1;
            place(top?.value);
          } else if (expect === 'first-key') {
            if (code !== QUOTE) fail('expected a key (a string in quotes) or "}"', at);
            collecting = startCollecting(code, at, true);
          } else if (top?.kind === 'array' && code === CLOSE_BRACKET && top.read === 0) {
            stack.pop();
            index += 1;
            place(top.value);
          } else if ((code === OPEN_BRACE || code === OPEN_BRACKET) && stack.length < 2) {
            // The outer two levels are built here, a value at a time.
            stack.push(
              code === OPEN_BRACE
                ? { kind: 'object', value: {}, key: undefined }
                : { kind: 'array', value: [], read: 0 },
            );
            expect = code === OPEN_BRACE ? 'first-key' : 'value';
            index += 1;
          } else {
            if (code === CLOSE_BRACE || code === CLOSE_BRACKET || code === COMMA || code === COLON)
              fail('expected a value', at);
            collecting = startCollecting(code, at, false);
          }
          break;
        case 'key':
          if (code !== QUOTE) fail('expected a key (a string in quotes)', at);
          collecting = startCollecting(code, at, true);
          break;
        case 'colon':
          if (code !== COLON) fail('expected ":" after a key', at);
          expect = 'value';
          index += 1;
          break;
        case 'comma': {
          const closer = top?.kind === 'object' ? CLOSE_BRACE : CLOSE_BRACKET;
          if (code === COMMA) expect = top?.kind === 'object' ? 'key' : 'value';
          else if (code === closer) {
            stack.pop();
            place(top?.value);
          } else fail(`expected "," or "${top?.kind === 'object' ? '}' : ']'}"`, at);
          index += 1;
          break;
        }
        case 'done':
          fail('unexpected text after the value', at);
      }
    }
  };

  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes === undefined ? decoder.decode() : decoder.decode(bytes, { stream: true });
    } catch {
      throw new JsonStreamError(`the text is not UTF-8 (after character ${offset})`);
    }
  };
  for await (const bytes of chunks) {
    const text = decode(bytes);
    read(text);
    offset += text.length;
    await pause();
  }
  const rest = decode();
  read(rest);
  offset += rest.length;
  // A number or keyword at the very end ends with the text.
  if (collecting?.kind === 'bare' && !collecting.isKey) finish(collecting);
  if ((expect as Expect) !== 'done')
    throw new JsonStreamError(offset === 0 ? 'the text is empty' : 'the text ends too early');
  return result;
}
