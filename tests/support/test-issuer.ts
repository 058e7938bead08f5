// A stand-in identity provider for backend tests: real keys, real JWKS over HTTP, real signatures.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export interface TestIssuer {
  issuer: string;
  audience: string;
  sign: (
    claims: JWTPayload,
    options?: { expiresIn?: string | number; audience?: string; issuer?: string },
  ) => Promise<string>;
  /** A token with the right shape, signed by a key the issuer never published. */
  signWithForeignKey: (claims: JWTPayload) => Promise<string>;
  close: () => Promise<void>;
}

export async function startTestIssuer(audience = 'urn:backoffice:backend'): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const app = express();
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({ issuer, jwks_uri: `${issuer}/jwks` });
  });
  app.get('/jwks', (_req, res) => {
    res.json({ keys: [jwk] });
  });

  const sign = async (
    claims: JWTPayload,
    options: { expiresIn?: string | number; audience?: string; issuer?: string } = {},
    key = privateKey,
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? audience)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(key);

  return {
    issuer,
    audience,
    sign: (claims, options) => sign(claims, options),
    signWithForeignKey: (claims) => sign(claims, {}, foreign.privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
