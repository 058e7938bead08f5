// The reporting screens over HTTP against the shared portal and its backend, as els.jacobs uses
// them under "Functioneel beheer": the list, every report with its chart and table in both
// languages, the downloads holding exactly the table's rows, the selection opening the report it
// names or answering its errors, no legal-log trail for a profile that may not read the log, and every
// selection the backend or the screen refuses answered with its status and message, never a 500.
// A role without the reporting permission is refused every screen and the download.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportIds } from '@contracts/reporting-codes';
import { demoDataSection } from '../support/demo-data-doc';
import { demoProfiles, sessionFor } from '../support/demo-profiles';
import type { CookieJar } from '../support/http-sign-in';
import { sharedPortal } from '../support/shared-portal';

const portal = sharedPortal();
let administrator: CookieJar;
let socialWorker: CookieJar;

beforeAll(async () => {
  const profiles = demoProfiles({ full: true });
  const profile = (login: string, roleKey: string) => {
    const found = profiles.find((each) => each.login === login && each.roleKey === roleKey);
    if (!found) throw new Error(`no ${roleKey} profile for ${login}`);
    return found;
  };
  [administrator, socialWorker] = await Promise.all([
    sessionFor(portal.url, profile('els.jacobs', 'FunctioneelBeheer')),
    sessionFor(portal.url, profile('bart.claes', 'SocialeDienst')),
  ]);
});

