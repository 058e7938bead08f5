// Security headers: a strict nonce-based Content-Security-Policy, HSTS when deployed, and friends.
import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export interface SecuritySettings {
  /** The portal is reached over https (its public URL). */
  secureTransport: boolean;
  development: boolean;
  widgetHost?: string;
  fontStylesheetUrl?: string;
  /** Extra form targets, such as the identity provider's sign-in page. */
  formActions?: string[];
}

export const nonceFor = (res: Response): string => res.locals.cspNonce as string;

/** A fresh nonce per response, read by the CSP header and by the rendered script tags. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

export function securityHeaders(settings: SecuritySettings): RequestHandler {
  const widget = settings.widgetHost ? [settings.widgetHost] : [];
  const fontOrigin = settings.fontStylesheetUrl ? [new URL(settings.fontStylesheetUrl).origin] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // Vite's dev server injects inline scripts and a websocket; development reports instead.
      reportOnly: settings.development,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          (_req, res) => `'nonce-${nonceFor(res as Response)}'`,
          "'strict-dynamic'",
          ...widget,
        ],
        styleSrc: ["'self'", ...widget, ...fontOrigin],
        imgSrc: ["'self'", 'data:', ...widget],
        fontSrc: ["'self'", ...widget, ...fontOrigin],
        connectSrc: ["'self'", ...widget],
        formAction: ["'self'", ...(settings.formActions ?? [])],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        ...(settings.secureTransport ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: settings.secureTransport
      ? { maxAge: 63072000, includeSubDomains: true, preload: false }
      : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
