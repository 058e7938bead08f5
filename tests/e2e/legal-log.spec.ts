// The legal log as els.jacobs uses it under her Veiligheidsconsulent profile, on consultations the
// test causes itself: bart.claes looks up Rita Wuyts (docs/demo-data.md) under a purpose of the
// test's own; the consultant finds that consultation with the form's filters, sees it masked with
// the chain's badge, opens the entry in full, its request's trail and the previous entry, pages
// through the latest entries, asks an audit report of her search and opens the downloaded workbook:
// exactly the filtered entry, no formula. The form's errors and the report's progress without
// JavaScript; the results in English. Every state checked with axe.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { signIn, test, type OpenAs } from './sign-in';

/** Rita Wuyts (docs/demo-data.md). */
const rita = { insz: '60111842284', typed: '60.11.18-422.84' };

/** Opens a path as els.jacobs with her Veiligheidsconsulent profile chosen. */
async function openAsConsultant(page: Page, openAs: OpenAs, path: string) {
  await openAs('els.jacobs', path);
  if (/profielselectie|profileselection/.test(new URL(page.url()).pathname)) {
    const english = path.startsWith('/en/');
    await page.getByRole('radio', { name: /^Veiligheidsconsulent/ }).check();
    await page.getByRole('button', { name: english ? 'Continue' : 'Doorgaan' }).click();
    await page.waitForURL((url) => !/profielselectie|profileselection/.test(url.pathname));
    await page.goto(path);
  }
}

