import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpRepository } from '../../src/data/http-repository';
import { createInMemoryRepository } from '../../src/data/in-memory-repository';
import type { WorkspaceRepository } from '../../src/data/workspace-repository';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { newUserToken } from './api-test-helpers';

// The browser's two repositories over field templates (decision 063) behave the same: the in-memory one
// and the HTTP one against the real data API on each database. "Save as template" on a faction, then
// "New from template": a new faction made and the template applied to it.

/** One scenario, run over any repository: the answers it gives, to compare. */
async function scenario(repository: WorkspaceRepository) {
  const kind = 'universes/factions' as const;
  const first = await repository.createPart('universes', 'u-emberreach', 'factions', {
    name: 'Ash Guild',
    description: 'Smiths.',
  });
  const field = await repository.createField({
    kind,
    scopeId: 'u-emberreach',
    label: 'Motto',
    type: 'short-text',
  });
  await repository.saveThingFields(kind, first.id, { [field.id]: 'Burn bright' });
  const refused = await repository
    .createFieldTemplate({ kind, scopeId: 'u-emberreach', name: '  ', values: {} })
    .then(
      () => 'answered',
      (error: Error) => `${error.name}: ${error.message}`,
    );
  const template = await repository.createFieldTemplate({
    kind,
    scopeId: 'u-emberreach',
    name: 'Guild',
    values: { [field.id]: 'Burn bright' },
  });
  const listed = await repository.listFieldTemplates(kind, 'u-emberreach');
  const made = await repository.createPart('universes', 'u-emberreach', 'factions', {
    name: 'Salt Guild',
    description: 'Sailors.',
  });
  await repository.applyFieldTemplate(template.id, { kind, id: made.id });
  const read = await repository.getThingFields(kind, made.id);
  return {
    refused,
    listed: listed.map((each) => each.name),
    values: Object.values(read?.values ?? {}),
  };
}

describe.each(BACKENDS)('field templates: the HTTP repository on %s and the in-memory one', (backend) => {
  let server: TestServer;
  let http: WorkspaceRepository;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    const token = await newUserToken(server, 'field-templates-repository');
    http = createHttpRepository({ baseUrl: `${server.url}/api/v1`, getAccessToken: async () => token });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('saves, lists and applies a template alike', async () => {
    const overHttp = await scenario(http);
    const inMemory = await scenario(createInMemoryRepository({ latencyMs: 0 }));
    expect(overHttp).toEqual(inMemory);
    expect(overHttp).toEqual({
      refused: 'ValidationError: A template’s name is required',
      listed: ['Guild'],
      values: ['Burn bright'],
    });
  });
});
