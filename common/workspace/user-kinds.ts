import { z } from 'zod';
import { workspaceErrors } from './errors';

// Kinds a user defines (issue 31, item 2; decision 085): a name, a plural, an icon and where its things
// live. A kind is a part kind whose definition is data: its things are parts of their container in the
// one `parts` table, of kind `<container>/k-<kind id>`, with a name and a rich-text description (its other
// fields are fields of your own scoped to the kind, decision 063). The registry answers the shape of any
// such kind (`part-kinds.ts`); what it is called comes from the owner's stored definitions, so one
// account's kinds are never another's.

/** Where a user's kind lives: the containers whose pages get its tab. */
export const KIND_HOMES = ['universes', 'worlds', 'campaigns', 'novels'] as const;
export type KindHome = (typeof KIND_HOMES)[number];

/** The icons a kind may have (Lucide's names): a fixed list, so the app draws each without loading others. */
export const KIND_ICONS = [
  'BookOpen',
  'Church',
  'Crown',
  'Flame',
  'Gem',
  'Landmark',
  'Leaf',
  'Mountain',
  'Scroll',
  'Shield',
  'Ship',
  'Skull',
  'Sparkles',
  'Star',
  'Sword',
  'Users',
] as const;
export type KindIcon = (typeof KIND_ICONS)[number];

/** The longest name or plural of a kind. */
export const KIND_NAME_MAX = 60;
/** The most kinds one account defines. */
export const KINDS_MAX = 100;

/** The segment of a user's kind in its container's routes and part kind: `k-<id>`. */
export const USER_KIND_PREFIX = 'k-';

/** A kind's id: lower-case letters, digits and hyphens (a mention's kind takes no other, rich-text.ts). */
const KIND_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
const kindIdSchema = z
  .string()
  .regex(KIND_ID_PATTERN, 'A kind’s id is 1 to 40 lower-case letters, digits or hyphens');

const kindName = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(KIND_NAME_MAX, `${what} must be at most ${KIND_NAME_MAX} characters`);

const iconSchema = z.enum(KIND_ICONS, { error: `Icon must be one of ${KIND_ICONS.join(', ')}` });
const homeSchema = z.enum(KIND_HOMES, { error: `Lives in must be one of ${KIND_HOMES.join(', ')}` });

/** A kind as stored and as the export carries it. */
export const userKindSchema = z.object({
  id: kindIdSchema,
  name: kindName('Name'),
  plural: kindName('Plural'),
  icon: iconSchema,
  livesIn: homeSchema,
  position: z.number().int().min(0),
  version: z.number().int().min(1),
  createdAt: z.string().min(1),
  updatedAt: z.string().min(1),
});
export type UserKind = z.infer<typeof userKindSchema>;

/** `POST /kinds`: what a person chooses. */
export const newKindSchema = z.object({
  name: kindName('Name'),
  plural: kindName('Plural'),
  icon: iconSchema.default('Sparkles'),
  livesIn: homeSchema,
});
export type NewKind = z.input<typeof newKindSchema>;

/** `PATCH /kinds/:id`: a rename or another icon. Where it lives stays (its things are in those places). */
export const kindPatchSchema = z
  .object({ name: kindName('Name'), plural: kindName('Plural'), icon: iconSchema })
  .partial()
  .strict();
export type KindPatch = z.infer<typeof kindPatchSchema>;

/** The part kind of a user's kind: `universes/k-<id>`. */
export function userPartKind(kind: Pick<UserKind, 'id' | 'livesIn'>): `${KindHome}/k-${string}` {
  return `${kind.livesIn}/${USER_KIND_PREFIX}${kind.id}`;
}

/** The kind id in a part kind of a user's kind, or undefined for any other part kind. */
export function userKindIdOf(partKind: string): string | undefined {
  const [home, segment, ...rest] = partKind.split('/');
  if (rest.length > 0 || segment === undefined || !(KIND_HOMES as readonly string[]).includes(home ?? '')) {
    return undefined;
  }
  if (!segment.startsWith(USER_KIND_PREFIX)) return undefined;
  const id = segment.slice(USER_KIND_PREFIX.length);
  return KIND_ID_PATTERN.test(id) ? id : undefined;
}

/** What the kind commands need of storage, for one user's workspace. */
export interface KindStore {
  listKinds(): Promise<UserKind[]>;
  getKind(id: string): Promise<UserKind | undefined>;
  insertKind(kind: UserKind): Promise<void>;
  /** Writes the kind if its stored version is still `expectedVersion`; false when not. */
  updateKind(kind: UserKind, expectedVersion: number): Promise<boolean>;
  removeKind(id: string): Promise<boolean>;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function nameTaken(kinds: readonly UserKind[], name: string, except?: string): UserKind | undefined {
  return kinds.find(
    (kind) => kind.id !== except && (sameName(kind.name, name) || sameName(kind.plural, name)),
  );
}

/** Defines a kind; refuses a name one of the user's kinds already has, and more than KINDS_MAX. */
export async function defineKind(
  store: KindStore,
  input: unknown,
  made: { id: string; now: string },
): Promise<UserKind> {
  const parsed = newKindSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw workspaceErrors.invalid(issue?.message ?? 'Invalid kind', issue?.path.map(String).join('.') ?? '');
  }
  const kinds = await store.listKinds();
  if (kinds.length >= KINDS_MAX) throw workspaceErrors.refused(`You can define at most ${KINDS_MAX} kinds`);
  for (const field of ['name', 'plural'] as const) {
    const clash = nameTaken(kinds, parsed.data[field]);
    if (clash !== undefined) {
      throw workspaceErrors.invalid(`You already have a kind called “${clash.name}”`, field);
    }
  }
  const kind: UserKind = {
    id: made.id,
    ...parsed.data,
    position: kinds.reduce((last, each) => Math.max(last, each.position + 1), 0),
    version: 1,
    createdAt: made.now,
    updatedAt: made.now,
  };
  await store.insertKind(kind);
  return kind;
}

