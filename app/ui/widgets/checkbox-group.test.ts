// Reading ticked boxes and which boxes the multi-select disables at its maximum.
import { describe, expect, it } from 'vitest';
import { checkboxId, selectedValues, valuesBeyondLimit } from './checkbox-group';

describe('selectedValues', () => {
  it.each([
    [undefined, []],
    ['gent', ['gent']],
    [
      ['gent', 'brugge'],
      ['gent', 'brugge'],
    ],
    [['gent', undefined], ['gent']],
    [{}, []],
  ])('%j → %j', (value, expected) => {
    expect(selectedValues(value)).toEqual(expected);
  });
});

describe('valuesBeyondLimit', () => {
  const options = ['gent', 'antwerpen', 'brugge', 'leuven'];

  it('disables nothing below the maximum', () => {
    expect(valuesBeyondLimit(options, ['gent'], 2)).toEqual([]);
  });

  it('disables every unticked box at the maximum', () => {
    expect(valuesBeyondLimit(options, ['gent', 'brugge'], 2)).toEqual(['antwerpen', 'leuven']);
  });

  it('keeps ticked boxes enabled above the maximum, so they can be unticked', () => {
    expect(valuesBeyondLimit(options, ['gent', 'brugge', 'leuven'], 2)).toEqual(['antwerpen']);
  });
});

describe('checkboxId', () => {
  it('ties a box to its group', () => {
    expect(checkboxId('form-municipalities', 'gent')).toBe('form-municipalities-gent');
  });
});
