import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tabs';

const keys = ['nl', 'fr', 'de', 'en'] as const;

describe('the tab list keys', () => {
  it('move right and left, wrapping at the ends', () => {
    expect(tabKeyTarget(keys, 'nl', 'ArrowRight')).toBe('fr');
    expect(tabKeyTarget(keys, 'en', 'ArrowRight')).toBe('nl');
    expect(tabKeyTarget(keys, 'nl', 'ArrowLeft')).toBe('en');
    expect(tabKeyTarget(keys, 'de', 'ArrowLeft')).toBe('fr');
  });

  it('go to the first and the last with Home and End', () => {
    expect(tabKeyTarget(keys, 'de', 'Home')).toBe('nl');
    expect(tabKeyTarget(keys, 'fr', 'End')).toBe('en');
  });

  it('leave every other key to the browser', () => {
    expect(tabKeyTarget(keys, 'nl', 'ArrowDown')).toBeNull();
    expect(tabKeyTarget(keys, 'nl', 'Enter')).toBeNull();
  });
});
