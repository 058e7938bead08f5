// Shared helpers for the end-to-end tests: accessibility checks and console/CSP watching.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Zero axe violations against WCAG 2.0–2.2 A and AA on the page as it stands. */
export async function expectNoAxeViolations(page: Page) {
  if (process.env.NO_AXE) return;
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Collects console errors and Content-Security-Policy violations while a test runs. */
export function watchForErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors };
}

/** Waits until React has hydrated the page, so JavaScript enhancements are listening. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-js', 'true');
}
