import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../api/backup-zip';
import { parseRichText } from '../text/rich-text';
import { kankaFixture } from './testing/kanka-fixture';
import {
  jpegHeader,
  pngHeader,
  worldAnvilFixture,
  worldAnvilMapAndSecret,
} from './testing/world-anvil-fixture';
import { richTextFromWorldAnvil } from './world-anvil-bbcode';
import { readWorldAnvil } from './world-anvil-import';
import { isWorldAnvilExport } from './world-anvil-layout';

// A World Anvil world export (issue 26, decision 081) read from the hand-written fixture
// (fixtures/world-anvil-brasswick/README.md) into an import's workspace.

const NOW = '2026-12-01T00:00:00.000Z';
const UNIVERSE = 'wa-universe-7c1e0d2a-5b9f-4a61-9d3e-0a1b2c3d4e5f';
const article = (n: number) => `a1000000-0000-4000-8000-00000000000${n}`;

type Row = Record<string, unknown>;
const rows = (workspace: Row, table: string) => (workspace[table] ?? []) as Row[];

describe('reading a World Anvil world export', () => {
  const reading = readWorldAnvil(worldAnvilFixture(), NOW);
  const { workspace } = reading;
  const universe = rows(workspace, 'universes')[0] as Row;

  it('knows a World Anvil export from a Kanka export, a backup or a vault', () => {
    expect(isWorldAnvilExport(worldAnvilFixture())).toBe(true);
    expect(isWorldAnvilExport(kankaFixture())).toBe(false);
    expect(isWorldAnvilExport({ 'fablehold-backup.json': strToU8('{"version": 3}') })).toBe(false);
    expect(isWorldAnvilExport({ 'Characters/Mira.md': strToU8('# Mira') })).toBe(false);
  });

  it('makes the world a universe, with a world for its places', () => {
    expect(universe).toMatchObject({
      id: UNIVERSE,
      name: 'Brasswick',
      description: 'A city of clockwork canals and quiet guilds.',
    });
    expect(rows(workspace, 'worlds')).toEqual([
      expect.objectContaining({ name: 'Brasswick', universeId: UNIVERSE }),
    ]);
    // Seven articles, the calendar, the timeline and its three entries.
    expect(reading.entityCount).toBe(12);
    expect(reading.problems).toEqual([]);
  });

  it('turns each article into the kind its template says', () => {
    expect(rows(workspace, 'characters')).toEqual([
      expect.objectContaining({
        id: `wa-character-${article(1)}`,
        name: 'Ada Fenwick',
        universeId: UNIVERSE,
        portraitUrl: '/api/v1/images/wa-image-img-ada-portrait',
        description:
          'Early life\n\nAda was born above the Tick Market and apprenticed to The Gearwrights.\n\nKeeps a brass key\nFears still water\n\nShe walks like a metronome.',
      }),
    ]);
    expect(rows(workspace, 'locations').map((row) => [row.name, row.type])).toEqual([
      ['Cogmarket', 'City'],
      ['The Low Canals', 'City'],
    ]);
    expect(rows(workspace, 'items')).toEqual([
      expect.objectContaining({
        name: 'The Winding Key',
        description: 'Opens every clock in The Low Canals and in Nowhere.',
        universeId: UNIVERSE,
      }),
    ]);
    expect((universe.factions as Row[]).map((row) => [row.name, row.imageUrl])).toEqual([
      ['The Gearwrights', '/api/v1/images/wa-image-img-gear-crest'],
    ]);
    expect((universe.races as Row[]).map((row) => [row.name, row.description])).toEqual([
      ['Stillfolk', 'Stillfolk\n\nThey do not age while the canals are frozen.'],
    ]);
    expect(universe.lore).toEqual([
      expect.objectContaining({
        title: 'The Stopped Hour',
        category: 'Document',
        content: 'Secret: the great clock was stopped on purpose.',
      }),
    ]);
  });

  it('keeps mentions of the articles it carries as mentions, and names the others', () => {
    const faction = (universe.factions as Row[])[0] as Row;
    expect(parseRichText(faction.descriptionDoc).ok).toBe(true);
    expect(JSON.stringify(faction.descriptionDoc)).toContain(
      `{"type":"mention","attrs":{"kind":"character","id":"wa-character-${article(1)}","label":"Ada Fenwick"}}`,
    );
    const item = rows(workspace, 'items')[0] as Row;
    expect(item.description).toContain('in Nowhere');
  });

  it('carries covers and portraits found in the .zip, their facts read from their bytes', () => {
    const images = rows(workspace, 'images');
    expect(images.map(({ data: _data, ...facts }) => facts)).toEqual([
      { id: 'wa-image-img-ada-portrait', type: 'image/png', width: 96, height: 48, size: 33, createdAt: NOW },
      { id: 'wa-image-img-gear-crest', type: 'image/jpeg', width: 128, height: 64, size: 40, createdAt: NOW },
    ]);
    expect(images[0]?.data).toBe(bytesToBase64(pngHeader(96, 48)));
    expect(images[1]?.data).toBe(bytesToBase64(jpegHeader(128, 64)));
  });

  it('keeps a private article that becomes a part of the universe for its owner and editors', () => {
    expect(workspace.visibility).toEqual([
      { entityKind: 'universes/lore', entityId: `wa-lore-${article(7)}`, level: 'editors', named: [] },
    ]);
  });

  it('names in its report everything it could not carry, by file', () => {
    expect(reading.notCarried).toEqual([
      '1 World Anvil entry of images (only those an article shows as its cover or portrait are carried) not carried; Fablehold has no place for them yet',
      'articles/ada-fenwick.json: [u], [section] are not kept; the text inside is',
      'articles/ada-fenwick.json: its field “motto” is not carried',
      'articles/the-low-canals.json: 1 picture in the text not carried',
      'calendars/brasswick-reckoning.json: not carried: 1 season: "Fog"',
      'calendars/brasswick-reckoning.json: carried differently: The moon "The Dial" has a cycle of 27.5 days; here cycles are whole days, so it is 28',
      'histories/the-clock-stops.json: “The Clock Stops” ends Year 1181: not carried; an event has one date here',
      'histories/the-clock-stops.json: “The Clock Stops” names “The Gearwrights”: only characters are carried on an event',
      'histories/the-first-winding.json: “The First Winding” has the significance “legendary”, not one read here; imported as moderate',
      'histories/the-first-winding.json: “The First Winding” is private in World Anvil; members of a shared universe see only its own parts, so it stays yours',
    ]);
  });

  it('makes the first calendar the universe’s: months, festival days, week, moon, era and today', () => {
    expect(workspace.calendars).toEqual([
      {
        id: 'wa-calendar-c1000000-0000-4000-8000-000000000001',
        ownerKind: 'universe',
        ownerId: UNIVERSE,
        calendar: expect.objectContaining({
          name: 'Brasswick Reckoning',
          months: [
            { name: 'Windup', length: 30, isIntercalary: false, yearOffset: 0 },
            { name: 'Tick', length: 30, isIntercalary: false, yearOffset: 0 },
            { name: 'Tock', length: 31, isIntercalary: false, yearOffset: 0 },
            { name: 'Oilday', length: 1, isIntercalary: true, yearOffset: 0 },
            { name: 'Rust', length: 30, isIntercalary: false, yearOffset: 0 },
          ],
          weekdays: ['Gearday', 'Springday', 'Pinday', 'Bellday'],
          eras: [{ name: 'AW', abbreviation: 'AW', count: 'continue' }],
          moons: [{ name: 'The Dial', cycleDays: 28, offsetDays: 3 }],
          today: { year: 1204, month: 2, day: 10 },
        }),
        createdAt: '2024-05-02T09:00:00.000Z',
        updatedAt: NOW,
      },
    ]);
  });

  it('makes timelines the universe’s timelines and history entries their events, dated in its calendar', () => {
    const timelines = rows(workspace, 'timelines');
    expect(timelines.map((row) => [row.id, row.name, row.entityType, row.entityId])).toEqual([
      ['wa-timeline-t1000000-0000-4000-8000-000000000001', 'Canal Ages', 'universe', UNIVERSE],
      // The entry on no timeline gets one named after the world.
      [`wa-timeline-history-${UNIVERSE}`, 'Brasswick history', 'universe', UNIVERSE],
    ]);
    expect(timelines[0]?.description).toBe('How the canals were dug, flooded and stilled.');
    const events = rows(workspace, 'events');
    expect(
      events.map((row) => [row.title, row.timelineId, row.date, row.importance, row.type, row.characters]),
    ).toEqual([
      ['The Clock Stops', timelines[0]?.id, '12 Tock 1180 AW', 'critical', 'major', ['Ada Fenwick']],
      ['The First Winding', timelines[1]?.id, 'In the first winding', 'moderate', 'minor', []],
      // Held inline by its timeline, as the API gives entries at a high granularity.
      ['The Low Canals flood', timelines[0]?.id, '5 Windup 1190 AW', 'moderate', 'minor', []],
    ]);
    expect(events[0]).toMatchObject({
      id: 'wa-event-h1000000-0000-4000-8000-000000000001',
      description: 'Ada Fenwick hears the great clock fall silent.',
      placeId: `wa-location-${article(6)}`,
    });
    expect(events[2]).toMatchObject({
      placeId: `wa-location-${article(2)}`,
      description: 'Water over the Cogmarket steps.',
    });
  });

  it('writes a date it cannot place in the calendar as World Anvil shows it, or as its numbers', () => {
    const entries = worldAnvilFixture();
    delete entries['calendars/brasswick-reckoning.json'];
    const entry = (id: string, extra: Row) =>
      strToU8(JSON.stringify({ id, title: `Entry ${id}`, entityClass: 'History', ...extra }));
    entries['histories/a.json'] = entry('ha', { year: 5, month: 2, day: 3 });
    entries['histories/b.json'] = entry('hb', {});
    entries['histories/c.json'] = entry('hc', { year: -40, timelines: ['nowhere'] });
    const read = readWorldAnvil(entries, NOW);
    expect(read.workspace.calendars).toBeUndefined();
    const dates = rows(read.workspace, 'events').map((row) => [row.title, row.date]);
    expect(dates).toEqual(
      expect.arrayContaining([
        ['Entry ha', 'Year 5, month 2, day 3'],
        ['Entry hb', 'Undated'],
        ['Entry hc', 'Year -40'],
        ['The Clock Stops', 'The Silent Spring'],
      ]),
    );
    expect(read.notCarried).toContain('histories/b.json: “Entry hb” has no date; imported as “Undated”');
  });

  it('keeps one calendar, names the others and one it cannot read, and stops on an entry with no id', () => {
    const entries = worldAnvilFixture();
    const calendar = (id: string, title: string, extra: Row) =>
      strToU8(JSON.stringify({ id, title, entityClass: 'Calendar', ...extra }));
    entries['calendars/c-more.json'] = calendar('c2', 'Second Count', {
      months: [{ title: 'One', length: 10 }],
      weekdays: ['Day'],
    });
    entries['calendars/a-bad.json'] = calendar('c3', 'Broken', {
      months: [{ title: 'Long', length: 5000 }],
      weekdays: ['Day'],
    });
    const read = readWorldAnvil(entries, NOW);
    expect(rows(read.workspace, 'calendars').map((row) => row.id)).toEqual([
      'wa-calendar-c1000000-0000-4000-8000-000000000001',
    ]);
    expect(read.notCarried).toEqual(
      expect.arrayContaining([
        'calendars/a-bad.json: “Broken” not carried: The month "Long" has no length from 1 to 1000',
        'calendars/c-more.json: the universe already has the calendar “Brasswick Reckoning”; “Second Count” not carried',
      ]),
    );
    entries['histories/no-id.json'] = strToU8('{"title": "Nobody", "entityClass": "History"}');
    expect(readWorldAnvil(entries, NOW).problems).toEqual(['histories/no-id.json has no id']);
  });

  it('names a picture missing from the .zip or not a picture, and each file it cannot read', () => {
    const entries = worldAnvilFixture();
    delete entries['images/ada-portrait.png'];
    entries['images/gear-crest.jpg'] = strToU8('GIF89a not a stored type');
    entries['articles/broken.json'] = strToU8('{"title": "Half');
    entries['articles/untitled.json'] = strToU8('{"id": "x1", "title": " ", "entityClass": "Person"}');
    entries['articles/no-id.json'] = strToU8('{"title": "Nobody", "entityClass": "Person"}');
    const read = readWorldAnvil(entries, NOW);
    expect(read.problems).toEqual([
      'articles/broken.json is not readable JSON',
      'articles/no-id.json has no id',
      'articles/untitled.json has no title',
    ]);
    expect(read.notCarried).toEqual(
      expect.arrayContaining([
        'articles/ada-fenwick.json: the picture “ada-portrait.png” is not in the .zip',
        'articles/the-gearwrights.json: images/gear-crest.jpg is not a WebP, PNG or JPEG picture this can read; not carried',
      ]),
    );
    expect(read.workspace.images).toBeUndefined();
  });
});

