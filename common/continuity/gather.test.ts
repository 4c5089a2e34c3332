import { describe, expect, it } from 'vitest';
import { presetCalendar } from '../api/calendars';
import type { Workspace } from '../domain/workspace';
import { sampleWorkspace } from '../sample/workspace';
import type { RichTextNode } from '../text/rich-text';
import { mentionsOf } from '../workspace/mentions';
import { checkContinuity } from './continuity-index';
import { gatherContinuityInput, mentionsOfDoc } from './gather';

const text = (value: string): RichTextNode => ({ type: 'text', text: value });
const mention = (kind: string, id: string, label: string): RichTextNode => ({
  type: 'mention',
  attrs: { kind, id, label },
});
const paragraph = (...content: RichTextNode[]): RichTextNode => ({ type: 'paragraph', content });
const chapterText = (chapterId: string, ...content: RichTextNode[]) => ({
  novelId: 'n-ashen-crown',
  chapterId,
  text: { version: 1 as const, doc: { type: 'doc' as const, content } },
});

/** The sample, with Varric killed in chapter 4 and named alive in chapter 5, a week later. */
function storyWithALateMention(): Workspace {
  const workspace = structuredClone(sampleWorkspace);
  const novel = workspace.novels.find((one) => one.id === 'n-ashen-crown');
  const varric = workspace.characters.find((one) => one.id === 'ch-varric');
  if (novel === undefined || varric === undefined) throw new Error('The sample changed');
  varric.born = '2 Seedmonth 270 EA';
  varric.died = '3 Ashmonth 320 EA';
  novel.chapters = novel.chapters.map((chapter, index) => ({
    ...chapter,
    worldDate: `${index + 1} Ashmonth 320 EA`,
  }));
  const ch5 = novel.chapters[4];
  if (ch5 !== undefined) ch5.worldDate = '10 Ashmonth 320 EA';
  workspace.chapterTexts = [
    chapterText(
      'n-ashen-crown-ch-3',
      paragraph(text('Mira watched '), mention('character', 'ch-varric', 'Varric'), text(' fall.')),
    ),
    chapterText(
      'n-ashen-crown-ch-5',
      paragraph(
        text('[Memory] '),
        mention('novels/characters', 'n-ashen-crown-c-2', 'Varric'),
        text(' had laughed once.'),
      ),
      paragraph(
        text('At dawn '),
        mention('novels/characters', 'n-ashen-crown-c-2', 'Varric'),
        text(' walked into the forge.'),
      ),
    ),
  ];
  return workspace;
}

describe('gathering a novel from the workspace', () => {
  it('tells the author that a character killed in one chapter walks again a week later, with the sentence', () => {
    const calendars = [
      { ownerKind: 'universe', ownerId: 'u-emberreach', calendar: presetCalendar('emberreach') },
    ];
    const input = gatherContinuityInput(
      { workspace: storyWithALateMention(), calendars },
      { kind: 'novel', id: 'n-ashen-crown' },
    );
    const findings = checkContinuity(input);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      check: 'acts-after-death',
      explanation:
        'Lord Varric Hale died on 3 Ashmonth 320 EA, but chapter “What the Ash Remembers”, set on 10 Ashmonth 320 EA, names them 7 days later, not as a memory, flashback or ghost.',
      involved: [
        {
          kind: 'chapter',
          id: 'n-ashen-crown-ch-5',
          parentId: 'n-ashen-crown',
          position: 1,
          snippet: 'At dawn Varric walked into the forge.',
        },
        { kind: 'character', id: 'ch-varric', name: 'Lord Varric Hale' },
      ],
    });
  });

  it('reads every date in the scope’s calendar, and reads none without one', () => {
    const workspace = storyWithALateMention();
    const noCalendar = gatherContinuityInput(
      { workspace, calendars: [] },
      { kind: 'novel', id: 'n-ashen-crown' },
    );
    expect(checkContinuity(noCalendar)).toEqual([]);
    const own = [{ ownerKind: 'novel', ownerId: 'n-ashen-crown', calendar: presetCalendar('emberreach') }];
    const withOwn = gatherContinuityInput(
      { workspace, calendars: own },
      { kind: 'novel', id: 'n-ashen-crown' },
    );
    expect(withOwn.passages.find((passage) => passage.ref.id === 'n-ashen-crown-ch-5')?.date.day).toEqual(
      expect.any(Number),
    );
  });
});

/**
 * The Cinder Road's timeline with places (decision 074): three planted pairs of events that put one
 * person at two places on one day — by an event's place against another's, against a settlement, against
 * a session's mention — and near misses: the same place twice, an event without a place, a place of
 * another universe, a flashback.
 */
