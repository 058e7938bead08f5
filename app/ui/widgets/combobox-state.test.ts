import { describe, expect, it } from 'vitest';
import { closed, onComboboxKey } from './combobox-state';

describe('autocomplete keys', () => {
  it('opens on the first option with ArrowDown and wraps past the last', () => {
    const first = onComboboxKey(closed, 'ArrowDown', 3);
    expect(first).toEqual({ kind: 'move', state: { open: true, active: 0 } });
    expect(onComboboxKey({ open: true, active: 2 }, 'ArrowDown', 3)).toEqual({
      kind: 'move',
      state: { open: true, active: 0 },
    });
  });

  it('wraps from the first option to the last with ArrowUp', () => {
    expect(onComboboxKey({ open: true, active: 0 }, 'ArrowUp', 3)).toEqual({
      kind: 'move',
      state: { open: true, active: 2 },
    });
    expect(onComboboxKey(closed, 'ArrowUp', 3)).toEqual({
      kind: 'move',
      state: { open: true, active: 2 },
    });
  });

  it('selects the highlighted option with Enter and closes', () => {
    expect(onComboboxKey({ open: true, active: 1 }, 'Enter', 3)).toEqual({
      kind: 'select',
      index: 1,
      state: closed,
    });
    expect(onComboboxKey({ open: true, active: -1 }, 'Enter', 3)).toEqual({ kind: 'ignore' });
    expect(onComboboxKey(closed, 'Enter', 3)).toEqual({ kind: 'ignore' });
  });

  it('hides with Escape or Tab', () => {
    expect(onComboboxKey({ open: true, active: 1 }, 'Escape', 3)).toEqual({
      kind: 'move',
      state: closed,
    });
    expect(onComboboxKey({ open: true, active: 1 }, 'Tab', 3)).toEqual({
      kind: 'move',
      state: closed,
    });
    expect(onComboboxKey(closed, 'Escape', 3)).toEqual({ kind: 'ignore' });
  });

  it('does nothing with arrows when there are no options', () => {
    expect(onComboboxKey(closed, 'ArrowDown', 0)).toEqual({ kind: 'ignore' });
  });
});