describe("World Anvil's markup as rich text", () => {
  const none = () => undefined;
  const doc = (bbcode: string) => richTextFromWorldAnvil(bbcode, none).text.doc.content;

  it('reads marks, headings, safe links only, line breaks and paragraphs', () => {
    expect(
      doc(
        '[h1|top]Title[/h1][h4]Small[/h4]A [b]bold[/b], [i]slanted[/i] & [s]struck[/s] <tag>\nnext [url:https://x.org/a]x[/url] [url=javascript:alert(1)]bad[/url] [url]https://y.org[/url]\n\nSecond',
      ),
    ).toEqual([
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Small' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'A ' },
          { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
          { type: 'text', text: ', ' },
          { type: 'text', text: 'slanted', marks: [{ type: 'italic' }] },
          { type: 'text', text: ' & ' },
          { type: 'text', text: 'struck', marks: [{ type: 'strike' }] },
          { type: 'text', text: ' <tag>' },
          { type: 'hardBreak' },
          { type: 'text', text: 'next ' },
          { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://x.org/a' } }] },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'bad' },
          { type: 'text', text: ' ' },
          {
            type: 'text',
            text: 'https://y.org',
            marks: [{ type: 'link', attrs: { href: 'https://y.org' } }],
          },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'Second' }] },
    ]);
  });

  it('reads lists of both spellings and quotes', () => {
    expect(doc('[ol][li]one[/li][li]two[/li][/ol][list][*]a[*]b[/list][quote|Ada]Wind it.[/quote]')).toEqual([
      {
        type: 'orderedList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }] },
        ],
      },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] },
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'b' }] }] },
        ],
      },
      {
        type: 'blockquote',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Wind it.' }] }],
      },
    ]);
  });

  it('turns a mention into a mention, names the tags it drops and counts the pictures', () => {
    const read = richTextFromWorldAnvil(
      '[center]See @[Ada|Fenwick](person:abc-1) and [word:12][/center] [img:55] [img]https://x.org/p.png[/img][tooltip:hint]tip[/tooltip]',
      (id) => (id === 'abc-1' ? { kind: 'character', id: 'c-1', name: 'Ada Fenwick' } : undefined),
    );
    expect(read.text.doc.content).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'See ' },
          { type: 'mention', attrs: { kind: 'character', id: 'c-1', label: 'Ada/Fenwick' } },
          { type: 'text', text: ' and tip' },
        ],
      },
    ]);
    expect(read.droppedTags).toEqual(['center', 'word', 'tooltip']);
    expect(read.images).toBe(2);
  });

  it('always gives a document the rich-text checks take, whatever the markup', () => {
    for (const bbcode of [
      '',
      '[/b][/ul][li]',
      '[ul][ul][li][b]deep',
      '[h1][h2]x[/h1]',
      '@[](x:1) @[A](b:) [url:]x[/url]',
      '\n\n\n',
      '[quote][list][*][/list]',
      '<script>alert(1)</script>',
    ]) {
      expect(parseRichText(richTextFromWorldAnvil(bbcode, none).text).ok, bbcode).toBe(true);
    }
  });
});

