import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../common/text/rich-text';
import { createHttpRepository } from '../../src/data/http-repository';
import { createInMemoryRepository } from '../../src/data/in-memory-repository';
import type { PartTextTarget, WorkspaceRepository } from '../../src/data/workspace-repository';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { newUserToken } from './api-test-helpers';

// The browser's two repositories over versions of a part's long text (decision 037) behave the same:
// the in-memory one (the core over memory) and the HTTP one against the real data API on each database.

const entry = { title: 'The Ember Oath', category: 'Oaths', era: 'First Age' };

/** One scenario, run over any repository: the answers it gives, to compare. */
async function scenario(repository: WorkspaceRepository) {
  const created = await repository.createPart('universes', 'u-emberreach', 'lore', {
    ...entry,
    contentDoc: richTextFromPlain('Sworn at dawn.'),
  });
  const target: PartTextTarget = {
    parent: 'universes',
    parentId: 'u-emberreach',
    segment: 'lore',
    partId: created.id,
    field: 'content',
  };
  const empty = await repository.listPartTextVersions(target);
  const changed = await repository.updatePart(
    'universes',
    'u-emberreach',
    'lore',
    created.id,
    { contentDoc: richTextFromPlain('Broken at dusk.') },
    created.version,
  );
  const [automatic] = await repository.listPartTextVersions(target);
  const kept = await repository.getPartTextVersion(target, automatic?.id ?? '');
  const named = await repository.savePartNamedVersion(target, ' After the fall ');
  /** What a refused call rejected with: its error's name, message and the conflict's current content. */
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => ({ name: 'answered', message: '', current: undefined as unknown }),
      (error: Error & { current?: { content?: unknown } }) => ({
        name: error.name,
        message: error.message,
        current: error.current?.content,
      }),
    );
  const refusedName = await refusal(repository.savePartNamedVersion(target, '  '));
  const stale = await refusal(
    repository.restorePartTextVersion(target, automatic?.id ?? '', changed.version - 1),
  );
  const restored = await repository.restorePartTextVersion(target, automatic?.id ?? '', changed.version);
  const after = await repository.listPartTextVersions(target);
  const unknownField = await refusal(repository.listPartTextVersions({ ...target, field: 'title' }));
  return {
    empty,
    kept: { name: kept.name, isNamed: kept.isNamed, plainText: kept.plainText, text: kept.text },
    named: { name: named.name, isNamed: named.isNamed, plainText: named.plainText },
    refusedName: { name: refusedName.name, message: refusedName.message },
    stale: { name: stale.name, current: stale.current },
    restored: { version: restored.version, content: restored.content, contentDoc: restored.contentDoc },
    after: after.map((version) => ({
      name: version.name,
      isNamed: version.isNamed,
      words: version.wordCount,
    })),
    unknownField: unknownField.name,
  };
}

describe.each(BACKENDS)(
  'versions of part texts: the HTTP repository on %s and the in-memory one',
  (backend) => {
    let server: TestServer;
    let http: WorkspaceRepository;

    beforeAll(async () => {
      server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
      const token = await newUserToken(server, 'part-versions-repository');
      http = createHttpRepository({ baseUrl: `${server.url}/api/v1`, getAccessToken: async () => token });
    });

    afterAll(async () => {
      await server?.close();
    });

    it('keeps, lists, names, refuses and restores alike', async () => {
      const overHttp = await scenario(http);
      const inMemory = await scenario(createInMemoryRepository({ latencyMs: 0 }));
      expect(overHttp).toEqual(inMemory);
      expect(overHttp).toMatchObject({
        empty: [],
        kept: { name: '', isNamed: false, plainText: 'Sworn at dawn.' },
        named: { name: 'After the fall', isNamed: true, plainText: 'Broken at dusk.' },
        refusedName: { name: 'ValidationError', message: 'Name the version' },
        stale: { name: 'ConflictError', current: 'Broken at dusk.' },
        restored: { content: 'Sworn at dawn.' },
        unknownField: 'NotFoundError',
      });
      // The text the restore replaced was kept already, by name: not kept twice.
      expect(overHttp.after.map((version) => version.name)).toEqual(['After the fall', '']);
    });
  },
);
