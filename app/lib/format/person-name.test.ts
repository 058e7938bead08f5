import { describe, expect, it } from 'vitest';
import { formatPersonName } from './person-name';

describe('formatPersonName', () => {
  it('puts the first names in their order before the surname', () => {
    expect(formatPersonName({ achternaam: 'Öztürk', voornamen: ['Elif', 'Zeynep'] })).toBe(
      'Elif Zeynep Öztürk',
    );
  });

  it('shows only the surname when no first name is known', () => {
    expect(formatPersonName({ achternaam: 'Peeters', voornamen: [] })).toBe('Peeters');
    expect(formatPersonName({ achternaam: 'Peeters', voornamen: [''] })).toBe('Peeters');
  });

  it('keeps a surname of several words as it is', () => {
    expect(formatPersonName({ achternaam: 'Van Damme', voornamen: ['Jan'] })).toBe('Jan Van Damme');
  });
});
