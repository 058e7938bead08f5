// Following a bulk job to its end without waiting out the product's 5-second rhythm: with
// JavaScript the panel polls on a timer, and the test moves the page's clock a poll at a time;
// without it the page asks the browser to load it again after 5 seconds, and the test checks that
// request and follows it at once. What the rhythm itself is (no poll before 5 seconds, polling
// stops when the job ends) is proven on the widget gallery's example job (bulk-job.spec.ts).
import { expect, type Locator, type Page } from '@playwright/test';

/** How often the panel polls, and after how long the page without JavaScript reloads itself. */
const rhythmMs = 5_000;
/** How long a job of a test file may take the server's worker on a busy machine. */
const jobWork = { timeout: 90_000 };

/** Call before the page loads: its timers then run on a clock the test can move on. */
export async function pollsOnTestClock(page: Page) {
  await page.clock.install();
}

/** With JavaScript: moves the page's clock a poll at a time until the status reads `done`. */
export async function pollUntil(page: Page, status: Locator, done: string) {
  await expect(async () => {
    await page.clock.fastForward(rhythmMs);
    await expect(status).toHaveText(done, { timeout: 1_000 });
  }).toPass(jobWork);
}

/**
 * Without JavaScript: while the job runs, the panel asks to be loaded again after 5 seconds (a
 * refresh in noscript); the test loads what it names at once, until the status reads `done`.
 * Returns how often the page asked.
 */
export async function reloadUntil(page: Page, panel: Locator, done: string): Promise<number> {
  const status = panel.getByRole('status');
  const refresh = panel.locator('noscript meta[http-equiv="refresh"]');
  let reloads = 0;
  await expect(async () => {
    if ((await status.textContent()) !== done) {
      const content = (await refresh.getAttribute('content', { timeout: 1_000 })) ?? '';
      expect(content).toMatch(/^5; url=\//);
      reloads += 1;
      await page.goto(content.replace(/^5; url=/, ''));
    }
    await expect(status).toHaveText(done, { timeout: 1_000 });
  }).toPass(jobWork);
  await expect(panel.locator('noscript')).toHaveCount(0);
  return reloads;
}
