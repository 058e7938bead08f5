// The provider's token signing key: one RS256 key pair as a private JWKS, and the shape a stored
// one must have to be used again.
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JWKS } from 'oidc-provider';
import { z } from 'zod';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/);

/** A private RS256 signing key as oidc-provider takes it (all CRT parameters present). */
const signingKey = z.object({
  kty: z.literal('RSA'),
  kid: z.string().min(1),
  alg: z.literal('RS256'),
  use: z.literal('sig'),
  n: base64url,
  e: base64url,
  d: base64url,
  p: base64url,
  q: base64url,
  dp: base64url,
  dq: base64url,
  qi: base64url,
});

const signingKeySet = z.object({ keys: z.array(signingKey).min(1) });

/** A new key pair, named by its thumbprint so that verifiers can tell keys apart. */
export async function generateSigningKeys(): Promise<JWKS> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] };
}

/** A stored key set, checked: a damaged one stops the provider rather than signing nothing. */
export function parseSigningKeys(value: unknown): JWKS {
  const parsed = signingKeySet.safeParse(value);
  if (!parsed.success) {
    throw new Error(
      `the stored signing keys are not a private RS256 key set: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}
