// Reporting as els.jacobs uses it under her "Functioneel beheer" profile, whose scope holds the
// local organisations the agency runs the portal for. She chooses the consultations per domain of
// last month for Stad Rivierstad: the chart and its table, whose total is the number of
// consultations the legal log itself finds for that organisation and month (counted through the
// legal log's own screen, by the demo account as security consultant, in a browser of its own);
// another month gives other figures; the downloads hold the table's rows. Every other report opens
// with its chart and table, the unusual use with the history's patterns; English; a refused period; the selection's errors as served without JavaScript; the
// report printed on A4 landscape. Every state checked with axe.
import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { signIn, test, type OpenAs } from './sign-in';

const rivierstad = { code: 'OVO100003', name: 'Stad Rivierstad' };

/** Opens a path as a demo account with the profile given chosen. */
async function openWithProfile(
  page: Page,
  openAs: OpenAs,
  login: string,
  profile: RegExp,
  path: string,
) {
  await openAs(login, path);
  if (/profielselectie|profileselection/.test(new URL(page.url()).pathname)) {
    await page.getByRole('radio', { name: profile }).check();
    await page.getByRole('button', { name: /^(Doorgaan|Continue)$/ }).click();
    await page.waitForURL((url) => !/profielselectie|profileselection/.test(url.pathname));
    await page.goto(path);
  }
}

const openAsAdministrator = (page: Page, openAs: OpenAs, path: string) =>
  openWithProfile(page, openAs, 'els.jacobs', /^Functioneel beheer/, path);

