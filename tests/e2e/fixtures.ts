// Shared helpers for the end-to-end tests: accessibility checks and console/CSP watching.
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { endpoints } from '../../app/endpoints';
import { screens } from '../../app/screens';
import { patternMatcher } from '../../logging/logged-url';
import { markerDirectory, markerName, type AxeScreen, type AxeState } from './screen-states';

/** The paths a screen answers on, or null where any path will do (404, the identity provider). */
function screenPaths(screen: AxeScreen): RegExp[] | null {
  if (screen === 'signIn' || screen === 'notFound') return null;
  if (screen === 'signOut' || screen === 'capacitySwitch') {
    return [patternMatcher(`/${endpoints[screen].path}`)];
  }
  // Under /<nl>, /nl/<nl> and /en/<en>, as app/routes.ts registers every screen.
  const { nl, en } = screens[screen];
  const under = (prefix: string, rest: string) =>
    rest === '' ? prefix || '/' : `${prefix}/${rest}`;
  return [under('', nl), under('/nl', nl), under('/en', en)].map(patternMatcher);
}

/**
 * Zero axe violations against WCAG 2.0–2.2 A and AA on the page as it stands, once per screen
 * state per run: the first test to reach a state claims and checks it, the others go on.
 */
export async function expectNoAxeViolations<Screen extends AxeScreen>(
  page: Page,
  screen: Screen,
  state: AxeState<Screen>,
) {
  const paths = screenPaths(screen);
  const { pathname } = new URL(page.url());
  if (paths) {
    expect(
      paths.some((pattern) => pattern.test(pathname)),
      `${pathname} is not ${screen}`,
    ).toBe(true);
  }
  mkdirSync(markerDirectory, { recursive: true });
  const marker = path.join(markerDirectory, markerName(screen, state));
  try {
    closeSync(openSync(marker, 'wx'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  try {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const summary = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(summary, `axe on ${screen}, ${state}`).toEqual([]);
  } catch (error) {
    // Unclaimed again: the test's retry checks the state once more rather than pass it by.
    rmSync(marker, { force: true });
    throw error;
  }
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
