// The public download of a document, without signing in: with JavaScript the browser passes the
// check itself (a proof of work, its progress announced) and the button downloads the PDF;
// without JavaScript the citizen answers the sum asked in words; an expired link and a failed
// check say so; the page in English; no accessibility violations.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { demoDownload } from '../../backend/document/download-seed';
import { pdfText } from '../support/pdf-text';
import { expectNoAxeViolations, waitForHydration } from './fixtures';

const link = (guid: string, token: string, language: 'nl' | 'en' = 'nl') =>
  `${language === 'en' ? '/en' : ''}/download/${guid}?token=${token}`;

const numbers = ['een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'];

async function readPdf(download: Download): Promise<string> {
  expect(download.suggestedFilename()).toBe(demoDownload.attachmentName);
  return pdfText(new Uint8Array(await readFile(await download.path())));
}

/** The sum the question on the page asks, as a citizen would work it out. */
async function sumAsked(page: Page): Promise<number> {
  const label = await page.getByText(/^Hoeveel is \S+ plus \S+\?$/).textContent();
  const [, first, second] = /Hoeveel is (\S+) plus (\S+)\?/.exec(label ?? '') ?? [];
  return numbers.indexOf(first ?? '') + 1 + numbers.indexOf(second ?? '') + 1;
}

test.describe('public download with JavaScript', () => {
  test('the browser passes the check and the button downloads the PDF', async ({ page }) => {
    const response = await page.goto(link(demoDownload.valid.guid, demoDownload.valid.token));
    expect(response?.headers()['set-cookie']).toBeUndefined();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document downloaden');
    const button = page.getByRole('button', { name: 'Document downloaden' });
    await expect(page.locator('#download-check-status')).toHaveText(
      'De controle is geslaagd. U kunt het document nu downloaden.',
    );
    await expect(button).toBeEnabled();
    // With JavaScript the browser's check replaces the question.
    await expect(page.getByText(/^Hoeveel is/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'publicDownload', 'check passed');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(await readPdf(download)).toContain(demoDownload.title);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('in English', async ({ page }) => {
    await page.goto(link(demoDownload.valid.guid, demoDownload.valid.token, 'en'));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download a document');
    await expect(page.locator('#download-check-status')).toHaveText(
      'The check succeeded. You can now download the document.',
    );
    await expectNoAxeViolations(page, 'publicDownload', 'en');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the document' }).click(),
    ]);
    expect(await readPdf(download)).toContain(demoDownload.title);
  });

  test('the page as served to a browser without JavaScript, with a refusal, has no violations', async ({
    page,
  }) => {
    // Axe needs JavaScript: the page's own scripts are kept away instead, so it stays as served.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(
      `${link(demoDownload.valid.guid, demoDownload.valid.token)}&fout=captchaFailed`,
    );
    await expect(page.getByRole('alert')).toContainText('De controle is mislukt, probeer opnieuw.');
    await expect(page.getByLabel(/^Hoeveel is/)).toBeVisible();
    await expectNoAxeViolations(page, 'publicDownload', 'no JavaScript refusal');
  });

  test('an expired link says so, in English too', async ({ page }) => {
    await page.goto(link(demoDownload.expired.guid, demoDownload.expired.token, 'en'));
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Download the document' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByRole('alert')).toContainText('This link has expired.');
    await expectNoAxeViolations(page, 'publicDownload', 'expired en');
  });
});

test.describe('public download without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sum asked in words passes the check and downloads the PDF', async ({ page }) => {
    await page.goto(link(demoDownload.valid.guid, demoDownload.valid.token));
    await page.getByLabel(/^Hoeveel is/).fill(String(await sumAsked(page)));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Document downloaden' }).click(),
    ]);
    expect(await readPdf(download)).toContain(demoDownload.title);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('a wrong sum fails the check, and a new question is asked', async ({ page }) => {
    await page.goto(link(demoDownload.valid.guid, demoDownload.valid.token));
    const wrong = (await sumAsked(page)) + 1;
    await page.getByLabel(/^Hoeveel is/).fill(String(wrong));
    await page.getByRole('button', { name: 'Document downloaden' }).click();
    await expect(page.getByRole('alert')).toContainText('De controle is mislukt, probeer opnieuw.');
    await expect(page.getByLabel(/^Hoeveel is/)).toHaveValue('');
  });

  test('an expired link says so', async ({ page }) => {
    await page.goto(link(demoDownload.expired.guid, demoDownload.expired.token));
    await page.getByLabel(/^Hoeveel is/).fill(String(await sumAsked(page)));
    await page.getByRole('button', { name: 'Document downloaden' }).click();
    await expect(page.getByRole('alert')).toContainText('Deze link is verlopen.');
    // Nothing left to try: no form.
    await expect(page.getByRole('button', { name: 'Document downloaden' })).toHaveCount(0);
  });

  test('a wrong token says the link is not valid', async ({ page }) => {
    await page.goto(link(demoDownload.valid.guid, 'x'.repeat(43)));
    await page.getByLabel(/^Hoeveel is/).fill(String(await sumAsked(page)));
    await page.getByRole('button', { name: 'Document downloaden' }).click();
    await expect(page.getByRole('alert')).toContainText('Deze link is ongeldig.');
  });
});
