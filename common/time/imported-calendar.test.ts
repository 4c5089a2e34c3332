import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, ImportNotes, listNames, namesFor } from './imported-calendar';

describe('descriptions from other tools', () => {
  it('become plain text: tags dropped, paragraphs and breaks kept as lines, escaped markup unescaped once', () => {
    expect(
      htmlToText('&lt;p&gt;Fire &amp;amp; ash.&lt;&#x2F;p&gt;&lt;p&gt;Then rain.&lt;br&gt;Mud.&lt;/p&gt;'),
    ).toBe('Fire & ash.\nThen rain.\nMud.');
    expect(htmlToText('<h1>Test</h1><script>alert(1)</script>after')).toBe('Test\nalert(1)after');
    expect(htmlToText('Plain text, 5 < 6 & 7 > 3')).toBe('Plain text, 5 < 6 & 7 > 3');
    expect(htmlToText('Valentine&#39;s Day')).toBe("Valentine's Day");
  });

  it('decode character references, leaving unknown ones as written', () => {
    expect(decodeEntities('Sel&ucirc;ne &#252; &#x1F319; &bogus;')).toBe('Sel&ucirc;ne ü 🌙 &bogus;');
  });
});

describe('names from other tools', () => {
  it('are trimmed, named by place when empty, cut to 80 characters and made unique, each change noted', () => {
    const notes = new ImportNotes();
    const long = 'A'.repeat(90);
    expect(namesFor('Moon', ['Moon', ' ', 'moon', long, 7], notes)).toEqual([
      'Moon',
      'Moon 2',
      'moon 3',
      'A'.repeat(80),
      '7',
    ]);
    expect(notes.changed).toEqual([
      'A moon without a name is called "Moon 2"',
      'Two moons are named "moon": the later one is "moon 3"',
      `The moon name "${long}" is cut to "${'A'.repeat(80)}" (80 characters at most)`,
    ]);
  });

  it('are listed in sentences, the first few and how many more', () => {
    expect(listNames(['A'])).toBe('"A"');
    expect(listNames(['A', 'B', 'C'])).toBe('"A", "B" and "C"');
    expect(listNames(['A', 'B', 'C', 'D'], 2)).toBe('"A", "B" and 2 more');
  });
});
