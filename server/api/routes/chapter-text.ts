import type { Hono } from 'hono';
import { z } from 'zod';
import { secretChangeSchema } from '../../../common/api/sharing';
import { manuscriptFileName, manuscriptMarkdown } from '../../../common/text/manuscript';
import type { RichTextDoc } from '../../../common/text/rich-text';
import { changeChapterSecret } from '../../../common/workspace/operations/change-chapter-secret';
import { secretChangeAction } from '../../../common/workspace/operations/change-secret';
import {
  CHAPTER_TEXT_MAX_CHARS,
  readChapterText,
  saveChapterText,
} from '../../../common/workspace/operations/chapter-text';
import {
  deleteTextVersion,
  listTextVersions,
  readTextVersion,
  restoreTextVersion,
  saveNamedVersion,
} from '../../../common/workspace/operations/text-versions';
import { localDaySchema } from '../../../common/workspace/writing-goal';
import { createChapterTextStore } from '../../db/chapter-text-store';
import { type ApiEnv, isoNow, type RouteDeps } from '../context';
import { attachment, manuscriptDocx, readManuscript } from '../manuscript';
import { readBody, readId, readIfMatch } from '../validate';
import { readSecretIndex } from './parts';
import { authorDay } from './writing-goal';

/** The largest body a chapter's text may come in: the document's limit, with room for its JSON. */
export const MAX_CHAPTER_TEXT_BYTES = CHAPTER_TEXT_MAX_CHARS * 2;

/** `/api/v1/novels/:id/chapters/:chapterId/text` (whose body may be that large). */
export const chapterTextPath = /^\/api\/v1\/novels\/[^/]+\/chapters\/[^/]+\/text\/?$/;

const saveSchema = z.object({
  text: z.unknown(),
  version: z.number({ error: 'version must be a number' }).int().min(0).optional(),
  day: localDaySchema.optional(),
});

/**
 * A chapter's text (decision 021): `GET` answers `{ chapterId, novelId, version, text, wordCount,
 * updatedAt }` (version 0 and no text before it is written in); `PUT { text, version }` (or If-Match)
 * saves it, counting its words into the chapter, the novel and the author's `day` (decision 022). A stale version answers 409 with the
 * stored text in `error.current`; none answers 428.
 */
export function registerChapterText(routes: Hono<ApiEnv>, deps: RouteDeps): void {
  const path = '/:id/chapters/:chapterId/text';

  routes.get(path, async (c) => {
    const store = createChapterTextStore(c.var.store);
    return c.json(await readChapterText(store, readId(c), readId(c, 'chapterId')));
  });

  routes.put(path, async (c) => {
    const { text, version, day } = await readBody(c, saveSchema);
    const saved = await saveChapterText(createChapterTextStore(c.var.store), {
      novelId: readId(c),
      chapterId: readId(c, 'chapterId'),
      text,
      version: readIfMatch(c) ?? version,
      now: isoNow(deps),
      day: authorDay(day, deps),
    });
    // A writer not (yet) writing together while others are: their text reaches the shared one.
    if (saved.text !== null) {
      await deps.sharedTexts?.replaced(
        { ownerId: c.var.caller.userId, novelId: saved.novelId, chapterId: saved.chapterId },
        saved.text.doc,
        'save',
      );
    }
    return c.json(saved, 200, { ETag: `"${saved.version}"` });
  });

  // A secret block of the text revealed, or its readers set (decision 104): `POST .../text/secrets/:index`
  // with `{ action, version, day? }`, as for a part's long text (decision 072).
  routes.post(`${path}/secrets/:index`, async (c) => {
    const index = readSecretIndex(c);
    const { change, version, day } = await readBody(c, chapterSecretSchema).then(splitSecretBody);
    const store = createChapterTextStore(c.var.store.withAction(secretChangeAction(change)));
    const saved = await changeChapterSecret(store, {
      novelId: readId(c),
      chapterId: readId(c, 'chapterId'),
      index,
      change,
      version: readIfMatch(c) ?? version,
      now: isoNow(deps),
      day: authorDay(day, deps),
    });
    await giveWayToWriters(deps, c.var.caller.userId, saved);
    return c.json(saved, 200, { ETag: `"${saved.version}"` });
  });
}

/** A secret change of a chapter's text: the part's body (`secretChangeSchema`) and the author's day. */
export const chapterSecretSchema = z.intersection(
  secretChangeSchema,
  z.object({ day: localDaySchema.optional() }),
);

export function splitSecretBody({ day, version, ...change }: z.infer<typeof chapterSecretSchema>) {
  return { change, version, day };
}

