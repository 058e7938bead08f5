// OpenID Connect sign-in (authorization code + PKCE S256 + state) with remix-auth and
// remix-auth-oauth2; the ID token's signature, issuer, audience and expiry are verified here.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Authenticator } from 'remix-auth';
import { CodeChallengeMethod, OAuth2Strategy } from 'remix-auth-oauth2';
import { z } from 'zod';
import { getEnv } from '~/config/env.server';
import { localeFromPath } from '~/i18n/locale';
import { safeRedirect } from '~/routing/safe-redirect';

export const oauthStateCookie = 'portal_oauth';

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  end_session_endpoint: z.url().optional(),
  revocation_endpoint: z.url().optional(),
});

export type ProviderMetadata = z.infer<typeof discoverySchema>;

export interface SignInTokens {
  accessToken: string;
  refreshToken: string | null;
  accessTokenExpiresAt: number;
}

let metadata: Promise<ProviderMetadata> | undefined;

/** The provider's endpoints, read once from its discovery document (retried after a failure). */
export function providerMetadata(): Promise<ProviderMetadata> {
  metadata ??= (async () => {
    const { OIDC_ISSUER } = getEnv();
    const response = await fetch(`${OIDC_ISSUER}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const parsed = discoverySchema.parse(await response.json());
    if (parsed.issuer !== OIDC_ISSUER) throw new Error('discovery names another issuer');
    return parsed;
  })().catch((error: unknown) => {
    metadata = undefined;
    throw error;
  });
  return metadata;
}

let keys: ReturnType<typeof createRemoteJWKSet> | undefined;

async function verifyIdToken(idToken: string): Promise<void> {
  const env = getEnv();
  const { jwks_uri } = await providerMetadata();
  keys ??= createRemoteJWKSet(new URL(jwks_uri));
  await jwtVerify(idToken, keys, {
    issuer: env.OIDC_ISSUER,
    audience: env.OIDC_CLIENT_ID,
    requiredClaims: ['exp', 'iat', 'sub'],
    clockTolerance: 5,
  });
}

/** The sign-in target a login request carries; its language is the provider page's language. */
export function returnTarget(request: Request): string {
  return safeRedirect(new URL(request.url).searchParams.get('redirectUri'), '/');
}

class PortalOidcStrategy extends OAuth2Strategy<SignInTokens> {
  protected override authorizationParams(
    params: URLSearchParams,
    request: Request,
  ): URLSearchParams {
    const extended = new URLSearchParams(params);
    extended.set('ui_locales', localeFromPath(new URL(returnTarget(request), 'http://x').pathname));
    extended.set('resource', getEnv().BACKEND_AUDIENCE);
    return extended;
  }
}

let authenticator:
  Promise<{ authenticator: Authenticator<SignInTokens>; strategy: PortalOidcStrategy }> | undefined;

export function portalAuthenticator() {
  authenticator ??= (async () => {
    const env = getEnv();
    const provider = await providerMetadata();
    const strategy = new PortalOidcStrategy(
      {
        cookie: {
          name: oauthStateCookie,
          httpOnly: true,
          sameSite: 'Lax',
          path: '/auth',
          ...(env.secureTransport ? { secure: true as const } : {}),
        },
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
        authorizationEndpoint: provider.authorization_endpoint,
        tokenEndpoint: provider.token_endpoint,
        tokenRevocationEndpoint: provider.revocation_endpoint,
        redirectURI: `${env.PUBLIC_URL}/auth/callback`,
        scopes: ['openid', 'profile'],
        codeChallengeMethod: CodeChallengeMethod.S256,
      },
      async ({ tokens }) => {
        await verifyIdToken(tokens.idToken());
        return {
          accessToken: tokens.accessToken(),
          refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
          accessTokenExpiresAt: tokens.accessTokenExpiresAt().getTime(),
        };
      },
    );
    const instance = new Authenticator<SignInTokens>();
    instance.use(strategy, 'oidc');
    return { authenticator: instance, strategy };
  })().catch((error: unknown) => {
    authenticator = undefined;
    throw error;
  });
  return authenticator;
}
