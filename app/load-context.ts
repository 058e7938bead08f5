// What server.ts hands every loader and action besides the request, and what of a loader's or
// action's arguments the domains' server modules take.
import type { AppLoadContext } from '@remix-run/node';
import type { Logger } from 'pino';
import type { PortalSession } from './auth/portal-session';
import type { UserStore } from './auth/user-store.server';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Correlation id of this request, also in the x-correlation-id response header. */
    correlationId: string;
    /** Nonce of this response's Content-Security-Policy. */
    cspNonce: string;
    /** Request-scoped structured logger (11-digit numbers are masked on output). */
    log: Logger;
    /** The user's session, shared by all loaders of this request and written back once. */
    session: PortalSession;
    /** Base URL of the backend API (configured, or the embedded reference backend). */
    backendUrl: string;
    /** The client's address: the connection's, or the one the trusted proxies forwarded. */
    clientAddress: string;
    /**
     * Where the replicas keep who a session's user is for a minute; null: every request asks the
     * backend (several replicas without a shared Redis).
     */
    users: UserStore | null;
  }
}

/**
 * A loader's or action's arguments as a domain's server module takes them: the request, its
 * context and, for a screen with values in its path, those values.
 */
export interface RequestArgs {
  request: Request;
  context: AppLoadContext;
  params?: Readonly<Record<string, string | undefined>>;
}

/** The same, for a module that reads the path's values. */
export type PathArgs = RequestArgs & Required<Pick<RequestArgs, 'params'>>;
