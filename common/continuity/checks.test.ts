import { describe, expect, it } from 'vitest';
import { checkContinuity, createContinuityIndex } from './continuity-index';
import { type CheckName, fingerprintOf } from './finding';
import { chapter, input, named, on, person, relation, unread, where, who } from './testing/build';

const of = (check: CheckName, findings: ReturnType<typeof checkContinuity>) =>
  findings.filter((finding) => finding.check === check);

// Each check: a corpus of planted contradictions (all found) and near misses (none flagged).
describe('acts after death', () => {
  const people = [person('aldric', { born: on(0), died: on(100) }), person('mira', { born: on(0) })];
  const planted = [
    chapter('ch-13', on(107), [who('aldric')]),
    chapter('ch-20', on(101), [who('mira'), who('aldric', null, 1)]),
    {
      ...chapter('s-4', on(500), [who('aldric', null, 3)]),
      ref: { kind: 'session' as const, id: 's-4', name: 'Session 4' },
    },
  ];
  const nearMisses = [
    chapter('same-day', on(100), [who('aldric')]),
    chapter('before', on(99), [who('aldric')]),
    chapter('memory', on(200), [who('aldric', 'memory')]),
    chapter('flashback-chapter', on(200), [who('aldric')], { marker: 'flashback' }),
    chapter('ghost', on(300), [who('aldric', 'ghost')]),
    chapter('undated', unread('the day after'), [who('aldric')]),
    chapter('alive', on(900), [who('mira')]),
  ];

  it('finds every planted one, with the passage, the mention and the dead person', () => {
    const findings = of(
      'acts-after-death',
      checkContinuity(input({ people, passages: [...planted, ...nearMisses] })),
    );
    expect(findings.map((finding) => finding.involved[0]?.id).sort()).toEqual(['ch-13', 'ch-20', 's-4']);
    const ch20 = findings.find((finding) => finding.involved[0]?.id === 'ch-20');
    expect(ch20?.involved[0]).toMatchObject({ kind: 'chapter', position: 1, snippet: '… aldric …' });
    expect(ch20?.involved[1]).toMatchObject({ kind: 'character', id: 'aldric' });
    expect(ch20?.explanation).toBe(
      'aldric died on day 100, but chapter “ch-20”, set on day 101, names them 1 day later, not as a memory, flashback or ghost.',
    );
  });
});

describe('impossible ages and kinship', () => {
  const people = [
    person('father', { born: on(1000), died: on(5000) }),
    person('early', { born: on(900) }),
    person('twin', { born: on(1000) }),
    person('late', { born: on(5400) }),
    person('posthumous', { born: on(5200) }),
    person('fine', { born: on(3000) }),
    person('undated'),
  ];
  const planted = [
    relation('r-early', 'father', 'early'),
    relation('r-twin', 'father', 'twin'),
    relation('r-late', 'father', 'late'),
    relation('r-ally', 'fine', 'father', 'ally', on(2000)),
  ];
  const nearMisses = [
    relation('r-posthumous', 'father', 'posthumous'),
    relation('r-fine', 'father', 'fine'),
    relation('r-undated', 'father', 'undated'),
    relation('r-ally-later', 'fine', 'father', 'ally', on(3000)),
    relation('r-sibling', 'early', 'father', 'sibling'),
  ];

  it('finds a child born before a parent, long after their death, and a tie older than one side', () => {
    const findings = of(
      'impossible-kinship',
      checkContinuity(input({ people, relations: [...planted, ...nearMisses] })),
    );
    expect(findings.map((finding) => finding.id).sort()).toEqual([
      'impossible-kinship:relation/r-ally+character/fine+character/father:starts-before-birth-of-fine',
      'impossible-kinship:relation/r-early+character/father+character/early:born-before-parent',
      'impossible-kinship:relation/r-late+character/father+character/late:born-after-parent-death',
      'impossible-kinship:relation/r-twin+character/father+character/twin:born-before-parent',
    ]);
  });

  it('takes the tolerance the author sets', () => {
    const settings = { birthAfterParentDeathDays: 100 };
    const findings = of(
      'impossible-kinship',
      checkContinuity(
        input({ people, relations: [relation('r-posthumous', 'father', 'posthumous')], settings }),
      ),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]?.explanation).toContain('200 days after their parent father died');
  });
});