describe('World Anvil maps and secrets (decision 102; the fields are guesses, listed there)', () => {
  const entries = { ...worldAnvilFixture(), ...worldAnvilMapAndSecret(pngHeader(800, 600)) };
  const reading = readWorldAnvil(entries, NOW);
  const { workspace } = reading;
  const visibility = rows(workspace, 'visibility');

  it('makes a map of the universe with its picture and its markers as pins, linked to carried articles', () => {
    const [map] = rows(workspace, 'maps');
    expect(map).toMatchObject({
      id: 'wa-map-map-1',
      name: 'Brasswick',
      description: 'The city at the fourth bell.',
      ownerType: 'universe',
      ownerId: UNIVERSE,
      image: { id: 'wa-image-img-city-map', width: 800, height: 600 },
    });
    expect(
      ((map?.pins ?? []) as Row[]).map((pin) => [
        pin.name,
        pin.x,
        pin.y,
        pin.layer,
        pin.color,
        pin.linkKind,
        pin.linkId,
      ]),
    ).toEqual([
      ['Market square', 300, 120, 'Streets', '#336699', 'location', `wa-location-${article(6)}`],
      ['The hidden lock', 40, 50, 'Smugglers', '#c08a2e', '', ''],
      ['Ada’s door', 10, 20, '', '#c08a2e', 'character', `wa-character-${article(1)}`],
    ]);
    expect(rows(workspace, 'images').map((image) => image.id)).toContain('wa-image-img-city-map');
    expect(reading.notCarried).toContain(
      'maps/brasswick.json: 1 marker with no place on its picture not carried: “Off the edge”',
    );
  });

  it('keeps from members what World Anvil keeps from readers: a private layer, a private marker, a secret', () => {
    expect(visibility).toEqual(
      expect.arrayContaining([
        { entityKind: 'layer:Smugglers', entityId: 'wa-map-map-1', level: 'editors', named: [] },
        { entityKind: 'maps/pins', entityId: 'wa-pin-mk-4', level: 'editors', named: [] },
        { entityKind: 'universes/lore', entityId: 'wa-secret-secret-1', level: 'editors', named: [] },
      ]),
    );
    expect(visibility.some((row) => row.entityKind === 'layer:Streets')).toBe(false);
    const universe = rows(workspace, 'universes')[0] as Row;
    expect((universe.lore as Row[]).find((entry) => entry.id === 'wa-secret-secret-1')).toMatchObject({
      title: 'What the key opens',
      category: 'Secret',
      content: 'The key winds the stopped clock.',
    });
    expect(reading.notCarried).toContain(
      'secrets/the-key.json: carried as a lore entry only you and your editors see',
    );
    expect(reading.notCarried.some((line) => line.includes('maps not carried'))).toBe(false);
    expect(reading.problems).toEqual([]);
  });
});
