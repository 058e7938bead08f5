// Keyboard behaviour of an autocomplete list: arrows move and wrap, Enter selects,
// Escape or Tab hides. Pure, so the rules are unit-tested.
export interface ComboboxState {
  open: boolean;
  /** Index of the highlighted option, or -1 when none is. */
  active: number;
}

export type ComboboxKey = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape' | 'Tab';

export type ComboboxOutcome =
  | { kind: 'move'; state: ComboboxState }
  | { kind: 'select'; index: number; state: ComboboxState }
  | { kind: 'ignore' };

export const closed: ComboboxState = { open: false, active: -1 };

export function onComboboxKey(
  state: ComboboxState,
  key: ComboboxKey,
  optionCount: number,
): ComboboxOutcome {
  switch (key) {
    case 'ArrowDown':
      if (optionCount === 0) return { kind: 'ignore' };
      return {
        kind: 'move',
        state: { open: true, active: state.open ? (state.active + 1) % optionCount : 0 },
      };
    case 'ArrowUp':
      if (optionCount === 0) return { kind: 'ignore' };
      return {
        kind: 'move',
        state: {
          open: true,
          active: state.open && state.active > 0 ? state.active - 1 : optionCount - 1,
        },
      };
    case 'Enter':
      return state.open && state.active >= 0 && state.active < optionCount
        ? { kind: 'select', index: state.active, state: closed }
        : { kind: 'ignore' };
    case 'Escape':
    case 'Tab':
      return state.open ? { kind: 'move', state: closed } : { kind: 'ignore' };
  }
}
