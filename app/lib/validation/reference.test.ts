import { describe, expect, it } from 'vitest';
import { referenceSchema, validateReference } from './reference';

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

  it('trims the reference in the schema', () => {
    expect(referenceSchema(true).parse(' DOS-1 ')).toBe('DOS-1');
    expect(referenceSchema(false).parse('')).toBe('');
    expect(referenceSchema(true).safeParse('').error?.issues[0]?.message).toBe('required');
  });
});
