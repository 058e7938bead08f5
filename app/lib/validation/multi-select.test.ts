import { describe, expect, it } from 'vitest';
import { selectionLimitMessage } from './multi-select';
import { multiSelectSchema } from './schemas';

describe('selectionLimitMessage', () => {
  it.each([
    [0, 3, null],
    [2, 3, null],
    [3, 3, { key: 'multiSelect.maximumReached', values: { amount: 3 } }],
    [4, 3, { key: 'multiSelect.maximumReached', values: { amount: 3 } }],
  ])('%i of %i → %j', (selected, maximum, expected) => {
    expect(selectionLimitMessage(selected, maximum)).toEqual(expected);
  });
});

describe('multiSelectSchema', () => {
  it.each([
    [['a', 'b', 'c'], true],
    [['a', 'b', 'c', 'd'], false],
    [[], true],
  ])('%j within 3 → %s', (selected, valid) => {
    expect(multiSelectSchema(3).safeParse(selected).success).toBe(valid);
  });
});
