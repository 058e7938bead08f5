// The sale prices screens over HTTP against the built portal and its embedded backend, as
// carla.desmet's Kadaster profile uses them: a search with results (the count in the title, rows
// linking to their sale), every list filter at and over its maximum, a range, a fiche 60 and a
// period out of bounds on their fields with nothing asked, one sale in full, an unknown and a
// malformed sale id as 404, the download as a valid workbook without formulas, and no legal-log
// entry (a sale names no parties).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortalWithLegalLog, type PortalWithLegalLog } from '../support/portal-with-legal-log';

let portal: PortalWithLegalLog;

beforeAll(async () => {
  portal = await startPortalWithLegalLog({
    login: 'carla.desmet',
    roleKey: 'Kadaster',
    hashSecret: 'portal-land-registry-sales-hash-secret',
  });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
});

const get = (path: string) => portal.get(path);

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ');

const gent = 'zoeken=1&gemeente=44021&van.month=1&van.year=2019&tot.month=12&tot.year=2021';
const many = (name: string, values: string[]) =>
  values.map((value) => `${name}=${value}`).join('&');

describe('the sales search', () => {
  it('lists the sales of Gent from 2019 to 2021, each linking to its sale', async () => {
    const before = (await portal.legalLog()).length;
    const response = await get(`/kadaster/verkoopprijzen?${gent}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>\d+ verkop(en)? gevonden – Verkoopprijzen/);
    const links = [...html.matchAll(/href="\/kadaster\/verkoopprijzen\/([0-9A-Z_-]+-V)"/g)];
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(20);
    expect(textOf(html)).toContain('Gent');
    expect(textOf(html)).toMatch(/€ \d{1,3}(\.\d{3})+/);
    expect(html).toContain('href="/api/kadaster/verkoopprijzen?');
    expect(await portal.legalLog()).toHaveLength(before);
  });

  it('takes each list at its maximum and refuses one more on its field', async () => {
    const lists = [
      ['gemeente', 3, ['44021', '44019', '24062', '11002']],
      ['verkoopType', 5, ['1', '2', '3', '4', '5', '6']],
      ['aard', 5, ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']],
      ['gebouw', 5, ['B1', 'B2', 'B3', 'B4', 'B5', 'B6']],
      ['afdeling', 5, ['44021', '44022', '44023', '44024', '44025', '44026']],
    ] as const;
    for (const [name, maximum, values] of lists) {
      const at = await get(
        `/kadaster/verkoopprijzen?zoeken=1&${many(name, values.slice(0, maximum))}`,
      );
      expect(at.status, name).toBe(200);
      const over = await get(
        `/kadaster/verkoopprijzen?zoeken=1&${many(name, values.slice(0, maximum + 1))}`,
      );
      expect(over.status, name).toBe(400);
      expect(textOf(await over.text()).toLowerCase(), name).toContain(
        `u kunt maximum ${maximum} opties kiezen`,
      );
    }
  });

  it('shows a range, a fiche 60 and a period out of bounds on their fields', async () => {
    for (const [query, message] of [
      ['prijs.min=300000&prijs.max=100000', 'Het maximum moet hoger liggen dan het minimum'],
      ['oppervlakte.min=100', 'De twee waarden moeten ingevuld zijn'],
      ['bouwjaar.min=abc&bouwjaar.max=2000', 'Gelieve enkel cijfers in te vullen'],
      ['fiche60.jaar=2013&fiche60.kantoorNummer=91', 'Gelieve alle vijf velden van de fiche 60'],
      ['van.month=12&van.year=2018', 'Gelieve een jaar van 2019 tot en met'],
    ] as const) {
      const response = await get(`/kadaster/verkoopprijzen?zoeken=1&${query}`);
      expect(response.status, query).toBe(400);
      // Each message stands under its field and, after its field's name, in the error summary.
      expect(textOf(await response.text()).toLowerCase(), query).toContain(message.toLowerCase());
    }
    const first = await get('/kadaster/verkoopprijzen?zoeken=1&van.month=1&van.year=2019');
    expect(first.status).toBe(200);
    const english = await get('/en/landregistry/salesprices?zoeken=1&prijs.min=5');
    expect(english.status).toBe(400);
    expect(textOf(await english.text())).toMatch(/both values/i);
  });

  it('downloads every matching sale as a workbook without formulas', async () => {
    const response = await get(`/api/kadaster/verkoopprijzen?${gent}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=.*\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBeGreaterThan(1);
    let formulas = 0;
    sheet?.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
      }),
    );
    expect(formulas).toBe(0);
    const refused = await get('/api/kadaster/verkoopprijzen?zoeken=1&prijs.min=5');
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toContain('/kadaster/verkoopprijzen?');
  });
});

describe('one sale', () => {
  it('shows the sale and its partition, with a link to the partition', async () => {
    const before = (await portal.legalLog()).length;
    const response = await get('/kadaster/verkoopprijzen/44021A0041-00A000-P0000-03-V');
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain('15.10.2013');
    expect(text).toContain('€ 139.500');
    expect(text).toContain('2013-91-79900-A-2');
    expect(text).toContain('44021A0041/00A000');
    const english = await get('/en/landregistry/salesdetail/44021A0041-00A000-P0000-03-V');
    expect(textOf(await english.text())).toContain('Office of legal security');
    expect(await portal.legalLog()).toHaveLength(before);
  });

  it('answers 404 for an unknown and for a malformed id', async () => {
    const unknown = await get('/kadaster/verkoopprijzen/44021A0041-00A000-P0000-99-V');
    expect(unknown.status).toBe(404);
    expect(textOf(await unknown.text())).toContain('Het kadaster kent geen verkoop met deze id');
    const malformed = await get('/kadaster/verkoopprijzen/%3Cb%3Enonsense');
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).not.toContain('<b>');
  });
});
