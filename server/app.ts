// The Express application: everything in front of Remix, in the order requests meet it.
import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import onHeaders from 'on-headers';
import type { Logger } from 'pino';
import { sessionLifetimeSeconds } from '../app/auth/portal-session';
import type { UserStore } from '../app/auth/user-store.server';
import type { Env } from '../app/config/env.server';
import { screenPathPatterns } from '../app/screens';
import { requestLogger } from '../logging/request-logger';
import { buildInfoDownload, type BuildInfo } from './build-info';
import { clientLog } from './client-log';
import { forgeryProtection } from './forgery-protection';
import { httpCheck, liveness, readiness, type ReadinessCheck } from './health';
import { serverMessage } from './messages';
import { rateLimits, type SharedRateLimitStore } from './rate-limits';
import { formBodies, knownMethods, noLegacyDataRequests, pageMethodsOnly } from './request-shape';
import { cspNonce, nonceFor, securityHeaders } from './security';
import { portalSession, sessionOf } from './session';

export interface AppOptions {
  env: Env;
  logger: Logger;
  buildInfo: BuildInfo;
  /** Production: the built Remix server. Development: Vite's middleware and a loader of the build. */
  remix:
    | { mode: 'production'; build: ServerBuild; clientDir: string }
    | { mode: 'development'; middleware: RequestHandler; build: () => Promise<ServerBuild> };
  isDraining: () => boolean;
  /** The backend API: BACKEND_URL, or the embedded reference backend's loopback address. */
  backendUrl: string;
  /** The embedded development identity provider, mounted at its issuer's path. */
  identityProvider?: { path: string; handler: RequestHandler };
  /** REDIS_URL's connection, where every replica counts; unset: each process counts in memory. */
  sharedRateLimits?: SharedRateLimitStore;
  /** Where the replicas keep who a session's user is (userStoreFor); unset: always ask. */
  users?: UserStore | null;
}

/**
 * The backend (configured or embedded), an external identity provider and the Redis of the rate
 * limits, when there is one, must answer.
 */
export function downstreamChecks(
  env: Env,
  backendUrl: string,
  sharedRateLimits?: SharedRateLimitStore,
): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [];
  if (backendUrl) checks.push(httpCheck('backend', `${backendUrl}/healthz`));
  if (!env.embeddedIdentityProvider) {
    checks.push(
      httpCheck('identityProvider', `${env.OIDC_ISSUER}/.well-known/openid-configuration`),
    );
  }
  if (sharedRateLimits) checks.push(sharedRateLimits.readiness);
  return checks;
}

export function createApp({
  env,
  logger,
  buildInfo,
  remix,
  isDraining,
  backendUrl,
  identityProvider,
  sharedRateLimits,
  users = null,
}: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);

  app.use(
    requestLogger(logger, {
      quietPaths: (url) => url === '/healthz' || url === '/readyz' || url.startsWith('/assets/'),
      // A subject's identifier in a screen's path (a national number, later a plate or an
      // enterprise number) stays out of the log: the screen's pattern is logged instead.
      patterns: screenPathPatterns(),
    }),
  );
  app.use(knownMethods);

  // Forwarding headers count only when they come from the trusted reverse proxy (Remix reads
  // X-Forwarded-Host into request.url whatever Express trusts).
  app.use((req, _res, next) => {
    const trusted = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    if (!trusted(req.socket.remoteAddress ?? '', 0)) {
      delete req.headers['x-forwarded-host'];
      delete req.headers['x-forwarded-proto'];
    }
    next();
  });

  app.use(compression());
  app.use(cspNonce);
  app.use(
    securityHeaders({
      secureTransport: env.secureTransport,
      development: remix.mode === 'development',
      widgetHost: env.WIDGET_HOST,
      fontStylesheetUrl: env.FONT_STYLESHEET_URL,
    }),
  );

  app.get('/healthz', liveness);
  app.get(
    '/readyz',
    readiness(() => downstreamChecks(env, backendUrl, sharedRateLimits), isDraining),
  );

  // Browsers ask for /favicon.ico on pages that name no icon (the identity provider's).
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));

  if (remix.mode === 'production') {
    // Hashed file names: cache for a year, never revalidate.
    app.use(
      '/assets',
      express.static(path.join(remix.clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
      }),
    );
    // The few files at the top of the client build (the icon) have an extension; pages never do,
    // and need not cost a look at the disk.
    const publicFiles = express.static(remix.clientDir, { maxAge: '1h', index: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  } else {
    app.use(remix.middleware);
  }

  app.use(
    rateLimits({
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      general: env.RATE_LIMIT_GENERAL,
      mutations: env.RATE_LIMIT_MUTATIONS,
      signIn: env.RATE_LIMIT_SIGN_IN,
      store: sharedRateLimits?.store,
      logger,
    }),
  );
  app.use(forgeryProtection);

  // oidc-provider parses its own bodies: it is mounted before any body parser.
  if (identityProvider) app.use(identityProvider.path, identityProvider.handler);

  app.get('/buildinfo', buildInfoDownload(buildInfo));
  app.post('/log', ...clientLog);

  // Everything below is a page: the methods it answers and the bodies it reads.
  app.use(pageMethodsOnly, formBodies, noLegacyDataRequests);

  app.use(
    portalSession({
      secret: env.SESSION_SECRET,
      secure: env.secureTransport,
      maxAgeSeconds: sessionLifetimeSeconds,
    }),
  );
  // Pages show personal data: never cached, so the back button after sign-out shows nothing.
  // Applied as the headers go out, so a route that states its own caching keeps it: Remix adds
  // a route's headers to those already set instead of replacing them.
  app.use((_req, res, next) => {
    onHeaders(res, () => {
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
    });
    next();
  });

  app.all(
    '*',
    createRequestHandler({
      build: remix.build,
      mode: remix.mode,
      getLoadContext: (req, res) => ({
        correlationId: String(req.id),
        cspNonce: nonceFor(res),
        log: req.log,
        session: sessionOf(res),
        backendUrl,
        clientAddress: req.ip ?? '',
        users,
      }),
    }),
  );

  const errorHandler: ErrorRequestHandler = (
    error: { type?: string; status?: number },
    req,
    res,
    next,
  ) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error.type === 'entity.too.large') {
      res.status(413).type('text/plain; charset=utf-8').send(serverMessage(req.path, 'tooLarge'));
      return;
    }
    if (error.type === 'entity.parse.failed' || error.status === 400) {
      res.status(400).type('text/plain; charset=utf-8').send(serverMessage(req.path, 'badRequest'));
      return;
    }
    req.log.error({ err: error }, 'unhandled server error');
    res.status(500).type('text/plain; charset=utf-8').send(serverMessage(req.path, 'serverError'));
  };
  app.use(errorHandler);

  return app;
}
