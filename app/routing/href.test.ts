import { describe, expect, expectTypeOf, it } from 'vitest';
import { fillPath, href, hrefForScreen, type PathParams } from './href';

describe('href', () => {
  it('builds Dutch links without a prefix and English links under /en', () => {
    expect(href('privacy', {}, 'nl')).toBe('/privacy');
    expect(href('privacy', {}, 'en')).toBe('/en/privacy');
    expect(href('accessibility', {}, 'nl')).toBe('/toegankelijkheid');
    expect(href('accessibility', {}, 'en')).toBe('/en/accessibility');
    expect(href('profileNotAvailable', {}, 'en')).toBe('/en/profileselection/notavailable');
  });

  it('maps the start page to / and /en', () => {
    expect(href('home', {}, 'nl')).toBe('/');
    expect(href('home', {}, 'en')).toBe('/en');
  });

  it('appends a query from an object, URLSearchParams or a string', () => {
    expect(href('home', {}, 'nl', { redirect: '/persoon', empty: undefined })).toBe(
      '/?redirect=%2Fpersoon',
    );
    expect(href('privacy', {}, 'en', new URLSearchParams({ a: '1' }))).toBe('/en/privacy?a=1');
    expect(href('privacy', {}, 'en', '?a=1&b=2')).toBe('/en/privacy?a=1&b=2');
    expect(href('privacy', {}, 'en', '')).toBe('/en/privacy');
  });

  it('keeps a splat path, encoding each segment', () => {
    expect(hrefForScreen('notFound', { '*': 'a/b c' }, 'en')).toBe('/en/a/b%20c');
    expect(hrefForScreen('notFound', { '*': 'a/b c' }, 'nl', '?x=1')).toBe('/a/b%20c?x=1');
  });

  it('never makes a splat path scheme-relative (empty segments dropped)', () => {
    expect(hrefForScreen('notFound', { '*': '/evil.example/x' }, 'nl')).toBe('/evil.example/x');
    expect(hrefForScreen('notFound', { '*': '//evil.example/x' }, 'nl')).toBe('/evil.example/x');
    expect(hrefForScreen('notFound', { '*': '/evil.example//x/' }, 'en')).toBe(
      '/en/evil.example/x',
    );
    expect(hrefForScreen('notFound', { '*': '\\evil.example' }, 'nl')).toBe('/%5Cevil.example');
  });
});

describe('fillPath', () => {
  it('fills required parameters and encodes them', () => {
    expect(fillPath('persoon/insz/:insz', { insz: '85.07.30-033.61' })).toBe(
      'persoon/insz/85.07.30-033.61',
    );
    expect(fillPath('onderneming/:kbo', { kbo: 'a/b' })).toBe('onderneming/a%2Fb');
  });

  it('leaves out an optional parameter that is missing', () => {
    const pattern = 'mobiliteit/buitenlandsvoertuig/:land/:nummerplaat1/:nummerplaat2?';
    expect(fillPath(pattern, { land: 'NL', nummerplaat1: 'AB12' })).toBe(
      'mobiliteit/buitenlandsvoertuig/NL/AB12',
    );
    expect(fillPath(pattern, { land: 'NL', nummerplaat1: 'AB12', nummerplaat2: 'CD' })).toBe(
      'mobiliteit/buitenlandsvoertuig/NL/AB12/CD',
    );
  });

  it('refuses to build a link with a required parameter missing', () => {
    expect(() => fillPath('persoon/insz/:insz', {})).toThrow(/missing parameter "insz"/);
  });
});

describe('PathParams', () => {
  it('derives required, optional and splat parameters from a route pattern', () => {
    expectTypeOf<PathParams<'persoon/insz/:insz'>>().toEqualTypeOf<{ insz: string }>();
    expectTypeOf<PathParams<'a/:land/:plaat1/:plaat2?'>>().toMatchTypeOf<{
      land: string;
      plaat1: string;
      plaat2?: string;
    }>();
    expectTypeOf<{ land: string; plaat1: string }>().toMatchTypeOf<
      PathParams<'a/:land/:plaat1/:plaat2?'>
    >();
    expectTypeOf<PathParams<'*'>>().toEqualTypeOf<{ '*': string }>();
    // @ts-expect-error a required parameter cannot be left out
    expectTypeOf<{ land: string }>().toMatchTypeOf<PathParams<'a/:land/:plaat1'>>();
  });
});
