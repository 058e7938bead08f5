// The land registry's start and partition screens over HTTP, against the built portal and its
// embedded backend on a fresh PostgreSQL database whose legal log the test reads, as carla.desmet
// uses them under her profile Kadaster: a parcel by capakey (typed loosely; one hit opens its
// partition), by place through the picker chain step by step (each choice fills the next list; a
// choice out of the chain is refused on its field), by owner (a national number, an enterprise
// number, an owner without states, an unknown number), each bad input with its error and no
// consultation, the partition page (incomplete rights, no state, an unknown partition as a 404
// panel), the owners' download (a valid xlsx without formulas, logged under the capakey), and the
// refusal of a profile without a land registry permission. Subjects: docs/demo-data.md.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfiles, sessionFor } from '../support/demo-profiles';
import { startPortalWithLegalLog, type PortalWithLegalLog } from '../support/portal-with-legal-log';

const parcels = {
  joint: '44021A0041/00A000',
  apartment: '44021A0086/00B000',
  incomplete: '44021A0139/00B000',
  road: '44021A0157/00A003',
  unknown: '44021A9999/99Z999',
};
const idOf = (capakey: string, partition = 'P0000') => `${capakey.replace('/', '-')}-${partition}`;
const rita = { insz: '60111842284', typed: '60.11.18-422.84' };
const vrancken = '0785196984';
// A person of the register who holds no parcel (docs/demo-data.md): Stien Mila Verheyen.
const noOwner = '00012254691';

let portal: PortalWithLegalLog;

