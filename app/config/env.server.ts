// The one environment schema of the portal, checked once at boot (server.ts) and read everywhere else.
import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { isLoopbackUrl, weakSecretReason } from '@contracts/secrets';
import { environments } from './environment';

const optionalUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''))
  .optional();

const optionalText = z.string().trim().min(1).optional();

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be a positive whole number' })
    .default(fallback);

/**
 * `trust proxy` as Express understands it: false, true, a hop count, or a comma-separated list
 * of addresses/subnets of the government reverse proxy.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'false' || value === '') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (
      entries.every((entry) =>
        /^[0-9a-fA-F:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(entry),
      )
    ) {
      return entries;
    }
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true, a hop count or a comma-separated list of addresses or subnets',
    });
    return z.NEVER;
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    ENVIRONMENT: z.enum(environments).default('dev'),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int({ error: 'must be a port number' })
      .min(1, { error: 'must be a port number between 1 and 65535' })
      .max(65535, { error: 'must be a port number between 1 and 65535' })
      .default(3000),
    /** The portal's address as browsers see it (behind the reverse proxy: its https address). */
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** The backend API; unset: the reference backend, started on a loopback port. */
    BACKEND_URL: optionalUrl,
    /** How long one call to the backend may take; then the page says it did not answer in time. */
    BACKEND_TIMEOUT_SECONDS: positiveInt(30),
    /** Audience of the access tokens the backend accepts. */
    BACKEND_AUDIENCE: z.string().trim().min(1).default('urn:backoffice:backend'),
    /** Embedded backend only: its database (unset: PGlite in DATA_DIR) and idle session time. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    DATA_DIR: z.string().trim().min(1).default('data/backend'),
    BACKEND_SESSION_TTL_SECONDS: positiveInt(1800),
    /**
     * Embedded backend only: the key of its legal-log chain and national-number hash, a secret
     * of its own (unset: kept in DATA_DIR by the backend), and the size of its population.
     */
    HASH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    POPULATION_SIZE: z.enum(['full', 'small']).default('full'),
    /**
     * Embedded backend only: how fast shipments advance through their statuses, realistic (hours
     * and days) or fast (two seconds a step, for tests and demonstrations).
     */
    POSTAL_SCHEDULE: z.enum(['realistic', 'fast']).default('realistic'),
    /** OpenID Connect provider; unset: the embedded development provider at PUBLIC_URL/idp. */
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().trim().min(1).default('backoffice-portal'),
    OIDC_CLIENT_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    /** Embedded provider only: lifetime of access tokens (the portal refreshes them in time). */
    DEV_IDP_ACCESS_TOKEN_TTL_SECONDS: positiveInt(600),
    WIDGET_HOST: optionalUrl,
    HEADER_WIDGET_ID: optionalText,
    FOOTER_WIDGET_ID: optionalText,
    DOCUMENT_SERVICE_HOST: optionalText,
    DOCUMENT_SERVICE_HEADER_WIDGET_ID: optionalText,
    DOCUMENT_SERVICE_FOOTER_WIDGET_ID: optionalText,
    FONT_STYLESHEET_URL: optionalUrl,
    SUPPORT_EMAIL: z
      .email({ error: 'must be an e-mail address' })
      .default('digitaal.vlaanderen@vlaanderen.be'),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    RATE_LIMIT_GENERAL: positiveInt(1200),
    RATE_LIMIT_MUTATIONS: positiveInt(120),
    RATE_LIMIT_SIGN_IN: positiveInt(60),
    /** Where every portal replica counts the rate limits; unset: each process in its memory. */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .optional(),
    SHUTDOWN_TIMEOUT_SECONDS: positiveInt(10),
    /** How long a client may take to send a request's headers, and the whole request. */
    REQUEST_HEADERS_TIMEOUT_SECONDS: positiveInt(20),
    REQUEST_TIMEOUT_SECONDS: positiveInt(300),
  })
  .superRefine((env, ctx) => {
    if (env.REQUEST_HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['REQUEST_HEADERS_TIMEOUT_SECONDS'],
        message: 'must not be longer than REQUEST_TIMEOUT_SECONDS',
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_SECRET'],
        message: 'is required with OIDC_ISSUER',
      });
    }
    if (env.ENVIRONMENT === 'live') {
      for (const name of ['SESSION_SECRET', 'PUBLIC_URL', 'OIDC_ISSUER', 'BACKEND_URL'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when ENVIRONMENT=live',
          });
        }
      }
      // Plain http loses the cookies' Secure flag. Only a loopback address (a test server on
      // this machine) may do without TLS; a deployment is reached through the proxy on https.
      if (env.PUBLIC_URL?.startsWith('http:') && !isLoopbackUrl(env.PUBLIC_URL)) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'must be an https URL when ENVIRONMENT=live (http only on a loopback address)',
        });
      }
      for (const name of ['SESSION_SECRET', 'OIDC_CLIENT_SECRET', 'HASH_SECRET'] as const) {
        const reason = env[name] === undefined ? null : weakSecretReason(env[name]);
        if (reason) ctx.addIssue({ code: 'custom', path: [name], message: reason });
      }
    }
    const widgetIds = [
      'HEADER_WIDGET_ID',
      'FOOTER_WIDGET_ID',
      'DOCUMENT_SERVICE_HEADER_WIDGET_ID',
      'DOCUMENT_SERVICE_FOOTER_WIDGET_ID',
    ] as const;
    for (const name of widgetIds) {
      if (env[name] && !env.WIDGET_HOST) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'needs WIDGET_HOST to be set' });
      }
    }
  })
  .transform((env) => {
    const publicUrl =
      env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
    // Outside live an unset secret gets a random one per boot: nothing secret lives in the repo.
    const sessionSecret = env.SESSION_SECRET ?? randomBytes(32).toString('hex');
    return {
      ...env,
      PUBLIC_URL: publicUrl,
      SESSION_SECRET: sessionSecret,
      /** The embedded identity provider serves sign-in when no issuer is configured. */
      embeddedIdentityProvider: !env.OIDC_ISSUER,
      OIDC_ISSUER: env.OIDC_ISSUER ?? `${publicUrl}/idp`,
      OIDC_CLIENT_SECRET:
        env.OIDC_CLIENT_SECRET ??
        createHmac('sha256', sessionSecret).update('embedded-oidc-client').digest('base64url'),
      /** Served over https: HSTS, upgrade-insecure-requests and Secure cookies. */
      secureTransport: publicUrl.startsWith('https:'),
    };
  });

export type Env = z.infer<typeof envSchema>;

export type EnvResult = { ok: true; env: Env } | { ok: false; message: string };

/** Parses raw variables; on failure names every bad variable and what is wrong with it. */
export function parseEnv(raw: Record<string, string | undefined>): EnvResult {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (result.success) return { ok: true, env: result.data };
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  return { ok: false, message: `Invalid environment configuration:\n${lines.join('\n')}` };
}

let current: Env | undefined;

/** The validated environment; parsed on first use, so the server fails at boot, not on a request. */
export function getEnv(): Env {
  if (!current) {
    const result = parseEnv(process.env);
    if (!result.ok) throw new Error(result.message);
    current = result.env;
  }
  return current;
}
