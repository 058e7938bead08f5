// The environment of the development identity provider run as a service of its own (main.ts),
// checked once at start; every bad variable is named with what is wrong with it.
import { z } from 'zod';
import { environments } from '../app/config/environment';

const required = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : message;

const url = z
  .url({ protocol: /^https?$/, error: required('must be an http(s) URL') })
  .transform((value) => value.replace(/\/+$/, ''));

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be a positive whole number' })
    .default(fallback);

export const devIdpConfigSchema = z.object({
  /** The development provider never runs on live: live signs in with ACM/IDM. */
  ENVIRONMENT: z
    .enum(environments)
    .default('dev')
    .refine((environment) => environment !== 'live', {
      error: 'the development identity provider refuses to run when ENVIRONMENT=live',
    }),
  IDP_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** 0 picks a free port (tests); the process logs the one it got. */
  IDP_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(0, { error: 'must be a port number between 0 and 65535' })
    .max(65535, { error: 'must be a port number between 0 and 65535' })
    .default(4100),
  /**
   * The issuer as browsers and the portal reach it, path included (behind the reverse proxy:
   * 'https://portal.example/idp'). The provider answers under that path.
   */
  OIDC_ISSUER: url,
  /** Trust X-Forwarded-* from the reverse proxy in front ('true' behind one, else 'false'). */
  IDP_PROXY: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  /** Key of the provider's cookies; every instance of one deployment has the same. */
  IDP_COOKIE_SECRET: z
    .string({ error: 'is required' })
    .min(32, { error: 'must be at least 32 characters' }),
  /** The portal, the one client: its id and secret, and its public address for the redirects. */
  OIDC_CLIENT_ID: z.string().trim().min(1).default('backoffice-portal'),
  OIDC_CLIENT_SECRET: z
    .string({ error: 'is required' })
    .min(16, { error: 'must be at least 16 characters' }),
  PUBLIC_URL: url,
  /** Resource indicator and audience of the access tokens. */
  BACKEND_AUDIENCE: z.string().trim().min(1).default('urn:backoffice:backend'),
  DEV_IDP_ACCESS_TOKEN_TTL_SECONDS: positiveInt(600),
  /** PostgreSQL for sessions, tokens and signing keys; unset: in memory, lost at every restart. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type DevIdpConfig = z.infer<typeof devIdpConfigSchema>;

/** Lifetimes that are not configured: the same as the provider embedded in the portal. */
export const fixedLifetimes = {
  idTokenTtlSeconds: 3600,
  refreshTokenTtlSeconds: 12 * 3600,
  sessionTtlSeconds: 12 * 3600,
} as const;

export function parseDevIdpConfig(
  raw: Record<string, string | undefined>,
): { ok: true; config: DevIdpConfig } | { ok: false; message: string } {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = devIdpConfigSchema.safeParse(present);
  if (result.success) return { ok: true, config: result.data };
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  return {
    ok: false,
    message: `Invalid development identity provider configuration:\n${lines.join('\n')}`,
  };
}
