import { describe, expect, it } from 'vitest';
import { screenPathPatterns } from '../app/screens';
import { createUrlForLog, patternMatcher } from './logged-url';

describe('the URL an access log keeps', () => {
  const plain = createUrlForLog();

  it('keeps the names of a query, never its values', () => {
    expect(plain('/persoon/zoeken?achternaam=Wuyts&geboortedatum=1960-11-18&bron=RR')).toBe(
      '/persoon/zoeken?achternaam=*&geboortedatum=*&bron=*',
    );
    expect(plain('/persoon?leeg=&vlag&=x')).toBe('/persoon?leeg=&vlag&=*');
    expect(plain('/privacy')).toBe('/privacy');
    expect(plain('/privacy?')).toBe('/privacy?');
    // A national number in a query, as the education screen's search sends it.
    expect(plain('/onderwijs?insz=16.01.13-581.80&bron=ONDERWIJS')).toBe(
      '/onderwijs?insz=*&bron=*',
    );
    expect(plain('/en/education.data?insz=16011358180')).toBe('/en/education.data?insz=*');
  });

  it('logs a path that matches a known pattern as the pattern', () => {
    const backend = createUrlForLog({
      patterns: [
        '/sss/api/backend/persoon/naam/:lastname/:birthdate',
        '/api/v1/gemeente/:text',
        '/a/:b/:c?',
      ],
    });
    expect(backend('/sss/api/backend/persoon/naam/Wuyts/1960?voornaam=Rita')).toBe(
      '/sss/api/backend/persoon/naam/:lastname/:birthdate?voornaam=*',
    );
    expect(backend('/api/v1/gemeente/Hoe%20gaarden')).toBe('/api/v1/gemeente/:text');
    expect(backend('/a/x')).toBe('/a/:b/:c?');
    expect(backend('/a/x/y')).toBe('/a/:b/:c?');
    // Not the pattern: one segment too many, or a literal segment that differs.
    expect(backend('/api/v1/gemeente/a/b')).toBe('/api/v1/gemeente/a/b');
    expect(backend('/sss/api/backend/persoon/adres/x/y')).toBe(
      '/sss/api/backend/persoon/adres/x/y',
    );
  });

  it("names a page's data request by the page's pattern", () => {
    const portal = createUrlForLog({ patterns: ['/persoon/insz/:insz', '/en/person/insz/:insz'] });
    expect(portal('/persoon/insz/60111842284.data?bron=RR')).toBe(
      '/persoon/insz/:insz.data?bron=*',
    );
    expect(portal('/en/person/insz/60111842284')).toBe('/en/person/insz/:insz');
    expect(portal('/persoon/insz')).toBe('/persoon/insz');
  });

  it('names a path by the most literal pattern it matches', () => {
    const backend = createUrlForLog({
      patterns: ['/person/:lastname/:birthdate', '/person/:insz/details'],
    });
    expect(backend('/person/60111842284/details')).toBe('/person/:insz/details');
    expect(backend('/person/Wuyts/1960')).toBe('/person/:lastname/:birthdate');
  });

  it("logs a screen's own path as itself, not as a pattern it also matches", () => {
    const portal = createUrlForLog({ patterns: screenPathPatterns() });
    expect(portal('/kadaster/verkoopprijzen?gemeente=44021')).toBe(
      '/kadaster/verkoopprijzen?gemeente=*',
    );
    expect(portal('/kadaster/via_bestand')).toBe('/kadaster/via_bestand');
    expect(portal('/kadaster/44021A0012-00B000')).toBe('/kadaster/:capakeyPartitionId');
  });

  it('reads pattern punctuation literally', () => {
    expect(patternMatcher('/v1.0/:id').test('/v1x0/1')).toBe(false);
    expect(patternMatcher('/v1.0/:id').test('/v1.0/1')).toBe(true);
  });
});