/** bart.claes looks up Rita Wuyts under the purpose given, in a browser of his own. */
async function consultAsBart(browser: Browser, baseURL: string, purpose: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, 'bart.claes');
    await page.goto(`/persoon/insz/${rita.insz}?bron=RR&referentie=${purpose}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Wuyts');
  } finally {
    await context.close();
  }
}

const today = () =>
  new Intl.DateTimeFormat('nl-BE', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replace(/\//g, '.');

const searchButton = (page: Page) => page.getByRole('button', { name: 'Zoeken', exact: true });

test.describe('the legal log', () => {
  test('finds a consultation by its filters, opens it, its request and the entry before it', async ({
    page,
    openAs,
    browser,
    baseURL,
  }) => {
    const purpose = `E2E-${randomUUID().slice(0, 8)}`;
    await consultAsBart(browser, baseURL ?? '', purpose);
    await openAsConsultant(page, openAs, '/logging');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Juridische logging');
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: 'Bart Claes', exact: true }).check();
    await page.getByRole('textbox', { name: 'Doel (uw referentie)' }).fill(purpose);
    await page.getByRole('textbox', { name: 'Vanaf datum' }).fill(today());
    await page.getByRole('textbox', { name: 'Vanaf uur' }).fill('00:00');
    await page.getByRole('combobox', { name: 'Soort onderwerp' }).selectOption('Insz');
    await page.getByRole('textbox', { name: 'Onderwerp', exact: true }).fill(rita.typed);
    await searchButton(page).click();
    await expect(page.getByRole('heading', { name: '1 consultatie gevonden' })).toBeFocused();
    await expect(page).toHaveTitle(/^1 consultatie gevonden – Juridische logging/);
    await expect(page.getByText(/^Keten intact/)).toBeVisible();
    const row = page.getByRole('table', { name: /Raadplegingen in het juridisch register/ });
    await expect(row.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText('Bart Claes');
    await expect(row).toContainText('•••••••2284');
    await expect(row).not.toContainText(rita.insz);
    await expectNoAxeViolations(page, 'legalLog', 'results');

    await row.getByRole('link', { name: 'Insz eindigend op 2284, registratie openen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registratie');
    await expect(page.getByText(rita.insz)).toBeVisible();
    await expect(page.getByText(purpose)).toBeVisible();
    await expect(page.getByText('Schakel intact: de registratie past bij de vorige')).toBeVisible();
    await expectNoAxeViolations(page, 'legalLogEntry', 'entry');
    const entryUrl = page.url();

    await page.getByRole('link', { name: 'Alle raadplegingen van deze aanvraag' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Raadplegingen van een aanvraag',
    );
    const trail = page.getByRole('table', { name: /Registraties van de aanvraag/ });
    await expect(trail.locator('tbody tr').first()).toContainText('Bart Claes');
    await expectNoAxeViolations(page, 'legalLogRequest', 'request');
    await trail
      .getByRole('link', { name: /registratie openen/ })
      .first()
      .click();
    await expect(page).toHaveURL(entryUrl);

    // The consultant's own reading of the entry is the log's latest entry: the one before it is
    // linked from it.
    await page.goto('/logging?zoeken=1');
    await page
      .getByRole('table', { name: /Raadplegingen/ })
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .click();
    await page.getByRole('link', { name: /^Vorige registratie .* openen$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registratie');

    const missing = await page.goto(`/logging/detail/${randomUUID()}`);
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByText('Het register bevat geen registratie met deze referte.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'legalLogEntry', 'not found');
  });

  test('pages through the latest entries; the results in English', async ({ page, openAs }) => {
    await openAsConsultant(page, openAs, '/logging?zoeken=1');
    const heading = page.getByRole('heading', { name: /consultaties? gevonden/ });
    await expect(heading).toBeVisible();
    const total = Number(/^(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
    const rows = page.getByRole('table', { name: /Raadplegingen/ }).locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(total, 20));
    // The log's history (docs/demo-data.md) holds thousands of entries: more than a page.
    expect(total).toBeGreaterThan(20);
    const first = await rows.first().innerText();
    await page
      .getByRole('navigation', { name: 'Paginering' })
      .getByRole('link', { name: 'Volgende' })
      .click();
    await expect(page.getByText(`Pagina 2 van ${Math.ceil(total / 20)}`)).toBeVisible();
    await expect(rows.first()).not.toHaveText(first);
    await page.goto('/en/logging?zoeken=1&register=RR');
    await expect(page.getByRole('heading', { name: /consultations? found/ })).toBeVisible();
    await expect(page.getByText(/^Chain intact/)).toBeVisible();
    await expectNoAxeViolations(page, 'legalLog', 'results en');
  });
});

test.describe('the legal log as served', () => {
  test('the form and its errors as a browser without JavaScript gets them', async ({
    page,
    openAs,
  }) => {
    // Axe needs JavaScript: the page's own scripts are kept away instead, so it stays as served.
    await page.route('**/assets/*.js', (route) => route.abort());
    await openAsConsultant(page, openAs, '/logging');
    await expect(page.getByRole('button', { name: 'Zoeken', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'legalLog', 'no JavaScript');
    const refused = await page.goto(
      '/logging?zoeken=1&onderwerpSoort=Insz&onderwerp=60.11.18-422.85&van=02.03.2025&tot=01.03.2025',
    );
    expect(refused?.status()).toBe(400);
    await expect(page.getByRole('alert').getByRole('link')).toHaveCount(2);
    await expectNoAxeViolations(page, 'legalLog', 'errors');
  });

  test('a PDF report followed until ready while the page stays open', async ({
    page,
    openAs,
    browser,
    baseURL,
  }) => {
    const purpose = `E2E-${randomUUID().slice(0, 8)}`;
    await consultAsBart(browser, baseURL ?? '', purpose);
    await openAsConsultant(page, openAs, `/logging?zoeken=1&finaliteit=${purpose}`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: 'PDF' }).check();
    await page.getByRole('button', { name: 'Rapport aanvragen' }).click();
    await expect(page.getByText('Rapport aangevraagd')).toBeVisible();
    // The panel asks for the reports again while one is made: no reload.
    await expect(
      page.getByRole('table', { name: /Uw auditrapporten/ }).getByRole('link', {
        name: /^PDF van .* downloaden$/,
      }),
    ).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'legalLog', 'report ready');
  });
});

test.describe('the legal log without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form’s errors on their fields', async ({ page, openAs }) => {
    await openAsConsultant(page, openAs, '/logging');
    await page.getByRole('combobox', { name: 'Soort onderwerp' }).selectOption('Insz');
    await page.getByRole('textbox', { name: 'Onderwerp', exact: true }).fill('60.11.18-422.85');
    await page.getByRole('textbox', { name: 'Vanaf datum' }).fill('02.03.2025');
    await page.getByRole('textbox', { name: 'Tot en met datum' }).fill('01.03.2025');
    await page.getByRole('textbox', { name: 'Tot en met uur' }).fill('25:00');
    await searchButton(page).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText([
      'Tot en met datum: het einde van de periode mag niet voor het begin liggen',
      'Tot en met uur: gelieve een geldig uur op te geven in de vorm UU:MM, bijvoorbeeld 08:30',
      'Onderwerp: het controlegetal klopt niet',
    ]);
  });

  test('a report of the search, followed until ready, downloaded with exactly its entries', async ({
    page,
    openAs,
    browser,
    baseURL,
  }) => {
    const purpose = `E2E-${randomUUID().slice(0, 8)}`;
    await consultAsBart(browser, baseURL ?? '', purpose);
    await openAsConsultant(page, openAs, `/logging?zoeken=1&finaliteit=${purpose}`);
    await expect(page.getByRole('heading', { name: '1 consultatie gevonden' })).toBeVisible();
    await page.getByRole('radio', { name: 'Excel (xlsx)' }).check();
    await page.getByRole('button', { name: 'Rapport aanvragen' }).click();
    await expect(page.getByText('Rapport aangevraagd')).toBeVisible();
    // The page follows the report by reloading itself while it is made.
    const download = page
      .getByRole('table', { name: /Uw auditrapporten/ })
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^Excel \(xlsx\) van .* downloaden$/ });
    await expect(download).toBeVisible({ timeout: 15_000 });
    const downloading = page.waitForEvent('download');
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile(await file.path());
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    const texts: string[] = [];
    let formulas = 0;
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
          texts.push(String(cell.text));
        }),
      ),
    );
    expect(formulas).toBe(0);
    // Exactly the one filtered consultation: its purpose once, Rita's number once.
    expect(texts.filter((text) => text.includes(purpose))).not.toHaveLength(0);
    expect(texts.filter((text) => text === rita.insz || text.includes(rita.insz))).toHaveLength(1);
  });
});
