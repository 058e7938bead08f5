import { describe, expect, it } from 'vitest';
import { formatBelgianPlate } from './plate';

describe('formatBelgianPlate', () => {
  it.each([
    ['1ABC123', '1-ABC-123'],
    ['2GAS042', '2-GAS-042'],
    ['MABC123', 'M-ABC-123'],
    ['QTRL204', 'Q-TRL-204'],
    ['ABC123', 'ABC-123'],
    ['123ABC', '123-ABC'],
    ['CD1234', 'CD-1234'],
    ['XY12', 'XY12'],
  ])('%j → %j', (plate, shown) => {
    expect(formatBelgianPlate(plate)).toBe(shown);
  });
});
