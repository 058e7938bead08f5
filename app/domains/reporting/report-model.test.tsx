import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Report, ReportOf } from '@contracts/reporting';
import type { Role } from '@contracts/session';
import { createI18n } from '~/i18n/i18n-provider';
import { resources } from '~/i18n/resources';
import { axisTicks, BarChart } from './bar-chart';
import { reportModel, type ReportModel } from './report-model';
import { legalLogTrailLink, reportFile } from './reports.server';

const i18n = createI18n('nl', resources.nl);
const t = i18n.getFixedT('nl', 'reporting') as TFunction<'reporting'>;
const tEn = createI18n('en', resources.en).getFixedT('en', 'reporting') as TFunction<'reporting'>;

const common = {
  van: '2026-09',
  tot: '2026-11',
  organisaties: [
    { code: 'OVO100001', naam: 'Gemeente Zonnedorp' },
    { code: 'OVO100002', naam: 'OCMW Zonnedorp' },
  ],
  berekend: '2026-11-28T10:00:00+01:00',
};

const noLinks = { legalLogTrail: null };
const texts = (model: ReportModel) =>
  model.table.rows.map((row) => row.cells.map((cell) => cell.text));

describe('the consultations per domain', () => {
  const report: ReportOf<'raadplegingen-per-domein'> = {
    rapport: 'raadplegingen-per-domein',
    ...common,
    rijen: [
      { maand: '2026-09', domein: 'Person', aantal: 1200 },
      { maand: '2026-09', domein: 'LandRegistry', aantal: 30 },
      { maand: '2026-11', domein: 'LandRegistry', aantal: 5 },
    ],
  };

  it('is a month per row (an empty month too), a domain per column, busiest first, with totals', () => {
    const model = reportModel(report, t, 'nl', noLinks);
    expect(model.table.columns.map((column) => column.header)).toEqual([
      'Maand',
      'Personen',
      'Kadaster',
      'Totaal',
    ]);
    expect(texts(model)).toEqual([
      ['sep 2026', '1.200', '30', '1.230'],
      ['okt 2026', '0', '0', '0'],
      ['nov 2026', '0', '5', '5'],
    ]);
    expect(model.table.totals?.map((cell) => cell.text)).toEqual([
      'Totaal',
      '1.200',
      '35',
      '1.235',
    ]);
    expect(model.chart).toMatchObject({
      orientation: 'vertical',
      categories: ['sep 2026', 'okt 2026', 'nov 2026'],
      series: [
        { key: 'Person', label: 'Personen', values: [1200, 0, 0] },
        { key: 'LandRegistry', label: 'Kadaster', values: [30, 0, 5] },
      ],
    });
  });

  it('is labelled in English', () => {
    const model = reportModel(report, tEn, 'en', noLinks);
    expect(model.table.columns[1]?.header).toBe('People');
    expect(model.table.rows[0]?.cells[0]?.text).toBe('Sept 2026');
    expect(model.table.rows[0]?.cells[1]?.text).toBe('1,200');
  });
});

