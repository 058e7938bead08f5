// The dropdown's open state for each thing that can happen to it.
import { describe, expect, it } from 'vitest';
import { nextDropdownState, type DropdownEvent } from './dropdown';

describe('nextDropdownState', () => {
  it.each<[boolean, DropdownEvent, boolean]>([
    [false, 'focus', true],
    [true, 'focus', true],
    [false, 'toggle', true],
    [true, 'toggle', false],
    [true, 'escape', false],
    [true, 'outside', false],
    [true, 'select', false],
    [false, 'escape', false],
  ])('open %s, %s → open %s', (open, event, next) => {
    expect(nextDropdownState(open, event)).toBe(next);
  });
});
