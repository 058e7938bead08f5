import { describe, expect, it } from 'vitest';
import { maskSubject, visibleCharacters } from './mask';

describe('a subject masked in a list of entries', () => {
  it('shows the last four digits of a national number, one mark per hidden digit', () => {
    expect(maskSubject('85073003328')).toBe('•••••••3328');
  });

  it('shows four characters of an enterprise number and a capakey, two of a plate', () => {
    expect(maskSubject('0424871480')).toBe('••••••1480');
    expect(maskSubject('44021A0154/00B000')).toBe('•••••••••••••B000');
    expect(maskSubject('1PKU670')).toBe('•••••70');
  });

  it('hides a value too short to keep anything of it whole', () => {
    expect(maskSubject('AB1')).toBe('•••');
    expect(maskSubject('')).toBe('');
    expect(visibleCharacters(3)).toBe(0);
  });

  it('counts characters, not code units, so a name with an accent keeps its length', () => {
    expect(maskSubject('Zoë Peeters')).toBe('•••••••ters');
  });
});
