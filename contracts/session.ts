// Session and navigation calls: the signed-in user, the active role, session refresh.
import { z } from 'zod';
import { defineCall } from './http';
import { domains, permissions } from './permissions';

export const permissionSchema = z.object({
  naam: z.enum(permissions),
  bronnen: z.array(z.object({ waarde: z.string() })),
  parameters: z.array(z.object({ naam: z.string(), waarde: z.string() })),
});

export const roleSchema = z.object({
  /** Display name of the profile: role and organisation. */
  full: z.string(),
  uri: z.string(),
  service: z.string(),
  naam: z.string(),
  organisatie: z.object({ code: z.string(), naam: z.string() }),
  domains: z.array(z.enum(domains)),
  permissions: z.array(permissionSchema),
});

export const userSchema = z.object({
  sub: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  taalkeuze: z.enum(['nl', 'en']),
  serviceDeskUrl: z.string().nullable(),
  organisatieCode: z.string(),
  organisatieNaam: z.string(),
  nisCode: z.string().nullable(),
  doelgroepCode: z.string().nullable(),
  /** Keyed hash of the national number: the number itself never leaves the backend. */
  rrn: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  roles: z.array(roleSchema),
  /** Role codes from the identity provider that the catalogue does not know. */
  misconfiguredRoles: z.array(z.string()),
  /** When the session expires without further activity (ISO 8601). */
  expiresAt: z.iso.datetime({ offset: true }),
});

export type PermissionGrant = z.infer<typeof permissionSchema>;
export type Role = z.infer<typeof roleSchema>;
export type User = z.infer<typeof userSchema>;

export const magdaServiceSchema = z.object({
  code: z.string(),
  naam: z.string(),
  versie: z.string(),
  omschrijving: z.string(),
});

export type MagdaService = z.infer<typeof magdaServiceSchema>;

export const getUser = defineCall({
  id: 'getUser',
  method: 'GET',
  path: '/sss/api/backend/user',
  access: { kind: 'authenticated' },
  response: userSchema,
});

export const getActiveRole = defineCall({
  id: 'getActiveRole',
  method: 'GET',
  path: '/sss/api/backend/user/activeRole',
  access: { kind: 'authenticated' },
  // null when no role is active yet.
  response: roleSchema.nullable(),
});

export const setActiveRole = defineCall({
  id: 'setActiveRole',
  method: 'POST',
  path: '/account/activeRole',
  access: { kind: 'authenticated' },
  request: z.object({ uri: z.string().min(1).max(300) }),
  response: roleSchema,
});

export const refreshSession = defineCall({
  id: 'refreshSession',
  method: 'GET',
  path: '/sss/api/refresh',
  access: { kind: 'authenticated' },
  response: z.object({ expiresAt: z.iso.datetime({ offset: true }) }),
});

/**
 * Ends the backend session at sign-out: every later call with its id is refused, whatever the
 * access token, so a copy of the portal's session cookie opens nothing.
 */
export const endSession = defineCall({
  id: 'endSession',
  method: 'POST',
  path: '/sss/api/backend/session/end',
  access: { kind: 'authenticated' },
  response: undefined,
});

export const getMagdaServices = defineCall({
  id: 'getMagdaServices',
  method: 'GET',
  path: '/sss/api/backend/codetype/magdadiensten',
  // The services the active role may call; a role without any permission may call none.
  access: { kind: 'activeRole' },
  response: z.array(magdaServiceSchema),
});

export const postMetric = defineCall({
  id: 'postMetric',
  method: 'POST',
  path: '/sss/api/backend/metrics',
  access: { kind: 'authenticated' },
  request: z.object({
    metricName: z.string().min(1).max(100),
    timeStamp: z.iso.datetime({ offset: true }),
    unit: z.enum(['Milliseconds']),
    value: z.number().nonnegative().max(3_600_000),
  }),
  response: undefined,
});
