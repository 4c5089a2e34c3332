import { describe, expect, it } from 'vitest';
import { plainTextOf } from '../text/plain-text';
import { parseRichText, type RichTextNode } from '../text/rich-text';
import type { Viewer } from './access';
import { fieldsWithHiddenSecrets, nodesForViewer } from './secret-blocks';

// Secret blocks as each member reads them: a table of who reads which block, and what a text becomes
// around a block that is gone (its mentions with it, a list or quote left empty gone too).

const para = (text: string): RichTextNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const secret = (level: 'editors' | 'named', named: string[], ...content: RichTextNode[]): RichTextNode => ({
  type: 'secret',
  attrs: { level, named },
  content,
});
const doc = (...content: RichTextNode[]) => ({ version: 1, doc: { type: 'doc', content } });
const everything = () => true;

const gmOnly = secret('editors', [], para('The duke is the lich'));
const forPia = secret('named', ['pia', 'quinn'], para('Pia remembers the fire'));
const text = [para('The inn is loud.'), gmOnly, forPia];

const owner: Viewer = { userId: 'gm', role: 'owner' };
const editor: Viewer = { userId: 'ed', role: 'editor' };
const pia: Viewer = { userId: 'pia', role: 'player' };
const quinnReader: Viewer = { userId: 'quinn', role: 'reader' };
const ron: Viewer = { userId: 'ron', role: 'player' };

const plain = (viewer: Viewer) =>
  plainTextOf({ type: 'doc', content: nodesForViewer(text, viewer, everything) ?? [] });

describe('secret blocks', () => {
  it('is a block the stored document takes, for editors or named members, never empty', () => {
    expect(parseRichText(doc(para('a'), gmOnly, forPia)).ok).toBe(true);
    expect(parseRichText(doc(secret('editors', []))).ok).toBe(false);
    expect(
      parseRichText(doc({ type: 'secret', attrs: { level: 'all', named: [] }, content: [para('x')] })),
    ).toEqual({ ok: false, message: 'A secret block is for editors or named members' });
  });

  it.each([
    ['the owner', owner, ['The inn is loud.', 'The duke is the lich', 'Pia remembers the fire']],
    ['an editor', editor, ['The inn is loud.', 'The duke is the lich', 'Pia remembers the fire']],
    ['a named player', pia, ['The inn is loud.', 'Pia remembers the fire']],
    ['a named reader', quinnReader, ['The inn is loud.', 'Pia remembers the fire']],
    ['a player it does not name', ron, ['The inn is loud.']],
  ] as const)('%s reads exactly the blocks meant for them', (_who, viewer, paragraphs) => {
    expect(plain(viewer)).toBe(paragraphs.join('\n\n'));
  });

  it('keeps the blocks marked; a named member sees only their own name on it', () => {
    expect(nodesForViewer(text, editor, everything)).toEqual(text);
    expect(nodesForViewer(text, pia, everything)?.[1]).toEqual(
      secret('named', ['pia'], para('Pia remembers the fire')),
    );
  });

  it('takes a hidden block’s mentions and names with it, and drops a list or quote left empty', () => {
    const nested: RichTextNode[] = [
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [secret('editors', [], para('Vask betrays them'))] },
          { type: 'listItem', content: [para('Buy rope')] },
        ],
      },
      { type: 'blockquote', content: [secret('editors', [], para('only the GM'))] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Ask ' },
          { type: 'mention', attrs: { kind: 'campaigns/notes', id: 'n1', label: 'The traitor' } },
        ],
      },
    ];
    const read = nodesForViewer(nested, ron, (_kind, id) => id !== 'n1') ?? [];
    expect(read).toEqual([
      { type: 'bulletList', content: [{ type: 'listItem', content: [para('Buy rope')] }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Ask ' }] },
    ]);
    expect(JSON.stringify(read)).not.toMatch(/Vask|only the GM|traitor|secret/);
  });
});

describe('the fields a member may not write back whole', () => {
  it('names the long fields holding a secret the member cannot read, and only those', () => {
    const data = {
      description: '',
      descriptionDoc: doc(para('A bard.'), gmOnly),
      notes: '',
      notesDoc: doc(para('Pia’s notes'), forPia),
      backstory: '',
    };
    const fields = ['description', 'notes', 'backstory'];
    expect(fieldsWithHiddenSecrets(data, fields, pia)).toEqual(['description']);
    expect(fieldsWithHiddenSecrets(data, fields, ron)).toEqual(['description', 'notes']);
    expect(fieldsWithHiddenSecrets(data, fields, editor)).toEqual([]);
    expect(fieldsWithHiddenSecrets(data, ['backstory'], ron)).toEqual([]);
  });
});
