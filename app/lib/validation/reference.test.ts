import { describe, expect, it } from 'vitest';
import { referenceRequired, referenceSchema, validateReference } from './reference';

describe('referenceRequired', () => {
  it.each([
    [[{ naam: 'legalLogReferentieVerplicht', waarde: '1' }], true],
    [
      [
        { naam: 'other', waarde: 'x' },
        { naam: 'legalLogReferentieVerplicht', waarde: '1' },
      ],
      true,
    ],
    [[{ naam: 'legalLogReferentieVerplicht', waarde: '0' }], false],
    [[{ naam: 'legalLogReferentieVerplicht', waarde: 'true' }], false],
    [[{ naam: 'andereParameter', waarde: '1' }], false],
    [[], false],
  ])('%j → %s', (parameters, expected) => {
    expect(referenceRequired(parameters)).toBe(expected);
  });
});

describe('validateReference', () => {
  it.each([
    ['', true, 'required'],
    ['  ', true, 'required'],
    ['DOS-2026-001', true, null],
    ['', false, null],
    ['DOS-2026-001', false, null],
  ])('%j, required %s → %s', (value, required, key) => {
    expect(validateReference(value, required)?.key ?? null).toBe(key);
  });

  it('trims the reference in the schema', () => {
    expect(referenceSchema(true).parse(' DOS-1 ')).toBe('DOS-1');
    expect(referenceSchema(false).parse('')).toBe('');
    expect(referenceSchema(true).safeParse('').error?.issues[0]?.message).toBe('required');
  });
});
