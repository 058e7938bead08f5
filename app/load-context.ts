// What server.ts hands every loader and action besides the request.
import type { Logger } from 'pino';
import type { PortalSession } from './auth/portal-session';

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
  }
}

export {};