describe('the consultations per user', () => {
  const report: ReportOf<'raadplegingen-per-gebruiker'> = {
    rapport: 'raadplegingen-per-gebruiker',
    ...common,
    rijen: [
      {
        gebruiker: { id: 'demo-an.peeters', naam: 'An Peeters' },
        profiel: { uri: 'urn:backoffice:rol:Burgerzaken:OVO100001', naam: 'Burgerzaken' },
        organisatie: 'OVO100001',
        aantal: 300,
      },
      {
        gebruiker: { id: 'demo-bart.claes', naam: 'Bart Claes' },
        profiel: { uri: 'urn:backoffice:rol:SocialeDienst:OVO100002', naam: 'Sociale dienst' },
        organisatie: 'OVO100002',
        aantal: 100,
      },
    ],
    overige: { lijnen: 2, aantal: 100 },
    totaal: 500,
  };

  it('gives every line its share of the total, the others summed, and the trail when the user may read the log', () => {
    const trails: unknown[] = [];
    const model = reportModel(report, t, 'nl', {
      legalLogTrail: (trail) => {
        trails.push(trail);
        return `/logging?gebruiker=${trail.user}`;
      },
    });
    expect(texts(model)).toEqual([
      [
        'An Peeters',
        'Burgerzaken',
        'Gemeente Zonnedorp',
        '300',
        '60,0%',
        'Raadplegingen van An Peeters',
      ],
      [
        'Bart Claes',
        'Sociale dienst',
        'OCMW Zonnedorp',
        '100',
        '20,0%',
        'Raadplegingen van Bart Claes',
      ],
      ['2 andere gebruikers', '', '', '100', '20,0%', ''],
    ]);
    expect(model.table.rows[0]?.cells[5]?.href).toBe('/logging?gebruiker=demo-an.peeters');
    expect(trails[0]).toEqual({
      user: 'demo-an.peeters',
      fromDay: '01.09.2026',
      fromTime: '',
      toDay: '30.11.2026',
      toTime: '',
    });
    expect(model.table.totals?.map((cell) => cell.text)).toEqual([
      'Totaal',
      '',
      '',
      '500',
      '100,0%',
      '',
    ]);
    expect(model.table.columns.at(-1)).toMatchObject({ key: 'trail', screenOnly: true });
  });

  it('has no trail column for a user without a role that reads the log', () => {
    const model = reportModel(report, t, 'nl', noLinks);
    expect(model.table.columns.map((column) => column.key)).not.toContain('trail');
  });
});

describe('unusual use', () => {
  const report: ReportOf<'ongebruikelijk-gebruik'> = {
    rapport: 'ongebruikelijk-gebruik',
    ...common,
    regels: { kantoorurenVan: 7, kantoorurenTot: 19, drempel: 10, piekAantal: 20, piekMinuten: 5 },
    bevindingen: [
      {
        soort: 'herhaaldOnderwerp',
        gebruiker: { id: 'demo-bart.claes', naam: 'Bart Claes' },
        organisatie: 'OVO100002',
        van: '2026-10-01T07:15:00Z',
        tot: '2026-10-29T15:40:00Z',
        aantal: 60,
        onderwerp: { type: 'Insz', gemaskeerd: '•••••••9845' },
      },
    ],
    afgekapt: false,
  };

  it('shows each finding with its subject masked and its trail in Belgian time', () => {
    const trails: unknown[] = [];
    const model = reportModel(report, t, 'nl', {
      legalLogTrail: (trail) => {
        trails.push(trail);
        return '/logging';
      },
    });
    expect(texts(model)[0]).toEqual([
      'Zelfde persoon of zaak',
      'Bart Claes',
      'OCMW Zonnedorp',
      '01.10.2026 09:15',
      '29.10.2026 16:40',
      '60',
      'Rijksregisternummer •••••••9845',
      'Spoor van Bart Claes',
    ]);
    expect(trails[0]).toEqual({
      user: 'demo-bart.claes',
      fromDay: '01.10.2026',
      fromTime: '09:15',
      toDay: '29.10.2026',
      toTime: '16:40',
      subjectKind: 'Insz',
    });
    expect(model.chart.series[0]?.values).toEqual([0, 1, 0]);
  });
});

describe('the document service', () => {
  const report: ReportOf<'documentendienst'> = {
    rapport: 'documentendienst',
    ...common,
    rijen: [
      { week: '2026-11-02', kanaal: 'ebox', status: 'read', aantal: 3 },
      { week: '2026-11-02', kanaal: 'ebox', status: 'delivered', aantal: 1 },
      { week: '2026-11-02', kanaal: 'paper', status: 'returned', aantal: 2 },
      { week: '2026-11-09', kanaal: 'paper', status: 'delivered', aantal: 5 },
    ],
  };

  it('gives shipments per week and channel by status, the eBox read rate and the returned letters', () => {
    const model = reportModel(report, t, 'nl', noLinks);
    expect(model.table.columns.map((column) => column.key)).toEqual([
      'week',
      'channel',
      'delivered',
      'read',
      'returned',
      'total',
      'readRate',
    ]);
    expect(texts(model)).toEqual([
      ['Week van 02.11.2026', 'Brief', '0', '', '2', '2', ''],
      ['Week van 02.11.2026', 'eBox', '1', '3', '', '4', '75,0%'],
      ['Week van 09.11.2026', 'Brief', '5', '', '0', '5', ''],
    ]);
    expect(model.table.totals?.map((cell) => cell.text)).toEqual([
      'Totaal',
      '',
      '6',
      '3',
      '2',
      '11',
      '75,0%',
    ]);
  });
});