describe('one person in two places', () => {
  const people = [person('mira'), person('tomas')];
  const places = ['harbour', 'citadel', 'forest'].map((id) => ({ kind: 'location', id, name: id }));
  const planted = [
    chapter('a', on(10), [who('mira'), where('harbour')]),
    chapter('b', on(10), [who('mira'), where('citadel')]),
    chapter('c', on(20), [who('tomas'), where('forest')]),
    {
      ...chapter('e', on(20), [who('tomas')], { places: ['harbour'] }),
      ref: { kind: 'event' as const, id: 'e', name: 'Storm' },
    },
  ];
  const nearMisses = [
    chapter('d', on(30), [who('mira'), where('harbour')]),
    chapter('f', on(30), [who('mira'), where('harbour'), where('citadel')]),
    chapter('g', on(31), [who('mira'), where('forest')]),
    chapter('h', on(40), [who('mira'), where('forest')]),
    chapter('i', on(40), [who('mira')]),
    chapter('j', on(50), [who('mira'), where('forest')]),
    chapter('k', on(50), [who('mira', 'memory'), where('citadel')]),
  ];

  it('finds a person placed at two places on one day (three planted pairs), none of the near misses', () => {
    const extra = chapter('z', on(10), [who('mira'), where('forest')]);
    const findings = of(
      'two-places-at-once',
      checkContinuity(input({ people, places, passages: [...planted, extra, ...nearMisses] })),
    );
    expect(
      findings
        .map((finding) =>
          finding.involved
            .slice(0, 2)
            .map((thing) => thing.id)
            .join('+'),
        )
        .sort(),
    ).toEqual(['a+b', 'a+z', 'b+z', 'c+e']);
    expect(findings.find((finding) => finding.id.includes('chapter/a+chapter/b'))?.explanation).toBe(
      'On day 10, chapter “a” places mira at harbour, and chapter “b” at citadel.',
    );
  });
});

describe('story order against world time', () => {
  const ordered = (id: string, order: number, day: number, containerId = 'novel-1') =>
    chapter(id, on(day), [], { order, containerId });

  it('marks chapters set before an earlier chapter as information, and nothing else', () => {
    const passages = [
      ordered('one', 1, 10),
      ordered('two', 2, 5),
      ordered('three', 3, 20),
      ordered('four', 4, 15),
      ordered('five', 5, 20),
      ordered('six', 6, 1),
      ordered('x-one', 1, 50, 'novel-2'),
      ordered('x-two', 2, 50, 'novel-2'),
      chapter('undated', unread('soon'), [], { order: 7 }),
    ];
    const findings = of('story-order', checkContinuity(input({ passages })));
    expect(findings.map((finding) => finding.involved[0]?.id).sort()).toEqual(['four', 'six', 'two']);
    expect(findings.every((finding) => finding.level === 'info')).toBe(true);
  });
});

