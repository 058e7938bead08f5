// Verifies the bearer token: signature against the issuer's keys, issuer, audience and expiry.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { roleClaim } from '@contracts/demo-catalogue';

export const tokenClaimsSchema = z.object({
  sub: z.string().min(1),
  given_name: z.string().default(''),
  family_name: z.string().default(''),
  vo_orgcode: z.string().min(1),
  vo_orgnaam: z.string().default(''),
  vo_doelgroepcode: z.string().nullable().default(null),
  vo_niscode: z.string().nullable().default(null),
  rrn: z
    .string()
    .regex(/^\d{11}$/)
    .optional(),
  locale: z.string().default('nl'),
  [roleClaim]: z.array(z.string()).default([]),
});

export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export type TokenVerifier = (token: string) => Promise<TokenClaims>;

export class InvalidTokenError extends Error {}

async function jwksUriOf(issuer: string): Promise<string> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`identity provider discovery answered ${response.status}`);
  const discovery = z.object({ jwks_uri: z.url() }).parse(await response.json());
  return discovery.jwks_uri;
}

export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwksUri?: string;
}): TokenVerifier {
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  const keySet = async () => {
    keys ??= createRemoteJWKSet(new URL(options.jwksUri ?? (await jwksUriOf(options.issuer))), {
      cooldownDuration: 30_000,
    });
    return keys;
  };

  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await keySet(), {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 5,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
      throw error;
    }
    const claims = tokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new InvalidTokenError('claims');
    return claims.data;
  };
}