describe('the bulk jobs and the sources', () => {
  it('sums the bulk outcomes and keeps the longest duration', () => {
    const report: ReportOf<'bulkopdrachten'> = {
      rapport: 'bulkopdrachten',
      ...common,
      rijen: [
        {
          soort: 'led',
          opdrachten: 2,
          regels: 10,
          gelukt: 7,
          nietGevonden: 2,
          fouten: 1,
          bezig: 0,
          duurMediaan: 30,
          duurMaximum: 45,
        },
        {
          soort: 'childBenefits',
          opdrachten: 1,
          regels: 4,
          gelukt: 4,
          nietGevonden: 0,
          fouten: 0,
          bezig: 0,
          duurMediaan: 12,
          duurMaximum: 12,
        },
      ],
    };
    const model = reportModel(report, t, 'nl', noLinks);
    expect(texts(model)[0]).toEqual([
      'Leer- en ervaringsbewijzen',
      '2',
      '10',
      '7',
      '2',
      '1',
      '0',
      '30 s',
      '45 s',
    ]);
    expect(model.table.totals?.map((cell) => cell.text)).toEqual([
      'Totaal',
      '3',
      '14',
      '11',
      '2',
      '1',
      '0',
      '',
      '45 s',
    ]);
    expect(model.chart.series.map((series) => series.values)).toEqual([
      [7, 4],
      [2, 0],
      [1, 0],
      [0, 0],
    ]);
  });

  it('gives each source per day its answers, availability and latency, the failures in the chart', () => {
    const report: ReportOf<'bronbeschikbaarheid'> = {
      rapport: 'bronbeschikbaarheid',
      ...common,
      timeoutMs: 10_000,
      rijen: [
        {
          dag: '2026-11-02',
          bron: 'KSZ',
          OK: 97,
          TIMEOUT: 2,
          ERROR: 1,
          p50: 120,
          p95: 800,
          p99: 11_000,
        },
        {
          dag: '2026-11-02',
          bron: 'RR',
          OK: 50,
          TIMEOUT: 0,
          ERROR: 0,
          p50: 80,
          p95: 200,
          p99: 300,
        },
      ],
    };
    const model = reportModel(report, t, 'nl', noLinks);
    expect(texts(model)[0]).toEqual([
      '02.11.2026',
      'KSZ',
      '97',
      '2',
      '1',
      '97,0%',
      '120 ms',
      '800 ms',
      '11.000 ms',
    ]);
    expect(model.table.totals?.map((cell) => cell.text).slice(0, 6)).toEqual([
      'Totaal',
      '2 bronnen',
      '147',
      '2',
      '1',
      '98,0%',
    ]);
    expect(model.chart.series).toMatchObject([
      { key: 'TIMEOUT', values: [2] },
      { key: 'ERROR', values: [1] },
    ]);
  });
});

