import { describe, expect, it } from 'vitest';
import en from '~/locales/en/validation.json';
import nl from '~/locales/nl/validation.json';
import { validateReference } from './reference';
import { referenceSchema } from './schemas';

describe('validateReference', () => {
  it.each([
    ['', true, 'required'],
    ['  ', true, 'required'],
    ['DOS-2026-001', true, null],
    ['', false, null],
    ['DOS-2026-001', false, null],
    ['x'.repeat(100), true, null],
    [` ${'x'.repeat(100)} `, false, null],
    ['x'.repeat(101), true, 'maxLength'],
    ['x'.repeat(101), false, 'maxLength'],
  ])('%j, required %s → %s', (value, required, key) => {
    expect(validateReference(value, required)?.key ?? null).toBe(key);
  });

  it.each([
    ['zero-width space', '\u200B'],
    ['word joiner', '\u2060'],
    ['soft hyphen', '\u00AD'],
    ['bidi marks', '\u200E\u200F\u202E'],
    ['a combining mark alone', '\u0301'],
    ['a variation selector', '\uFE0F'],
    ['Hangul filler', '\u3164'],
    ['blank Braille pattern', '\u2800'],
    ['a mix, padded', ' \u200B\u2060\u00AD '],
  ])('refuses a reference of only invisible characters: %s', (_, value) => {
    for (const required of [true, false]) {
      expect(validateReference(value, required)).toEqual({ key: 'reference.invisible' });
    }
  });

  it('treats spaces of any kind as blank: trimmed away, never stored', () => {
    expect(validateReference('\u00A0\u3000', true)).toEqual({ key: 'required' });
    expect(validateReference('\uFEFF', true)).toEqual({ key: 'required' });
    expect(validateReference('\u00A0\u3000', false)).toBeNull();
    expect(referenceSchema(false).parse('\u00A0\u3000')).toBe('');
  });

  it('accepts a visible reference with an invisible character in it', () => {
    expect(validateReference('DOS\u200B-1', true)).toBeNull();
    expect(validateReference('\u00E9', true)).toBeNull();
    expect(validateReference('e\u0301', true)).toBeNull();
  });

  it('names the field in its message, in both languages', () => {
    expect(nl.reference.invisible).toBe('Uw referentie moet minstens één zichtbaar teken bevatten');
    expect(en.reference.invisible).toBe(
      'Your reference must contain at least one visible character',
    );
    expect(referenceSchema(false).safeParse('\u200B').error?.issues[0]?.message).toBe(
      'reference.invisible',
    );
  });

  it('trims the reference in the schema', () => {
    expect(referenceSchema(true).parse(' DOS-1 ')).toBe('DOS-1');
    expect(referenceSchema(false).parse('')).toBe('');
    expect(referenceSchema(true).safeParse('').error?.issues[0]?.message).toBe('required');
  });
});