function cinderRoadWithPlaces(): Workspace {
  const workspace = structuredClone(sampleWorkspace);
  const campaign = workspace.campaigns.find((one) => one.id === 'c-cinder-road');
  if (campaign === undefined) throw new Error('The sample changed');
  const day = (n: number) => `Year 322 of the Ember Age, Thawmonth ${n}`;
  const set = (id: string, fields: Partial<Workspace['events'][number]>) => {
    const event = workspace.events.find((one) => one.id === `t-cinder-road-ev-${id}`);
    if (event === undefined) throw new Error('The sample changed');
    Object.assign(event, fields);
  };
  // Planted: Captain Rusk at Kharn Deep and at the Sunken Forge on Thawmonth 5.
  set('3', { date: day(5), placeId: 'loc-kharn-deep' });
  set('4', { date: day(5), placeId: 'loc-old-forge' });
  // Planted: Brannoc at a settlement and at a campaign location on Thawmonth 6.
  set('5', { date: day(6), placeId: 'w-greyspire-s-1' });
  set('6', { date: day(6), placeId: 'c-cinder-road-l-2', characters: ['Brannoc Vale'] });
  // Planted: Warden Elsbeth at Stairfoot (an event's place) while a session names her at Mossgate.
  set('7', { date: day(12), placeId: 'c-cinder-road-l-1' });
  const session = campaign.sessions[2];
  if (session === undefined) throw new Error('The sample changed');
  session.worldDate = day(12);
  session.summaryDoc = {
    version: 1,
    doc: {
      type: 'doc',
      content: [
        paragraph(
          mention('campaigns/characters', 'c-cinder-road-ch-5', 'Warden Elsbeth'),
          text(' held the gate at '),
          mention('campaigns/locations', 'c-cinder-road-l-2', 'Mossgate'),
          text('.'),
        ),
      ],
    },
  };
  // Near misses: one place twice; no place; another universe's place; a flashback.
  set('1', { date: day(2), placeId: 'loc-kharn-deep' });
  set('8', { date: day(2), placeId: 'loc-kharn-deep' });
  set('2', { date: day(2), characters: ['Brannoc Vale'] });
  workspace.events.push(
    {
      ...(workspace.events.find((one) => one.id === 't-cinder-road-ev-1') as Workspace['events'][number]),
      id: 'ev-elsewhere',
      title: 'A letter from the isles',
      placeId: 'loc-highmoor',
    },
    {
      ...(workspace.events.find((one) => one.id === 't-cinder-road-ev-1') as Workspace['events'][number]),
      id: 'ev-flashback',
      title: 'Flashback: the old oath',
      placeId: 'loc-old-forge',
    },
  );
  return workspace;
}

describe('an event’s place (decision 074)', () => {
  const calendars = [
    { ownerKind: 'universe', ownerId: 'u-emberreach', calendar: presetCalendar('emberreach') },
  ];

  it('places the people of an event at its place, and finds each planted pair, none of the near misses', () => {
    const input = gatherContinuityInput(
      { workspace: cinderRoadWithPlaces(), calendars },
      { kind: 'campaign', id: 'c-cinder-road' },
    );
    expect(input.passages.find((passage) => passage.ref.id === 't-cinder-road-ev-3')?.places).toEqual([
      'loc-kharn-deep',
    ]);
    // Another universe's place is no place of this scope.
    expect(input.passages.find((passage) => passage.ref.id === 'ev-elsewhere')?.places).toEqual([]);
    const findings = checkContinuity(input).filter((finding) => finding.check === 'two-places-at-once');
    expect(
      findings
        .map(
          (finding) =>
            `${finding.involved[2]?.name}: ${finding.involved[0]?.id} + ${finding.involved[1]?.id}`,
        )
        .sort(),
    ).toEqual([
      'Brannoc Vale: t-cinder-road-ev-5 + t-cinder-road-ev-6',
      'Captain Rusk: t-cinder-road-ev-3 + t-cinder-road-ev-4',
      'Warden Elsbeth: c-cinder-road-s-3 + t-cinder-road-ev-7',
    ]);
    expect(findings.find((finding) => finding.involved[2]?.name === 'Captain Rusk')?.explanation).toBe(
      'On Year 322 of the Ember Age, Thawmonth 5, event “Ambush on the stair” places Captain Rusk at Kharn Deep, and event “Rusk escapes” at The Sunken Forge.',
    );
  });

  it('gives no finding for events without places, as before', () => {
    const workspace = cinderRoadWithPlaces();
    for (const event of workspace.events) delete event.placeId;
    const input = gatherContinuityInput({ workspace, calendars }, { kind: 'campaign', id: 'c-cinder-road' });
    expect(checkContinuity(input).filter((finding) => finding.check === 'two-places-at-once')).toEqual([]);
  });
});

describe('mentions read in one walk (decision 074)', () => {
  it('gives each mention the position and words `mentionsOf` gives, and the marker of its paragraph', () => {
    const long = 'word '.repeat(40);
    const doc = {
      type: 'doc' as const,
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('A memory of the war')] },
        paragraph(
          text(`${long}before `),
          mention('character', 'ch-varric', 'Varric'),
          text(` after ${long}`),
        ),
        { type: 'heading', attrs: { level: 2 }, content: [text('Now')] },
        paragraph(
          text('  Flashback: '),
          mention('character', 'ch-mira', 'Mira'),
          { type: 'hardBreak' },
          mention('nothing-known', 'x', 'X'),
          mention('location', 'loc-kharn-deep', 'Kharn Deep'),
        ),
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [paragraph(text('At '), mention('location', 'loc-old-forge', 'the forge'), text('.'))],
            },
          ],
        },
        paragraph(mention('character', 'ch-varric', 'Varric'), text(' again.')),
      ],
    };
    const resolve = {
      person: (kind: string, id: string) => (kind === 'character' ? id : undefined),
      place: (kind: string, id: string) => (kind === 'location' ? id : undefined),
    };
    const walked = mentionsOfDoc(doc, resolve);
    const plain = mentionsOf(doc);
    expect(walked.map((mention) => [mention.targetId, mention.position, mention.snippet])).toEqual(
      plain.map((mention) => [mention.target.id, mention.position, mention.snippet]),
    );
    expect(walked.map((mention) => mention.marker)).toEqual(['memory', 'flashback', 'flashback', null, null]);
    expect(JSON.parse(JSON.stringify(walked[0]))).toEqual({
      targetId: 'ch-varric',
      target: 'person',
      position: 0,
      snippet: plain[0]?.snippet,
      marker: 'memory',
    });
  });
});
