// What server.ts hands every loader and action besides the request.
import type { Logger } from 'pino';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Correlation id of this request, also in the x-correlation-id response header. */
    correlationId: string;
    /** Nonce of this response's Content-Security-Policy. */
    cspNonce: string;
    /** Request-scoped structured logger (11-digit numbers are masked on output). */
    log: Logger;
  }
}

export {};
