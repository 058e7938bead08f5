// Liveness (/healthz: the process answers) and readiness (/readyz: every downstream answers).
import type { RequestHandler } from 'express';

export interface ReadinessCheck {
  name: string;
  /** Resolves when the downstream is usable; rejects or times out otherwise. */
  check: (signal: AbortSignal) => Promise<void>;
  /**
   * Reported, but the instance stays ready without it: pages are still served when it is down
   * (every instance would otherwise leave the load balancer at once for something that only
   * degrades them).
   */
  degradesOnly?: boolean;
}

export function httpCheck(name: string, url: string): ReadinessCheck {
  return {
    name,
    check: async (signal) => {
      const response = await fetch(url, { signal, redirect: 'manual' });
      await response.body?.cancel();
      if (response.status >= 500) throw new Error(`${name} answered ${response.status}`);
    },
  };
}

export const liveness: RequestHandler = (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ status: 'alive' });
};

export function readiness(
  checks: () => ReadinessCheck[],
  isDraining: () => boolean,
  timeoutMs = 2000,
): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isDraining()) {
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
    const results = await Promise.all(
      checks().map(async ({ name, check, degradesOnly = false }) => {
        try {
          await check(AbortSignal.timeout(timeoutMs));
          return [name, 'up', degradesOnly] as const;
        } catch {
          return [name, 'down', degradesOnly] as const;
        }
      }),
    );
    const ready = results.every(([, state, degradesOnly]) => state === 'up' || degradesOnly);
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      checks: Object.fromEntries(results.map(([name, state]) => [name, state])),
    });
  };
}
