import { describe, expect, it } from 'vitest';
import { percentile } from './read';

describe('percentile', () => {
  it('is nothing of no values', () => {
    expect(percentile([], 0.5)).toBeNull();
  });

  it('is the one value of one, at every fraction', () => {
    expect(percentile([42], 0)).toBe(42);
    expect(percentile([42], 0.5)).toBe(42);
    expect(percentile([42], 0.99)).toBe(42);
  });

  it('interpolates between the two values around the position, as percentile_cont does', () => {
    // Position 0.5 × 3 = 1.5: halfway between 20 and 30.
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
    // Position 0.95 × 3 = 2.85: 30 + 0.85 × 10.
    expect(percentile([10, 20, 30, 40], 0.95)).toBeCloseTo(38.5, 10);
    // Position 0.99 × 2 = 1.98: 10,000 + 0.98 × 15,000 (the source report's late and failed answers).
    expect(percentile([9_999, 10_000, 25_000], 0.99)).toBeCloseTo(24_700, 6);
  });

  it('lands on a value when the position is whole', () => {
    expect(percentile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(percentile(Int32Array.from([5, 1, 3]).sort(), 0.5)).toBe(3);
  });
});
