import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

/** What a browser would make of a Location header on this site: must stay on this site. */
function staysOnSite(location: string): boolean {
  const resolved = new URL(location, 'https://portal.example/somewhere/page');
  return (
    resolved.origin === 'https://portal.example' &&
    location.startsWith('/') &&
    !location.startsWith('//') &&
    !location.includes('\\')
  );
}

describe('safeRedirect', () => {
  it('keeps relative paths of this site, with their query', () => {
    expect(safeRedirect('/persoon', '/')).toBe('/persoon');
    expect(safeRedirect('/en/person/insz/1?a=1#x', '/')).toBe('/en/person/insz/1?a=1#x');
    expect(safeRedirect('/persoon?terug=https://evil.example/', '/')).toBe(
      '/persoon?terug=https://evil.example/',
    );
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

  it('refuses a path that only becomes scheme-relative once normalised', () => {
    expect(safeRedirect('/.//evil.example/phish', '/fallback')).toBe('/fallback');
    expect(safeRedirect('/a/..//evil.example/phish', '/fallback')).toBe('/fallback');
    expect(safeRedirect('/%2E//evil.example', '/fallback')).toBe('/fallback');
  });

  // Every combination of a few prefixes, separators and hosts: whatever comes back stays on site.
  it('never returns a target that leaves the site, over all permutations', () => {
    const prefixes = [
      '',
      '/',
      '/.',
      '/./',
      '/..',
      '/../',
      '/a/..',
      '/a/../',
      '/%2e',
      '/%2E/',
      '/./.',
    ];
    const separators = [
      '',
      '/',
      '//',
      '\\',
      '/\\',
      '\\/',
      '%2f',
      '%2F/',
      '%5c',
      '\t/',
      '/\n/',
      ' /',
    ];
    const hosts = ['evil.example', 'evil.example/phish', '@evil.example', 'https:evil.example'];
    const schemes = ['', 'https:', 'javascript:', 'HTTP:', 'data:'];
    let checked = 0;
    for (const scheme of schemes)
      for (const prefix of prefixes)
        for (const separator of separators)
          for (const host of hosts) {
            const target = `${scheme}${prefix}${separator}${host}`;
            const result = safeRedirect(target, '/fallback');
            expect(staysOnSite(result), `${JSON.stringify(target)} → ${result}`).toBe(true);
            checked += 1;
          }
    expect(checked).toBe(schemes.length * prefixes.length * separators.length * hosts.length);
  });
});