/** A month before the current Belgian one: its first and last day, its 'YYYY-MM', its month and year. */
function monthBefore(count: number) {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - count, 1));
  const last = new Date(Date.UTC(year, month - count, 0));
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = (date: Date) =>
    `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
  return {
    text: `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`,
    month: String(first.getUTCMonth() + 1),
    year: String(first.getUTCFullYear()),
    firstDay: day(first),
    lastDay: day(last),
  };
}

/** What the legal log finds for an organisation over whole days, as the demo account's security consultant sees it. */
async function legalLogCount(
  browser: Browser,
  baseURL: string,
  organisation: string,
  from: string,
  to: string,
) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, 'demo');
    const search = `/logging?zoeken=1&organisatie=${organisation}&van=${from}&tot=${to}`;
    await page.goto(search);
    if (/profielselectie/.test(new URL(page.url()).pathname)) {
      await page.getByRole('radio', { name: /^Veiligheidsconsulent/ }).check();
      await page.getByRole('button', { name: 'Doorgaan' }).click();
      await page.waitForURL((url) => !/profielselectie/.test(url.pathname));
      await page.goto(search);
    }
    const heading = page.getByRole('heading', { name: /consultaties? gevonden/ });
    await expect(heading).toBeVisible();
    return Number(/^([\d.]+)/.exec((await heading.textContent()) ?? '')?.[1]?.replace(/\./g, ''));
  } finally {
    await context.close();
  }
}

const reportTable = (page: Page) => page.getByRole('table', { name: /^(Cijfers|Figures)$/ });
const grandTotal = async (page: Page) =>
  Number(
    ((await reportTable(page).locator('tfoot td').last().innerText()) || '').replace(/\D/g, ''),
  );

test.describe('reporting', () => {
  test('chooses a report and period: the chart and its table, whose total the legal log confirms, and its downloads', async ({
    page,
    openAs,
    browser,
    baseURL,
  }) => {
    const last = monthBefore(1);
    const before = monthBefore(2);
    await openAsAdministrator(page, openAs, '/rapportering');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rapportering');
    const list = page.getByRole('table', { name: 'Rapporten' });
    await expect(list.locator('tbody tr')).toHaveCount(6);
    await expectNoAxeViolations(page, 'reports', 'list');

    await page.getByRole('link', { name: 'Rapport en periode kiezen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rapport kiezen');
    await waitForHydration(page);
    await expectNoAxeViolations(page, 'reportSelection', 'form');
    await page
      .getByRole('combobox', { name: /^Rapport/ })
      .selectOption({ label: 'Raadplegingen per domein en maand' });
    const from = page.getByRole('group', { name: /^Van/ });
    await from.getByRole('combobox', { name: /^Jaar/ }).selectOption(last.year);
    await from.getByRole('combobox', { name: /^Maand/ }).selectOption(last.month);
    const to = page.getByRole('group', { name: /^Tot en met/ });
    await to.getByRole('combobox', { name: /^Jaar/ }).selectOption(last.year);
    await to.getByRole('combobox', { name: /^Maand/ }).selectOption(last.month);
    await page
      .getByRole('combobox', { name: 'Organisatie' })
      .selectOption({ label: rivierstad.name });
    await page.getByRole('button', { name: 'Rapport tonen' }).click();

    await expect(page).toHaveURL(
      new RegExp(
        `/rapportering/raadplegingen-per-domein\\?van=${last.text}&tot=${last.text}&organisatie=${rivierstad.code}$`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Raadplegingen per domein en maand',
    );
    await expect(
      page.getByRole('img', { name: /Raadplegingen per domein en maand/ }),
    ).toBeVisible();
    await expect(reportTable(page).locator('tbody tr')).toHaveCount(1);
    const total = await grandTotal(page);
    expect(total).toBeGreaterThan(0);
    expect(
      await legalLogCount(browser, baseURL ?? '', rivierstad.code, last.firstDay, last.lastDay),
    ).toBe(total);
    // With JavaScript, pointing at a bar shows its value.
    await waitForHydration(page);
    await page.locator('.bar-chart__segment').first().hover();
    await expect(page.locator('.bar-chart__tip')).toContainText(/: [\d.]+$/);
    await expectNoAxeViolations(page, 'report', 'raadplegingen-per-domein');

    // The downloads hold the table: its rows, then the totals.
    const shownRows = await reportTable(page).locator('tbody tr').count();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Als Excel-bestand (xlsx)' }).click();
    const workbook = await downloading;
    expect(workbook.suggestedFilename()).toBe(
      `raadplegingen-per-domein-en-maand-${last.text}.xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await workbook.path());
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(1 + shownRows + 1);
    expect(sheet?.getRow(sheet.rowCount).getCell(sheet.columnCount).value).toBe(total);
    const csvDownloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Als csv-bestand' }).click();
    const csv = (await readFile(await (await csvDownloading).path(), 'utf8')).trim().split('\r\n');
    expect(csv).toHaveLength(1 + shownRows + 1);
    expect(csv.at(-1)?.split(';').at(-1)).toBe(String(total));

    // Another month, through the selection filled in with this one: other figures.
    await page.getByRole('link', { name: 'Andere periode of organisatie' }).click();
    await expect(page.getByRole('combobox', { name: 'Organisatie' })).toHaveValue(rivierstad.code);
    const again = page.getByRole('group', { name: /^Van/ });
    await again.getByRole('combobox', { name: /^Jaar/ }).selectOption(before.year);
    await again.getByRole('combobox', { name: /^Maand/ }).selectOption(before.month);
    await page.getByRole('button', { name: 'Rapport tonen' }).click();
    await expect(page).toHaveURL(new RegExp(`van=${before.text}&tot=${last.text}`));
    await expect(reportTable(page).locator('tbody tr')).toHaveCount(2);
    expect(await grandTotal(page)).toBeGreaterThan(total);
  });

  // One test per pair of reports: their pages are long, and axe reads every cell.
  for (const reports of [
    [
      ['raadplegingen-per-gebruiker', 'Raadplegingen per gebruiker en profiel', ''],
      ['bulkopdrachten', 'Bulkopdrachten', ''],
    ],
    [
      ['documentendienst', 'Documentendienst', ''],
      // One organisation's sources: a table of its days, not of every source's.
      ['bronbeschikbaarheid', 'Beschikbaarheid van de bronnen', '?organisatie=OVO100005'],
    ],
    [['ongebruikelijk-gebruik', 'Ongebruikelijk gebruik', '']],
  ] as const) {
    test(`opens ${reports.map(([id]) => id).join(' and ')} with chart and table`, async ({
      page,
      openAs,
    }) => {
      const axe = {
        'raadplegingen-per-gebruiker': () =>
          expectNoAxeViolations(page, 'report', 'raadplegingen-per-gebruiker'),
        bulkopdrachten: () => expectNoAxeViolations(page, 'report', 'bulkopdrachten'),
        documentendienst: () => expectNoAxeViolations(page, 'report', 'documentendienst'),
        bronbeschikbaarheid: () => expectNoAxeViolations(page, 'report', 'bronbeschikbaarheid'),
        'ongebruikelijk-gebruik': () =>
          expectNoAxeViolations(page, 'report', 'ongebruikelijk-gebruik'),
      };
      await openAsAdministrator(page, openAs, '/rapportering');
      for (const [id, title, query] of reports) {
        await page.goto(`/rapportering/${id}${query}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('img', { name: new RegExp(title) })).toBeVisible();
        await expect(reportTable(page).locator('tbody tr').first()).toBeVisible();
        await axe[id]();
      }
      if (reports[0][0] === 'ongebruikelijk-gebruik') {
        // The night-time consultations of the history (docs/demo-data.md); no trail to follow:
        // the profile may not read the legal log.
        await expect(
          reportTable(page)
            .getByRole('row', { name: /Buiten de kantooruren.*Ilse Vermeulen/ })
            .first(),
        ).toBeVisible();
        await expect(reportTable(page).getByRole('link')).toHaveCount(0);
      }
    });
  }

  test('in English, and a period the report refuses', async ({ page, openAs }) => {
    await openAsAdministrator(page, openAs, '/en/reporting/consultations-by-user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Consultations by user and profile',
    );
    await expect(reportTable(page).locator('tfoot th')).toHaveText('Total');
    await expectNoAxeViolations(page, 'report', 'en');
    await page.goto('/en/reporting');
    await expect(page.getByRole('link', { name: 'Source availability' })).toBeVisible();
    await expectNoAxeViolations(page, 'reports', 'en');

    const refused = await page.goto('/rapportering/bulkopdrachten?van=2019-01&tot=2026-01');
    expect(refused?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText(
      'Een periode beslaat ten hoogste 36 maanden.',
    );
    await expectNoAxeViolations(page, 'report', 'refused');
    const outside = await page.goto('/rapportering/bulkopdrachten?organisatie=OVO999999');
    expect(outside?.status()).toBe(403);
    await expect(page.getByRole('alert')).toContainText(
      'U mag deze organisatie niet in een rapport opnemen.',
    );
  });

  test('prints on A4 landscape without the page’s actions', async ({ page, openAs }) => {
    await openAsAdministrator(page, openAs, '/rapportering/raadplegingen-per-domein');
    await expect(reportTable(page)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Downloaden' })).toBeHidden();
    const pdf = Buffer.from(await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    // A4 landscape: 842 × 595 points.
    expect(pdf).toMatch(/\/MediaBox \[0 0 841\.\d+ 59[45]\.\d+\]/);
  });
});

test.describe('reporting as served', () => {
  test('the selection’s errors and a report without JavaScript, in both languages', async ({
    page,
    openAs,
  }) => {
    // Axe needs JavaScript: the page's own scripts are kept away instead, so it stays as served.
    await page.route('**/assets/*.js', (route) => route.abort());
    await openAsAdministrator(page, openAs, '/rapportering/selectie');
    await page.getByRole('button', { name: 'Rapport tonen' }).click();
    await expect(page).toHaveURL(/tonen=1/);
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link', { name: 'Rapport: kies een rapport' })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveCount(3);
    await expectNoAxeViolations(page, 'reportSelection', 'errors');
    const english = await page.goto(
      '/en/reporting/selection?tonen=1&rapport=bulkopdrachten&van.month=5&van.year=2026&tot.month=4&tot.year=2026',
    );
    expect(english?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText(
      'Up to and including: the end month cannot be before the start month',
    );
    await expectNoAxeViolations(page, 'reportSelection', 'errors en');
    // A report as served: its chart and table need no script.
    await page.goto('/rapportering/bulkopdrachten');
    await expect(page.getByRole('img', { name: /Bulkopdrachten/ })).toBeVisible();
    await expect(reportTable(page).locator('tfoot th')).toHaveText('Totaal');
  });
});