describe('unreadable dates and presence outside a life', () => {
  it('finds dates the calendar cannot read, not empty dates nor dates without a calendar', () => {
    const people = [
      person('a', { born: unread('Marsh 3', '“Marsh” is not a month') }),
      person('b', { died: unread('31 February') }),
      person('c', { born: { text: 'spring', day: null, problem: null } }),
    ];
    const passages = [chapter('ch', unread('the 40th of Ash')), chapter('ok', on(4))];
    const relations = [relation('r', 'a', 'b', 'ally', unread('long ago'))];
    const findings = of('unreadable-date', checkContinuity(input({ people, passages, relations })));
    expect(findings.map((finding) => finding.involved[0]?.id).sort()).toEqual(['a', 'b', 'ch', 'r']);
    expect(findings.find((finding) => finding.involved[0]?.id === 'a')?.explanation).toContain(
      '“Marsh” is not a month',
    );
  });

  it('finds someone named in the flesh before they were born', () => {
    const people = [person('kid', { born: on(100) })];
    const passages = [
      chapter('p1', on(99), [who('kid')]),
      chapter('p2', on(1), [who('kid')]),
      chapter('p3', on(50), [who('kid', 'ghost'), who('kid')]),
      chapter('ok-birth', on(100), [who('kid')]),
      chapter('ok-memory', on(5), [who('kid', 'memory')]),
      chapter('ok-flashforward', on(5), [who('kid')], { marker: 'memory' }),
    ];
    const findings = of('present-outside-life', checkContinuity(input({ people, passages })));
    expect(findings.map((finding) => finding.involved[0]?.id).sort()).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('one name, two things', () => {
  it('finds a name given to different things of one universe, folded for case and accents', () => {
    const names = [
      named('character', 'c1', 'Aldric'),
      named('location', 'l1', 'aldric'),
      named('character', 'c2', 'Mira'),
      named('character', 'c3', 'Míra'),
      named('faction', 'f1', 'The Ember Court'),
      named('world', 'w1', 'The  Ember Court'),
      named('character', 'c4', 'Tomas'),
      named('character', 'c5', 'Tomas', 'u-2'),
      named('character', 'c1', 'Aldric'),
      named('character', 'c6', 'Tomasz'),
      named('location', 'l2', 'Harbour', 'u-1', 'place'),
      named('campaigns/locations', 'cl2', 'Harbour', 'u-1', 'place'),
      named('character', 'c7', 'Wren'),
      named('novels/characters', 'nc7', 'Wren', 'u-1', 'character'),
    ];
    const findings = of('shared-name', checkContinuity(input({ names })));
    expect(findings.map((finding) => finding.involved.map((thing) => thing.id).join('+')).sort()).toEqual([
      'c1+l1',
      'c2+c3',
      'f1+w1',
    ]);
  });
});

describe('re-checking what a change touches', () => {
  it('gives after each change the findings a full check of the new data gives', () => {
    const people = [person('aldric', { born: on(0), died: on(100) }), person('kid', { born: on(50) })];
    const places = [{ kind: 'location', id: 'harbour', name: 'harbour' }];
    const passages = [
      chapter('one', on(90), [who('aldric'), where('harbour')], { order: 1 }),
      chapter('two', on(95), [who('aldric')], { order: 2 }),
    ];
    const relations = [relation('r', 'aldric', 'kid')];
    const index = createContinuityIndex(input({ people, places, passages, relations }));
    const sorted = (findings: ReturnType<typeof checkContinuity>) =>
      findings.map((finding) => finding.id).sort();
    expect(index.findings()).toEqual([]);

    const moved = chapter('two', on(107), [who('aldric'), where('citadel')], { order: 2 });
    index.setPassage('two', moved);
    const afterSave = [passages[0], moved].flatMap((passage) => (passage === undefined ? [] : [passage]));
    expect(sorted(index.findings())).toEqual(
      sorted(checkContinuity(input({ people, places, passages: afterSave, relations }))),
    );
    expect(sorted(index.findings())).toEqual(['acts-after-death:chapter/two+character/aldric']);

    const olderAldric = person('aldric', { born: on(60), died: on(200) });
    index.setPerson('aldric', olderAldric);
    const people2 = [olderAldric, people[1]].flatMap((one) => (one === undefined ? [] : [one]));
    expect(sorted(index.findings())).toEqual(
      sorted(checkContinuity(input({ people: people2, places, passages: afterSave, relations }))),
    );
    expect(sorted(index.findings())).toEqual([
      'impossible-kinship:relation/r+character/aldric+character/kid:born-before-parent',
    ]);

    index.setPassage('two', undefined);
    index.setRelation('r', undefined);
    expect(index.findings()).toEqual([]);
  });

  it('keeps a finding’s id and fingerprint while its data is unchanged, and changes the fingerprint when it changes', () => {
    const people = [person('aldric', { born: on(0), died: on(100) })];
    const first = checkContinuity(input({ people, passages: [chapter('c', on(107), [who('aldric')])] }));
    const again = checkContinuity(input({ people, passages: [chapter('c', on(107), [who('aldric')])] }));
    const later = checkContinuity(input({ people, passages: [chapter('c', on(108), [who('aldric')])] }));
    expect(again).toEqual(first);
    expect(later[0]?.id).toBe(first[0]?.id);
    expect(later[0]?.fingerprint).not.toBe(first[0]?.fingerprint);
  });
});

describe('a finding’s fingerprint', () => {
  /** As fingerprints were first made (decision 060): FNV-1a of the parts joined by U+0001. */
  const joined = (parts: readonly (string | number | null)[]) => {
    let hash = 0x811c9dc5;
    const text = parts.map((part) => String(part)).join('\u0001');
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    return (hash >>> 0).toString(16).padStart(8, '0');
  };

  it('stays what it was, so that stored dismissals still hold', () => {
    const samples: (string | number | null)[][] = [
      [],
      [''],
      ['', ''],
      ['3 Ashmonth 320 EA', 120_345, 'day 9', null, 0],
      ['é\u0001x', -4, 'Ünïcode ✓', 2.5],
    ];
    for (const parts of samples) expect(fingerprintOf(parts)).toBe(joined(parts));
  });
});