describe('the downloads', () => {
  const report: Report = {
    rapport: 'raadplegingen-per-gebruiker',
    ...common,
    rijen: [
      {
        gebruiker: { id: 'x', naam: '=HYPERLINK("http://evil")' },
        profiel: { uri: 'urn:r', naam: 'Burgerzaken' },
        organisatie: 'OVO100001',
        aantal: 3,
      },
    ],
    overige: { lijnen: 0, aantal: 0 },
    totaal: 3,
  };
  const model = reportModel(report, t, 'nl', { legalLogTrail: () => '/logging' });
  const selection = {
    period: { from: '2026-09', to: '2026-11' },
    organisation: null,
    threshold: 10,
  };

  it('writes the table as csv: the screen columns without the links, no formula, totals last', async () => {
    const response = await reportFile('Raadplegingen per gebruiker', selection, model.table, 'csv');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="raadplegingen-per-gebruiker-2026-09_2026-11.csv"',
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      '\uFEFFGebruiker;Profiel;Organisatie;Raadplegingen;Aandeel',
      `"'=HYPERLINK(""http://evil"")";Burgerzaken;Gemeente Zonnedorp;3;100,0%`,
      'Totaal;;;3;100,0%',
      '',
    ]);
  });

  it('writes the table as a workbook: numbers as numbers, shares as percentages, no formula', async () => {
    const response = await reportFile(
      'Raadplegingen per gebruiker',
      selection,
      model.table,
      'xlsx',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Gebruiker',
      'Profiel',
      'Organisatie',
      'Raadplegingen',
      'Aandeel',
    ]);
    expect(sheet?.getRow(2).getCell(1).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(sheet?.getRow(2).getCell(4).value).toBe(3);
    expect(sheet?.getRow(2).getCell(5).value).toBe(1);
    expect(sheet?.getColumn(5).numFmt).toBe('0.0%');
    expect(sheet?.rowCount).toBe(3);
  });
});

describe('the chart', () => {
  it('has round axis steps', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(1235)).toEqual([0, 500, 1000, 1500]);
  });

  it('is one image with a title and a description, a pattern per series and a value per bar', () => {
    const html = renderToStaticMarkup(
      <BarChart
        id="chart"
        title="Raadplegingen per domein en maand"
        description="Gestapelde staven."
        formatValue={String}
        chart={{
          orientation: 'vertical',
          categories: ['sep', 'okt'],
          series: [
            { key: 'a', label: 'Persoon', values: [3, 0] },
            { key: 'b', label: 'Kadaster', values: [1, 2] },
          ],
          valueLabel: 'Raadplegingen',
        }}
      />,
    );
    expect(html).toContain('role="img" aria-labelledby="chart-title chart-description"');
    expect(html).toContain('<title id="chart-title">Raadplegingen per domein en maand</title>');
    expect(html).toContain('<desc id="chart-description">Gestapelde staven.</desc>');
    expect(html.match(/<pattern /g)).toHaveLength(2);
    // Three bars with a value: a zero draws nothing.
    expect(html.match(/class="bar-chart__segment"/g)).toHaveLength(3);
    expect(html).toContain('data-tip="okt · Kadaster: 2"');
    expect(html).toContain('<li>');
  });
});

describe('the trail in the legal log', () => {
  const role = (permissions: string[]): Role => ({
    full: 'Rol – Organisatie',
    uri: 'urn:backoffice:rol:Test:OVO1',
    service: 'Beheer',
    naam: 'Rol',
    organisatie: { code: 'OVO1', naam: 'Organisatie' },
    domains: ['Reporting', 'Logging'],
    permissions: permissions.map((naam) => ({
      naam: naam as Role['permissions'][number]['naam'],
      bronnen: [],
      parameters: [],
    })),
  });
  const trail = {
    user: 'demo-an.peeters',
    fromDay: '01.09.2026',
    fromTime: '',
    toDay: '30.09.2026',
    toTime: '14:08',
    subjectKind: 'Insz',
  };

  it('is the legal log’s search of the user in the window, for a role that may read the log', () => {
    const link = legalLogTrailLink(role(['rapportering.zoek', 'logging.zoekLegalLog']), 'en');
    expect(link?.(trail)).toBe(
      '/en/logging?van=01.09.2026&tot=30.09.2026&totUur=14%3A08&gebruiker=demo-an.peeters&onderwerpSoort=Insz&zoeken=1',
    );
  });

  it('is not offered to a role that may not', () => {
    expect(legalLogTrailLink(role(['rapportering.zoek']), 'nl')).toBeNull();
    expect(legalLogTrailLink(null, 'nl')).toBeNull();
  });
});
