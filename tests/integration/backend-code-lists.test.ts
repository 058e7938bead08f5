// The code lists and address helpers over HTTP, with the real Belgian data, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressSuggestionSchema,
  codeSchema,
  countrySchema,
  isoCountrySchema,
  municipalitySchema,
  phoneCountryCodeSchema,
  streetSuggestionSchema,
  townSuggestionSchema,
} from '@contracts/code-lists';
import { startBackend, type BackendUnderTest } from '../support/backend-under-test';
import { productionKinds } from '../support/database-kinds';
import { newSessionId } from '../support/demo-callers';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer';

const base = '/sss/api/backend';

const everyCall = [
  'codetype/burgerlijkestaten',
  'landen/geboorte',
  'contactadrestype',
  'landen/nationaliteit',
  'landen/iso/brief',
  'landen/iso/mobiliteit',
  'phone/countrycodes',
  'locatie/44021/Veldstraat',
  'gemeente/Gent',
  'gemeente/44021/9000/straat/Veld',
  'adres/landen',
  'adres/gemeenten?q=Gent',
  'adres/straten?postcode=9000&q=Veld',
  'adres/suggesties?q=Veldstraat',
];

describe.each(productionKinds)('code lists on %s', (kind) => {
  let issuer: TestIssuer;
  let backend: BackendUnderTest;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    backend = await startBackend(kind, issuer);
  });

  afterAll(async () => {
    await backend?.stop();
    await issuer?.close();
  });

  async function call(path: string, options: { token?: null; language?: string } = {}) {
    const requestHeaders: Record<string, string> = {
      'x-session-id': newSessionId(),
      'accept-language': options.language ?? 'nl',
    };
    if (options.token !== null) {
      // Any signed-in user may read the code lists: no role needed.
      const token = await issuer.sign({ sub: 'demo-code-lists', vo_orgcode: 'OVO100001' });
      requestHeaders.authorization = `Bearer ${token}`;
    }
    return fetch(`${backend.url}${base}/${path}`, { headers: requestHeaders });
  }

  async function items<T>(path: string, schema: { parse: (value: unknown) => T }, language = 'nl') {
    const response = await call(path, { language });
    expect(response.status, path).toBe(200);
    const body: unknown = await response.json();
    expect(Array.isArray(body)).toBe(true);
    return (body as unknown[]).map((item) => schema.parse(item));
  }

  it('refuses every call without a token', async () => {
    for (const path of everyCall) {
      expect((await call(path, { token: null })).status, path).toBe(401);
    }
  });

  describe('code lists', () => {
    it('civil statuses with their Dutch labels', async () => {
      const statuses = await items('codetype/burgerlijkestaten', codeSchema);
      expect(statuses).toContainEqual({ code: '10', omschrijving: 'Ongehuwd' });
      expect(statuses).toContainEqual({ code: '20', omschrijving: 'Gehuwd' });
      expect(statuses.map((status) => status.code)).toEqual(
        [...statuses.map((status) => status.code)].sort(),
      );
    });

    it('contact address types', async () => {
      expect(await items('contactadrestype', codeSchema)).toContainEqual({
        code: '1',
        omschrijving: 'Tijdelijk verblijf',
      });
    });

    it('countries of a civil event valid on the given date, territories included', async () => {
      const in2010 = await items('landen/geboorte?datum=2010-06-01', countrySchema);
      const codes2010 = in2010.map((country) => country.nisCode);
      expect(codes2010).toContain('148');
      expect(codes2010).not.toContain('154');
      expect(codes2010).toContain('398');
      expect(in2010.find((country) => country.nisCode === '150')).toEqual({
        nisCode: '150',
        isoCode: 'BE',
        isoCode3: 'BEL',
        land: 'België',
        geldigVanaf: '1900-01-01',
        geldigTot: null,
      });
      const in2020 = await items('landen/overlijden?datum=2020-06-01', countrySchema);
      const codes2020 = in2020.map((country) => country.nisCode);
      expect(codes2020).toContain('154');
      expect(codes2020).not.toContain('148');
    });

    it('countries of an address: only those with an ISO code, in the caller’s language', async () => {
      const countries = await items('landen/adres', countrySchema, 'en');
      expect(countries.every((country) => country.isoCode !== null)).toBe(true);
      expect(countries.map((country) => country.nisCode)).not.toContain('999');
      expect(countries.find((country) => country.isoCode === 'BE')?.land).toBe('Belgium');
    });

    it('nationalities, also those no longer in use, or those of one date', async () => {
      const all = await items('landen/nationaliteit', countrySchema);
      expect(all.find((country) => country.nisCode === '148')?.geldigTot).toBe('2019-02-11');
      expect(all.map((country) => country.nisCode)).toEqual(expect.arrayContaining(['150', '999']));
      const now = await items('landen/nationaliteit?datum=2025-01-01', countrySchema);
      expect(now.map((country) => country.nisCode)).not.toContain('148');
    });

    it('ISO countries for letters and the address form, the EU for vehicles', async () => {
      const letters = await items('landen/iso/brief', isoCountrySchema);
      expect(letters).toHaveLength(250);
      expect(letters).toContainEqual({ isoCode: 'BE', land: 'België' });
      expect(await items('adres/landen', isoCountrySchema)).toEqual(letters);
      const vehicles = await items('landen/iso/mobiliteit', isoCountrySchema);
      expect(vehicles).toHaveLength(26);
      expect(vehicles).toContainEqual({ isoCode: 'NL', land: 'Nederland' });
      expect(vehicles.map((country) => country.isoCode)).not.toContain('BE');
    });

    it('phone calling codes', async () => {
      const codes = await items('phone/countrycodes', phoneCountryCodeSchema);
      expect(codes).toContainEqual({ isoCode: 'BE', land: 'België', code: '+32' });
      expect(codes).toContainEqual({ isoCode: 'AC', land: 'Ascension Island', code: '+247' });
    });

    it('municipalities by name or postcode, after the 2025 mergers', async () => {
      const [gent] = await items('gemeente/Gent', municipalitySchema);
      expect(gent).toMatchObject({ nisCode: '44021', gemeente: 'Gent' });
      expect(gent?.postCodes).toEqual(expect.arrayContaining(['9000', '9040']));
      const [deinze] = await items('gemeente/Nevele', municipalitySchema);
      expect(deinze).toMatchObject({ nisCode: '44083', gemeente: 'Deinze' });
    });

    it('streets of a postcode of a municipality, and locations from a street text', async () => {
      const streets = await items('gemeente/44021/9000/straat/Veldstr', streetSuggestionSchema);
      expect(streets[0]?.adres).toEqual({
        straat: 'Veldstraat',
        nummer: null,
        bus: null,
        gemeente: 'Gent',
        postCode: '9000',
        nisCode: '44021',
      });
      const locations = await items(
        `locatie/44021/${encodeURIComponent('Veldstraat 12 bus 3 9000')}`,
        streetSuggestionSchema,
      );
      expect(locations).toEqual([
        {
          adres: {
            straat: 'Veldstraat',
            nummer: '12',
            bus: '3',
            gemeente: 'Gent',
            postCode: '9000',
            nisCode: '44021',
          },
        },
      ]);
    });
  });

  describe('address suggestions', () => {
    it('suggest 9000 Gent first for "Gent", at most 10', async () => {
      const towns = await items('adres/gemeenten?q=Gent', townSuggestionSchema);
      expect(towns[0]).toEqual({
        nisCode: '44021',
        gemeente: 'Gent',
        postCode: '9000',
        postnaam: 'Gent',
      });
      expect(towns.length).toBeLessThanOrEqual(10);
    });

    it('match postcode prefixes and any word of a name, whatever the accents and case', async () => {
      const byPostcode = await items('adres/gemeenten?q=904', townSuggestionSchema);
      expect(byPostcode.map((town) => town.postCode)).toEqual(['9040', '9041', '9042']);
      const [amandsberg] = await items('adres/gemeenten?q=AMANDSBERG', townSuggestionSchema);
      expect(amandsberg).toMatchObject({ postCode: '9040', nisCode: '44021' });
      const [luik] = await items(
        `adres/gemeenten?q=${encodeURIComponent('liège')}`,
        townSuggestionSchema,
      );
      expect(luik).toMatchObject({ postCode: '4000', gemeente: 'Luik' });
      const both = await items(
        `adres/gemeenten?q=${encodeURIComponent('9000 Gent')}`,
        townSuggestionSchema,
      );
      expect(both.map((town) => town.postCode)).toEqual(['9000']);
    });

    it('suggest Flemish streets of a postcode or a municipality', async () => {
      const byPostcode = await items('adres/straten?postcode=9000&q=veld', streetSuggestionSchema);
      expect(byPostcode.map((street) => street.adres.straat)).toContain('Veldstraat');
      const byMunicipality = await items(
        `adres/straten?nisCode=44021&q=${encodeURIComponent('Oude Veld 7A')}`,
        streetSuggestionSchema,
      );
      expect(byMunicipality[0]?.adres).toMatchObject({
        straat: 'Oude Veldstraat',
        nummer: '7A',
        postCode: '9041',
      });
      expect(byMunicipality.length).toBeLessThanOrEqual(10);
    });

    it('suggest 5 whole addresses for a free text', async () => {
      const [veldstraat] = await items(
        `adres/suggesties?q=${encodeURIComponent('Veldstraat 1, Gent')}`,
        addressSuggestionSchema,
      );
      expect(veldstraat?.label).toBe('Veldstraat 1, 9000 Gent');
      expect(await items('adres/suggesties?q=kerkstraat', addressSuggestionSchema)).toHaveLength(5);
    });

    it('ask for 2 characters at least', async () => {
      for (const path of [
        'adres/gemeenten?q=G',
        'adres/straten?postcode=9000&q=V',
        'adres/suggesties?q=V',
        'gemeente/G',
      ]) {
        const response = await call(path);
        expect(response.status, path).toBe(400);
        expect(await response.json()).toMatchObject({ code: 1, message: 'Validatiefout' });
      }
      expect(await items('adres/gemeenten?q=Ge', townSuggestionSchema)).not.toEqual([]);
    });
  });

  describe('bad input: a 400 or an empty list, never a 500', () => {
    const longText = 'a'.repeat(500);
    const sqlText = encodeURIComponent("x'; DROP TABLE streets; --");

    it.each([
      ['a 1-character text', 'adres/gemeenten?q=x'],
      ['no text', 'adres/gemeenten'],
      ['a 500-character text', `adres/gemeenten?q=${longText}`],
      ['a 500-character street', `gemeente/44021/9000/straat/${longText}`],
      ['a non-numeric postcode', 'adres/straten?postcode=90a0&q=veld'],
      ['a postcode in a path', 'gemeente/44021/abcd/straat/veld'],
      ['neither postcode nor NIS code', 'adres/straten?q=veld'],
      ['a malformed NIS code', 'locatie/4402/veld'],
      ['an unknown country list', 'landen/maan'],
      ['an impossible date', 'landen/geboorte?datum=2021-02-29'],
      ['broken percent-encoding', 'gemeente/%E0%A4'],
      ['a nested query parameter', 'adres/gemeenten?q[a]=gent'],
    ])('%s → 400', async (_name, path) => {
      const response = await call(path);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe(1);
    });

    it.each([
      ['an unknown NIS code', 'adres/straten?nisCode=99999&q=veld'],
      ['a postcode outside the municipality', 'gemeente/44021/2000/straat/veld'],
      ['a Brussels postcode (no streets in the data)', 'adres/straten?postcode=1000&q=rue'],
      ['SQL-looking text', `adres/gemeenten?q=${sqlText}`],
      ['SQL-looking street', `adres/straten?postcode=9000&q=${sqlText}`],
      ['SQL-looking address', `adres/suggesties?q=${sqlText}`],
      ['LIKE wildcards', `adres/gemeenten?q=${encodeURIComponent('%_%')}`],
    ])('%s → an empty list', async (_name, path) => {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    });

    it('leaves the data intact', async () => {
      const streets = await items('adres/straten?postcode=9000&q=veld', streetSuggestionSchema);
      expect(streets).not.toEqual([]);
    });
  });
});
