// Cross-site request forgery: a state-changing request from another origin answers 403, in one place.
import type { Request, RequestHandler } from 'express';
import { serverMessage } from './messages';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownHosts(req: Request): string[] {
  const hosts = [req.get('host')];
  // Behind the reverse proxy the browser saw the forwarded host.
  if (req.app.get('trust proxy') && req.get('x-forwarded-host')) {
    hosts.push(req.get('x-forwarded-host')?.split(',')[0]?.trim());
  }
  return hosts.filter((host): host is string => Boolean(host)).map((host) => host.toLowerCase());
}

export function isCrossSite(req: Request): boolean {
  const origin = req.get('origin');
  if (origin) {
    if (origin === 'null') return true;
    try {
      return !ownHosts(req).includes(new URL(origin).host.toLowerCase());
    } catch {
      return true;
    }
  }
  // Browsers that send no Origin still send Fetch Metadata; clients without either are not browsers.
  const site = req.get('sec-fetch-site');
  return site === 'cross-site';
}

export const forgeryProtection: RequestHandler = (req, res, next) => {
  if (safeMethods.has(req.method) || !isCrossSite(req)) {
    next();
    return;
  }
  req.log?.warn({ origin: req.get('origin') ?? null }, 'cross-site request refused');
  res.status(403).type('text/plain; charset=utf-8').send(serverMessage(req.path, 'forbidden'));
};