async function get(jar: CookieJar, path: string): Promise<Response> {
  const response = await fetch(`${portal.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: jar.header(), 'sec-fetch-site': 'same-origin' },
  });
  jar.store(response);
  return response;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');

/** The rows of the report's table (body and totals), each as its cells' texts. */
function tableRows(html: string): string[][] {
  const table =
    /<table[^>]*>([\s\S]*?)<\/table>/.exec(
      html.slice(html.indexOf('report-table-caption') - 400),
    )?.[1] ?? '';
  const rows = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1);
  return rows.map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      textOf(
        (cell[1] ?? '').replace(/<span class="data-table__label">[\s\S]*?<\/span>/, ''),
      ).trim(),
    ),
  );
}

describe('the reports', () => {
  it('lists the six reports with their descriptions', async () => {
    const response = await get(administrator, '/rapportering');
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    for (const title of [
      'Raadplegingen per domein en maand',
      'Raadplegingen per gebruiker en profiel',
      'Ongebruikelijk gebruik',
      'Bulkopdrachten',
      'Documentendienst',
      'Beschikbaarheid van de bronnen',
    ]) {
      expect(text).toContain(title);
    }
  });

  it('opens each report with its chart, its table with totals, and its downloads', async () => {
    for (const id of reportIds) {
      const response = await get(administrator, `/rapportering/${id}`);
      expect(response.status, id).toBe(200);
      const html = await response.text();
      expect(html, id).toMatch(
        /<svg role="img" aria-labelledby="report-chart-title report-chart-description"/,
      );
      expect(html, id).toContain('<tfoot>');
      expect(html, id).toContain(`/api/rapportering/download?`);
    }
    const list = textOf(await (await get(administrator, '/rapportering')).text());
    expect(list).not.toContain('Nog niet bekeken');
  });

  it('opens a report by its English title, labelled in English', async () => {
    const response = await get(administrator, '/en/reporting/source-availability');
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain('Source availability');
    expect(text).toContain('Too late');
    expect(text).toMatch(/An answer that took 10 seconds or longer counts as too late\./);
  });

  it('downloads exactly the table shown: every row and the totals, as a workbook and as csv', async () => {
    const query = 'van=2026-01&tot=2026-11';
    const html = await (
      await get(administrator, `/rapportering/raadplegingen-per-gebruiker?${query}`)
    ).text();
    const shown = tableRows(html);
    expect(shown.length).toBeGreaterThan(1);
    const workbook = await get(
      administrator,
      `/api/rapportering/download?rapport=raadplegingen-per-gebruiker&${query}&formaat=xlsx`,
    );
    expect(workbook.status).toBe(200);
    expect(workbook.headers.get('content-disposition')).toBe(
      'attachment; filename="raadplegingen-per-gebruiker-en-profiel-2026-01_2026-11.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await workbook.arrayBuffer());
    const sheet = book.worksheets[0];
    // The header, then the rows: the names, profiles and counts as shown (the trail column, a
    // link, stays on the screen).
    expect(sheet?.rowCount).toBe(1 + shown.length);
    shown.forEach((cells, index) => {
      const row = sheet?.getRow(index + 2);
      expect(String(row?.getCell(1).value ?? '')).toBe(cells[0]);
      expect(Number(row?.getCell(4).value)).toBe(Number((cells[3] ?? '').replace(/\D/g, '')));
    });
    const csv = await get(
      administrator,
      `/api/rapportering/download?rapport=raadplegingen-per-gebruiker&${query}&formaat=csv&taal=en`,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('User;Profile;Organisation;Consultations;Share');
    expect(lines).toHaveLength(1 + shown.length);
  });

  it('offers no trail in the legal log to a profile that may not read it', async () => {
    const html = await (
      await get(administrator, '/rapportering/raadplegingen-per-gebruiker')
    ).text();
    expect(html).not.toContain('href="/logging');
    expect(textOf(html)).not.toContain('Juridisch logboek');
  });
});

describe('docs/demo-data.md', () => {
  it('shows on every report it links what it says', async () => {
    const rows = [
      ...demoDataSection('Reporting').matchAll(/\| `(\/rapportering\/[^`]+)` +\| ([^\n]+)\|\n/g),
    ];
    expect(rows).toHaveLength(6);
    for (const [, path = '', shows = ''] of rows) {
      const response = await get(administrator, path);
      expect(response.status, path).toBe(200);
      const text = textOf(await response.text());
      for (const [, quoted = ''] of shows.matchAll(/`([^`]+)`/g))
        expect(text, path).toContain(quoted);
    }
  });
});

describe('a selection', () => {
  it('opens the report it names, with its period and organisation in the URL', async () => {
    const response = await get(
      administrator,
      '/rapportering/selectie?tonen=1&rapport=bulkopdrachten&van.month=9&van.year=2026&tot.month=10&tot.year=2026&organisatie=OVO100005&drempel=',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/rapportering/bulkopdrachten?van=2026-09&tot=2026-10&organisatie=OVO100005',
    );
    const english = await get(
      administrator,
      '/en/reporting/selection?tonen=1&rapport=ongebruikelijk-gebruik&van.month=9&van.year=2026&tot.month=9&tot.year=2026&drempel=4',
    );
    expect(english.headers.get('location')).toBe(
      '/en/reporting/unusual-use?van=2026-09&tot=2026-09&drempel=4',
    );
  });

  it('answers what it refuses with its messages (400)', async () => {
    const response = await get(
      administrator,
      '/rapportering/selectie?tonen=1&rapport=&van.month=13&van.year=2026&tot.month=&tot.year=&organisatie=OVO999999&drempel=%3D1%2B1',
    );
    expect(response.status).toBe(400);
    const text = textOf(await response.text());
    for (const message of [
      'Rapport: kies een rapport',
      'Van: gelieve een geldige maand op te geven',
      'Tot en met: kies een maand en een jaar',
      'Organisatie: kies een organisatie uit de lijst',
      'Drempel voor één persoon of zaak: vul een geheel getal van 2 tot en met 1000 in',
    ]) {
      expect(text).toContain(message);
    }
  });

  it('is refused on the report itself when the period or organisation cannot be reported on', async () => {
    const cases: [string, number, string][] = [
      ['van=2026-13', 400, 'Deze periode is ongeldig.'],
      ['van=2026-06&tot=2026-05', 400, 'De laatste maand mag niet voor de eerste liggen.'],
      ['van=2099-01', 400, 'Een periode mag niet na de huidige maand eindigen.'],
      ['van=2018-01&tot=2018-02', 400, 'Een periode begint ten vroegste in januari 2019.'],
      ['organisatie=OVO999999', 403, 'U mag deze organisatie niet in een rapport opnemen.'],
    ];
    for (const [query, status, message] of cases) {
      const response = await get(administrator, `/rapportering/documentendienst?${query}`);
      expect(response.status, query).toBe(status);
      expect(textOf(await response.text()), query).toContain(message);
    }
    expect((await get(administrator, '/rapportering/onbekend')).status).toBe(404);
    const download = await get(
      administrator,
      '/api/rapportering/download?rapport=bulkopdrachten&van=2026-13&formaat=xlsx',
    );
    expect(download.status).toBe(302);
    expect(download.headers.get('location')).toBe(
      '/rapportering/bulkopdrachten?rapport=bulkopdrachten&van=2026-13&formaat=xlsx',
    );
  });
});

describe('another role', () => {
  it('is refused every reporting screen and the download', async () => {
    for (const path of [
      '/rapportering',
      '/rapportering/selectie',
      '/rapportering/bulkopdrachten',
      '/en/reporting/bulk-jobs',
      '/api/rapportering/download?rapport=bulkopdrachten&formaat=csv',
    ]) {
      const response = await get(socialWorker, path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toMatch(/profielselectie|profileselection/);
    }
  });
});
