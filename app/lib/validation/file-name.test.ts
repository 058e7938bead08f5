import { describe, expect, it } from 'vitest';
import { validateFileName } from './file-name';

describe('validateFileName', () => {
  it.each([
    ['a.xlsx', null],
    [`${'a'.repeat(123)}.xlsx`, null],
    [`${'a'.repeat(124)}.xlsx`, { key: 'fileName.tooLong', values: { amount: 128 } }],
  ])('%j → %j', (name, expected) => {
    expect(validateFileName(name)).toEqual(expected);
  });
});
