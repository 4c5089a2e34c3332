import { z } from 'zod';
import { safeIdSchema } from './limits';
import type { PartParent } from './parts';

// Sharing a universe, novel or campaign with members (issue 28, decision 057): the shapes that cross the
// API and the backup file. The rules of who sees what are in common/workspace/access.ts.

/** What can be shared: the owner's record, and everything inside it. */
export const containerKinds = ['universe', 'novel', 'campaign'] as const;
export type ContainerKind = (typeof containerKinds)[number];
/** Where a container's parts hang: a campaign's sessions are `campaigns/sessions`. */
export const containerPartParent: Record<ContainerKind, PartParent> = {
  universe: 'universes',
  novel: 'novels',
  campaign: 'campaigns',
};

export const containerKindSchema = z.enum(containerKinds, {
  error: 'Only a universe, a novel or a campaign can be shared',
});

/** The roles a member is given; the owner is the owner of the rows and never a member row. */
export const memberRoles = ['editor', 'player', 'reader'] as const;
export type MemberRole = (typeof memberRoles)[number];
export const memberRoleSchema = z.enum(memberRoles, { error: 'A role is editor, player or reader' });

/** Who may see a thing: every member, editors only (GM only), or editors and the named members. */
export const visibilityLevels = ['members', 'editors', 'named'] as const;
export type VisibilityLevel = (typeof visibilityLevels)[number];
export const visibilityLevelSchema = z.enum(visibilityLevels, {
  error: 'Visibility is members, editors or named',
});

export type Visibility = { level: VisibilityLevel; named: readonly string[] };

const stamp = z.iso.datetime({ offset: true });

/**
 * `POST /{parent}/:id/{segment}/:partId/texts/:field/secrets/:index` (decision 072): reveal one secret
 * block of a long text, or set who reads it (`named`, member ids; none: editors only). `version` is the
 * part's, as read (or `If-Match`).
 */
export const secretChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('reveal'), version: z.number().int().positive().optional() }),
    z.strictObject({
      action: z.literal('readers'),
      named: z.array(safeIdSchema).max(500, 'A secret names at most 500 members'),
      version: z.number().int().positive().optional(),
    }),
  ],
  { error: 'action is reveal or readers' },
);
export type SecretChangeInput = z.input<typeof secretChangeSchema>;

/** `POST /api/v1/sharing/:kind/:id/invitations`. */
export const newInvitationSchema = z.strictObject({
  role: memberRoleSchema,
  isReusable: z.boolean().default(false),
  /** How long the link works, in days (1 to 90; 7 when not given). */
  expiresInDays: z
    .number()
    .int()
    .min(1, 'A link works for 1 to 90 days')
    .max(90, 'A link works for 1 to 90 days')
    .default(7),
});

export type NewInvitation = z.input<typeof newInvitationSchema>;

/** `POST /api/v1/sharing/:kind/:id/invitations/email`: a single-use link mailed to one address (decision 083). */
export const emailInvitationSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .max(320, 'Enter an email address of at most 320 characters')
    .pipe(z.email({ error: 'Enter an email address such as ana@example.com' })),
  role: memberRoleSchema,
});
export type EmailInvitation = z.input<typeof emailInvitationSchema>;

/** What making a link answers: the link's facts, its token (shown once) and the app's path for it. */
export type CreatedInvitation = InvitationSummary & { token: string; path: string };

/** A shared container as a member sees it (`GET /api/v1/shared/:ownerId/:kind/:id`). */
export type SharedView = {
  kind: ContainerKind;
  id: string;
  role: 'owner' | MemberRole;
  name: string;
  record: Record<string, unknown>;
  parts: { id: string; kind: string; position: number; name: string; data: Record<string, unknown> }[];
  counts: Record<string, number>;
  /**
   * The owner's kinds of their own the caller sees a thing of, in the owner's order (decision 095): the
   * names a shared page gives those things' lists.
   */
  kinds: { kind: string; name: string; plural: string; icon: string }[];
  /** What the caller may write of it (decision 083): kinds to add, ids to change and delete. */
  writes: { canAdd: string[]; canChange: { id: string; version: number }[]; canDelete: string[] };
};

/** `POST /api/v1/invitations/accept`. */
export const acceptInvitationSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid'),
});

