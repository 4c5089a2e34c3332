import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_VERSION, type RichText } from '../../common/text/rich-text';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// A novel's manuscript as Markdown and as a Word document: every chapter in order, with its title
// and its text.

type Chapter = { id: string; title: string };

const text = (...paragraphs: string[]): RichText => ({
  version: RICH_TEXT_VERSION,
  doc: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'A scene' }] },
      ...paragraphs.map((paragraph) => ({
        type: 'paragraph',
        content: [
          { type: 'text', text: paragraph },
          { type: 'text', text: ' Truly.', marks: [{ type: 'italic' as const }] },
        ],
      })),
      { type: 'horizontalRule' },
      {
        type: 'orderedList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ash' }] }] },
        ],
      },
    ],
  },
});

describe.each(BACKENDS)('manuscript export on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let chapters: Chapter[];

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'manuscript');
    chapters = (await api<Chapter[]>(server, 'GET', '/novels/n-ashen-crown/chapters', { token })).body;
    const [first, second] = chapters;
    await api(server, 'PUT', `/novels/n-ashen-crown/chapters/${first?.id}/text`, {
      token,
      body: { text: text('The forge was cold.'), version: 0 },
    });
    await api(server, 'PUT', `/novels/n-ashen-crown/chapters/${second?.id}/text`, {
      token,
      body: { text: text('Mira climbed *the* stairs.'), version: 0 },
    });
  });
  afterAll(() => server.close());

  const download = (path: string) =>
    fetch(`${server.url}/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });

  it('downloads Markdown with the title, every chapter in order and its text', async () => {
    const answer = await download('/novels/n-ashen-crown/manuscript.md');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toContain('filename="the-ashen-crown.md"');
    const markdown = await answer.text();
    expect(markdown.startsWith('# The Ashen Crown\n\n')).toBe(true);
    const titles = chapters.map((chapter) => markdown.indexOf(`## ${chapter.title}\n`));
    expect(titles.every((at) => at > 0)).toBe(true);
    expect(titles).toEqual([...titles].sort((a, b) => a - b));
    expect(markdown).toContain('### A scene\n\nThe forge was cold. *Truly.*\n\n* * *\n\n1. ash');
    expect(markdown).toContain('Mira climbed \\*the\\* stairs.');
  });

  it('downloads a Word document holding the chapters in order', async () => {
    const answer = await download('/novels/n-ashen-crown/manuscript.docx');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const xml = strFromU8(files['word/document.xml'] as Uint8Array);
    const body = xml.replace(/<[^>]+>/g, ' ');
    expect(body).toContain('The Ashen Crown');
    const at = chapters.map((chapter) => body.indexOf(chapter.title));
    expect(at.every((index) => index > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(body).toContain('The forge was cold.');
    expect(body).toContain('Mira climbed *the* stairs.');
    expect(xml).toContain('<w:i/>');
  });

  it('answers 404 for a novel that is not the caller’s', async () => {
    const other = await newUserToken(server, 'manuscript-other');
    const answer = await fetch(`${server.url}/api/v1/novels/nope/manuscript.md`, {
      headers: { Authorization: `Bearer ${other}` },
    });
    expect(answer.status).toBe(404);
  });
});
