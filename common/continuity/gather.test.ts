import { describe, expect, it } from 'vitest';
import { presetCalendar } from '../api/calendars';
import type { Workspace } from '../domain/workspace';
import { sampleWorkspace } from '../sample/workspace';
import type { RichTextNode } from '../text/rich-text';
import { checkContinuity } from './continuity-index';
import { gatherContinuityInput } from './gather';

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
