// The portal's suggestion endpoints for the address form, over HTTP against the built portal and
// its embedded backend: results when signed in, JSON 401 (not a redirect) when not.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  streetSuggestionSchema,
  townSuggestionSchema,
  type StreetSuggestion,
  type TownSuggestion,
} from '@contracts/code-lists';
import { signInOverHttp, type CookieJar } from '../support/http-sign-in';
import { sharedPortal } from '../support/shared-portal';

const portal = sharedPortal();
let jar: CookieJar;

beforeAll(async () => {
  ({ jar } = await signInOverHttp(portal.url, 'bart.claes'));
});

function get(path: string, cookie = jar.header()) {
  return fetch(`${portal.url}${path}`, { redirect: 'manual', headers: { cookie } });
}

describe('signed in', () => {
  it('suggests towns, cacheable by the browser for five minutes', async () => {
    const response = await get('/api/suggest/municipalities?q=Gent');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const towns = ((await response.json()) as unknown[]).map((town): TownSuggestion =>
      townSuggestionSchema.parse(town),
    );
    expect(towns[0]).toEqual({
      nisCode: '44021',
      gemeente: 'Gent',
      postCode: '9000',
      postnaam: 'Gent',
    });
  });

  it('suggests the streets of a postcode or a municipality', async () => {
    for (const path of [
      '/api/suggest/streets?postcode=9000&q=veld',
      '/api/suggest/streets?nisCode=44021&q=Veldstraat%2012',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=300');
      const streets = ((await response.json()) as unknown[]).map((street): StreetSuggestion =>
        streetSuggestionSchema.parse(street),
      );
      expect(
        streets.map((street) => street.adres.straat),
        path,
      ).toContain('Veldstraat');
    }
  });

  it('refuses bad input with a JSON 400 that is not cached', async () => {
    for (const path of [
      '/api/suggest/municipalities?q=G',
      '/api/suggest/municipalities',
      '/api/suggest/streets?q=veld',
      '/api/suggest/streets?postcode=90a0&q=veld',
      `/api/suggest/municipalities?q=${'a'.repeat(500)}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ code: 1 });
    }
  });

  it('answers SQL-looking text with an empty list', async () => {
    const text = encodeURIComponent("x'; DROP TABLE streets; --");
    const response = await get(`/api/suggest/streets?postcode=9000&q=${text}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('not signed in', () => {
  it('answers 401 in JSON instead of sending to sign-in', async () => {
    for (const path of [
      '/api/suggest/municipalities?q=Gent',
      '/api/suggest/streets?postcode=9000&q=veld',
    ]) {
      for (const cookie of ['', 'portal_session=v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
        const response = await get(path, cookie);
        expect(response.status, path).toBe(401);
        expect(response.headers.get('location')).toBeNull();
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toMatchObject({ code: 401, errors: [] });
      }
    }
  });
});
