import { describe, expect, it } from 'vitest';
import { formattingLocale, isLocale, localeFromPath } from './locale';

describe('localeFromPath', () => {
  it('is English for /en and everything under /en/', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/')).toBe('en');
    expect(localeFromPath('/en/person/insz/1')).toBe('en');
  });

  it('is Dutch for the bare and the /nl paths, and for anything else', () => {
    expect(localeFromPath('/')).toBe('nl');
    expect(localeFromPath('/persoon')).toBe('nl');
    expect(localeFromPath('/nl/persoon')).toBe('nl');
    expect(localeFromPath('/english')).toBe('nl');
    expect(localeFromPath('/enterprise')).toBe('nl');
    expect(localeFromPath('/fr/personne')).toBe('nl');
  });
});

describe('isLocale', () => {
  it('accepts only the supported locales', () => {
    expect(isLocale('nl')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('formattingLocale', () => {
  it('formats dates the Belgian way in both languages', () => {
    expect(formattingLocale('nl')).toBe('nl-BE');
    expect(formattingLocale('en')).toBe('en-BE');
  });
});