/** Renames a kind or changes its icon: its things and their values stay as they are (keyed by id). */
export async function changeKind(
  store: KindStore,
  input: { id: string; patch: unknown; version: number | undefined; now: string },
): Promise<UserKind> {
  const parsed = kindPatchSchema.safeParse(input.patch);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw workspaceErrors.invalid(issue?.message ?? 'Invalid kind', issue?.path.map(String).join('.') ?? '');
  }
  if (input.version === undefined) throw workspaceErrors.versionRequired();
  const stored = await store.getKind(input.id);
  if (stored === undefined) throw workspaceErrors.notFound('Kind');
  if (stored.version !== input.version) throw workspaceErrors.changedElsewhere('Kind', stored);
  const kinds = await store.listKinds();
  for (const field of ['name', 'plural'] as const) {
    const name = parsed.data[field];
    const clash = name === undefined ? undefined : nameTaken(kinds, name, stored.id);
    if (clash !== undefined) {
      throw workspaceErrors.invalid(`You already have a kind called “${clash.name}”`, field);
    }
  }
  const { name, plural, icon } = parsed.data;
  const changed: UserKind = {
    ...stored,
    ...(name === undefined ? {} : { name }),
    ...(plural === undefined ? {} : { plural }),
    ...(icon === undefined ? {} : { icon }),
    version: stored.version + 1,
    updatedAt: input.now,
  };
  if (!(await store.updateKind(changed, stored.version))) {
    throw workspaceErrors.changedElsewhere('Kind', await store.getKind(input.id));
  }
  return changed;
}

/** `POST /kinds/:id/move`: the place a kind takes among the user's kinds (0 is first). */
export const kindMoveSchema = z.object({
  toIndex: z
    .number({ error: 'toIndex must be a number' })
    .int('toIndex must be a whole number')
    .min(0, 'toIndex must be 0 or more'),
});

/**
 * Moves a kind to another place among the user's kinds (their tabs and lists follow it): every kind then
 * stands at its index. Only positions change: a rename read before a move still applies (no version
 * moves), and a place past the end is the last. Answers the kinds in their new order.
 */
export async function moveKind(
  store: KindStore,
  input: { id: string; move: unknown; now: string },
): Promise<UserKind[]> {
  const parsed = kindMoveSchema.safeParse(input.move);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw workspaceErrors.invalid(issue?.message ?? 'Invalid move', issue?.path.map(String).join('.') ?? '');
  }
  const kinds = await store.listKinds();
  const moving = kinds.find((kind) => kind.id === input.id);
  if (moving === undefined) throw workspaceErrors.notFound('Kind');
  const order = kinds.filter((kind) => kind !== moving);
  order.splice(Math.min(parsed.data.toIndex, order.length), 0, moving);
  const placed: UserKind[] = [];
  for (const [position, kind] of order.entries()) {
    if (kind.position === position) {
      placed.push(kind);
      continue;
    }
    const moved = { ...kind, position, updatedAt: input.now };
    if (!(await store.updateKind(moved, kind.version))) {
      throw workspaceErrors.changedElsewhere('Kind', await store.getKind(kind.id));
    }
    placed.push(moved);
  }
  return placed;
}

/** The Trash's words for a deleted kind's contents: 'With 2 things.' or ''. */
export function kindTrashContents(kind: UserKind, thingCount: number, valueCount: number): string {
  const goes: string[] = [];
  if (thingCount > 0)
    goes.push(`${thingCount} ${thingCount === 1 ? kind.name.toLowerCase() : kind.plural.toLowerCase()}`);
  if (valueCount > 0) goes.push(`${valueCount} field ${valueCount === 1 ? 'value' : 'values'}`);
  return goes.length === 0 ? '' : `With ${goes.join(' and ')}.`;
}

/**
 * A thing of a user's kind as a backup carries it (`kindThings`): its part's place and its fields. Its
 * fields are checked by the parts core's stored schema when it is written, as any part's are.
 */
export const backupKindThingSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Not a valid id'),
  kind: z.string().refine((kind) => userKindIdOf(kind) !== undefined, 'Not a kind of your own'),
  parentId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Not a valid id'),
  position: z.number().int().min(0),
  createdAt: z.string().min(1),
  updatedAt: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});
export type BackupKindThing = z.infer<typeof backupKindThingSchema>;
