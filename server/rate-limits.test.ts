import { describe, expect, it } from 'vitest';
import { signInAndPublicPaths } from './rate-limits';

describe('the sign-in and public tier', () => {
  it.each([
    '/auth/login',
    '/auth/callback',
    '/idp/interaction/abc123/login',
    '/download/1b2c',
    '/en/download/1b2c',
    '/log',
    '/buildinfo',
  ])('covers %s', (path) => {
    expect(signInAndPublicPaths.test(path)).toBe(true);
  });

  it.each([
    '/',
    '/persoon',
    '/idp/jwks',
    '/idp/token',
    '/idp/interaction/abc123',
    '/auth/signout',
    '/logging',
  ])('leaves %s to the general tier', (path) => {
    expect(signInAndPublicPaths.test(path)).toBe(false);
  });
});
