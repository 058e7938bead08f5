// The ownership history screens over HTTP against the built portal and its embedded backend, as
// carla.desmet's Kadaster profile uses them: the search in the URL (a capakey typed in any case
// to its history, an invalid capakey or date on its field), the long history of docs/demo-data.md
// with its states linked before and after, the state on a day, a divided parcel's partitions, an
// unknown parcel as the no-result panel (never a 500), an unknown partition or state, one
// legal-log entry per consultation, and the screens closed to another profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleUri } from '../support/demo-profiles';
import { startPortalWithLegalLog, type PortalWithLegalLog } from '../support/portal-with-legal-log';

let portal: PortalWithLegalLog;

beforeAll(async () => {
  portal = await startPortalWithLegalLog({
    login: 'carla.desmet',
    roleKey: 'Kadaster',
    hashSecret: 'portal-land-registry-history-hash-secret',
  });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

const get = (path: string) => portal.get(path);

/** A page's text without its markup: a code value's label and code sit in elements of their own. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

const longHistory = '44021A0154/00B000';
const longHistoryPath = '/kadaster/historiek/44021A0154-00B000';

/** The state ids a timeline lists, in its order. */
const stateIdsOf = (html: string) =>
  [...html.matchAll(/toestand=([0-9A-Z_-]+-\d{2})/g)].map((match) => match[1]);

describe('the ownership history search', () => {
  it('leads a capakey typed in any case, with a day, to its history', async () => {
    const plain = await get(
      `/kadaster/historiek?capakey=${encodeURIComponent(' 44021a0154/00b000')}`,
    );
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe(`${longHistoryPath}?bron=AAPD`);
    const dated = await get(
      `/en/landregistry/ownershipstatushistory?capakey=${encodeURIComponent(longHistory)}&datum=30.06.1990&reference=R-7`,
    );
    expect(dated.headers.get('location')).toBe(
      '/en/landregistry/ownershipstatushistory/44021A0154-00B000?datum=1990-06-30&bron=AAPD&referentie=R-7',
    );
  });

  it('shows a bad capakey or date on its field and asks nothing', async () => {
    const before = (await portal.legalLog()).length;
    for (const [query, field] of [
      ['capakey=44021A0154-00B000', 'Capakey: '],
      ['capakey=', 'Capakey: '],
      ['capakey=44021A0154/00B000&datum=31.02.2000', 'Toestand op datum: '],
      ['capakey=44021A0154/00B000&datum=01.01.2999', 'Toestand op datum: '],
    ] as const) {
      const response = await get(`/kadaster/historiek?${query}`);
      expect(response.status, query).toBe(400);
      expect(textOf(await response.text()), query).toContain(field);
    }
    const english = await get('/en/landregistry/ownershipstatushistory?capakey=nonsense');
    expect(textOf(await english.text())).toMatch(/Capakey: please enter a valid capakey/i);
    // A path whose capakey or date cannot be is the form with its error, not an error page.
    const path = await get('/kadaster/historiek/%3Cb%3Ex?bron=AAPD');
    expect(path.status).toBe(404);
    expect(await path.text()).not.toContain('<b>');
    const future = await get(`${longHistoryPath}?datum=2999-01-01&bron=AAPD`);
    expect(future.status).toBe(400);
    expect(await portal.legalLog()).toHaveLength(before);
  });
});

describe('a parcel history', () => {
  it('lists the long history oldest first, the current state in full, and logs the consultation', async () => {
    const response = await get(`${longHistoryPath}?bron=AAPD&referentie=DOS-1`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(`Eigendomshistoriek van ${longHistory}`);
    expect(html).toMatch(/<ol class="ownership-timeline__list">/);
    expect((html.match(/<li class="ownership-timeline__state/g) ?? []).length).toBe(6);
    expect(text).toContain('Opmeting (eerste inschrijving) (OPM)');
    expect(text).toContain('Gekozen toestand');
    expect(text).toContain('Dit is de huidige toestand.');
    // Five states link to themselves; the current one links to the one before it.
    const ids = stateIdsOf(html);
    expect(new Set(ids).size).toBe(5);
    expect(ids.every((id) => id?.startsWith('44021A0154-00B000-P0000-'))).toBe(true);
    expect(html).toContain('rel="prev"');
    expect(html).toContain('referentie=DOS-1');
    expect(await portal.legalLog(longHistory)).toEqual([
      expect.objectContaining({
        operation: 'geefHistoriekfEigendomstoestand',
        subject_kind: 'CapaKey',
        outcome: 'gevonden',
        reference: 'DOS-1',
      }),
    ]);
  });

  it('shows a state by its link, with the states before and after it', async () => {
    const first = await get(`${longHistoryPath}?bron=AAPD`);
    const ids = stateIdsOf(await first.text());
    const logged = (await portal.legalLog(longHistory)).length;
    const second = ids[1];
    const response = await get(`${longHistoryPath}?toestand=${second}&bron=AAPD`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Browsing the history shows the session's consultation again: no second entry.
    expect(await portal.legalLog(longHistory)).toHaveLength(logged);
    expect(html).toMatch(
      /<li class="ownership-timeline__state ownership-timeline__state--chosen" aria-current="true">/,
    );
    expect(html).toContain(
      `rel="prev" data-discover="true" href="${longHistoryPath}?toestand=${ids[0]}&amp;bron=AAPD#gekozen-toestand"`,
    );
    expect(html).toContain(
      `rel="next" data-discover="true" href="${longHistoryPath}?toestand=${ids[2]}&amp;bron=AAPD#gekozen-toestand"`,
    );
  });

  it('shows the state on a day, in English', async () => {
    const response = await get(
      '/en/landregistry/ownershipstatushistory/44021A0103-00D002?datum=2000-01-01&bron=AAPD',
    );
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain('State on 01.01.2000');
    expect(text).toContain('01.01.2000');
    // Julien Wellens owned it from 02.04.1968 until the inheritance of 30.09.2016.
    expect(text).toMatch(/02\.04\.1968 to 30\.09\.2016/);
    expect(text).toContain('27.05.26-051.62');
    expect(text).toContain('Full ownership (VE)');
  });

  it('lets a divided parcel choose its partition, and says when one has no states', async () => {
    const building = await get('/kadaster/historiek/44021A0086-00B000?bron=AAPD');
    const html = await building.text();
    expect(building.status).toBe(200);
    for (const partition of ['P0000', 'P0001', 'P0006']) {
      expect(html).toContain(`partitie=${partition}`);
    }
    expect(html).toMatch(/aria-current="page"[^>]*>P0001/);
    const common = await get('/kadaster/historiek/44021A0086-00B000?partitie=P0000&bron=AAPD');
    expect(textOf(await common.text())).toContain('Geen eigendomstoestanden gevonden');
    const apartment = await get('/kadaster/historiek/44021A0086-00B000?partitie=P0003&bron=AAPD');
    const text = textOf(await apartment.text());
    expect(text).toContain('Sinds 06.05.2019');
    expect(text).toContain('60.11.18-422.84');
  });

  it('warns about an incomplete owner rights answer', async () => {
    const response = await get(
      '/en/landregistry/ownershipstatushistory/44021A0139-00B000?bron=AAPD',
    );
    expect(textOf(await response.text())).toContain('Incomplete owner rights answer');
  });

  it('answers an unknown parcel with the no-result panel, an unknown partition or state with 404', async () => {
    const unknown = await get('/kadaster/historiek/44021A9999-99Z999?bron=AAPD');
    expect(unknown.status).toBe(404);
    expect(textOf(await unknown.text())).toContain(
      'Er is geen perceel gekend met capakey 44021A9999/99Z999.',
    );
    expect(await portal.legalLog('44021A9999/99Z999')).toEqual([
      expect.objectContaining({ outcome: 'niet gevonden' }),
    ]);
    const state = await get(`${longHistoryPath}?toestand=44021A0041-00A000-P0000-01&bron=AAPD`);
    expect(state.status).toBe(404);
    expect(textOf(await state.text())).toContain(
      'De gevraagde eigendomstoestand hoort niet bij de historiek van dit perceel.',
    );
    const partition = await get(`${longHistoryPath}?partitie=P0042&bron=AAPD`);
    expect(partition.status).toBe(404);
    expect(textOf(await partition.text())).toContain('Dit perceel heeft geen partitie P0042.');
  });
});

describe('another profile', () => {
  it('may open neither screen, and nothing is consulted', async () => {
    const switched = await portal.post(
      '/profielselectie',
      new URLSearchParams({ uri: roleUri('GasBoetes', 'OVO100001'), redirect: '/' }),
    );
    expect(switched.status).toBe(302);
    const before = (await portal.legalLog()).length;
    // A screen the profile may not open leads to the profile choice, with a warning.
    for (const path of ['/kadaster/historiek', `${longHistoryPath}?bron=AAPD`]) {
      const refused = await get(path);
      expect(refused.status, path).toBe(302);
      expect(refused.headers.get('location'), path).toBe('/profielselectie');
    }
    expect(await portal.legalLog()).toHaveLength(before);
  });
});