/**
 * The changed text written into the chapter's shared text as one edit, as a restore is (decision 073):
 * those writing together see it at once, and their state cannot write the secret back.
 */
export async function giveWayToWriters(
  deps: RouteDeps,
  ownerId: string,
  saved: { novelId: string; chapterId: string; text: { doc: RichTextDoc } | null },
): Promise<void> {
  if (saved.text === null) return;
  await deps.sharedTexts?.replaced(
    { ownerId, novelId: saved.novelId, chapterId: saved.chapterId },
    saved.text.doc,
    'restore',
  );
}

const nameSchema = z.object({ name: z.string({ error: 'name must be text' }) });

const restoreSchema = z.object({
  version: z.number({ error: 'version must be a number' }).int().min(0).optional(),
  day: localDaySchema.optional(),
});

/**
 * Versions of a chapter's text (decision 037), under `/:id/chapters/:chapterId/versions`: `GET` lists
 * them newest first without texts; `GET /:versionId` reads one with its text; `POST { name }` keeps the
 * stored text as a named version (201); `POST /:versionId/restore { version }` (or If-Match) saves its
 * text as the chapter's new text, keeping the replaced one first (409 when stale, 428 with no version);
 * `DELETE /:versionId` deletes one, named or automatic (204). Another user's are 404, as unknown ones.
 */
export function registerTextVersions(routes: Hono<ApiEnv>, deps: RouteDeps): void {
  const path = '/:id/chapters/:chapterId/versions';
  const ids = (c: Parameters<typeof readId>[0]) => ({
    novelId: readId(c),
    chapterId: readId(c, 'chapterId'),
  });

  routes.get(path, async (c) => {
    const { novelId, chapterId } = ids(c);
    return c.json(await listTextVersions(createChapterTextStore(c.var.store), novelId, chapterId));
  });

  routes.post(path, async (c) => {
    const { name } = await readBody(c, nameSchema);
    const kept = await saveNamedVersion(createChapterTextStore(c.var.store), {
      ...ids(c),
      name,
      now: isoNow(deps),
    });
    return c.json(kept, 201);
  });

  routes.get(`${path}/:versionId`, async (c) => {
    const { novelId, chapterId } = ids(c);
    const store = createChapterTextStore(c.var.store);
    return c.json(await readTextVersion(store, novelId, chapterId, readId(c, 'versionId')));
  });

  routes.post(`${path}/:versionId/restore`, async (c) => {
    const { version, day } = await readBody(c, restoreSchema);
    const saved = await restoreTextVersion(createChapterTextStore(c.var.store), {
      ...ids(c),
      versionId: readId(c, 'versionId'),
      version: readIfMatch(c) ?? version,
      now: isoNow(deps),
      day: authorDay(day, deps),
    });
    // Those writing the chapter together get the restored text as theirs, rather than storing theirs
    // over it at their next save (decision 086).
    if (saved.text !== null) {
      await deps.sharedTexts?.replaced(
        { ownerId: c.var.caller.userId, novelId: saved.novelId, chapterId: saved.chapterId },
        saved.text.doc,
        'restore',
      );
    }
    return c.json(saved, 200, { ETag: `"${saved.version}"` });
  });

  routes.delete(`${path}/:versionId`, async (c) => {
    const { novelId, chapterId } = ids(c);
    await deleteTextVersion(createChapterTextStore(c.var.store), novelId, chapterId, readId(c, 'versionId'));
    return c.body(null, 204);
  });
}

/**
 * A novel's manuscript, every chapter in order with its title and text: `GET /:id/manuscript` (JSON),
 * `GET /:id/manuscript.md`
 * (Markdown) and `GET /:id/manuscript.docx` (Word), downloaded under the novel's title.
 */
export function registerManuscript(routes: Hono<ApiEnv>): void {
  // For reading in the app: `{ novelId, title, wordCount, chapters: [{ id, title, wordCount, text }] }`.
  routes.get('/:id/manuscript', async (c) => c.json(await readManuscript(c.var.store, readId(c))));

  routes.get('/:id/manuscript.md', async (c) => {
    const manuscript = await readManuscript(c.var.store, readId(c));
    return c.body(manuscriptMarkdown(manuscript), 200, {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Content-Disposition': attachment(manuscriptFileName(manuscript.title, 'md')),
    });
  });

  routes.get('/:id/manuscript.docx', async (c) => {
    const manuscript = await readManuscript(c.var.store, readId(c));
    const bytes = await manuscriptDocx(manuscript);
    return c.body(bytes as unknown as ArrayBuffer, 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Content-Disposition': attachment(manuscriptFileName(manuscript.title, 'docx')),
    });
  });
}
