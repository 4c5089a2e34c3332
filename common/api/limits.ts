import { z } from 'zod';

// One set of limits for everything a client sends: the data API, import and the auth server check the
// same figures (decision 025). Stored values that break a rule still read: only new writes are refused.

/** The longest prose a long field takes (a long lore entry; chapter text has its own home). */
export const TEXT_LONG_MAX = 100_000;
/** The longest short text (a type, a role, a race) and list entry. */
export const TEXT_SHORT_MAX = 500;
/** The longest URL (an image's address, a profile link). */
export { URL_MAX } from '../domain/safe-urls';
/** The most entries a list field (traits, powers, tags) takes. */
export const LIST_MAX = 200;
/** How deep a JSON body may nest (a rich-text document's lists inside lists stay well under it). */
export const NESTING_MAX = 64;
/** How deep the auth server's user metadata may nest. */
export const METADATA_NESTING_MAX = 8;
/** The most user metadata a user keeps: it travels in every access token, so in every request. */
export const METADATA_MAX_BYTES = 8 * 1024;
/** RFC 5321: an address is at most 254 characters in a path, its local part at most 64. */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;

/** The characters an id may use: the sample's slugs (`n-ashen-crown`) and UUIDs pass; `..`, `a/b` do not. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const ID_RULE = 'an id is 1 to 100 letters, digits, hyphens or underscores';

/** An id a client sends (path, query, body, imported row). */
export const safeIdSchema = z.string().min(1).max(100).regex(ID_PATTERN, `Not a valid id: ${ID_RULE}`);

export function isSafeId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/**
 * Control characters no text needs: C0 but tab, line feed and carriage return; DEL; C1. NUL is among
 * them (PostgreSQL cannot store it in text).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** For one-line values (emails, ids, names in a header): no control character at all, line breaks too. */
export function hasLineControlCharacter(text: string): boolean {
  return ANY_CONTROL_CHARACTER.test(text);
}

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters (such as NUL)';

export type JsonProblem = { path: string; message: string };

/** The field a path ends in, as a form names it: `lore.0.content` → 'Content'. */
function pathLabel(path: readonly (string | number)[]): string {
  const field = path.filter((segment) => typeof segment === 'string').at(-1);
  if (field === undefined) return path.length === 0 ? 'The body' : 'Each entry';
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The first problem of a parsed JSON value that no schema catches cheaply: nesting deeper than
 * `maxDepth`, or a control character in a key or a string. Walks without recursion, so a value nested
 * a million deep costs a loop, not a stack overflow.
 */
export function jsonProblem(
  value: unknown,
  maxDepth = NESTING_MAX,
  maxText = Number.POSITIVE_INFINITY,
): JsonProblem | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const entry = stack.pop() as { value: unknown; path: (string | number)[] };
    const { value: current, path } = entry;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) {
        return {
          path: path.map(String).join('.'),
          message: `${pathLabel(path)} ${CONTROL_CHARACTER_MESSAGE}`,
        };
      }
      if (current.length > maxText) {
        return {
          path: path.map(String).join('.'),
          message: `${pathLabel(path)} must be at most ${maxText} characters`,
        };
      }
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= maxDepth) {
      return {
        path: path.map(String).join('.'),
        message: `The body may nest at most ${maxDepth} levels deep`,
      };
    }
    if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, path: [...path, index] });
      });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (hasLineControlCharacter(key)) {
        return { path: path.map(String).join('.'), message: `A field name ${CONTROL_CHARACTER_MESSAGE}` };
      }
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/** Why an email address is refused (too long, or a control character), or undefined. */
export function emailProblem(email: string): string | undefined {
  if (email.length > EMAIL_MAX) return `An email address may be at most ${EMAIL_MAX} characters`;
  const at = email.lastIndexOf('@');
  if (at > EMAIL_LOCAL_MAX)
    return `The part of an email address before the @ may be at most ${EMAIL_LOCAL_MAX} characters`;
  if (hasLineControlCharacter(email)) return `An email address ${CONTROL_CHARACTER_MESSAGE}`;
  return undefined;
}

/** The size of a JSON value as sent, in UTF-8 bytes. */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
}
