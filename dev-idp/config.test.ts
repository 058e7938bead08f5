import { describe, expect, it } from 'vitest';
import { parseDevIdpConfig } from './config';

const required = {
  OIDC_ISSUER: 'https://portal.example/idp/',
  IDP_COOKIE_SECRET: 'a-cookie-secret-of-at-least-32-characters',
  OIDC_CLIENT_SECRET: 'portal-client-secret',
  PUBLIC_URL: 'https://portal.example/',
};

describe('the standalone identity provider configuration', () => {
  it('fills in the defaults and trims trailing slashes', () => {
    const parsed = parseDevIdpConfig(required);
    expect(parsed).toEqual({
      ok: true,
      config: {
        ENVIRONMENT: 'dev',
        IDP_HOST: '127.0.0.1',
        IDP_PORT: 4100,
        OIDC_ISSUER: 'https://portal.example/idp',
        IDP_PROXY: false,
        IDP_COOKIE_SECRET: required.IDP_COOKIE_SECRET,
        OIDC_CLIENT_ID: 'backoffice-portal',
        OIDC_CLIENT_SECRET: required.OIDC_CLIENT_SECRET,
        PUBLIC_URL: 'https://portal.example',
        BACKEND_AUDIENCE: 'urn:backoffice:backend',
        DEV_IDP_ACCESS_TOKEN_TTL_SECONDS: 600,
        LOG_LEVEL: 'info',
      },
    });
  });

  it('takes a proxy flag, a port and a PostgreSQL database', () => {
    const parsed = parseDevIdpConfig({
      ...required,
      IDP_PROXY: 'true',
      IDP_PORT: '0',
      DATABASE_URL: 'postgresql://idp@db/idp',
    });
    expect(parsed.ok && parsed.config).toMatchObject({
      IDP_PROXY: true,
      IDP_PORT: 0,
      DATABASE_URL: 'postgresql://idp@db/idp',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(parseDevIdpConfig({ ...required, DATABASE_URL: '', IDP_PORT: '' })).toMatchObject({
      ok: true,
      config: { IDP_PORT: 4100 },
    });
  });

  it('refuses live, naming ENVIRONMENT', () => {
    const parsed = parseDevIdpConfig({ ...required, ENVIRONMENT: 'live' });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toContain(
      '  ENVIRONMENT: the development identity provider refuses to run when ENVIRONMENT=live',
    );
  });

  it('names every missing or bad variable', () => {
    const parsed = parseDevIdpConfig({
      IDP_PROXY: 'yes',
      PUBLIC_URL: 'portal.example',
      DEV_IDP_ACCESS_TOKEN_TTL_SECONDS: '-5',
    });
    expect(parsed.ok).toBe(false);
    const message = parsed.ok ? '' : parsed.message;
    expect(message.split('\n')).toEqual([
      'Invalid development identity provider configuration:',
      '  OIDC_ISSUER: is required',
      "  IDP_PROXY: must be 'true' or 'false'",
      '  IDP_COOKIE_SECRET: is required',
      '  OIDC_CLIENT_SECRET: is required',
      '  PUBLIC_URL: must be an http(s) URL',
      '  DEV_IDP_ACCESS_TOKEN_TTL_SECONDS: must be a positive whole number',
    ]);
  });
});
