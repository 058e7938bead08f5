// Which navigations leave the page and so meet the confirm-leave guard.
import { describe, expect, it } from 'vitest';
import { leavesPage } from './confirm-leave';

describe('leavesPage', () => {
  it.each([
    ['/widgetgalerij', '/privacy', true],
    ['/widgetgalerij', '/en/widgetgallery', true],
    ['/widgetgalerij', '/widgetgalerij', false],
  ])('%s → %s: %s', (from, to, leaves) => {
    expect(leavesPage({ pathname: from }, { pathname: to })).toBe(leaves);
  });
});
