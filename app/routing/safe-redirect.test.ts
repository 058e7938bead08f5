import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps relative paths of this site, with their query', () => {
    expect(safeRedirect('/persoon', '/')).toBe('/persoon');
    expect(safeRedirect('/en/person/insz/1?a=1#x', '/')).toBe('/en/person/insz/1?a=1#x');
  });

  it('refuses absolute, scheme-relative and disguised targets', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'persoon',
      '',
      undefined,
      null,
      42,
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeRedirect(target, '/fallback'), String(target)).toBe('/fallback');
    }
  });
});
