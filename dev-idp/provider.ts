// The development identity provider: oidc-provider serving the demo accounts in place of ACM/IDM.
// Embedded in the portal when no issuer is configured, it keeps everything in memory; run as a
// service of its own (main.ts) it may be given a database store and its keys. It refuses live.
import { hkdfSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import express, { type RequestHandler } from 'express';
import {
  errors,
  Provider,
  type AdapterFactory,
  type Configuration,
  type JWKS,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { defaultLocale, type Locale } from '../app/i18n/locale';
import { accountBySubject, claimsOf, profileClaims } from './accounts';
import { stringField } from './fields';
import { interactionRoutes } from './interactions';
import { errorPage, signedOutPage, signOutPage } from './pages';
import { generateSigningKeys } from './signing-keys';
import { languageOfAcceptLanguage, languageOfUiLocales } from './texts';

export interface DevIdpOptions {
  /** The provider is mounted at this URL's path, e.g. 'http://127.0.0.1:3000/idp'. */
  issuer: string;
  /** The provider refuses to start when this is 'live'. */
  environment: string;
  /** At least 32 characters; the cookie signing key is derived from it. */
  cookieSecret: string;
  clients: {
    clientId: string;
    clientSecret: string;
    redirectUris: string[];
    postLogoutRedirectUris: string[];
  }[];
  /** Resource indicator and audience of the JWT access tokens, e.g. 'urn:backoffice:backend'. */
  backendAudience: string;
  accessTokenTtlSeconds: number;
  idTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Lifetime of the provider's own sign-in session. */
  sessionTtlSeconds: number;
  /** Trust X-Forwarded-* headers (behind a TLS-terminating reverse proxy). */
  proxy: boolean;
  /** Where sessions, grants and tokens are kept; unset: in memory, gone with the process. */
  adapter?: AdapterFactory;
  /** The private signing keys; unset: a new key pair, so earlier tokens no longer verify. */
  jwks?: JWKS;
  /** What went wrong inside a request the pages answer with an OAuth error; unset: stderr. */
  logServerError?: (error: Error) => void;
}

/** Scope of the backend's access tokens: the same claims as the ID token. */
const backendScope = 'openid profile';
/** Time to finish signing in once the sign-in page is shown. */
const interactionTtlSeconds = 60 * 60;

const cookieKey = (secret: string): string =>
  Buffer.from(hkdfSync('sha256', secret, 'dev-idp', 'oidc-provider cookie signing', 32)).toString(
    'base64url',
  );

/** The nonce the portal's Content-Security-Policy allows, from Express's `res.locals`. */
const cspNonceOf = (res: object): string | undefined =>
  stringField(Reflect.get(res, 'locals'), 'cspNonce');

/** Pages outside the sign-in: the request's `ui_locales` when it has one, else the browser's. */
function pageLanguage(ctx: KoaContextWithOIDC): Locale {
  const uiLocales: unknown = ctx.oidc?.params?.ui_locales;
  return typeof uiLocales === 'string'
    ? languageOfUiLocales(uiLocales)
    : (languageOfAcceptLanguage(ctx.get('accept-language')) ?? defaultLocale);
}

// Embedded, the in-memory store is this provider's purpose: drop oidc-provider's warning about it
// (printed while the constructor runs) and let every other message through.
/* eslint-disable no-console -- oidc-provider writes its warnings straight to console.warn */
function withoutMemoryAdapterWarning<T>(create: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('in-memory adapter')) return;
    warn.apply(console, args);
  };
  try {
    return create();
  } finally {
    console.warn = warn;
  }
}
/* eslint-enable no-console */

export async function createDevIdentityProvider(
  options: DevIdpOptions,
): Promise<{ handler: RequestHandler; issuer: string }> {
  if (options.environment === 'live') {
    throw new Error('The development identity provider refuses to run when ENVIRONMENT=live');
  }
  if (options.cookieSecret.length < 32) {
    throw new Error('The development identity provider needs a cookie secret of 32+ characters');
  }
  const issuer = options.issuer.replace(/\/+$/, '');
  const basePath = new URL(issuer).pathname.replace(/\/$/, '');
  const { backendAudience } = options;

  const [jwks, stylesheet] = await Promise.all([
    options.jwks ?? generateSigningKeys(),
    readFile(new URL('./static/idp.css', import.meta.url), 'utf8'),
  ]);

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks,
    ...(options.adapter ? { adapter: options.adapter } : {}),
    cookies: {
      // Distinct from the portal's own cookies on the same host; the session stays on the IdP path.
      names: {
        session: 'idp_session',
        interaction: 'idp_interaction',
        resume: 'idp_interaction_resume',
      },
      long: { path: basePath || '/' },
      keys: [cookieKey(options.cookieSecret)],
    },
    claims: { openid: ['sub'], profile: [...profileClaims] },
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accountBySubject(sub);
      return account && { accountId: sub, claims: () => claimsOf(account) };
    },
    extraTokenClaims: (_ctx, token) => {
      const account = 'accountId' in token ? accountBySubject(token.accountId) : undefined;
      if (!account) return undefined;
      const { sub: _sub, ...claims } = claimsOf(account);
      return claims;
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    // Only the portal's own server talks to the token endpoint; browsers never need CORS here.
    clientBasedCORS: () => false,
    interactions: { url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // The portal revokes its refresh token at sign-out (RFC 7009).
      revocation: { enabled: true },
      // Every access token is for the backend, which the userinfo endpoint refuses; the ID token
      // carries the claims instead.
      userinfo: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => backendAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== backendAudience) throw new errors.InvalidTarget();
          return {
            scope: backendScope,
            audience: backendAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: options.accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = signOutPage({
            language: pageLanguage(ctx),
            basePath,
            form,
            nonce: cspNonceOf(ctx.res),
          });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(pageLanguage(ctx), basePath);
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage({
        language: pageLanguage(ctx),
        basePath,
        details: [out.error, out.error_description].filter(Boolean).join(': '),
      });
    },
    ttl: {
      AccessToken: options.accessTokenTtlSeconds,
      IdToken: options.idTokenTtlSeconds,
      RefreshToken: options.refreshTokenTtlSeconds,
      Session: options.sessionTtlSeconds,
      Grant: Math.max(options.refreshTokenTtlSeconds, options.sessionTtlSeconds),
      Interaction: interactionTtlSeconds,
    },
  };

  const provider = withoutMemoryAdapterWarning(() => new Provider(issuer, configuration));
  provider.proxy = options.proxy;
  // Pages show only the OAuth error; what went wrong inside belongs in the server's log.
  const logServerError =
    options.logServerError ??
    ((error: Error) => console.error('development identity provider:', error));
  provider.on('server_error', (_ctx, error) => logServerError(error));

  const router = express.Router();
  router.get('/static/idp.css', (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(stylesheet);
  });
  router.use(interactionRoutes({ provider, basePath, backendAudience, backendScope }));
  router.use(provider.callback());
  return { handler: router, issuer };
}