/**
 * `PATCH /api/v1/sharing/:kind/:id/members/:memberId`: a member's role, and the campaign's character
 * they play (null: none; decision 083).
 */
export const memberUpdateSchema = z
  .strictObject({ role: memberRoleSchema.optional(), plays: safeIdSchema.nullable().optional() })
  .refine((input) => input.role !== undefined || input.plays !== undefined, {
    error: 'Give the member’s role or the character they play',
  });

/**
 * `PATCH /api/v1/shared/:ownerId/:kind/:id/members/:memberId`: an editor sets the character a player of
 * the campaign plays (null: none); the role stays the owner's to change (decision 091).
 */
export const memberPlaysSchema = z.strictObject({ plays: safeIdSchema.nullable() });

/** `PUT /api/v1/sharing/:kind/:id/visibility`: one record's or part's visibility. */
export const visibilityInputSchema = z.strictObject({
  entityKind: z.string().min(1).max(60),
  entityId: safeIdSchema,
  level: visibilityLevelSchema,
  named: z.array(safeIdSchema).max(500).default([]),
});

export type VisibilityInput = z.input<typeof visibilityInputSchema>;

/** `PUT /api/v1/sharing/:kind/:id/defaults`: who sees the container's new and unset parts of one kind. */
export const visibilityDefaultInputSchema = visibilityInputSchema.omit({ entityId: true });
export type VisibilityDefaultInput = z.input<typeof visibilityDefaultInputSchema>;

/** A part kind's visibility in one container when a part has none of its own, and whether the owner chose it. */
export type VisibilityDefault = {
  entityKind: string;
  level: VisibilityLevel;
  named: string[];
  isChosen: boolean;
};

/** `GET /api/v1/sharing/:kind/:id/visibility`: what the owner set on parts, and each kind's default. */
export type ContainerVisibility = { visibility: BackupVisibility[]; defaults: VisibilityDefault[] };

/** A member as the owner's member list shows them. */
export type MemberSummary = {
  memberId: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
  /** The id of the campaign's character they play, or null (decision 083). */
  plays: string | null;
};

/** An invitation as its owner sees it (the token only once, when it is made). */
export type InvitationSummary = {
  id: string;
  role: MemberRole;
  isReusable: boolean;
  expiresAt: string;
  revokedAt: string | null;
  uses: number;
  createdAt: string;
};

/** A container shared with the caller ("Shared with you"). */
export type SharedContainer = {
  ownerId: string;
  kind: ContainerKind;
  id: string;
  name: string;
  role: MemberRole;
};

// The backup's rows (decision 050): members and links travel with the owner's workspace. A link's
// token hash stays out of the file: an imported link is kept as a record and no longer opens.

export const backupMemberSchema = z.strictObject({
  containerKind: containerKindSchema,
  containerId: safeIdSchema,
  memberId: safeIdSchema,
  role: memberRoleSchema,
  invitationId: safeIdSchema.nullable(),
  createdAt: stamp,
  /** The campaign's character they play (decision 083); absent from files made before it. */
  plays: safeIdSchema.optional(),
});

export const backupInvitationSchema = z.strictObject({
  id: safeIdSchema,
  containerKind: containerKindSchema,
  containerId: safeIdSchema,
  role: memberRoleSchema,
  isReusable: z.boolean(),
  expiresAt: stamp,
  revokedAt: stamp.nullable(),
  uses: z.number().int().min(0),
  createdAt: stamp,
});

export const backupVisibilitySchema = z.strictObject({
  entityKind: z.string().min(1).max(60),
  entityId: safeIdSchema,
  level: visibilityLevelSchema,
  named: z.array(safeIdSchema).max(500),
});

/** Who made a part of the owner's, when it was a member (decision 083): a part without a row is the owner's. */
export const backupPartAuthorSchema = z.strictObject({ partId: safeIdSchema, createdBy: safeIdSchema });

export type BackupMember = z.infer<typeof backupMemberSchema>;
export type BackupPartAuthor = z.infer<typeof backupPartAuthorSchema>;
export type BackupInvitation = z.infer<typeof backupInvitationSchema>;
export type BackupVisibility = z.infer<typeof backupVisibilitySchema>;
