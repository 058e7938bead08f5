import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('has an embedded default for everything outside live', () => {
    const result = parseEnv({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env.PORT).toBe(3000);
    expect(result.env.HOST).toBe('127.0.0.1');
    expect(result.env.ENVIRONMENT).toBe('dev');
    expect(result.env.TRUST_PROXY).toBe(false);
    expect(result.env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('names the bad variable and what is wrong with it', () => {
    const result = parseEnv({ PORT: 'eighty' });
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('PORT: must be a port number'),
    });
    const outOfRange = parseEnv({ PORT: '70000' });
    expect(outOfRange.ok ? '' : outOfRange.message).toContain(
      'PORT: must be a port number between 1 and 65535',
    );
  });

  it('lets a client take 20 s for its headers and 300 s for a request, never longer for the headers', () => {
    const defaults = parseEnv({});
    expect(defaults.ok && defaults.env.REQUEST_HEADERS_TIMEOUT_SECONDS).toBe(20);
    expect(defaults.ok && defaults.env.REQUEST_TIMEOUT_SECONDS).toBe(300);
    const inverted = parseEnv({
      REQUEST_HEADERS_TIMEOUT_SECONDS: '60',
      REQUEST_TIMEOUT_SECONDS: '30',
    });
    expect(inverted.ok ? '' : inverted.message).toContain(
      'REQUEST_HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  });

  it('lists every bad variable at once', () => {
    const result = parseEnv({ ENVIRONMENT: 'prod', WIDGET_HOST: 'not a url' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain('ENVIRONMENT:');
    expect(result.message).toContain('WIDGET_HOST: must be an http(s) URL');
  });

  it('requires secrets, addresses and the real downstreams on live, and refuses a short secret', () => {
    const live = parseEnv({ ENVIRONMENT: 'live' });
    const message = live.ok ? '' : live.message;
    for (const name of ['SESSION_SECRET', 'PUBLIC_URL', 'OIDC_ISSUER', 'BACKEND_URL']) {
      expect(message).toContain(`${name}: is required when ENVIRONMENT=live`);
    }
    const short = parseEnv({ SESSION_SECRET: 'short' });
    expect(short.ok ? '' : short.message).toContain(
      'SESSION_SECRET: must be at least 32 characters',
    );
    const ok = parseEnv({
      ENVIRONMENT: 'live',
      SESSION_SECRET: 'a-session-secret-for-the-unit-test',
      PUBLIC_URL: 'https://portaal.example.org/',
      OIDC_ISSUER: 'https://idp.example.org',
      OIDC_CLIENT_SECRET: 'client-secret-1234',
      BACKEND_URL: 'https://api.example.org',
    });
    expect(ok.ok && ok.env.PUBLIC_URL).toBe('https://portaal.example.org');
    expect(ok.ok && ok.env.secureTransport).toBe(true);
  });

  it("gives the embedded backend a hash secret of its own and the population's size", () => {
    const defaults = parseEnv({ SESSION_SECRET: 'x'.repeat(32) });
    expect(defaults.ok && defaults.env.HASH_SECRET).toBeUndefined();
    expect(defaults.ok && defaults.env.POPULATION_SIZE).toBe('full');
    const bad = parseEnv({ HASH_SECRET: 'short', POPULATION_SIZE: 'tiny' });
    const message = bad.ok ? '' : bad.message;
    expect(message).toContain('HASH_SECRET: must be at least 32 characters');
    expect(message).toContain('POPULATION_SIZE:');
    const small = parseEnv({ HASH_SECRET: 'h'.repeat(32), POPULATION_SIZE: 'small' });
    expect(small.ok && [small.env.HASH_SECRET, small.env.POPULATION_SIZE]).toEqual([
      'h'.repeat(32),
      'small',
    ]);
  });

  it('derives the public URL from host and port, on plain http, when none is given', () => {
    const local = parseEnv({ PORT: '4000' });
    expect(local.ok && local.env.PUBLIC_URL).toBe('http://127.0.0.1:4000');
    expect(local.ok && local.env.secureTransport).toBe(false);
    const container = parseEnv({ HOST: '0.0.0.0' });
    expect(container.ok && container.env.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('reads trust proxy as a flag, a hop count or a list of subnets', () => {
    const read = (value: string) => {
      const result = parseEnv({ TRUST_PROXY: value });
      return result.ok ? result.env.TRUST_PROXY : result.message;
    };
    expect(read('true')).toBe(true);
    expect(read('false')).toBe(false);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, loopback')).toEqual(['10.0.0.0/8', 'loopback']);
    expect(read('everyone')).toContain('TRUST_PROXY:');
  });

  it('needs a widget host before widget ids mean anything', () => {
    const result = parseEnv({ HEADER_WIDGET_ID: 'abc' });
    expect(result.ok ? '' : result.message).toContain(
      'HEADER_WIDGET_ID: needs WIDGET_HOST to be set',
    );
    const ok = parseEnv({ HEADER_WIDGET_ID: 'abc', WIDGET_HOST: 'https://widgets.example.org/' });
    expect(ok.ok && ok.env.WIDGET_HOST).toBe('https://widgets.example.org');
  });

  it('uses the embedded identity provider unless an issuer with a client secret is configured', () => {
    const embedded = parseEnv({ PORT: '4000' });
    expect(embedded.ok && embedded.env.embeddedIdentityProvider).toBe(true);
    expect(embedded.ok && embedded.env.OIDC_ISSUER).toBe('http://127.0.0.1:4000/idp');
    expect(embedded.ok && embedded.env.OIDC_CLIENT_SECRET.length).toBeGreaterThanOrEqual(32);
    const missingSecret = parseEnv({ OIDC_ISSUER: 'https://idp.example.org' });
    expect(missingSecret.ok ? '' : missingSecret.message).toContain(
      'OIDC_CLIENT_SECRET: is required with OIDC_ISSUER',
    );
    const external = parseEnv({
      OIDC_ISSUER: 'https://idp.example.org/',
      OIDC_CLIENT_SECRET: 's'.repeat(16),
    });
    expect(external.ok && external.env.embeddedIdentityProvider).toBe(false);
    expect(external.ok && external.env.OIDC_ISSUER).toBe('https://idp.example.org');
  });

  it('treats empty variables as unset', () => {
    const result = parseEnv({ PORT: '', BACKEND_URL: '' });
    expect(result.ok && result.env.PORT).toBe(3000);
  });

  describe('on live, a weak configuration is refused, naming the variable', () => {
    const strong = {
      ENVIRONMENT: 'live',
      SESSION_SECRET: 'a-session-secret-for-the-unit-test',
      PUBLIC_URL: 'https://portaal.example.org',
      OIDC_ISSUER: 'https://idp.example.org',
      OIDC_CLIENT_SECRET: 'client-secret-1234',
      BACKEND_URL: 'https://api.example.org',
    };
    const messageOf = (raw: Record<string, string>) => {
      const result = parseEnv(raw);
      return result.ok ? '' : result.message;
    };

    it('accepts a strong one', () => {
      expect(messageOf(strong)).toBe('');
    });

    it('refuses PUBLIC_URL on plain http, except on a loopback address', () => {
      for (const url of ['http://portaal.example.org', 'http://10.0.0.5:3000', 'http://0.0.0.0']) {
        expect(messageOf({ ...strong, PUBLIC_URL: url }), url).toBe(
          'Invalid environment configuration:\n' +
            '  PUBLIC_URL: must be an https URL when ENVIRONMENT=live (http only on a loopback address)',
        );
      }
      for (const url of ['http://127.0.0.1:3101', 'http://localhost:3000', 'http://[::1]:3000']) {
        expect(messageOf({ ...strong, PUBLIC_URL: url }), url).toBe('');
      }
      // Outside live, plain http is the default.
      expect(messageOf({ PUBLIC_URL: 'http://portaal.example.org' })).toBe('');
    });

    it.each(['SESSION_SECRET', 'OIDC_CLIENT_SECRET', 'HASH_SECRET'])(
      'refuses a %s of one repeated letter or a short repeated block',
      (name) => {
        expect(messageOf({ ...strong, [name]: 'x'.repeat(32) })).toBe(
          `Invalid environment configuration:\n  ${name}: must hold at least 10 different characters on live`,
        );
        expect(messageOf({ ...strong, [name]: 'abcdefghijk'.repeat(3) })).toBe(
          `Invalid environment configuration:\n  ${name}: must not be a short block repeated on live`,
        );
        // The same values outside live are only checked for length.
        expect(messageOf({ [name]: 'x'.repeat(32) })).toBe('');
      },
    );
  });
});
