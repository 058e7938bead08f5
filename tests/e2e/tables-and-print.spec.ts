// The person screens' tables at any width (every cell within reach at 320 and 640 px, the page's
// width used at 1280 px), the room above headings, and the printed page: no navigation, a line
// with who printed it, when and under which reference, section headings above sub-headings and
// the family table within an A4 page's width.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';
import { test } from './sign-in';

const rita = { insz: '60111842284', name: 'Rita Anne-Marie Wuyts' };

/**
 * The cells of a table (data cells, and headers that are shown) that a user cannot reach: neither
 * inside the viewport nor inside a scroll box a keyboard can reach and knows the name of. Also any
 * cell whose content overflows it, and any named scroll box that names nothing.
 */
async function outOfReach(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    const cells = element.querySelectorAll<HTMLElement>('td, th');
    for (const cell of cells) {
      if (getComputedStyle(cell).clipPath !== 'none') continue; // left to assistive technology
      const text = cell.textContent?.trim() ?? '';
      const box = cell.getBoundingClientRect();
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`overflows its cell: ${text}`);
      if (box.left >= -0.5 && box.right <= viewport + 0.5) continue;
      const scroller = cell.closest<HTMLElement>('.table-wrapper');
      const labelledBy = scroller?.getAttribute('aria-labelledby');
      const reachable =
        scroller !== null &&
        scroller.scrollWidth > scroller.clientWidth &&
        scroller.tabIndex === 0 &&
        scroller.getAttribute('role') === 'region' &&
        Boolean(labelledBy && document.getElementById(labelledBy)?.textContent?.trim());
      if (!reachable) problems.push(`out of reach: ${text}`);
    }
    if (document.documentElement.scrollWidth > viewport) problems.push('the page scrolls sideways');
    return problems;
  });
}

/** What the print stylesheet draws for the print line. */
async function printedText(line: Locator): Promise<string> {
  const content = await line.evaluate((element) => getComputedStyle(element, '::before').content);
  return JSON.parse(content) as string;
}

async function expectAllInReach(page: Page) {
  const tables = page.locator('main table');
  expect(await tables.count()).toBeGreaterThan(0);
  for (const table of await tables.all()) expect(await outOfReach(table)).toEqual([]);
}

async function nameResults(page: Page) {
  await page.getByLabel(/^Achternaam/).fill('Peeters');
  await page.getByLabel(/^Jaar/).fill('1970');
  await page.getByLabel(/^Tolerantie/).selectOption('2');
  await page.getByLabel(/^Uw referentie/).fill('R-TABLES');
  await page.getByRole('button', { name: /^(Bekijk detail|Zoeken)$/ }).click();
  await expect(page.getByRole('region', { name: /gevonden$/ })).toBeVisible();
}

// Each width is a layout axe checks on its own (a box can overflow at one width only).
const widths = [
  {
    width: 320,
    axeResults: (page: Page) => expectNoAxeViolations(page, 'personSearch', 'name results 320 px'),
    axeHistory: (page: Page) => expectNoAxeViolations(page, 'personDetail', 'history 320 px'),
    axeFamily: (page: Page) => expectNoAxeViolations(page, 'familyDetail', 'household 320 px'),
  },
  {
    width: 640,
    axeResults: (page: Page) => expectNoAxeViolations(page, 'personSearch', 'name results 640 px'),
    axeHistory: (page: Page) => expectNoAxeViolations(page, 'personDetail', 'history 640 px'),
    axeFamily: (page: Page) => expectNoAxeViolations(page, 'familyDetail', 'household 640 px'),
  },
];

