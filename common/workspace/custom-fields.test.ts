import { describe, expect, it } from 'vitest';
import {
  checkFieldValues,
  convertValue,
  type FieldDefinition,
  type FieldType,
  fieldsOfThing,
  fieldValueSchema,
  newFieldSchema,
  patchedField,
  previewTypeChange,
} from './custom-fields';

const field = (type: FieldType, more: Partial<FieldDefinition> = {}): FieldDefinition => ({
  id: `f-${type}`,
  kind: 'character',
  scopeId: 'u-1',
  label: 'Eye colour',
  type,
  section: '',
  position: 0,
  isRequired: false,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...more,
});

const accepts = (definition: FieldDefinition, value: unknown) =>
  fieldValueSchema(definition).safeParse(value).success;
const problemOf = (definition: FieldDefinition, value: unknown) =>
  fieldValueSchema(definition).safeParse(value).error?.issues[0]?.message;

describe('a field definition', () => {
  it('needs a name, a known type and choices for a choice field', () => {
    expect(
      newFieldSchema.safeParse({ kind: 'character', scopeId: 'u-1', label: 'Eye colour', type: 'short-text' })
        .success,
    ).toBe(true);
    expect(
      newFieldSchema.safeParse({ kind: 'character', scopeId: 'u-1', label: ' ', type: 'short-text' }).error
        ?.issues[0]?.message,
    ).toBe('A field’s name is required');
    expect(
      newFieldSchema.safeParse({ kind: 'character', scopeId: 'u-1', label: 'Mood', type: 'colour' }).success,
    ).toBe(false);
    expect(
      newFieldSchema.safeParse({ kind: 'character', scopeId: 'u-1', label: 'School', type: 'choice' }).error
        ?.issues[0]?.message,
    ).toBe('A choice field needs at least one choice');
    expect(
      newFieldSchema.safeParse({ kind: 'dragon', scopeId: 'u-1', label: 'Hoard', type: 'number' }).success,
    ).toBe(false);
    expect(
      newFieldSchema.safeParse({
        kind: 'universes/factions',
        scopeId: 'u-1',
        label: 'Motto',
        type: 'short-text',
      }).success,
    ).toBe(true);
  });

  it('checks a patched definition as a whole: a type change to a choice brings its choices', () => {
    expect(patchedField(field('short-text'), { type: 'choice' })).toBe(
      'A choice field needs at least one choice',
    );
    const next = patchedField(field('short-text'), {
      type: 'choice',
      choices: ['Green', 'Blue'],
    });
    expect(next).toMatchObject({ type: 'choice', choices: ['Green', 'Blue'], label: 'Eye colour' });
    expect(patchedField(field('number', { unit: 'cm' }), { type: 'short-text' })).not.toHaveProperty('unit');
  });
});

