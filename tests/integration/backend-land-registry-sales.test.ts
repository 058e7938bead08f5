// The land registry's sale prices over HTTP against the seeded cadastre, on PGlite and on
// PostgreSQL: every filter narrows the search (municipalities, divisions, sale types, natures,
// building indications, the price, surface and construction-year ranges, the month period and a
// fiche 60), each list at its limit and one over it (400 naming the field), a range whose minimum
// is above its maximum, a bad month, an incomplete fiche 60, paging that never overlaps, one sale
// by its id (404 with 30001 when unknown), the workbook of every match (a valid xlsx without
// formula cells, named in Content-Disposition), no legal-log entry (a sale names no parties) and
// the 403 of a role without the sale prices permission.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pageSchema } from '@contracts/http';
import { landRegistryErrorCodes } from '@contracts/land-registry';
import { saleSchema, salesFilterLimits, type Sale } from '@contracts/land-registry-sales';
import { productionKinds } from '../support/database-kinds';
import { callHeaders, newCorrelationId } from '../support/demo-callers';
import { seededCadastre } from '../support/seeded-cadastre';

const base = '/sss/api/backend/kadaster';
const page = pageSchema(saleSchema);
describe.each(productionKinds)('land registry sale prices on %s', (kind) => {
  const cadastre = seededCadastre(kind, [
    ['kadaster', 'carla.desmet', 'Kadaster'],
    ['burgerzaken', 'an.peeters', 'Burgerzaken'],
  ]);
  const callers = cadastre.callers;

  async function post(
    path: string,
    body: unknown,
    options: { caller?: string; correlationId?: string; language?: string } = {},
  ) {
    return fetch(`${cadastre.backend.url}${base}/${path}`, {
      method: 'POST',
      headers: {
        ...callHeaders(callers.get(options.caller ?? 'kadaster'), options),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  }

  async function search(body: Record<string, unknown>) {
    const response = await post('zoekVerkoopPrijzen', { take: 100, ...body });
    expect(response.status).toBe(200);
    return page.parse(await response.json());
  }

  async function refused(body: Record<string, unknown>, path = 'zoekVerkoopPrijzen') {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: { code: string; message: string }[] };
    return answer.errors.map((error) => error.code);
  }

  const count = async (query: string) =>
    Number(
      (await sql<{ count: string }>`${sql.raw(query)}`.execute(cadastre.backend.db)).rows[0]?.count,
    );

  it('answers every sale, newest first, with its partition, building, fiche 60 and office', async () => {
    const all = await search({});
    const total = await count('select count(*) from land_sales');
    expect(all.totaal).toBe(Math.min(total, 1000));
    expect(all.resultaten).toHaveLength(100);
    const dates = all.resultaten.map((sale) => sale.datum);
    expect([...dates].sort().reverse()).toEqual(dates);
    const built = all.resultaten.find((sale) => sale.gebouw !== null);
    expect(built?.gebouw?.indicatie.omschrijving).toBeTruthy();
    for (const sale of all.resultaten) {
      expect(sale.fiche60?.jaar).toBe(Number(sale.datum.slice(0, 4)));
      expect(sale.fiche60?.kantoorNummer).toBe(sale.kantoor.code);
      expect(sale.verkoopType.omschrijving).not.toBe(sale.verkoopType.code);
    }
  });

  it('has sales in every month from January 2019 to December 2025', async () => {
    const months = await count(
      `select count(distinct to_char(sale_date, 'YYYY-MM')) as count from land_sales
        where sale_date >= '2019-01-01' and sale_date < '2026-01-01'`,
    );
    expect(months).toBe(84);
  });

  it('narrows by municipalities and divisions, up to their limits', async () => {
    const gent = await search({ gemeenten: ['44021'] });
    expect(gent.totaal).toBeGreaterThan(0);
    expect(gent.resultaten.every((sale) => sale.perceel.gemeente.nisCode === '44021')).toBe(true);
    const three = await search({ gemeenten: ['44021', '24062', '31005'] });
    expect(three.totaal).toBeGreaterThan(gent.totaal);
    expect(await refused({ gemeenten: ['44021', '24062', '31005', '11002'] })).toEqual([
      'gemeenten',
    ]);
    const division = gent.resultaten[0]?.perceel.afdeling.code ?? '';
    const byDivision = await search({ afdelingen: [division] });
    expect(byDivision.resultaten.every((sale) => sale.perceel.afdeling.code === division)).toBe(
      true,
    );
    const divisions = ['44021', '44022', '44023', '24062', '24063'];
    expect((await post('zoekVerkoopPrijzen', { afdelingen: divisions })).status).toBe(200);
    expect(await refused({ afdelingen: [...divisions, '31005'] })).toEqual(['afdelingen']);
    expect(await refused({ gemeenten: ['4402'] })).toEqual(['gemeenten.0']);
  });

  it('narrows by sale types, natures and building indications, up to five each', async () => {
    const types = await search({ verkoopTypes: ['2'] });
    expect(types.resultaten.every((sale) => sale.verkoopType.code === '2')).toBe(true);
    const natures = await search({ kadastraleAarden: ['220'] });
    expect(natures.totaal).toBeGreaterThan(0);
    expect(natures.resultaten.every((sale) => sale.perceel.aard.code === '220')).toBe(true);
    const indication = (await search({})).resultaten.find((sale) => sale.gebouw)?.gebouw?.indicatie
      .code;
    const built = await search({ gebouwIndicaties: [indication] });
    expect(built.totaal).toBeGreaterThan(0);
    expect(built.resultaten.every((sale) => sale.gebouw?.indicatie.code === indication)).toBe(true);
    const five = ['1', '2', '3', '4', '5'];
    for (const field of ['verkoopTypes', 'kadastraleAarden', 'gebouwIndicaties'] as const) {
      expect(salesFilterLimits[field]).toBe(5);
      expect((await post('zoekVerkoopPrijzen', { [field]: five })).status).toBe(200);
      expect(await refused({ [field]: [...five, '6'] })).toEqual([field]);
    }
    expect(await refused({ verkoopTypes: ['1', '1'] })).toEqual(['verkoopTypes']);
  });

  it('narrows by the price, surface and construction-year ranges, either end open', async () => {
    const priced = await search({ prijs: { min: 200_000, max: 400_000 } });
    expect(priced.totaal).toBeGreaterThan(0);
    expect(priced.resultaten.every((sale) => sale.prijs >= 200_000 && sale.prijs <= 400_000)).toBe(
      true,
    );
    const cheap = await search({ prijs: { min: null, max: 150_000 } });
    expect(cheap.resultaten.every((sale) => sale.prijs <= 150_000)).toBe(true);
    const large = await search({ oppervlakte: { min: 1000, max: null } });
    expect(large.resultaten.every((sale) => sale.perceel.oppervlakte >= 1000)).toBe(true);
    const recent = await search({ bouwjaar: { min: 2000, max: 2020 } });
    expect(recent.totaal).toBeGreaterThan(0);
    expect(
      recent.resultaten.every(
        (sale) =>
          sale.gebouw !== null && sale.gebouw.bouwjaar >= 2000 && sale.gebouw.bouwjaar <= 2020,
      ),
    ).toBe(true);
    expect(await refused({ prijs: { min: 5, max: 4 } })).toEqual(['prijs.max']);
    expect(await refused({ oppervlakte: { min: 1.5, max: null } })).toEqual(['oppervlakte.min']);
    expect(await refused({ bouwjaar: { min: 2001, max: 2000 } })).toEqual(['bouwjaar.max']);
  });

  it('narrows by a period of months, its ends included', async () => {
    const march = await search({
      periode: { van: { month: 3, year: 2021 }, tot: { month: 3, year: 2021 } },
    });
    expect(march.totaal).toBeGreaterThan(0);
    expect(march.resultaten.every((sale) => sale.datum.startsWith('2021-03'))).toBe(true);
    const span = await search({
      periode: { van: { month: 11, year: 2024 }, tot: { month: 2, year: 2025 } },
    });
    expect(span.totaal).toBeGreaterThanOrEqual(4);
    expect(
      span.resultaten.every((sale) => sale.datum >= '2024-11-01' && sale.datum < '2025-03-01'),
    ).toBe(true);
    expect(await refused({ periode: { van: { month: 13, year: 2021 } } })).toEqual([
      'periode.van.month',
    ]);
    expect(await refused({ periode: { van: { month: 12, year: 2018 } } })).toEqual([
      'periode.van.year',
    ]);
    expect(
      await refused({ periode: { van: { month: 5, year: 2022 }, tot: { month: 4, year: 2022 } } }),
    ).toEqual(['periode.tot']);
  });

  it('finds a sale by its fiche 60, all five fields or none', async () => {
    const sale = (await search({})).resultaten[0] as Sale;
    const fiche = sale.fiche60;
    expect(fiche).not.toBeNull();
    const found = await search({ fiche60: fiche });
    expect(found.resultaten.map((row) => row.id)).toEqual([sale.id]);
    const { goedNummer: _left, ...four } = fiche ?? {};
    expect(await refused({ fiche60: four })).toEqual(['fiche60.goedNummer']);
    expect(await refused({ fiche60: { ...fiche, typeFiche: 'ab' } })).toEqual([
      'fiche60.typeFiche',
    ]);
  });

  it('pages without overlap, by skip or by page, sorted on the asked field', async () => {
    const first = await search({ take: 20, orderBy: 'prijs', order: 'Asc' });
    const second = await search({ take: 20, page: 2, orderBy: 'prijs', order: 'Asc' });
    const bySkip = await search({ take: 20, skip: 20, orderBy: 'prijs', order: 'Asc' });
    expect(second.resultaten).toEqual(bySkip.resultaten);
    const ids = new Set(first.resultaten.map((sale) => sale.id));
    expect(second.resultaten.some((sale) => ids.has(sale.id))).toBe(false);
    const prices = [...first.resultaten, ...second.resultaten].map((sale) => sale.prijs);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(await refused({ take: 101 })).toEqual(['take']);
    expect(await refused({ orderBy: 'koper' })).toEqual(['orderBy']);
    // A filter the search does not know is refused rather than ignored.
    expect((await post('zoekVerkoopPrijzen', { koper: 'x' })).status).toBe(400);
  });

  it('answers one sale by its id, 404 with 30001 for an unknown one, 400 for a malformed one', async () => {
    const sale = (await search({})).resultaten[0] as Sale;
    const response = await fetch(`${cadastre.backend.url}${base}/verkoopPrijs/${sale.id}`, {
      headers: callHeaders(callers.get('kadaster')),
    });
    expect(response.status).toBe(200);
    expect(saleSchema.parse(await response.json())).toEqual(sale);
    const unknown = await fetch(
      `${cadastre.backend.url}${base}/verkoopPrijs/44021A9999-99Z999-P0000-01-V`,
      {
        headers: callHeaders(callers.get('kadaster')),
      },
    );
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: number }).code).toBe(landRegistryErrorCodes.notFound);
    const malformed = await fetch(`${cadastre.backend.url}${base}/verkoopPrijs/nothing`, {
      headers: callHeaders(callers.get('kadaster')),
    });
    expect(malformed.status).toBe(400);
  });

  it('downloads every matching sale as a workbook without formulas, in the caller language', async () => {
    const expected = await search({ gemeenten: ['24062'], take: 100 });
    const response = await post(
      'downloadVerkoopprijzen',
      { gemeenten: ['24062'] },
      { language: 'en' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sale-prices-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Date');
    expect((sheet?.rowCount ?? 0) - 1).toBe(expected.totaal);
    let formulas = 0;
    sheet?.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
      }),
    );
    expect(formulas).toBe(0);
    expect(await refused({ gemeenten: ['1', '2'] }, 'downloadVerkoopprijzen')).toEqual([
      'gemeenten.0',
      'gemeenten.1',
    ]);
  });

  it('writes nothing to the legal log, and refuses a role without the permission', async () => {
    const correlationId = newCorrelationId();
    expect((await post('zoekVerkoopPrijzen', {}, { correlationId })).status).toBe(200);
    expect(
      await count(`select count(*) from legal_log where correlation_id = '${correlationId}'`),
    ).toBe(0);
    expect((await post('zoekVerkoopPrijzen', {}, { caller: 'burgerzaken' })).status).toBe(403);
    expect((await post('downloadVerkoopprijzen', {}, { caller: 'burgerzaken' })).status).toBe(403);
  });
});
