import type { z } from 'zod';

// Schemas in common/domain word the messages a form shows ('Title is required'). Part schemas (chapters,
// factions, sessions, ...) carry zod's defaults; this map words those for people, naming the field.

function label(path: readonly PropertyKey[]): string {
  const field = path.filter((segment) => typeof segment === 'string').at(-1);
  if (field === undefined) return 'Value';
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A per-parse error map: `schema.safeParse(input, { error: friendlyMessage })`. Schema messages win. */
export const friendlyMessage: z.core.$ZodErrorMap = (issue) => {
  const name = label(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${name} is required` : `${name} must be a ${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return `${name} is required`;
      if (issue.origin === 'string') return `${name} must be at least ${issue.minimum} characters`;
      return `${name} must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${name} must be at most ${issue.maximum} characters`
        : `${name} must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `${name} must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `${name} must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
};
