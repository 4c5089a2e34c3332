import { describe, expect, it } from 'vitest';
import { importTables } from '../../../../common/api/import';
import { workspaceSchema } from '../../../../common/domain/workspace';
import { sampleWorkspace } from '../../../../common/sample/workspace';
import { buildReferenceData } from '../../../data/reference-tables';
import { exportJson } from './export-formats';
import { importRequest } from './import-form';
import { exportWorkspaceJson, parseImportJson } from './import-parse-json';

describe('the JSON export and import', () => {
  it('round-trips every stored record whole: parts, covers and lists included', () => {
    const text = exportWorkspaceJson(sampleWorkspace, importTables);
    const parsed = parseImportJson(text);
    expect(parsed.problems).toEqual([]);
    for (const table of importTables) expect(parsed.tables[table]).toEqual(sampleWorkspace[table]);
    const novel = parsed.tables.novels?.[0] as { chapters: unknown[]; coverUrl: string };
    expect(novel.chapters.length).toBeGreaterThan(0);
  });

  it('carries a backup’s text versions through to the import request (decision 037)', () => {
    const versions = [
      { id: 'v-1', kind: 'universes/lore', partId: 'l-1', field: 'content', plainText: 'Old.' },
    ];
    const text = exportWorkspaceJson({ ...sampleWorkspace, textVersions: versions }, ['universes']);
    expect(Object.keys(JSON.parse(text))).toEqual([
      'about',
      'universes',
      'calendars',
      'profile',
      'textVersions',
    ]);
    const parsed = parseImportJson(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.textVersions).toEqual(versions);
    const request = importRequest(parsed, { replaceExisting: true, skipDuplicates: false }, false);
    expect(request.workspace.textVersions).toEqual(versions);
  });

  it('writes only the chosen tables, and reads a file of some tables as just those', () => {
    const text = exportWorkspaceJson(sampleWorkspace, ['universes', 'items']);
    // With the workspace's own things and the head saying which tables it holds (decision 050).
    expect(Object.keys(JSON.parse(text))).toEqual(['about', 'universes', 'items', 'calendars', 'profile']);
    expect(JSON.parse(text).about.tables).toEqual(['universes', 'items']);
    expect(Object.keys(parseImportJson(text).tables)).toEqual(['universes', 'items']);
  });

  it("reads GET /api/v1/workspace's answer, profile included, and an import request's workspace", () => {
    const parsed = parseImportJson(JSON.stringify(sampleWorkspace));
    expect(parsed.problems).toEqual([]);
    expect(parsed.profile).toEqual(sampleWorkspace.profile);
    const wrapped = parseImportJson(JSON.stringify({ workspace: { novels: sampleWorkspace.novels } }));
    expect(wrapped.tables.novels).toEqual(sampleWorkspace.novels);
  });

  it('completes the References rows of an older JSON export into records the server accepts', () => {
    const tables = buildReferenceData(sampleWorkspace).tables;
    const parsed = parseImportJson(exportJson(tables));
    expect(parsed.problems).toEqual([]);
    const shape = workspaceSchema.omit({ profile: true, maps: true });
    const result = shape.safeParse(parsed.tables);
    expect(result.success).toBe(true);
    const item = parsed.tables.items?.find((row) => row.name === 'Page 4,112');
    expect(item?.campaigns).toEqual(
      sampleWorkspace.items.find((entry) => entry.name === 'Page 4,112')?.campaigns,
    );
    expect(parsed.tables.universes?.[0]).not.toHaveProperty('worldCount');
  });

  it('names what is wrong: bad JSON with its line, unknown tables, rows that are not records', () => {
    const broken = parseImportJson('{\n  "novels": [\n    { "id": "a", }\n  ]\n}');
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0]?.message).toMatch(/^The file is not valid JSON \(line 3\)/);
    expect(broken.problems[0]?.line).toBe(3);

    expect(parseImportJson('[1, 2]').problems[0]?.message).toContain('one JSON object keyed by table name');
    const wrong = parseImportJson(JSON.stringify({ novel: [], worlds: {}, universes: [{ id: 'u' }, 'x'] }));
    expect(wrong.problems).toEqual([
      { table: 'novel', row: null, line: null, message: expect.stringContaining('Unknown table "novel"') },
      { table: 'worlds', row: null, line: null, message: '"worlds" must be a list of records' },
      { table: 'universes', row: 2, line: null, message: 'A record must be an object' },
    ]);
  });
});
