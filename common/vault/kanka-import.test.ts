import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseRichText } from '../text/rich-text';
import { richTextFromKankaHtml } from './kanka-html';
import { readKanka } from './kanka-import';
import { isKankaExport } from './kanka-layout';
import { kankaFixture } from './testing/kanka-fixture';

// Kanka's campaign export (issue 26 item 5, decision 066) read from the hand-written fixture
// (fixtures/kanka-ashen-coast/README.md) into an import's workspace.

const NOW = '2026-11-28T01:00:00.000Z';

type Row = Record<string, unknown>;
const rows = (workspace: Row, table: string) => (workspace[table] ?? []) as Row[];
const byName = (list: Row[], name: string) => list.find((row) => row.name === name || row.title === name);

describe('reading a Kanka campaign export', () => {
  const reading = readKanka(kankaFixture(), NOW);
  const { workspace } = reading;
  const universe = rows(workspace, 'universes')[0] as Row;

  it('knows a Kanka export from a backup or a vault, also inside a folder', () => {
    expect(isKankaExport(kankaFixture())).toBe(true);
    expect(isKankaExport(kankaFixture('ashen-coast/'))).toBe(true);
    expect(isKankaExport({ 'fablehold-backup.json': strToU8('{}') })).toBe(false);
    expect(isKankaExport({ 'Characters/Mira.md': strToU8('# Mira') })).toBe(false);
    expect(readKanka(kankaFixture('ashen-coast/'), NOW).workspace).toEqual(workspace);
    // A character named 'Campaign' is not taken for the campaign's file.
    const named = { ...kankaFixture(), 'characters/campaign.json': strToU8('{"id": 9, "name": "Campaign"}') };
    expect(rows(readKanka(named, NOW).workspace, 'characters').map((row) => row.name)).toContain('Campaign');
  });

  it('makes the campaign a universe with a campaign and a world for its places', () => {
    expect(universe).toMatchObject({
      id: 'kanka-universe-7301',
      name: 'The Ashen Coast',
      description: 'A salt-bitten coast where the lighthouse keepers rule & the sea remembers.',
    });
    expect(rows(workspace, 'campaigns')).toEqual([
      expect.objectContaining({ title: 'The Ashen Coast', universeId: 'kanka-universe-7301' }),
    ]);
    expect(rows(workspace, 'worlds')).toEqual([
      expect.objectContaining({ id: 'kanka-world-7301', universeId: 'kanka-universe-7301' }),
    ]);
    expect(reading.entityCount).toBe(16);
  });

  it('turns characters, locations and items into records, with plain descriptions and names for mentions', () => {
    const characters = rows(workspace, 'characters');
    expect(characters.map((row) => row.name).sort()).toEqual([
      'Mira Quell',
      'The Drowned Abbot',
      'Tobin Quell',
    ]);
    expect(byName(characters, 'Mira Quell')).toMatchObject({
      id: 'kanka-characters-51001',
      role: 'Protagonist',
      universeId: 'kanka-universe-7301',
      campaignId: 'kanka-campaign-7301',
      description:
        'Keeper of the Ninth Lamp, sister of Tobin.\n\nHates the tide bells\nOwes the Guild a debt',
    });
    // A role Fablehold does not offer gets its neutral one, and the report says so.
    expect(byName(characters, 'Tobin Quell')?.role).toBe('Ally');
    // A script in an entry is never text.
    expect(byName(characters, 'The Drowned Abbot')?.description).toBe(
      'The real villain. Players must not know.',
    );
    expect(rows(workspace, 'locations')).toEqual([
      expect.objectContaining({ name: 'Saltmarch', type: 'City', worldId: 'kanka-world-7301' }),
      expect.objectContaining({ name: 'The Sunken Abbey', type: 'City' }),
    ]);
    expect(byName(rows(workspace, 'items'), 'The Ninth Lamp')).toMatchObject({
      type: 'Artifact',
      location: 'Saltmarch',
      campaigns: ['kanka-campaign-7301'],
    });
  });

  it('keeps organisations as factions and notes and journals as lore, their entries as rich text with mentions', () => {
    const faction = (universe.factions as Row[]).find((row) => row.id === 'kanka-organisations-54001') as Row;
    expect(faction).toMatchObject({ id: 'kanka-organisations-54001', name: "Lamplighters' Guild" });
    expect(parseRichText(faction.descriptionDoc).ok).toBe(true);
    expect(faction.descriptionDoc).toEqual({
      version: 1,
      doc: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Founded after the ' },
              { type: 'text', text: 'Long Dark', marks: [{ type: 'bold' }] },
              { type: 'text', text: '. Led from ' },
              {
                type: 'mention',
                attrs: { kind: 'location', id: 'kanka-locations-52001', label: 'Saltmarch' },
              },
              { type: 'text', text: '.' },
            ],
          },
          {
            type: 'orderedList',
            content: [
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Keep the lamps' }] }],
              },
              {
                type: 'listItem',
                content: [
                  {
                    type: 'paragraph',
                    content: [
                      { type: 'text', text: 'Keep the ' },
                      { type: 'text', text: 'secret', marks: [{ type: 'italic' }] },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    const lore = universe.lore as Row[];
    expect(lore.map((entry) => [entry.title, entry.category, entry.era])).toEqual([
      ['Session 1: The Green Flame', 'Session', '3rd of Saltmonth'],
      ['Tides and Bells', 'Lore', ''],
    ]);
    expect(JSON.stringify(byName(lore, 'Tides and Bells')?.contentDoc)).toContain(
      '{"type":"mention","attrs":{"kind":"character","id":"kanka-characters-51003","label":"The Drowned Abbot"}}',
    );
    expect(JSON.stringify(byName(lore, 'Tides and Bells')?.contentDoc)).toContain('"type":"blockquote"');
  });

  it('keeps a family as a faction of the universe and events on the campaign’s timeline', () => {
    expect((universe.factions as Row[]).find((row) => row.id === 'kanka-families-57001')).toMatchObject({
      name: 'House Quell',
      description: 'Keepers for six generations.',
    });
    expect(rows(workspace, 'timelines')).toEqual([
      expect.objectContaining({
        id: 'kanka-timeline-7301',
        name: 'The Ashen Coast',
        entityType: 'campaign',
        entityId: 'kanka-campaign-7301',
      }),
    ]);
    expect(rows(workspace, 'events')).toEqual([
      expect.objectContaining({
        id: 'kanka-events-59001',
        timelineId: 'kanka-timeline-7301',
        title: 'The Long Dark',
        date: 'Year 212',
        description: 'Forty nights without a lamp.',
        tags: ['Disaster'],
      }),
    ]);
  });

  it('carries relations once per mirrored pair, with both labels, to factions too', () => {
    const between = rows(workspace, 'relations').filter(
      (row) => !String(row.id).startsWith('kanka-quest-element-'),
    );
    expect(between).toEqual([
      {
        id: 'kanka-relation-9901',
        from: { kind: 'character', id: 'kanka-characters-51001' },
        to: { kind: 'character', id: 'kanka-characters-51002' },
        type: 'custom',
        customLabel: 'Sister',
        customInverse: 'Brother',
        attitude: 60,
        note: '',
      },
      expect.objectContaining({
        from: { kind: 'character', id: 'kanka-characters-51001' },
        to: { kind: 'universes/factions', id: 'kanka-organisations-54001' },
        customLabel: 'Member',
        customInverse: '',
      }),
      expect.objectContaining({
        from: { kind: 'character', id: 'kanka-characters-51001' },
        to: { kind: 'universes/factions', id: 'kanka-families-57001' },
        customLabel: 'Descendant',
      }),
      expect.objectContaining({
        from: { kind: 'location', id: 'kanka-locations-52002' },
        to: { kind: 'character', id: 'kanka-characters-51003' },
        customLabel: 'Haunted by',
        attitude: -80,
      }),
    ]);
  });

  it('keeps races as the universe’s races and quests as the campaign’s, their entries as rich text', () => {
    expect(universe.races).toEqual([
      {
        id: 'kanka-races-58001',
        name: 'Sea-touched',
        description: 'Gills behind the ears.',
        descriptionDoc: expect.objectContaining({ doc: expect.objectContaining({ type: 'doc' }) }),
        origin: '',
        lifespan: '',
        traits: [],
      },
    ]);
    const campaign = rows(workspace, 'campaigns')[0] as Row;
    const quests = campaign.quests as Row[];
    expect(quests.map((quest) => [quest.title, quest.status, quest.xp])).toEqual([
      ['Raise the Drowned Bell', 'completed', 0],
      ['Light the Ninth Lamp', 'in-progress', 0],
    ]);
    const lamp = byName(quests, 'Light the Ninth Lamp') as Row;
    expect(lamp.description).toBe('Carry the Ninth Lamp to the abbey before the tide turns. Ask Mira first.');
    expect(JSON.stringify(lamp.descriptionDoc)).toContain(
      '{"type":"mention","attrs":{"kind":"character","id":"kanka-characters-51001","label":"Mira"}}',
    );
    expect(parseRichText(lamp.descriptionDoc).ok).toBe(true);
  });

  it('makes a quest’s elements relations from the quest, the role as their label, the description as their note', () => {
    const elements = rows(workspace, 'relations').filter((row) =>
      String(row.id).startsWith('kanka-quest-element-'),
    );
    const quest = { kind: 'campaigns/quests', id: 'kanka-quests-61001' };
    expect(elements).toEqual([
      {
        id: 'kanka-quest-element-301',
        from: quest,
        to: { kind: 'item', id: 'kanka-items-53001' },
        type: 'custom',
        customLabel: 'Goal',
        customInverse: '',
        attitude: null,
        note: 'Lit, at the abbey.',
      },
      // A mention in the description is the entity's name in the note.
      expect.objectContaining({
        id: 'kanka-quest-element-302',
        to: { kind: 'character', id: 'kanka-characters-51001' },
        customLabel: 'Guide',
        note: 'Knows the way past Saltmarch.',
      }),
      expect.objectContaining({
        id: 'kanka-quest-element-303',
        to: { kind: 'location', id: 'kanka-locations-52002' },
        customLabel: 'Destination',
        note: '',
      }),
    ]);
    // The GM-only element (the hidden foe) is not carried: a relation is seen wherever both ends are.
    expect(JSON.stringify(elements)).not.toContain('Hidden foe');
  });

  it('shortens a quest element’s long role and names it, and reads an element that is no object as nothing', () => {
    const entries = kankaFixture();
    const quest = JSON.parse(new TextDecoder().decode(entries['quests/the-ninth-lamp.json']));
    quest.elements = [
      'not an element',
      { id: 401, entity_id: 880041, role: 'R'.repeat(150), description: '', visibility_id: 1 },
      { id: 402, entity_id: 880201, role: 'Itself', visibility_id: 1 },
    ];
    entries['quests/the-ninth-lamp.json'] = strToU8(JSON.stringify(quest));
    const read = readKanka(entries, NOW);
    const elements = rows(read.workspace, 'relations').filter((row) =>
      String(row.id).startsWith('kanka-quest-element-'),
    );
    expect(elements.map((row) => [row.id, (row.customLabel as string).length])).toEqual([
      ['kanka-quest-element-401', 100],
    ]);
    expect(read.notCarried.filter((line) => line.includes('quest element'))).toEqual([
      `quests/the-ninth-lamp.json: quest element “The Ninth Lamp” (${'R'.repeat(150)}) has its role shortened to 100 characters`,
      'quests/the-ninth-lamp.json: quest element “Light the Ninth Lamp” (Itself) is the quest itself; not carried',
    ]);
  });

  it('makes the Kanka calendar the universe’s calendar: months, leap year, week, moon, era and today', () => {
    expect(workspace.calendars).toEqual([
      {
        id: 'kanka-calendars-62001',
        ownerKind: 'universe',
        ownerId: 'kanka-universe-7301',
        calendar: expect.objectContaining({
          name: 'Coast Reckoning',
          months: [
            { name: 'Frostfall', length: 30, isIntercalary: false, yearOffset: 0 },
            { name: 'Saltmoot', length: 30, isIntercalary: false, yearOffset: 0 },
            { name: 'Brightwater', length: 31, isIntercalary: false, yearOffset: 0 },
            { name: 'Lampnight', length: 1, isIntercalary: true, yearOffset: 0 },
            { name: 'Greytide', length: 30, isIntercalary: false, yearOffset: 0 },
          ],
          weekdays: ['Moonday', 'Tideday', 'Lampday', 'Restday', 'Bellday'],
          firstWeekday: 2,
          leapDays: [{ month: 'Saltmoot', rule: '4', days: 1, yearOffset: 2 }],
          hasYearZero: true,
          eras: [{ name: 'AL', abbreviation: 'AL', count: 'continue' }],
          moons: [{ name: 'Pale Eye', cycleDays: 30, offsetDays: 3 }],
          format: 'D MMMM Y ERA',
          today: { year: 1122, month: 3, day: 15 },
        }),
        createdAt: '2025-03-02T19:00:00.000000Z',
        updatedAt: '2026-10-01T12:00:00.000000Z',
      },
    ]);
  });

  it('writes a mention of the calendar as its name, a calendar being nothing a text mentions here', () => {
    const entries = kankaFixture();
    const note = { id: 55009, name: 'Reckoning', entry: '<p>Dates follow [calendar:880301].</p>' };
    entries['notes/reckoning.json'] = strToU8(JSON.stringify(note));
    const lore = (rows(readKanka(entries, NOW).workspace, 'universes')[0] as Row).lore as Row[];
    const entry = byName(lore, 'Reckoning') as Row;
    expect(entry.content).toBe('Dates follow Coast Reckoning.');
    expect(JSON.stringify(entry.contentDoc)).not.toContain('mention');
  });

  it('keeps one calendar for the universe and names the others and any it cannot read', () => {
    const entries = kankaFixture();
    const second = { id: 62002, name: 'Moon Count', months: '[]', weekdays: '["Day"]' };
    entries['calendars/moon-count.json'] = strToU8(JSON.stringify(second));
    entries['calendars/zz-later.json'] = strToU8(JSON.stringify({ ...second, id: 62003, name: 'Later' }));
    const read = readKanka(entries, NOW);
    expect(rows(read.workspace, 'calendars').map((row) => row.id)).toEqual(['kanka-calendars-62001']);
    expect(read.notCarried.filter((line) => /moon-count|zz-later/.test(line))).toEqual([
      'calendars/moon-count.json: the universe already has the calendar “Coast Reckoning”; “Moon Count” not carried',
      'calendars/zz-later.json: the universe already has the calendar “Coast Reckoning”; “Later” not carried',
    ]);
    const alone = {
      'campaign.json': strToU8('{"id": 1, "name": "C"}'),
      'calendars/moon-count.json': entries['calendars/moon-count.json'] as Uint8Array,
    };
    expect(readKanka(alone, NOW).notCarried).toEqual([
      'calendars/moon-count.json: “Moon Count” not carried: The calendar has no months',
    ]);
  });

  it('keeps a private organisation, note or journal for the owner and editors of the shared universe', () => {
    expect(workspace.visibility).toEqual([
      { entityKind: 'universes/lore', entityId: 'kanka-notes-55001', level: 'editors', named: [] },
      { entityKind: 'campaigns/quests', entityId: 'kanka-quests-61002', level: 'editors', named: [] },
    ]);
  });

  it('names in its report everything it could not carry, by file', () => {
    expect(reading.problems).toEqual([]);
    expect(reading.notCarried).toEqual([
      'calendars/coast-reckoning.json: its entry is not carried; a calendar has no text',
      'calendars/coast-reckoning.json: not carried: 1 named year: "1122 Year of the Green Flame"',
      'calendars/coast-reckoning.json: not carried: 1 season: "Storm Season"',
      'calendars/coast-reckoning.json: carried differently: The moon "Pale Eye" has a cycle of 29.5 days; here cycles are whole days, so it is 30',
      'characters/mira-quell.json: title “Lamp Keeper”, age “34”, sex “Female”, pronouns “she/her”: no field on a character',
      'characters/the-drowned-abbot.json: private in Kanka; members of a shared universe see only its own parts, so “The Drowned Abbot” stays yours',
      'characters/the-drowned-abbot.json: dead: no field on a character',
      'characters/tobin-quell.json: role “Rogue” is not one of Protagonist, Antagonist, Ally, Mentor, Player, Villain; imported as Ally',
      'characters/tobin-quell.json: age “29”, sex “Male”: no field on a character',
      'characters/tobin-quell.json: 1 post not carried',
      'families/house-quell.json: its seat “Saltmarch” is not carried',
      'items/tide-bell.json: type “Trinket” is not one of Artifact, Quest Item, Weapon; imported as Artifact',
      'locations/the-sunken-abbey.json: its place inside “Saltmarch” is not carried',
      'locations/the-sunken-abbey.json: type “Abbey” is not one of City, Wilderness, Dungeon, Ruins; imported as City',
      'quests/the-drowned-bell.json: its place inside “Light the Ninth Lamp”: no field on a quest',
      'quests/the-ninth-lamp.json: type “Main”, date “12 Frostfall”, instigator “Tobin Quell”: no field on a quest',
      'quests/the-ninth-lamp.json: quest element “The Drowned Abbot” (Hidden foe) is not visible to everyone in Kanka; not carried',
      'quests/the-ninth-lamp.json: quest element “The turning tide” (Deadline) names no entity; not carried',
      'quests/the-ninth-lamp.json: quest element “entity 880003” (Rival) leads to an entity this import does not carry',
    ]);
  });

  it('names each file it cannot read, and stops there', () => {
    const entries = kankaFixture();
    entries['characters/broken.json'] = strToU8('{"id": 3, "name": "Half');
    entries['items/nameless.json'] = strToU8('{"id": 4, "name": ""}');
    entries['notes/list.json'] = strToU8('[1, 2]');
    expect(readKanka(entries, NOW).problems).toEqual([
      'characters/broken.json is not readable JSON',
      'items/nameless.json has no name',
      'notes/list.json is not a Kanka entity: it holds no JSON object',
    ]);
  });
});

describe("Kanka's entry HTML as rich text", () => {
  const none = () => undefined;
  it('reads entities, breaks, safe links only, and unknown mentions as their label', () => {
    expect(
      richTextFromKankaHtml(
        '<p>A &lt;b&gt; &amp; &#233;<br/>next <a href="javascript:alert(1)">bad</a> <a href="https://kanka.io">good</a> [item:99|the Bell] [item:98]</p>',
        none,
      ).doc.content,
    ).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'A <b> & é' },
          { type: 'hardBreak' },
          { type: 'text', text: 'next ' },
          { type: 'text', text: 'bad' },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'good', marks: [{ type: 'link', attrs: { href: 'https://kanka.io' } }] },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'the Bell' },
          { type: 'text', text: ' ' },
          { type: 'text', text: '[item:98]' },
        ],
      },
    ]);
  });

  it('always gives a document the rich-text checks take, whatever the HTML', () => {
    for (const html of [
      '',
      '<li>loose</li>',
      '<ul>text<li>a</ul></li><h5>deep</h5>',
      '<p><p></div>x<hr>',
      '<table><tr><td>a</td><td>b</td></tr></table>',
    ]) {
      const text = richTextFromKankaHtml(html, none);
      expect(parseRichText(text), html).toEqual({ ok: true, value: text });
    }
  });
});