describe('a field value, by type', () => {
  it.each([
    ['short-text', 'Green', 'x'.repeat(501)],
    ['rich-text', 'Line one\nLine two', 'x'.repeat(100_001)],
    ['number', 172.5, 'tall'],
    ['yes-no', true, 'yes'],
    ['date', '3rd of Frostmoon, 1204 AR', 'x'.repeat(101)],
    ['link', { kind: 'character', id: 'c-1' }, { kind: 'dragon', id: 'd-1' }],
    ['links', [{ kind: 'universes/factions', id: 'f-1' }], 'c-1'],
    ['image', '/api/v1/images/abc', 'https://example.com/a.png'],
    ['web-address', 'https://example.com/wiki', 'javascript:alert(1)'],
  ] as const)('%s takes %j and refuses %j', (type, good, bad) => {
    expect(accepts(field(type), good)).toBe(true);
    expect(accepts(field(type), bad)).toBe(false);
    expect(accepts(field(type), null)).toBe(true);
  });

  it('a choice is one of its choices; several are among them, each once', () => {
    const one = field('choice', { choices: ['Green', 'Blue'] });
    expect(accepts(one, 'Green')).toBe(true);
    expect(problemOf(one, 'Red')).toBe('Eye colour must be one of its choices');
    const many = field('choices', { choices: ['Green', 'Blue'] });
    expect(accepts(many, ['Green', 'Blue'])).toBe(true);
    expect(accepts(many, ['Green', 'Green'])).toBe(false);
    expect(accepts(many, ['Red'])).toBe(false);
  });

  it('a link goes only to the kinds the field names', () => {
    const ally = field('link', { linkKinds: ['character'] });
    expect(accepts(ally, { kind: 'character', id: 'c-2' })).toBe(true);
    expect(problemOf(ally, { kind: 'item', id: 'i-1' })).toBe('Eye colour links only to character');
  });

  it('refuses a short text with a control character and a number that is not finite', () => {
    expect(accepts(field('short-text'), 'a\u0000b')).toBe(false);
    expect(accepts(field('number'), Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('the values a save sends', () => {
  const eyes = field('short-text', { id: 'eyes' });
  const height = field('number', { id: 'height', label: 'Height', isRequired: true, unit: 'cm' });

  it('are stored trimmed, empty ones as null', () => {
    expect(checkFieldValues([eyes, height], { eyes: '  Green ', height: 180 })).toEqual({
      ok: true,
      values: { eyes: 'Green', height: 180 },
    });
    expect(checkFieldValues([eyes, height], { eyes: '' }, { height: 180 })).toEqual({
      ok: true,
      values: { eyes: null },
    });
  });

  it('refuse a required field left empty, a field not on the kind, and a bad value, naming the field', () => {
    expect(checkFieldValues([eyes, height], { eyes: 'Green' })).toEqual({
      ok: false,
      problem: { fieldId: 'height', message: 'Height is required' },
    });
    expect(checkFieldValues([eyes], { wings: 2 })).toEqual({
      ok: false,
      problem: { fieldId: 'wings', message: 'This field is not on this kind' },
    });
    expect(checkFieldValues([eyes, height], { height: 'tall' })).toMatchObject({
      ok: false,
      problem: { fieldId: 'height' },
    });
  });
});

describe('changing a field’s type', () => {
  it('converts what converts and keeps the rest as text', () => {
    const text = field('short-text');
    expect(convertValue('42', text, field('number'))).toEqual({ ok: true, value: 42 });
    expect(convertValue('tall', text, field('number'))).toEqual({ ok: false, keptText: 'tall' });
    expect(convertValue('yes', text, field('yes-no'))).toEqual({ ok: true, value: true });
    expect(convertValue('green', text, field('choice', { choices: ['Green'] }))).toEqual({
      ok: true,
      value: 'Green',
    });
    expect(convertValue(true, field('yes-no'), text)).toEqual({ ok: true, value: 'Yes' });
    expect(convertValue({ kind: 'character', id: 'c-1' }, field('link'), field('links'))).toEqual({
      ok: true,
      value: [{ kind: 'character', id: 'c-1' }],
    });
    expect(
      convertValue(
        ['A', 'B'],
        field('choices', { choices: ['A', 'B'] }),
        field('choice', { choices: ['A', 'B'] }),
      ),
    ).toEqual({
      ok: false,
      keptText: 'A, B',
    });
  });

  it('is previewed: how many convert, and which are kept as text', () => {
    const preview = previewTypeChange(field('short-text'), field('number'), [
      { thingId: 'c-1', value: '180' },
      { thingId: 'c-2', value: 'very tall' },
      { thingId: 'c-3', value: null },
    ]);
    expect(preview.converted).toBe(2);
    expect(preview.keptAsText).toEqual([{ thingId: 'c-2', text: 'very tall' }]);
  });
});

describe('a thing’s fields', () => {
  it('are its kind’s in its containers and its own, by section then position', () => {
    const fields = [
      field('short-text', { id: 'a', position: 1, section: 'Looks' }),
      field('number', { id: 'b', position: 0 }),
      field('yes-no', { id: 'c', scopeId: 'c-1', position: 0 }),
      field('date', { id: 'd', scopeId: 'u-2' }),
      field('date', { id: 'e', kind: 'item' }),
    ];
    const ids = fieldsOfThing(fields, { kind: 'character', id: 'c-1', containers: ['u-1'] }).map(
      (each) => each.id,
    );
    expect(ids).toEqual(['b', 'c', 'a']);
  });
});
