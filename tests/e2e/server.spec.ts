import { expect, test } from '@playwright/test';
import { watchForErrors } from './fixtures';

test('/healthz says the portal is alive', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'alive' });
});

test('pages carry a nonce-based CSP and still hydrate under it', async ({ page }) => {
  const { errors } = watchForErrors(page);
  const response = await page.goto('/privacy');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');

  // Every script the server rendered carries this response's nonce.
  const scriptNonces = await page
    .locator('script')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  for (const scriptNonce of scriptNonces) expect(scriptNonce).toBe(nonce);

  // A hydrated page navigates on the client: the window survives the click.
  await page.evaluate(() => {
    (window as unknown as { survivesNavigation: boolean }).survivesNavigation = true;
  });
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Toegankelijkheidsverklaring' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toegankelijkheidsverklaring');
  expect(
    await page.evaluate(
      () => (window as unknown as { survivesNavigation?: boolean }).survivesNavigation,
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('every response returns a correlation id, and keeps a given one', async ({ request }) => {
  const generated = await request.get('/privacy');
  expect(generated.headers()['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  const kept = await request.get('/privacy', { headers: { 'x-correlation-id': 'e2e-check-1' } });
  expect(kept.headers()['x-correlation-id']).toBe('e2e-check-1');
});

test('a script error in the browser is reported to the server log', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.locator('html')).toHaveAttribute('data-js', 'true');
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/log') && request.method() === 'POST',
  );
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('gallery check failed');
    });
  });
  const request = await reported;
  // 204: the server took it as a valid report (a malformed one would be 400).
  expect((await request.response())?.status()).toBe(204);
});
