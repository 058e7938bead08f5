import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, waitForHydration } from './fixtures';
import { test } from './sign-in';

const gallery = '/widgetgalerij';

test.describe('bulk-job progress panel', () => {
  test('polls every 5 seconds, shows the bar, then the counts and the result', async ({
    page,
    openAs,
  }) => {
    // The page's clock stands still: only runFor moves it.
    await page.clock.install({ time: new Date('2026-11-22T10:00:00+01:00') });
    await page.clock.pauseAt(new Date('2026-11-22T10:00:01+01:00'));
    await openAs('bart.claes', gallery);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Voorbeeldopdracht starten' }).click();
    const panel = page.getByRole('region', { name: 'voorbeeld-bulk.xlsx' });
    await expect(panel.getByRole('status')).toHaveText('Te verwerken: 0 %');
    await waitForHydration(page);
    const bar = panel.getByRole('progressbar', { name: 'Voortgang van voorbeeld-bulk.xlsx' });
    await expect(bar).toHaveAttribute('value', '0');

    // Nothing is asked before the 5 seconds are over.
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/gallery/bulk-job')) polls.push(request.url());
    });
    await page.clock.runFor(4900);
    expect(polls).toHaveLength(0);
    await page.clock.runFor(100);
    await expect(panel.getByRole('status')).toHaveText('Bezig met verwerken: 41 %');
    await expect(bar).toHaveAttribute('value', '41');

    await page.clock.runFor(5000);
    await expect(panel.getByRole('status')).toHaveText('Bezig met verwerken: 83 %');
    await page.clock.runFor(5000);
    await expect(panel.getByRole('status')).toHaveText('Verwerking voltooid');
    await expect(bar).toHaveCount(0);
    await expect(panel.getByRole('definition')).toHaveText(['8', '2', '2']);
    await expect(page.getByText('De voorbeeldopdracht is verwerkt.')).toBeVisible();
    expect(polls).toHaveLength(3);

    // Finished: polling has stopped.
    await page.clock.runFor(15_000);
    expect(polls).toHaveLength(3);
    // axe needs running timers.
    await page.clock.resume();
    await expectNoAxeViolations(page, 'widgetGallery', 'bulk job finished');

    const downloading = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Resultaat downloaden' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('voorbeeld-bulk-resultaat.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Lijn', 'Status']);
    expect(sheet?.rowCount).toBe(13);
  });

  test('stops polling when closed, and when a poll fails', async ({ page, openAs }) => {
    await page.clock.install();
    await openAs('bart.claes', gallery);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Voorbeeldopdracht starten' }).click();
    const panel = page.getByRole('region', { name: 'voorbeeld-bulk.xlsx' });
    await expect(panel).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page, 'widgetGallery', 'bulk job running');
    await page.route('**/api/gallery/bulk-job**', (route) => route.fulfill({ status: 502 }));
    // The next poll is planned when the previous answer is in, which on a busy machine may be
    // after a first 5 s have been run: the clock runs on, 5 s at a time, until a poll failed.
    await expect(async () => {
      await page.clock.runFor(5000);
      await expect(panel.getByRole('alert')).toContainText(
        'De voortgang kon niet opgehaald worden.',
        { timeout: 1000 },
      );
    }).toPass();
    let polls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/gallery/bulk-job')) polls += 1;
    });
    await page.clock.runFor(10_000);
    expect(polls).toBe(0);

    await panel.getByRole('button', { name: 'Paneel sluiten' }).click();
    await expect(panel).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page reloads itself every 5 seconds until the job is done', async ({
      page,
      openAs,
    }) => {
      await openAs('bart.claes', gallery);
      await page.getByRole('button', { name: 'Voorbeeldopdracht starten' }).click();
      const panel = page.getByRole('region', { name: 'voorbeeld-bulk.xlsx' });
      await expect(panel.getByRole('status')).toHaveText('Te verwerken: 0 %');
      // Follow the refresh the page asks for, as the browser does after 5 seconds.
      for (const expected of ['Bezig met verwerken: 41 %', 'Bezig met verwerken: 83 %']) {
        const refresh = panel.locator('noscript meta[http-equiv="refresh"]');
        const content = (await refresh.getAttribute('content')) ?? '';
        expect(content).toMatch(/^5; url=\/widgetgalerij\?bulkJob=\d+&step=\d#gallery-bulk-job$/);
        await page.goto(content.replace(/^5; url=/, ''));
        await expect(panel.getByRole('status')).toHaveText(expected);
      }
      const content = (await panel.locator('noscript meta').getAttribute('content')) ?? '';
      await page.goto(content.replace(/^5; url=/, ''));
      await expect(panel.getByRole('status')).toHaveText('Verwerking voltooid');
      await expect(panel.locator('noscript')).toHaveCount(0);
      await expect(panel.getByRole('link', { name: 'Resultaat downloaden' })).toBeVisible();
      await panel.getByRole('link', { name: 'Paneel sluiten' }).click();
      await expect(page).toHaveURL(/\/widgetgalerij$/);
      await expect(panel).toHaveCount(0);
    });
  });
});