for (const { width, axeResults, axeHistory, axeFamily } of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('name results, history and family tables keep every cell within reach', async ({
      page,
      openAs,
    }) => {
      await openAs('an.peeters', '/persoon?zoekwijze=naam');
      await nameResults(page);
      // The rows stack: each value carries its column's name, the sort controls stay.
      const results = page.getByRole('region', { name: /^Gevonden personen/ });
      await expect(results.getByRole('row').nth(1)).toContainText('Geboortedatum');
      await expect(results.getByRole('link', { name: /^Sorteer op Naam/ })).toBeVisible();
      await expectAllInReach(page);
      await axeResults(page);

      // History: the history-only profile sees it on every detail.
      await openAs('ilse.vermeulen', `/persoon/insz/${rita.insz}`);
      await expect(page.getByRole('region', { name: 'Historiek van de adressen' })).toBeVisible();
      await expectAllInReach(page);
      await axeHistory(page);

      await openAs('bart.claes', `/persoon/gezinssamenstelling/insz/${rita.insz}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Gezin van ${rita.name}`);
      await expectAllInReach(page);
      await axeFamily(page);
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the family table uses the page’s width: every column shown, names on one line', async ({
    page,
    openAs,
  }) => {
    await openAs('bart.claes', `/en/person/familycomposition/insz/${rita.insz}`);
    const table = page.getByRole('region', { name: /^Composition on/ });
    const fits = await table.evaluate(
      (wrapper) => wrapper.scrollWidth <= wrapper.clientWidth && wrapper.clientWidth > 900,
    );
    expect(fits).toBe(true);
    await expect(table.getByRole('columnheader', { name: 'Since' })).toBeInViewport();
    const name = table.getByRole('link', { name: rita.name });
    const lineHeight = await name.evaluate((link) => parseFloat(getComputedStyle(link).lineHeight));
    expect((await name.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    // A scroll box that is still there can be reached and is named by the table's heading.
    await expect(table).toHaveAttribute('tabindex', '0');
    await expectNoAxeViolations(page, 'familyDetail', 'en');
  });

  test('headings get room above them', async ({ page, openAs }) => {
    await openAs('ilse.vermeulen', `/persoon/insz/${rita.insz}`);
    const gapAbove = (heading: Locator) =>
      heading.evaluate((element) => {
        // The bottom of whatever comes before: the previous element, or the previous section's.
        let before: Element | null = element.previousElementSibling;
        let from: Element | null = element;
        while (!before && from?.parentElement) {
          from = from.parentElement;
          before = from.previousElementSibling;
        }
        return before
          ? element.getBoundingClientRect().top - before.getBoundingClientRect().bottom
          : 0;
      });
    for (const name of ['Adressen', 'Gezin', /^Historiek vanaf/]) {
      expect(await gapAbove(page.getByRole('heading', { level: 2, name }))).toBeGreaterThanOrEqual(
        30,
      );
    }
    const subHeading = page.getByRole('heading', { level: 3, name: 'Historiek van de adressen' });
    expect(await gapAbove(subHeading)).toBeGreaterThanOrEqual(22);
  });
});

test.describe('on paper', () => {
  // An A4 page's printable width at 96 px per inch, with margins of about a centimetre.
  test.use({ viewport: { width: 718, height: 1000 } });

  test('the detail prints without navigation, with who, when and the headings in order', async ({
    page,
    openAs,
  }) => {
    await openAs('ilse.vermeulen', `/persoon/insz/${rita.insz}`);
    const printLine = page.locator('.print-line');
    await expect(printLine).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(printLine).toBeVisible();
    expect(await printedText(printLine)).toMatch(
      /^Afgedrukt door Ilse Vermeulen \(profiel Historiek – OCMW Zonnedorp\) op \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\.$/,
    );
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toBeHidden();
    const size = (locator: Locator) =>
      locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const section = await size(page.getByRole('heading', { level: 2, name: /^Historiek vanaf/ }));
    const sub = await size(
      page.getByRole('heading', { level: 3, name: 'Historiek van de adressen' }),
    );
    expect(section).toBeGreaterThan(sub);
  });

  test('the family composition prints within A4 width, under the consultation’s reference', async ({
    page,
    openAs,
  }) => {
    await openAs('an.peeters', '/en/person/familycomposition');
    await page.getByLabel(/^National register number \(INSZ\)/).fill(rita.insz);
    await page.getByLabel(/^Your reference/).fill('R-PRINT-7');
    await page.getByRole('button', { name: /^(View details|Search)$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Household of ${rita.name}`);
    await page.emulateMedia({ media: 'print' });
    expect(await printedText(page.locator('.print-line'))).toMatch(
      /^Printed by An Peeters \(profile Burgerzaken – Gemeente Zonnedorp\) on .+\. Your reference: R-PRINT-7\.$/,
    );
    await expect(page.getByRole('contentinfo')).toBeHidden();
    const table = page.locator('main table').first();
    // A table on paper, not stacked rows; all of it within the page's width.
    await expect(table.locator('thead')).toBeVisible();
    const box = await table.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(718);
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
  });
});