beforeAll(async () => {
  portal = await startPortalWithLegalLog({
    login: 'carla.desmet',
    roleKey: 'Kadaster',
    hashSecret: 'portal-land-registry-hash-secret-long-enough',
  });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

async function get(path: string) {
  const response = await portal.get(path);
  return {
    response,
    status: response.status,
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

const logLength = async () => (await portal.legalLog()).length;
async function entriesAfter(count: number) {
  return (await portal.legalLog()).slice(count).map(({ operation, subject_kind, subject }) => ({
    operation,
    subject_kind,
    subject,
  }));
}

/** The options of a select, by its name. */
function optionsOf(html: string, name: string): string[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return [...(select?.[1] ?? '').matchAll(/<option value="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('the search by capakey', () => {
  it('opens the one partition found, typed with spaces and in lower case', async () => {
    const before = await logLength();
    const typed = encodeURIComponent(' 44021 a0041 / 00a000 ');
    const found = await get(`/kadaster?zoekwijze=capakey&capakey=${typed}`);
    expect(found.status).toBe(302);
    expect(found.location).toMatch(/^\/kadaster\/44021A0041-00A000-P0000\?bron=AAPD&resultaten=/);
    // A parcel search names no one: no entry; the partition is the consultation.
    expect(await entriesAfter(before)).toEqual([]);
    const page = await get(found.location ?? '');
    expect(page.status).toBe(200);
    const text = textOf(page.body);
    expect(text).toContain('Perceel 44021A0041/00A000 – P0000');
    expect(text).toContain('Rita Anne-Marie Wuyts');
    expect(text).toContain('60.11.18-422.84');
    expect(text).toMatch(/Volle eigendom \(VE\)/);
    expect(text).toContain('1/2');
    expect(text).toContain('Terug naar de resultaten');
    expect(await entriesAfter(before)).toEqual([
      { operation: 'geefEigendomstoestandDetail', subject_kind: 'CapaKey', subject: parcels.joint },
    ]);
  });

  it('lists a divided building’s partitions, and the way back shows the list', async () => {
    const list = await get(
      `/kadaster?zoekwijze=capakey&capakey=${encodeURIComponent(parcels.apartment)}`,
    );
    expect(list.status).toBe(200);
    const text = textOf(list.body);
    expect(text).toContain('7 percelen gevonden');
    expect(text).toContain('PRIVATIEF DEEL (220)');
    expect(list.body).toContain(`/kadaster/${idOf(parcels.apartment, 'P0003')}?bron=AAPD`);
  });

  it('refuses a malformed capakey on its field and answers an unknown one with no result', async () => {
    const before = await logLength();
    const malformed = await get('/kadaster?zoekwijze=capakey&capakey=44021A41%2F00A000');
    expect(malformed.status).toBe(400);
    expect(textOf(malformed.body)).toContain('Capakey: gelieve een geldige capakey op te geven');
    const empty = await get('/kadaster?zoekwijze=capakey&capakey=');
    expect(empty.status).toBe(400);
    expect(textOf(empty.body)).toMatch(/Capakey: .*verplicht|Vul de capakey in/i);
    const unknown = await get(
      `/kadaster?zoekwijze=capakey&capakey=${encodeURIComponent(parcels.unknown)}`,
    );
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.body)).toContain('Er is geen perceel dat aan deze zoekopdracht voldoet');
    expect(await logLength()).toBe(before);
  });
});

describe('the search by place', () => {
  it('fills each list from the choice before it, step by step without JavaScript', async () => {
    const start = await get('/kadaster?zoekwijze=plaats');
    expect(start.status).toBe(200);
    expect(optionsOf(start.body, 'gemeente')).toContain('44021');
    expect(optionsOf(start.body, 'afdeling')).toEqual(['']);

    // A municipality alone: its first 100 partitions, the message with the total, its divisions.
    const municipality = await get('/kadaster?zoekwijze=plaats&gemeente=44021');
    expect(municipality.status).toBe(200);
    expect(textOf(municipality.body)).toMatch(
      /Er zijn te veel resultaten \(\d+\); enkel de eerste 100 worden getoond\. Verfijn uw zoekopdracht\./,
    );
    expect(optionsOf(municipality.body, 'afdeling')).toContain('44021');

    const division = await get('/kadaster?zoekwijze=plaats&gemeente=44021&afdeling=44021');
    expect(optionsOf(division.body, 'sectie')).toContain('A');
    const section = await get('/kadaster?zoekwijze=plaats&gemeente=44021&afdeling=44021&sectie=A');
    expect(optionsOf(section.body, 'perceelnummer')).toContain('0041/00A000');
    const plot = await get(
      `/kadaster?zoekwijze=plaats&gemeente=44021&afdeling=44021&sectie=A&perceelnummer=${encodeURIComponent('0041/00A000')}`,
    );
    expect(plot.status).toBe(302);
    expect(plot.location).toMatch(/^\/kadaster\/44021A0041-00A000-P0000\?/);
  });

  it('refuses choices out of the chain on their own field', async () => {
    const before = await logLength();
    const cases: [string, string][] = [
      ['gemeente=44021&afdeling=11002', 'Kies een afdeling van de gekozen gemeente'],
      ['gemeente=44021&sectie=A', 'Kies eerst een afdeling'],
      ['gemeente=44021&afdeling=44021&sectie=Z', 'Kies een sectie van de gekozen afdeling'],
      [
        'gemeente=44021&afdeling=44021&sectie=A&perceelnummer=9999%2F99Z999',
        'Kies een perceelnummer van de gekozen sectie',
      ],
      ['gemeente=44021&afdeling=44021&perceelnummer=0041%2F00A000', 'Kies eerst een sectie'],
      ['gemeente=', 'verplicht'],
      ['gemeente=99999', 'Gemeente'],
    ];
    for (const [query, message] of cases) {
      const page = await get(`/kadaster?zoekwijze=plaats&${query}`);
      expect(page.status, query).toBe(400);
      expect(textOf(page.body).toLowerCase(), query).toContain(message.toLowerCase());
    }
    expect(await logLength()).toBe(before);
  });
});

describe('the search by owner', () => {
  it('shows Rita Wuyts and her three states, logged under her number once', async () => {
    const before = await logLength();
    const path = `/kadaster?zoekwijze=eigenaar&insz=${encodeURIComponent(rita.typed)}`;
    const { status, body } = await get(path);
    expect(status).toBe(200);
    const text = textOf(body);
    expect(text).toContain('Rita Anne-Marie Wuyts');
    expect(text).toContain('3 eigendomstoestanden');
    for (const capakey of [parcels.joint, '44021A0063/00D000', parcels.apartment])
      expect(text).toContain(capakey);
    expect(await entriesAfter(before)).toEqual([
      { operation: 'zoekEigendomstoestand', subject_kind: 'Insz', subject: rita.insz },
    ]);
    // The same search again in the session is shown from its memory: no second entry.
    await get(path);
    expect(await logLength()).toBe(before + 1);
  });

  it('finds an enterprise’s states, says so for an owner without any, names an unknown number', async () => {
    const enterprise = await get('/kadaster?zoekwijze=eigenaar&ondernemingsnummer=0785.196.984');
    expect(enterprise.status).toBe(200);
    expect(textOf(enterprise.body)).toContain('Vrancken & Van Mol');
    const before = await logLength();
    const none = await get(`/kadaster?zoekwijze=eigenaar&insz=${noOwner}`);
    expect(none.status).toBe(200);
    expect(textOf(none.body)).toContain('Geen eigendomstoestanden gevonden.');
    expect(await entriesAfter(before)).toEqual([
      { operation: 'zoekEigendomstoestand', subject_kind: 'Insz', subject: noOwner },
    ]);
    const unknownEnterprise = await get(
      '/kadaster?zoekwijze=eigenaar&ondernemingsnummer=0000000097',
    );
    expect(unknownEnterprise.status).toBe(404);
    expect(textOf(unknownEnterprise.body)).toContain(
      'Er is geen eigenaar gekend met dit ondernemingsnummer',
    );
  });

  it('refuses a malformed number, both numbers or none, without consulting', async () => {
    const before = await logLength();
    const cases: [string, string][] = [
      ['insz=60111842285', 'Rijksregisternummer'],
      ['ondernemingsnummer=0785196985', 'Ondernemingsnummer'],
      [`insz=${rita.insz}&ondernemingsnummer=${vrancken}`, 'niet beide'],
      ['insz=&ondernemingsnummer=', 'verplicht'],
    ];
    for (const [query, message] of cases) {
      const page = await get(`/kadaster?zoekwijze=eigenaar&${query}`);
      expect(page.status, query).toBe(400);
      expect(textOf(page.body).toLowerCase(), query).toContain(message.toLowerCase());
    }
    expect(await logLength()).toBe(before);
  });
});

describe('the partition page', () => {
  it('warns of an incomplete rights answer and says no state was found for a public road', async () => {
    const incomplete = await get(`/kadaster/${idOf(parcels.incomplete)}`);
    expect(incomplete.status).toBe(200);
    expect(textOf(incomplete.body)).toContain(
      'Onvolledig antwoord over de rechten van de eigenaars',
    );
    const road = await get(`/kadaster/${idOf(parcels.road)}`);
    expect(road.status).toBe(200);
    expect(textOf(road.body)).toContain('Geen eigendomstoestanden gevonden.');
    expect(road.body).not.toContain('href="/api/kadaster/eigenaars');
  });

  it('lists a building’s other partitions and its building data', async () => {
    const part = await get(`/kadaster/${idOf(parcels.apartment, 'P0003')}`);
    expect(part.status).toBe(200);
    const text = textOf(part.body);
    expect(text).toContain('Andere partities van dit perceel');
    expect(part.body).toContain(`/kadaster/${idOf(parcels.apartment, 'P0001')}?bron=AAPD`);
    expect(text).toContain('Bouwjaar');
    expect(text).toContain('Patrimoniumreferentie (PUR)');
  });

  it('answers an unknown partition with a 404 panel and a malformed id with its error', async () => {
    const before = await logLength();
    const unknown = await get(`/kadaster/${idOf(parcels.joint, 'P0009')}`);
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.body)).toContain('Er is geen perceel met deze partitie gekend');
    expect(await entriesAfter(before)).toEqual([
      { operation: 'geefEigendomstoestandDetail', subject_kind: 'CapaKey', subject: parcels.joint },
    ]);
    const malformed = await get('/kadaster/44021A0041-00A000');
    expect(malformed.status).toBe(404);
    expect(textOf(malformed.body)).toContain('Dit adres noemt geen partitie');
    expect(await logLength()).toBe(before + 1);
  });

  it('downloads the owners as an xlsx without formulas, logged under the capakey', async () => {
    const page = await get(`/kadaster/${idOf(parcels.joint)}?bron=AAPD&referentie=R-XLSX`);
    const link = /href="(\/api\/kadaster\/eigenaars\?[^"]+)"/.exec(page.body)?.[1];
    expect(link).toBeDefined();
    const before = await logLength();
    const download = await portal.get((link ?? '').replaceAll('&amp;', '&'));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(
      'eigenaars-44021A0041-00A000.xlsx',
    );
    expect(download.headers.get('cache-control')).toBe('no-store');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await download.arrayBuffer());
    const sheet = book.worksheets[0];
    const cells: string[] = [];
    sheet?.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        cells.push(String(cell.value));
      }),
    );
    expect(cells).toContain(rita.insz);
    expect(cells).toContain('55090944518');
    const entries = (await portal.legalLog()).slice(before);
    expect(entries).toMatchObject([
      {
        operation: 'downloadEigendomstoestand',
        subject_kind: 'CapaKey',
        subject: parcels.joint,
        reference: 'R-XLSX',
      },
    ]);
    const bad = await portal.get('/api/kadaster/eigenaars?partitie=nothing');
    expect(bad.status).toBe(404);
  });
});

describe('another profile', () => {
  it('is sent to the profile choice from the screens and the download, consulting nothing', async () => {
    // Sociale dienst: one profile, without a land registry permission.
    const profile = demoProfiles({ full: true }).find(
      (candidate) => candidate.login === 'bart.claes',
    );
    if (!profile) throw new Error('bart.claes');
    const before = await logLength();
    const jar = await sessionFor(portal.url, profile);
    for (const path of [
      '/kadaster',
      `/kadaster/${idOf(parcels.joint)}`,
      `/api/kadaster/eigenaars?partitie=${idOf(parcels.joint)}`,
    ]) {
      const response = await fetch(`${portal.url}${path}`, {
        redirect: 'manual',
        headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin' },
      });
      // Without the permission: to the profile choice with its warning, never the data.
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toMatch(/^\/profielselectie/);
    }
    expect(await logLength()).toBe(before);
  });
});
