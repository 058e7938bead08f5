import { describe, expect, it } from 'vitest';
import { parseBackendConfig } from './config';

describe('parseBackendConfig on live', () => {
  const live = {
    ENVIRONMENT: 'live',
    DATABASE_URL: 'postgres://db.example.org/backoffice',
    OIDC_ISSUER: 'https://idp.example.org',
  };
  const messageOf = (raw: Record<string, string>) => {
    const result = parseBackendConfig(raw);
    return result.ok ? '' : result.message;
  };

  it('accepts a strong HASH_SECRET', () => {
    expect(messageOf({ ...live, HASH_SECRET: 'a-hash-secret-for-the-unit-test-1' })).toBe('');
  });

  it('refuses a HASH_SECRET of one repeated letter, naming it', () => {
    expect(messageOf({ ...live, HASH_SECRET: 'h'.repeat(32) })).toContain(
      'HASH_SECRET: must hold at least 10 different characters on live',
    );
    expect(messageOf({ OIDC_ISSUER: live.OIDC_ISSUER, HASH_SECRET: 'h'.repeat(32) })).toBe('');
  });
});
