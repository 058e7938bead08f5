import { describe, expect, it } from 'vitest';
import { parseBackendConfig } from './config';

describe('parseBackendConfig on live', () => {
  const live = {
    ENVIRONMENT: 'live',
    DATABASE_URL: 'postgres://db.example.org/backoffice',
    OIDC_ISSUER: 'https://idp.example.org',
    PUSH_IMAGE_BASE_URL: 'https://push.example.org/afbeeldingen/',
  };
  const messageOf = (raw: Record<string, string>) => {
    const result = parseBackendConfig(raw);
    return result.ok ? '' : result.message;
  };

  it('accepts a strong HASH_SECRET', () => {
    expect(messageOf({ ...live, HASH_SECRET: 'a-hash-secret-for-the-unit-test-1' })).toBe('');
  });

  it('requires the public address of the notification images, https, and drops its last slash', () => {
    const secret = 'a-hash-secret-for-the-unit-test-1';
    const { PUSH_IMAGE_BASE_URL: _address, ...withoutAddress } = live;
    expect(messageOf({ ...withoutAddress, HASH_SECRET: secret })).toContain(
      'PUSH_IMAGE_BASE_URL: is required when ENVIRONMENT=live',
    );
    expect(
      messageOf({ ...live, HASH_SECRET: secret, PUSH_IMAGE_BASE_URL: 'http://push.example.org' }),
    ).toContain('PUSH_IMAGE_BASE_URL: must be an https URL');
    const parsed = parseBackendConfig({ ...live, HASH_SECRET: secret });
    expect(parsed.ok && parsed.config.PUSH_IMAGE_BASE_URL).toBe(
      'https://push.example.org/afbeeldingen',
    );
  });

  it('refuses a HASH_SECRET of one repeated letter, naming it', () => {
    expect(messageOf({ ...live, HASH_SECRET: 'h'.repeat(32) })).toContain(
      'HASH_SECRET: must hold at least 10 different characters on live',
    );
    expect(messageOf({ OIDC_ISSUER: live.OIDC_ISSUER, HASH_SECRET: 'h'.repeat(32) })).toBe('');
  });
});
