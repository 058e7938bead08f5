// The reference backend's environment, checked once at start.
import { z } from 'zod';
import { pushLimits } from '@contracts/push-notification-codes';
import { weakSecretReason } from '@contracts/secrets';
import { postalSchedules } from './document/schedule';
import { populationSizes } from './population/size';

/** Where the development and test backends say their notification images are published. */
export const defaultPushImageBaseUrl = 'https://push-afbeeldingen.example/afbeeldingen';

const url = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

export const backendConfigSchema = z
  .object({
    ENVIRONMENT: z
      .enum(['dev', 'test', 'test-automation', 'beta', 'staging', 'live'])
      .default('dev'),
    BACKEND_HOST: z.string().trim().min(1).default('127.0.0.1'),
    BACKEND_PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int()
      .min(0)
      .max(65535)
      .default(4000),
    /** PostgreSQL connection string; unset: the embedded PGlite database in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    DATA_DIR: z.string().trim().min(1).default('data/backend'),
    OIDC_ISSUER: url,
    /** Where to fetch the signing keys; default: the issuer's discovery document. */
    OIDC_JWKS_URI: url.optional(),
    BACKEND_AUDIENCE: z.string().trim().min(1).default('urn:backoffice:backend'),
    /** Idle time after which a session expires; every call extends it. */
    SESSION_TTL_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .positive()
      .default(1800),
    /**
     * Key of the national-number hash and of the legal-log chain (ADR 006). Required on live;
     * elsewhere, when unset, kept in DATA_DIR (hash-secret.ts).
     */
    HASH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /**
     * The synthetic population seeded into an empty database: full (about 21,000 people) or small
     * (about 2,500 with the same featured people). A database keeps the size it was seeded with.
     */
    POPULATION_SIZE: z.enum(populationSizes).default('full'),
    /**
     * How fast shipments advance through their statuses: realistic (hours and days, as a postal
     * service does) or fast (two seconds a step, for tests and demonstrations).
     */
    POSTAL_SCHEDULE: z.enum(postalSchedules).default('realistic'),
    /** Public document downloads (nonces and files) per client address and link in 5 minutes. */
    DOWNLOAD_RATE_LIMIT: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .positive()
      .default(30),
    /** Leading zero bits of the public download's proof of work (about 0.5–2 s at 14). */
    CAPTCHA_DIFFICULTY: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(1)
      .max(24)
      .default(14),
    /**
     * The public https address the organisations' notification images are published under: an
     * uploaded image's address, which a notification carries and its receivers fetch, is
     * `<PUSH_IMAGE_BASE_URL>/<image id>`. Required on live.
     */
    PUSH_IMAGE_BASE_URL: z
      .url({ protocol: /^https$/, error: 'must be an https URL' })
      .max(pushLimits.url - 40)
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((config, ctx) => {
    if (config.ENVIRONMENT === 'live') {
      for (const name of ['HASH_SECRET', 'DATABASE_URL', 'PUSH_IMAGE_BASE_URL'] as const) {
        if (!config[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when ENVIRONMENT=live',
          });
      }
      const reason = config.HASH_SECRET ? weakSecretReason(config.HASH_SECRET) : null;
      if (reason) ctx.addIssue({ code: 'custom', path: ['HASH_SECRET'], message: reason });
    }
  });

export type BackendConfig = z.infer<typeof backendConfigSchema>;

export function parseBackendConfig(
  raw: Record<string, string | undefined>,
): { ok: true; config: BackendConfig } | { ok: false; message: string } {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = backendConfigSchema.safeParse(present);
  if (result.success) return { ok: true, config: result.data };
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  return { ok: false, message: `Invalid backend configuration:\n${lines.join('\n')}` };
}
