// A deployment or a crash takes one portal and one backend instance away in the middle of the
// day's work: signed-in people keep browsing through the proxy with at most one request repeated,
// and the stopped instances drain the requests they had before they exit.
import { expect, test } from '@playwright/test';
import { signInOverHttp } from '../support/http-sign-in';
import { get } from './http';
import { logOf, processOf, topologyState } from './run';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('one portal and one backend stop mid-run: no error beyond one repeated request', async () => {
  test.setTimeout(90_000);
  const state = topologyState();
  const { jar } = await signInOverHttp(state.url, 'an.peeters');
  const cookie = jar.header();
  const pages = [
    '/persoon/insz/60111842284?bron=RR&referentie=STOP-1',
    '/persoon/insz/74031324072?bron=RR&referentie=STOP-2',
    '/privacy',
  ];
  let stopped = false;
  let answered = 0;
  let answeredAfterStop = 0;
  const repeated: string[] = [];
  const failed: string[] = [];

  /** A person's browser: a page, and the same page once more if the first attempt failed. */
  async function browse(person: number) {
    for (let turn = 0; !stopped || answeredAfterStop < 60; turn += 1) {
      const path = pages[(person + turn) % pages.length] ?? '/privacy';
      const attempt = async () => {
        try {
          const answer = await get(`${state.url}${path}`, { headers: { cookie } });
          return answer.status === 200 ? null : `${path}: ${answer.status}`;
        } catch (error) {
          return `${path}: ${error instanceof Error ? error.message : String(error)}`;
        }
      };
      const first = await attempt();
      if (first) {
        repeated.push(first);
        const second = await attempt();
        if (second) failed.push(second);
      }
      answered += 1;
      if (stopped) answeredAfterStop += 1;
      if (turn > 400) break;
    }
  }

  const portal = processOf(state, 'portal-1');
  const backend = processOf(state, 'backend-1');
  const browsing = Promise.all([0, 1, 2, 3].map(browse));
  await expect.poll(() => answered, { timeout: 20_000 }).toBeGreaterThan(20);
  process.kill(portal.pid, 'SIGTERM');
  process.kill(backend.pid, 'SIGTERM');
  stopped = true;
  await browsing;

  expect(failed).toEqual([]);
  expect(repeated.length, repeated.join('\n')).toBeLessThanOrEqual(1);
  // Both drained and ended on their own, well within their shutdown time.
  await expect.poll(() => alive(portal.pid) || alive(backend.pid), { timeout: 20_000 }).toBe(false);
  expect(logOf(state, 'portal-1')).toContain('draining connections before exit');
  expect(logOf(state, 'portal-1')).toContain('portal stopped');
  expect(logOf(state, 'portal-1')).not.toContain('forced exit after shutdown timeout');
  // The instances left answer on their own.
  expect((await get(`${processOf(state, 'portal-2').url}/readyz`)).status).toBe(200);
  expect((await get(`${state.url}/readyz`)).status).toBe(200);
});
