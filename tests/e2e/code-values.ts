// The check that an English screen shows no Dutch code-list value unmarked: every text that is a
// code list's Dutch label (with or without its code) and differs from its English label must sit
// inside an element with lang="nl".
import { expect, type Page } from '@playwright/test';
import { dutchOnlyLabels } from '../../app/lib/code-lists/all';

/** The Dutch code-list values on the page that no lang="nl" marks. */
export function unmarkedDutchCodeValues(page: Page): Promise<string[]> {
  return page.evaluate(
    (labels) => {
      const dutch = new Set(labels);
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        // A value alone in its text, or followed by its code: 'Gehuwd', 'Gehuwd (20)'.
        const text = (node.textContent ?? '').trim().replace(/\s*\([\w-]+\)$/, '');
        if (!dutch.has(text)) continue;
        const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang');
        if (lang !== 'nl') found.push(text);
      }
      return found;
    },
    [...dutchOnlyLabels()],
  );
}

export async function expectDutchCodeValuesMarked(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await unmarkedDutchCodeValues(page)).toEqual([]);
}
